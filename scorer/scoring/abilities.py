"""One feature card ability -> one ``ScoreItem`` on the "cards" line, with a reason naming the cards.

Covers adjacencies (ruling 3, starting tile as in rulings 4 and 17), chains (ruling 2), unspent
sand dollars (ruling 9), tags in the city and the end-of-beach icon (ruling 14). Activity rings are
NOT scored here (``scorer.scoring.rings`` assigns people to them); the dispatch returns ``None`` for them.
Footprints are scored here too (``footprint_item``, ruling 10) because they depend on one card's
printed attributes. Pure functions; nothing here knows about objectives or other players.

A line that scores 0 says why in the card's own terms: what the card wants, and what is missing or
which neighbour breaks it ("Quiet Cove scores 2 only when no neighbour shows an activity ring; Surf
School next to it shows one"), so a player can check it against the table.
"""

from __future__ import annotations

from typing import Callable, assert_never

from card_db.models import (
    SYMBOL_LABELS,
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
from scorer.scoring.card_facts import IdentityMemo
from scorer.scoring.city import START, Node, Position
from scorer.scoring.facts import CityFacts, say_count
from scorer.model.report import ScoreItem, make_score_item
from scorer.scoring.memo import remember


def _item(node: Node, ability: str, points: int, reason: str, ruling: int | None = None) -> ScoreItem:
    return make_score_item("cards", points, reason, node.card_id, node.name, node.position, ability, ruling)


_BY_NODE: dict[tuple, ScoreItem] = {}
"""Items that depend on one card's node, one of its abilities and a few small numbers only,
remembered: (the node's serial, id(ability), numbers...) -> item. Why: tags-in-the-city and
unspent-sand-dollar lines are a good part of a city's items, and their inputs recur (a node is
shared per catalogue, card, square and footprint, ``scorer.scoring.city``; the numbers are small),
so finding the frozen item costs far less than writing its sentence again. Nothing is held (as
``_BY_AROUND``): a node's serial is never given twice, and while the node lives it holds its
abilities, whose ids stay theirs."""
_BY_NODE_LIMIT = 32768  # a backstop (a few hundred bytes an entry): cleared when full


def _remember(key: tuple, item: ScoreItem) -> ScoreItem:
    return remember(_BY_NODE, key, item, _BY_NODE_LIMIT)


_FOOTPRINTS: dict[tuple[int, int], tuple[FootprintRule, ScoreItem]] = {}
"""Footprint items, which depend on the card's node and the starting tile's rule alone: (the node's
serial, id(rule)) -> (rule, item). The entry holds the rule (a node does not), so its id cannot be
taken by another rule while the entry lives."""


# What a neighbour shows for each printed symbol, as a player looks for it on the card.
_SHOWS: dict[str, str] = {
    "sand_dollar": "a sand dollar icon",
    "people": "a people icon",
    "ring": "an activity ring",
}


def _setup_bonus_note(facts: CityFacts, node: Node, symbol: str, found: list) -> tuple[str, int | None]:
    """Ruling 17: a neighbouring starting tile's setup bonus is not a printed placement symbol."""
    if START in found or START not in facts.city.neighbours[node.position]:
        return "", None
    setup = facts.city.start_tile.setup
    gives = (symbol == "sand_dollar" and setup.sand_dollars) or (
        symbol == "people" and (setup.locals or setup.tourists)
    )
    if not gives:
        return "", None
    return " (the starting tile's setup bonus is not a placement action, ruling 17)", 17


def score_ability(
    ability: ScoringAbility, node: Node, facts: CityFacts, sand_dollars: int, ratio_order: int = 1
) -> ScoreItem | None:
    """Score one printed ability of the feature card at ``node``; ``None`` for activity rings.

    ``ratio_order`` numbers this card among the player's unspent-sand-dollar cards (ruling 9:
    each one counts the same leftover on its own). One helper per kind of ability below, chosen by
    ``_handler``'s exhaustive ``match`` (remembered per ability class, ``_handler_of``)."""
    handler = _handler_of(ability)
    if handler is _unspent_sand_dollars:
        return _unspent_sand_dollars(ability, node, sand_dollars, ratio_order)
    return handler(ability, node, facts)


Handler = Callable[..., "ScoreItem | None"]
"""``helper(ability, node, facts)`` (``_unspent_sand_dollars`` also takes the sand dollars and the
ratio order): one kind of ability scored."""


def _end_of_beach(ability: EndOfBeach, node: Node, facts: CityFacts) -> ScoreItem:
    return _item(node, ability.kind, 0,
                 f"{node.name}: end of beach is a placement rule (leftmost beach card, never swapped), "
                 f"it scores nothing", 14)


def _no_item(ability: Ring | AnyNumberRing, node: Node, facts: CityFacts) -> None:
    return None


def _handler(ability: ScoringAbility) -> Handler:
    """The helper that scores ``ability``, by an exhaustive ``match`` (a new ability cannot go unscored)."""
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
        case EndOfBeach():
            return _end_of_beach
        case Ring() | AnyNumberRing():
            return _no_item
        case _:
            assert_never(ability)


_HANDLERS: dict[type, Handler] = {}
"""``_handler`` per ability class, found on first sight. Why: a class pattern that does not match a
pydantic model costs a Python-level ``ABCMeta.__instancecheck__`` call, so walking the ``match`` for
every ability of every card was a visible part of scoring a game; a dict lookup by exact class is not."""


def _handler_of(ability: ScoringAbility) -> Handler:
    kind = type(ability)
    found = _HANDLERS.get(kind)
    if found is None:
        found = _HANDLERS[kind] = _handler(ability)
    return found


# The adjacency helpers below walk the card's neighbours themselves (at most three: left, right, the
# other row) with plain loops, and write the zero lines' small phrases ("scores 2", " (Pier, Dune)")
# in place. Why: a game scored for the first time meets every card beside new neighbours, so each of
# these runs once per adjacency card of the table (``_BY_AROUND`` then serves repeats), and a helper
# call, a comprehension or a generator per neighbour walk cost more than the walk itself.


def _adjacent_tag(ability: AdjacentTag, node: Node, facts: CityFacts) -> ScoreItem:
    tag, points = ability.tag, ability.points
    city = facts.city
    nodes, around = city.nodes, city.neighbours[node.position]
    found = []
    for p in around:
        if nodes[p].tag_counts[tag]:
            found.append(p)
    name, label = node.name, TAG_LABELS[tag]
    if found:
        if len(found) > 1:
            return _item(node, ability.kind, points,
                         f"{name} is next to {label} on {facts.names(found)}: {points} (scores once, ruling 3)", 3)
        return _item(node, ability.kind, points, f"{name} is next to {label} on {facts.names(found)}: {points}")
    named = f" ({facts.names(around)})" if around else ""
    scores = f"loses {-points}" if points < 0 else f"scores {points}"
    if node.tag_counts[tag]:  # ruling 3: the card's own tag was (rightly) not counted
        return _item(node, ability.kind, 0,
                     f"{name} {scores} next to a {label} tag; none of its neighbours{named} has one"
                     f" (its own {label} tag does not count, ruling 3)", 3)
    return _item(node, ability.kind, 0, f"{name} {scores} next to a {label} tag; none of its neighbours{named} has one")


def _adjacent_symbol(ability: AdjacentSymbol, node: Node, facts: CityFacts) -> ScoreItem:
    symbol, points = ability.symbol, ability.points
    city = facts.city
    nodes, around = city.nodes, city.neighbours[node.position]
    found = []
    for p in around:
        if symbol in nodes[p].symbols:
            found.append(p)
    name = node.name
    if found:
        return _item(node, ability.kind, points, f"{name} is next to {SYMBOL_LABELS[symbol]} ({facts.names(found)}): "
                                                 f"{points}")
    note, ruling = _setup_bonus_note(facts, node, symbol, found)
    named = f" ({facts.names(around)})" if around else ""
    scores = f"loses {-points}" if points < 0 else f"scores {points}"
    return _item(node, ability.kind, 0,
                 f"{name} {scores} next to a card that shows {_SHOWS[symbol]}; none of its neighbours{named} "
                 f"shows one{note}", ruling)


def _not_adjacent_symbol(ability: NotAdjacentSymbol, node: Node, facts: CityFacts) -> ScoreItem:
    symbol, points = ability.symbol, ability.points
    city = facts.city
    nodes = city.nodes
    found = []
    for p in city.neighbours[node.position]:
        if symbol in nodes[p].symbols:
            found.append(p)
    name = node.name
    if found:
        scores = f"loses {-points}" if points < 0 else f"scores {points}"
        verb = "shows" if len(found) == 1 else "show"  # "Surf School ... shows one" / "Pier, Dune ... show one"
        return _item(node, ability.kind, 0,
                     f"{name} {scores} only when no neighbour shows {_SHOWS[symbol]}; "
                     f"{facts.names(found)} next to it {verb} one")
    note, ruling = _setup_bonus_note(facts, node, symbol, found)
    return _item(node, ability.kind, points, f"{name} is not next to {SYMBOL_LABELS[symbol]}{note}: {points}", ruling)


def _neighbours_tagged(nodes, around, tag) -> tuple[list, int]:
    """The neighbours (positions, in ``around``'s order) carrying ``tag``, and how many such tags they
    carry in all (a card may carry a tag twice). A plain loop: this runs once per adjacency item."""
    found = []
    count = 0
    for p in around:
        n = nodes[p].tag_counts[tag]
        if n:
            found.append(p)
            count += n
    return found, count


def _adjacent_two_or_more(ability: AdjacentTwoOrMore, node: Node, facts: CityFacts) -> ScoreItem:
    tag, points = ability.tag, ability.points
    city = facts.city
    around = city.neighbours[node.position]
    found, count = _neighbours_tagged(city.nodes, around, tag)
    name, label = node.name, TAG_LABELS[tag]
    if count >= 2:
        return _item(node, ability.kind, points,
                     f"{name} has {say_count(count, label + ' tag')} among its neighbours on {facts.names(found)} "
                     f"(2 or more): {points}", 3)
    if count:
        has = f"only 1, on {facts.names(found)}"
    else:
        has = f"none ({facts.names(around)})" if around else "none"
    scores = f"loses {-points}" if points < 0 else f"scores {points}"
    if node.tag_counts[tag]:  # ruling 3: the card's own tag was (rightly) not counted
        return _item(node, ability.kind, 0,
                     f"{name} {scores} with 2 or more {label} tags among its neighbours; they have {has}"
                     f" (its own {label} tag does not count, ruling 3)", 3)
    return _item(node, ability.kind, 0,
                 f"{name} {scores} with 2 or more {label} tags among its neighbours; they have {has}")


def _adjacent_all_of(ability: AdjacentAllOf, node: Node, facts: CityFacts) -> ScoreItem:
    tags, points = ability.tags, ability.points
    city = facts.city
    nodes, around = city.nodes, city.neighbours[node.position]
    missing = []
    for tag in tags:  # the schema lists each tag once
        for p in around:
            if nodes[p].tag_counts[tag]:
                break
        else:
            missing.append(TAG_LABELS[tag])
    name = node.name
    listed = ", ".join(map(TAG_LABELS.__getitem__, tags))
    if not missing:
        return _item(node, ability.kind, points, f"{name}'s neighbours carry all of {listed}: {points}")
    named = f" ({facts.names(around)})" if around else ""
    scores = f"loses {-points}" if points < 0 else f"scores {points}"
    return _item(node, ability.kind, 0,
                 f"{name} {scores} when its neighbours show all of {listed}; they{named} have no "
                 f"{' and no '.join(missing)}")


def _adjacent_one_or_more(ability: AdjacentOneOrMore, node: Node, facts: CityFacts) -> ScoreItem:
    tag, one, more = ability.tag, ability.one_points, ability.more_points
    city = facts.city
    around = city.neighbours[node.position]
    found, count = _neighbours_tagged(city.nodes, around, tag)
    name, label = node.name, TAG_LABELS[tag]
    if count >= 2:
        return _item(node, ability.kind, more,
                     f"{name} has {count} {label} tags among its neighbours ({facts.names(found)}), "
                     f"2 or more: {more}", 3)
    if count == 1:
        return _item(node, ability.kind, one,
                     f"{name} has exactly 1 {label} tag among its neighbours ({facts.names(found)}): {one}")
    named = f" ({facts.names(around)})" if around else ""
    if node.tag_counts[tag]:  # ruling 3: the card's own tag was (rightly) not counted
        return _item(node, ability.kind, 0,
                     f"{name} scores {one} next to 1 {label} tag and {more} next to 2 or more; none of its "
                     f"neighbours{named} has one (its own {label} tag does not count, ruling 3)", 3)
    return _item(node, ability.kind, 0,
                 f"{name} scores {one} next to 1 {label} tag and {more} next to 2 or more; none of its "
                 f"neighbours{named} has one")


_BY_GROUP: dict[tuple, tuple[ScoringAbility, ScoreItem]] = {}
"""Chain items remembered by what they read: (id(ability), the card node's serial, the serials of the
nodes of its group, in order) -> (ability, item). A chain item is a pure function of those (the
group's size is its members' tags; its sentence names them), so a card whose group did not change
finds its frozen item when its table is scored again (as ``_BY_AROUND``, whose notes apply)."""
_BY_GROUP_LIMIT = 32768  # a backstop: cleared when full


def _chain(ability: Chain | ChainPerTag, node: Node, facts: CityFacts) -> ScoreItem:
    """A chain of one tag (ruling 2): fixed points (``Chain``) or points per tag (``ChainPerTag``);
    remembered per card and group (``_BY_GROUP``)."""
    size, members = facts.group_of(node.position, ability.tag)
    nodes = facts.city.nodes
    key = (id(ability), node.serial, *[nodes[p].serial for p in members])
    entry = _BY_GROUP.get(key)
    if entry is not None:
        return entry[1]
    item = _chain_item(ability, node, facts, size, members)
    remember(_BY_GROUP, key, (ability, item), _BY_GROUP_LIMIT)
    return item


def _chain_item(ability: Chain | ChainPerTag, node: Node, facts: CityFacts, size: int,
                members: tuple[Position, ...]) -> ScoreItem:
    tag, minimum = ability.tag, ability.minimum
    label = TAG_LABELS[tag]
    per_tag = type(ability) is ChainPerTag  # exact class: a failed isinstance on a model is a Python call
    wants = (f"{ability.points_per_tag} per tag" if per_tag else str(ability.points))
    wants = f"{node.name} scores {wants} in a {label} chain of {minimum} or more tags"
    if not size:
        return _item(node, ability.kind, 0,
                     f"{wants}; it has no {label} tag itself, so it is in no {label} chain", 2)
    ruling = 2 if size != len(members) else None
    if size < minimum:
        return _item(node, ability.kind, 0,
                     f"{wants}; its chain has only {say_count(size, 'tag')} (through {facts.names(members)})",
                     ruling)
    if per_tag:
        return _item(node, ability.kind, size * ability.points_per_tag,
                     f"{label} chain of {size} through {facts.names(members)} >= {minimum}: "
                     f"{size} x {ability.points_per_tag}", ruling)
    return _item(node, ability.kind, ability.points,
                 f"{label} chain of {size} through {facts.names(members)} >= {minimum}: {ability.points}", ruling)


def _unspent_sand_dollars(ability: UnspentSandDollars, node: Node, sand_dollars: int, ratio_order: int) -> ScoreItem:
    key = (node.serial, id(ability), sand_dollars, ratio_order > 1)  # the item depends on these alone (_BY_NODE)
    item = _BY_NODE.get(key)
    if item is not None:
        return item
    per, points = ability.per, ability.points
    groups = sand_dollars // per
    again = " (each ratio card counts the same sand dollars, ruling 9)" if ratio_order > 1 else ""
    if not groups:
        return _remember(key, _item(
            node, ability.kind, 0, f"{node.name} scores {points} per {say_count(per, 'unspent sand dollar')}; only "
            f"{say_count(sand_dollars, 'sand dollar')} left{again}", 9 if ratio_order > 1 else None))
    return _remember(key, _item(
        node, ability.kind, groups * points, f"{node.name}: {say_count(sand_dollars, 'unspent sand dollar')} "
        f"{_groups_in_words(groups, per, points)}{again}", 9 if ratio_order > 1 else None))


def _tags_in_city(ability: TagsInCity, node: Node, facts: CityFacts) -> ScoreItem:
    tag = ability.tag
    total = facts.tag_total(tag)
    tile = facts.city.nodes[START].tag_counts[tag]
    key = (node.serial, id(ability), total, tile)  # the item depends on these alone (_BY_NODE)
    item = _BY_NODE.get(key)
    if item is not None:
        return item
    per, points = ability.per, ability.points
    label = TAG_LABELS[tag]
    incl = f" ({tile} on the starting tile)" if tile else ""
    if total < per:
        return _remember(key, _item(
            node, ability.kind, 0, f"{node.name} scores {points} per {say_count(per, label + ' tag')} in the city; "
            f"the city has only {total}{incl}", 4 if tile else None))
    return _remember(key, _item(
        node, ability.kind, (total // per) * points, f"{node.name}: {say_count(total, label + ' tag')} in the "
        f"city{incl} {_groups_in_words(total // per, per, points)}", 4 if tile else None))


def _groups_in_words(groups: int, per: int, points: int) -> str:
    """"make 2 groups of 3, 1 point each": a "per" ratio said in words (the old "3:1 -> 2 x 1" was read as
    a score of 3 to 1)."""
    return (f"make {say_count(groups, f'group of {per}', f'groups of {per}')}, "
            f"{say_count(points, 'point')} each")


_BY_AROUND: dict[tuple, ScoreItem] = {}
"""Adjacency items remembered by what they read: (the card node's serial, id(ability), its neighbours'
serials...) -> item. Such an item (``_NEIGHBOURLY``) is a pure function of the ability, the card's
node and the nodes around it in the city's neighbour order (their tags, symbols and names; a
neighbouring starting tile's node stands for its tile, setup bonus included, ``_setup_bonus_note``),
all frozen and shared (``scorer.scoring.city._Placed``). Why: a table is scored again after each
change (the City page's running total after every tap, hints trying squares, the Assistant each
turn), and every card whose neighbours did not change then finds its frozen item instead of walking
its neighbours and writing its sentence again. Nodes are keyed by their serials, never given twice in
a process, so no entry holds anything: while a node lives it holds its abilities (their ids stay
theirs), and once it is gone its serial never comes back. (The entry used to hold the ability beside
the item: a tuple more per first score, which the garbage collector then walks.)"""
_BY_AROUND_LIMIT = 32768  # a backstop (a few hundred bytes an entry): cleared when full


def score_card_abilities(facts: CityFacts, sand_dollars: int) -> list[ScoreItem]:
    """Every non-ring ability of every feature card in the city, left to right, beach before street.

    Each ability goes to its helper as in ``score_ability`` (``_handler_of``: one ``match``, remembered per
    ability class), written out here because this loop is the hot path of every score; an adjacency
    item is found in ``_BY_AROUND`` when the same card was scored before beside the same neighbours."""
    items: list[ScoreItem] = []
    ratio_cards = 0
    nodes, neighbours = facts.city.nodes, facts.city.neighbours
    for node in facts.city.feature_nodes():
        for ability in node.abilities:  # rings left out: they score on their own line (scorer.scoring.rings)
            handler = _HANDLERS.get(type(ability)) or _handler_of(ability)
            if handler in _NEIGHBOURLY:
                # _BY_AROUND's key, written out per neighbour count (a card has at most three: left,
                # right, the other row): a helper call or a comprehension costs more than these lookups.
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
                item = _BY_AROUND.get(key)
                if item is None:
                    item = remember(_BY_AROUND, key, handler(ability, node, facts), _BY_AROUND_LIMIT)
            elif handler is _unspent_sand_dollars:
                ratio_cards += 1
                item = _unspent_sand_dollars(ability, node, sand_dollars, ratio_cards)
            else:
                item = handler(ability, node, facts)
            if item is not None:
                items.append(item)
    return items


_NEIGHBOURLY = frozenset([_adjacent_tag, _adjacent_symbol, _not_adjacent_symbol, _adjacent_two_or_more,
                          _adjacent_all_of, _adjacent_one_or_more])
"""The helpers whose item reads only the ability, the card's node and its neighbours' nodes (``_BY_AROUND``)."""


def _wants(rule: FootprintRule) -> tuple[tuple[str, ...], str]:
    """A rule's wanted tags and symbols, each once (a rule naming a tag twice still counts the card's
    tags once), and what the tile wants in words, so a player can see a card has none of it."""
    wants = tuple(dict.fromkeys(rule.wants))
    return wants, " or ".join(f"{TAG_LABELS[w]} tags" if w in TAG_LABELS else _SHOWS[w] for w in wants)


_wants_of: IdentityMemo[FootprintRule, tuple[tuple[str, ...], str]] = IdentityMemo(_wants)
"""``_wants`` once per rule object (a starting tile's rule serves every footprint of its city)."""


def footprint_item(node: Node, rule: FootprintRule, wants_of: tuple[tuple[str, ...], str] | None = None) -> ScoreItem:
    """Ruling 10: a footprint scores ``points_per_match`` per wanted attribute on its card.

    Wanted tags count with multiplicity (two Local tags = 2 matches); wanted printed symbols count
    once each. A tile with 2 VIPs still scores each footprint once. ``wants_of`` is ``_wants_of(rule)``
    when the caller has it (one city, one rule). The item depends on the node and the rule alone,
    so it is remembered per pair (``_FOOTPRINTS``)."""
    key = (node.serial, id(rule))
    entry = _FOOTPRINTS.get(key)
    if entry is not None and entry[0] is rule:
        return entry[1]
    wants, wanted = wants_of or _wants_of(rule)
    matches: list[str] = []
    for want in wants:
        if want in TAG_LABELS:
            matches.extend([TAG_LABELS[want]] * node.tag_counts[want])
        elif want in node.symbols:
            matches.append(SYMBOL_LABELS[want])
    count = len(matches)
    if matches:
        reason = (f"Footprint on {node.name}: {say_count(count, 'match', 'matches')} ({', '.join(matches)}), "
                  f"{say_count(rule.points_per_match, 'point')} each")
    else:
        reason = f"Footprint on {node.name}: the starting tile wants {wanted}; {node.name} has none"
    item = make_score_item("footprints", count * rule.points_per_match, reason, node.card_id, node.name,
                           node.position, "footprint", 10 if count > 1 else None)
    remember(_FOOTPRINTS, key, (rule, item), _BY_NODE_LIMIT)
    return item


def footprint_items(facts: CityFacts) -> list[ScoreItem]:
    """One item per feature card carrying a footprint (the starting tile never holds one)."""
    rule = facts.city.start_tile.footprint
    wants = _wants_of(rule)
    rule_id = id(rule)
    items = []
    for node in facts.city.feature_nodes():
        if node.footprint:  # footprint_item's memo probed here: a call per footprint is a frame
            entry = _FOOTPRINTS.get((node.serial, rule_id))
            items.append(entry[1] if entry is not None and entry[0] is rule else footprint_item(node, rule, wants))
    return items
