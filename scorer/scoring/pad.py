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
cards print negative adjacencies). The problems are ``reason_objective.pad_*`` catalogue words
(``line_told`` says which, with its numbers), worded in the language asked for (English by default).
"""

from __future__ import annotations

import lang
from scorer.model.pad import PadGame, PadPlayerTotals, PadReport
from scorer.model.problems import Problem
from scorer.model.report import line_label
from scorer.scoring.objective_reasons import Told, told
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


def score_pad(pad: PadGame, language: str = lang.DEFAULT_LANGUAGE) -> PadReport:
    """The pad totalled and ranked with the rebuilt games' tie-breakers, with every problem found (worded in
    ``language``)."""
    players = pad_totals(pad)
    return PadReport(objective=pad.objective, players=players, standings=rank_players(players),
                     problems=pad_problems(pad, language))


def pad_problems(pad: PadGame, language: str = lang.DEFAULT_LANGUAGE) -> tuple[Problem, ...]:
    """Every line no game on this objective tile can produce, then the table-wide Blue people check."""
    found: list[Problem] = []
    for column in pad.columns:
        robot = column is pad.robot
        for line in ("rings", "footprints", "wave", "misc", "people", "cards"):
            message = line_problem(pad.objective, line, column.line(line), robot=robot, language=language)
            if message:
                found.append(Problem(code=f"pad_{line}", message=message, player=column.name))
    if pad.objective == "blue":
        people = [column.people for column in pad.columns]
        if -2 in people and -4 not in people:
            found.append(Problem(code="pad_table", message=told("pad_table").word(language)))
    return tuple(found)


def line_problem(objective: str, line: str, value: int, *, robot: bool = False,
                 language: str = lang.DEFAULT_LANGUAGE) -> str | None:
    """Why ``value`` cannot stand on ``line`` for this objective tile (and the fix) in ``language``, or ``None``."""
    found = line_told(objective, line, value, robot=robot)
    if found is None:
        return None
    return lang.text(found.key, language, label=line_label(line, language), value=value, **dict(found.values))


def line_told(objective: str, line: str, value: int, *, robot: bool = False) -> Told | None:
    """Which problem ``value`` has on ``line`` (a ``reason_objective.pad_*`` key and its numbers), or ``None``.

    The line's name (``label``) and the value typed (``value``) are put in by ``line_problem``."""
    if line == "cards":
        if robot and value < 0:  # ruling 15: the Robot's negative card points count as positive
            return told("pad_robot_cards", fix=-value)
        return None
    if line in ("rings", "footprints"):
        if value < 0 and (robot or line == "footprints"):
            return told("pad_below_zero")
        return None
    match objective, line:
        case ("blue", "wave") | ("blue", "misc"):
            if value < 0 or value % 2:
                return told(f"pad_blue_even_{line}")
        case ("green", "wave") | ("green", "misc"):
            lowest = -3 if robot and line == "wave" else 0
            if value < lowest or value % 3:
                return told("pad_green_robot_wave" if robot and line == "wave" else f"pad_green_{line}", lowest=lowest)
        case ("orange", "wave"):
            if robot and value not in ORANGE_ROBOT_WAVE:
                return told("pad_orange_robot_wave")
            if value < 0:
                return told("pad_orange_wave")
        case ("orange", "misc"):
            if value < 0:
                return told("pad_orange_misc")
        case ("blue", "people"):
            if robot and value not in ROBOT_BLUE_PEOPLE:
                return told("pad_blue_people_robot", a=ROBOT_BLUE_PEOPLE[0], b=ROBOT_BLUE_PEOPLE[1])
            if not robot and value not in BLUE_PEOPLE:
                return told("pad_blue_people", a=BLUE_PEOPLE[0], b=BLUE_PEOPLE[1], c=BLUE_PEOPLE[2])
        case ("green", "people"):
            if robot and value != GREEN_ROBOT_PEOPLE:
                return told("pad_green_robot_people")
            if value > 0:
                return told("pad_green_people")
        case ("orange", "people"):
            if robot and value < -1:
                return told("pad_orange_robot_people")
    return None
