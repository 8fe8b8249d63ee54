"""The 9 objective lines (Blue, Green, Orange x wave, misc, people) and the Blue people ranking.

Non-wave tags are local, tourist, business, sports and nature. Wave and misc lines read tag
groups from ``CityFacts`` (ruling 2); people lines take the ring assignment from ``scorer.scoring.rings``.
The Blue people line compares players (ruling 7), so ``blue_penalties`` and ``resolve_blue`` work
on the whole table; everything else here is per city. The solo Robot's towel lines live in
``scorer.scoring.robot``. Each function returns one ``ScoreItem`` whose reason explains the count;
``wave_points`` and ``misc_points`` give the same lines as numbers (for ``score_totals``), tested equal.
"""

from __future__ import annotations

from typing import Sequence

from card_db.models import NON_WAVE_TAGS, TAG_LABELS
from scorer.scoring.city import START, column_pairs_run
from scorer.scoring.facts import CityFacts, say_count
from scorer.model.report import ScoreItem, make_score_item
from scorer.scoring.memo import remember
from scorer.scoring.rings import RingAssignment

ORANGE_WAVE_TABLE = {1: 1, 2: 3, 3: 6, 4: 10}
"""Orange wave line as printed on the tile (ruling 6); 5 or more Wave tags score 10."""

BLUE_MOST, BLUE_SECOND = -4, -2
BLUE_ROUNDS = 10
"""At most this many best-response rounds when choosing Blue ring assignments (then stop)."""


def orange_wave_points(size: int) -> int:
    """Points of one Orange wave group of ``size`` Wave tags (ruling 6)."""
    return ORANGE_WAVE_TABLE.get(size, 10 if size > 4 else 0)


def _item(line: str, points: int, reason: str, ruling: int | None = None) -> ScoreItem:
    return make_score_item(line, points, reason, None, None, None, f"objective_{line}", ruling)


# --- wave lines -------------------------------------------------------------------------------


_WAVES: dict[tuple, ScoreItem] = {}
"""Wave items remembered by what they read: (objective, (size, serials of the group's nodes...) per
Wave group, in order) -> item. A wave item is a pure function of those (the groups' sizes and their
cards' names), so a city whose Wave groups did not change finds its frozen item when its table is
scored again (as ``scorer.scoring.abilities._BY_AROUND``: node serials are never given twice)."""
_WAVES_LIMIT = 32768  # a backstop: cleared when full


def wave_item(objective: str, facts: CityFacts) -> ScoreItem:
    """The wave line of ``objective`` for one city (remembered per objective and groups, ``_WAVES``)."""
    groups = facts.groups("wave")
    nodes = facts.city.nodes
    key = [objective]
    for size, members in groups:  # plain loops: few groups of few cards
        serials = [size]
        for p in members:
            serials.append(nodes[p].serial)
        key.append(tuple(serials))
    key = tuple(key)
    item = _WAVES.get(key)
    if item is None:
        item = remember(_WAVES, key, _wave_item(objective, facts, groups), _WAVES_LIMIT)
    return item


def _wave_item(objective: str, facts: CityFacts, groups: list) -> ScoreItem:
    if objective == "blue":
        if not groups:
            return _item("wave", 0, "Blue scores 2 per Wave tag in the longest Wave group; the city has no Wave tag")
        size, members = groups[0]
        tie = " (the largest of equal groups)" if len(groups) > 1 and groups[1][0] == size else ""
        return _item("wave", 2 * size,
                     f"Blue: longest Wave group has {say_count(size, 'Wave tag')} through {facts.names(members)}{tie}: 2 x {size}",
                     2 if size != len(members) else None)
    if objective == "green":
        listed = "; ".join([facts.names(m) for _, m in groups])
        where = f" ({listed})" if groups else ""
        return _item("wave", 3 * len(groups), f"Green: {say_count(len(groups), 'separate Wave group')}{where}: 3 x {len(groups)}")
    if objective == "orange":
        if not groups:
            return _item("wave", 0, "Orange scores each Wave group 1/3/6/10 by its size; the city has no Wave tag")
        parts, total, ruling = [], 0, None
        for size, members in groups:
            points = orange_wave_points(size)
            note = ""
            if size == 1:
                note = ", the tile's 1 (the clarification's '1 wave scores 2' is a misprint, ruling 6)"
                ruling = 6
            elif size > 4:
                note = ", 5 or more score 10 (ruling 6)"
                ruling = 6
            parts.append(f"{size} through {facts.names(members)} -> {points}{note}")
            total += points
        sums = " + ".join([str(orange_wave_points(s)) for s, _ in groups])
        return _item("wave", total, f"Orange: Wave groups scored 1/3/6/10: {'; '.join(parts)}: {sums}", ruling)
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


# --- misc lines -------------------------------------------------------------------------------


def misc_item(objective: str, facts: CityFacts) -> ScoreItem:
    """The misc line of ``objective`` for one city."""
    if objective == "blue":
        best: tuple[int, str, tuple] = (0, "", ())
        ties: list[str] = []
        for tag in NON_WAVE_TAGS:
            size, members = facts.largest(tag)
            if size and size > best[0]:
                best, ties = (size, tag, members), []
            elif size and size == best[0]:
                ties.append(TAG_LABELS[tag])
        size, tag, members = best
        if not size:
            return _item("misc", 0, "Blue scores 2 per tag in the largest group of one non-wave type; the city has no non-wave tag", 8)
        tie = f" (ties with a {', '.join(ties)} group of {size}; only one counts)" if ties else ""
        return _item("misc", 2 * size,
                     f"Blue: largest non-wave group is {TAG_LABELS[tag]}, {say_count(size, 'tag')} through "
                     f"{facts.names(members)}{tie}: 2 x {size}", 8)
    if objective == "green":
        found = [(tag, size, members) for tag in NON_WAVE_TAGS for size, members in facts.groups(tag) if size >= 3]
        listed = "; ".join([f"{TAG_LABELS[t]} {s} ({facts.names(m)})" for t, s, m in found])
        where = f": {listed}" if found else ""
        return _item("misc", 3 * len(found),
                     f"Green: {say_count(len(found), 'non-wave group')} of 3+ tags, each once however large{where}: "
                     f"3 x {len(found)}", 8)
    if objective == "orange":
        length, columns = column_pairs_run(facts.city)
        names = []
        for column in columns:
            if column == 0:
                names.append(facts.name(START))
            else:
                names.append(f"{facts.name(('beach', column))} above {facts.name(('street', column))}")
        return _item("misc", length,
                     f"Orange: longest unbroken run of beach-above-street columns is {length} "
                     f"(columns {', '.join(map(str, columns))}: {'; '.join(names)}): 1 x {length}")
    raise ValueError(f"unknown objective '{objective}': use blue, green or orange")


# --- people lines -----------------------------------------------------------------------------


def green_people_item(facts: CityFacts, assignment: RingAssignment) -> ScoreItem:
    """Green: -1 per card with people outside rings; the starting tile is one card (ruling 18)."""
    cards = assignment.cards_with_unplaced()
    if not cards:
        return _item("people", 0, "Green costs -1 per card holding unplaced people; every person is in a ring", 18)
    note = " (the starting tile's two halves count as one card)" if START in cards else ""
    return _item("people", -len(cards),
                 f"Green: {say_count(len(cards), 'card')} with unplaced people ({facts.names(cards)}){note}: -1 x {len(cards)}", 18)


def orange_people_item(assignment: RingAssignment) -> ScoreItem:
    """Orange: +1 per filled ring, -1 per 2 unplaced people (rounded down)."""
    filled, unplaced = assignment.filled, assignment.unplaced
    return _item("people", filled - unplaced // 2,
                 f"Orange: {say_count(filled, 'filled ring')}, {say_count(unplaced, 'unplaced person', 'unplaced people')}: "
                 f"{filled} - {unplaced} // 2")


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
            counts = [f[c][0] for f, c in zip(frontiers, chosen)] + fixed
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
    table = ", ".join(f"{n} {u}" + (" (the Robot counts as 2)" if r else "")
                      for n, u, r in zip(names, unplaced, robot))
    items = []
    for name, count, penalty in zip(names, unplaced, penalties):
        if penalty == BLUE_MOST:
            tied = sum(1 for p in penalties if p == BLUE_MOST) > 1
            what = "tied for most, so nobody takes -2" if tied else "most"
        elif penalty == BLUE_SECOND:
            tied = sum(1 for p in penalties if p == BLUE_SECOND) > 1
            what = "tied for second most" if tied else "second most"
        elif count == 0:
            what = "none unplaced, so neither most nor second"
        else:
            what = "neither most nor second"
        items.append(_item("people", penalty, f"Blue: unplaced people {table}; {name} {count}: {what}: {penalty}", 7))
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
