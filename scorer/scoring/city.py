"""City geometry: a player's cells resolved against the catalogue into a graph of cards.

Ruling 1: two rows (beach on top, street below), any number of columns, adjacency by shared
sides only. Ruling 4: the starting tile fills both rows of column 0; for adjacency and chains
it is ONE card (position ``START``) carrying only the tags and symbols printed on it; for people
it has two halves, each a separate space that holds people (and its own printed rings).

This module builds the graph and answers geometric questions (neighbours, tag groups, column
pairs). It does not validate legality (``scorer.scoring.validation``) and it does not score.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import count, islice
from operator import attrgetter, itemgetter

import lang
from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, RingAbility, ScoringAbility, StartingTile, Tag
from scorer.model.game import NOBODY, People, PlayerCity
from scorer.model.records import quick_maker
from scorer.scoring.card_facts import IdentityMemo, catalogue_cards, tile_facts
from scorer.scoring.memo import remember

Position = tuple[str, int]
START: Position = ("start", 0)
ROWS = ("beach", "street")


_INTERNED: dict[Position, Position] = {START: START}
"""One tuple object per position the scorer makes (``interned``)."""


def interned(row: str, column: int) -> Position:
    """The position (row, column) as one shared tuple object. Why: positions key most of the
    scorer's dicts (nodes, neighbours, names, groups), and a lookup with the very key object stored
    there skips comparing two equal tuples item by item; the nodes' positions and their neighbours'
    are taken from here."""
    position = (row, column)
    found = _INTERNED.get(position)
    if found is None:
        if len(_INTERNED) >= 8192:  # columns are bounded by the file format; a backstop
            _INTERNED.clear()
            _INTERNED[START] = START
        found = _INTERNED[position] = position
    return found


def other_row(row: str) -> str:
    """The row above or below."""
    return "street" if row == "beach" else "beach"


def node_at(row: str, column: int) -> Position:
    """The graph position of a grid square: column 0 is the starting tile in either row."""
    return START if column == 0 else (row, column)


def grid_neighbours(row: str, column: int) -> tuple[Position, ...]:
    """Graph positions sharing a side with grid square (row, column), in a fixed order."""
    return (node_at(row, column - 1), node_at(row, column + 1), node_at(other_row(row), column))


@dataclass(frozen=True, slots=True)
class Node:
    """A card in the city graph (a feature card or the whole starting tile)."""

    position: Position
    card_id: str
    name: str
    tags: tuple[Tag, ...]
    tag_counts: Counter
    symbols: frozenset[str]
    card: FeatureCard | None
    """The feature card; ``None`` for the starting tile."""
    footprint: bool
    serial: int = field(compare=False)
    """A number no other node of this process has (``_SERIALS``): a memo keys a card's neighbourhood by
    its nodes' serials (``scorer.scoring.abilities._BY_AROUND``) without holding the nodes."""
    tag_pairs: tuple[tuple[Tag, int], ...] = ()
    """(tag, count) per tag carried, in ``TAGS`` order (``scorer.scoring.card_facts``)."""
    abilities: tuple[ScoringAbility, ...] = ()
    """The card's scoring abilities other than rings (none for the starting tile)."""
    called: str = ""
    """How an explanation names this card: ``name``, or "starting tile <name>" for the tile (written
    once per node, which every city of its catalogue shares, not once per scored city)."""
    catalogue: Catalogue | None = field(default=None, compare=False, repr=False)
    """The catalogue this node's card was resolved in: a reason worded later names the card in the
    reader's language from it (``scorer.scoring.card_names``). Shared, never copied: the node is its."""

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The card (or starting tile) as players read it in ``language`` (``name`` in English): its name,
        else its contents in that language, unique in its catalogue ("... #2"). A node is so a
        ``scorer.model.report.Worded`` for the records that name its card (ring fills, unplaced groups)."""
        catalogue = self.catalogue
        if language == lang.DEFAULT_LANGUAGE or catalogue is None:  # no catalogue: a test's node
            return self.name
        if self.card is None:  # the starting tile's node
            return catalogue.tile_label(self.card_id, language)
        return catalogue.card_label(self.card_id, language)


@dataclass(frozen=True, slots=True)
class Holder:
    """A space that holds people and maybe rings: a feature card, or one half of the starting tile."""

    position: Position
    """Graph position of the card this space belongs to (``START`` for both halves)."""
    label: str
    card_id: str
    card_name: str
    people: People
    rings: tuple[RingAbility, ...]
    counts: tuple[int, int, int] = (0, 0, 0)
    """``people`` as (locals, tourists, vips), read once: an attribute of a pydantic model goes
    through its ``__getattr__`` hook, and the ring search and the report read these often."""


@dataclass(frozen=True, slots=True)
class City:
    """A resolved city: graph nodes, their neighbours, and the people-holding spaces."""

    nodes: dict[Position, Node]
    neighbours: dict[Position, tuple[Position, ...]]
    holders: tuple[Holder, ...]
    start_tile: StartingTile
    ranked: tuple[Position, ...] = ()
    """Every position in scan order: by column, beach before street, the starting tile at column 0
    (what ``build_city`` fills; the order tag groups are found in)."""
    scan: tuple[tuple[Position, Position, Position | None], ...] = ()
    """``ranked`` with each position's ``scanned_before`` pair: (position, first, second or None), what
    the tag-group scan walks (``scorer.scoring.facts``); shared by the cities of one shape."""

    def feature_nodes(self) -> Iterable[Node]:
        """Nodes of feature cards (not the starting tile), in a stable order."""
        nodes = self.nodes
        if next(iter(nodes)) == START:  # build_city puts the tile first: skip it without a Python loop
            return islice(nodes.values(), 1, None)
        return (n for p, n in nodes.items() if p != START)

    def tag_total(self, tag: str) -> int:
        """How many ``tag`` tags the whole city carries (starting tile included)."""
        return sum(n.tag_counts[tag] for n in self.nodes.values())

    def groups(self, tag: str) -> list[tuple[int, tuple[Position, ...]]]:
        """Connected groups of cards bearing ``tag`` (ruling 2) as (tag count, positions), largest first.

        Ties keep a stable order (left to right, beach before street) so explanations are repeatable."""
        seen: set[Position] = set()
        found: list[tuple[int, tuple[Position, ...]]] = []
        for start in sorted(self.nodes, key=_position_order):
            if start in seen or not self.nodes[start].tag_counts[tag]:
                continue
            stack, members = [start], []
            seen.add(start)
            while stack:
                here = stack.pop()
                members.append(here)
                for nxt in self.neighbours[here]:
                    if nxt not in seen and self.nodes[nxt].tag_counts[tag]:
                        seen.add(nxt)
                        stack.append(nxt)
            members.sort(key=_position_order)
            found.append((sum(self.nodes[p].tag_counts[tag] for p in members), tuple(members)))
        found.sort(key=lambda g: -g[0])
        return found

    def group_of(self, position: Position, tag: str) -> tuple[int, tuple[Position, ...]]:
        """The ``tag`` group containing ``position``, or (0, ()) when that card lacks the tag."""
        for size, members in self.groups(tag):
            if position in members:
                return size, members
        return 0, ()



_node = quick_maker(Node)
_holder = quick_maker(Holder)
_city = quick_maker(City)
"""Positional constructors (``scorer.model.records``): a city builds a node and a holder per card."""


def _position_order(position: Position) -> tuple[int, int]:
    row, column = position
    return (column, 0 if row in ("beach", "start") else 1)


class _Placed:
    """A catalogue's cards as city nodes: the starting tile's node per tile id, and each feature
    card's node per (card id, square, footprint), built once per catalogue. A ``Node`` holds nothing
    a player changes but its footprint (people live on the ``Holder``), so every city of every game
    scored with this catalogue shares them; building a frozen record costs more than finding it.
    The same goes for the ``Holder`` of such a card when nobody stands on it (most cards of a city):
    it is kept beside the node and shared too, and so are its holders with people, one per
    (locals, tourists, VIPs) seen on it (``_occupied``)."""

    __slots__ = ("resolve", "nodes", "starts", "catalogue")

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self.resolve = catalogue_cards(catalogue).card
        self.nodes: dict[tuple, tuple[Node, tuple[RingAbility, ...], Holder, dict]] = {}
        self.starts: dict[str, Node] = {}

    def start(self, catalogue: Catalogue, tile: StartingTile) -> Node:
        """The starting tile's node (its label unique in the catalogue, "... #2": how players read it)."""
        node = self.starts.get(tile.id)
        if node is None:
            printed = tile_facts(tile)
            label = catalogue.tile_label(tile.id)
            node = self.starts[tile.id] = _node(START, tile.id, label, printed.tags, printed.tag_counts,
                                                printed.symbols, None, False, next(_SERIALS), printed.tag_pairs,
                                                (), lang.text("explain.called_tile", "en", tile=label), catalogue)
        return node

    def card(self, key: tuple) -> tuple[Node, tuple[RingAbility, ...], Holder, dict]:
        """(node, printed rings, its holder with nobody on it, its holders with people by their counts,
        ``_occupied``) of ``key`` = (card id, row, column, footprint); ``UnknownCardError`` for an id the
        catalogue lacks."""
        card, facts, name = self.resolve(key[0])  # name: unique in the catalogue ("... #2")
        position = interned(key[1], key[2])
        node = _node(position, card.id, name, facts.tags, facts.tag_counts, facts.symbols, card, key[3],
                     next(_SERIALS), facts.tag_pairs, facts.abilities, name, self.catalogue)
        found: tuple[Node, tuple[RingAbility, ...], Holder, dict] = (node, facts.rings, _holder(position, "card", card.id, name, NOBODY, facts.rings, NOBODY_COUNTS), {})
        return remember(self.nodes, key, found, _PLACED_LIMIT)  # 78 cards x 160 squares x 2 at most; a backstop


_SERIALS = count()
"""Each node's ``serial``: a process-wide counter, so a serial is never given twice, even after a memo
above is cleared and its nodes made again."""
_PLACED_LIMIT = 32768
_placed: IdentityMemo[Catalogue, _Placed] = IdentityMemo(_Placed)
"""``_placed(catalogue)``: one ``_Placed`` per catalogue object (catalogues are immutable)."""


def build_city(player: PlayerCity, catalogue: Catalogue) -> City:
    """Resolve a player's cells into a ``City``; raises ``UnknownCardError`` for an unknown id.

    Assumes one card per cell and no card at column 0 (``scorer.scoring.validation`` reports those).
    What each card contributes is derived once per card object, and each card's node once per
    catalogue, square and footprint (``_Placed``)."""
    tile = catalogue.starting_tile(player.starting_tile)
    printed = tile_facts(tile)
    placed = _placed(catalogue)
    start = placed.start(catalogue, tile)
    nodes: dict[Position, Node] = {START: start}
    beach, street = player.start_beach, player.start_street
    holders: list[Holder] = [
        _holder(START, "beach half", tile.id, start.name, beach, printed.beach_rings, _counts(beach)),
        _holder(START, "street half", tile.id, start.name, street, printed.street_rings, _counts(street)),
    ]
    # Scan order (column, beach first) as one integer per cell, 2 x column + 1 on the street, sorted
    # by it alone (``_FIRST``, in C): a sort of plain integers compares them directly, where tuples
    # were compared item by item; the sort is stable, so equal squares (an invalid game) keep their
    # file order, and it never compares two cells' fields. Each cell's fields read from its __dict__
    # (where pydantic keeps them): a model's attribute read goes through its __getattr__ hook and
    # cannot be specialised, and a city reads ~9 per cell.
    order = sorted([(2 * cell["column"] + (cell["row"] != "beach"), cell) for cell in map(_FIELDS, player.cells)],
                   key=_FIRST)
    known = placed.nodes
    for _, cell in order:
        column = cell["column"]
        key = (cell["card"], cell["row"], column, cell["footprint"])
        node, rings, empty, occupied = known.get(key) or placed.card(key)
        position = node.position
        nodes[position] = node  # a square given twice (invalid) is one node, where first seen
        people = cell["people"]
        if people is NOBODY:
            holders.append(empty)
            continue
        fields = people.__dict__  # _counts inline: a call per cell shows
        if not (fields["locals"] or fields["tourists"] or fields["vips"]):
            holders.append(empty)  # most cards: nobody stands there (an equal People), so the shared holder
            continue
        counts = (fields["locals"], fields["tourists"], fields["vips"])
        holder = occupied.get(counts)
        if holder is None:
            holder = _occupied(occupied, node, people, rings, counts)
        holders.append(holder)
    # The scan order: the squares in the order just walked (the nodes' own order after the tile),
    # the starting tile before the first column >= 0, found once by bisection rather than asked per cell.
    squares = list(nodes)
    if len(squares) == len(order) + 1:  # no square given twice: the sorted cells count the squares left of the tile
        split = bisect_left(order, (0,)) + 1  # the first cell of column 0 or more (its key is 0 or more)
    else:
        split = 1 + sum([1 for position in squares[1:] if position[1] < 0])
    layout = (*squares[1:split], START, *squares[split:])
    neighbours, scan = _LAYOUTS.get(layout) or _shape(nodes, layout)
    return _city(nodes, neighbours, tuple(holders), tile, layout, scan)


def _occupied(occupied: dict, node: Node, people: People, rings: tuple, counts: tuple[int, int, int]) -> Holder:
    """The holder of ``node``'s card with ``counts`` people on it, kept in ``occupied`` (its ``_Placed``
    entry's): a holder holds nothing a city changes but its people, so the cities placing these
    people on this card and square share it (``people``: the first of equal ``People``)."""
    holder = _holder(node.position, "card", node.card_id, node.name, people, rings, counts)
    return remember(occupied, counts, holder, _OCCUPIED_LIMIT)  # a backstop: a card holds few distinct groups


_OCCUPIED_LIMIT = 64


_FIRST = itemgetter(0)
"""The scan key of a (key, cell) pair (``build_city``)."""
_FIELDS = attrgetter("__dict__")
"""A model's fields as its ``__dict__`` (read in C by ``map``, no comprehension step per cell)."""


NOBODY_COUNTS = (0, 0, 0)
"""The counts of a space nobody stands on; the shared empty holders carry this very tuple, so a
hot loop may test ``holder.counts is NOBODY_COUNTS`` (``scorer.scoring.rings``)."""


def _counts(people: People) -> tuple[int, int, int]:
    """(locals, tourists, vips) of ``people``, from its __dict__ (one hooked attribute read, not three)."""
    if people is NOBODY:  # most spaces: nobody stands there
        return NOBODY_COUNTS
    fields = people.__dict__
    return (fields["locals"], fields["tourists"], fields["vips"])


_LAYOUTS: dict[tuple[Position, ...], tuple[dict[Position, tuple[Position, ...]], tuple]] = {}
"""Each city shape's neighbours and scan (``_shape``), by its positions in scan order. Why: they
depend on the shape alone, and shapes recur (the same city scored on every rerun, hints trying the
squares of one city, and 14-card cities of two rows come in few shapes); they are shared between
the cities of one shape, which only read them."""
_LAYOUTS_LIMIT = 4096


def _shape(nodes: dict[Position, Node], layout: tuple[Position, ...]) -> tuple[dict, tuple]:
    """(neighbours, ``City.scan``) of a shape. Neighbours in grid_neighbours' order (left, right, the
    other row), the starting tile once, in ``nodes``' order; each position's candidates are worked out
    once per process (_around), only filtered here. Remembered by ``layout`` in ``_LAYOUTS``."""
    neighbours: dict[Position, tuple[Position, ...]] = {}
    held = nodes.__contains__
    for position in nodes:
        candidates = _AROUND.get(position) or _around(position)
        neighbours[position] = tuple(filter(held, candidates))  # in C: no comprehension frame per position
    found = (neighbours, tuple([_STEPS.get(p) or _step(p) for p in layout]))
    return remember(_LAYOUTS, layout, found, _LAYOUTS_LIMIT)  # a backstop: a few hundred shapes cover most tables


_STEPS: dict[Position, tuple[Position, Position, Position | None]] = {}
"""Each position's ``City.scan`` entry (``_step``), remembered: a few hundred positions at most, and a
new shape's scan is then found position by position rather than worked out."""


def _step(position: Position) -> tuple[Position, Position, Position | None]:
    # Columns are bounded by the file format; the limit is a backstop.
    return remember(_STEPS, position, (position, *scanned_before(position)), _AROUND_LIMIT)


def scanned_before(position: Position) -> tuple[Position, Position | None]:
    """The (at most two) positions touching ``position`` that a left-to-right scan reaches first, as
    (first, second or None): the square on its left (the starting tile for column 1) and, for a street
    card, the beach card above it; for the starting tile (column 0, both rows), the squares left of it."""
    if position == START:
        return interned("beach", -1), interned("street", -1)
    row, column = position
    left = START if column == 1 else interned(row, column - 1)
    return (left, interned("beach", column)) if row == "street" else (left, None)


_AROUND: dict[Position, tuple[Position, ...]] = {}
"""Each graph position's possible neighbours (``_around``), remembered: a few hundred positions at most."""
_AROUND_LIMIT = 4096


def _around(position: Position) -> tuple[Position, ...]:
    """The graph positions that could touch ``position`` (``grid_neighbours`` of its square, the
    starting tile once): left, right, the other row; for the starting tile the squares beside it."""
    found: tuple[Position, ...]
    if position == START:
        found = (interned("beach", -1), interned("beach", 1), interned("street", -1), interned("street", 1))
    else:
        row, column = position
        found = (START if column == 1 else interned(row, column - 1),
                 START if column == -1 else interned(row, column + 1),
                 START if column == 0 else interned(other_row(row), column))
    return remember(_AROUND, position, found, _AROUND_LIMIT)  # columns are bounded by the file format: a backstop


def column_pairs_run(city: City) -> tuple[int, tuple[int, ...]]:
    """Orange misc line: longest run of adjacent columns with a beach card above a street card.

    The starting tile's column always counts as a pair. Returns (length, columns). It depends on the
    city's shape alone, so it is remembered per shape (``City.ranked``), as the neighbours are."""
    found = _PAIRS.get(city.ranked)
    if found is None:
        found = _column_pairs_run(city.nodes)
        if city.ranked:  # a City made by build_city (the shape is known)
            remember(_PAIRS, city.ranked, found, _LAYOUTS_LIMIT)
    return found


_PAIRS: dict[tuple[Position, ...], tuple[int, tuple[int, ...]]] = {}
"""``column_pairs_run`` per city shape. Why: working it out walks every card and sorts the columns,
and shapes recur (a thousand 14-card 4-player games hold about 360)."""


def _column_pairs_run(nodes: dict[Position, Node]) -> tuple[int, tuple[int, ...]]:
    columns = {c for (r, c) in nodes if r == "beach"} & {c for (r, c) in nodes if r == "street"}
    columns.add(0)
    best: tuple[int, ...] = ()
    for column in sorted(columns):
        if column - 1 in columns:
            continue
        run = [column]
        while run[-1] + 1 in columns:
            run.append(run[-1] + 1)
        if len(run) > len(best):
            best = tuple(run)
    return len(best), best
