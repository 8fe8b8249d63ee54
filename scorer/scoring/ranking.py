"""Ruling 12: the final ranking from the players' reports.

Most points wins; ties are broken by most leftover sand dollars, then by the longest chain of any
one tag type (waves included, tags counted as in ruling 2); if still tied the players share the
place. Competition ranking (1, 1, 3). This module reads ``PlayerReport`` (or ``PlayerTotals``)
fields only; it scores nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from scorer.model.report import Standing, make_standing

CRITERIA = ("points", "sand dollars", "longest chain", "shared")
"""What can separate two players, from first to last resort."""


class Ranked(Protocol):
    """What ranking reads of a player: a ``PlayerReport``, a ``PlayerTotals`` or a pad's ``PadPlayerTotals``."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def total(self) -> int: ...
    @property
    def sand_dollars(self) -> int: ...
    @property
    def longest_chain(self) -> int: ...


def rank_players(reports: Sequence[Ranked]) -> tuple[Standing, ...]:
    """Standings best first (equal places in seat order).

    ``decided_by`` is the deepest criterion needed to place the player against the players
    ranked just above and just below: "points" when the totals differ from both, "sand dollars" or
    "longest chain" when a tie-breaker separated them, "shared" when the place is shared."""
    # Plain loops over the few players, not comprehensions (each a frame in this Python): this runs
    # once per scored table, and a report's total is summed once.
    keyed = []
    for at, report in enumerate(reports):  # -at: equal keys and seats keep their order (a stable sort's)
        keyed.append(((report.total, report.sand_dollars, report.longest_chain), -report.seat, -at, report))
    keyed.sort(reverse=True)  # most points, then sand dollars, then longest chain; equal keys in seat order
    keys = []
    for entry in keyed:
        keys.append(entry[0])
    standings = []
    last = len(keyed) - 1
    for index, (mine, _, _, report) in enumerate(keyed):
        rank = 1
        for k in keys:
            if k > mine:
                rank += 1
        depth = 0
        for other in (index - 1, index + 1):
            if 0 <= other <= last:
                # the first criterion that tells the neighbours apart (CRITERIA order), from the keys already
                # summed (a report's total is a sum of its items); 3: none does, a shared place
                theirs = keys[other]
                differs = 0 if mine[0] != theirs[0] else 1 if mine[1] != theirs[1] else 2 if mine[2] != theirs[2] else 3
                depth = max(depth, differs)
        standings.append(make_standing(rank, report.seat, report.name, mine[0], CRITERIA[depth]))
    return tuple(standings)
