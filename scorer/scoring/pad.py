"""Scoring a score-pad-only game: the typed lines totalled, checked and ranked (issue 13).

``score_pad(pad) -> PadReport``: each column's total is the sum of its six lines; the ranking comes
from ``scorer.scoring.ranking.rank_players``, the same tie-breakers as a rebuilt game (most points,
then leftover sand dollars, then the longest chain, then a shared place; ruling 12).

``pad_problems(pad)`` finds numbers no game can produce, from the objective tiles as printed
(``card_db/data/objectives.json``) and rulings 6, 7, 8 and 15 (the solo Robot's towel lines): a
Blue wave line is 2 per Wave tag, so never odd; a Green people line is never positive; the Blue
people line is -4, -2 or 0 and a -2 needs someone at -4. Each problem names the player, the line,
what the tile prints and the fix. The feature card, ring and footprint lines depend on the cards and
cannot be checked without the city: they are taken as written (a negative card line is possible,
cards print negative adjacencies).
"""

from __future__ import annotations

from scorer.model.pad import PadGame, PadPlayerTotals, PadReport
from scorer.model.problems import Problem
from scorer.model.report import LINE_LABELS
from scorer.scoring.ranking import rank_players

BLUE_PEOPLE = (0, -2, -4)
"""Blue people line (ruling 7): most unplaced -4, second most -2, everyone else 0."""
ROBOT_BLUE_PEOPLE = (-2, -4)
"""The solo Robot counts as 2 unplaced people under Blue (ruling 7), so it is always first or second."""
ORANGE_ROBOT_WAVE = (0, 1, 3, 6, 10)
"""The Robot's Orange wave line: all its Wave tags as one group on 1 / 3 / 6 / 10 (ruling 15)."""
GREEN_ROBOT_PEOPLE = -2


def pad_totals(pad: PadGame) -> tuple[PadPlayerTotals, ...]:
    """Each column as numbers, in scorepad order (players in turn order, then the Robot)."""
    return tuple(
        PadPlayerTotals(seat=seat, name=column.name, is_robot=column is pad.robot, sand_dollars=column.sand_dollars,
                        longest_chain=column.longest_chain, points=column.points)
        for seat, column in enumerate(pad.columns)
    )


def score_pad(pad: PadGame) -> PadReport:
    """The pad totalled and ranked with the rebuilt games' tie-breakers, with every problem found."""
    players = pad_totals(pad)
    return PadReport(objective=pad.objective, players=players, standings=rank_players(players),
                     problems=pad_problems(pad))


def pad_problems(pad: PadGame) -> tuple[Problem, ...]:
    """Every line no game on this objective tile can produce, then the table-wide Blue people check."""
    found: list[Problem] = []
    for column in pad.columns:
        robot = column is pad.robot
        for line in ("rings", "footprints", "wave", "misc", "people", "cards"):
            message = line_problem(pad.objective, line, column.line(line), robot=robot)
            if message:
                found.append(Problem(code=f"pad_{line}", message=message, player=column.name))
    if pad.objective == "blue":
        people = [column.people for column in pad.columns]
        if -2 in people and -4 not in people:
            found.append(Problem(code="pad_table", message=(
                "someone has -2 on the Blue people line but nobody has -4: the player with the most unplaced "
                "people takes -4 and only then the second most takes -2 (ruling 7): correct the people lines")))
    return tuple(found)


def _label(line: str) -> str:
    return LINE_LABELS[line]


def line_problem(objective: str, line: str, value: int, *, robot: bool = False) -> str | None:
    """Why ``value`` cannot stand on ``line`` for this objective tile (and the fix), or ``None``."""
    label = _label(line)
    if line == "cards":
        if robot and value < 0:  # ruling 15: the Robot's negative card points count as positive
            return f"{label} is {value}, but the Robot's negative card points count as positive (ruling 15): enter {-value}"
        return None
    if line in ("rings", "footprints"):
        if value < 0 and (robot or line == "footprints"):
            return f"{label} is {value}, but this line never goes below 0: enter 0 or more"
        return None
    match objective, line:
        case ("blue", "wave") | ("blue", "misc"):
            if value < 0 or value % 2:
                what = "Wave tag in the longest Wave group" if line == "wave" else "tag of the largest non-wave chain"
                return (f"{label} is {value}, but the Blue tile gives 2 per {what}, so it is 0 or an even number: "
                        "count the tags again and enter twice their number")
        case ("green", "wave") | ("green", "misc"):
            lowest = -3 if robot and line == "wave" else 0
            if value < lowest or value % 3:
                what = ("3 per separate Wave group" if line == "wave" else "3 per chain of 3+ tags of one non-wave type")
                if robot and line == "wave":
                    what = "(Wave tags - 1) x 3 for the Robot (ruling 15)"
                return f"{label} is {value}, but the Green tile gives {what}, a multiple of 3 from {lowest}: correct it"
        case ("orange", "wave"):
            if robot and value not in ORANGE_ROBOT_WAVE:
                return (f"{label} is {value}, but the Robot's waves score as one group, 1 / 3 / 6 / 10 "
                        "(ruling 15): enter 0, 1, 3, 6 or 10")
            if value < 0:
                return f"{label} is {value}, but Wave groups score 1 / 3 / 6 / 10 each, never less than 0: correct it"
        case ("orange", "misc"):
            if value < 0:
                return f"{label} is {value}, but the Orange tile gives 1 per column pair, never less than 0: correct it"
        case ("blue", "people"):
            allowed = ROBOT_BLUE_PEOPLE if robot else BLUE_PEOPLE
            if value not in allowed:
                who = "the Robot, which counts as 2 unplaced people (ruling 7)," if robot else "a player"
                return (f"{label} is {value}, but on the Blue tile {who} takes "
                        f"{' or '.join(str(v) for v in allowed)}: enter one of those")
        case ("green", "people"):
            if robot and value != GREEN_ROBOT_PEOPLE:
                return f"{label} is {value}, but the Green towel gives the Robot -2 (solo rules): enter -2"
            if value > 0:
                return (f"{label} is {value}, but the Green tile gives -1 per card holding unplaced people, never "
                        f"a bonus: enter 0 or a negative number")
        case ("orange", "people"):
            if robot and value < -1:
                return (f"{label} is {value}, but the Robot scores its number of rings - 1 (solo rules), never below "
                        "-1: correct it")
    return None

