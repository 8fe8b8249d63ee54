"""Table statistics over a history of finished games: per player results, scores over time, filters.

The input is a list of ``GameSummary`` records (one per finished game: date, objective tile and each
player's total, scorepad lines and win); ``summaries_from_reports`` builds them from scored games.
Everything here is a pure function of that list: no files, no charts drawn, nothing scored again.
Where the history is kept and how a chart is drawn belong to the callers (``webapp/``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from types import MappingProxyType

from scorer.model.report import LINES, TableReport


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's result in one game: name, total, points per scorepad line, and the win."""

    name: str
    total: int
    lines: Mapping[str, int]
    """Scorepad line -> points (``scorer.model.report.LINES`` names); read-only."""
    won: bool
    is_robot: bool = False

    def __post_init__(self) -> None:
        # A read-only copy, so a summary cannot change after it was recorded.
        object.__setattr__(self, "lines", MappingProxyType(dict(self.lines)))


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One finished game as the statistics see it.

    ``played_on`` is an ISO date (``2026-11-21``); ``player_count`` counts the human players (a
    solo game against the Robot has 1)."""

    game_id: str
    played_on: str
    objective: str
    players: tuple[PlayerResult, ...]
    player_count: int

    def __post_init__(self) -> None:
        try:
            date.fromisoformat(self.played_on)
        except (TypeError, ValueError):
            raise ValueError(
                f"game '{self.game_id}': played_on '{self.played_on}' is not an ISO date; "
                f"write it as YYYY-MM-DD, for example 2026-11-21"
            ) from None
        if self.player_count < 1:
            raise ValueError(f"game '{self.game_id}': player_count must be at least 1")


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over the (filtered) history."""

    name: str
    games: int
    wins: int
    average: float
    """Average total score."""
    best: int
    line_averages: Mapping[str, float]
    """Average points per scorepad line, in scorepad order."""


@dataclass(frozen=True, slots=True)
class ScorePoint:
    """One point of the scores-over-time chart: a player's total in one game."""

    played_on: str
    game_id: str
    name: str
    total: int
    won: bool


def summary_from_report(game_id: str, played_on: str, report: TableReport) -> GameSummary:
    """A ``GameSummary`` from a scored game; everyone ranked first has won (shared wins included)."""
    winners = {s.seat for s in report.standings if s.rank == 1}
    players = tuple(
        PlayerResult(name=p.name, total=p.total, lines=p.lines, won=p.seat in winners, is_robot=p.is_robot)
        for p in report.players
    )
    humans = sum(1 for p in report.players if not p.is_robot)
    return GameSummary(game_id=game_id, played_on=played_on, objective=report.objective,
                       players=players, player_count=max(humans, 1))


def filter_summaries(
    summaries: Iterable[GameSummary], *, objective: str | None = None, player_count: int | None = None
) -> tuple[GameSummary, ...]:
    """The games played with this objective tile and/or this many players (``None`` = any)."""
    return tuple(
        s
        for s in summaries
        if (objective is None or s.objective == objective)
        and (player_count is None or s.player_count == player_count)
    )


def player_stats(summaries: Iterable[GameSummary], *, include_robot: bool = False) -> tuple[PlayerStats, ...]:
    """Per player: games, wins, average and best total, average points per line; sorted by name.

    Players are told apart by name, as written on the scorepad. The solo Robot is left out unless
    ``include_robot`` (its totals follow other rules, ruling 15)."""
    results: dict[str, list[PlayerResult]] = defaultdict(list)
    for summary in summaries:
        for player in summary.players:
            if player.is_robot and not include_robot:
                continue
            results[player.name].append(player)
    stats = []
    for name in sorted(results, key=str.casefold):
        played = results[name]
        lines: list[str] = list(LINES)
        # Lines other than the standard six (if a caller recorded any) keep their first-seen order.
        for player in played:
            lines.extend(line for line in player.lines if line not in lines)
        stats.append(
            PlayerStats(
                name=name,
                games=len(played),
                wins=sum(1 for p in played if p.won),
                average=sum(p.total for p in played) / len(played),
                best=max(p.total for p in played),
                line_averages=MappingProxyType(
                    {line: sum(p.lines.get(line, 0) for p in played) / len(played) for line in lines}
                ),
            )
        )
    return tuple(stats)


def scores_over_time(summaries: Iterable[GameSummary], *, include_robot: bool = False) -> tuple[ScorePoint, ...]:
    """Every player's total per game, oldest first (then by game id, then seat order), for a chart."""
    points = [
        ScorePoint(played_on=s.played_on, game_id=s.game_id, name=p.name, total=p.total, won=p.won)
        for s in summaries
        for p in s.players
        if include_robot or not p.is_robot
    ]
    # sorted() is stable, so players keep their seat order within one game.
    return tuple(sorted(points, key=lambda point: (point.played_on, point.game_id)))
