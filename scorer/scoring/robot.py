"""The solo Robot's score (solo-rules.txt, ruling 15) as a ``PlayerReport`` with ``is_robot=True``.

The Robot has no city, only a beach pile and a street pile of cards, the sand dollars and
footprints it took. Its cards score as if every condition were met, negative points count as
positive, ratio cards score nothing, and each sand dollar and footprint is worth 1 (hard mode adds
1 sand dollar per card that gives sand dollars and 1 footprint per card that moves people). Towel
lines follow the solo rules literally. The Blue people line needs the human player's count, so the
caller passes that item in (``scorer.scoring.objectives.blue_people_items``). A card ability's number
comes from its kind's own function (``scorer.scoring.abilities.robot_fact``), its words from
``card_db.wording`` when read (``scorer.scoring.reasons.RobotReason``); the towel lines are the Robot's own,
kept as ``lang.said.Said``s of the catalogues' ``why.robot_*`` keys and worded in the reader's language.
Pure; no city geometry.
"""

from __future__ import annotations

from collections import Counter

from card_db.catalogue import Catalogue
from card_db.models import (
    NON_WAVE_TAGS,
    AnyNumberRing,
    FeatureCard,
    GainSandDollars,
    MoveHere,
    MovePeople,
    Ring,
    ScoringAbility,
)
from lang.said import Said
from scorer.model.game import RobotPlayer
from scorer.model.report import Line, PlayerReport, ScoreItem
from scorer.scoring.abilities import robot_fact
from scorer.scoring.objectives import orange_wave_points
from scorer.scoring.reasons import RobotReason

ROBOT_BLUE_UNPLACED = 2
"""Solo rules, Blue towel: the Robot is considered to have 2 unplaced people (ruling 7)."""


def robot_ability_item(ability: ScoringAbility, card: FeatureCard, tags: Counter,
                       catalogue: Catalogue | None = None) -> ScoreItem:
    """One printed ability of a Robot card, scored as met (ruling 15); ``tags`` is the Robot's tag count.

    The number is the ability's own kind's (``scorer.scoring.abilities.robot_fact``); rings score on the
    "rings" line. With its ``catalogue`` the card is named as the catalogue labels it ("#2" for an identical
    copy), in any language; else by its ``display_name``."""
    fact = robot_fact(ability, tags)
    line: Line = "rings" if isinstance(ability, (Ring, AnyNumberRing)) else "cards"
    why = RobotReason(ability, card, catalogue, fact.values)
    return ScoreItem(line=line, points=fact.points, why=why, card_id=card.id, card_name=why.card_name_in(),
                     ability=ability.kind, ruling=15)


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


def _towel(line: Line, score: int, key: str, **values: object) -> ScoreItem:
    """A towel line of the Robot scoring ``score``: "Robot: " and the catalogue's ``key`` (``why.robot_*``) with
    ``values``, worded when read."""
    return ScoreItem(line=line, points=score, why=Said("why.robot_towel", reason=Said(key, **values)),
                     ability=f"robot_{line}", ruling=15)


def _tag(tag: str) -> Said:
    """A tag's printed name, said in the reader's language."""
    return Said(f"tag.{tag}")


def robot_towel_items(robot: RobotPlayer, cards: tuple[FeatureCard, ...], objective: str) -> list[ScoreItem]:
    """The Robot's wave and misc lines, and its people line for Green and Orange (solo rules)."""
    tags = robot_tag_counts(cards)
    waves = tags["wave"]
    if objective == "blue":
        tag, count = max(((t, tags[t]) for t in NON_WAVE_TAGS), key=lambda x: x[1])
        wave_tags = Said("why.robot_n_wave_tags", count=waves)
        return [
            _towel("wave", 2 * waves, "why.robot_blue_waves", waves=wave_tags, count=waves),
            _towel("misc", 2 * count, "why.robot_blue_misc", tag=_tag(tag), count=count) if count
            else _towel("misc", 0, "why.robot_blue_misc_none", count=count),
        ]
    if objective == "green":
        many = tuple(_tag(t) for t in NON_WAVE_TAGS if tags[t] >= 3)
        wave_tags = Said("why.robot_n_wave_tags", count=waves)
        types = Said("why.robot_n_tag_types", count=len(many))
        return [
            _towel("wave", (waves - 1) * 3, "why.robot_green_waves_none" if waves == 0 else "why.robot_green_waves",
                   waves=wave_tags),
            _towel("misc", 3 * len(many), "why.robot_green_misc", types=types, tags=many, count=len(many)) if many
            else _towel("misc", 0, "why.robot_green_misc_none", types=types, count=0),
            _towel("people", -2, "why.robot_green_people"),
        ]
    if objective == "orange":
        beach, street = len(robot.beach_pile), len(robot.street_pile)
        rings = sum(1 for c in cards for a in c.scoring if isinstance(a, (Ring, AnyNumberRing)))
        return [
            _towel("wave", orange_wave_points(waves), "why.robot_orange_waves", waves=waves,
                   points=orange_wave_points(waves)),
            _towel("misc", min(beach, street), "why.robot_orange_misc", beach=beach, street=street,
                   points=min(beach, street)),
            _towel("people", rings - 1, "why.robot_orange_people", rings=Said("card.n_rings", count=rings)),
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
        for ability in card.scoring:  # each card named by the catalogue: "#2" for an identical copy
            items.append(robot_ability_item(ability, card, tags, catalogue))
    taken, extra = robot_sand_dollars(robot, cards)
    items.append(_towel("cards", taken + extra,
                        "why.robot_sand_dollars_hard" if robot.hard_mode else "why.robot_sand_dollars",
                        taken=taken, extra=extra))
    steps, extra_steps = robot_footprints(robot, cards)
    items.append(_towel("footprints", steps + extra_steps,
                        "why.robot_footprints_hard" if robot.hard_mode else "why.robot_footprints",
                        taken=steps, extra=extra_steps))
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
