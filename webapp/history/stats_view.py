"""Glue from the store's finished games to ``scorer.advice.stats``: scored summaries, filter choices, words.

Each finished game's JSON is scored with ``scorer.scoring.score_game`` (so every scorepad line is
known) and turned into a ``scorer.advice.stats.GameSummary``; a game that no longer scores (a card deleted
from the catalogue, a rule broken) becomes a ``Skipped`` record that names the game and the reason.
``SummaryCache`` keeps each result by (game id, last change), for as long as the catalogue stays the
same object, so the History page re-scores only games that changed.

Pure (no Streamlit): the statistics themselves are ``scorer.advice.stats``; the page draws the tables and
the chart from the words and rows made here, in the language it passes (``stats.*`` keys of the
catalogues; English when left out). No game rule is computed here.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING

from babel.numbers import format_decimal

import lang
from card_db.catalogue import Catalogue, UnknownCardError
from card_db.loader import CatalogueError
from scorer.advice import stats
from scorer.model.game import FinishedGame
from scorer.model.problems import InvalidGameError, Problem
from scorer.model.report import LINES
from scorer.scoring.table import score_game
from webapp.history.view import TILE_KEYS, game_title
from webapp.markdown_text import escape_markdown
from webapp.tables.store import GameSummary as StoredSummary
from webapp.tables.store import StoredGame, StoreError

if TYPE_CHECKING:  # imported by scores_chart itself: the other pages that read this module never draw the chart
    import altair as alt

OBJECTIVE_CHOICES: Mapping[str, str | None] = {"Any": None, "Blue": "blue", "Green": "green", "Orange": "orange"}
"""Filter choice -> objective tile id (``None``: any tile); ``choice_label`` words a choice for the phone."""
PLAYER_COUNT_CHOICES: Mapping[str, int | None] = {"Any": None, "1 (solo)": 1, "2": 2, "3": 3, "4": 4}
"""Filter choice -> number of human players (``None``: any count; a solo game against the Robot is 1)."""
_CHOICE_KEYS = {"Any": "stats.any", "Blue": "stats.tile_blue", "Green": "stats.tile_green",
                "Orange": "stats.tile_orange", "1 (solo)": "stats.solo_count"}
LINE_HEADERS: Mapping[str, str] = {
    "cards": "stats.line_cards", "rings": "stats.line_rings", "footprints": "stats.line_footprints",
    "wave": "stats.line_wave", "misc": "stats.line_misc", "people": "stats.line_people",
}
"""The catalogue key of each scorepad line's short name, so a table of the six lines fits a 390 px phone."""
MAX_REASON = 240


@dataclass(frozen=True, slots=True)
class Skipped:
    """A finished game left out of the statistics, with the reason (shown to the user).

    ``title`` is the table's own ("" when it has none: ``shown_title`` then names its players in the
    phone's language, since the cache that keeps a ``Skipped`` serves every phone)."""

    game_id: str
    title: str
    reason: str
    players: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    """The rules the game breaks, when that is why: ``reason_in`` words them in the phone's language."""

    def reason_in(self, language: str = "en") -> str:
        """Why the game is left out, in ``language`` (``reason`` is the English)."""
        return _short(_problems_text(self.problems, language)) if self.problems else self.reason

    def shown_title(self, language: str = "en") -> str:
        """The title as History shows it ("Ann vs Bob" for an untitled table)."""
        return game_title(StoredSummary(id=self.game_id, created="", updated="", status="finished", title=self.title,
                                        players=self.players, winner="", totals={}), language)


@dataclass(frozen=True, slots=True)
class History:
    """The finished games as the statistics see them.

    ``summaries`` are oldest first; ``played`` maps a game id to when it was played (the chart's x);
    ``skipped`` are the games that could not be scored."""

    summaries: tuple[stats.GameSummary, ...]
    played: Mapping[str, datetime]
    skipped: tuple[Skipped, ...]


def played_at(summary: StoredSummary, game: FinishedGame) -> datetime:
    """When the game was played: its ``played_on`` if that is an ISO date (or date-time), else the
    moment the table was set up in the app (``created``).

    A date without a time takes the time of day the table was set up, so that two games of one
    evening stand apart on the chart, in the order they were entered."""
    created = _naive(summary.created)
    text = game.played_on.strip()
    played = _naive(text)
    if played is None:
        return created or datetime.combine(date.today(), datetime.min.time())  # created is always ISO in the store
    if len(text) == 10 and created is not None:
        return datetime.combine(played.date(), created.time())
    return played


def _naive(text: str) -> datetime | None:
    try:
        # One naive timeline for the chart (the store writes UTC).
        return datetime.fromisoformat(text).replace(tzinfo=None)
    except ValueError:
        return None


def _problems_text(problems: tuple[Problem, ...], language: str = "en") -> str:
    """The first two problems in ``language``, and how many more."""
    shown = "; ".join(p.text_in(language) for p in problems[:2])
    if len(problems) <= 2:
        return shown
    return lang.text("history.and_more", language, problems=shown, count=len(problems) - 2)


def summarize(stored: StoredGame, catalogue: Catalogue) -> tuple[stats.GameSummary, datetime] | Skipped:
    """Score one stored game; its statistics summary and date, or a ``Skipped`` that says why not."""
    title, players = stored.summary.title, stored.summary.players
    try:
        report = score_game(stored.game, catalogue)
    except InvalidGameError as error:
        return Skipped(stored.id, title, _short(_problems_text(error.problems)), players, error.problems)
    except (UnknownCardError, CatalogueError, ValueError) as error:
        return Skipped(stored.id, title, _short(str(error)), players)
    when = played_at(stored.summary, stored.game)
    return stats.summary_from_report(stored.id, when.date().isoformat(), report), when


def _short(text: str) -> str:
    return text if len(text) <= MAX_REASON else text[: MAX_REASON - 1] + "…"


class SummaryCache:
    """Results of ``summarize`` by (game id, last change); emptied when the catalogue changes.

    Shared by every session of the app (the page keeps one with ``st.cache_resource``), hence the lock.
    The catalogue is compared by identity: the app reloads it as a new object when a catalogue file
    changes, and a new catalogue may change any game's score."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._catalogue: object | None = None
        self._entries: dict[tuple[str, str], tuple[stats.GameSummary, datetime] | Skipped] = {}

    def lookup(self, key: tuple[str, str], catalogue: object) -> tuple[stats.GameSummary, datetime] | Skipped | None:
        """The cached result for ``key`` under this catalogue, or ``None``."""
        with self._lock:
            if self._catalogue is not catalogue:
                return None
            return self._entries.get(key)

    def keep(self, key: tuple[str, str], catalogue: object,
             result: tuple[stats.GameSummary, datetime] | Skipped) -> None:
        """Remember a result (forgetting everything scored with another catalogue)."""
        with self._lock:
            if self._catalogue is not catalogue:
                self._catalogue, self._entries = catalogue, {}
            self._entries[key] = result

    def prune(self, keys: set[tuple[str, str]]) -> None:
        """Forget games no longer stored (or changed since), so the cache never outgrows the store."""
        with self._lock:
            self._entries = {k: v for k, v in self._entries.items() if k in keys}

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)


def collect(
    finished: Iterable[StoredSummary],
    load: Callable[[str], StoredGame],
    catalogue_for: Callable[[FinishedGame], Catalogue],
    *,
    base: object,
    cache: SummaryCache | None = None,
) -> History:
    """Summaries of the finished games (others are ignored), scoring only those not in ``cache``.

    ``load`` reads a game from the store, ``catalogue_for`` gives the catalogue a game is scored
    with, ``base`` is the catalogue object the cache entries are valid for."""
    cache = cache if cache is not None else SummaryCache()
    found: list[tuple[stats.GameSummary, datetime]] = []
    skipped: list[Skipped] = []
    keys: set[tuple[str, str]] = set()
    for row in finished:
        if row.status != "finished":
            continue
        key = (row.id, row.updated)
        keys.add(key)
        result = cache.lookup(key, base)
        if result is None:
            try:
                stored = load(row.id)
            except StoreError as error:
                result = Skipped(row.id, row.title, _short(str(error)), row.players)
            else:
                try:
                    result = summarize(stored, catalogue_for(stored.game))
                except (UnknownCardError, CatalogueError) as error:  # an inline card that clashes
                    result = Skipped(row.id, row.title, _short(str(error)), row.players)
            cache.keep(key, base, result)
        if isinstance(result, Skipped):
            skipped.append(result)
        else:
            found.append(result)
    cache.prune(keys)
    found.sort(key=lambda pair: (pair[1], pair[0].game_id))
    return History(
        summaries=tuple(summary for summary, _ in found),
        played={summary.game_id: when for summary, when in found},
        skipped=tuple(sorted(skipped, key=lambda s: s.shown_title().casefold())),
    )


# --- words and rows for the page ------------------------------------------------------------


def choice_label(choice: str, language: str = "en") -> str:
    """A filter choice of ``OBJECTIVE_CHOICES`` or ``PLAYER_COUNT_CHOICES`` as the phone reads it ("Blau", "3")."""
    key = _CHOICE_KEYS.get(choice)
    return lang.text(key, language) if key else choice


def number(value: float, language: str = "en") -> str:
    """An average with one decimal, written for the language ("27.0", "-0.8"; "27,0" in German)."""
    return format_decimal(round(value, 1), format="#,##0.0", locale=language)


def player_table(rows: Iterable[stats.PlayerStats], language: str = "en") -> str:
    """A narrow Markdown table: player, games, wins, average and best total (fits 390 px); names escaped."""
    columns = ("stats.column_player", "stats.column_games", "stats.column_wins", "stats.column_average",
               "stats.column_best")
    lines = ["| " + " | ".join(lang.text(column, language) for column in columns) + " |",
             "|:--|--:|--:|--:|--:|"]
    lines += [f"| {escape_markdown(r.name)} | {lang.number(r.games, language)} | {lang.number(r.wins, language)} | "
              f"{number(r.average, language)} | {lang.number(r.best, language)} |" for r in rows]
    return "\n".join(lines)


def line_table(row: stats.PlayerStats, language: str = "en") -> str:
    """One player's average points per scorepad line: six short columns, one row of numbers."""
    names = [line for line in LINES if line in row.line_averages]
    header = "| " + " | ".join(lang.text(LINE_HEADERS[line], language) for line in names) + " |"
    rule = "|" + "--:|" * len(names)
    values = "| " + " | ".join(number(row.line_averages[line], language) for line in names) + " |"
    return "\n".join([header, rule, values])


def player_heading(row: stats.PlayerStats, language: str = "en") -> str:
    """"**Ann** · 5 games · 3 wins" (Markdown, the name escaped)."""
    return lang.text("stats.player_heading", language, name=escape_markdown(row.name),
                     games=lang.text("stats.games", language, count=row.games),
                     wins=lang.text("stats.wins", language, count=row.wins))


def filter_words(objective: str | None, player_count: int | None, language: str = "en") -> str:
    """The filter in words, for an empty result ("with the Blue tile and 3 players")."""
    tile = lang.text(TILE_KEYS[objective], language) if objective is not None and objective in TILE_KEYS else objective
    players = None
    if player_count is not None:
        players = (lang.text("stats.solo_player", language) if player_count == 1
                   else lang.text("stats.players", language, count=player_count))
    if tile and players:
        return lang.text("stats.with_tile_and_players", language, tile=tile, players=players)
    if tile:
        return lang.text("stats.with_tile", language, tile=tile)
    return lang.text("stats.with_players", language, players=players) if players else ""


def skipped_note(skipped: Iterable[Skipped], language: str = "en") -> str:
    """One Markdown list naming every game left out and why (titles, ids and reasons escaped)."""
    items = [f"- {lang.text('stats.skipped_item', language, title=escape_markdown(s.shown_title(language)), game=escape_markdown(s.game_id), reason=escape_markdown(s.reason_in(language)))}"
             for s in skipped]
    return lang.text("stats.skipped", language) + "\n" + "\n".join(items)


def chart_rows(points: Iterable[stats.ScorePoint], played: Mapping[str, datetime], language: str = "en") -> list[dict]:
    """Rows for the scores-over-time chart: one per player per game (Played, Player, Score, Won)."""
    yes, no = lang.text("stats.won_yes", language), lang.text("stats.won_no", language)
    return [
        {"Played": played[p.game_id], "Player": p.name, "Score": p.total, "Won": yes if p.won else no}
        for p in points
        if p.game_id in played
    ]


def _month_names(language: str) -> list[str]:
    """The twelve months' short names in ``language`` (Babel's, through ``lang.date``), for the chart's axis."""
    return [lang.date(date(2026, month, 1), language, style="LLL").rstrip(".") for month in range(1, 13)]


def scores_chart(rows: list[dict], language: str = "en") -> alt.Chart:
    """The scores-over-time chart (``chart_rows``): a line per player with its points, dates on the axis.

    The axis ticks whole days, labelled "21 Nov" with the month in ``language`` (Vega's own month names
    are English only), over the games' span with a margin each side (so no point is cut in half); one
    evening of games gets a day either side, never an axis of hours or of fractions of a day. The
    legend sits below the chart for phones; the axis and the tooltip speak the phone's language."""
    # Here, not at the top: Altair and pandas (with jsonschema and NumPy) took about a fifth of an app's
    # CPU for its first pages, Home included, which reads this module for ``played_at`` and draws no chart.
    import altair as alt
    import pandas as pd

    days = [row["Played"] for row in rows]
    first, last = (min(days), max(days)) if days else (datetime(2026, 1, 1), datetime(2026, 1, 1))
    span_days = (last - first).total_seconds() / 86400
    # A twentieth of the span (at least half a day) each side, so the first and last points sit inside.
    margin = timedelta(days=1) if span_days < 1 else max(timedelta(hours=12), (last - first) / 20)
    step = max(1, math.ceil((span_days + 1) / 5))  # about five labels on a phone-wide axis
    months = "[" + ", ".join(f"'{name}'" for name in _month_names(language)) + "]"
    frame = pd.DataFrame(rows)
    if rows:  # the day in the tooltip as the language writes it
        frame["Day"] = [lang.date(day, language) for day in days]
    return alt.Chart(frame).mark_line(point=True).encode(
        x=alt.X("Played:T", title=None,
                scale=alt.Scale(domain=[(first - margin).isoformat(), (last + margin).isoformat()]),
                axis=alt.Axis(format="%d %b", labelAngle=0, tickCount={"interval": "day", "step": step},
                              labelExpr=f"date(datum.value) + ' ' + {months}[month(datum.value)]")),
        y=alt.Y("Score:Q", title=lang.text("stats.axis_score", language)),
        color=alt.Color("Player:N", legend=alt.Legend(orient="bottom", columns=2, labelLimit=150, title=None)),
        tooltip=[alt.Tooltip("Player:N", title=lang.text("stats.column_player", language)),
                 alt.Tooltip("Score:Q", title=lang.text("stats.axis_score", language)),
                 alt.Tooltip("Day:N", title=lang.text("stats.tooltip_played", language)),
                 alt.Tooltip("Won:N", title=lang.text("stats.tooltip_won", language))],
    )
