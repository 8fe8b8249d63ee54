"""Ruling 12: the final ranking from the players' reports.

Most points wins; ties are broken by most leftover sand dollars, then by the longest chain of any
one tag type (waves included, tags counted as in ruling 2); if still tied the players share the
place. Competition ranking (1, 1, 3). This module reads ``PlayerReport`` (or ``PlayerTotals``)
fields only; it scores nothing.
"""

from __future__ import annotations

from typing import Sequence

from scorer.model.report import PlayerReport, PlayerTotals, Standing, make_standing

CRITERIA = ("points", "sand dollars", "longest chain", "shared")
"""What can separate two players, from first to last resort."""


def _key(report: PlayerReport | PlayerTotals) -> tuple[int, int, int]:
    return (report.total, report.sand_dollars, report.longest_chain)


def separated_by(a: PlayerReport | PlayerTotals, b: PlayerReport | PlayerTotals) -> str:
    """The first criterion that tells ``a`` and ``b`` apart, or "shared" when none does."""
    for criterion, x, y in zip(CRITERIA, _key(a), _key(b)):
        if x != y:
            return criterion
    return "shared"


def rank_players(reports: Sequence[PlayerReport | PlayerTotals]) -> tuple[Standing, ...]:
    """Standings best first (equal places in seat order).

    ``decided_by`` is the deepest criterion needed to place the player against the players
    ranked just above and just below: "points" when the totals differ from both, "sand dollars" or
    "longest chain" when a tie-breaker separated them, "shared" when the place is shared."""
    totals = {id(r): r.total for r in reports}
    ordered = sorted(reports, key=lambda r: (-totals[id(r)], -r.sand_dollars, -r.longest_chain, r.seat))
    keys = [(totals[id(r)], r.sand_dollars, r.longest_chain) for r in ordered]
    standings = []
    for index, report in enumerate(ordered):
        mine = keys[index]
        rank = 1 + len([k for k in keys if k > mine])
        depth = 0
        for other in (index - 1, index + 1):
            if 0 <= other < len(ordered):
                # separated_by's answer, from the keys already summed (a report's total is a sum of its items)
                differs = [x != y for x, y in zip(keys[index], keys[other])]
                depth = max(depth, differs.index(True) if True in differs else len(differs))
        standings.append(make_standing(rank, report.seat, report.name, totals[id(report)], CRITERIA[depth]))
    return tuple(standings)
