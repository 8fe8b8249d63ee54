"""Words for the History page: a stored game's date, its scores and what a re-score changed.

Pure (no Streamlit): the page passes store summaries and score reports and gets short lines back.
This module scores nothing (``scorer.scoring.table`` does) and does not touch the store.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
from typing import Mapping

from scorer.model.report import TableReport
from webapp.tables.store import GameSummary


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def game_date(summary: GameSummary, zone: str | None = None) -> str:
    """When the table was set up, on the phone's clock: "21 Nov 2026, 08:40" in ``zone`` (the browser's
    IANA time zone, ``browser_state.browser_zone()``), or "21 Nov 2026, 16:40 UTC" without one; the stored text
    if it is not a date. The zone is passed in, so this is the same on every server and in every test."""
    try:
        when = datetime.fromisoformat(summary.created)
    except ValueError:
        return summary.created
    suffix = " UTC"
    if zone and when.tzinfo is not None:
        try:
            when, suffix = when.astimezone(ZoneInfo(zone)), ""
        except (ZoneInfoNotFoundError, ValueError):
            pass  # an unknown zone name: UTC, and say so
    # Month names from our own table: strftime's %b follows the process locale.
    return f"{when.day:02d} {_MONTHS[when.month - 1]} {when.year}, {when.hour:02d}:{when.minute:02d}{suffix}"


def game_title(summary: GameSummary) -> str:
    """The title, or the players' names when the table has none."""
    return summary.title or " vs ".join(summary.players) or "Untitled table"


CHANGED_SINCE = ("Changed since it was finished: the result above is the one recorded at Finish. Open its "
                 "scorepad and press Finish again to record the table as it is now.")
"""Under a table changed since it was finished (History keeps its recorded result until then)."""


def status_badge(summary: GameSummary) -> str:
    """The table's badge (Markdown): Finished, Finished with "changed since", or Draft."""
    if summary.status != "finished":
        return ":orange-badge[Draft]"
    return ":orange-badge[Finished, changed since]" if summary.changed_since_finished else ":green-badge[Finished]"


def score_line(summary: GameSummary) -> str:
    """Players with their totals, best first ("Ann 42 · Bob 38"); names only until the game is finished."""
    if not summary.totals:
        return " · ".join(summary.players)
    ranked = sorted(summary.totals.items(), key=lambda item: -item[1])
    return " · ".join(f"{name} {points}" for name, points in ranked)


def report_totals(report: TableReport) -> dict[str, int]:
    """Player name -> total points, as the store records them."""
    return {player.name: player.total for player in report.players}


def totals_change(old: Mapping[str, int], new: Mapping[str, int]) -> str:
    """What a re-score changed ("Ann 42 -> 44"), or "no total changed"."""
    changed = [f"{name} {old.get(name, '?')} -> {points}" for name, points in new.items() if old.get(name) != points]
    return ", ".join(changed) if changed else "no total changed"
