"""The best final movement for one player, found exactly (branch and bound, proven optimal).

Just before scoring, each tourist and VIP may move 1 space and each local up to 3 spaces (ruling
11), over placed cards only (up, down, left, right; the starting tile is two spaces). A VIP drops a
footprint on a qualifying feature card it enters (ruling 10), while the supply lasts. This module
finds the movement that gives the player the highest total as ``scorer.scoring.score_game`` counts
it, and proves it is the best.

Structure used (why it is exact): moving people changes only three things on the scorepad: new
footprints (from VIP moves), the rings line and the people line. Rings and the people line depend
only on which rings end exactly filled, how many people end in rings at all, and (Green) which
cards keep people outside rings. So:

- the VIP moves (at most 4 choices per VIP) are enumerated outright, each with its footprints;
- for the rest, the search branches on each ring (filled or not), each "any number" ring group
  (how many active) and, for Green, each card (may keep unplaced people or not). A max-flow with
  lower bounds (people of a type from their space to the spaces they can reach, then into ring
  slots) says whether a choice can be met and how many people can be placed at most;
- a ring decided "not filled" must really stay short of full when filling it would score (a
  ring may print negative points): such a ring's slots feed one node whose way out carries at
  most (ring size - 1) people. A ring worth 0 or more may keep its full capacity: filling it by
  accident only scores more than predicted, and the "filled" branch covers that case exactly;
- a node's upper bound is the decided points plus every undecided ring's points when positive,
  every undecided "any number" group's best number of active rings (0 allowed) and the best
  people line that the relaxed flow allows, so pruning never cuts off the optimum. People of the
  same type on the same space are interchangeable: the flow counts them, it never names them.

For Blue, the other players' unplaced counts are taken as they stand in the table's report. The
answer is checked against the scorer's totals (``score_totals``: ``score_game``'s numbers without
explanations) on the moved city; ``proven_optimal`` is False only when that check fails (the note
names why: Blue rivals who change their own choice, or a mismatch with the scorer) or the node
limit was reached.

Worst case, bounded where the input enters: the city must be one a game can end with (at most
15 feature cards, ``scorer.scoring.validation.MAX_FEATURE_CARDS``, and at most 2 VIPs, what a starting
tile gives, ``card_db.limits``), else ``ValueError`` says so before any search. So there are at
most 5^2 = 25 VIP plans; the branch and bound explores at most ``node_limit`` nodes in all
(default ``DEFAULT_NODE_LIMIT`` = 10,000, about 4 times what the hardest realistic city of
``scripts/bench_final_movement.py`` needs), each one max-flow over at most 17 spaces, 68 rings and
68 people (the box). Past the limit the answer is the best found, marked not proven optimal.
``scripts/bench_final_movement.py --worst`` prints the time of a city that uses the whole budget.
This module does not draw or store anything.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product

import lang
from card_db.catalogue import Catalogue
from card_db.limits import BOX_FOOTPRINTS, MAX_CITY_VIPS
from card_db.models import AnyNumberRing, Ring
from scorer.engine import words
from scorer.engine.words import ENGLISH, Said
from scorer.model.game import Cell, FinishedGame, People, PlayerCity
from scorer.scoring.abilities import footprint_fact
from scorer.scoring.city import City, build_city
from scorer.scoring.objectives import blue_penalties
from scorer.scoring.table import TableTotals, score_totals
from scorer.scoring.validation import MAX_FEATURE_CARDS

FOOTPRINT_SUPPLY = BOX_FOOTPRINTS
LOCAL_REACH, TOURIST_REACH = 3, 1
"""Spaces a local may move; tourists and VIPs move 1 (ruling 11)."""
TYPES = ("local", "tourist", "vip")
DEFAULT_NODE_LIMIT = 10_000
"""Search nodes in all; the hardest realistic city needs about 2,600 (scripts/bench_final_movement.py)."""

Square = tuple[str, int]
"""A grid square (row, column); the starting tile is ("beach", 0) and ("street", 0)."""
Decided = list[int | None]
"""A search state: per ring 1 (filled) or 0 (not), per group the option taken; ``None``: not decided yet."""
Dirty = list[bool | None]
"""Green: per card, whether it may keep unplaced people (``None``: not decided yet)."""
Flow = tuple[str, int, int, int]
"""People moved by the flow: (person type, from holder, to holder, how many)."""


# --- public records ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """People of one type moving together from one square along one path.

    ``path`` lists the squares entered, the destination last. ``footprints`` are the squares where
    a VIP dropped a footprint."""

    person: str
    from_square: Square
    path: tuple[Square, ...]
    count: int = 1
    footprints: tuple[Square, ...] = ()

    @property
    def to_square(self) -> Square:
        """Where the people end."""
        return self.path[-1] if self.path else self.from_square

    def describe(self, language: str = ENGLISH) -> str:
        """"2 locals from beach 1 to street -1 (via beach 0, street 0)", in ``language``."""
        return self.said().word(language)

    def said(self) -> Said:
        """This move as words not yet said (``describe`` words them)."""
        said = Said("advice.move", people=words.count(self.count, self.person),
                    origin=_square_said(self.from_square), target=_square_said(self.to_square))
        if len(self.path) > 1:
            said = Said("advice.move_via", move=said, path=tuple(_square_said(s) for s in self.path[:-1]))
        if self.footprints:
            said = Said("advice.move_footprint", move=said, squares=tuple(_square_said(s) for s in self.footprints))
        return said


@dataclass(frozen=True, slots=True)
class MovementPlan:
    """The best final movement for one player and what it gains."""

    seat: int
    moves: tuple[Move, ...]
    city: PlayerCity
    """The player's city after the moves."""
    points_before: int
    points_after: int
    proven_optimal: bool
    nodes_explored: int
    note: str = ""

    @property
    def gain(self) -> int:
        """Points gained over not moving at all (never negative: doing nothing is a plan)."""
        return self.points_after - self.points_before

    def describe(self, language: str = ENGLISH) -> str:
        """One sentence for the assistant or the score pad, in ``language``."""
        if not self.moves or self.gain <= 0:
            return lang.text("advice.plan_already_best" if self.proven_optimal else "advice.plan_none_found", language)
        steps = "; ".join(m.describe(language) for m in self.moves)
        key = "advice.plan_gain" if self.proven_optimal else "advice.plan_gain_unproven"
        return lang.text(key, language, count=self.gain, steps=steps)


def _square_said(square: Square) -> Said:
    """A square as a move names it: "street 1", "the starting tile's street half"."""
    row, column = square
    if column == 0:
        return Said("engine.square_start", row=words.row(row))
    return Said("advice.square", row=words.row(row), column=column)


def _square_words(square: Square) -> str:
    return _square_said(square).word(ENGLISH)


# --- geometry ---------------------------------------------------------------------------------


def _distances(squares: list[Square], limit: int) -> dict[Square, dict[Square, tuple[Square, ...]]]:
    """For each square, every square within ``limit`` steps over placed squares, with a shortest path."""
    present = set(squares)
    out: dict[Square, dict[Square, tuple[Square, ...]]] = {}
    for start in squares:
        paths: dict[Square, tuple[Square, ...]] = {start: ()}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if len(paths[here]) == limit:
                continue
            row, column = here
            for nxt in ((row, column - 1), (row, column + 1), ("street" if row == "beach" else "beach", column)):
                if nxt in present and nxt not in paths:
                    paths[nxt] = paths[here] + (nxt,)
                    queue.append(nxt)
        out[start] = paths
    return out


def _people_at(player: PlayerCity) -> dict[Square, People]:
    found = {("beach", 0): player.start_beach, ("street", 0): player.start_street}
    for cell in player.cells:
        found[(cell.row, cell.column)] = cell.people
    return found


# --- max-flow with lower bounds ---------------------------------------------------------------

INF = 10**6


class _Graph:
    """The fixed shape of a small flow network; capacities are given per solve (Dinic)."""

    __slots__ = ("n", "to", "head", "nxt", "base")

    def __init__(self, n: int) -> None:
        self.n = n
        self.to: list[int] = []
        self.head = [-1] * n
        self.nxt: list[int] = []
        self.base: list[int] = []

    def add(self, u: int, v: int, cap: int = 0) -> int:
        """Edge u -> v with a default capacity; returns its index (its reverse is index ^ 1)."""
        index = len(self.to)
        for a, b, c in ((u, v, cap), (v, u, 0)):
            self.to.append(b)
            self.base.append(c)
            self.nxt.append(self.head[a])
            self.head[a] = len(self.to) - 1
        return index

    def max_flow(self, cap: list[int], s: int, t: int) -> int:
        """Augment ``cap`` (residual capacities, changed in place) from s to t; returns the flow added."""
        total = 0
        to, head, nxt = self.to, self.head, self.nxt
        n = self.n
        while True:
            level = [-1] * n
            level[s] = 0
            queue = deque([s])
            while queue:
                u = queue.popleft()
                e = head[u]
                while e != -1:
                    if cap[e] > 0 and level[to[e]] < 0:
                        level[to[e]] = level[u] + 1
                        queue.append(to[e])
                    e = nxt[e]
            if level[t] < 0:
                return total
            it = list(head)

            # This round's ``level`` and ``it`` are passed in, not read from the loop's variables.
            def push(u: int, f: int, it: list[int], level: list[int]) -> int:
                if u == t:
                    return f
                while it[u] != -1:
                    e = it[u]
                    v = to[e]
                    if cap[e] > 0 and level[v] == level[u] + 1:
                        d = push(v, f if f < cap[e] else cap[e], it, level)
                        if d:
                            cap[e] -= d
                            cap[e ^ 1] += d
                            return d
                    it[u] = nxt[e]
                return 0

            while True:
                f = push(s, INF, it, level)
                if not f:
                    break
                total += f


# --- the model --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _RingSlot:
    holder: int
    counts: tuple[int, int, int, int]  # locals, tourists, vips, any
    points: int


@dataclass(frozen=True, slots=True)
class _AnyGroup:
    holder: int
    points: tuple[int, ...]  # best first


@dataclass
class _Model:
    objective: str
    squares: list[Square]
    card_of: list[int]  # holder -> card index (both starting tile halves share card 0)
    supply: dict[str, list[int]]  # type -> per holder (VIPs: after the VIP moves)
    reach: dict[str, list[list[int]]]  # type -> per origin the reachable holders
    rings: list[_RingSlot]
    groups: list[_AnyGroup]
    total_people: int
    rivals: tuple[int, ...]
    cards: int


def _ring_value(model: _Model, ring: _RingSlot) -> int:
    """What filling one ring adds to the total: its points, plus 1 filled ring for Orange."""
    return ring.points + (model.objective == "orange")


def _group_values(model: _Model, group: _AnyGroup) -> list[int]:
    """What 0, 1, 2... active rings of an "any number" group add (best rings first, as the scorer
    fills them; Orange adds 1 per filled ring)."""
    values = [0]
    for points in group.points:
        values.append(values[-1] + points + (model.objective == "orange"))
    return values


def _people_value(model: _Model, unplaced: int) -> int:
    """The people line's part that depends on the unplaced total (Blue and Orange)."""
    if model.objective == "blue":
        return blue_penalties((unplaced, *model.rivals))[0]
    if model.objective == "orange":
        return -(unplaced // 2)
    return 0


def _best_people_value_from(model: _Model, unplaced_min: int) -> int:
    return max(_people_value(model, u) for u in range(unplaced_min, model.total_people + 1))


class _Network:
    """The model's flow network, built once; each decision only sets capacities and lower bounds.

    Nodes: S, T, then per type and space a source (the people standing there) and a destination
    (the people ending there), one node per ring's "any" slots, one per "any number" ring group,
    and the helper source and sink of the lower-bound reduction."""

    def __init__(self, model: _Model) -> None:
        self.model = model
        n_h = len(model.squares)
        src = {(t, h): 2 + 2 * (ti * n_h + h) for ti, t in enumerate(TYPES) for h in range(n_h)}
        dst = {(t, h): 3 + 2 * (ti * n_h + h) for ti, t in enumerate(TYPES) for h in range(n_h)}
        index = 2 + 2 * len(TYPES) * n_h
        any_node = {}
        for r, ring in enumerate(model.rings):
            if ring.counts[3]:
                any_node[r] = index
                index += 1
        group_node = {g: index + g for g in range(len(model.groups))}
        index += len(model.groups)
        # Rings that lose points when filled: "not filled" must be enforced, through one node per
        # ring whose way out can be capped at (size - 1) people.
        ring_node = {}
        for r, ring in enumerate(model.rings):
            if _ring_value(model, ring) < 0:
                ring_node[r] = index
                index += 1
        self.ss, self.tt = index, index + 1
        graph = self.graph = _Graph(index + 2)
        self.supply_edges = []  # (edge, supply)
        self.move_edges = []  # (type, from, to, edge)
        for t in TYPES:
            for o in range(n_h):
                s = model.supply[t][o]
                if not s:
                    continue
                self.supply_edges.append((graph.add(0, src[(t, o)], s), s))
                for h in model.reach[t][o]:
                    self.move_edges.append((t, o, h, graph.add(src[(t, o)], dst[(t, h)], INF)))
        self.ring_edges = []  # per ring: [(edge, slots)], the last one the "any" slots
        self.short_edges = {}  # ring -> (edge, size): the capped way out of a losing ring
        for r, ring in enumerate(model.rings):
            edges = []
            out = ring_node.get(r, 1)
            for ti, t in enumerate(TYPES):
                c = ring.counts[ti]
                if c:
                    edges.append((graph.add(dst[(t, ring.holder)], out, c), c))
            if ring.counts[3]:
                a = ring.counts[3]
                for t in TYPES:
                    graph.add(dst[(t, ring.holder)], any_node[r], a)
                edges.append((graph.add(any_node[r], out, a), a))
            self.ring_edges.append(edges)
            if r in ring_node:
                size = sum(ring.counts)
                self.short_edges[r] = (graph.add(ring_node[r], 1, size), size)
        self.group_edges = []
        for g, group in enumerate(model.groups):
            for t in TYPES:
                graph.add(dst[(t, group.holder)], group_node[g], INF)
            self.group_edges.append(graph.add(group_node[g], 1, INF))
        self.dump_edges = []  # (card, edge): Green only, people left outside rings on a card
        if model.objective == "green":
            for h in range(n_h):
                for t in TYPES:
                    self.dump_edges.append((model.card_of[h], graph.add(dst[(t, h)], 1, INF)))
        self.back = graph.add(1, 0, INF)
        self.helper_in = {v: graph.add(self.ss, v) for v in range(index)}
        self.helper_out = {v: graph.add(v, self.tt) for v in range(index)}

    def solve(self, ring_state, group_state, dirty):
        """(max people routed S -> T, residual capacities, lower bound per edge), or None if infeasible."""
        graph, model = self.graph, self.model
        cap = list(graph.base)
        lower: dict[int, int] = {}
        if model.objective == "green":
            for edge, s in self.supply_edges:
                lower[edge] = s
        for r, edges in enumerate(self.ring_edges):
            if ring_state[r] == 1:
                for edge, c in edges:
                    lower[edge] = c
        for r, (edge, size) in self.short_edges.items():
            if ring_state[r] == 0:
                cap[edge] = size - 1
        for g, edge in enumerate(self.group_edges):
            state = group_state[g]
            if state == 0:
                cap[edge] = 0
            elif state:
                lower[edge] = state
        for card, edge in self.dump_edges:
            if dirty[card] is False:
                cap[edge] = 0
        excess = [0] * graph.n
        to = graph.to
        for edge, low in lower.items():
            cap[edge] -= low
            excess[to[edge]] += low
            excess[to[edge ^ 1]] -= low
        need = 0
        for v, e in self.helper_in.items():
            if excess[v] > 0:
                cap[e] = excess[v]
                need += excess[v]
            elif excess[v] < 0:
                cap[self.helper_out[v]] = -excess[v]
        if need and graph.max_flow(cap, self.ss, self.tt) != need:
            return None
        through = cap[self.back ^ 1]
        cap[self.back] = cap[self.back ^ 1] = 0
        return through + graph.max_flow(cap, 0, 1), cap, lower


def _placed(model: _Model, network: _Network, ring_state: Decided, group_state: Decided, dirty: Dirty,
            memo: dict | None = None) -> int | None:
    """Most people that can end in rings under a decision (None: the decision cannot be met).

    Memoised on what shapes the network: a ring worth 0 or more decided "not filled", or a card
    allowed to keep unplaced people, leaves the network as the undecided relaxation had it, so
    those children reuse their parent's flow (a losing ring's "not filled" caps it: part of the key)."""
    key = None
    if memo is not None:
        short = network.short_edges
        key = (tuple(s if r in short else s == 1 for r, s in enumerate(ring_state)), tuple(group_state),
               tuple(d is False for d in dirty))
        if key in memo:
            return memo[key]
    solved = network.solve(ring_state, group_state, dirty)
    placed = None
    if solved is not None:
        total, cap, _ = solved
        if model.objective != "green":
            placed = total
        elif total == model.total_people:
            placed = total - sum(cap[e ^ 1] for _, e in network.dump_edges)
    if memo is not None:
        memo[key] = placed
    return placed


def _evaluate(model: _Model, network: _Network, ring_state: Decided, group_state: Decided, dirty: Dirty,
              want_flow: bool = False, memo: dict | None = None) -> tuple[int, int, list[Flow] | None] | None:
    """(value bound or exact value, placed people, moves) for a decision; None if infeasible."""
    flow = None
    if want_flow:
        solved = network.solve(ring_state, group_state, dirty)
        assert solved is not None  # a flow is asked only of the decision the search found feasible
        total, cap, lower = solved
        flow = cap, lower
        placed = total - (sum(cap[e ^ 1] for _, e in network.dump_edges) if model.objective == "green" else 0)
    else:
        placed = _placed(model, network, ring_state, group_state, dirty, memo)
        if placed is None:
            return None
    # Undecided rings and groups count at their best, never below what leaving them empty gives:
    # a ring or group worth less than nothing lowers no bound (it may stay empty).
    points = 0
    for r, ring in enumerate(model.rings):
        state = ring_state[r]
        if state == 1:
            points += _ring_value(model, ring)
        elif state is None:
            points += max(0, _ring_value(model, ring))
    for g, group in enumerate(model.groups):
        state = group_state[g]
        values = _group_values(model, group)
        points += max(values) if state is None else values[state]
    if model.objective == "green":
        value = points - sum(1 for d in dirty if d)
    else:
        value = points + _best_people_value_from(model, model.total_people - placed)
    moves: list[Flow] | None = None
    if flow is not None:  # asked for (``want_flow``)
        cap, lower = flow
        moves = []
        for t, o, h, e in network.move_edges:
            carried = cap[e ^ 1] + lower.get(e, 0)
            if o != h and carried:
                moves.append((t, o, h, carried))
    return value, placed, moves


def _search(model: _Model, best_value: int, node_limit: int, counter: list[int]) -> list:
    """Branch and bound over ring, group and (Green) card decisions. Returns (value, decision) or None."""
    # Decide rings worth most first: good incumbents early and tight bounds. A losing ring tries
    # "not filled" first.
    ring_order = sorted(range(len(model.rings)), key=lambda r: -model.rings[r].points)
    decisions: list[tuple[str, int, tuple]] = [
        ("ring", r, (1, 0) if _ring_value(model, model.rings[r]) >= 0 else (0, 1)) for r in ring_order]
    decisions += [("group", g, tuple(range(len(model.groups[g].points), -1, -1))) for g in range(len(model.groups))]
    if model.objective == "green":
        decisions += [("dirty", c, (False, True)) for c in range(model.cards)]
    ring_state: list[int | None] = [None] * len(model.rings)
    group_state: list[int | None] = [None] * len(model.groups)
    dirty: list[bool | None] = [None] * model.cards
    best: list = [best_value, None]
    network = _Network(model)
    memo: dict = {}

    def recurse(depth: int) -> None:
        if counter[0] >= node_limit:
            return
        counter[0] += 1
        result = _evaluate(model, network, ring_state, group_state, dirty, memo=memo)
        if result is None:
            return
        bound = result[0]
        if bound <= best[0]:
            return
        if depth == len(decisions):
            best[0] = bound
            best[1] = (list(ring_state), list(group_state), list(dirty))
            return
        kind, i, choices = decisions[depth]
        state = ring_state if kind == "ring" else group_state if kind == "group" else dirty
        for choice in choices:
            state[i] = choice
            recurse(depth + 1)
        state[i] = None

    recurse(0)
    return best


# --- building the model from a game -----------------------------------------------------------


def _holders(city: City, player: PlayerCity) -> list[Square]:
    """Square of each ``City.holders`` entry (beach half, street half, then cells in city order)."""
    return [("beach", 0), ("street", 0)] + [h.position for h in city.holders[2:]]


def _rings_of(city: City) -> tuple[list[_RingSlot], list[_AnyGroup]]:
    rings, groups = [], []
    for h, holder in enumerate(city.holders):
        numbers = []
        for ring in holder.rings:
            if isinstance(ring, AnyNumberRing):
                numbers.append(ring.points)
            elif isinstance(ring, Ring):
                rings.append(_RingSlot(h, (ring.locals, ring.tourists, ring.vips, ring.any), ring.points))
        if numbers:
            groups.append(_AnyGroup(h, tuple(sorted(numbers, reverse=True))))
    return rings, groups


def _footprint_supply(game: FinishedGame) -> int:
    on_table = sum(1 for p in game.players for c in p.cells if c.footprint)
    taken = game.robot.footprints if game.robot is not None else 0
    return max(0, FOOTPRINT_SUPPLY - on_table - taken)


@dataclass(frozen=True, slots=True)
class _VipPlan:
    moves: tuple[tuple[int, int], ...]  # (from holder, to holder) per moving VIP
    final: tuple[int, ...]  # VIPs per holder after the moves
    footprints: tuple[int, ...]  # holders receiving a footprint
    gain: int


def _vip_plans(squares: list[Square], vips: list[int], paths: dict[Square, dict[Square, tuple[Square, ...]]],
               footprint_value: dict[int, int | None], supply: int) -> list[_VipPlan]:
    """Every distinct VIP movement (each VIP stays or moves 1 space), best footprints per outcome."""
    index = {s: i for i, s in enumerate(squares)}
    worth = {h: v for h, v in footprint_value.items() if v is not None}  # holders where a footprint scores
    people = [h for h, n in enumerate(vips) for _ in range(n)]
    per_vip = [[None] + [index[s] for s in paths[squares[h]] if s != squares[h]] for h in people]
    best: dict[tuple, _VipPlan] = {}
    for combo in product(*per_vip):
        final = list(vips)
        moves = []
        entered = []
        for origin, target in zip(people, combo, strict=True):
            if target is None:
                continue
            final[origin] -= 1
            final[target] += 1
            moves.append((origin, target))
            if target in worth and target not in entered:
                entered.append(target)
        # Supply short: the player orders the moves so the best footprints come first.
        entered.sort(key=lambda h: -worth[h])
        dropped = tuple(entered[:supply])
        gain = sum(worth[h] for h in dropped)
        key = (tuple(final), tuple(sorted(dropped)))
        plan = _VipPlan(tuple(moves), tuple(final), dropped, gain)
        if key not in best or len(moves) < len(best[key].moves):
            best[key] = plan
    # Per final VIP position keep only the best footprint gain (fewest moves on ties).
    by_final: dict[tuple, _VipPlan] = {}
    for plan in best.values():
        kept = by_final.get(plan.final)
        if kept is None or (plan.gain, -len(plan.moves)) > (kept.gain, -len(kept.moves)):
            by_final[plan.final] = plan
    return sorted(by_final.values(), key=lambda p: (-p.gain, len(p.moves)))


def _check_searchable(player: PlayerCity) -> None:
    """Refuse a city no game can end with: the VIP moves and the search would grow without bound."""
    vips = player.people_counts()["vips"]
    if vips > MAX_CITY_VIPS:
        raise ValueError(f"{player.name}'s city holds {vips} VIPs but a starting tile gives at most {MAX_CITY_VIPS}: "
                         f"correct the VIP counts before asking for the best final movement")
    if len(player.cells) > MAX_FEATURE_CARDS:
        raise ValueError(f"{player.name}'s city has {len(player.cells)} feature cards but a game ends with at most "
                         f"{MAX_FEATURE_CARDS}: remove {len(player.cells) - MAX_FEATURE_CARDS} before asking for the "
                         f"best final movement")


def _rivals(report: TableTotals, seat: int) -> tuple[int, ...]:
    return tuple(p.unplaced for p in report.players if p.seat != seat)


def best_final_movement(
    game: FinishedGame, seat: int, catalogue: Catalogue, *, node_limit: int = DEFAULT_NODE_LIMIT
) -> MovementPlan:
    """The movement that gives player ``seat`` the highest total, with proof of optimality.

    ``game`` is the table just before the final movement. Raises ``ValueError`` for a seat that
    is not at the table, or a city no game can end with (more than 15 feature cards or 2 VIPs),
    which would make the search's worst case unbounded."""
    if not 0 <= seat < len(game.players):
        raise ValueError(f"seat {seat} is not at the table: choose a seat from 0 to {len(game.players) - 1}")
    _check_searchable(game.players[seat])
    catalogue = catalogue.merged_with(game.cards, game.starting_tiles)
    report = score_totals(game, catalogue)  # numbers only: lines, totals and unplaced counts are all it reads
    mine = next(p for p in report.players if p.seat == seat)
    movable = mine.line("rings") + mine.line("people")
    setting = _setting(game, seat, catalogue, report)
    counter = [0]
    # The incumbent is "do nothing": its rings + people value as the report scored it.
    best_value, best_choice = _search_plans(setting, movable - 1, node_limit, counter)
    exhausted = counter[0] >= node_limit
    player = game.players[seat]
    if best_choice is None:
        # Nothing beats standing still.
        return MovementPlan(seat, (), player, mine.total, mine.total, not exhausted, counter[0])
    return _checked_plan(game, seat, catalogue, setting, best_choice,
                         predicted=mine.total - movable + best_value, points_before=mine.total,
                         proven=not exhausted, nodes=counter[0])


@dataclass(frozen=True)
class _Setting:
    """One city's search problem: the model without its VIP positions, the VIP plans to try and
    the paths people may take (to write the moves of the answer)."""

    base: _Model
    plans: tuple
    squares: list
    local_paths: dict
    step_paths: dict


def _setting(game: FinishedGame, seat: int, catalogue: Catalogue, report: TableTotals) -> _Setting:
    player = game.players[seat]
    city = build_city(player, catalogue)
    squares = _holders(city, player)
    at = _people_at(player)
    n_h = len(squares)
    local_paths = _distances(squares, LOCAL_REACH)
    step_paths = _distances(squares, TOURIST_REACH)
    index = {s: i for i, s in enumerate(squares)}
    reach = {
        "local": [[index[s] for s in local_paths[squares[o]]] for o in range(n_h)],
        "tourist": [[index[s] for s in step_paths[squares[o]]] for o in range(n_h)],
        "vip": [[o] for o in range(n_h)],  # VIP moves are enumerated outside the flow
    }
    rings, groups = _rings_of(city)
    rule = city.start_tile.footprint
    footprint_value: dict[int, int | None] = {}
    for h in range(2, n_h):
        node = city.nodes[squares[h]]
        fact = None if node.footprint else footprint_fact(node, rule)  # ruling 10, as the score counts it
        footprint_value[h] = fact.points if fact is not None and fact.case == "matches" else None
    vips = [at[s].vips for s in squares]
    base = _Model(
        objective=game.objective,
        squares=squares,
        card_of=[0, 0] + list(range(1, n_h - 1)),
        supply={"local": [at[s].locals for s in squares], "tourist": [at[s].tourists for s in squares],
                "vip": vips},
        reach=reach,
        rings=rings,
        groups=groups,
        total_people=sum(at[s].total for s in squares),
        rivals=_rivals(report, seat) if game.objective == "blue" else (),
        cards=n_h - 1,
    )
    plans = tuple(_vip_plans(squares, vips, step_paths, footprint_value, _footprint_supply(game)))
    return _Setting(base, plans, squares, local_paths, step_paths)


def _search_plans(setting: _Setting, incumbent: int, node_limit: int, counter: list[int]) -> tuple[int, tuple | None]:
    """The best (value, (plan, model, search state)) over every VIP plan, or (incumbent, None)."""
    best_value = incumbent
    best_choice: tuple | None = None
    base = setting.base
    for plan in setting.plans:
        model = _Model(**{**base.__dict__, "supply": {**base.supply, "vip": list(plan.final)}})
        found = _search(model, best_value - plan.gain, node_limit, counter)
        if found[1] is not None and found[0] + plan.gain > best_value:
            best_value, best_choice = found[0] + plan.gain, (plan, model, found[1])
    return best_value, best_choice


def _checked_plan(game: FinishedGame, seat: int, catalogue: Catalogue, setting: _Setting, choice: tuple, *,
                  predicted: int, points_before: int, proven: bool, nodes: int) -> MovementPlan:
    """The search's best answer turned into moves, scored again by the scorer itself: a movement
    is only offered when the scorer agrees it gains points (and only called proven when the
    scorer's total is the one the search predicted)."""
    player = game.players[seat]
    plan, model, (ring_state, group_state, dirty) = choice
    evaluated = _evaluate(model, _Network(model), ring_state, group_state, dirty, want_flow=True)
    assert evaluated is not None  # the search's own answer: a feasible decision
    flows = evaluated[2]
    moves = _moves(setting.squares, plan, flows, setting.local_paths, setting.step_paths)
    moved = apply_moves(player, moves)
    after_game = game.model_copy(update={"players": tuple(moved if i == seat else p
                                                           for i, p in enumerate(game.players))})
    after_report = score_totals(after_game, catalogue)
    after = next(p for p in after_report.players if p.seat == seat).total
    note = ""
    if after != predicted:
        proven = False
        cause = _mismatch_cause(game, model, after_report, seat)
        note = f"the scorer gives {after} where the search predicted {predicted} ({cause})"
    if after <= points_before:
        return MovementPlan(seat, (), player, points_before, points_before, proven, nodes, note)
    return MovementPlan(seat, tuple(moves), moved, points_before, after, proven, nodes, note)


def _mismatch_cause(game: FinishedGame, model: _Model, after_report: TableTotals, seat: int) -> str:
    """Why the scorer's total for the moved city differs from the search's prediction, in words."""
    if game.objective == "blue":
        now = _rivals(after_report, seat)
        if now != model.rivals:
            return (f"other players' Blue choices changed: their unplaced counts went from "
                    f"{', '.join(map(str, model.rivals))} to {', '.join(map(str, now))}")
        unsettled = [n for n in after_report.notes if n.startswith("Blue:")]
        if unsettled:
            return f"the Blue people ranking did not settle ({unsettled[0]})"
    return (f"the search's ring model disagrees with the scorer on this {game.objective} city; "
            "please report it with the game")


def _moves(squares: list[Square], plan: _VipPlan, flows: list[Flow] | None,
           local_paths: dict[Square, dict[Square, tuple[Square, ...]]],
           step_paths: dict[Square, dict[Square, tuple[Square, ...]]]) -> list[Move]:
    """Turn VIP moves and flow counts into ``Move`` records with paths, relays shortened."""
    moves: list[Move] = []
    for origin, target in plan.moves:
        dropped = (squares[target],) if target in plan.footprints else ()
        moves.append(Move("vip", squares[origin], (squares[target],), 1, dropped))
    counts: dict[tuple[str, int, int], int] = {}
    for t, o, h, n in flows or ():
        counts[(t, o, h)] = counts.get((t, o, h), 0) + n
    paths = {"local": local_paths, "tourist": step_paths}
    # People of one type are interchangeable, so relays shorten: A->B plus B->C becomes A->C when
    # C is in reach of A (A->B plus B->A cancels). Each step moves fewer people, so it ends.
    changed = True
    while changed:
        changed = False
        for (t, o, m), n in list(counts.items()):
            if not n:
                continue
            for (t2, m2, h), k in list(counts.items()):
                if t2 != t or m2 != m or not k or not counts[(t, o, m)]:
                    continue
                if h != o and squares[h] not in paths[t][squares[o]]:
                    continue
                cut = min(counts[(t, o, m)], k)
                counts[(t, o, m)] -= cut
                counts[(t, m, h)] -= cut
                if h != o:
                    counts[(t, o, h)] = counts.get((t, o, h), 0) + cut
                changed = True
    for (t, o, h), n in sorted(counts.items(), key=lambda kv: (TYPES.index(kv[0][0]), kv[0][1], kv[0][2])):
        if n > 0:
            moves.append(Move(t, squares[o], paths[t][squares[o]][squares[h]], n))
    return moves


def apply_moves(player: PlayerCity, moves: Iterable[Move]) -> PlayerCity:
    """The city after ``moves``: people moved, footprints dropped. Raises ``ValueError`` when a move
    takes people who are not there."""
    at = {s: [p.locals, p.tourists, p.vips] for s, p in _people_at(player).items()}
    footprints: set[Square] = {(c.row, c.column) for c in player.cells if c.footprint}
    for move in moves:
        k = TYPES.index(move.person)
        if move.from_square not in at or at[move.from_square][k] < move.count:
            raise ValueError(f"no {move.count} {move.person}(s) on {_square_words(move.from_square)} to move")
        if move.to_square not in at:
            raise ValueError(f"{_square_words(move.to_square)} holds no card: people move onto placed cards only")
        at[move.from_square][k] -= move.count
        at[move.to_square][k] += move.count
        footprints.update(move.footprints)

    def people(square: Square) -> People:
        loc, tou, vip = at[square]
        return People(locals=loc, tourists=tou, vips=vip)

    cells = tuple(
        Cell(row=c.row, column=c.column, card=c.card, people=people((c.row, c.column)),
             footprint=(c.row, c.column) in footprints)
        for c in player.cells
    )
    return player.model_copy(update={"cells": cells, "start_beach": people(("beach", 0)),
                                     "start_street": people(("street", 0))})
