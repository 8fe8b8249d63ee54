"""The one home of every feature card ability: one function per kind says what it scores and why.

Each kind's function returns a ``Fact``: the points, which case of the rule applied and the numbers,
tags and positions behind it (never a sentence). Everything that scores a card reads these functions:
the explained report (``score_card_abilities``: each fact kept as a ``scorer.scoring.reasons.CardReason``,
worded by ``card_db.wording`` only when read, in the reader's language),
the totals (``card_points``: the facts' points, no words), the solo Robot (``robot_fact``: the same
function, where every condition counts as met, ruling 15) and the advice (through those two). The
footprint rule (ruling 10) lives here too, once: ``footprint_matches``.

Covers adjacencies (ruling 3, starting tile as in rulings 4 and 17), chains (ruling 2), unspent
sand dollars (ruling 9), tags in the city and the end-of-beach icon (ruling 14). Activity rings
score on their own line (``scorer.scoring.rings``): in a city their function gives no fact. A zero
line says why in the card's own terms (what the card wants, what is missing or which neighbour
breaks it), so a player can check it against the table. Pure functions over frozen models.

A new ability kind: its model (``card_db.models``), one function here named in ``_handler``'s
``match`` (and in ``_beyond_the_city`` if it reads more than the card's city), its templates
(``card_db.wording``), its keypad entry and the generator (docs/architecture.md). Every card of a city is
walked once, by ``_card_abilities``, for the items and the numbers alike.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, assert_never

from card_db import models
from card_db.wording import TAG_LABELS
from scorer.model.records import quick_maker
from scorer.model.report import ScoreItem, make_score_item
from scorer.scoring.card_facts import IdentityMemo
from scorer.scoring.city import START, Node
from scorer.scoring.facts import CityFacts
from scorer.scoring.memo import remember
from scorer.scoring.reasons import CardReason, named_nodes


@dataclass(frozen=True, slots=True)
class Fact:
    """What one ability (or footprint) of one card scored, and the facts behind it, structured.

    ``case`` names the branch of the rule that applied ("met", "missing_own", "short"...: the
    template ``reason.<kind>.<case>`` words it); ``values`` the numbers, tags and positions that
    sentence names; ``ruling`` the RULINGS.md number when a ruling decided the number."""

    kind: str
    case: str
    points: int
    ruling: int | None
    values: Mapping[str, Any]


make_fact = quick_maker(Fact)
"""``Fact`` built positionally, several times faster (``scorer.model.records``): the hot path builds one
per ability per city scored."""

Robot = Counter
"""Where the Robot's cards "stand": its tag counts over both piles (ruling 15). A kind's function is
given one in place of ``CityFacts`` (and ``None`` for the node): every condition counts as met."""


def _robot_met(ability: Any, points: int) -> Fact:
    """The Robot: the condition counts as met, negative points as positive (ruling 15)."""
    return make_fact(ability.kind, "robot", abs(points), 15, {"met": abs(points), "negative": points < 0})


def _robot_nothing(ability: Any) -> Fact:
    return make_fact(ability.kind, "robot", 0, 15, {})


# --- one function per kind -----------------------------------------------------------------------
# The adjacency functions read the card's neighbours (at most three: left, right, the other row) through
# one plain loop each, written out in each function (``_tagged`` only where the tags are counted). Why: a game scored for the first time meets every card
# beside new neighbours, and a comprehension or a generator per neighbour costs more than the walk itself.


def _tagged(facts: CityFacts, node: Node, tag: str) -> tuple[list, int, tuple]:
    """The neighbours (positions, in the city's neighbour order) carrying ``tag``, how many such tags they
    carry in all (a card may carry a tag twice; ruling 3: never the card's own) and every neighbour."""
    nodes, around = facts.city.nodes, facts.city.neighbours[node.position]
    found = []
    count = 0
    for p in around:
        n = nodes[p].tag_counts[tag]
        if n:
            found.append(p)
            count += n
    return found, count, around


def _adjacent_tag(ability: models.AdjacentTag, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_met(ability, ability.points)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    tag, points = ability.tag, ability.points
    nodes, around = facts.city.nodes, facts.city.neighbours[node.position]
    found = []
    for p in around:  # the walk written out (not ``_tagged``): only the carriers are wanted
        if nodes[p].tag_counts[tag]:
            found.append(p)
    if found:  # ruling 3: scores once, whatever the number of neighbours
        many = len(found) > 1
        return make_fact(ability.kind, "met_many" if many else "met", points, 3 if many else None,
                         {"tag": tag, "found": found, "points": points})
    own = node.tag_counts[tag]  # ruling 3: the card's own tag was (rightly) not counted
    return make_fact(ability.kind, "missing_own" if own else "missing", 0, 3 if own else None,
                     {"tag": tag, "around": around, "wanted": points})


def _setup_bonus_hides(facts: CityFacts, node: Node, symbol: str) -> bool:
    """Ruling 17: a neighbouring starting tile's setup bonus would give ``symbol`` but is not a printed
    placement symbol (worth saying when the card found no such neighbour)."""
    if START not in facts.city.neighbours[node.position]:
        return False
    setup = facts.city.start_tile.setup
    return bool((symbol == "sand_dollar" and setup.sand_dollars)
                or (symbol == "people" and (setup.locals or setup.tourists)))


def _adjacent_symbol(ability: models.AdjacentSymbol, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_met(ability, ability.points)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    symbol, points = ability.symbol, ability.points
    nodes, around = facts.city.nodes, facts.city.neighbours[node.position]
    found = []
    for p in around:
        if symbol in nodes[p].symbols:
            found.append(p)
    if found:
        return make_fact(ability.kind, "met", points, None, {"symbol": symbol, "found": found, "points": points})
    hidden = _setup_bonus_hides(facts, node, symbol)
    return make_fact(ability.kind, "missing_setup" if hidden else "missing", 0, 17 if hidden else None,
                     {"symbol": symbol, "around": around, "wanted": points})


def _not_adjacent_symbol(ability: models.NotAdjacentSymbol, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_met(ability, ability.points)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    symbol, points = ability.symbol, ability.points
    nodes = facts.city.nodes
    found = []
    for p in facts.city.neighbours[node.position]:
        if symbol in nodes[p].symbols:
            found.append(p)
    if found:  # "Surf School ... shows one" / "Pier, Dune ... show one"
        return make_fact(ability.kind, "broken_many" if len(found) > 1 else "broken", 0, None,
                         {"symbol": symbol, "found": found, "wanted": points})
    hidden = _setup_bonus_hides(facts, node, symbol)
    return make_fact(ability.kind, "met_setup" if hidden else "met", points, 17 if hidden else None,
                     {"symbol": symbol, "points": points})


def _adjacent_two_or_more(ability: models.AdjacentTwoOrMore, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_met(ability, ability.points)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    tag, points = ability.tag, ability.points
    found, count, around = _tagged(facts, node, tag)
    if count >= 2:
        return make_fact(ability.kind, "met", points, 3, {"tag": tag, "count": count, "found": found, "points": points})
    own = node.tag_counts[tag]  # ruling 3: the card's own tag was (rightly) not counted
    if count:
        return make_fact(ability.kind, "one_own" if own else "one", 0, 3 if own else None,
                         {"tag": tag, "found": found, "wanted": points})
    return make_fact(ability.kind, "none_own" if own else "none", 0, 3 if own else None,
                     {"tag": tag, "around": around, "wanted": points})


def _adjacent_all_of(ability: models.AdjacentAllOf, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_met(ability, ability.points)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    tags, points = ability.tags, ability.points
    city = facts.city
    nodes, around = city.nodes, city.neighbours[node.position]
    missing = []
    for tag in tags:  # the schema lists each tag once
        for p in around:
            if nodes[p].tag_counts[tag]:
                break
        else:
            missing.append(tag)
    if not missing:
        return make_fact(ability.kind, "met", points, None, {"tags": tags, "points": points})
    return make_fact(ability.kind, "missing", 0, None,
                     {"tags": tags, "around": around, "missing": missing, "wanted": points})


def _adjacent_one_or_more(ability: models.AdjacentOneOrMore, node: Node | None, facts: CityFacts | Robot) -> Fact:
    one, more = ability.one_points, ability.more_points
    if node is None:
        return _robot_met(ability, more)
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    tag = ability.tag
    found, count, around = _tagged(facts, node, tag)
    if count >= 2:
        return make_fact(ability.kind, "more", more, 3, {"tag": tag, "count": count, "found": found, "points": more})
    if count == 1:
        return make_fact(ability.kind, "one", one, None, {"tag": tag, "found": found, "points": one})
    own = node.tag_counts[tag]  # ruling 3: the card's own tag was (rightly) not counted
    return make_fact(ability.kind, "none_own" if own else "none", 0, 3 if own else None,
                     {"tag": tag, "around": around, "one_points": one, "more_points": more})


def _chain(ability: models.Chain | models.ChainPerTag, node: Node | None, facts: CityFacts | Robot,
           group: tuple | None = None) -> Fact:
    """A chain of one tag (ruling 2): fixed points (``Chain``) or points per tag (``ChainPerTag``);
    ``group`` is ``facts.group_of`` the card's position and tag when the caller has it."""
    # Exact classes: a failed isinstance on a model is a Python call.
    if type(ability) is models.ChainPerTag:
        per_tag, each = True, ability.points_per_tag
    else:
        assert type(ability) is models.Chain  # the other kind this takes
        per_tag, each = False, ability.points
    if node is None:  # the Robot: a chain counts as met at its minimum
        if not per_tag:
            return _robot_met(ability, each)
        return make_fact(ability.kind, "robot", ability.minimum * abs(each), 15,
                         {"each": abs(each), "negative": each < 0})
    assert isinstance(facts, CityFacts)  # a city's card (the Robot, whose node is None, returned above)
    tag, minimum = ability.tag, ability.minimum
    size, members = group or facts.group_of(node.position, tag)
    if not size:
        return make_fact(ability.kind, "no_tag", 0, 2, {"tag": tag, "minimum": minimum, "wanted": each})
    ruling = 2 if size != len(members) else None  # a card carrying the tag twice: tags, not cards
    if size < minimum:
        return make_fact(ability.kind, "short", 0, ruling,
                         {"tag": tag, "minimum": minimum, "wanted": each, "size": size, "members": members})
    if per_tag:
        return make_fact(ability.kind, "met", size * each, ruling,
                         {"tag": tag, "size": size, "members": members, "minimum": minimum, "each": each})
    return make_fact(ability.kind, "met", each, ruling,
                     {"tag": tag, "size": size, "members": members, "minimum": minimum, "points": each})


def _unspent_sand_dollars(ability: models.UnspentSandDollars, node: Node | None, facts: CityFacts | Robot,
                          sand_dollars: int = 0, ratio_order: int = 1) -> Fact:
    """``ratio_order`` numbers this card among the player's unspent-sand-dollar cards (ruling 9: each
    one counts the same leftover on its own)."""
    if node is None:  # ratio cards score nothing for the Robot
        return _robot_nothing(ability)
    per, points = ability.per, ability.points
    groups = sand_dollars // per
    again = ratio_order > 1
    values = {"each": points, "per": per, "left": sand_dollars, "groups": groups}
    if not groups:
        return make_fact(ability.kind, "few_again" if again else "few", 0, 9 if again else None, values)
    return make_fact(ability.kind, "groups_again" if again else "groups", groups * points, 9 if again else None,
                     values)


def _tags_in_city(ability: models.TagsInCity, node: Node | None, facts: CityFacts | Robot,
                  total: int | None = None) -> Fact:
    """``total`` is ``facts.tag_total`` of the ability's tag when the caller has it."""
    tag, per, points = ability.tag, ability.per, ability.points
    if node is None:  # the Robot: its tags over both piles
        assert isinstance(facts, Counter)  # the Robot's tag counts come with its node, None
        count = facts[tag]
        return make_fact(ability.kind, "robot", (count // per) * abs(points), 15,
                         {"count": count, "each": abs(points), "groups": count // per, "negative": points < 0})
    assert isinstance(facts, CityFacts)  # a city's card (the Robot returned above)
    if total is None:
        total = facts.tag_total(tag)
    tile = facts.city.nodes[START].tag_counts[tag]  # ruling 4: the starting tile's tags count
    values = {"tag": tag, "each": points, "per": per, "total": total, "tile": tile, "groups": total // per}
    if total < per:
        return make_fact(ability.kind, "few_tile" if tile else "few", 0, 4 if tile else None, values)
    return make_fact(ability.kind, "groups_tile" if tile else "groups", (total // per) * points, 4 if tile else None,
                     values)


def _end_of_beach(ability: models.EndOfBeach, node: Node | None, facts: CityFacts | Robot) -> Fact:
    if node is None:
        return _robot_nothing(ability)
    return make_fact(ability.kind, "rule", 0, 14, {})  # a placement rule (ruling 14)


def _ring(ability: models.Ring | models.AnyNumberRing, node: Node | None, facts: CityFacts | Robot) -> Fact | None:
    if node is None:  # the Robot: rings score full value
        return _robot_met(ability, ability.points)
    return None  # in a city, people fill rings: the "rings" line (scorer.scoring.rings)


Handler = Callable[..., "Fact | None"]
"""``function(ability, node, facts)``: one kind scored (``_unspent_sand_dollars`` also takes the sand
dollars and the ratio order)."""


def _handler(ability: models.ScoringAbility) -> Handler:
    """The function scoring ``ability``, by an exhaustive ``match`` (a new ability cannot go unscored)."""
    match ability:
        case models.AdjacentTag():
            return _adjacent_tag
        case models.AdjacentSymbol():
            return _adjacent_symbol
        case models.NotAdjacentSymbol():
            return _not_adjacent_symbol
        case models.AdjacentTwoOrMore():
            return _adjacent_two_or_more
        case models.AdjacentAllOf():
            return _adjacent_all_of
        case models.AdjacentOneOrMore():
            return _adjacent_one_or_more
        case models.Chain() | models.ChainPerTag():
            return _chain
        case models.UnspentSandDollars():
            return _unspent_sand_dollars
        case models.TagsInCity():
            return _tags_in_city
        case models.EndOfBeach():
            return _end_of_beach
        case models.Ring() | models.AnyNumberRing():
            return _ring
        case _:
            assert_never(ability)


_HANDLERS: dict[type, Handler] = {}
"""``_handler`` per ability class, found on first sight. Why: a class pattern that does not match a
pydantic model costs a Python-level ``ABCMeta.__instancecheck__`` call, so walking the ``match`` for
every ability of every card was a visible part of scoring a game; a dict lookup by exact class is not."""


def _handler_of(ability: models.ScoringAbility) -> Handler:
    kind = type(ability)
    found = _HANDLERS.get(kind)
    if found is None:
        found = _HANDLERS[kind] = _handler(ability)
    return found


_NEIGHBOURLY = frozenset([_adjacent_tag, _adjacent_symbol, _not_adjacent_symbol, _adjacent_two_or_more,
                          _adjacent_all_of, _adjacent_one_or_more])
"""The functions whose fact reads only the ability, the card's node and its neighbours' nodes (``_BY_AROUND``)."""


def robot_fact(ability: models.ScoringAbility, tags: Counter) -> Fact:
    """One printed ability of a Robot card, scored as met (ruling 15); ``tags``: the Robot's tag counts."""
    fact = _handler_of(ability)(ability, None, tags)
    assert fact is not None  # for the Robot every kind gives a fact, rings too (met, ruling 15)
    return fact


def _beyond_the_city(handler: Handler, sand_dollars: int, ratio_order: int) -> tuple:
    """What the function of a kind reads besides the ability, the card's node and the city: the one place
    that says which kinds need more. Unspent sand dollars: the player's sand dollars, and the card's
    order among the player's unspent-sand-dollar cards (ruling 9: the ratio is paid once). A new kind
    that reads more than the city adds its arguments here, and ``_card_abilities`` counts for it."""
    return (sand_dollars, ratio_order) if handler is _unspent_sand_dollars else ()


def _card_abilities(facts: CityFacts, sand_dollars: int) -> Iterator[tuple[Node, Any, Handler, tuple]]:
    """Every printed ability of every feature card in the city, left to right, beach before street, with its
    kind's function and what that function reads beyond the city (``_beyond_the_city``): the one walk
    that ``score_card_abilities`` (items) and ``card_points`` (numbers) share."""
    ratio_cards = 0
    for node in facts.city.feature_nodes():
        for ability in node.abilities:
            handler = _HANDLERS.get(type(ability)) or _handler_of(ability)
            if handler is _unspent_sand_dollars:  # the only kind that reads more (a check per ability is cheaper
                ratio_cards += 1                   # than a call): what it reads, said in ``_beyond_the_city``
                yield node, ability, handler, _beyond_the_city(handler, sand_dollars, ratio_cards)
            else:
                yield node, ability, handler, ()


def score_ability(ability: models.ScoringAbility, node: Node, facts: CityFacts, sand_dollars: int,
                  ratio_order: int = 1) -> ScoreItem | None:
    """One printed ability of the feature card at ``node`` as an explained item; ``None`` for rings."""
    handler = _handler_of(ability)
    fact = handler(ability, node, facts, *_beyond_the_city(handler, sand_dollars, ratio_order))
    return None if fact is None else _item(handler, fact, node, facts)


def _named(handler: Handler, fact: Fact, node: Node, facts: CityFacts) -> tuple[Node, ...]:
    """The nodes the fact of ``handler`` for the card at ``node`` may name by position, as
    ``score_card_abilities`` keeps them: an adjacency's neighbours, a chain's members, else none."""
    if handler in _NEIGHBOURLY:
        return named_nodes(facts.city.nodes, facts.city.neighbours[node.position])
    if handler is _chain:
        return named_nodes(facts.city.nodes, fact.values.get("members", ()))
    return ()


def _item(handler: Handler, fact: Fact, node: Node, facts: CityFacts) -> ScoreItem:
    """The fact of one ability of the card at ``node`` as an item on the "cards" line, its reason kept
    as what it says (``CardReason``), worded when read."""
    return make_score_item("cards", fact.points, CardReason(fact.kind, fact.case, fact.values, node,
                                                            _named(handler, fact, node, facts)),
                           node.card_id, node.name, node.position, fact.kind, fact.ruling)


# --- the explained items, remembered --------------------------------------------------------------
# Finding a fact costs more than a dict probe, and a table is scored again after each change
# (the City page's running total after every tap, hints trying squares, the Assistant each turn), so
# the items are remembered by what they read. Nodes are keyed by their serials, never given twice in a
# process: while a node lives it holds its abilities (their ids stay theirs), and once it is gone its
# serial never comes back. An item's reason (``CardReason``) holds its card's node and the nodes it
# names, which their catalogue's cities share anyway (``scorer.scoring.city._Placed``), never a city.
# Each memo is emptied whole at its limit (a backstop, a few hundred bytes an entry).

_BY_AROUND: dict[tuple, ScoreItem] = {}
"""Adjacency items: (the card node's serial, id(ability), its neighbours' serials...) -> item. Such an
item (``_NEIGHBOURLY``) is a pure function of the ability, the card's node and the nodes around it in
the city's neighbour order (their tags, symbols and names; a neighbouring starting tile's node stands
for its tile, setup bonus included), all frozen and shared (``scorer.scoring.city._Placed``)."""
_MEMO_LIMIT = 32768
"""Each memo's bound (``scorer.scoring.memo.remember``'s ``limit``), the same for all."""
_BY_AROUND_LIMIT = _MEMO_LIMIT

_BY_GROUP: dict[tuple, ScoreItem] = {}
"""Chain items: (id(ability), the card node's serial, the serials of its group's nodes, in order) ->
item: a chain item is a pure function of those (the group's size is its members' tags). As in
``_BY_AROUND``, the entry holds no ability: the node (whose serial is in the key) holds it while it lives."""
_BY_GROUP_LIMIT = _MEMO_LIMIT

_BY_NODE: dict[tuple, ScoreItem] = {}
"""Tags-in-the-city and unspent-sand-dollar items, which depend on one card's node, one of its abilities
and a few small numbers only: (the node's serial, id(ability), numbers...) -> item."""
_BY_NODE_LIMIT = _MEMO_LIMIT


def score_card_abilities(facts: CityFacts, sand_dollars: int) -> list[ScoreItem]:
    """Every non-ring ability of every feature card in the city as explained items, left to right,
    beach before street (the "cards" line).

    Each ability goes to its kind's function as in ``score_ability``, written out here because this
    loop is the hot path of every score, and its item is found in a memo when the same card was
    scored before in the same surroundings."""
    items: list[ScoreItem] = []
    nodes, neighbours = facts.city.nodes, facts.city.neighbours
    key: tuple  # each memo's key: the card, the ability and what its fact reads
    for node, ability, handler, beyond in _card_abilities(facts, sand_dollars):
        # Each branch finds the item in its memo, or the fact (``_item``'s work is written out once
        # below: a first score of a game misses for most cards, and a frame per item shows).
        if handler in _NEIGHBOURLY:
            # The key written out per neighbour count (a card has at most three): a helper call or a
            # comprehension costs more than these lookups.
            around = neighbours[node.position]
            count = len(around)
            if count == 2:
                key = (node.serial, id(ability), nodes[around[0]].serial, nodes[around[1]].serial)
            elif count == 1:
                key = (node.serial, id(ability), nodes[around[0]].serial)
            elif count == 3:
                key = (node.serial, id(ability), nodes[around[0]].serial, nodes[around[1]].serial,
                       nodes[around[2]].serial)
            else:
                key = (node.serial, id(ability), *[nodes[p].serial for p in around])
            memo = _BY_AROUND
            item = memo.get(key)
            if item is not None:
                items.append(item)
                continue
            fact = handler(ability, node, facts)
            named = named_nodes(nodes, around)
        elif handler is _chain:
            group = facts.group_of(node.position, ability.tag)
            key = (id(ability), node.serial, *[nodes[p].serial for p in group[1]])
            memo = _BY_GROUP
            item = memo.get(key)
            if item is not None:
                items.append(item)
                continue
            fact = _chain(ability, node, facts, group)
            named = named_nodes(nodes, group[1])
        elif handler is _unspent_sand_dollars:  # ``beyond``: the sand dollars and this card's order
            key = (node.serial, id(ability), sand_dollars, beyond[1] > 1)
            memo = _BY_NODE
            item = memo.get(key)
            if item is not None:
                items.append(item)
                continue
            fact = handler(ability, node, facts, *beyond)
            named = ()
        elif handler is _tags_in_city:
            tag = ability.tag
            total = facts.tag_total(tag)
            key = (node.serial, id(ability), total, nodes[START].tag_counts[tag])
            memo = _BY_NODE
            item = memo.get(key)
            if item is not None:
                items.append(item)
                continue
            fact = _tags_in_city(ability, node, facts, total)
            named = ()
        else:
            fact = handler(ability, node, facts)
            if fact is None:  # a ring: the "rings" line
                continue
            memo = None
            key = ()
            named = ()
        assert fact is not None  # only a ring's function gives None, and it is skipped just above
        kind = fact.kind
        # The reason is kept, not worded: ``CardReason`` writes it when the report is read.
        item = make_score_item("cards", fact.points, CardReason(kind, fact.case, fact.values, node, named),
                               node.card_id, node.name, node.position, kind, fact.ruling)
        if memo is not None:  # ``remember`` written out (every memo here has the same bound)
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            memo[key] = item
        items.append(item)
    return items


def card_points(facts: CityFacts, sand_dollars: int) -> int:
    """The "cards" line as a number: the points of the same facts ``score_card_abilities`` words (for
    ``score_totals``: hints and the final movement score thousands of cities and read only numbers)."""
    total = 0
    for node, ability, handler, beyond in _card_abilities(facts, sand_dollars):
        fact = handler(ability, node, facts, *beyond)
        if fact is not None:
            total += fact.points
    return total


# --- footprints (ruling 10) -------------------------------------------------------------------------


def _wants(rule: models.FootprintRule) -> tuple[str, ...]:
    """A rule's wanted tags and symbols, each once (a rule naming a tag twice still counts the card's
    tags once)."""
    return tuple(dict.fromkeys(rule.wants))


_wants_of: IdentityMemo[models.FootprintRule, tuple[str, ...]] = IdentityMemo(_wants)
"""``_wants`` once per rule object (a starting tile's rule serves every footprint of its city)."""


def footprint_matches(node: Node, wants: tuple[str, ...]) -> list[str]:
    """Ruling 10: the wanted attributes (``_wants_of`` the tile's rule) the card at ``node`` carries, a
    wanted tag as often as the card carries it (two Local tags = 2 matches), a wanted printed symbol once.
    A tile with 2 VIPs still scores each footprint once."""
    matches: list[str] = []
    for want in wants:
        if want in TAG_LABELS:
            matches.extend([want] * node.tag_counts[want])
        elif want in node.symbols:
            matches.append(want)
    return matches


def footprint_fact(node: Node, rule: models.FootprintRule, wants: tuple[str, ...] | None = None) -> Fact:
    """A footprint on the card at ``node``: ``points_per_match`` per match (``footprint_matches``);
    ``wants`` is ``_wants_of(rule)`` when the caller has it (one city, one rule)."""
    if wants is None:
        wants = _wants_of(rule)
    matches = footprint_matches(node, wants)
    count = len(matches)
    if matches:
        return make_fact("footprint", "matches", count * rule.points_per_match, 10 if count > 1 else None,
                         {"count": count, "matches": matches, "each": rule.points_per_match})
    return make_fact("footprint", "none", 0, None, {"wants": wants})


_FOOTPRINTS: dict[tuple[int, int], tuple[models.FootprintRule, ScoreItem]] = {}
"""Footprint items, which depend on the card's node and the starting tile's rule alone: (the node's
serial, id(rule)) -> (rule, item). The entry holds the rule (a node does not), so its id cannot be
taken by another rule while the entry lives."""


def footprint_item(node: Node, rule: models.FootprintRule) -> ScoreItem:
    """The footprint on the card at ``node`` as an explained item, remembered per node and rule."""
    key = (node.serial, id(rule))
    entry = _FOOTPRINTS.get(key)
    if entry is not None and entry[0] is rule:
        return entry[1]
    fact = footprint_fact(node, rule)
    item = make_score_item("footprints", fact.points, CardReason("footprint", fact.case, fact.values, node),
                           node.card_id, node.name, node.position, "footprint", fact.ruling)
    remember(_FOOTPRINTS, key, (rule, item), _BY_NODE_LIMIT)
    return item


def footprint_items(facts: CityFacts) -> list[ScoreItem]:
    """One item per feature card carrying a footprint (the starting tile never holds one)."""
    rule = facts.city.start_tile.footprint
    rule_id = id(rule)
    items = []
    for node in facts.city.feature_nodes():
        if node.footprint:  # footprint_item's memo probed here: a call per footprint is a frame
            entry = _FOOTPRINTS.get((node.serial, rule_id))
            items.append(entry[1] if entry is not None and entry[0] is rule else footprint_item(node, rule))
    return items


def footprint_points(facts: CityFacts) -> int:
    """The "footprints" line as a number (``footprint_items``' points)."""
    rule = facts.city.start_tile.footprint
    wants = _wants_of(rule)
    # ``footprint_fact``'s points, from the same matches without its record and values: totals are read
    # for thousands of cities (hints, the final movement), and a fact per footprint showed there.
    matches = 0
    for node in facts.city.feature_nodes():
        if node.footprint:
            matches += len(footprint_matches(node, wants))
    return matches * rule.points_per_match
