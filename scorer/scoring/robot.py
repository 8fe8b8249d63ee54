"""The solo Robot's score (solo-rules.txt, ruling 15) as a ``PlayerReport`` with ``is_robot=True``.

The Robot has no city, only a beach pile and a street pile of cards, the sand dollars and
footprints it took. Its cards score as if every condition were met, negative points count as
positive, ratio cards score nothing, and each sand dollar and footprint is worth 1 (hard mode adds
1 sand dollar per card that gives sand dollars and 1 footprint per card that moves people). Towel
lines follow the solo rules literally. The Blue people line needs the human player's count, so the
caller passes that item in (``scorer.scoring.objectives.blue_people_items``). A card ability's number
comes from its kind's own function (``scorer.scoring.abilities.robot_fact``), its words from
``card_db.wording``; the towel lines are the Robot's own. Pure; no city geometry.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from card_db.catalogue import Catalogue
from card_db.models import (
    NON_WAVE_TAGS,
    TAG_LABELS,
    AnyNumberRing,
    FeatureCard,
    GainSandDollars,
    MoveHere,
    MovePeople,
    Ring,
    ScoringAbility,
)
from card_db.wording import robot_text
from scorer.model.game import RobotPlayer
from scorer.model.words import counted
from scorer.scoring.abilities import robot_fact
from scorer.scoring.objectives import orange_wave_points
from scorer.model.report import PlayerReport, ScoreItem

ROBOT_BLUE_UNPLACED = 2
"""Solo rules, Blue towel: the Robot is considered to have 2 unplaced people (ruling 7)."""


def robot_ability_item(ability: ScoringAbility, card: FeatureCard, tags: Counter) -> ScoreItem:
    """One printed ability of a Robot card, scored as met (ruling 15); ``tags`` is the Robot's tag count.

    The number is the ability's own kind's (``scorer.scoring.abilities.robot_fact``); rings score on the
    "rings" line."""
    fact = robot_fact(ability, tags)
    line = "rings" if isinstance(ability, (Ring, AnyNumberRing)) else "cards"
    return ScoreItem(line=line, points=fact.points, why=robot_text(ability, card.display_name, fact.values),
                     card_id=card.id, card_name=card.display_name, ability=ability.kind, ruling=15)


def robot_cards(robot: RobotPlayer, catalogue: Catalogue) -> tuple[FeatureCard, ...]:
    """The Robot's cards, beach pile then street pile (``UnknownCardError`` for an unknown id)."""
    return tuple(catalogue.card(i) for i in robot.beach_pile + robot.street_pile)


def robot_sand_dollars(robot: RobotPlayer, cards: tuple[FeatureCard, ...]) -> tuple[int, int]:
    """(sand dollars taken, hard-mode extras: 1 per card with a gain-sand-dollars action)."""
    extra = sum(1 for c in cards if any(isinstance(a, GainSandDollars) for a in c.placement)) if robot.hard_mode else 0
    return robot.sand_dollars, extra


def robot_footprints(robot: RobotPlayer, cards: tuple[FeatureCard, ...]) -> tuple[int, int]:
    """(footprints taken, hard-mode extras: 1 per card with a move action)."""
    extra = (sum(1 for c in cards if any(isinstance(a, (MovePeople, MoveHere)) for a in c.placement))
             if robot.hard_mode else 0)
    return robot.footprints, extra


def robot_tag_counts(cards: tuple[FeatureCard, ...]) -> Counter:
    """Every tag across both piles, with multiplicity."""
    counts: Counter = Counter()
    for card in cards:
        counts.update(card.tags)
    return counts


def robot_longest_chain(tags: Counter) -> int:
    """Tie-breaker 2 for the Robot: the count of its most common tag (it has no city to chain)."""
    return max(tags.values(), default=0)


def _towel(line: str, points: int, reason: str) -> ScoreItem:
    return ScoreItem(line=line, points=points, why=f"Robot: {reason}", ability=f"robot_{line}", ruling=15)


def robot_towel_items(robot: RobotPlayer, cards: tuple[FeatureCard, ...], objective: str) -> list[ScoreItem]:
    """The Robot's wave and misc lines, and its people line for Green and Orange (solo rules)."""
    tags = robot_tag_counts(cards)
    waves = tags["wave"]
    if objective == "blue":
        tag, count = max(((t, tags[t]) for t in NON_WAVE_TAGS), key=lambda x: x[1])
        what = f"{TAG_LABELS[tag]} ({count})" if count else "none"
        return [
            _towel("wave", 2 * waves, f"Blue towel: {counted(waves, 'Wave tag')}: 2 x {waves}"),
            _towel("misc", 2 * count, f"Blue towel: most common non-wave tag {what}: 2 x {count}"),
        ]
    if objective == "green":
        many = [TAG_LABELS[t] for t in NON_WAVE_TAGS if tags[t] >= 3]
        negative = " (literal solo rule: negative with no Wave tags)" if waves == 0 else ""
        return [
            _towel("wave", (waves - 1) * 3, f"Green towel: ({counted(waves, 'Wave tag')} - 1) x 3{negative}"),
            _towel("misc", 3 * len(many),
                   f"Green towel: {counted(len(many), 'non-wave tag type')} with 3 or more ({', '.join(many) or 'none'}): "
                   f"3 x {len(many)}"),
            _towel("people", -2, "Green towel: the Robot scores -2"),
        ]
    if objective == "orange":
        beach, street = len(robot.beach_pile), len(robot.street_pile)
        rings = sum(1 for c in cards for a in c.scoring if isinstance(a, (Ring, AnyNumberRing)))
        return [
            _towel("wave", orange_wave_points(waves),
                   f"Orange towel: all {waves} Wave tags as one group on 1/3/6/10 (5+ -> 10): "
                   f"{orange_wave_points(waves)}"),
            _towel("misc", min(beach, street),
                   f"Orange towel: {beach} beach and {street} street cards, the smaller: {min(beach, street)}"),
            _towel("people", rings - 1, f"Orange towel: {counted(rings, 'ring')} - 1"),
        ]
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


def score_robot(
    robot: RobotPlayer, catalogue: Catalogue, objective: str, *, seat: int, people_item: ScoreItem | None = None
) -> PlayerReport:
    """The Robot's scorepad column; for Blue pass its people item (from ``blue_people_items``)."""
    cards = robot_cards(robot, catalogue)
    tags = robot_tag_counts(cards)
    items: list[ScoreItem] = []
    for card in cards:
        label = catalogue.card_label(card.id)  # unique in the catalogue: "#2" for an identical copy
        for ability in card.scoring:
            item = robot_ability_item(ability, card, tags)
            if label != card.display_name:
                item = replace(item, card_name=label, why=item.reason.replace(card.display_name, label, 1))
            items.append(item)
    taken, extra = robot_sand_dollars(robot, cards)
    hard = f" + {extra} hard mode" if robot.hard_mode else ""
    items.append(_towel("cards", taken + extra, f"1 per sand dollar: {taken}{hard}"))
    steps, extra_steps = robot_footprints(robot, cards)
    hard = f" + {extra_steps} hard mode" if robot.hard_mode else ""
    items.append(_towel("footprints", steps + extra_steps, f"1 per footprint: {steps}{hard}"))
    items.extend(robot_towel_items(robot, cards, objective))
    if objective == "blue" and people_item is not None:
        items.append(people_item)
    order = {"cards": 0, "rings": 1, "footprints": 2, "wave": 3, "misc": 4, "people": 5}
    items.sort(key=lambda i: order[i.line])
    return PlayerReport(
        seat=seat,
        name=robot.name,
        is_robot=True,
        sand_dollars=taken + extra,
        longest_chain=robot_longest_chain(tags),
        unplaced=ROBOT_BLUE_UNPLACED if objective == "blue" else 0,
        items=tuple(items),
    )
