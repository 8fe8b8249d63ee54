"""The earlier ring search (a programme over "who is left", enumerating each ring's contents), kept as
a reference for tests of ``scorer.scoring.rings``.

It is exact but slow with many people (every content of every ring, for every count of people
left); tests run it on small spaces and check that ``scorer.scoring.rings.space_options`` finds the same
outcomes (unplaced count, ring points, filled rings) in the same order. Not used by the app.
"""

from __future__ import annotations

from dataclasses import dataclass

RingSpec = tuple[bool, int, int, int, int, int]
Fill = tuple[int, int, int, bool]


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


def _ring_moves(spec: RingSpec, loc: int, t: int, v: int):
    """Every legal content of one typed ring given the people left: (locals, tourists, VIPs, filled).

    Typed slots take only their type; ``any`` slots take the overflow of any type; fullest first."""
    _, rl, rt, rv, ra, _ = spec
    size = rl + rt + rv + ra
    for lr in range(min(loc, rl + ra), -1, -1):
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



def reference_space_options(specs: tuple[RingSpec, ...], locals_: int, tourists: int, vips: int) -> tuple[Option, ...]:
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
        for (loc, t, v), kept in states.items():
            moves = tuple(_ring_moves(specs[index], loc, t, v))
            for partial in (kept[0],) if kept[0] is kept[1] else kept:
                points, filled, fills = partial
                for lr, tr, vr, full in moves:
                    now = fills[:index] + ((lr, tr, vr, full),) + fills[index + 1:]
                    _keep_partial(nxt, (loc - lr, t - tr, v - vr),
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

