"""Pins every score report of the scoring benchmark's games, so that speed work changes no result.

The games are those ``scripts/bench_scoring.py`` times (seed 1: the generated SAMPLE deck with the
built-in objective tiles, 4 players of 14 cards, seeds 100_000 + i), the first ``GAMES`` of them,
plus solo games against the Robot and 2-player games over every objective. Each report is
reduced to text holding every total, every item (line, points, reason, card, position, ability,
ruling), every ring fill, every unplaced group, the standings and the notes; the sha256 of all of
it was recorded with the scorer as it was before the speed work (issue 14). A change to any
number or any word of any report changes the digest: if a change is meant (a reworded reason),
print the new digests with ``python tests/scoring/test_scoring_pinned.py`` and say why in the commit.
The totals-only path must give the very same totals.

Re-pinned once (issue 33) when a ring's wild slots became "people of any type" in reports as on the City
page (was "any people") and an unnamed tile's label gained its setup bonus and points per match (the
generated tiles are unnamed): the totals digest stayed put; with both old wordings back
(``card.person_any_report``, ``card.label_wants`` and ``card_db.labels.tile_contents_label``) the old
digest 4abac966... returns. Re-pinned once more (issue 32's review of every counted message): "scores 1 per 1 unspent
sand dollar; only 0 sand dollars left" became "scores 1 per unspent sand dollar; no sand dollar left" (the per-tag
reason likewise); the 157 report lines that changed are those reasons alone, and the totals digest stayed put.
"""

from __future__ import annotations

import hashlib
import random
import sys
from dataclasses import astuple
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from scorer.generated import generated_finished_game
from scorer.model.game import Cell, PlayerCity
from scorer.model.report import RingFill, ScoreItem, TableReport, UnplacedPeople
from scorer.scoring.city import START, build_city, grid_neighbours
from scorer.scoring.table import score_game

GAMES = 200
SEED = 1
PINNED_DIGEST = "d68d7ed0a8b491f453748cda4080b2d9c2205838840406290a54773116b3b096"  # issues 32 and 33: reasons reworded (Orange people, "1 ... makes", "people of any type", "per unspent sand dollar; no sand dollar left"); totals unchanged
PINNED_TOTALS_DIGEST = "e0ad175d9e24d960df935a5379471b19c28db6d8478872da684410e984184fd5"
"""Totals, lines and standings only: stays put when a reason is reworded on purpose."""


@lru_cache(maxsize=1)
def pinned_games():
    """(game, catalogue) pairs: the benchmark's first GAMES games, then solo and 2-player games."""
    builtin = load_builtin()
    base = Catalogue(objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions)
    catalogue = generated_catalogue(SEED, base=base)
    pairs = [(generated_finished_game(SEED * 100_000 + i, players=4, cards_per_city=14, catalogue=catalogue),
              catalogue) for i in range(GAMES)]
    for i, objective in enumerate(("blue", "green", "orange") * 4):
        pairs.append((generated_finished_game(7_000 + i, players=1, cards_per_city=10, catalogue=catalogue,
                                              objective=objective, solo_robot=True), catalogue))
        pairs.append((generated_finished_game(8_000 + i, players=2, cards_per_city=12, catalogue=catalogue,
                                              objective=objective), catalogue))
    return pairs


def item_fields(item: ScoreItem) -> tuple:
    """An item's fields in order, its reason as its English words (the reason is kept, worded when read)."""
    return (item.line, item.points, item.reason, item.card_id, item.card_name, item.position, item.ability,
            item.ruling)


def fill_fields(fill: RingFill) -> tuple:
    """A ring fill as pinned: its ring's label in English, not the card's other-language names."""
    return (fill.card_id, fill.card_name, fill.position, fill.ring_index, fill.ring_label, fill.locals,
            fill.tourists, fill.vips, fill.filled, fill.points)


def group_fields(group: UnplacedPeople) -> tuple:
    """An unplaced group as pinned (its English card name)."""
    return (group.row, group.column, group.card_id, group.card_name, group.locals, group.tourists, group.vips)


def report_text(report: TableReport) -> str:
    """Every figure and word of a report, one record a line (dataclass fields in order)."""
    lines = [f"objective {report.objective}"]
    for player in report.players:
        lines.append(repr((player.seat, player.name, player.is_robot, player.sand_dollars, player.longest_chain,
                           player.unplaced, player.total, player.lines)))
        lines.extend(repr(item_fields(item)) for item in player.items)
        lines.extend(repr(fill_fields(fill)) for fill in player.rings)
        lines.extend(repr(group_fields(group)) for group in player.unplaced_people)
    lines.extend(repr(astuple(standing)) for standing in report.standings)
    lines.extend(report.notes)
    return "\n".join(lines)


def totals_text(report: TableReport) -> str:
    """Every player's lines and total, then the standings: what a reworded reason leaves alone."""
    lines = [repr((p.seat, p.name, p.total, p.lines, p.unplaced, p.longest_chain)) for p in report.players]
    lines.extend(repr(astuple(standing)) for standing in report.standings)
    return "\n".join(lines)


def digest(text=report_text) -> str:
    """sha256 over ``text`` of every pinned game's report."""
    sha = hashlib.sha256()
    for game, catalogue in pinned_games():
        sha.update(text(score_game(game, catalogue, check=False)).encode("utf-8"))
        sha.update(b"\n--\n")
    return sha.hexdigest()


def test_reports_of_the_benchmark_games_are_unchanged():
    assert digest() == PINNED_DIGEST


def test_totals_of_the_benchmark_games_are_unchanged():
    assert digest(totals_text) == PINNED_TOTALS_DIGEST


def test_checked_scoring_gives_the_same_reports():
    # The pinned games are legal: validating first changes nothing.
    for game, catalogue in pinned_games()[:20]:
        assert report_text(score_game(game, catalogue)) == report_text(score_game(game, catalogue, check=False))


def test_the_pinned_games_cover_every_objective_and_the_robot():
    games = [g for g, _ in pinned_games()]
    assert {g.objective for g in games} == {"blue", "green", "orange"}
    assert any(g.robot is not None for g in games)
    assert any(len(g.players) == 4 for g in games) and any(len(g.players) == 2 for g in games)


def test_build_city_finds_the_neighbours_the_grid_rule_gives():
    # build_city writes grid_neighbours out for speed; the rule itself decides, cards at column 0
    # (which validation refuses, but the City page scores unchecked) included.
    catalogue = pinned_games()[0][1]
    rng = random.Random(5)
    beach = [c for c in sorted(catalogue.cards) if catalogue.card(c).row == "beach"]
    street = [c for c in sorted(catalogue.cards) if catalogue.card(c).row == "street"]
    tile = sorted(catalogue.starting_tiles)[0]
    for _ in range(300):
        cells = {}
        for _ in range(rng.randint(0, 12)):
            row, column = rng.choice(("beach", "street")), rng.randint(-4, 4)
            cells[(row, column)] = Cell(row=row, column=column, card=rng.choice(beach if row == "beach" else street))
        city = build_city(PlayerCity(name="A", starting_tile=tile, cells=tuple(cells.values())), catalogue)
        for position in city.nodes:
            squares = [("beach", 0), ("street", 0)] if position == START else [position]
            expected = []
            for row, column in squares:
                for nxt in grid_neighbours(row, column):
                    if nxt != position and nxt in city.nodes and nxt not in expected:
                        expected.append(nxt)
            assert city.neighbours[position] == tuple(expected), (position, sorted(cells))


if __name__ == "__main__":
    print("reports:", digest())  # noqa: T201 - the command line's output: the digests to pin
    print("totals: ", digest(totals_text))  # noqa: T201 - the command line's output: the digests to pin
