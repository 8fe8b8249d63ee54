"""Moving people over a city: neighbouring spaces, path checks, path enumeration, VIP footprints.

People move up, down, left or right, one space per step, over placed cards only; the starting tile
is two spaces (beach half over street half, ruling 4). A path lists the squares entered, the
destination last. Paths are simple: no square twice and never back onto the square left.

A VIP drops a footprint on every feature card it enters or passes through that carries one of the
attributes its starting tile wants (a tag, or a printed symbol: sand dollar, people, ring), never
on the starting tile, at most one per card, while the supply lasts (ruling 10).

This module answers questions about geometry; it changes no state (``scorer.engine.rules`` does).
"""

from __future__ import annotations

from typing import Iterable, Mapping

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, StartingTile
from scorer.engine.state import Square

FINAL_DISTANCE = {"local": 3, "tourist": 1, "vip": 1}
"""Final movement (ruling 11): each local up to 3 spaces, each tourist and VIP up to 1."""


def neighbours(square: Square, spaces: frozenset[Square] | set[Square]) -> tuple[Square, ...]:
    """Spaces sharing a side with ``square``: left, right, then the other row (fixed order)."""
    row, column = square
    other = "street" if row == "beach" else "beach"
    return tuple(s for s in ((row, column - 1), (row, column + 1), (other, column)) if s in spaces)


def path_problem(spaces: frozenset[Square], start: Square, path: tuple[Square, ...], distance: int) -> str | None:
    """Why ``path`` from ``start`` is not a legal move of up to ``distance`` spaces (``None``: it is)."""
    if not path:
        return "a move needs at least one square to go to"
    if len(path) > distance:
        return f"this move goes {len(path)} spaces but only {distance} are allowed"
    seen = {start}
    here = start
    for square in path:
        if square not in spaces:
            return f"{_label(square)} holds no card: people only move onto placed cards"
        if square in seen:
            return f"the path enters {_label(square)} twice: give a path without loops"
        if square not in neighbours(here, spaces):
            return f"{_label(square)} does not share a side with {_label(here)}: move up, down, left or right"
        seen.add(square)
        here = square
    return None


def shortest_paths(spaces: frozenset[Square], start: Square, distance: int) -> dict[Square, tuple[Square, ...]]:
    """One shortest path to every space reachable in 1..``distance`` steps (breadth first, stable)."""
    found: dict[Square, tuple[Square, ...]] = {}
    frontier: list[tuple[Square, tuple[Square, ...]]] = [(start, ())]
    seen = {start}
    for _ in range(distance):
        nxt: list[tuple[Square, tuple[Square, ...]]] = []
        for here, path in frontier:
            for square in neighbours(here, spaces):
                if square not in seen:
                    seen.add(square)
                    longer = found[square] = path + (square,)
                    nxt.append((square, longer))
        frontier = nxt
    return found


def simple_paths(spaces: frozenset[Square], start: Square, distance: int) -> list[tuple[Square, ...]]:
    """Every simple path of 1..``distance`` steps from ``start`` (depth first, stable order)."""
    paths: list[tuple[Square, ...]] = []

    def walk(here: Square, path: tuple[Square, ...], seen: frozenset[Square]) -> None:
        if len(path) == distance:
            return
        for square in neighbours(here, spaces):
            if square not in seen:
                longer = path + (square,)
                paths.append(longer)
                walk(square, longer, seen | {square})

    walk(start, (), frozenset((start,)))
    return paths


def qualifies(card: FeatureCard, tile: StartingTile) -> bool:
    """True when a VIP of ``tile`` wants this card: it carries a wanted tag or printed symbol."""
    wants = tile.footprint.wants
    return any(t in wants for t in card.tags) or any(s in wants for s in card.symbols)


def footprint_drops(
    path: Iterable[Square],
    cards: Mapping[Square, str],
    footprints: frozenset[Square],
    tile: StartingTile,
    catalogue: Catalogue,
    supply: int,
) -> tuple[Square, ...]:
    """The squares of ``path`` where a moving VIP leaves a footprint, in path order.

    Only feature cards (never the starting tile), only qualifying ones, one footprint per card,
    and no more than ``supply`` footprints."""
    drops: list[Square] = []
    for square in path:
        if len(drops) >= supply:
            break
        card_id = cards.get(square)
        if card_id is None or square in footprints or square in drops:
            continue
        if qualifies(catalogue.card(card_id), tile):
            drops.append(square)
    return tuple(drops)


def vip_paths(
    spaces: frozenset[Square],
    start: Square,
    distance: int,
    cards: Mapping[Square, str],
    footprints: frozenset[Square],
    tile: StartingTile,
    catalogue: Catalogue,
    supply: int,
) -> list[tuple[Square, ...]]:
    """VIP paths worth offering: one per (destination, footprints it drops), shortest first."""
    if distance == 1:
        return [(s,) for s in neighbours(start, spaces)]
    offered: dict[tuple[Square, tuple[Square, ...]], tuple[Square, ...]] = {}
    for path in simple_paths(spaces, start, distance):
        key = (path[-1], tuple(sorted(footprint_drops(path, cards, footprints, tile, catalogue, supply))))
        if key not in offered or len(path) < len(offered[key]):
            offered[key] = path
    return sorted(offered.values(), key=lambda p: (len(p), p))


def _label(square: Square) -> str:
    row, column = square
    return f"the starting tile's {row} half" if column == 0 else f"{row} row, column {column}"


_LABELS: dict[Square, str] = {}
"""``square_label`` per square, remembered: the log names the same few squares at almost every move."""


def square_label(square: Square) -> str:
    """A square as players read it: "beach row, column -2" or "the starting tile's street half"."""
    found = _LABELS.get(square)
    if found is None:
        if len(_LABELS) >= 4096:  # columns are bounded by the rules; this is a backstop
            _LABELS.clear()
        found = _LABELS[square] = _label(square)
    return found
