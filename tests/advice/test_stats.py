"""Table statistics against a fixed, hand-written history with hand-computed expected numbers."""

from __future__ import annotations

import pytest

from scorer.advice.stats import (
    GameSummary,
    PlayerResult,
    filter_summaries,
    player_stats,
    scores_over_time,
    summary_from_report,
)
from scorer.model.report import PlayerReport, ScoreItem, Standing, TableReport


def _lines(cards=0, rings=0, footprints=0, wave=0, misc=0, people=0):
    return {"cards": cards, "rings": rings, "footprints": footprints, "wave": wave, "misc": misc, "people": people}


def _player(name, won, **lines):
    values = _lines(**lines)
    return PlayerResult(name=name, total=sum(values.values()), lines=values, won=won)


# Four games, written by hand. Totals are the sums of the lines.
HISTORY = (
    GameSummary("g1", "2026-10-01", "blue", (
        _player("Ann", True, cards=20, rings=10, footprints=4, wave=6, misc=8, people=0),   # 48
        _player("Bob", False, cards=15, rings=8, footprints=2, wave=4, misc=6, people=-4),   # 31
    ), 2),
    GameSummary("g2", "2026-10-08", "green", (
        _player("Ann", False, cards=18, rings=6, footprints=3, wave=9, misc=3, people=-2),  # 37
        _player("Bob", True, cards=22, rings=12, footprints=5, wave=6, misc=6, people=-1),   # 50
        _player("Cat", False, cards=12, rings=9, footprints=0, wave=3, misc=3, people=0),    # 27
    ), 3),
    GameSummary("g3", "2026-10-15", "blue", (
        _player("Ann", True, cards=25, rings=9, footprints=6, wave=8, misc=10, people=0),   # 58
        _player("Cat", True, cards=30, rings=12, footprints=2, wave=4, misc=10, people=0),   # 58 (shared win)
        _player("Bob", False, cards=14, rings=3, footprints=1, wave=2, misc=4, people=-4),   # 20
    ), 3),
    GameSummary("g4", "2026-09-20", "orange", (
        _player("Cat", True, cards=21, rings=7, footprints=4, wave=10, misc=5, people=2),   # 49
        _player("Ann", False, cards=19, rings=5, footprints=2, wave=6, misc=3, people=-1),   # 34
    ), 2),
)


def _by_name(stats):
    return {s.name: s for s in stats}


def test_totals_of_the_fixture_are_the_line_sums():
    assert [p.total for p in HISTORY[0].players] == [20 + 10 + 4 + 6 + 8 + 0, 15 + 8 + 2 + 4 + 6 - 4]


def test_games_wins_average_best_per_player():
    stats = _by_name(player_stats(HISTORY))
    ann, bob, cat = stats["Ann"], stats["Bob"], stats["Cat"]
    assert (ann.games, ann.wins, ann.best) == (4, 2, 58)
    assert ann.average == (48 + 37 + 58 + 34) / 4
    assert (bob.games, bob.wins, bob.best) == (3, 1, 50)
    assert bob.average == (31 + 50 + 20) / 3
    assert (cat.games, cat.wins, cat.best) == (3, 2, 58)  # the shared win of g3 counts for both
    assert cat.average == (27 + 58 + 49) / 3


def test_players_are_sorted_by_name():
    assert [s.name for s in player_stats(HISTORY)] == ["Ann", "Bob", "Cat"]


def test_average_points_per_scorepad_line():
    ann = _by_name(player_stats(HISTORY))["Ann"]
    assert list(ann.line_averages) == ["cards", "rings", "footprints", "wave", "misc", "people"]
    assert ann.line_averages["cards"] == (20 + 18 + 25 + 19) / 4
    assert ann.line_averages["rings"] == (10 + 6 + 9 + 5) / 4
    assert ann.line_averages["people"] == (0 - 2 + 0 - 1) / 4
    bob = _by_name(player_stats(HISTORY))["Bob"]
    assert bob.line_averages["people"] == (-4 - 1 - 4) / 3


def test_filter_by_objective_tile():
    blue = filter_summaries(HISTORY, objective="blue")
    assert [s.game_id for s in blue] == ["g1", "g3"]
    stats = _by_name(player_stats(blue))
    assert stats["Ann"].games == 2 and stats["Ann"].wins == 2
    assert stats["Ann"].average == (48 + 58) / 2
    assert stats["Bob"].average == (31 + 20) / 2
    assert stats["Cat"].games == 1


def test_filter_by_player_count_and_both():
    three = filter_summaries(HISTORY, player_count=3)
    assert [s.game_id for s in three] == ["g2", "g3"]
    assert filter_summaries(HISTORY, objective="blue", player_count=2)[0].game_id == "g1"
    assert filter_summaries(HISTORY, objective="orange", player_count=3) == ()
    assert player_stats(()) == ()


def test_scores_over_time_is_ordered_by_date():
    series = scores_over_time(HISTORY)
    assert [(p.played_on, p.name, p.total) for p in series[:2]] == [("2026-09-20", "Cat", 49), ("2026-09-20", "Ann", 34)]
    assert [p.game_id for p in series] == ["g4", "g4", "g1", "g1", "g2", "g2", "g2", "g3", "g3", "g3"]
    ann = [p.total for p in series if p.name == "Ann"]
    assert ann == [34, 48, 37, 58]


def test_bad_date_gets_a_clear_message():
    with pytest.raises(ValueError, match="not an ISO date; write it as YYYY-MM-DD"):
        GameSummary("g9", "21/11/2026", "blue", (), 2)


def _report(objective, scores, robot_score=None):
    """A minimal TableReport: one 'cards' item per player, ranked by total."""
    players = [
        PlayerReport(seat=i, name=name, is_robot=False, sand_dollars=0, longest_chain=0, unplaced=0,
                     items=(ScoreItem(line="cards", points=pts, why="test"),
                            ScoreItem(line="people", points=-2, why="test")))
        for i, (name, pts) in enumerate(scores)
    ]
    if robot_score is not None:
        players.append(PlayerReport(seat=len(players), name="Robot", is_robot=True, sand_dollars=0,
                                    longest_chain=0, unplaced=0,
                                    items=(ScoreItem(line="cards", points=robot_score, why="test"),)))
    order = sorted(players, key=lambda p: -p.total)
    top = order[0].total
    standings = tuple(
        Standing(rank=1 if p.total == top else 2, seat=p.seat, name=p.name, total=p.total, decided_by="points")
        for p in order
    )
    return TableReport(objective=objective, players=tuple(players), standings=standings)


def test_summaries_from_reports():
    solo = summary_from_report("a", "2026-11-01", _report("blue", [("Ann", 50)], robot_score=45))
    duel = summary_from_report("b", "2026-11-02", _report("green", [("Ann", 30), ("Bob", 40)]))
    summaries = (solo, duel)
    assert solo.player_count == 1 and duel.player_count == 2
    assert [(p.name, p.total, p.won, p.is_robot) for p in solo.players] == [
        ("Ann", 50 - 2, True, False), ("Robot", 45, False, True)]
    assert duel.players[1].lines["cards"] == 40 and duel.players[1].lines["people"] == -2
    assert [(p.name, p.won) for p in duel.players] == [("Ann", False), ("Bob", True)]
    # The Robot is left out of player statistics unless asked for.
    assert [s.name for s in player_stats(summaries)] == ["Ann", "Bob"]
    assert [s.name for s in player_stats(summaries, include_robot=True)] == ["Ann", "Bob", "Robot"]
