"""Per-scoring-call cache of facts about one city: tag groups and symbols, names.

``City.groups`` walks the whole graph on every call; scoring asks for the same groups many times
(every chain ability, three objective lines, the tie-breaker), so ``CityFacts`` finds every tag's
groups in one scan of the city and answers "which group is this card in" from them. It also
names cards the way score explanations do (each node's ``called``, written once per node), sums the
city's tags. (The abilities read a card's neighbours from the city itself.) It is built inside one scoring call and never shared between
calls. It scores nothing. ``say_count`` is ``counted`` remembered, for the explanations.
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Any

from card_db.models import TAGS
from scorer.model.words import counted
from scorer.scoring.city import City, Position, scanned_before

Group = tuple[int, tuple[Position, ...]]
"""(tag count, member positions), as ``City.groups`` returns them (ruling 2: tags, not cards)."""

NO_GROUP: Group = (0, ())

say_count = lru_cache(maxsize=2048)(counted)
"""``counted`` remembered: explanations say the same few counts ("3 Nature tags") over and over."""


class CityFacts:
    """Lazily computed, cached facts about one ``City`` (tag groups, names)."""

    __slots__ = ("city", "_groups", "_longest")

    def __init__(self, city: City) -> None:
        self.city = city
        self._groups: dict[str, list[Group]] | None = None

    def groups(self, tag: str) -> list[Group]:
        """Connected groups of ``tag`` (ruling 2), largest first, in a stable order.

        The same groups, in the same order, as ``City.groups`` (``tests/scoring/test_scoring_properties.py``
        compares them); every tag's groups are found together, in one scan of the city."""
        found = self._groups
        if found is None:
            found = self._groups = self._scan()
        return found[tag]

    def _scan(self) -> dict[str, list[Group]]:
        """Every tag's groups in one left-to-right scan (beach, or the starting tile, before street).

        A card joins the groups of its already scanned neighbours carrying the same tag (the one on
        its left, the beach card above a street card; the starting tile's are the cards left of it),
        merging them when it links two: each edge of the city is seen once, from its later end.
        Groups are listed per tag as they are started, so in the order of their first (leftmost)
        card (a merge keeps the earlier started group), then sorted by size, largest first, stably:
        the order ``City.groups``' walk gives. A group is [size, members, number]; size -1 once merged."""
        nodes = self.city.nodes
        # Each position with its (at most two) scanned neighbours, worked out once per city shape
        # (``City.scan``, from build_city), else here.
        scan = self.city.scan or [(p, *scanned_before(p)) for p in (self.city.ranked or sorted(nodes, key=_rank))]
        # A group is a list [size, members, number] (a list, not a class: made and changed in place fastest).
        at: dict[str, dict[Position, list[Any]]] = {}  # tag -> card -> its group
        started: dict[str, list[list[Any]]] = {}  # tag -> groups in the order they were started
        group: list[Any] | None
        for p, first, second in scan:
            pairs = nodes[p].tag_pairs
            if not pairs:
                continue
            # The two scanned neighbours unrolled: a loop over one or two costs more steps than the
            # group it finds, and this runs for every tag of every card of every city.
            for tag, n in pairs:
                mine = at.get(tag)
                if mine is None:  # the tag's first card: its first group
                    group = [n, [p], 0]
                    at[tag] = {p: group}
                    started[tag] = [group]
                    continue
                group = mine.get(first)
                if second is not None:
                    other = mine.get(second)
                    if other is not None and other is not group:
                        if group is None:
                            group = other
                        else:  # p links two groups: the earlier started one takes the other's cards
                            if other[2] < group[2]:
                                group, other = other, group
                            group[0] += other[0]
                            group[1] = sorted(group[1] + other[1], key=_rank)  # kept left to right
                            for r in other[1]:
                                mine[r] = group
                            other[0] = -1
                if group is None:  # no scanned neighbour carries the tag: a new group
                    listed = started[tag]
                    mine[p] = group = [n, [p], len(listed)]
                    listed.append(group)
                    continue
                group[0] += n
                group[1].append(p)  # the rightmost so far: members stay in scan order
                mine[p] = group
        found: dict[str, list[Group]] = {}
        best, best_tag = 0, None  # the longest chain (tie-breaker 2), noted while the groups are listed
        for tag in TAGS:
            tag_groups = started.get(tag)
            if tag_groups is None:
                found[tag] = []
                continue
            if len(tag_groups) == 1:  # one group started, so never merged away: no comprehension (a frame)
                g = tag_groups[0]
                found[tag] = [(g[0], tuple(g[1]))]
                if g[0] > best:
                    best, best_tag = g[0], tag
                continue
            groups = []
            for g in tag_groups:  # a loop, not a comprehension (a frame per tag)
                if g[0] > 0:  # not merged away
                    groups.append((g[0], tuple(g[1])))
            if len(groups) > 1:  # largest first, equals in scan order: a stable sort, even reversed,
                groups.sort(key=_size, reverse=True)  # with a C key (no Python call per group)
            found[tag] = groups
            if groups[0][0] > best:
                best, best_tag = groups[0][0], tag
        self._longest = (best, best_tag)
        return found

    def group_of(self, position: Position, tag: str) -> Group:
        """The ``tag`` group holding ``position``; ``(0, ())`` when that card lacks the tag.

        The few groups of the tag searched in C (``in`` over each group's members): a city asks for a
        tag's group once or twice (its chain cards), so a map of every member would cost more."""
        found = self._groups
        if found is None:
            found = self._groups = self._scan()
        for group in found[tag]:
            if position in group[1]:
                return group
        return NO_GROUP

    def largest(self, tag: str) -> Group:
        """The largest ``tag`` group (the first of equals), or ``(0, ())``."""
        found = self._groups
        if found is None:
            found = self._groups = self._scan()
        groups = found[tag]
        return groups[0] if groups else NO_GROUP

    def longest_chain(self) -> tuple[int, str | None]:
        """Tie-breaker 2 (ruling 12): tags in the largest group of any one tag type, waves included."""
        if self._groups is None:
            self._groups = self._scan()
        return self._longest  # the first largest in TAGS order, noted by the scan

    def tag_total(self, tag: str) -> int:
        """How many ``tag`` tags the whole city carries, starting tile included (``City.tag_total``).

        The sum of the sizes of the tag's groups (every card carrying the tag is in exactly one):
        the scan is made for every city anyway, and its few groups sum in far fewer steps than
        every card's tags."""
        found = self._groups
        if found is None:
            found = self._groups = self._scan()
        total = 0
        for size, _ in found[tag]:  # a loop, not sum(generator): no frame resumed per group
            total += size
        return total

    def name(self, position: Position) -> str:
        """How an explanation names the card at ``position`` (``Node.called``)."""
        return self.city.nodes[position].called



def _rank(position: Position) -> tuple[int, int]:
    return (position[1], 0 if position[0] in ("beach", "start") else 1)



_size = itemgetter(0)
"""A group's tag count."""
