"""``score_game(game, catalogue) -> TableReport``: the pure entry point tying the scorer together.

``score_totals(game, catalogue) -> TableTotals`` gives the same numbers without the explanations.

For each player: build the city graph (``scorer.scoring.city``), score every feature card ability
(``scorer.scoring.abilities``), footprints, the objective's wave and misc lines (``scorer.scoring.objectives``),
assign people to rings (``scorer.scoring.rings``) and score the people line; add the solo Robot
(``scorer.scoring.robot``); rank the table (``scorer.scoring.ranking``). Validation (``scorer.scoring.validation``) runs
first unless ``check=False``. No I/O; the same game always gives the same report.
"""

from __future__ import annotations

from dataclasses import dataclass

import lang
from card_db.catalogue import Catalogue
from scorer.model.game import FinishedGame, PlayerCity
from scorer.model.problems import InvalidGameError
from scorer.model.report import (
    LINES,
    PlayerReport,
    PlayerTotals,
    ScoreItem,
    TableReport,
    TableTotals,
    make_player_report,
)
from scorer.scoring.abilities import card_points, footprint_items, footprint_points, score_card_abilities
from scorer.scoring.city import City, build_city
from scorer.scoring.facts import CityFacts
from scorer.scoring.objectives import (
    blue_penalties,
    blue_people_items,
    green_people_item,
    misc_item,
    misc_points,
    orange_people_item,
    resolve_blue,
    wave_item,
    wave_points,
)
from scorer.scoring.ranking import rank_players
from scorer.scoring.rings import RingAssignment, best_assignment, blue_frontier, report_records
from scorer.scoring.robot import ROBOT_BLUE_UNPLACED, score_robot


@dataclass(slots=True)
class _Scored:
    """A city scored apart from its rings and people line (those may depend on other players)."""

    seat: int
    player: PlayerCity
    facts: CityFacts
    items: list[ScoreItem]
    """The "cards" line."""
    footprints: list[ScoreItem]
    objective: list[ScoreItem]
    """The wave and misc lines."""
    longest_chain: int


def _score_fixed(seat: int, player: PlayerCity, catalogue: Catalogue, objective: str) -> _Scored:
    facts = CityFacts(build_city(player, catalogue))
    items = score_card_abilities(facts, player.sand_dollars)
    objective_items = [wave_item(objective, facts, catalogue), misc_item(objective, facts, catalogue)]
    return _Scored(seat, player, facts, items, footprint_items(facts), objective_items, facts.longest_chain()[0])


def _report(scored: _Scored, assignment: RingAssignment, people: ScoreItem) -> PlayerReport:
    ring_items, fills, unplaced = report_records(scored.facts.city, assignment)
    # Scorepad line order (LINES), each line's items in city order: cards, rings, footprints, then
    # the wave, misc and people lines, one item each.
    items = scored.items + ring_items + scored.footprints + scored.objective + [people]
    return make_player_report(scored.seat, scored.player.name, False, scored.player.sand_dollars,
                              scored.longest_chain, assignment.unplaced, tuple(items), tuple(fills), unplaced)


def _people_item(objective: str, facts: CityFacts, assignment: RingAssignment, catalogue: Catalogue) -> ScoreItem:
    if objective == "green":
        return green_people_item(facts, assignment, catalogue)
    if objective == "orange":
        return orange_people_item(assignment)
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


def score_city(
    player: PlayerCity,
    catalogue: Catalogue,
    objective: str,
    *,
    seat: int = 0,
    rivals_unplaced: tuple[int, ...] = (),
) -> PlayerReport:
    """One player's report on its own. For Blue, ``rivals_unplaced`` are the other players' fixed
    unplaced counts (the solo Robot's is 2); the player picks its best ring assignment against them."""
    scored = _score_fixed(seat, player, catalogue, objective)
    if objective != "blue":
        assignment = best_assignment(scored.facts.city, objective)
        return _report(scored, assignment, _people_item(objective, scored.facts, assignment, catalogue))
    frontier = blue_frontier(scored.facts.city)
    (choice,), _ = resolve_blue([[(a.unplaced, a.points) for a in frontier]], fixed=rivals_unplaced)
    assignment = frontier[choice]
    names = [player.name] + [f"rival {i + 1}" for i in range(len(rivals_unplaced))]
    people = blue_people_items(names, [assignment.unplaced, *rivals_unplaced], [False] * len(names))[0]
    return _report(scored, assignment, people)


def _blue_order(players: list[PlayerCity], frontiers: list[tuple[RingAssignment, ...]]) -> list[int]:
    """A seat-independent order for the Blue best response, so reordering players changes nothing."""
    def key(i: int) -> tuple[str, tuple[tuple[int, int], ...], str]:
        pairs = tuple((a.unplaced, a.points) for a in frontiers[i])
        return (players[i].name, pairs, players[i].model_dump_json())
    return sorted(range(len(players)), key=key)


def _assignments(objective: str, players: list[PlayerCity], cities: list[City],
                 robot: bool) -> tuple[list[RingAssignment], list[str]]:
    """Each city's ring assignment (for Blue, chosen against the table, ruling 7) and any note on it."""
    notes: list[str] = []
    if objective != "blue":
        return [best_assignment(city, objective) for city in cities], notes
    frontiers = [blue_frontier(city) for city in cities]
    fixed = (ROBOT_BLUE_UNPLACED,) if robot else ()
    if any(len(f) > 1 for f in frontiers):
        order = _blue_order(players, frontiers)
        chosen, settled = resolve_blue([[(a.unplaced, a.points) for a in f] for f in frontiers], fixed, order)
        if not settled:
            notes.append(lang.text("explain.note_blue_unsettled", "en"))
    else:
        chosen = tuple(0 for _ in frontiers)
    return [f[c] for f, c in zip(frontiers, chosen, strict=True)], notes


_ROBOT_NOTE = lang.text("explain.note_robot", "en")  # the report's notes are English; explain words them


def _checked(game: FinishedGame, catalogue: Catalogue, check: bool) -> Catalogue:
    """The catalogue with the game's inline cards and tiles; with ``check`` the game validated first."""
    catalogue = catalogue.merged_with(game.cards, game.starting_tiles)
    if check:
        from scorer.scoring.validation import validate_game  # imported here: validation may import scoring helpers

        problems = validate_game(game, catalogue)
        if problems:
            raise InvalidGameError(problems)
    return catalogue


def score_game(game: FinishedGame, catalogue: Catalogue, *, check: bool = True) -> TableReport:
    """Score a finished game: every scorepad line of every player, explained, and the ranking.

    Inline cards and tiles in ``game`` win over the catalogue's. With ``check`` the game is
    validated first and ``InvalidGameError`` lists every problem; unknown ids raise
    ``card_db.catalogue.UnknownCardError``."""
    catalogue = _checked(game, catalogue, check)
    objective = game.objective
    scored = [_score_fixed(seat, p, catalogue, objective) for seat, p in enumerate(game.players)]
    robot = game.robot
    assignments, notes = _assignments(objective, list(game.players), [s.facts.city for s in scored],
                                      robot is not None)
    robot_people: ScoreItem | None = None
    if objective == "blue":
        fixed = (ROBOT_BLUE_UNPLACED,) if robot is not None else ()
        names = [s.player.name for s in scored] + ([robot.name] if robot is not None else [])
        counts = [a.unplaced for a in assignments] + list(fixed)
        people = blue_people_items(names, counts, [False] * len(scored) + [True] * len(fixed))
        # ``people`` ends with the Robot's line (``robot_people``), which has no scored city.
        reports = [_report(s, a, p) for s, a, p in zip(scored, assignments, people, strict=False)]
        if robot is not None:
            robot_people = people[-1]
    else:
        reports = [_report(s, a, _people_item(objective, s.facts, a, catalogue)) for s, a in zip(scored, assignments, strict=True)]
    if robot is not None:
        reports.append(score_robot(robot, catalogue, objective, seat=len(game.players), people_item=robot_people))
        notes.append(_ROBOT_NOTE)
    return TableReport(objective=objective, players=tuple(reports), standings=rank_players(reports),
                       notes=tuple(notes))


def score_totals(game: FinishedGame, catalogue: Catalogue, *, check: bool = False) -> TableTotals:
    """The numbers of ``score_game``'s report (every line, total, unplaced count, tie-breaker and the
    ranking) without building any explanation: for callers that score many cities and read numbers.

    Same rules, same ring assignments (and Blue choices), same errors; the points of card abilities and
    footprints are those of the same facts the report words (``scorer.scoring.abilities``); the objective
    lines' come from ``scorer.scoring.objectives``. ``check`` defaults to False
    (the callers score positions they built themselves)."""
    catalogue = _checked(game, catalogue, check)
    objective = game.objective
    players = list(game.players)
    facts = [CityFacts(build_city(p, catalogue)) for p in players]
    robot = game.robot
    assignments, notes = _assignments(objective, players, [f.city for f in facts], robot is not None)
    counts: list[int] = []  # Blue's unplaced people per seat, the Robot's last (set just below)
    if objective == "blue":
        counts = [a.unplaced for a in assignments] + ([ROBOT_BLUE_UNPLACED] if robot is not None else [])
        people = list(blue_penalties(counts))
    elif objective == "green":  # ruling 18: the starting tile is one card
        people = [-len(a.cards_with_unplaced()) for a in assignments]
    elif objective == "orange":
        people = [a.filled - a.unplaced // 2 for a in assignments]
    else:
        raise ValueError(f"unknown objective '{objective}': use blue, green or orange")
    totals = [_player_totals(seat, player, f, a, objective, people[seat])
              for seat, (player, f, a) in enumerate(zip(players, facts, assignments, strict=True))]
    if robot is not None:
        robot_people = None
        if objective == "blue":  # the Robot's Blue line compares it with the table (ruling 7)
            names = [p.name for p in players] + [robot.name]
            robot_people = blue_people_items(names, counts, [False] * len(players) + [True])[-1]
        report = score_robot(robot, catalogue, objective, seat=len(players), people_item=robot_people)
        totals.append(PlayerTotals(report.seat, report.name, True, report.sand_dollars, report.longest_chain,
                                   report.unplaced, tuple(report.line(line) for line in LINES)))
        notes.append(_ROBOT_NOTE)
    return TableTotals(objective=objective, players=tuple(totals), standings=rank_players(totals),
                       notes=tuple(notes))


def _player_totals(seat: int, player: PlayerCity, facts: CityFacts, assignment: RingAssignment, objective: str,
                   people: int) -> PlayerTotals:
    """One city's numbers, its ring assignment and people line already settled."""
    lines = (card_points(facts, player.sand_dollars), assignment.points, footprint_points(facts),
             wave_points(objective, facts), misc_points(objective, facts), people)
    return PlayerTotals(seat, player.name, False, player.sand_dollars, facts.longest_chain()[0],
                        assignment.unplaced, lines)


def city_totals(
    player: PlayerCity,
    catalogue: Catalogue,
    objective: str,
    *,
    seat: int = 0,
    rivals_unplaced: tuple[int, ...] = (),
) -> PlayerTotals:
    """``score_city``'s numbers without its explanations (the same ring assignment and Blue choice)."""
    facts = CityFacts(build_city(player, catalogue))
    if objective == "blue":
        frontier = blue_frontier(facts.city)
        (choice,), _ = resolve_blue([[(a.unplaced, a.points) for a in frontier]], fixed=rivals_unplaced)
        assignment = frontier[choice]
        people = blue_penalties([assignment.unplaced, *rivals_unplaced])[0]
    elif objective == "green":
        assignment = best_assignment(facts.city, objective)
        people = -len(assignment.cards_with_unplaced())
    elif objective == "orange":
        assignment = best_assignment(facts.city, objective)
        people = assignment.filled - assignment.unplaced // 2
    else:
        raise ValueError(f"unknown objective '{objective}': use blue, green or orange")
    return _player_totals(seat, player, facts, assignment, objective, people)
