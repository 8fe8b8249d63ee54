"""Validation problems in German, Spanish and Italian (issue 25): each problem keeps what it says and is
worded when read, with the same code and numbers as the English, no English left, and the cards named in
the reader's language; the English (``message``, ``str``) stays as the other tests pin it."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from language_helpers import english_lines

from card_db.loader import load_builtin, sample_game_bytes
from lang import text
from lang.said import Said
from scorer.formats.gamefile import load_game_bytes
from scorer.model.game import Cell, FinishedGame, People, RobotPlayer
from scorer.model.problems import InvalidGameError, Problem
from scorer.scoring.placement import describe_slot
from scorer.scoring.validation import validate_city, validate_game

CATALOGUE = load_builtin()
SAMPLE = load_game_bytes(sample_game_bytes(), "sample_game.json")
OTHERS = ("de", "es", "it")
CODES = ("players.count", "robot.not_solo", "player.name_blank", "player.name_duplicate", "tile.duplicate",
         "robot.too_many_cards", "card.unknown", "robot.wrong_pile", "card.used_twice", "supply.locals",
         "supply.tourists", "supply.vips", "supply.footprints", "tile.unknown", "city.too_many_cards",
         "cell.on_starting_tile", "cell.occupied", "cell.wrong_row", "cell.disconnected",
         "end_of_beach.not_leftmost", "vips.count")
"""Every code validation has (``scorer.scoring.validation``)."""


def broken_games(count: int, seed: int = 7) -> list[FinishedGame]:
    """``count`` games broken at random from the sample game (seeded): cards anywhere, unknown ids, repeated
    cards and players, too many people, blank and repeated names, a Robot in any game."""
    rng = random.Random(seed)
    cards = sorted(CATALOGUE.cards) + ["nope-1", "nope-2"]
    tiles = sorted(CATALOGUE.starting_tiles) + ["tile-99"]
    games = []
    for _ in range(count):
        players = []
        for player in SAMPLE.players[: rng.randint(1, len(SAMPLE.players))]:
            cells = list(player.cells)
            for _ in range(rng.randint(0, 4)):
                people = People.model_construct(locals=rng.randint(0, 12), tourists=rng.randint(0, 12),
                                                vips=rng.randint(0, 3))
                cells.append(Cell.model_construct(row=rng.choice(["beach", "street"]), column=rng.randint(-3, 4),
                                                  card=rng.choice(cards), people=people, footprint=rng.random() < 0.5))
            if rng.random() < 0.05:
                cells = cells * 3
            players.append(player.model_copy(update={
                "cells": tuple(cells), "name": rng.choice([player.name, player.name, "  ", "Ann", "ann "]),
                "starting_tile": rng.choice(tiles) if rng.random() < 0.4 else player.starting_tile}))
        if rng.random() < 0.1:
            players = players * 3
        robot = None
        if rng.random() < 0.4:
            robot = RobotPlayer.model_construct(
                name="Robot", beach_pile=tuple(rng.sample(cards, rng.randint(0, 9))),
                street_pile=tuple(rng.sample(cards, rng.randint(0, 9))), sand_dollars=0,
                footprints=rng.randint(0, 30), hard_mode=False)
        games.append(SAMPLE.model_copy(update={"players": tuple(players), "robot": robot}))
    return games


def all_problems(games: list[FinishedGame]) -> list[Problem]:
    return [p for game in games for p in (*validate_game(game, CATALOGUE),
                                          *(q for player in game.players for q in validate_city(player, CATALOGUE)))]


PROBLEMS = all_problems(broken_games(60))


def test_the_broken_games_show_every_problem_validation_has():
    assert set(Counter(p.code for p in PROBLEMS)) == set(CODES)


@pytest.mark.parametrize("language", OTHERS)
def test_every_problem_is_worded_in_the_language_with_the_english_numbers_and_no_english(language):
    seen = {}
    for problem in PROBLEMS:
        english, worded = problem.message, problem.message_in(language)
        assert isinstance(problem.said, Said) and english == str(problem.said)
        assert worded != english, english
        # The same numbers (counts, columns, limits, rulings) in the same order of size.
        assert Counter(re.findall(r"-?\d+", worded)) == Counter(re.findall(r"-?\d+", english)), (english, worded)
        assert not english_lines(problem.text_in(language)), problem.text_in(language)
        seen.setdefault(problem.code, worded)
    assert set(seen) == set(CODES)


def test_the_english_is_as_before_and_the_place_is_worded_in_the_language():
    cells = SAMPLE.players[0].cells
    moved = cells[0].model_copy(update={"column": 9})  # joined to nothing
    game = SAMPLE.model_copy(update={"players": (SAMPLE.players[0].model_copy(update={"cells": (moved, *cells[1:])}),
                                                 *SAMPLE.players[1:])})
    problem = next(p for p in validate_game(game, CATALOGUE) if p.code == "cell.disconnected")
    name = SAMPLE.players[0].name
    label = CATALOGUE.card_label(moved.card)
    assert str(problem) == (
        f"{name} / {moved.row} row, column 9: The card '{label}' in the {moved.row} row, column 9 "
        "does not connect to the starting tile through cards sharing a side (diagonals never touch, ruling 1): "
        "check its column, or add the card that joins it to the city.")
    row = {"beach": "Strand", "street": "Promenade"}[moved.row]
    german = problem.text_in("de")
    assert german.startswith(f"{name} / {row}, Spalte 9: Die Karte „{CATALOGUE.card_label(moved.card, 'de')}“ "
                             f"auf dem Feld {row}, Spalte 9 ")  # a label, never the id (issue 33)
    assert "(Beispiel)" in german and "(sample)" not in german  # the sample card named in German
    assert "(ejemplo)" in problem.message_in("es")
    error = InvalidGameError((problem,))
    assert str(error) == str(problem)  # logs and the command line read English


def test_a_slot_is_named_in_the_language():
    player = SAMPLE.players[0]
    beach = sorted(c.column for c in player.cells if c.row == "beach")
    left = ("beach", min(beach[0], 0) - 1)
    assert describe_slot(player, left) == f"beach {left[1]:+d} (left end)"
    assert describe_slot(player, left, "de") == text("city.slot_beach_left", "de", column=f"{left[1]:+d}")
    assert describe_slot(player, left, "it").endswith("(estremità sinistra)")


def test_the_command_line_says_the_problems_in_the_language_asked_for(tmp_path, monkeypatch):
    from io import StringIO

    from scorer import __main__ as cli
    from scorer.formats.gamefile import dump_game

    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path))  # the built-in catalogue only
    ann = SAMPLE.players[0]
    bench = CATALOGUE.cards["sample-yoga-lawn"].model_copy(update={"id": "bench", "name": "Bench"})  # in the file
    stray = Cell(row="street", column=9, card="bench")  # joined to nothing: one problem
    game = SAMPLE.model_copy(update={"cards": (bench,), "players": (
        ann.model_copy(update={"cells": (*ann.cells, stray)}), *SAMPLE.players[1:])})
    path = tmp_path / "broken.json"
    path.write_text(dump_game(game), encoding="utf-8")
    problem = next(p for p in validate_game(game, CATALOGUE) if p.code == "cell.disconnected")
    for language, end in (("en", "1 problem; fix them and run the command again"),
                          ("it", "1 problema; correggilo ed esegui di nuovo il comando")):
        out, err = StringIO(), StringIO()
        assert cli.main(["score", str(path), "--lang", language], out=out, err=err) == 1
        worded = problem.message_in(language, with_ids=True)  # the file's author is told the card's id
        assert err.getvalue().splitlines() == [f"{path}: {ann.name}: {worded}", f"{path}: {end}"]
        assert "bench)" in worded and "(bench)" not in worded
