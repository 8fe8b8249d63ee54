"""Ruling 5: the automatic, best assignment of people to activity rings.

People may step in and out of a ring at any time, so scoring puts them in rings in the best legal
way for the objective in play. The legal moves, per space (a feature card, or one half of the
starting tile with its own printed rings; people may only use their own space's rings):

- a ring takes only the pictured types (local / tourist / VIP slots are exact by type, ``any``
  slots take anyone) and never more than pictured; it scores only when filled exactly;
- people in a ring that is not filled are still placed (rulebook, Orange people line);
- an "any number" ring is filled by 1 or more people of any type and then holds everyone left;
- everyone outside a ring is unplaced.

The search, per space, never enumerates who stands where. Which exact rings end filled (the set
F) decides the points; for a given F, the people in rings can be any number from size(F) up to
the maximum flow of people into the rings with F's rings at their size and every other ring one
short of it (a ring that is not filled may hold anyone up to one short; taking people out of it
keeps it legal). F can be filled at all exactly when its typed slots fit each type's count and
its size fits everyone (the "any" slots take anyone), and that maximum flow has a closed form:
by max-flow / min-cut over the 8 sets K of person types left connected,

    max in rings = min(N, min over K != {} of [people of the types outside K
                       + sum over rings of (typed slots of K's types + any slots)
                       - rings not in F whose typed slots are all of K's types]),

so F matters only through its typed slot counts, its size and how many rings outside it need
each set of types. A dynamic programme over the rings keeps one entry per distinct such key
(merging choices of F that are interchangeable; it is run once per printed rings, and each count of
people keeps the end entries it can fill, ``_ring_table``), and the "any number" rings take whoever is left
(the best j of them, when at least j people are). The space's answer is, per unplaced count, the
best filling by ring points and by points + filled rings.

Worst case: a space with R rings (R <= ``card_db.limits.MAX_RINGS_PER_CARD`` = 4) has at most
min(2^R, (L+1)(T+1)(V+1)(N+1)(R+1)^8) keys, i.e. at most 16, whatever the people; each key costs
O(7 + N) to read out, and N <= 68 people fit in one city (the box: 30 locals, 30 tourists, 8 VIPs;
``scorer.model.game``). So one space costs at most about 16 x 75 steps, polynomial in people and rings.
Who stands in which ring is rebuilt (a small augmenting-path max flow) only for the fillings the
score uses. The two starting-tile halves are combined into one card (ruling 18) over their
unplaced counts (pairs of options: at most 2(a+1) x 2(b+1) <= 4,900 with a + b <= 68 people on
the halves), then a dynamic programme over the total unplaced count across cards (at most 68)
gives the exact best for Green (ring points - cards with unplaced people) and Orange (ring points +
filled rings - unplaced // 2), and for Blue the frontier of best ring points per unplaced count
(the cross-player penalty is resolved in ``scorer.scoring.objectives``): O(cards x 69 x 138) at most.
``scripts/bench_scoring.py`` prints the time of the worst cities the schema accepts.

This module builds ``RingFill`` records, "rings" items and the ``UnplacedPeople`` groups (who is
left outside rings, space by space); it does not score objective lines.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from operator import sub
from typing import TypeAlias, TypeVar

from card_db.models import AnyNumberRing, RingAbility
from scorer.model.records import quick_maker
from scorer.model.report import (
    RingFill,
    ScoreItem,
    UnplacedPeople,
    make_ring_fill,
    make_score_item,
    make_unplaced_people,
)
from scorer.scoring.card_facts import MEMO_LIMIT, IdentityMemo
from scorer.scoring.city import NOBODY_COUNTS, START, City, Holder, Node, Position
from scorer.scoring.memo import remember
from scorer.scoring.reasons import RingLabel, RingReason, ring_ability, ring_words

RingSpec = tuple[bool, int, int, int, int, int]
"""(is any-number ring, locals, tourists, vips, any, points): a hashable ring for the memo."""

Fill = tuple[int, int, int, bool]
"""What one ring holds: (locals, tourists, vips, filled)."""

_TYPE_SETS = range(1, 8)
"""The non-empty sets K of person types as bit masks (1 local, 2 tourist, 4 VIP)."""


def ring_spec(ring: RingAbility) -> RingSpec:
    """The hashable description of a printed ring."""
    if isinstance(ring, AnyNumberRing):
        return (True, 0, 0, 0, 0, ring.points)
    return (False, ring.locals, ring.tourists, ring.vips, ring.any, ring.points)


def ring_label(ring: RingAbility, language: str = "en") -> str:
    """A ring as words: "ring of 1 local + 1 any person (3 points)" (``card_db.wording``'s report style)."""
    return ring_words(ring, language)


_specs_of: IdentityMemo[tuple[RingAbility, ...], tuple[RingSpec, ...]] = IdentityMemo(
    lambda rings: tuple(ring_spec(r) for r in rings))
"""A space's printed rings as specs, once per rings tuple (``Holder.rings`` is the card's, derived once)."""

def _ring_words(ring: RingAbility) -> tuple[RingLabel, str, dict[str, RingLabel]]:
    """(the ring's label on a feature card, not yet worded; the ability named in a "rings" item; its
    labels on a half of the starting tile, by half)."""
    return RingLabel(ring), ring_ability(ring), {half: RingLabel(ring, half) for half in ("beach", "street")}


_words_of: IdentityMemo[RingAbility, tuple[RingLabel, str, dict[str, RingLabel]]] = IdentityMemo(_ring_words)
"""``_ring_words`` once per printed ring object (a failed ``isinstance`` on a model is a Python call; the
label's English, once worded, is kept by the one ``RingLabel`` every fill of that ring shares)."""


@dataclass(frozen=True, slots=True)
class SpacePlan:
    """How one space's rings are used, enough to say later who stands in which ring."""

    specs: tuple[RingSpec, ...]
    people: tuple[int, int, int]
    filled_mask: int
    """Bit i set: exact ring i (printed order) is filled."""
    any_number: int
    """How many "any number" rings are used (the best ones); they then hold everyone left."""
    in_rings: int
    """People in exact rings (when no "any number" ring is used)."""


@dataclass(frozen=True, slots=True)
class Option:
    """One way to fill the rings of a space (or of a whole card): its outcome and how to rebuild it."""

    unplaced: int
    points: int
    filled: int
    plans: tuple[SpacePlan, ...]
    """One per space (the starting tile: beach half, then street half)."""

    @property
    def fills(self) -> tuple[Fill, ...]:
        """Per ring, in printed order (for the starting tile: beach half's rings, then street half's)."""
        return _fills_of(self)


_P = TypeVar("_P")
Kept = tuple[int, int, _P]
"""(points, filled, payload) of a candidate; ties keep the first found. The payload is what the caller
rebuilds an ``Option`` from (a ring plan's mask, "any number" rings and people in rings; a combination)."""


def _better(kept: list[Kept[_P]], points: int, filled: int, payload: _P) -> None:
    """Keep the candidate in ``kept`` = [best by (points, filled), best by (points + filled, points)] where better."""
    candidate = (points, filled, payload)  # one object: ``is`` tells when it wins both orders
    if not kept:
        kept += [candidate, candidate]
        return
    a, b = kept
    if (points, filled) > (a[0], a[1]):
        kept[0] = candidate
    if (points + filled, points) > (b[0] + b[1], b[0]):
        kept[1] = candidate


def _options(best: dict[int, list[Kept[_P]]], make: Callable[[int, Kept[_P]], Option]) -> tuple[Option, ...]:
    """Per unplaced count (rising) the best by points, then the best by points + filled if different."""
    out: list[Option] = []
    for unplaced in sorted(best):
        a, b = best[unplaced]
        out.append(make(unplaced, a))
        if b is not a:
            out.append(make(unplaced, b))
    return tuple(out)


@lru_cache(maxsize=1024)
def _ring_table(specs: tuple[RingSpec, ...]) -> tuple:
    """What ``space_options`` needs of a space's rings whoever stands there, worked out once per rings:
    (each end state of the programme over the exact rings, the rings' min-cut terms, the "any number"
    rings' points best first).

    An end state is (typed slots of F per type, size of F, per type set K the rings outside F whose
    typed slots need only K's types, the kept fillings). The programme runs here without the people:
    a state's typed slots and size only grow ring by ring, so a state too big for some people has
    only too-big successors, and dropping the end states the people cannot fill (``space_options``)
    leaves exactly what pruning along the way left, each state's kept fillings found in the same
    order (ties: the first found). Why: a city's ringed cards come in few kinds of rings but many
    counts of people, and the programme was most of the cost of each new count."""
    typed = [i for i, s in enumerate(specs) if not s[0]]
    any_points = tuple(sorted((s[5] for s in specs if s[0]), reverse=True))
    # Per exact ring: its typed slots, size, points and the set of types its typed slots need.
    rings = []
    for i in typed:
        _, rl, rt, rv, ra, points = specs[i]
        need = (1 if rl else 0) | (2 if rt else 0) | (4 if rv else 0)
        rings.append((i, (rl, rt, rv), rl + rt + rv + ra, points, need, ra))
    # Every ring's slots open to K's types (the people-free part of the min-cut terms), K = 1..7.
    open_to = tuple(sum(sum(d[t] for t in range(3) if k >> t & 1) + ra for _, d, _, _, _, ra in rings)
                    for k in _TYPE_SETS)

    # Key: (typed slots of F per type, size of F, rings outside F per needed type set).
    start = (0, 0, 0, 0, (0,) * 8)
    states: dict[tuple, list] = {start: [(0, 0, 0)] * 2}  # the same object twice: one partial
    for i, demand, size, points, need, _ in rings:
        nxt: dict[tuple, list] = {}
        for (dl, dt, dv, dsize, short), kept in states.items():
            partials = (kept[0],) if kept[0] is kept[1] else kept
            filled_key = (dl + demand[0], dt + demand[1], dv + demand[2], dsize + size, short)
            slot = nxt.setdefault(filled_key, [])
            for p, f, mask in partials:
                _better(slot, p + points, f + 1, mask | 1 << i)
            empty_key = (dl, dt, dv, dsize, short[:need] + (short[need] + 1,) + short[need + 1:])
            slot = nxt.setdefault(empty_key, [])
            for p, f, mask in partials:
                _better(slot, p, f, mask)
        states = nxt
    ends = []
    for (dl, dt, dv, size, short), kept in states.items():
        # Per K, the rings outside F that K's types alone can fill (subtracted from K's min-cut term).
        outside = tuple(sum(short[s] for s in range(8) if s & k == s) for k in _TYPE_SETS)
        ends.append((dl, dt, dv, size, outside, (kept[0],) if kept[0] is kept[1] else tuple(kept)))
    return tuple(ends), open_to, any_points


@lru_cache(maxsize=8192)
def space_options(specs: tuple[RingSpec, ...], locals_: int, tourists: int, vips: int) -> tuple[Option, ...]:
    """Every useful legal filling of one space's rings by the people standing on it.

    Returns, per unplaced count, the best filling by ring points and the best by points + filled
    rings (ties: the first found). See the module docstring for the method and its worst case; the
    programme over the rings is ``_ring_table``'s, once per rings."""
    people = (locals_, tourists, vips)
    total = locals_ + tourists + vips
    ends, open_to, any_points = _ring_table(specs)
    # The min-cut term of each K = 1..7: people of the types outside K + every ring's slots open to K.
    l1, l2, l3, l4, l5, l6, l7 = open_to
    base = (tourists + vips + l1, locals_ + vips + l2, vips + l3, locals_ + tourists + l4, tourists + l5,
            locals_ + l6, l7)
    best: dict[int, list[Kept[tuple[int, int, int]]]] = {}
    for dl, dt, dv, size, outside, partials in ends:
        if dl > locals_ or dt > tourists or dv > vips or size > total:
            continue  # F cannot be filled by these people
        placed = min(total, *map(sub, base, outside))
        for p, f, mask in partials:
            for unplaced in range(total - placed, total - size + 1):
                _better(best.setdefault(unplaced, []), p, f, (mask, 0, total - unplaced))
            # "Any number" rings: the j best of them take everyone left (at least one each), ruling 5.
            extra = 0
            for j in range(1, min(len(any_points), total - size) + 1):
                extra += any_points[j - 1]
                _better(best.setdefault(0, []), p + extra, f + j, (mask, j, size))

    def make(unplaced: int, kept: Kept[tuple[int, int, int]]) -> Option:
        mask, j, in_rings = kept[2]
        return Option(unplaced, kept[0], kept[1], (SpacePlan(specs, people, mask, j, in_rings),))

    return _options(best, make)


# --- who stands in which ring (only for the fillings a score uses) -------------------------------


class _Flow:
    """A tiny max-flow graph (augmenting shortest paths) for rebuilding one space's filling."""

    def __init__(self, nodes: int) -> None:
        self.head: list[list[int]] = [[] for _ in range(nodes)]
        self.to: list[int] = []
        self.cap: list[int] = []

    def add(self, a: int, b: int, cap: int) -> int:
        self.head[a].append(len(self.to))
        self.to.append(b)
        self.cap.append(cap)
        self.head[b].append(len(self.to))
        self.to.append(a)
        self.cap.append(0)
        return len(self.to) - 2

    def push(self, source: int, sink: int, limit: int) -> int:
        """Send up to ``limit`` more units from source to sink; returns how many were sent."""
        sent = 0
        while sent < limit:
            before = {source: -1}
            queue = deque([source])
            while queue and sink not in before:
                here = queue.popleft()
                for e in self.head[here]:
                    if self.cap[e] and self.to[e] not in before:
                        before[self.to[e]] = e
                        queue.append(self.to[e])
            if sink not in before:
                break
            path = []
            node = sink
            while node != source:
                e = before[node]
                path.append(e)
                node = self.to[e ^ 1]
            step = min(limit - sent, *(self.cap[e] for e in path))
            for e in path:
                self.cap[e] -= step
                self.cap[e ^ 1] += step
            sent += step
        return sent


@lru_cache(maxsize=8192)
def plan_fills(plan: SpacePlan) -> tuple[Fill, ...]:
    """Who stands in each ring of one space under ``plan`` (per ring, printed order).

    The filled rings are filled first; the other exact rings then take people, each up to one
    short of full, until ``plan.in_rings`` stand in exact rings. Augmenting paths never empty a
    ring towards the sink, so filled rings stay filled. With "any number" rings in use, the other
    exact rings stay empty and those rings share everyone left (one each, the best the rest)."""
    specs, people = plan.specs, plan.people
    if not any(people):
        return ((0, 0, 0, False),) * len(specs)
    if len(specs) == 1 and not specs[0][0]:
        # One exact ring (most ringed cards): it holds its size when filled, else ``in_rings``. When
        # that is everyone on the space, or everyone is of one type, who stands in it is forced, and
        # the flow below would find just that; a new game meets many such spaces for the first time.
        filled = plan.filled_mask == 1
        _, rl, rt, rv, ra, _ = specs[0]
        held = rl + rt + rv + ra if filled else plan.in_rings
        loc, tou, vip = people
        if held == loc + tou + vip:
            return ((loc, tou, vip, filled),)
        if not (tou or vip):
            return ((held, 0, 0, filled),)
        if not (loc or vip):
            return ((0, held, 0, filled),)
        if not (loc or tou):
            return ((0, 0, held, filled),)
    typed = [i for i, s in enumerate(specs) if not s[0]]
    source, sink = 0, 1
    flow = _Flow(2 + 3 + 5 * len(typed))
    for t in range(3):
        flow.add(source, 2 + t, people[t])
    edges: dict[int, list[int]] = {}
    outlets: list[tuple[int, int, int]] = []  # (ring, node, size)
    for n, i in enumerate(typed):
        _, rl, rt, rv, ra, _ = specs[i]
        node = 5 + 5 * n  # typed slots: node+1..node+3, any slots: node+4
        per_type = []
        for t, slots in enumerate((rl, rt, rv)):
            per_type.append(flow.add(2 + t, node + 1 + t, slots))
            flow.add(node + 1 + t, node, slots)
        for t in range(3):
            per_type.append(flow.add(2 + t, node + 4, ra))
        flow.add(node + 4, node, ra)
        edges[i] = per_type
        outlets.append((i, node, rl + rt + rv + ra))
    filled_outlets = [o for o in outlets if plan.filled_mask >> o[0] & 1]
    size = sum(o[2] for o in filled_outlets)
    for _ring, node, ring_size in filled_outlets:
        flow.add(node, sink, ring_size)
    if flow.push(source, sink, size) != size:
        raise AssertionError(f"ring plan cannot be met: {plan}")  # space_options only makes feasible plans
    if not plan.any_number:
        for i, node, ring_size in outlets:
            if not plan.filled_mask >> i & 1:
                flow.add(node, sink, ring_size - 1)
        flow.push(source, sink, plan.in_rings - size)
    fills: list[Fill] = [(0, 0, 0, False)] * len(specs)
    left = list(people)
    for i, per_type in edges.items():
        in_ring = [flow.cap[per_type[t] ^ 1] + flow.cap[per_type[3 + t] ^ 1] for t in range(3)]
        fills[i] = (in_ring[0], in_ring[1], in_ring[2], bool(plan.filled_mask >> i & 1))
        left = [left[t] - in_ring[t] for t in range(3)]
    if plan.any_number:
        chosen = sorted((i for i, s in enumerate(specs) if s[0]), key=lambda i: -specs[i][5])[:plan.any_number]
        for i in reversed(chosen[1:]):  # the others take one person each (locals first), the best the rest
            t = next(t for t in range(3) if left[t])
            one = [0, 0, 0]
            one[t] = 1
            left[t] -= 1
            fills[i] = (one[0], one[1], one[2], True)
        fills[chosen[0]] = (left[0], left[1], left[2], True)
    return tuple(fills)


_fills_of: IdentityMemo[Option, tuple[Fill, ...]] = IdentityMemo(
    lambda option: tuple(f for plan in option.plans for f in plan_fills(plan)))
"""``Option.fills`` once per option: options live in ``space_options``' cache and every report of a
city asks for the fills of its chosen ones twice (ring records, unplaced people)."""


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One card's ring options (the starting tile's two halves combined into one card, ruling 18)."""

    position: Position
    holders: tuple[Holder, ...]
    """This card's spaces, from ``City.holders`` (the starting tile: its beach half, then its street half).
    The spaces themselves, not their places in the city: a ringed card's choice is then the same
    wherever it comes in its city's cards, and is found per shared holder (``_CHOICES``)."""
    options: tuple[Option, ...]


def _combined(halves: list[tuple[Option, ...]]) -> tuple[Option, ...]:
    """The starting tile's options from its halves' options: one card (ruling 18), best per unplaced count."""
    best: dict[int, list[Kept[tuple[Option, ...]]]] = {}
    combos: list[tuple[Option, ...]] = [()]
    for options in halves:
        combos = [c + (o,) for c in combos for o in options]
    for combo in combos:
        _better(best.setdefault(sum(o.unplaced for o in combo), []), sum(o.points for o in combo),
                sum(o.filled for o in combo), combo)

    def make(unplaced: int, kept: Kept[tuple[Option, ...]]) -> Option:
        return Option(unplaced, kept[0], kept[1], tuple(p for o in kept[2] for p in o.plans))

    return _options(best, make)


class _OptionsOf:
    """``space_options`` of a printed rings tuple and a space's people, found by the rings' identity
    and the three counts. Why: ``space_options``' own cache hashes the nested ring specs on every
    call, and every ringed card of every city asks; a key of four integers hashes at once. Each
    entry keeps its rings tuple, so an id is never taken for another tuple's while it is here."""

    __slots__ = ("memo",)

    def __init__(self) -> None:
        self.memo: dict[tuple[int, int, int, int], tuple[tuple[RingAbility, ...], tuple[Option, ...]]] = {}

    def __call__(self, rings: tuple[RingAbility, ...], people: tuple[int, int, int]) -> tuple[Option, ...]:
        key = (id(rings), *people)
        entry = self.memo.get(key)
        if entry is not None and entry[0] is rings:
            return entry[1]
        options = space_options(_specs_of(rings), key[1], key[2], key[3])
        remember(self.memo, key, (rings, options), 8192)  # as space_options' own cache: a backstop
        return options

    def clear(self) -> None:
        """Forget everything (with ``space_options.cache_clear()``, for a cold start)."""
        self.memo.clear()


_options_of = _OptionsOf()



# Tile halves: the hot loops below tell a starting tile half by ``holder.position is START``.
# ``build_city`` (the only maker of a ``City``) gives both halves the ``START`` object itself, and no
# feature card's position equals ``START`` (its row is "beach" or "street"), so identity answers what
# ``==`` would, without comparing two tuples item by item.

_CHOICES: dict[int, tuple[Holder, CardChoice]] = {}
"""id(holder) -> (holder, its ``CardChoice``) for a ringed feature card (``_card_choices``). Its holder
is shared by every city with that card on that square, footprint and people
(``scorer.scoring.city._Placed``), and its options depend on its rings and people alone, so the choice
is found rather than built again, wherever the card comes in its city (a choice names its holder, not
its index: keyed by index too, a new game's cards missed it); holding the holder keeps its id from
being reused."""


_CHOICES_LIMIT = 32768
"""A backstop (about 300 bytes an entry; a thousand 4-player games keep a few thousand choices)."""


def _choice(holder: Holder) -> CardChoice:
    choice = _card_choice(holder.position, (holder,), _options_of(holder.rings, holder.counts))
    remember(_CHOICES, id(holder), (holder, choice), _CHOICES_LIMIT)
    return choice


def _card_choices(city: City) -> tuple[int, tuple[Position, ...], list[CardChoice]]:
    """Split the city into cards without rings (everyone unplaced) and cards with ring options.

    Returns (unplaced on ring-less cards, ring-less cards holding people, ring cards). A feature card
    nobody stands on has nothing to choose (its rings stay empty: no points, nobody unplaced), so it
    is left out of the programme; ``report_records`` writes its empty rings' fills. Why: most ringed
    cards of a city hold nobody, and each would cost a choice, a layer of the programme, a pick and a
    step of every walk over the chosen fillings."""
    fixed_unplaced = 0
    fixed_cards: list[Position] = []
    halves: list[Holder] = []
    choices: list[CardChoice] = []
    for holder in city.holders:
        if holder.position is START:  # build_city gives both halves the START object itself (see 'Tile halves')
            halves.append(holder)
            continue
        counts = holder.counts
        if counts is NOBODY_COUNTS:  # most cards: nobody stands there, nothing to add up or choose
            continue
        if not holder.rings:
            total = counts[0] + counts[1] + counts[2]
            if total:
                fixed_unplaced += total
                fixed_cards.append(holder.position)
            continue
        entry = _CHOICES.get(id(holder))  # the holder is shared: its choice is found (_CHOICES)
        choices.append(entry[1] if entry is not None and entry[0] is holder else _choice(holder))
    # The starting tile: one card made of two spaces.
    ringed, total = False, 0
    for half in halves:  # a plain loop, not any()/sum() over generators: every city comes here
        counts = half.counts
        ringed = ringed or bool(half.rings)
        total += counts[0] + counts[1] + counts[2]
    if ringed:
        per_half = [_options_of(h.rings, h.counts) for h in halves]
        choices.insert(0, CardChoice(START, tuple(halves), _combined(per_half)))
    elif total:
        fixed_unplaced += total
        fixed_cards.insert(0, START)
    return fixed_unplaced, tuple(fixed_cards), choices


@dataclass(frozen=True, slots=True)
class RingAssignment:
    """A whole city's ring assignment: totals and each ring card's chosen option."""

    points: int
    filled: int
    unplaced: int
    chosen: tuple[tuple[CardChoice, Option], ...]
    """Each ringed card's chosen option, in city order (a ringed starting tile first); a ringed card
    nobody stands on has nothing to choose and is not listed (``_card_choices``)."""
    fixed_cards: tuple[Position, ...]
    """Cards without rings that hold (unplaced) people."""

    def cards_with_unplaced(self) -> tuple[Position, ...]:
        """Every card with people outside rings (the starting tile counts once, ruling 18)."""
        found = list(self.fixed_cards) + [c.position for c, o in self.chosen if o.unplaced]
        return tuple(sorted(found, key=lambda p: (p[1], p[0] == "street")))


def _value(objective: str, option: Option) -> int:
    if objective == "green":
        return option.points - (1 if option.unplaced else 0)
    if objective == "orange":
        return option.points + option.filled
    return option.points


Layer: TypeAlias = dict[int, tuple[int, Option]] | Option
"""Per unplaced count after a card: (the count before it, the option taken); or, for a card with
a single option, that option itself (every count came from the count minus its unplaced people:
no map to build for the many ringed cards nobody stands on)."""


def _programme(objective: str, choices: list[CardChoice]) -> tuple[dict[int, int], list[Layer]]:
    """Best summed per-card value for each total unplaced count on ring cards (exact), with the
    back-pointers to read any count's picks (``_picks``).

    Each layer keeps, per unplaced count so far, the value and a back-pointer (the count before
    this card and the option taken); only the picks a caller uses are read back (one for Green and
    Orange, the frontier's for Blue), so the work is O(cards x counts x options) with no copying
    of partial picks."""
    table: dict[int, int] = {0: 0}
    layers: list[Layer] = []
    for choice in choices:
        # Each option's (shift, value) worked out once per card, not once per count it extends.
        options = choice.options
        if len(options) == 1:  # e.g. a ringed card nobody stands on: every count just shifts
            option = options[0]
            layers.append(option)
            shift = option.unplaced
            if shift or option.points or option.filled:  # otherwise (nobody on it) the table stays as it is,
                gain = _value(objective, option)  # and its value (0) is not asked for
                table = {unplaced + shift: value + gain for unplaced, value in table.items()}
            continue
        scored = [(option.unplaced, _value(objective, option), option) for option in options]
        nxt: dict[int, int] = {}
        back: dict[int, tuple[int, Option]] = {}
        for unplaced, value in table.items():
            for shift, gain, option in scored:
                key = unplaced + shift
                total = value + gain
                best = nxt.get(key)
                if best is None or total > best:
                    nxt[key] = total
                    back[key] = (unplaced, option)
        table = nxt
        layers.append(back)
    return table, layers


def _picks(choices: list[CardChoice], layers: list[Layer], key: int) -> tuple[tuple[CardChoice, Option], ...]:
    """The (card, option) picks behind ``key`` unplaced people, in card order."""
    picked = []
    at = key
    for choice, back in zip(reversed(choices), reversed(layers), strict=True):
        if isinstance(back, Option):  # a card with one option (``Layer``)
            at -= back.unplaced
            picked.append((choice, back))
        else:
            at, option = back[at]
            picked.append((choice, option))
    picked.reverse()
    return tuple(picked)


_ring_assignment = quick_maker(RingAssignment)
_card_choice = quick_maker(CardChoice)


def _assignment(fixed_unplaced: int, fixed_cards: tuple, picked: tuple) -> RingAssignment:
    points = filled = unplaced = 0
    for _, option in picked:
        points += option.points
        filled += option.filled
        unplaced += option.unplaced
    return _ring_assignment(points, filled, fixed_unplaced + unplaced, picked, fixed_cards)


def best_assignment(city: City, objective: str) -> RingAssignment:
    """The exact best ring assignment for one city under Green or Orange (Blue alone: most points).

    Green maximises ring points - cards with unplaced people; Orange ring points + filled rings -
    unplaced // 2; Blue (without rivals) ring points. Ties: fewer unplaced people."""
    fixed_unplaced, fixed_cards, choices = _card_choices(city)
    table, layers = _programme(objective, choices)
    orange = objective == "orange"
    best_key, best = 0, None
    for unplaced, value in table.items():  # counts are distinct, so (value, -unplaced) never ties
        total_unplaced = unplaced + fixed_unplaced
        score = (value - total_unplaced // 2 if orange else value, -total_unplaced)
        if best is None or score > best:
            best_key, best = unplaced, score
    return _assignment(fixed_unplaced, fixed_cards, _picks(choices, layers, best_key))


def blue_frontier(city: City) -> tuple[RingAssignment, ...]:
    """Blue: the best ring points for each possible unplaced count, keeping only real trade-offs.

    Sorted by unplaced count; each entry has strictly more ring points than every entry before it,
    since more unplaced people never improves a player's own Blue penalty."""
    fixed_unplaced, fixed_cards, choices = _card_choices(city)
    table, layers = _programme("blue", choices)
    frontier: list[RingAssignment] = []
    for unplaced in sorted(table):
        if not frontier or table[unplaced] > frontier[-1].points:
            frontier.append(_assignment(fixed_unplaced, fixed_cards, _picks(choices, layers, unplaced)))
    return tuple(frontier)


def _group_order(group: UnplacedPeople) -> tuple[int, bool]:
    return (group.column, group.row == "street")


_EMPTY_FILLS: dict[int, tuple[Holder, tuple[RingFill, ...]]] = {}
"""id(holder) -> (holder, its rings' ``RingFill``s when nobody stands on it), for ``report_records``.
Why: most ringed cards hold nobody, and their holder is shared by every city placing that card on
that square, so their empty fills are found rather than built again (holding the holder keeps its
id from being reused)."""


def _empty_fills(holder: Holder, node: Node) -> tuple[Holder, tuple[RingFill, ...]]:
    """The fills of the rings of ``holder`` (at ``node``, the card's shared node) with nobody on it."""
    found = []
    for at, ring in enumerate(holder.rings):
        label = _words_of(ring)[0]
        found.append(make_ring_fill(holder.card_id, holder.card_name, holder.position, at, label, 0, 0, 0, False, 0,
                                    node))
    return remember(_EMPTY_FILLS, id(holder), (holder, tuple(found)), MEMO_LIMIT)


def _space_records(holder: Holder, node: Node, chosen: tuple[Fill, ...], at: int, half: str | None
                   ) -> tuple[list[RingFill], list[ScoreItem], tuple[int, int, int]]:
    """One space's ``RingFill``s and "rings" items, its rings being ``chosen[at:]``'s first, and how
    many people of each type stand in them. ``node`` is the space's card (or tile), ``half`` the tile's
    half ("beach", "street") or ``None``. Reasons and labels are kept, not worded (``scorer.scoring.reasons``)."""
    fills: list[RingFill] = []
    items: list[ScoreItem] = []
    known_words = _words_of.entries  # probed inline: a memo call is a frame
    held_l = held_t = held_v = 0
    for ring in holder.rings:
        loc, tou, vip, full = chosen[at]
        entry = known_words.get(id(ring))
        label, ability, on_half = entry[1] if entry is not None and entry[0] is ring else _words_of(ring)
        points = ring.points if full else 0
        # The node names the card in any language (``Node.word``); labels are the ring's, made once.
        fills.append(make_ring_fill(holder.card_id, holder.card_name, holder.position, at,
                                    label if half is None else on_half[half], loc, tou, vip, full, points, node))
        if full:
            items.append(make_score_item("rings", points, RingReason(ring, node, half, (loc, tou, vip), points),
                                         holder.card_id, holder.card_name, holder.position, ability, 5))
        held_l += loc
        held_t += tou
        held_v += vip
        at += 1
    return fills, items, (held_l, held_t, held_v)


_OCCUPIED: dict[tuple[int, int], tuple] = {}
"""(id(holder), id(option)) -> (holder, option, fills, items, people in rings) of a feature card with
people on it (``report_records``). Why: its holder is shared per card, square, footprint and people
(``scorer.scoring.city._Placed``) and options live in ``space_options``' cache, so a card scored
again with the same people and the same chosen filling finds its frozen records (holding both
keeps their ids from being reused)."""


def _occupied_records(holder: Holder, node: Node, option: Option, chosen: tuple[Fill, ...]) -> tuple:
    fills, items, held = _space_records(holder, node, chosen, 0, None)
    # As _CHOICES: about 2,100 for a thousand 4-player games.
    return remember(_OCCUPIED, (id(holder), id(option)), (holder, option, tuple(fills), tuple(items), held),
                    _CHOICES_LIMIT)


def report_records(city: City, assignment: RingAssignment
                   ) -> tuple[list[ScoreItem], list[RingFill], tuple[UnplacedPeople, ...]]:
    """In one walk over the city's spaces: a "rings" item per filled ring and a ``RingFill`` per printed
    ring, in city order; and who ``assignment`` leaves outside every ring, one group per space, in city order.

    A space's unplaced people are those standing on it minus those its chosen fillings put in its
    rings (filled or not): everyone on a card without rings, the people left over beside a ring,
    and people on a starting tile half (whose own rings, if any, they may use). The groups add up
    to ``assignment.unplaced``.

    The chosen fillings come in city order (``assignment.chosen``: a ringed starting tile first, then
    the ringed feature cards people stand on); a ringed card nobody stands on is not among them (see
    ``_card_choices``) and gets its empty rings' fills."""
    items: list[ScoreItem] = []
    fills: list[RingFill] = []
    groups: list[UnplacedPeople] = []
    chosen = assignment.chosen
    known_fills = _fills_of.entries  # probed inline: a memo call is a frame
    k = 0
    tile_held: dict[int, tuple[int, int, int]] = {}
    if chosen and chosen[0][0].position is START:
        # The starting tile: its beach half's rings, then its street half's, in the tile's one option.
        choice, option = chosen[0]
        k = 1
        option_fills = _fills_of(option)
        at = 0
        for half in choice.holders:
            half_fills, half_items, tile_held[id(half)] = _space_records(
                half, city.nodes[START], option_fills, at, "beach" if half.label == "beach half" else "street")
            fills.extend(half_fills)
            items.extend(half_items)
            at += len(half_fills)
    end = len(chosen)
    for holder in city.holders:
        left = holder.counts
        if left is NOBODY_COUNTS:  # most spaces: nobody stands there, so nobody is left out
            if holder.rings and holder.position is not START:  # as in _card_choices (see 'Tile halves')
                # A ringed card nobody stands on: every ring empty, from the card's shared holder
                # (``scorer.scoring.city._Placed``), so remembered per holder. (A tile half's rings
                # are the tile's choice's, above.)
                empty = _EMPTY_FILLS.get(id(holder))
                if empty is None or empty[0] is not holder:
                    empty = _empty_fills(holder, city.nodes[holder.position])
                fills.extend(empty[1])
            continue
        if holder.position is START:  # a half of the starting tile (see 'Tile halves')
            held = tile_held.get(id(holder))
            row, column, card_id = ("beach" if holder.label == "beach half" else "street"), 0, None
        else:
            if holder.rings:
                held = None
                if k < end and chosen[k][0].holders[0] is holder:  # this card's chosen filling
                    option = chosen[k][1]
                    k += 1
                    # Its holder is shared per card, square and people, and its records depend on that
                    # holder and the chosen option alone (_OCCUPIED).
                    found = _OCCUPIED.get((id(holder), id(option)))
                    if found is None or found[0] is not holder or found[1] is not option:
                        entry = known_fills.get(id(option))
                        option_fills = entry[1] if entry is not None and entry[0] is option else _fills_of(option)
                        found = _occupied_records(holder, city.nodes[holder.position], option, option_fills)
                    fills.extend(found[2])
                    items.extend(found[3])
                    held = found[4]
            else:
                held = None
            (row, column), card_id = holder.position, holder.card_id
        if held is not None:
            left = (left[0] - held[0], left[1] - held[1], left[2] - held[2])
        if left[0] or left[1] or left[2]:
            groups.append(make_unplaced_people(row, column, card_id, holder.card_name, *left,
                                               city.nodes[holder.position]))
    if len(groups) > 1:
        groups.sort(key=_group_order)
    return items, fills, tuple(groups)
