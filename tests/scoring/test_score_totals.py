"""``score_totals`` and ``city_totals`` give exactly the numbers of ``score_game``'s and ``score_city``'s reports.

Compared field by field (every line, total, unplaced count, tie-breaker, the standings and the
notes) on the pinned benchmark games and on random legal games of every size and objective, the
solo Robot included; and the same errors for a bad game.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from card_db.catalogue import UnknownCardError
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from scorer.generated import generated_finished_game
from scorer.model.problems import InvalidGameError
from scorer.model.report import LINES
from scorer.scoring.table import city_totals, score_city, score_game, score_totals
from tests.scoring.test_scoring_pinned import pinned_games


def numbers_of_report(report):
    players = [(p.seat, p.name, p.is_robot, p.sand_dollars, p.longest_chain, p.unplaced,
                tuple(p.line(line) for line in LINES), p.total) for p in report.players]
    return report.objective, players, report.standings, report.notes


def test_totals_match_the_reports_of_every_pinned_game():
    for game, catalogue in pinned_games():
        assert numbers_of_report(score_totals(game, catalogue)) == \
            numbers_of_report(score_game(game, catalogue, check=False)), game.title


def test_lines_read_like_a_reports():
    game, catalogue = pinned_games()[0]
    totals = score_totals(game, catalogue).players[0]
    report = score_game(game, catalogue, check=False).players[0]
    assert totals.lines == report.lines and totals.line("rings") == report.line("rings")
    assert totals.total == sum(totals.lines.values())


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), cards=st.integers(0, 14),
       objective=st.sampled_from(("blue", "green", "orange")))
def test_totals_match_the_reports_of_random_games(seed, players, cards, objective):
    catalogue = generated_catalogue(seed % 16)
    game = generated_finished_game(seed, players=players, cards_per_city=cards, objective=objective,
                                   solo_robot=players == 1, catalogue=catalogue)
    assert numbers_of_report(score_totals(game, catalogue)) == \
        numbers_of_report(score_game(game, catalogue, check=False))


def test_a_bad_game_fails_the_same_way():
    game, catalogue = pinned_games()[0]
    player = game.players[0]
    broken = game.model_copy(update={"players": (player.model_copy(update={"starting_tile": "no-such-tile"}),)
                                     + game.players[1:]})
    with pytest.raises(UnknownCardError):
        score_totals(broken, catalogue)
    with pytest.raises(InvalidGameError):
        score_totals(broken, catalogue, check=True)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), cards=st.integers(0, 15), objective=st.sampled_from(("blue", "green", "orange")),
       rivals=st.lists(st.integers(0, 12), max_size=3))
def test_city_totals_match_score_city(seed, cards, objective, rivals):
    catalogue = generated_catalogue(seed % 16)
    game = generated_finished_game(seed, players=1, cards_per_city=cards, objective=objective, catalogue=catalogue)
    player = game.players[0]
    report = score_city(player, catalogue, objective, seat=2, rivals_unplaced=tuple(rivals))
    totals = city_totals(player, catalogue, objective, seat=2, rivals_unplaced=tuple(rivals))
    assert (totals.seat, totals.name, totals.sand_dollars, totals.longest_chain, totals.unplaced, totals.lines) == \
        (report.seat, report.name, report.sand_dollars, report.longest_chain, report.unplaced, report.lines)


@pytest.mark.parametrize("objective", ["blue", "green", "orange"])
def test_totals_match_on_the_built_in_sample_deck(objective):
    # The hand-written sample cards and tiles (one tile carries a tag, another a Wave tag and a ring):
    # 24 cards and 3 tiles, so at most 3 players of 8 cards, or a solo game of 10 and a Robot's 10.
    catalogue = load_builtin()
    for seed in range(15):
        players = 1 + seed % 3
        game = generated_finished_game(seed, players=players, cards_per_city=10 if players == 1 else seed % 9,
                                       objective=objective, solo_robot=players == 1, catalogue=catalogue)
        assert numbers_of_report(score_totals(game, catalogue)) == \
            numbers_of_report(score_game(game, catalogue, check=False))
