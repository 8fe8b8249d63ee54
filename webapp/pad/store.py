"""Score-pad-only games in the app's database, beside the rebuilt tables (issue 13, quick pad mode).

Table ``pad_games``: ``id`` (short random text, in the Pad page's URL as ``?pad=ID``), ``created``
and ``updated`` (ISO 8601 UTC), ``status`` (``draft`` or ``finished``), ``title``, ``players``
(JSON list of names, the Robot last), ``winner`` and ``totals`` (as ``games`` has them, finished
pads only), ``pad_json`` (``scorer.model.pad.PadGame``) and ``rebuild_id``: the ``games`` row
made when the table turned the pad into a full rebuild, ``NULL`` before; and the finished result's
record as ``games`` has it (``webapp.tables.store.FINISHED_COLUMNS``): a finished pad that is changed keeps
its result, marked "changed since it was finished", until it is finished again.

A pad turned into a rebuild keeps its lines as they were typed (changing them is refused), so the
rebuilt cities' computed lines can be shown beside them; History shows the pair as one game.

``PadStore`` is a ``webapp.tables.store.GameStore`` (same database, same serialised write transactions):
every change is one pure operation (``webapp.pad.operations``) applied to the freshly read pad inside one
write transaction, so two phones typing different players' columns never lose each other's numbers.
This module stores pads; it scores nothing (``scorer.scoring.pad`` does) and knows no Streamlit.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pydantic import ValidationError
from sqlalchemy import Table
from sqlalchemy.engine import Connection

from scorer.model.game import FinishedGame
from scorer.model.pad import PadGame
from webapp.database import METADATA, Clock, utc_now
from webapp.document_table import DocumentTable, text_column
from webapp.pad.refusal import worded
from webapp.tables.operations import TableError
from webapp.tables.store import (
    GAMES,
    FinishedGameError,
    GameNotFoundError,
    GameStore,
    GameSummary,
    StaleGameError,
    Status,
    StoreError,
    Summarised,
    finished_columns,
    keep_finished_result,
    quoted_id,
    record_result,
    score_columns,
    summary_of,
)

_SUMMARY_COLUMNS = ("id", "created", "updated", "status", "title", "players", "winner", "totals", "rebuild_id",
                    "finished_at", "changed_since_finished")
_COLUMNS = (*_SUMMARY_COLUMNS, "pad_json")
PADS = DocumentTable.define(METADATA, "pad_games", ("draft", "finished"),
                            [*score_columns(), text_column("pad_json"), text_column("rebuild_id", nullable=True),
                             *finished_columns()], _COLUMNS)


@dataclass(frozen=True, slots=True)
class PadSummary(Summarised):
    """One row of ``list_pads``: what History shows (the same fields as a rebuilt table's) and the
    id of the table rebuilt from it, if any."""

    summary: GameSummary
    rebuild_id: str | None


@dataclass(frozen=True, slots=True)
class StoredPad(Summarised):
    """A stored pad: its summary, the table rebuilt from it (if any) and the pad itself."""

    summary: GameSummary
    rebuild_id: str | None
    pad: PadGame


class PadStore(GameStore):
    """The game store with the score-pad-only games: ``GameStore``'s tables plus ``pad_games``."""

    TABLES: tuple[Table, ...] = (*GameStore.TABLES, PADS.table)

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now):
        """The store in ``where`` (a SQLite file's path or a database URL; its tables created if missing);
        ``clock`` dates what it writes."""
        super().__init__(where, clock=clock)
        self._add_finished_columns(PADS)

    def create_pad(self, pad: PadGame) -> str:
        """Store a new draft pad; returns its id (unused by any pad or table, so links never mix them)."""
        pad = PadGame.model_validate(pad.model_dump())
        now = self._now()
        with self._write() as conn:
            pad_id = PADS.new_id(conn, GAMES)
            PADS.insert(conn, {"id": pad_id, "created": now, "updated": now, "status": "draft", "title": pad.title,
                               "players": _names(pad), "pad_json": pad.model_dump_json()})
        return pad_id

    def get_pad(self, pad_id: str) -> StoredPad:
        """The pad with this id; ``GameNotFoundError`` if there is none."""
        with self._connect() as conn:
            row = PADS.read(conn, pad_id)
        if row is None:
            raise worded(GameNotFoundError, "pad.refused_not_found", id=quoted_id(pad_id))
        return _stored(row)

    def update_pad(self, pad_id: str, operation: Callable[[PadGame], PadGame], *,
                   finished_ok: bool = True) -> StoredPad:
        """Apply one operation to the CURRENT stored pad, atomically; return the new version.

        Whatever ``operation`` raises propagates and nothing is written. Changing a finished pad keeps
        its result, marked ``changed_since_finished`` (as ``GameStore.update`` does for a table; with
        ``finished_ok=False`` it is refused with ``FinishedGameError`` instead); a pad whose rebuilt
        table exists is refused: its lines stay as typed, for the comparison (once that table is
        deleted, the pad is a plain pad again)."""
        with self._write() as conn:
            current = self._row(conn, pad_id)
            if _rebuild_exists(conn, current.rebuild_id):
                raise worded(TableError, "pad.refused_rebuilt")
            finished = current.status == "finished"
            if finished and not finished_ok:
                raise worded(FinishedGameError, "pad.refused_finished", current.summary, id=pad_id)
            changed = PadGame.model_validate(operation(current.pad).model_dump())
            if changed == current.pad:
                return current
            if finished:
                keep_finished_result(conn, PADS, pad_id, "pad_json")
            PADS.update(conn, pad_id, {"updated": self._now(), "title": changed.title, "players": _names(changed),
                                       "pad_json": changed.model_dump_json()})
            return self._row(conn, pad_id)

    def finish_pad(self, pad_id: str, totals: Mapping[str, int], winners: tuple[str, ...], *,
                   version: str | None = None) -> StoredPad:
        """Record a pad's totals and winner(s) for History (the caller scores it with ``score_pad``).

        ``version`` is the ``updated`` stamp of the pad that was scored: if another phone changed it
        since, nothing is written and ``StaleGameError`` says so."""
        with self._write() as conn:
            current = self._row(conn, pad_id)
            if version is not None and current.summary.updated != version:
                raise worded(StaleGameError, "pad.refused_stale")
            record_result(conn, PADS, pad_id, totals, winners, self._now())
            return self._row(conn, pad_id)

    def get_pad_as_finished(self, pad_id: str) -> StoredPad:
        """``get_pad``, but with the pad as it was FINISHED when it was changed since (the statistics
        count the recorded result); the current pad otherwise."""
        with self._connect() as conn:
            row = PADS.read(conn, pad_id, (*_COLUMNS, "finished_json"))
        if row is None:
            raise worded(GameNotFoundError, "pad.refused_not_found", id=quoted_id(pad_id))
        return _stored(row[:-1] if row[-1] is None else (*row[:-2], row[-1]))

    def list_pads(self, status: Status | None = None, limit: int = 500) -> tuple[PadSummary, ...]:
        """Pads, most recently changed first (summaries only, no pad JSON parsed)."""
        with self._connect() as conn:
            rows = PADS.recent(conn, _SUMMARY_COLUMNS, status, limit)
        return tuple(PadSummary(summary=_summary(row), rebuild_id=row[8]) for row in rows)

    def pad_rebuilt_as(self, game_id: str) -> StoredPad | None:
        """The pad a table was rebuilt from, or ``None`` for a table started as a rebuild."""
        with self._connect() as conn:
            row = PADS.read(conn, game_id, by="rebuild_id")
        return None if row is None else _stored(row)

    def delete_pad(self, pad_id: str, *, with_rebuild: bool = True) -> bool:
        """Delete a pad for good (and, unless told not to, the table rebuilt from it); True if it existed."""
        with self._write() as conn:
            row = PADS.read(conn, pad_id, ("rebuild_id",))
            if row is None:
                return False
            if with_rebuild and row[0] is not None:
                GAMES.delete(conn, row[0])
            return PADS.delete(conn, pad_id)

    def rebuild_pad(self, pad_id: str, game: FinishedGame) -> str:
        """Store ``game`` (the pad's table with its starting tiles, from ``webapp.pad.operations.rebuild_table``)
        as a draft to rebuild and link the pad to it, in one transaction; returns the table's id.

        A pad already rebuilt returns its table's id (two phones pressing at once make one table); if
        that table was deleted since, a new one is made."""
        with self._write() as conn:
            current = self._row(conn, pad_id)
            if current.rebuild_id is not None and _rebuild_exists(conn, current.rebuild_id):
                return current.rebuild_id
            game_id = self._insert_draft(conn, game)
            PADS.update(conn, pad_id, {"rebuild_id": game_id, "updated": self._now()})
            return game_id

    def _row(self, conn: Connection, pad_id: str) -> StoredPad:
        row = PADS.read(conn, pad_id)
        if row is None:
            raise worded(GameNotFoundError, "pad.refused_gone", id=quoted_id(pad_id))
        return _stored(row)


def _rebuild_exists(conn: Connection, rebuild_id: str | None) -> bool:
    """Whether the table rebuilt from a pad is still stored (it may be deleted on its own, from Home)."""
    return rebuild_id is not None and GAMES.read(conn, rebuild_id, ("id",)) is not None


def _names(pad: PadGame) -> str:
    return json.dumps([column.name for column in pad.columns])


def _summary(row: tuple) -> GameSummary:
    """The summary in a row of ``_SUMMARY_COLUMNS``: a table's columns, with ``rebuild_id`` (column 8) between."""
    return summary_of((*row[:8], *row[9:11]))


def _stored(row: tuple) -> StoredPad:
    summary = _summary(row)
    try:
        pad = PadGame.model_validate_json(row[11])
    except ValidationError as error:
        raise worded(StoreError, "pad.refused_unreadable", id=summary.id, count=error.error_count()) from error
    return StoredPad(summary=summary, rebuild_id=row[8], pad=pad)

