"""Score pad only (issue 13), the library: a pad's totals, its checks and its ranking, and its CSV.

Expected values are written as the scorepad's sums. The ranking is ``scorer.scoring.ranking``'s, the
same as a rebuilt game's: these tests pin that a pad reaches it with the typed tie-breaker numbers.
"""

from __future__ import annotations

import csv
import io

import pytest
from pydantic import ValidationError

from scorer.formats.explain import SCOREPAD_COLUMNS, scorepad_csv
from scorer.model.pad import LINE_LIMIT, PadColumn, PadGame
from scorer.scoring.pad import line_problem, pad_problems, score_pad


def pad(*columns: PadColumn, objective: str = "orange", robot: PadColumn | None = None) -> PadGame:
    return PadGame(objective=objective, players=columns, robot=robot)


def standings(game: PadGame) -> list[tuple[int, str, int, str]]:
    return [(s.rank, s.name, s.total, s.decided_by) for s in score_pad(game).standings]


def test_a_total_is_the_sum_of_the_six_lines_typed():
    ann = PadColumn(name="Ann", cards=21, rings=9, footprints=4, wave=6, misc=3, people=-1)
    report = score_pad(pad(ann, PadColumn(name="Bob", cards=45)))
    assert report.players[0].total == 21 + 9 + 4 + 6 + 3 - 1
    assert report.players[0].lines == {"cards": 21, "rings": 9, "footprints": 4, "wave": 6, "misc": 3, "people": -1}
    assert report.winners == ("Bob",) and report.complete


def test_a_tie_on_points_goes_to_the_most_leftover_sand_dollars():
    game = pad(PadColumn(name="Ann", cards=20, sand_dollars=1), PadColumn(name="Bob", cards=18, rings=2, sand_dollars=3))
    assert standings(game) == [(1, "Bob", 20, "sand dollars"), (2, "Ann", 20, "sand dollars")]


def test_then_to_the_longest_chain():
    game = pad(PadColumn(name="Ann", cards=20, sand_dollars=2, longest_chain=6),
               PadColumn(name="Bob", cards=20, sand_dollars=2, longest_chain=5), PadColumn(name="Cy", cards=4))
    assert standings(game) == [(1, "Ann", 20, "longest chain"), (2, "Bob", 20, "longest chain"), (3, "Cy", 4, "points")]


def test_then_the_win_is_shared():
    game = pad(PadColumn(name="Ann", cards=20, sand_dollars=2, longest_chain=5),
               PadColumn(name="Bob", cards=20, sand_dollars=2, longest_chain=5), PadColumn(name="Cy", cards=4))
    assert standings(game) == [(1, "Ann", 20, "shared"), (1, "Bob", 20, "shared"), (3, "Cy", 4, "points")]
    assert score_pad(game).winners == ("Ann", "Bob")


def test_the_solo_robot_is_a_column_ranked_last_in_seat_order_and_can_win():
    game = pad(PadColumn(name="Ann", cards=20), robot=PadColumn(name="Robot", cards=25, footprints=3))
    report = score_pad(game)
    assert [(p.seat, p.name, p.is_robot) for p in report.players] == [(0, "Ann", False), (1, "Robot", True)]
    assert report.winners == ("Robot",)


@pytest.mark.parametrize(("objective", "line", "value", "robot", "wrong"), [
    ("blue", "wave", 6, False, False),
    ("blue", "wave", 5, False, True),  # 2 per Wave tag: never odd
    ("blue", "misc", -2, False, True),
    ("blue", "people", -2, False, False),
    ("blue", "people", -3, False, True),  # -4, -2 or 0 (ruling 7)
    ("blue", "people", 0, True, True),  # the Robot counts as 2 unplaced: always -4 or -2
    ("green", "wave", 9, False, False),
    ("green", "wave", 4, False, True),  # 3 per group
    ("green", "wave", -3, True, False),  # the Robot's (waves - 1) x 3 with no waves (ruling 15)
    ("green", "wave", -3, False, True),
    ("green", "people", 2, False, True),  # -1 per card: never a bonus
    ("green", "people", -3, True, True),  # the Robot's Green people line is -2
    ("orange", "wave", 7, False, False),  # 6 + 1: two groups
    ("orange", "wave", 7, True, True),  # the Robot's waves are one group: 0, 1, 3, 6 or 10
    ("orange", "people", -3, False, False),  # 1 filled ring, 8 unplaced
    ("orange", "people", -2, True, True),  # rings - 1, never below -1
    ("orange", "cards", -4, False, False),  # cards print negative adjacencies
    ("orange", "cards", -4, True, True),  # the Robot's negative points count as positive (ruling 15)
    ("orange", "footprints", -1, False, True),
    ("orange", "rings", -2, False, False),  # a ring may print negative points
])
def test_a_line_no_game_can_score_is_named_with_its_fix(objective, line, value, robot, wrong):
    message = line_problem(objective, line, value, robot=robot)
    assert (message is not None) == wrong, message
    if message:
        assert str(value) in message and ":" in message  # the number, then what to do


def test_a_blue_minus_two_needs_someone_at_minus_four():
    lonely = pad(PadColumn(name="Ann", people=-2), PadColumn(name="Bob"), objective="blue")
    assert [p.code for p in pad_problems(lonely)] == ["pad_table"]
    fine = pad(PadColumn(name="Ann", people=-2), PadColumn(name="Bob", people=-4), objective="blue")
    assert pad_problems(fine) == ()


def test_a_report_with_problems_still_totals_what_was_typed_but_is_not_complete():
    report = score_pad(pad(PadColumn(name="Ann", cards=10, wave=3), PadColumn(name="Bob"), objective="blue"))
    assert report.players[0].total == 10 + 3
    assert not report.complete
    assert [(p.player, p.code) for p in report.problems] == [("Ann", "pad_wave")]


def test_the_format_refuses_what_a_pad_cannot_hold():
    with pytest.raises(ValidationError, match="different name"):
        pad(PadColumn(name="Ann"), PadColumn(name="ann"))
    with pytest.raises(ValidationError, match="solo"):
        pad(PadColumn(name="Ann"), PadColumn(name="Bob"), robot=PadColumn(name="Robot"))
    with pytest.raises(ValidationError):
        PadColumn(name="Ann", cards=LINE_LIMIT + 1)
    with pytest.raises(ValidationError):
        PadColumn(name="Ann", sand_dollars=-1)
    with pytest.raises(ValidationError):
        PadColumn(name="Ann", total=3)  # extra="forbid": a total is never stored


def test_the_csv_has_the_rebuilt_scorepads_columns():
    game = pad(PadColumn(name="=Ann", cards=20, people=-1), PadColumn(name="Bob", cards=12))
    rows = list(csv.reader(io.StringIO(scorepad_csv(score_pad(game)))))
    assert tuple(rows[0]) == SCOREPAD_COLUMNS
    assert rows[1][3:] == ["'=Ann", "1", "20", "0", "0", "0", "0", "-1", "19", "1"]  # spreadsheet-safe name
    assert rows[2][3:] == ["Bob", "2", "12", "0", "0", "0", "0", "0", "12", "2"]
