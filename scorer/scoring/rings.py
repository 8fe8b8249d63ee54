"""Ruling 5: the automatic, best assignment of people to activity rings.

People may step in and out of a ring at any time, so scoring puts them in rings in the best legal
way for the objective in play. The legal moves, per space (a feature card, or one half of the
starting tile with its own printed rings; people may only use their own space's rings):

- a ring takes only the pictured types (local / tourist / VIP slots are exact by type, ``any``
  slots take anyone) and never more than pictured; it scores only when filled exactly;
- people in a ring that is not filled are still placed (rulebook, Orange people line);
- an "any number" ring is filled by 1 or more people of any type and then holds everyone left;
- everyone outside a ring is unplaced.

The search: enumerate each space's legal fillings (rings per card are few; memoised), keep per
unplaced count the best ones, combine the two starting-tile halves into one card (ruling 18), then
a dynamic programme over the total unplaced count across cards gives the exact best for Green
(ring points - cards with unplaced people) and Orange (ring points + filled rings - unplaced // 2),
and for Blue the frontier of best ring points per unplaced count (the cross-player penalty is
resolved in ``scorer.scoring.objectives``). This module builds ``RingFill`` records, "rings" items and the
``UnplacedPeople`` groups (who is left outside rings, space by space); it does not score objective
lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import islice, product

from card_db.models import AnyNumberRing, RingAbility
from scorer.scoring.city import START, City, Holder, Position
from scorer.model.report import RingFill, ScoreItem, UnplacedPeople

RingSpec = tuple[bool, int, int, int, int, int]
"""(is any-number ring, locals, tourists, vips, any, points): a hashable ring for the memo."""

Fill = tuple[int, int, int, bool]
"""What one ring holds: (locals, tourists, vips, filled)."""


def ring_spec(ring: RingAbility) -> RingSpec:
    """The hashable description of a printed ring."""
    if isinstance(ring, AnyNumberRing):
        return (True, 0, 0, 0, 0, ring.points)
    return (False, ring.locals, ring.tourists, ring.vips, ring.any, ring.points)


def ring_label(ring: RingAbility) -> str:
    """A ring as words: "ring of 1 local + 1 any person (3 points)"."""
    if isinstance(ring, AnyNumberRing):
        return f"any-number ring ({ring.points} points)"
    parts = [f"{n} {what if n == 1 else many}" for n, what, many in (
        (ring.locals, "local", "locals"), (ring.tourists, "tourist", "tourists"), (ring.vips, "VIP", "VIPs"),
        (ring.any, "any person", "any people")) if n]
    return f"ring of {' + '.join(parts)} ({ring.points} points)"


@dataclass(frozen=True, slots=True)
class Option:
    """One way to fill the rings of a space (or of a whole card): its outcome and the fillings."""

    unplaced: int
    points: int
    filled: int
    fills: tuple[Fill, ...]
    """Per ring, in printed order (for the starting tile: beach half's rings, then street half's)."""


def _keep_best(best: dict[int, list[Option]], option: Option) -> None:
    """Per unplaced count keep the best by ring points and the best by points + filled rings."""
    kept = best.get(option.unplaced)
    if kept is None:
        best[option.unplaced] = [option, option]
        return
    by_points, by_sum = kept
    if (option.points, option.filled) > (by_points.points, by_points.filled):
        kept[0] = option
    if (option.points + option.filled, option.points) > (by_sum.points + by_sum.filled, by_sum.points):
        kept[1] = option


def _pruned(best: dict[int, list[Option]]) -> tuple[Option, ...]:
    out: list[Option] = []
    for unplaced in sorted(best):
        a, b = best[unplaced]
        out.append(a)
        if b is not a:
            out.append(b)
    return tuple(out)


def _spread(count: int, people: tuple[int, int, int]) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """Take ``count`` people (locals first, then tourists, then VIPs); return (taken, left)."""
    taken = []
    left = list(people)
    for i in range(3):
        n = min(count, left[i])
        taken.append(n)
        left[i] -= n
        count -= n
    return (taken[0], taken[1], taken[2]), (left[0], left[1], left[2])


def _ring_moves(spec: RingSpec, l: int, t: int, v: int):
    """Every legal content of one typed ring given the people left: (locals, tourists, VIPs, filled).

    Typed slots take only their type; ``any`` slots take the overflow of any type; fullest first."""
    _, rl, rt, rv, ra, _ = spec
    size = rl + rt + rv + ra
    for lr in range(min(l, rl + ra), -1, -1):
        over_l = max(0, lr - rl)
        for tr in range(min(t, rt + ra), -1, -1):
            over_t = over_l + max(0, tr - rt)
            if over_t > ra:
                continue
            for vr in range(min(v, rv + ra), -1, -1):
                if over_t + max(0, vr - rv) <= ra:
                    yield lr, tr, vr, lr + tr + vr == size


Partial = tuple[int, int, tuple[Fill, ...]]
"""(ring points, filled rings, fills so far) of a filling in progress."""


def _keep_partial(table: dict[tuple[int, int, int], list[Partial]], left: tuple[int, int, int], p: Partial) -> None:
    """Per people-left state keep the best by points and the best by points + filled (exact: the
    rings still to fill depend only on who is left)."""
    kept = table.get(left)
    if kept is None:
        table[left] = [p, p]
        return
    if (p[0], p[1]) > (kept[0][0], kept[0][1]):
        kept[0] = p
    if (p[0] + p[1], p[0]) > (kept[1][0] + kept[1][1], kept[1][0]):
        kept[1] = p


@lru_cache(maxsize=8192)
def space_options(specs: tuple[RingSpec, ...], locals_: int, tourists: int, vips: int) -> tuple[Option, ...]:
    """Every useful legal filling of one space's rings by the people standing on it.

    Returns, per unplaced count, the best filling by ring points and the best by points + filled
    rings (ties: the first found, fuller rings first, so results are deterministic). A dynamic
    programme over the rings with "who is left" as state keeps this polynomial however many
    rings a (user-entered) card prints."""
    typed = [i for i, s in enumerate(specs) if not s[0]]
    any_number = sorted((i for i, s in enumerate(specs) if s[0]), key=lambda i: -specs[i][5])
    empty: tuple[Fill, ...] = ((0, 0, 0, False),) * len(specs)
    states: dict[tuple[int, int, int], list[Partial]] = {(locals_, tourists, vips): [(0, 0, empty)] * 2}
    for index in typed:
        points_if_full = specs[index][5]
        nxt: dict[tuple[int, int, int], list[Partial]] = {}
        for (l, t, v), kept in states.items():
            moves = tuple(_ring_moves(specs[index], l, t, v))
            for partial in (kept[0],) if kept[0] is kept[1] else kept:
                points, filled, fills = partial
                for lr, tr, vr, full in moves:
                    now = fills[:index] + ((lr, tr, vr, full),) + fills[index + 1:]
                    _keep_partial(nxt, (l - lr, t - tr, v - vr),
                                  (points + (points_if_full if full else 0), filled + full, now))
        states = nxt

    best: dict[int, list[Option]] = {}
    for left, kept in states.items():
        remaining = sum(left)
        for points, filled, fills in (kept[0],) if kept[0] is kept[1] else kept:
            _keep_best(best, Option(remaining, points, filled, fills))
            # Any-number rings: fill the j best of them; the first holds everyone else (ruling 5).
            extra = 0
            for j in range(1, min(len(any_number), remaining) + 1):
                extra += specs[any_number[j - 1]][5]
                chosen = list(fills)
                rest = left
                for k in range(j - 1, 0, -1):  # the others take one person each
                    one, rest = _spread(1, rest)
                    chosen[any_number[k]] = (*one, True)
                chosen[any_number[0]] = (*rest, True)
                _keep_best(best, Option(0, points + extra, filled + j, tuple(chosen)))
    return _pruned(best)


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One card's ring options (the starting tile's two halves combined into one card, ruling 18)."""

    position: Position
    holders: tuple[int, ...]
    """Indexes into ``City.holders`` of this card's spaces."""
    options: tuple[Option, ...]


def _card_choices(city: City) -> tuple[int, tuple[Position, ...], list[CardChoice]]:
    """Split the city into cards without rings (everyone unplaced) and cards with ring options.

    Returns (unplaced on ring-less cards, ring-less cards holding people, ring cards)."""
    fixed_unplaced = 0
    fixed_cards: list[Position] = []
    start_spaces: list[int] = []
    choices: list[CardChoice] = []
    for index, holder in enumerate(city.holders):
        if holder.position == START:
            start_spaces.append(index)
            continue
        people = holder.people
        if not holder.rings:
            if people.total:
                fixed_unplaced += people.total
                fixed_cards.append(holder.position)
            continue
        specs = tuple(ring_spec(r) for r in holder.rings)
        choices.append(CardChoice(holder.position, (index,),
                                  space_options(specs, people.locals, people.tourists, people.vips)))
    # The starting tile: one card made of two spaces.
    halves = [city.holders[i] for i in start_spaces]
    if any(h.rings for h in halves):
        per_half = [
            space_options(tuple(ring_spec(r) for r in h.rings), h.people.locals, h.people.tourists, h.people.vips)
            for h in halves
        ]
        best: dict[int, list[Option]] = {}
        for combo in product(*per_half):
            _keep_best(best, Option(sum(o.unplaced for o in combo), sum(o.points for o in combo),
                                    sum(o.filled for o in combo), tuple(f for o in combo for f in o.fills)))
        choices.insert(0, CardChoice(START, tuple(start_spaces), _pruned(best)))
    else:
        total = sum(h.people.total for h in halves)
        if total:
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


def _programme(objective: str, choices: list[CardChoice]) -> dict[int, tuple[int, tuple]]:
    """Best summed per-card value for each total unplaced count on ring cards (exact)."""
    table: dict[int, tuple[int, tuple]] = {0: (0, ())}
    for choice in choices:
        nxt: dict[int, tuple[int, tuple]] = {}
        for unplaced, (value, picked) in table.items():
            for option in choice.options:
                key = unplaced + option.unplaced
                total = value + _value(objective, option)
                if key not in nxt or total > nxt[key][0]:
                    nxt[key] = (total, picked + ((choice, option),))
        table = nxt
    return table


def _assignment(fixed_unplaced: int, fixed_cards: tuple, picked: tuple) -> RingAssignment:
    return RingAssignment(
        points=sum(o.points for _, o in picked),
        filled=sum(o.filled for _, o in picked),
        unplaced=fixed_unplaced + sum(o.unplaced for _, o in picked),
        chosen=picked,
        fixed_cards=fixed_cards,
    )


def best_assignment(city: City, objective: str) -> RingAssignment:
    """The exact best ring assignment for one city under Green or Orange (Blue alone: most points).

    Green maximises ring points - cards with unplaced people; Orange ring points + filled rings -
    unplaced // 2; Blue (without rivals) ring points. Ties: fewer unplaced people."""
    fixed_unplaced, fixed_cards, choices = _card_choices(city)
    table = _programme(objective, choices)

    def score(item) -> tuple[int, int]:
        unplaced, (value, _) = item
        total_unplaced = unplaced + fixed_unplaced
        if objective == "orange":
            value -= total_unplaced // 2
        return value, -total_unplaced

    _, (_, picked) = max(sorted(table.items()), key=score)
    return _assignment(fixed_unplaced, fixed_cards, picked)


def blue_frontier(city: City) -> tuple[RingAssignment, ...]:
    """Blue: the best ring points for each possible unplaced count, keeping only real trade-offs.

    Sorted by unplaced count; each entry has strictly more ring points than every entry before it,
    since more unplaced people never improves a player's own Blue penalty."""
    fixed_unplaced, fixed_cards, choices = _card_choices(city)
    table = _programme("blue", choices)
    frontier: list[RingAssignment] = []
    for unplaced in sorted(table):
        value, picked = table[unplaced]
        if not frontier or value > frontier[-1].points:
            frontier.append(_assignment(fixed_unplaced, fixed_cards, picked))
    return tuple(frontier)


def _people_words(locals_: int, tourists: int, vips: int) -> str:
    parts = [f"{n} {w}{'s' if n != 1 else ''}" for n, w in ((locals_, "local"), (tourists, "tourist"),
                                                           (vips, "VIP")) if n]
    return " + ".join(parts) if parts else "nobody"


def ring_records(city: City, assignment: RingAssignment) -> tuple[list[ScoreItem], list[RingFill]]:
    """A "rings" item per filled ring and a ``RingFill`` per printed ring, in city order."""
    items: list[ScoreItem] = []
    fills: list[RingFill] = []
    for choice, option in assignment.chosen:
        holders: list[Holder] = [city.holders[i] for i in choice.holders]
        rings = [(h, r) for h in holders for r in h.rings]
        for index, ((holder, ring), (l, t, v, full)) in enumerate(zip(rings, option.fills)):
            points = ring.points if full else 0
            where = f"{holder.card_name} ({holder.label})" if holder.position == START else holder.card_name
            label = ring_label(ring)
            fills.append(RingFill(holder.card_id, holder.card_name, holder.position, index,
                                  f"{holder.label}: {label}" if holder.position == START else label,
                                  l, t, v, full, points))
            if full:
                items.append(ScoreItem(
                    line="rings",
                    points=points,
                    reason=f"{label[0].upper()}{label[1:]} on {where} filled by {_people_words(l, t, v)}: {points}",
                    card_id=holder.card_id,
                    card_name=holder.card_name,
                    position=holder.position,
                    ability="any_number_ring" if isinstance(ring, AnyNumberRing) else "ring",
                    ruling=5,
                ))
    return items, fills


def unplaced_records(city: City, assignment: RingAssignment) -> tuple[UnplacedPeople, ...]:
    """Who ``assignment`` leaves outside every ring, one group per space, in city order.

    A space's unplaced people are those standing on it minus those its chosen fillings put in its
    rings (filled or not): everyone on a card without rings, the people left over beside a ring,
    and people on a starting tile half (whose own rings, if any, they may use). The groups add up
    to ``assignment.unplaced``."""
    in_rings: dict[int, tuple[int, int, int]] = {}
    for choice, option in assignment.chosen:
        # Fills run ring by ring over the card's spaces (the starting tile: beach half's rings, then street half's).
        fills = iter(option.fills)
        for index in choice.holders:
            taken = list(islice(fills, len(city.holders[index].rings)))
            in_rings[index] = (sum(f[0] for f in taken), sum(f[1] for f in taken), sum(f[2] for f in taken))
    groups: list[UnplacedPeople] = []
    for index, holder in enumerate(city.holders):
        held = in_rings.get(index, (0, 0, 0))
        left = (holder.people.locals - held[0], holder.people.tourists - held[1], holder.people.vips - held[2])
        if not any(left):
            continue
        if holder.position == START:
            row, column, card_id = ("beach" if holder.label == "beach half" else "street"), 0, None
        else:
            (row, column), card_id = holder.position, holder.card_id
        groups.append(UnplacedPeople(row, column, card_id, holder.card_name, *left))
    groups.sort(key=lambda g: (g.column, g.row == "street"))
    return tuple(groups)
