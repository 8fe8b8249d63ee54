"""The points of card abilities, footprints and objective lines, without the sentences explaining them.

``scorer.scoring.abilities`` and ``scorer.scoring.objectives`` build a ``ScoreItem`` with a reason
for everything they score; most of their time goes into those reasons. Hints score hundreds of
cities per request and read only totals, so ``scorer.scoring.table.score_totals`` takes the numbers
from here instead: the same rules (the rulings are cited where those modules cite them), the same
``CityFacts``, no strings. Every function here must give exactly the points of its explained
counterpart; ``tests/scoring/test_score_totals.py`` compares them over pinned and random games.
"""

from __future__ import annotations

from typing import Callable, assert_never

from card_db.models import (
    NON_WAVE_TAGS,
    TAG_LABELS,
    AdjacentAllOf,
    AdjacentOneOrMore,
    AdjacentSymbol,
    AdjacentTag,
    AdjacentTwoOrMore,
    AnyNumberRing,
    Chain,
    ChainPerTag,
    EndOfBeach,
    FootprintRule,
    NotAdjacentSymbol,
    Ring,
    ScoringAbility,
    TagsInCity,
    UnspentSandDollars,
)
from scorer.scoring.city import Node, column_pairs_run
from scorer.scoring.facts import CityFacts
from scorer.scoring.objectives import orange_wave_points


def _next_to_symbol(node: Node, facts: CityFacts, symbol: str) -> bool:
    nodes = facts.city.nodes
    for p in facts.city.neighbours[node.position]:  # a loop, not any(generator): no frame resumed per neighbour
        if symbol in nodes[p].symbols:
            return True
    return False


def card_points(facts: CityFacts, sand_dollars: int) -> int:
    """The "cards" line: every non-ring ability of every feature card (``score_card_abilities``' sum).

    Activity rings score on the "rings" line and the end-of-beach icon scores nothing. Dispatches
    with ``match`` ending in ``assert_never``, as ``score_ability`` does: a new ability cannot go
    unscored (``_counter``; remembered per ability class, as ``score_card_abilities`` does)."""
    total = 0
    for node in facts.city.feature_nodes():
        for ability in node.abilities:  # not rings: the "rings" line
            count = _COUNTERS.get(type(ability)) or _counter_of(ability)
            total += count(ability, node, facts, sand_dollars)
    return total


PointsOf = Callable[[ScoringAbility, Node, CityFacts, int], int]
"""``helper(ability, node, facts, sand_dollars) -> points``: one kind of ability counted."""


def _around(node: Node, facts: CityFacts, tag: str) -> int:
    """``tag`` tags on the neighbours of ``node`` (ruling 3: never its own), summed over at most four
    neighbours: cheaper than every tag of them (``CityFacts.neighbour_tags``) when one is asked."""
    nodes = facts.city.nodes
    count = 0
    for p in facts.city.neighbours[node.position]:
        count += nodes[p].tag_counts[tag]
    return count


def _adjacent_tag(ability: AdjacentTag, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    # ruling 3: once, whatever the number of neighbours; never its own tag
    return ability.points if _around(node, facts, ability.tag) else 0


def _adjacent_symbol(ability: AdjacentSymbol, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return ability.points if _next_to_symbol(node, facts, ability.symbol) else 0


def _not_adjacent_symbol(ability: NotAdjacentSymbol, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return 0 if _next_to_symbol(node, facts, ability.symbol) else ability.points


def _adjacent_two_or_more(ability: AdjacentTwoOrMore, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return ability.points if _around(node, facts, ability.tag) >= 2 else 0


def _adjacent_all_of(ability: AdjacentAllOf, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    around = facts.neighbour_tags(node.position)  # its tags are distinct (the model refuses repeats)
    for tag in ability.tags:
        if not around[tag]:
            return 0
    return ability.points


def _adjacent_one_or_more(ability: AdjacentOneOrMore, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    count = _around(node, facts, ability.tag)
    return ability.more_points if count >= 2 else ability.one_points if count == 1 else 0


def _chain(ability: Chain | ChainPerTag, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    size = facts.group_of(node.position, ability.tag)[0]  # ruling 2: tags in the card's group, not cards
    if not size or size < ability.minimum:
        return 0
    return size * ability.points_per_tag if type(ability) is ChainPerTag else ability.points


def _unspent_sand_dollars(ability: UnspentSandDollars, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return (sand_dollars // ability.per) * ability.points  # ruling 9: each such card counts the same


def _tags_in_city(ability: TagsInCity, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return (facts.tag_total(ability.tag) // ability.per) * ability.points


def _nothing(ability: EndOfBeach | Ring | AnyNumberRing, node: Node, facts: CityFacts, sand_dollars: int) -> int:
    return 0  # a placement rule (ruling 14); rings: the "rings" line


def _counter(ability: ScoringAbility) -> PointsOf:
    """The helper counting ``ability``'s points, by an exhaustive ``match``."""
    match ability:
        case AdjacentTag():
            return _adjacent_tag
        case AdjacentSymbol():
            return _adjacent_symbol
        case NotAdjacentSymbol():
            return _not_adjacent_symbol
        case AdjacentTwoOrMore():
            return _adjacent_two_or_more
        case AdjacentAllOf():
            return _adjacent_all_of
        case AdjacentOneOrMore():
            return _adjacent_one_or_more
        case Chain() | ChainPerTag():
            return _chain
        case UnspentSandDollars():
            return _unspent_sand_dollars
        case TagsInCity():
            return _tags_in_city
        case EndOfBeach() | Ring() | AnyNumberRing():
            return _nothing
        case _:
            assert_never(ability)


_COUNTERS: dict[type, PointsOf] = {}
"""``_counter`` per ability class. Why: a class pattern that does not match a pydantic model costs
a Python-level ``ABCMeta.__instancecheck__`` call; hints and the final movement count thousands of cities."""


def _counter_of(ability: ScoringAbility) -> PointsOf:
    kind = type(ability)
    found = _COUNTERS.get(kind)
    if found is None:
        found = _COUNTERS[kind] = _counter(ability)
    return found


def footprint_points(facts: CityFacts) -> int:
    """The "footprints" line (ruling 10): wanted tags with multiplicity, wanted symbols once each."""
    rule: FootprintRule = facts.city.start_tile.footprint
    wants = tuple(dict.fromkeys(rule.wants))  # a rule naming a tag twice still counts the card's tags once
    total = 0
    for node in facts.city.feature_nodes():
        if node.footprint:
            matches = 0
            for want in wants:
                if want in TAG_LABELS:
                    matches += node.tag_counts[want]
                elif want in node.symbols:
                    matches += 1
            total += matches * rule.points_per_match
    return total


def wave_points(objective: str, facts: CityFacts) -> int:
    """The wave line of ``objective`` (``objectives.wave_item``'s points)."""
    groups = facts.groups("wave")
    if objective == "blue":
        return 2 * groups[0][0] if groups else 0
    if objective == "green":
        return 3 * len(groups)
    if objective == "orange":
        return sum(orange_wave_points(size) for size, _ in groups)
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


def misc_points(objective: str, facts: CityFacts) -> int:
    """The misc line of ``objective`` (``objectives.misc_item``'s points)."""
    if objective == "blue":
        return 2 * max(facts.largest(tag)[0] for tag in NON_WAVE_TAGS)
    if objective == "green":
        return 3 * sum(1 for tag in NON_WAVE_TAGS for size, _ in facts.groups(tag) if size >= 3)
    if objective == "orange":
        return column_pairs_run(facts.city)[0]
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")
