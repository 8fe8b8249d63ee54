"""Facts about one city's layout, worked out once per layout: the engine asks them many times a turn.

A ``PlayerState.cards`` mapping is never changed once built (``state.frozen_map`` wraps a fresh
dict, and ``evolve`` shares it between states until a card is placed or swapped), so whatever
follows from it stays true while it lives: the spaces people stand on, the end-of-beach column,
where a card of each row may go, each space's neighbours, the shortest paths from a space and the
move actions along them. ``layout(cards, catalogue)`` remembers these per mapping (by identity,
the mapping kept alive in the cache so that its id cannot be reused) and per catalogue; the cache
is bounded. What follows from the spaces alone (occupied columns, neighbours, move offers, and where a
card may go given the end-of-beach column) is kept once per city shape and shared by every mapping of
that shape (``_Shape``): a new card makes a new mapping, but shapes recur from game to game. A
placement hands the old layout to the new one (``placed``), so a new shape starts from its parent's columns. The answers are the same functions' (``movement.neighbours``), asked once, or the same
answers worked out with less work: ``scorer.scoring.placement.legal_squares`` over each row's occupied
columns (``open_squares``), ``movement.shortest_paths`` over the remembered neighbours
(``tests/test_engine_layout.py`` compares them).

This module changes nothing; it knows geometry only, not whose turn it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import cast

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard
from scorer.engine.actions import MovePerson
from scorer.engine.offers import move_person, swap_cards
from scorer.engine.state import START_SQUARES, Square
from scorer.engine.words import Phrase
from scorer.scoring.memo import remember

_LIMIT = 32
"""Layouts remembered at most (the oldest goes first). A game in play asks about its players' current
cities only (a few mappings), so a small cache loses little, and its layouts die young: with 2048
they lived long enough for the garbage collector to promote and rescan them (issue 14)."""

_START = frozenset(START_SQUARES)


class Layout:
    """One cards mapping's geometry, each answer worked out on first use (see the module docstring)."""

    __slots__ = ("cards", "catalogue", "spaces", "_ends", "_end_at", "_shape", "_squares", "_neighbours", "_moves",
                 "remembered_moves", "_swaps", "_swap_offers", "_after")
    _end_at: int | None | object  # ``_NOT_YET`` until ``end_at`` is first read
    _shape: _Shape

    def __init__(self, cards: Mapping[Square, str], catalogue: Catalogue, ends: frozenset[str],
                 parent: Layout | None = None, square: Square | None = None):
        self.cards = cards
        self.catalogue = catalogue
        self._ends = ends
        self._end_at = _NOT_YET
        if parent is None:
            self.spaces: frozenset[Square] = _START.union(cards)
            """The starting tile's two halves and every placed card (for a player with a starting tile)."""
        else:
            # ``parent``'s cards with one more on ``square`` (``placed``): its spaces plus that square,
            # and the same end of the beach unless the new card is an end-of-beach card.
            assert square is not None  # a child layout is its parent's cards plus one on ``square``
            self.spaces = parent.spaces.union((square,))
            if cards[square] not in ends:
                self._end_at = parent._end_at
        self._squares: dict[tuple[str, bool], tuple[Square, ...]] = {}
        # Geometry that depends on the spaces only is shared by every city of the same shape.
        shape = _SHAPES.get(self.spaces)
        if shape is None:
            shape = remember(_SHAPES, self.spaces, _Shape(), _SHAPE_LIMIT)
            if parent is not None:
                assert square is not None  # as above
                shape.extend(parent._shape, square)
        self._shape = shape
        self._neighbours: dict[Square, tuple[Square, ...]] = shape.neighbours
        self._moves: dict[tuple[str, Square, int], tuple[MovePerson, ...]] = shape.moves
        self.remembered_moves = shape.moves
        """The ``moves`` answered so far for this city's shape, by (person, square, distance)."""
        self._swaps: tuple[tuple[Square, Square], ...] | None = None
        self._swap_offers: tuple | None = None
        self._after: dict[tuple, bool] | None = None  # made on first use: most layouts never hold two cards

    @property
    def end_at(self) -> int | None:
        """Column of the end-of-beach card, if placed (``placement.end_of_beach_column``)."""
        if self._end_at is _NOT_YET:
            self._end_at = None
            if self._ends.isdisjoint(self.cards.values()):
                return None  # no end-of-beach card placed (most cities): one set operation
            for (row, column), card_id in self.cards.items():
                if card_id in self._ends and row == "beach":
                    self._end_at = column
                    break
        return cast(int | None, self._end_at)  # worked out just above: never ``_NOT_YET`` here

    def columns(self) -> dict[str, tuple[int, ...]]:
        """The occupied columns of each row, the starting tile's column 0 included."""
        shape = self._shape
        if shape.columns is None:
            # Kept as tuples of numbers, not sets: the garbage collector stops scanning such a dict,
            # and thousands of shapes are remembered.
            shape.columns = {row: tuple(cols) for row, cols in row_columns(self.spaces).items()}
        return shape.columns

    def squares(self, row: str, is_end: bool) -> tuple[Square, ...]:
        """Where a card of ``row`` may go (``placement.card_squares``), left to right."""
        key = (row, is_end)
        found = self._squares.get(key)
        if found is None:
            end_at = self.end_at
            if is_end and end_at is not None:
                found = ()  # a second end-of-beach card has nowhere to go (ruling 14)
            else:
                # The same for every city of this shape with its end of the beach in the same column.
                shared = self._shape.squares
                found = shared.get((row, is_end, end_at))
                if found is None:
                    found = shared[(row, is_end, end_at)] = open_squares(self.columns(), row, is_end, end_at)
            self._squares[key] = found
        return found

    def card_squares(self, card: FeatureCard) -> tuple[Square, ...]:
        """Where ``card`` may go in this city, left to right (``()`` when nowhere)."""
        return self.squares(card.row, card.id in self._ends)

    def fits_after(self, square: Square, placed: FeatureCard, other: FeatureCard) -> bool:
        """True when ``other`` still has a place once ``placed`` is on ``square`` (an empty square
        where it may go): ``card_squares`` of the city with that card added, without building it."""
        placed_end = placed.id in self._ends
        other_end = other.id in self._ends
        key = (square, placed_end, other.row, other_end)
        if self._after is None:
            self._after = {}
        found = self._after.get(key)
        if found is None:
            end_at = self.end_at
            if end_at is None and placed_end and square[0] == "beach":
                end_at = square[1]
            if other_end and end_at is not None:
                found = False
            else:
                columns = {row: set(cols) for row, cols in self.columns().items()}
                columns[square[0]].add(square[1])
                found = bool(open_squares(columns, other.row, other_end, end_at))
            self._after[key] = found
        return found

    def swaps(self) -> tuple[tuple[Square, Square], ...]:
        """Every legal swap as (first, second), left to right, beach row first (``placement.legal_swaps``)."""
        if self._swaps is None:
            found = []
            for row in ("beach", "street"):
                squares = sorted(
                    (s for s, c in self.cards.items() if s[0] == row and c not in self._ends),
                    key=lambda s: s[1],
                )
                for i, first in enumerate(squares):
                    for second in squares[i + 1:]:
                        found.append((first, second))
            self._swaps = tuple(found)
        return self._swaps

    def swap_offers(self) -> tuple:
        """``swaps`` as the ``SwapCards`` actions ``legal_actions`` offers, in the same order."""
        if self._swap_offers is None:
            self._swap_offers = tuple(swap_cards(a, b) for a, b in self.swaps())
        return self._swap_offers

    def neighbours(self, square: Square) -> tuple[Square, ...]:
        """``movement.neighbours(square, self.spaces)``."""
        found = self._neighbours.get(square)
        if found is None:
            # ``movement.neighbours`` written out (a new shape asks it for every square).
            spaces = self.spaces
            row, column = square
            left, right, across = (row, column - 1), (row, column + 1), ("street" if row == "beach" else "beach", column)
            found = tuple([s for s in (left, right, across) if s in spaces])
            self._neighbours[square] = found
        return found

    def _shortest_paths(self, start: Square, distance: int) -> list[tuple[Square, ...]]:
        """``movement.shortest_paths`` sorted by (length, path): the same breadth-first search over the
        remembered neighbours, each level sorted on its own (a level's paths all have its length)."""
        ordered: list[tuple[Square, ...]] = []
        frontier: list[tuple[Square, tuple[Square, ...]]] = [(start, ())]
        seen = {start}
        for _ in range(distance):
            level: list[tuple[Square, tuple[Square, ...]]] = []
            for here, path in frontier:
                for square in self.neighbours(here):
                    if square not in seen:
                        seen.add(square)
                        level.append((square, path + (square,)))
            ordered += sorted(p for _, p in level)
            frontier = level
        return ordered

    def moves(self, person: str, square: Square, distance: int) -> tuple[MovePerson, ...]:
        """The moves ``legal_actions`` offers a local or tourist: one shortest path to every space within
        ``distance``, shortest first, then by path; a VIP moving 1 space: every neighbour, in
        ``neighbours`` order (``movement.vip_paths``; farther, a VIP's path matters and is not kept here)."""
        key = (person, square, distance)
        found = self._moves.get(key)
        if found is None:
            if person == "vip" and distance != 1:
                raise ValueError("a VIP's longer moves depend on its footprints: use movement.vip_paths")
            # A new shape: the same moves are often known from another city with the same spaces
            # around this square (a path of up to ``distance`` steps never leaves them).
            local = (person, square, distance, self._shape.around(self.spaces, square, distance))
            found = _LOCAL_MOVES.get(local)
            if found is None:
                paths: list[tuple[Square, ...]]
                if person == "vip":
                    paths = [(s,) for s in self.neighbours(square)]
                else:
                    paths = self._shortest_paths(square, distance)
                found = tuple(move_person(person, square, p) for p in paths)
                remember(_LOCAL_MOVES, local, found, _LOCAL_LIMIT)
            self._moves[key] = found
        return found


_LOCAL_MOVES: dict[tuple, tuple[MovePerson, ...]] = {}
"""``Layout.moves`` answers by (person, square, distance, the spaces around the square): shared by
every shape with the same spaces within ``distance`` of the square."""
_LOCAL_LIMIT = 1 << 16


_OFFSET = 64
"""Column ``c`` of a row is bit ``c + _OFFSET`` of the row's mask (``_Shape.around``); a column is
at least -40 (``scorer.engine.actions.GridColumn``), so the shift never goes negative."""


_NOT_YET = object()


class _Shape:
    """What follows from a city's spaces alone (not which card is where): shared by every city of
    that shape (cities of the same shape recur often: a few thousand shapes in 200 random games)."""

    __slots__ = ("columns", "squares", "neighbours", "moves", "masks")

    def __init__(self):
        self.columns: dict[str, tuple[int, ...]] | None = None
        self.squares: dict[tuple[str, bool, int | None], tuple[Square, ...]] = {}
        self.neighbours: dict[Square, tuple[Square, ...]] = {}
        self.moves: dict[tuple[str, Square, int], tuple[MovePerson, ...]] = {}
        self.masks: dict[str, int] | None = None

    def extend(self, parent: _Shape, square: Square) -> None:
        """Start this new shape from ``parent``'s, which lacks only ``square``: the occupied columns
        and row masks that ``parent`` already worked out, with that square added (no pass over the
        spaces)."""
        row, column = square
        if parent.columns is not None:
            columns = dict(parent.columns)
            columns[row] = columns[row] + (column,)
            self.columns = columns
        if parent.masks is not None:
            masks = dict(parent.masks)
            masks[row] |= 1 << (column + _OFFSET)
            self.masks = masks

    def around(self, spaces: frozenset[Square], square: Square, distance: int) -> int | frozenset[Square]:
        """Which squares within ``distance`` steps of ``square`` are spaces, as a bit mask.

        A path of at most ``distance`` steps from ``square`` only enters squares within that many steps
        (``distance`` columns along its row, ``distance - 1`` in the other row), so the shortest paths and
        the neighbours depend on these squares alone: bits ``0..2d`` are the columns ``c-d..c+d`` of the
        square's row, the next ``2d-1`` bits the columns ``c-d+1..c+d-1`` of the other row, cut from
        each row's mask of occupied columns (made once per shape). Longer moves (user-entered cards)
        use every space."""
        if not 0 < distance <= 6:
            return spaces
        masks = self.masks
        if masks is None:
            masks = self.masks = {"beach": 0, "street": 0}
            for row, column in spaces:
                masks[row] |= 1 << (column + _OFFSET)
        row, column = square
        width = 2 * distance + 1
        mine = (masks[row] >> (column - distance + _OFFSET)) & ((1 << width) - 1)
        other = (masks["street" if row == "beach" else "beach"] >> (column - distance + 1 + _OFFSET)) & ((1 << (width - 2)) - 1)
        return mine | (other << width)


_SHAPE_LIMIT = 8192
"""Shapes remembered at most (the cache starts over when full)."""
_SHAPES: dict[frozenset, _Shape] = {}


def row_columns(spaces: Iterable[Square]) -> dict[str, set[int]]:
    """Occupied squares as the set of columns of each row."""
    columns: dict[str, set[int]] = {"beach": set(), "street": set()}
    for row, column in spaces:
        columns[row].add(column)
    return columns


def open_squares(columns: Mapping[str, Iterable[int]], row: str, is_end: bool, end_at: int | None) -> tuple[Square, ...]:
    """``scorer.scoring.placement.legal_squares`` over occupied columns per row (same answer, less work).

    Empty squares of ``row`` beside an occupied square of the row or under/over one of the other
    row, never column 0; in the beach row nothing left of the end of the beach (``end_at``) and an
    end-of-beach card (``is_end``) no further right than the leftmost beach card (ruling 14)."""
    mine = columns[row]
    found = {c - 1 for c in mine}
    found.update([c + 1 for c in mine])
    found.update(columns["street" if row == "beach" else "beach"])
    found.difference_update(mine)
    found.discard(0)
    ordered = sorted(found)
    if row == "beach":
        if end_at is not None:
            ordered = [c for c in ordered if c >= end_at]
        if is_end:
            beach = [c for c in mine if c]
            if beach:
                leftmost = min(beach)
                ordered = [c for c in ordered if c <= leftmost]
    return tuple([(row, c) for c in ordered])


class CatalogueFacts:
    """What the engine asks of a catalogue's cards at every turn, worked out once per catalogue."""

    __slots__ = ("ends", "kinds", "tags", "steps", "names")

    def __init__(self, catalogue: Catalogue):
        self.ends = frozenset(i for i, c in catalogue.cards.items() if c.is_end_of_beach)
        """Ids of the end-of-beach cards."""
        self.kinds: dict[str, tuple[str, bool]] = {i: (c.row, i in self.ends) for i, c in catalogue.cards.items()}
        """Each card's ``(row, is end of beach)``: the key of ``Layout.squares``."""
        self.tags: dict[str, frozenset[str]] = {i: frozenset(c.tags) for i, c in catalogue.cards.items()}
        """Each card's tags as a set (the tag-filtered sand dollar action asks at every turn)."""
        self.steps: dict[tuple[str, Square], tuple] = {}
        """A card's placement steps by (card, square), remembered by ``rules`` (steps are immutable)."""
        self.names: dict[str, Phrase] = {}
        """A card's name as its placement steps give it (``words.card``), remembered by ``rules``."""


_FACTS: dict[int, tuple[Catalogue, CatalogueFacts]] = {}
_LAST_FACTS: tuple = (None, None)
"""The catalogue asked last and its facts (one tuple, replaced in one step): a game asks about one
catalogue hundreds of times, and an identity check costs less than the look-up by id."""


def catalogue_facts(catalogue: Catalogue) -> CatalogueFacts:
    """The remembered ``CatalogueFacts`` of a catalogue (kept alive with its answer, so its id is not reused)."""
    global _LAST_FACTS
    last = _LAST_FACTS
    if last[0] is catalogue:
        return last[1]
    found = _FACTS.get(id(catalogue))
    if found is None or found[0] is not catalogue:
        if len(_FACTS) > 64:
            _FACTS.clear()
        found = _FACTS[id(catalogue)] = (catalogue, CatalogueFacts(catalogue))
    _LAST_FACTS = found
    return found[1]


def end_of_beach_cards(catalogue: Catalogue) -> frozenset[str]:
    """Ids of the catalogue's end-of-beach cards (remembered per catalogue)."""
    return catalogue_facts(catalogue).ends


_NONE: frozenset[str] = frozenset()


def unplaceable(cards: Mapping[Square, str], ends: frozenset[str]) -> frozenset[str]:
    """The cards that have no legal square in this city on their own (``Layout.card_squares`` empty):
    every end-of-beach card once one is placed (ruling 14), else none. No geometry is needed: a row's
    square right of its rightmost card (the starting tile counts) is always free and legal, and while
    no end-of-beach card is placed, the free square left of the leftmost beach card (or of the tile)
    takes one. ``tests/test_engine_layout.py`` compares it with ``card_squares`` on random cities."""
    return _NONE if ends.isdisjoint(cards.values()) else ends


_LAYOUTS: dict[int, Layout] = {}


def layout(cards: Mapping[Square, str], catalogue: Catalogue) -> Layout:
    """The remembered facts of this cards mapping in this catalogue (built on first use)."""
    found = _LAYOUTS.get(id(cards))
    if found is None or found.cards is not cards or found.catalogue is not catalogue:
        found = _remember(Layout(cards, catalogue, end_of_beach_cards(catalogue)))
    return found


def placed(before: Mapping[Square, str], after: Mapping[Square, str], square: Square, catalogue: Catalogue) -> None:
    """Remember the layout of ``after``: the cards ``before`` with one card more on ``square``.

    When the layout of ``before`` is remembered (the placement's legal squares came from it), the
    new one starts from it: its spaces plus one square, its end of the beach, and for a shape not
    seen yet, the columns and row masks already worked out (``_Shape.extend``). The answers are
    the ones ``layout(after, catalogue)`` would work out from nothing (``tests/test_engine_layout.py``)."""
    parent = _LAYOUTS.get(id(before))
    if parent is not None and parent.cards is before and parent.catalogue is catalogue:
        _remember(Layout(after, catalogue, parent._ends, parent, square))


def _remember(found: Layout) -> Layout:
    if len(_LAYOUTS) >= _LIMIT:
        # The oldest goes (dicts keep insertion order): one layout freed per layout made, not
        # hundreds at once, which the garbage collector's allocation count would not see.
        del _LAYOUTS[next(iter(_LAYOUTS))]
    _LAYOUTS[id(found.cards)] = found
    return found
