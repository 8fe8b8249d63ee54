"""``score_game(game, catalogue) -> TableReport``: the pure entry point tying the scorer together.

For each player: build the city graph (``scorer.scoring.city``), score every feature card ability
(``scorer.scoring.abilities``), footprints, the objective's wave and misc lines (``scorer.scoring.objectives``),
assign people to rings (``scorer.scoring.rings``) and score the people line; add the solo Robot
(``scorer.scoring.robot``); rank the table (``scorer.scoring.ranking``). Validation (``scorer.scoring.validation``) runs
first unless ``check=False``. No I/O; the same game always gives the same report.
"""

from __future__ import annotations

from dataclasses import dataclass

from card_db.catalogue import Catalogue
from scorer.scoring.abilities import footprint_items, score_card_abilities
from scorer.scoring.city import build_city
from scorer.scoring.facts import CityFacts
from scorer.model.game import FinishedGame, PlayerCity
from scorer.scoring.objectives import (
    blue_people_items,
    green_people_item,
    misc_item,
    orange_people_item,
    resolve_blue,
    wave_item,
)
from scorer.model.problems import InvalidGameError
from scorer.scoring.ranking import rank_players
from scorer.model.report import LINES, PlayerReport, ScoreItem, TableReport
from scorer.scoring.rings import RingAssignment, best_assignment, blue_frontier, ring_records, unplaced_records
from scorer.scoring.robot import ROBOT_BLUE_UNPLACED, score_robot

_LINE_ORDER = {line: index for index, line in enumerate(LINES)}


@dataclass(slots=True)
class _Scored:
    """A city scored apart from its rings and people line (those may depend on other players)."""

    seat: int
    player: PlayerCity
    facts: CityFacts
    items: list[ScoreItem]
    longest_chain: int


def _score_fixed(seat: int, player: PlayerCity, catalogue: Catalogue, objective: str) -> _Scored:
    facts = CityFacts(build_city(player, catalogue))
    items = score_card_abilities(facts, player.sand_dollars)
    items.extend(footprint_items(facts))
    items.append(wave_item(objective, facts))
    items.append(misc_item(objective, facts))
    return _Scored(seat, player, facts, items, facts.longest_chain()[0])


def _report(scored: _Scored, assignment: RingAssignment, people: ScoreItem) -> PlayerReport:
    ring_items, fills = ring_records(scored.facts.city, assignment)
    items = scored.items + ring_items + [people]
    items.sort(key=lambda i: _LINE_ORDER[i.line])  # stable: keeps city order within a line
    return PlayerReport(
        seat=scored.seat,
        name=scored.player.name,
        is_robot=False,
        sand_dollars=scored.player.sand_dollars,
        longest_chain=scored.longest_chain,
        unplaced=assignment.unplaced,
        items=tuple(items),
        rings=tuple(fills),
        unplaced_people=unplaced_records(scored.facts.city, assignment),
    )


def _people_item(objective: str, facts: CityFacts, assignment: RingAssignment) -> ScoreItem:
    if objective == "green":
        return green_people_item(facts, assignment)
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
        return _report(scored, assignment, _people_item(objective, scored.facts, assignment))
    frontier = blue_frontier(scored.facts.city)
    (choice,), _ = resolve_blue([[(a.unplaced, a.points) for a in frontier]], fixed=rivals_unplaced)
    assignment = frontier[choice]
    names = [player.name] + [f"rival {i + 1}" for i in range(len(rivals_unplaced))]
    people = blue_people_items(names, [assignment.unplaced, *rivals_unplaced], [False] * len(names))[0]
    return _report(scored, assignment, people)


def _blue_order(scored: list[_Scored], frontiers: list[tuple[RingAssignment, ...]]) -> list[int]:
    """A seat-independent order for the Blue best response, so reordering players changes nothing."""
    def key(i: int):
        pairs = tuple((a.unplaced, a.points) for a in frontiers[i])
        return (scored[i].player.name, pairs, scored[i].player.model_dump_json())
    return sorted(range(len(scored)), key=key)


def score_game(game: FinishedGame, catalogue: Catalogue, *, check: bool = True) -> TableReport:
    """Score a finished game: every scorepad line of every player, explained, and the ranking.

    Inline cards and tiles in ``game`` win over the catalogue's. With ``check`` the game is
    validated first and ``InvalidGameError`` lists every problem; unknown ids raise
    ``card_db.catalogue.UnknownCardError``."""
    catalogue = catalogue.merged_with(game.cards, game.starting_tiles)
    if check:
        from scorer.scoring.validation import validate_game  # imported here: validation may import scoring helpers

        problems = validate_game(game, catalogue)
        if problems:
            raise InvalidGameError(problems)
    objective = game.objective
    scored = [_score_fixed(seat, p, catalogue, objective) for seat, p in enumerate(game.players)]
    robot = game.robot
    notes: list[str] = []
    reports: list[PlayerReport] = []
    robot_people: ScoreItem | None = None
    if objective == "blue":
        frontiers = [blue_frontier(s.facts.city) for s in scored]
        fixed = (ROBOT_BLUE_UNPLACED,) if robot is not None else ()
        if any(len(f) > 1 for f in frontiers):
            order = _blue_order(scored, frontiers)
            chosen, settled = resolve_blue([[(a.unplaced, a.points) for a in f] for f in frontiers], fixed, order)
            if not settled:
                notes.append("Blue: the choice of who leaves people outside rings did not settle in 10 rounds; "
                             "the last round's choice is used.")
        else:
            chosen = tuple(0 for _ in frontiers)
        assignments = [f[c] for f, c in zip(frontiers, chosen)]
        names = [s.player.name for s in scored] + ([robot.name] if robot is not None else [])
        counts = [a.unplaced for a in assignments] + list(fixed)
        people = blue_people_items(names, counts, [False] * len(scored) + [True] * len(fixed))
        reports = [_report(s, a, p) for s, a, p in zip(scored, assignments, people)]
        if robot is not None:
            robot_people = people[-1]
    else:
        for s in scored:
            assignment = best_assignment(s.facts.city, objective)
            reports.append(_report(s, assignment, _people_item(objective, s.facts, assignment)))
    if robot is not None:
        reports.append(score_robot(robot, catalogue, objective, seat=len(game.players), people_item=robot_people))
        notes.append("Solo: the Robot scores by the solo rules (ruling 15); for the tie-breaker its longest "
                     "chain is the count of its most common tag.")
    return TableReport(objective=objective, players=tuple(reports), standings=rank_players(reports),
                       notes=tuple(notes))
