"""Per-scoring-call cache of facts about one city: tag groups, neighbour tags and symbols, names.

``City.groups`` walks the whole graph on every call; scoring asks for the same groups many times
(every chain ability, three objective lines, the tie-breaker), so ``CityFacts`` computes each tag's
groups once and answers "which group is this card in" from a map. It also names cards the way
score explanations do. It is built inside one scoring call and never shared between calls.
It scores nothing.
"""

from __future__ import annotations

from card_db.models import TAGS
from functools import lru_cache

from scorer.model.words import counted  # the one pluraliser, re-exported for old callers
from scorer.scoring.city import START, City, Position

Group = tuple[int, tuple[Position, ...]]
"""(tag count, member positions), as ``City.groups`` returns them (ruling 2: tags, not cards)."""

NO_GROUP: Group = (0, ())

say_count = lru_cache(maxsize=2048)(counted)
"""``counted`` remembered: explanations say the same few counts ("3 Nature tags") over and over."""

_NO_TAGS = dict.fromkeys(TAGS, 0)


class CityFacts:
    """Lazily computed, cached facts about one ``City`` (tag groups, neighbour tags, names)."""

    __slots__ = ("city", "_order", "_carrying", "_groups", "_group_at", "_neighbour_tags", "_names", "_totals")

    def __init__(self, city: City) -> None:
        self.city = city
        self._order: dict[Position, int] | None = None
        self._carrying: dict[str, dict[Position, int]] = {}
        self._groups: dict[str, list[Group]] = {}
        self._group_at: dict[str, dict[Position, Group]] = {}
        self._neighbour_tags: dict[Position, dict[str, int]] = {}
        self._totals: dict[str, int] | None = None
        self._names: dict[Position, str] | None = None

    def groups(self, tag: str) -> list[Group]:
        """Connected groups of ``tag`` (ruling 2), largest first, in a stable order.

        The same groups, in the same order, as ``City.groups``; computed once per tag, with the
        left-to-right order of the cards sorted once per city."""
        found = self._groups.get(tag)
        if found is None:
            found = self._groups[tag] = self._walk(tag)
        return found

    def _walk(self, tag: str) -> list[Group]:
        order = self._order
        if order is None:
            # Left to right, beach (and the starting tile) before street, as City.groups orders them;
            # and, per tag, the cards carrying it (in that order) with their counts, in one pass.
            nodes = self.city.nodes
            ranked = sorted(nodes, key=_rank)
            order = self._order = {p: i for i, p in enumerate(ranked)}
            carrying = self._carrying = {t: {} for t in TAGS}
            for p in ranked:
                for t, n in nodes[p].tag_pairs:
                    carrying[t][p] = n
        having = self._carrying[tag]
        if not having:
            return []
        neighbours = self.city.neighbours
        seen: set[Position] = set()
        found: list[Group] = []
        for start in having:
            if start in seen:
                continue
            stack, members, size = [start], [], 0
            seen.add(start)
            while stack:
                here = stack.pop()
                members.append(here)
                size += having[here]
                for nxt in neighbours[here]:
                    if nxt in having and nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
            if len(members) > 1:
                members.sort(key=order.__getitem__)
            found.append((size, tuple(members)))
        if len(found) > 1:
            found.sort(key=_minus_size)
        return found

    def group_of(self, position: Position, tag: str) -> Group:
        """The ``tag`` group holding ``position``; ``(0, ())`` when that card lacks the tag."""
        at = self._group_at.get(tag)
        if at is None:
            at = self._group_at[tag] = {p: g for g in self.groups(tag) for p in g[1]}
        return at.get(position, NO_GROUP)

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

    def neighbour_tags(self, position: Position) -> dict[str, int]:
        """Tags carried by the neighbours of ``position``, with multiplicity (ruling 3: never its own)."""
        found = self._neighbour_tags.get(position)
        if found is None:
            nodes = self.city.nodes
            # Every tag type keyed (as the cards' own counts are), so a lookup never misses; a plain
            # dict copied in C (a Counter is built in Python), as this runs for most cards of every city.
            found = _NO_TAGS.copy()
            for other in self.city.neighbours[position]:
                for tag, n in nodes[other].tag_pairs:
                    found[tag] += n
            self._neighbour_tags[position] = found
        return found

    def tag_total(self, tag: str) -> int:
        """How many ``tag`` tags the whole city carries, starting tile included (``City.tag_total``)."""
        totals = self._totals
        if totals is None:
            totals = self._totals = _NO_TAGS.copy()
            for node in self.city.nodes.values():
                for t, n in node.tag_pairs:
                    totals[t] += n
        return totals[tag]

    def name(self, position: Position) -> str:
        """How an explanation names the card at ``position``."""
        names = self._names
        if names is None:
            names = self._all_names()
        return names[position]

    def names(self, positions) -> str:
        """Names of several positions, joined for a sentence."""
        names = self._names
        if names is None:
            names = self._all_names()
        return ", ".join([names[p] for p in positions])

    def _all_names(self) -> dict[Position, str]:
        # Every card's name once per city: explanations name the same cards over and over.
        names = self._names = {p: node.name for p, node in self.city.nodes.items()}
        names[START] = f"starting tile {names[START]}"
        return names


def _rank(position: Position) -> tuple[int, int]:
    return (position[1], 0 if position[0] in ("beach", "start") else 1)


def _minus_size(group: Group) -> int:
    return -group[0]
