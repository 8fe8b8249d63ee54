"""The 9 objective lines (Blue, Green, Orange x wave, misc, people) and the Blue people ranking.

Non-wave tags are local, tourist, business, sports and nature. Wave and misc lines read tag
groups from ``CityFacts`` (ruling 2); people lines take the ring assignment from ``scorer.scoring.rings``.
The Blue people line compares players (ruling 7), so ``blue_penalties`` and ``resolve_blue`` work
on the whole table; everything else here is per city. The solo Robot's towel lines live in
``scorer.scoring.robot``. Each function returns one ``ScoreItem`` whose reason explains the count, kept as
what it says (``scorer.scoring.objective_reasons.Told``: a ``reason_objective.*`` catalogue key, its numbers
and the cards it names) and worded only when read, in the reader's language; pass the ``catalogue`` the
city was built from, which names its unnamed cards in other languages. ``wave_points`` and
``misc_points`` give the same lines as numbers (for ``score_totals``), tested equal.
"""

from __future__ import annotations

from collections.abc import Sequence

from card_db.catalogue import Catalogue
from card_db.models import NON_WAVE_TAGS, Tag
from scorer.model.report import ScoreItem, make_score_item
from scorer.scoring.city import START, column_pairs_run
from scorer.scoring.facts import CityFacts
from scorer.scoring.memo import remember
from scorer.scoring.objective_reasons import Joined, Listed, Told, Value, told
from scorer.scoring.rings import RingAssignment

ORANGE_WAVE_TABLE = {1: 1, 2: 3, 3: 6, 4: 10}
"""Orange wave line as printed on the tile (ruling 6); 5 or more Wave tags score 10."""

BLUE_MOST, BLUE_SECOND = -4, -2
BLUE_ROUNDS = 10
"""At most this many best-response rounds when choosing Blue ring assignments (then stop)."""


def orange_wave_points(size: int) -> int:
    """Points of one Orange wave group of ``size`` Wave tags (ruling 6)."""
    return ORANGE_WAVE_TABLE.get(size, 10 if size > 4 else 0)


def _item(line: str, points: int, reason: Told, ruling: int | None = None) -> ScoreItem:
    return make_score_item(line, points, reason, None, None, None, f"objective_{line}", ruling)


# Reasons are made here as ``Told((key, name, value, ...))``, ``Joined((separator, item, ...))`` and cards as
# ``(catalogue, node, ...)``: flat tuples built in C (``scorer.scoring.objective_reasons``), worded only when read.

_TAGS = {tag: Told((f"tag.{tag}",)) for tag in NON_WAVE_TAGS}
"""A non-wave tag's name as a clause ("Local Spot", "Einheimischen-Treff"), made once."""
_WHAT = {name: told(name) for name in ("blue_most", "blue_most_tied", "blue_second", "blue_second_tied",
                                       "blue_none_unplaced", "blue_neither")}
"""Where a player stands on the Blue people line (ruling 7), made once."""
_NO_WAVE = {objective: told(f"{objective}_wave_none") for objective in ("blue", "orange")}
_BLUE_NO_MISC = told("blue_misc_none")
_GREEN_NO_WAVE = told("green_wave_none", count=0)
_GREEN_NO_MISC = told("green_misc_none", count=0)
_GREEN_NO_PEOPLE = told("green_people_none")
"""What a city without the line's groups is told, made once."""


# --- wave lines -------------------------------------------------------------------------------


_WAVES: dict[tuple, ScoreItem] = {}
"""Wave items remembered by what they read: (objective, (size, serials of the group's nodes...) per
Wave group, in order) -> item. A wave item is a pure function of those (the groups' sizes and their
cards' names), so a city whose Wave groups did not change finds its frozen item when its table is
scored again (as ``scorer.scoring.abilities._BY_AROUND``: node serials are never given twice)."""
_WAVES_LIMIT = 32768  # a backstop: cleared when full


def wave_item(objective: str, facts: CityFacts, catalogue: Catalogue | None = None) -> ScoreItem:
    """The wave line of ``objective`` for one city (remembered per objective and groups, ``_WAVES``: the
    same serials are the same nodes, so the same ``catalogue``)."""
    groups = facts.groups("wave")
    nodes = facts.city.nodes
    parts: list[object] = [objective]
    for size, members in groups:  # plain loops: few groups of few cards
        serials = [size]
        for p in members:
            serials.append(nodes[p].serial)
        parts.append(tuple(serials))
    key = tuple(parts)
    item = _WAVES.get(key)
    if item is None:
        item = remember(_WAVES, key, _wave_item(objective, facts, groups, catalogue), _WAVES_LIMIT)
    return item


def _wave_item(objective: str, facts: CityFacts, groups: list, catalogue: Catalogue | None = None) -> ScoreItem:
    if objective == "blue":
        if not groups:
            return _item("wave", 0, _NO_WAVE["blue"])
        size, members = groups[0]
        key = "reason_objective.blue_wave_tie" if len(groups) > 1 and groups[1][0] == size \
            else "reason_objective.blue_wave"
        cards = (catalogue, *map(facts.city.nodes.__getitem__, members))
        return _item("wave", 2 * size, Told((key, "count", size, "cards", cards)),
                     2 if size != len(members) else None)
    if objective == "green":
        if not groups:
            return _item("wave", 0, _GREEN_NO_WAVE)
        at = facts.city.nodes.__getitem__
        listed = Joined(("; ", *[(catalogue, *map(at, m)) for _, m in groups]))
        return _item("wave", 3 * len(groups),
                     Told(("reason_objective.green_wave", "count", len(groups), "groups", listed)))
    if objective == "orange":
        if not groups:
            return _item("wave", 0, _NO_WAVE["orange"])
        at = facts.city.nodes.__getitem__
        parts, total, ruling = [], 0, None
        for size, members in groups:
            points = orange_wave_points(size)
            part = "reason_objective.orange_wave_group"
            if size == 1:
                part, ruling = "reason_objective.orange_wave_group_one", 6
            elif size > 4:
                part, ruling = "reason_objective.orange_wave_group_five", 6
            parts.append(Told((part, "size", size, "cards", (catalogue, *map(at, members)), "points", points)))
            total += points
        sums = " + ".join([str(orange_wave_points(s)) for s, _ in groups])
        why = Told(("reason_objective.orange_wave", "groups", Joined(("; ", *parts)), "sums", sums))
        return _item("wave", total, why, ruling)
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


# --- misc lines -------------------------------------------------------------------------------


def misc_item(objective: str, facts: CityFacts, catalogue: Catalogue | None = None) -> ScoreItem:
    """The misc line of ``objective`` for one city."""
    if objective == "blue":
        best: tuple[int, Tag | None, tuple] = (0, None, ())
        ties: list[Told] = []
        for tag in NON_WAVE_TAGS:
            size, members = facts.largest(tag)
            if size and size > best[0]:
                best, ties = (size, tag, members), []
            elif size and size == best[0]:
                ties.append(_TAGS[tag])
        size, best_tag, members = best
        if not size or best_tag is None:  # no tag in the city at all (a tag is found whenever size > 0)
            return _item("misc", 0, _BLUE_NO_MISC, 8)
        cards = (catalogue, *map(facts.city.nodes.__getitem__, members))
        if ties:
            return _item("misc", 2 * size, Told(("reason_objective.blue_misc_tie", "count", size, "tag", _TAGS[best_tag],
                                                 "cards", cards, "ties", Listed(ties))), 8)
        return _item("misc", 2 * size, Told(("reason_objective.blue_misc", "count", size, "tag", _TAGS[best_tag],
                                             "cards", cards)), 8)
    if objective == "green":
        found = [(tag, size, members) for tag in NON_WAVE_TAGS for size, members in facts.groups(tag) if size >= 3]
        if not found:
            return _item("misc", 0, _GREEN_NO_MISC, 8)
        at = facts.city.nodes.__getitem__
        listed = Joined(("; ", *[Told(("reason_objective.green_misc_group", "tag", _TAGS[t], "size", s,
                                       "cards", (catalogue, *map(at, m)))) for t, s, m in found]))
        return _item("misc", 3 * len(found),
                     Told(("reason_objective.green_misc", "count", len(found), "groups", listed)), 8)
    if objective == "orange":
        length, columns = column_pairs_run(facts.city)
        nodes = facts.city.nodes
        names: list[Value] = []
        for column in columns:
            if column == 0:
                names.append((catalogue, nodes[START]))
            else:
                names.append(Told(("reason_objective.orange_misc_pair",
                                   "beach", (catalogue, nodes[("beach", column)]),
                                   "street", (catalogue, nodes[("street", column)]))))
        return _item("misc", length, Told(("reason_objective.orange_misc", "length", length,
                                           "columns", Listed(columns), "cards", Joined(("; ", *names)))))
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


# --- people lines -----------------------------------------------------------------------------


def green_people_item(facts: CityFacts, assignment: RingAssignment, catalogue: Catalogue | None = None) -> ScoreItem:
    """Green: -1 per card with people outside rings; the starting tile is one card (ruling 18)."""
    cards = assignment.cards_with_unplaced()
    if not cards:
        return _item("people", 0, _GREEN_NO_PEOPLE, 18)
    key = "reason_objective.green_people_start" if START in cards else "reason_objective.green_people"
    named = (catalogue, *map(facts.city.nodes.__getitem__, cards))
    return _item("people", -len(cards), Told((key, "count", len(cards), "cards", named)), 18)


def orange_people_item(assignment: RingAssignment) -> ScoreItem:
    """Orange: +1 per filled ring, -1 per 2 unplaced people (rounded down)."""
    filled, unplaced = assignment.filled, assignment.unplaced
    penalty = unplaced // 2
    return _item("people", filled - penalty, Told((
        "reason_objective.orange_people", "filled", filled, "unplaced", unplaced, "penalty", penalty)))


def blue_penalties(unplaced: Sequence[int]) -> tuple[int, ...]:
    """Ruling 7: -4 for the most unplaced, -2 for second most, among players with at least 1.

    Everyone tied for most takes -4 and then nobody takes -2; otherwise everyone tied for
    second takes -2."""
    counted = [u for u in unplaced if u >= 1]
    if not counted:
        return tuple(0 for _ in unplaced)
    most = max(counted)
    tied_most = sum(1 for u in counted if u == most)
    rest = [u for u in counted if u < most]
    second = max(rest) if rest and tied_most == 1 else None
    return tuple(BLUE_MOST if u >= 1 and u == most else BLUE_SECOND if u == second else 0 for u in unplaced)


def resolve_blue(
    frontiers: Sequence[Sequence[tuple[int, int]]], fixed: Sequence[int] = (), order: Sequence[int] | None = None
) -> tuple[tuple[int, ...], bool]:
    """Pick one (unplaced, ring points) option per player for the Blue table by best response.

    ``frontiers[i]`` lists player i's options by rising unplaced count; ``fixed`` are unplaced counts
    that do not choose (the solo Robot's 2). Start from each player's most ring points; then each
    player in ``order`` picks the option maximising ring points + own penalty given the others
    (ties: fewer unplaced); repeat until nobody changes, at most ``BLUE_ROUNDS`` rounds.
    Returns the chosen index per player and whether it settled."""
    order = list(order) if order is not None else list(range(len(frontiers)))
    chosen = [len(f) - 1 for f in frontiers]
    fixed = list(fixed)
    for _ in range(BLUE_ROUNDS):
        changed = False
        for i in order:
            counts = [f[c][0] for f, c in zip(frontiers, chosen, strict=True)] + fixed
            best_index, best_value = chosen[i], None
            for k, (unplaced, points) in enumerate(frontiers[i]):
                counts[i] = unplaced
                value = points + blue_penalties(counts)[i]
                if best_value is None or value > best_value:  # rising unplaced: first max has fewest
                    best_index, best_value = k, value
            if best_index != chosen[i]:
                chosen[i], changed = best_index, True
        if not changed:
            return tuple(chosen), True
    return tuple(chosen), False


def blue_people_items(names: Sequence[str], unplaced: Sequence[int], robot: Sequence[bool]) -> tuple[ScoreItem, ...]:
    """Blue people line for every player at the table (the Robot counts as 2 unplaced, ruling 7)."""
    penalties = blue_penalties(unplaced)
    entry, robot_entry = "reason_objective.blue_people_entry", "reason_objective.blue_people_robot"
    table = Listed([Told((robot_entry if r else entry, "name", n, "count", u))
                    for n, u, r in zip(names, unplaced, robot, strict=True)])
    items = []
    for name, count, penalty in zip(names, unplaced, penalties, strict=True):
        if penalty == BLUE_MOST:
            what = "blue_most_tied" if sum(1 for p in penalties if p == BLUE_MOST) > 1 else "blue_most"
        elif penalty == BLUE_SECOND:
            what = "blue_second_tied" if sum(1 for p in penalties if p == BLUE_SECOND) > 1 else "blue_second"
        elif count == 0:
            what = "blue_none_unplaced"
        else:
            what = "blue_neither"
        items.append(_item("people", penalty, Told(("reason_objective.blue_people", "table", table, "name", name,
                                                    "count", count, "what", _WHAT[what], "penalty", penalty)), 7))
    return tuple(items)


def wave_points(objective: str, facts: CityFacts) -> int:
    """The wave line of ``objective`` (``objectives.wave_item``'s points)."""
    groups = facts.groups("wave")
    if objective == "blue":
        return 2 * groups[0][0] if groups else 0
    if objective == "green":
        return 3 * len(groups)
    if objective == "orange":
        return sum(orange_wave_points(size) for size, _ in groups)
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


def misc_points(objective: str, facts: CityFacts) -> int:
    """The misc line of ``objective`` (``objectives.misc_item``'s points)."""
    if objective == "blue":
        return 2 * max(facts.largest(tag)[0] for tag in NON_WAVE_TAGS)
    if objective == "green":
        return 3 * sum(1 for tag in NON_WAVE_TAGS for size, _ in facts.groups(tag) if size >= 3)
    if objective == "orange":
        return column_pairs_run(facts.city)[0]
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")
