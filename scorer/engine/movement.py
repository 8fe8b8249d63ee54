"""Moving people over a city: neighbouring spaces, path checks, path enumeration, VIP footprints.

People move up, down, left or right, one space per step, over placed cards only; the starting tile
is two spaces (beach half over street half, ruling 4). A path lists the squares entered, the
destination last. A path may enter a square again, the square it left included (ruling 21,
``docs/rules-notes.md``): the rulebook limits people ("You cannot move the same person twice"), not
squares, and a VIP marks the cards it moves "to or through ... even if the VIPs visit multiple times",
so a VIP may step out to a card and back to mark it.

A VIP drops a footprint on every feature card it enters or passes through that carries one of the
attributes its starting tile wants (a tag, or a printed symbol: sand dollar, people, ring), never
on the starting tile, at most one per card, while the supply lasts (ruling 10).

This module answers questions about geometry; it changes no state (``scorer.engine.rules`` does).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, StartingTile
from scorer.engine import words
from scorer.engine.state import Square
from scorer.engine.words import Said

FINAL_DISTANCE = {"local": 3, "tourist": 1, "vip": 1}
"""Final movement (ruling 11): each local up to 3 spaces, each tourist and VIP up to 1."""


def neighbours(square: Square, spaces: frozenset[Square] | set[Square]) -> tuple[Square, ...]:
    """Spaces sharing a side with ``square``: left, right, then the other row (fixed order)."""
    row, column = square
    other = "street" if row == "beach" else "beach"
    return tuple(s for s in ((row, column - 1), (row, column + 1), (other, column)) if s in spaces)


def path_refusal(spaces: frozenset[Square], start: Square, path: tuple[Square, ...], distance: int) -> Said | None:
    """Why ``path`` from ``start`` is not a legal move of up to ``distance`` spaces (``None``: it is),
    as a ``Said`` worded in any language (``scorer.engine.words``)."""
    if not path:
        return Said("engine.path_empty")
    if len(path) > distance:
        return Said("engine.path_too_long", length=len(path), distance=distance)
    here = start
    for square in path:  # a square may come twice (ruling 21): only each step's neighbour is checked
        if square not in spaces:
            return Said("engine.path_no_card", square=words.square(square))
        if square not in neighbours(here, spaces):
            return Said("engine.path_not_adjacent", square=words.square(square), here=words.square(here))
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
    """Every simple path (no square twice) of 1..``distance`` steps from ``start`` (depth first, stable
    order): the paths a UI offers a local or a tourist, whose path changes nothing but where it ends."""
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


VIP_PAIRS_MAX = 4096
"""The most (square, footprints dropped) pairs ``vip_paths`` searches; see its docstring for the bound."""


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
    """VIP paths worth offering: one per (destination, footprints it drops), shortest first, then in
    square order; a path may enter a square again (ruling 21), so the VIP's own square is a destination
    when the way out and back marks a card. A path that ends where it began and marks nothing is no move.

    Breadth first over pairs (square, footprints dropped so far), each kept with its shortest path: a
    longer walk to a known pair adds nothing, so the search stops at the first step that finds no new
    pair, however long the move. Bound: at most 3 neighbours a square, so step k finds at most
    min(3^k, S x D) pairs, S the city's squares and D the footprint sets (at most 2^W, W the
    qualifying cards without a footprint, sets no larger than ``supply``); a move of 2 spaces looks
    at 3 + 9 pairs, of 3 spaces at most 39. A user card moving people far in a city of many wanted
    cards could reach millions of sets: the search stops growing after ``VIP_PAIRS_MAX`` pairs (those
    offers stand; any longer legal path is still accepted by ``path_problem``)."""
    if distance == 1:
        return [(s,) for s in neighbours(start, spaces)]
    wanted = frozenset(square for square, card_id in cards.items()
                       if square not in footprints and qualifies(catalogue.card(card_id), tile))
    best: dict[tuple[Square, frozenset[Square]], tuple[Square, ...]] = {(start, frozenset()): ()}
    frontier: list[tuple[Square, frozenset[Square], tuple[Square, ...]]] = [(start, frozenset(), ())]
    for _ in range(distance):
        found: dict[tuple[Square, frozenset[Square]], tuple[Square, ...]] = {}
        for here, dropped, path in frontier:
            for square in neighbours(here, spaces):
                drops = (dropped | {square} if square in wanted and square not in dropped and len(dropped) < supply
                         else dropped)
                key = (square, drops)
                if key in best:
                    continue
                longer = path + (square,)
                if key not in found or longer < found[key]:
                    found[key] = longer
        if not found:
            break
        best.update(found)
        if len(best) >= VIP_PAIRS_MAX:
            break
        frontier = [(square, drops, path) for (square, drops), path in found.items()]
    offered = [path for (square, drops), path in best.items() if path and (square != start or drops)]
    return sorted(offered, key=lambda p: (len(p), p))


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
