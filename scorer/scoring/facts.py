"""Per-scoring-call cache of facts about one city: tag groups, neighbour tags and symbols, names.

``City.groups`` walks the whole graph on every call; scoring asks for the same groups many times
(every chain ability, three objective lines, the tie-breaker), so ``CityFacts`` computes each tag's
groups once and answers "which group is this card in" from a map. It also names cards the way
score explanations do. It is built inside one scoring call and never shared between calls.
It scores nothing.
"""

from __future__ import annotations

from collections import Counter

from card_db.models import TAGS
from scorer.scoring.city import START, City, Position

Group = tuple[int, tuple[Position, ...]]
"""(tag count, member positions), as ``City.groups`` returns them (ruling 2: tags, not cards)."""

NO_GROUP: Group = (0, ())


def counted(n: int, singular: str, plural: str | None = None) -> str:
    """``counted(1, "tag")`` -> "1 tag"; ``counted(2, "tag")`` -> "2 tags" (explanations read as sentences)."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


class CityFacts:
    """Lazily computed, cached facts about one ``City`` (tag groups, neighbour tags, names)."""

    __slots__ = ("city", "_order", "_groups", "_group_at", "_neighbour_tags")

    def __init__(self, city: City) -> None:
        self.city = city
        self._order: dict[Position, int] | None = None
        self._groups: dict[str, list[Group]] = {}
        self._group_at: dict[str, dict[Position, Group]] = {}
        self._neighbour_tags: dict[Position, Counter] = {}

    def groups(self, tag: str) -> list[Group]:
        """Connected groups of ``tag`` (ruling 2), largest first, in a stable order.

        The same groups, in the same order, as ``City.groups``; computed once per tag, with the
        left-to-right order of the cards sorted once per city."""
        found = self._groups.get(tag)
        if found is None:
            found = self._walk(tag)
            self._groups[tag] = found
            self._group_at[tag] = {p: g for g in found for p in g[1]}
        return found

    def _walk(self, tag: str) -> list[Group]:
        order = self._order
        if order is None:
            # Left to right, beach (and the starting tile) before street, as City.groups orders them.
            ranked = sorted(self.city.nodes, key=lambda p: (p[1], 0 if p[0] in ("beach", "start") else 1))
            order = self._order = {p: i for i, p in enumerate(ranked)}
        nodes, neighbours = self.city.nodes, self.city.neighbours
        seen: set[Position] = set()
        found: list[Group] = []
        for start in order:
            if start in seen or not nodes[start].tag_counts[tag]:
                continue
            stack, members, size = [start], [], 0
            seen.add(start)
            while stack:
                here = stack.pop()
                members.append(here)
                size += nodes[here].tag_counts[tag]
                for nxt in neighbours[here]:
                    if nxt not in seen and nodes[nxt].tag_counts[tag]:
                        seen.add(nxt)
                        stack.append(nxt)
            members.sort(key=order.__getitem__)
            found.append((size, tuple(members)))
        found.sort(key=lambda g: -g[0])
        return found

    def group_of(self, position: Position, tag: str) -> Group:
        """The ``tag`` group holding ``position``; ``(0, ())`` when that card lacks the tag."""
        if tag not in self._group_at:
            self.groups(tag)
        return self._group_at[tag].get(position, NO_GROUP)

    def largest(self, tag: str) -> Group:
        """The largest ``tag`` group (the first of equals), or ``(0, ())``."""
        found = self.groups(tag)
        return found[0] if found else NO_GROUP

    def longest_chain(self) -> tuple[int, str | None]:
        """Tie-breaker 2 (ruling 12): tags in the largest group of any one tag type, waves included."""
        best, best_tag = 0, None
        for tag in TAGS:
            size = self.largest(tag)[0]
            if size > best:
                best, best_tag = size, tag
        return best, best_tag

    def neighbour_tags(self, position: Position) -> Counter:
        """Tags carried by the neighbours of ``position``, with multiplicity (ruling 3: never its own)."""
        found = self._neighbour_tags.get(position)
        if found is None:
            found = Counter()
            nodes = self.city.nodes
            for other in self.city.neighbours[position]:
                found.update(nodes[other].tag_counts)
            self._neighbour_tags[position] = found
        return found

    def name(self, position: Position) -> str:
        """How an explanation names the card at ``position``."""
        node = self.city.nodes[position]
        return f"starting tile {node.name}" if position == START else node.name

    def names(self, positions) -> str:
        """Names of several positions, joined for a sentence."""
        return ", ".join(self.name(p) for p in positions)
