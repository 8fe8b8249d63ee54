"""History's CSV export: one finished table, or every finished table in one file (issue 23).

Each row is one player of one table: date, objective tile, title, every scorepad line, total and rank
(``scorer.formats.explain.scorepads_csv``, the Scorepad's and the command line's columns). A
score-pad-only game gives its typed lines; a pad whose rebuilt table is finished gives that table's
(counted once, as in the statistics). Cells a spreadsheet would run as a formula (a title starting
with "=") are quoted by the CSV writer.

The header row and the objective tile's colour are written in the language the page passes (English:
the format's own column keys, ``scorer.formats.explain.SCOREPAD_COLUMNS``, as the command line writes
them), and so is an untitled table's title ("Ann vs Bob"); numbers and dates keep the file's plain form
(42, 2026-11-21), which every spreadsheet reads.

No Streamlit here: the page passes the store's readers and the catalogue, and gets CSV text back.
This module scores through ``scorer`` and computes no rule; it never writes to the store.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import lang
from card_db.catalogue import Catalogue, UnknownCardError
from card_db.loader import CatalogueError
from lang.said import words_of
from scorer.formats.explain import (
    BREAKDOWN_COLUMNS,
    SCOREPAD_COLUMNS,
    breakdown_rows,
    line_label,
    scorepad_rows,
    spreadsheet_safe,
)
from scorer.model.game import FinishedGame
from scorer.model.pad import PadGame, PadReport
from scorer.model.problems import InvalidGameError
from scorer.model.report import TableReport
from scorer.scoring.pad import score_pad
from scorer.scoring.table import score_game
from webapp.history.view import TILE_KEYS, game_title
from webapp.pad.store import PadSummary, StoredPad
from webapp.pad.view import counts_in_statistics
from webapp.tables.store import GameSummary, StoredGame, StoreError

ALL_TABLES_FILE = "santa-monica-history.csv"
COLUMN_KEYS: dict[str, str] = {
    "date": "history.csv_date", "objective": "history.csv_objective", "title": "history.csv_title",
    "player": "history.csv_player", "seat": "history.csv_seat", "cards": "history.csv_cards",
    "rings": "history.csv_rings", "footprints": "history.csv_footprints", "wave": "history.csv_wave",
    "misc": "history.csv_misc", "people": "history.csv_people", "total": "history.csv_total",
    "rank": "history.csv_rank",
}
"""The catalogue key of each CSV column's header (English: the column key itself)."""
BREAKDOWN_KEYS: dict[str, str] = {
    "player": "history.csv_player", "line": "history.csv_line", "card": "history.csv_card",
    "position": "history.csv_position", "ability": "history.csv_ability", "points": "history.csv_points",
    "reason": "history.csv_reason",
}
"""The breakdown's headers (``scorer.formats.explain.BREAKDOWN_COLUMNS``), the same way."""


@dataclass(frozen=True, slots=True)
class Exported:
    """The CSV text and the titles of the finished tables left out (they no longer score: why, in words)."""

    csv: str
    left_out: tuple[str, ...]


def table_date(summary: GameSummary, game: FinishedGame | PadGame) -> str:
    """The date a row carries: the game's own date as typed on its scorepad, else the day the table was
    set up (YYYY-MM-DD, the store's UTC clock: the same on every server)."""
    return game.played_on.strip() or summary.created[:10]


def game_part(stored: StoredGame, catalogue: Catalogue, language: str = "en") -> tuple[TableReport, str, str]:
    """(report, date, title) of one stored table; raises what ``score_game`` raises."""
    return (score_game(stored.game, catalogue), table_date(stored.summary, stored.game),
            game_title(stored.summary, language))


def pad_part(stored: StoredPad, language: str = "en") -> tuple[PadReport, str, str]:
    """(report, date, title) of one score-pad-only game (its typed lines)."""
    return score_pad(stored.pad), table_date(stored.summary, stored.pad), game_title(stored.summary, language)


def scorepads_csv(tables: Iterable[tuple[TableReport | PadReport, str, str]], language: str = "en") -> str:
    """``scorer.formats.explain.scorepads_csv``'s rows under headers in ``language``, the tile's colour in it too."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)  # "\r\n" line ends (RFC 4180), as the command line's CSV
    writer.writerow([lang.text(COLUMN_KEYS[column], language) for column in SCOREPAD_COLUMNS])
    for report, date, title in tables:
        colour = lang.text(TILE_KEYS[report.objective], language) if report.objective in TILE_KEYS else None
        for row in scorepad_rows(report, date=date, title=title):
            writer.writerow([spreadsheet_safe(cell) for cell in [row[0], colour or row[1], *row[2:]]])
    return buffer.getvalue()


def _csv(header: list[str], rows: Iterable[list]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)  # "\r\n" line ends (RFC 4180), as the command line's CSV
    writer.writerow(header)
    for row in rows:
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return buffer.getvalue()


def breakdown_csv(report: TableReport, language: str = "en") -> str:
    """The Scorepad's "every point" CSV (``scorer.formats.explain.breakdown_csv``: one row per scored item)
    in ``language``: its headers, line names, card names, positions and reasons; English is the command
    line's file, byte for byte."""
    header = [lang.text(BREAKDOWN_KEYS[column], language) for column in BREAKDOWN_COLUMNS]
    if language == "en":
        return _csv(header, breakdown_rows(report))
    return _csv(header, ([row[0], line_label(row[1], language), *row[2:]] for row in breakdown_rows(report, language)))


def table_csv(stored: StoredGame, catalogue: Catalogue, language: str = "en") -> str:
    """One table's CSV (``game_part``)."""
    return scorepads_csv([game_part(stored, catalogue, language)], language)


def pad_csv(stored: StoredPad, language: str = "en") -> str:
    """One score pad's CSV (``pad_part``)."""
    return scorepads_csv([pad_part(stored, language)], language)


def history_csv(games: Iterable[GameSummary], pads: Iterable[PadSummary],
                get_game: Callable[[str], StoredGame], get_pad: Callable[[str], StoredPad],
                catalogue_for: Callable[[FinishedGame], Catalogue], language: str = "en") -> Exported:
    """Every finished table and score pad, oldest first, in one CSV; a table that cannot be scored (its
    cards left the catalogue, the store cannot read it) is left out and named in ``left_out``."""
    games = tuple(games)
    by_id = {g.id: g for g in games}
    rebuilt = {p.rebuild_id for p in pads if p.rebuild_id is not None}
    parts: list[tuple[str, tuple]] = []
    left_out: list[str] = []
    wanted = [g for g in games if g.status == "finished" and g.id not in rebuilt]
    for pad in pads:
        rebuild = by_id.get(pad.rebuild_id or "")
        if rebuild is not None and rebuild.status == "finished":
            wanted.append(rebuild)  # the rebuilt table counts, once, in place of its pad
        elif counts_in_statistics(pad, rebuild):
            try:
                parts.append((pad.summary.created, pad_part(get_pad(pad.id), language)))
            except StoreError as error:
                left_out.append(_left_out(game_title(pad.summary, language), words_of(error, language), language))
    for summary in wanted:
        try:
            stored = get_game(summary.id)
            parts.append((summary.created, game_part(stored, catalogue_for(stored.game), language)))
        except InvalidGameError as error:
            why = error.problems[0].text_in(language) if error.problems else str(error)
            left_out.append(_left_out(game_title(summary, language), why, language))
        except (UnknownCardError, CatalogueError, StoreError) as error:
            left_out.append(_left_out(game_title(summary, language), words_of(error, language), language))
    parts.sort(key=lambda part: (part[1][1], part[0]))  # by the date rows carry, then by set-up time
    return Exported(scorepads_csv((part for _, part in parts), language), tuple(left_out))


def _left_out(title: str, why: str, language: str) -> str:
    return lang.text("history.left_out", language, title=title, why=why)
