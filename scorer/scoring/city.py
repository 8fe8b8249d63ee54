"""City geometry: a player's cells resolved against the catalogue into a graph of cards.

Ruling 1: two rows (beach on top, street below), any number of columns, adjacency by shared
sides only. Ruling 4: the starting tile fills both rows of column 0; for adjacency and chains
it is ONE card (position ``START``) carrying only the tags and symbols printed on it; for people
it has two halves, each a separate space that holds people (and its own printed rings).

This module builds the graph and answers geometric questions (neighbours, tag groups, column
pairs). It does not validate legality (``scorer.scoring.validation``) and it does not score.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, RingAbility, StartingTile, Tag
from scorer.model.game import People, PlayerCity

Position = tuple[str, int]
START: Position = ("start", 0)
ROWS = ("beach", "street")


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


@dataclass(frozen=True)
class City:
    """A resolved city: graph nodes, their neighbours, and the people-holding spaces."""

    nodes: dict[Position, Node]
    neighbours: dict[Position, tuple[Position, ...]]
    holders: tuple[Holder, ...]
    start_tile: StartingTile

    def feature_nodes(self) -> Iterable[Node]:
        """Nodes of feature cards (not the starting tile), in a stable order."""
        return (n for p, n in self.nodes.items() if p != START)

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

    def names(self, positions: Iterable[Position]) -> str:
        """Card names of positions, joined for an explanation."""
        return ", ".join(self.nodes[p].name for p in positions)


def _position_order(position: Position) -> tuple[int, int]:
    row, column = position
    return (column, 0 if row in ("beach", "start") else 1)


def build_city(player: PlayerCity, catalogue: Catalogue) -> City:
    """Resolve a player's cells into a ``City``; raises ``UnknownCardError`` for an unknown id.

    Assumes one card per cell and no card at column 0 (``scorer.scoring.validation`` reports those)."""
    tile = catalogue.starting_tile(player.starting_tile)
    nodes: dict[Position, Node] = {
        START: Node(
            position=START,
            card_id=tile.id,
            name=catalogue.tile_label(tile.id),
            tags=tile.tags,
            tag_counts=Counter(tile.tags),
            symbols=tile.symbols,
            card=None,
            footprint=False,
        )
    }
    holders: list[Holder] = [
        Holder(START, "beach half", tile.id, catalogue.tile_label(tile.id), player.start_beach, tile.beach.rings),
        Holder(START, "street half", tile.id, catalogue.tile_label(tile.id), player.start_street, tile.street.rings),
    ]
    for cell in sorted(player.cells, key=lambda c: _position_order((c.row, c.column))):
        card = catalogue.card(cell.card)
        position = (cell.row, cell.column)
        nodes[position] = Node(
            position=position,
            card_id=card.id,
            name=catalogue.card_label(card.id),
            tags=card.tags,
            tag_counts=Counter(card.tags),
            symbols=card.symbols,
            card=card,
            footprint=cell.footprint,
        )
        holders.append(Holder(position, "card", card.id, catalogue.card_label(card.id), cell.people, card.rings))

    neighbours: dict[Position, tuple[Position, ...]] = {}
    for position in nodes:
        squares = [("beach", 0), ("street", 0)] if position == START else [position]
        found: list[Position] = []
        for row, column in squares:
            for nxt in grid_neighbours(row, column):
                if nxt != position and nxt in nodes and nxt not in found:
                    found.append(nxt)
        neighbours[position] = tuple(found)
    return City(nodes=nodes, neighbours=neighbours, holders=tuple(holders), start_tile=tile)


def column_pairs_run(city: City) -> tuple[int, tuple[int, ...]]:
    """Orange misc line: longest run of adjacent columns with a beach card above a street card.

    The starting tile's column always counts as a pair. Returns (length, columns)."""
    columns = {c for (r, c) in city.nodes if r == "beach"} & {c for (r, c) in city.nodes if r == "street"}
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
