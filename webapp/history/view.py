"""Words for the History page: a stored game's date, its scores and what a re-score changed.

Pure (no Streamlit): the page passes store summaries, score reports and the phone's language (one of
``lang.LANGUAGES``; English when left out) and gets short lines back, worded by the catalogues
(``history.*`` keys) with dates written by ``lang``. This module scores nothing
(``scorer.scoring.table`` does) and does not touch the store.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import lang
from scorer.model.report import TableReport
from webapp.tables.store import GameSummary

TILE_KEYS: Mapping[str, str] = {"blue": "stats.tile_blue", "green": "stats.tile_green", "orange": "stats.tile_orange"}
"""The catalogue key of each objective tile's colour ("Blau", "Azul")."""

def game_date(summary: GameSummary, zone: str | None = None, language: str = "en") -> str:
    """When the table was set up, on the phone's clock and in its language: "Nov 21, 2026, 8:40 AM" in
    ``zone`` (the browser's IANA time zone, ``browser_state.browser_zone()``), or "Nov 21, 2026, 4:40 PM UTC"
    without one; the stored text if it is not a date. The zone is passed in, so this is the same on every
    server and in every test."""
    try:
        when = datetime.fromisoformat(summary.created)
    except ValueError:
        return summary.created
    if zone and when.tzinfo is not None:
        try:
            return lang.date_time(when.astimezone(ZoneInfo(zone)), language)
        except (ZoneInfoNotFoundError, ValueError):
            pass  # an unknown zone name: UTC, and say so
    return lang.text("history.in_utc", language, when=lang.date_time(when, language))


def game_title(summary: GameSummary, language: str = "en") -> str:
    """The title, or the players' names when the table has none ("Ann vs Bob")."""
    if summary.title:
        return summary.title
    if summary.players:
        return f" {lang.text('history.versus', language)} ".join(summary.players)
    return lang.text("history.untitled", language)


def changed_since(language: str = "en") -> str:
    """Under a table changed since it was finished (History keeps its recorded result until then)."""
    return lang.text("history.changed_since", language)


def status_badge(summary: GameSummary, language: str = "en") -> str:
    """The table's badge (Markdown): Finished, Finished with "changed since", or Draft."""
    if summary.status != "finished":
        return f":orange-badge[{lang.text('history.badge_draft', language)}]"
    if summary.changed_since_finished:
        return f":orange-badge[{lang.text('history.badge_changed', language)}]"
    return f":green-badge[{lang.text('history.badge_finished', language)}]"


def score_line(summary: GameSummary, language: str = "en") -> str:
    """Players with their totals, best first ("Ann 42 · Bob 38"); names only until the game is finished."""
    if not summary.totals:
        return " · ".join(summary.players)
    ranked = sorted(summary.totals.items(), key=lambda item: -item[1])
    return " · ".join(lang.text("history.name_points", language, name=name, points=points) for name, points in ranked)


def report_totals(report: TableReport) -> dict[str, int]:
    """Player name -> total points, as the store records them."""
    return {player.name: player.total for player in report.players}


def totals_change(old: Mapping[str, int], new: Mapping[str, int], language: str = "en") -> str:
    """What a re-score changed ("Ann 42 -> 44"), or "no total changed"."""
    changed = [lang.text("history.total_changed", language, name=name, old=lang.number(old[name], language)
                         if name in old else "?", new=points)
               for name, points in new.items() if old.get(name) != points]
    return lang.listed(changed, language) if changed else lang.text("history.no_total_changed", language)
