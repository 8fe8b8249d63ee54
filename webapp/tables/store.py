"""The app's game store: every table being rebuilt or finished, in the app's database.

Where: the database named by ``$SANTA_MONICA_DATABASE_URL`` (or the secrets file, ``webapp.database``) when
set; else the SQLite file ``$SANTA_MONICA_DB``, else ``santa_monica.sqlite3`` in the user's data folder
(``card_db.user_catalogue.data_dir()``, which honours ``$SANTA_MONICA_DATA_DIR``): ``default_database()``.

Tables:

- ``games``: ``id`` (short random text, also in the page URL as ``?game=ID``), ``created`` and
  ``updated`` (ISO 8601 UTC), ``status`` (``draft`` or ``finished``), ``title``, ``players`` (JSON
  list of names in turn order), ``winner`` (names joined by " & " when shared, finished games only),
  ``totals`` (JSON object name -> points, finished games only), ``game_json`` (the game in the
  finished-game file format, ``scorer.model.game.FinishedGame``), and the finished result's record:
  ``finished_at`` (when Finish was last pressed, "" for a draft), ``changed_since_finished`` (1 once
  the table was changed after it was finished) and ``finished_json`` (the game as it was finished,
  kept from its first change after finishing; ``NULL`` otherwise, when ``game_json`` is that game).
- ``player_names``: names entered at earlier tables, to suggest them at the next one.

A finished table that is changed (a correction on another phone, say) keeps its result: status,
winner and totals stay as finished and History shows them, marked "changed since it was finished",
until the table is finished again. Databases made before these columns existed are migrated in
place when the store opens (``ALTER TABLE ... ADD COLUMN``, guarded by the columns SQLAlchemy's inspector finds).

Concurrency: every change is ONE small operation (a pure function from ``webapp.tables.operations``)
applied by ``GameStore.update`` inside one serialised write transaction (``webapp.database``: ``BEGIN
IMMEDIATE`` on SQLite, the row read ``FOR UPDATE`` on PostgreSQL) that re-reads the current game, applies
the operation and writes it back. Two phones changing different cells or players therefore never
overwrite each other; a second writer waits for the first (up to ``webapp.database.BUSY_TIMEOUT_S``).

This module stores games; it does not score them (the pages call ``scorer.scoring.table``) and it knows
nothing about Streamlit.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError
from sqlalchemy import Column, Table, Text, func, select
from sqlalchemy.engine import Connection

from card_db.text import control_characters, name_key, normalise_name
from lang.said import Said, SaidError
from scorer.model.game import FinishedGame
from webapp.database import METADATA, Clock, Database, configured_url, upsert_into, utc_now
from webapp.document_table import DocumentTable, integer_column, text_column

Status = Literal["draft", "finished"]
DB_ENV = "SANTA_MONICA_DB"
DB_FILE = "santa_monica.sqlite3"
WINNERS_SEPARATOR = " & "
"""How the ``winner`` column joins the names of a shared win (stored data: a page lists them with ``lang.joined``)."""

_SUMMARY_COLUMNS = ("id", "created", "updated", "status", "title", "players", "winner", "totals", "finished_at",
                    "changed_since_finished")
_COLUMNS = (*_SUMMARY_COLUMNS, "game_json")


def score_columns() -> list[Column]:
    """The columns a list of tables or score pads reads without parsing a document (as first created)."""
    return [text_column("title", default=""), text_column("players"), text_column("winner", default=""),
            text_column("totals", default="{}")]


def finished_columns() -> list[Column]:
    """The finished result's record, added to ``games`` (and ``pad_games``) of older databases in place."""
    return [text_column("finished_at", default=""), integer_column("changed_since_finished", 0),
            text_column("finished_json", nullable=True)]


FINISHED_COLUMNS = ("finished_at", "changed_since_finished", "finished_json")
GAMES = DocumentTable.define(METADATA, "games", ("draft", "finished"),
                             [*score_columns(), text_column("game_json"), *finished_columns()], _COLUMNS)

PLAYER_NAMES = Table(
    "player_names", METADATA,
    # SQLite folds ASCII case in the key (as the first schema did); PostgreSQL keeps "ann" and "Ann" as two
    # rows, and ``known_player_names`` folds them into one suggestion either way.
    Column("name", Text().with_variant(Text(collation="NOCASE"), "sqlite"), primary_key=True),
    text_column("last_used"),
    integer_column("uses", 1),
)


class StoreError(SaidError, RuntimeError):
    """A store request that cannot be met (unknown game id, unreadable row): a "table.*" catalogue key that
    says why, with its values (``lang.said``: the page says it in the phone's language)."""


class GameNotFoundError(StoreError, LookupError):
    """No game with this id (deleted, or a mistyped link)."""


QUOTED_ID_CHARS = 40
"""The most of an unknown id a message quotes: ids are 12 characters; an address may carry 10,000."""


def quoted_id(game_id: str) -> Said:
    """An id from the address as a message quotes it: whole when short, else its first 40 characters and
    how long it was (a message that echoes 10,000 characters hides what it says)."""
    if len(game_id) <= QUOTED_ID_CHARS:
        return Said("table.quoted_id", id=game_id)
    return Said("table.quoted_long_id", id=game_id[:QUOTED_ID_CHARS], length=len(game_id))


class StaleGameError(StoreError):
    """The game changed after the caller read it (another phone): nothing was written."""


class FinishedGameError(StoreError):
    """A change to a finished table that the caller asked to refuse (``update(..., finished_ok=False)``):
    nothing was written; the page asks the player first (``webapp.tables.finished_guard``). ``summary`` is the
    record as stored, with the result the page shows in its question."""

    def __init__(self, key: str, summary: GameSummary, **values: Any):
        super().__init__(key, **values)
        self.summary = summary


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One row of ``list_games``: what History shows without parsing the game JSON."""

    id: str
    created: str
    updated: str
    status: Status
    title: str
    players: tuple[str, ...]
    winner: str
    """Winner's name, or names joined by " & " for a shared win; "" until the game is finished (stored
    so; a page lists ``winners`` with ``lang.joined``)."""
    totals: Mapping[str, int]
    """Player name -> total points; empty until the game is finished."""
    finished_at: str = ""
    """When Finish was last pressed (ISO 8601 UTC); "" for a draft."""
    changed_since_finished: bool = False
    """The finished table was changed after it was finished: ``winner`` and ``totals`` are the result
    recorded then, not the table's as it stands, until it is finished again."""

    @property
    def winners(self) -> tuple[str, ...]:
        """The winners' names, one each (``winner`` split where ``record_result`` joined them)."""
        return tuple(name for name in self.winner.split(WINNERS_SEPARATOR) if name)


class Summarised:
    """What a stored record answers from its ``summary``: its id (as in the page URL) and its status
    (``draft`` while being entered, ``finished`` once the result was recorded). Shared by ``StoredGame``
    and the score pad's ``StoredPad``."""

    __slots__ = ()
    summary: GameSummary

    @property
    def id(self) -> str:
        """The record's id (as in ``?game=ID`` or ``?pad=ID``)."""
        return self.summary.id

    @property
    def status(self) -> Status:
        """``draft`` while being entered, ``finished`` once the result was recorded."""
        return self.summary.status


@dataclass(frozen=True, slots=True)
class StoredGame(Summarised):
    """A stored game: its summary and the game itself."""

    summary: GameSummary
    game: FinishedGame
    replaced: str | None = None
    """For the result of ``update``: the version (``updated`` stamp) the change was applied to, which
    another phone may have saved since this phone drew the table (``webapp.tables.live_refresh.note_saved``)."""


def default_database() -> str | Path:
    """Where the app's data lives: the configured database URL (``webapp.database.configured_url``) if set,
    else the SQLite file ``default_db_path()``. Raises ``webapp.database.DatabaseSettingError`` for an
    unreadable secrets file."""
    return configured_url() or default_db_path()


def default_db_path() -> Path:
    """The default SQLite file: ``$SANTA_MONICA_DB`` if set, else ``santa_monica.sqlite3`` in the user's data folder."""
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env)
    from card_db.user_catalogue import data_dir  # late import: only needed without the env override

    return Path(data_dir()) / DB_FILE


class GameStore(Database):
    """All games of this app in its database. Safe to share between threads (a pooled engine)."""

    TABLES: tuple[Table, ...] = (GAMES.table, PLAYER_NAMES)

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now):
        """The store in ``where``: a SQLite file's path (created with its tables if missing; an older
        database gets the columns added since, its finished games dated by their last change) or a
        ``postgresql://`` URL (``webapp.database``); ``clock`` dates what it writes."""
        super().__init__(where, self.TABLES, clock=clock)
        self._add_finished_columns(GAMES)

    def _add_finished_columns(self, table: DocumentTable) -> None:
        """``FINISHED_COLUMNS`` added to ``table`` of an older database, its finished records dated by
        their last change (``games`` here, ``pad_games`` in ``webapp.pad.store``)."""
        if "finished_at" in self._add_missing_columns(table.table, FINISHED_COLUMNS):
            with self._write() as conn:
                conn.execute(table.table.update()
                             .where((table.c.status == "finished") & (table.c.finished_at == ""))
                             .values(finished_at=table.c.updated))

    # --- games ------------------------------------------------------------------------------

    def create_game(self, game: FinishedGame) -> str:
        """Store a new draft game; returns its id. Its player names are remembered for later tables."""
        with self._write() as conn:
            return self._insert_draft(conn, game)

    def _insert_draft(self, conn: Connection, game: FinishedGame) -> str:
        """``create_game`` inside a write transaction the caller holds (``webapp.pad.store`` turns a
        score-pad-only game into a table to rebuild in the same transaction that links the two)."""
        game = FinishedGame.model_validate(game.model_dump())
        now = self._now()
        game_id = GAMES.new_id(conn)
        GAMES.insert(conn, {"id": game_id, "created": now, "updated": now, "status": "draft", "title": game.title,
                            "players": _names_json(game), "game_json": game.model_dump_json()})
        _remember(conn, [p.name for p in game.players], now)
        return game_id

    def get(self, game_id: str) -> StoredGame:
        """The game with this id; ``GameNotFoundError`` if there is none."""
        with self._connect() as conn:
            row = GAMES.read(conn, game_id)
        if row is None:
            raise GameNotFoundError("table.no_game", id=quoted_id(game_id))
        return _stored(row)

    def version(self, game_id: str) -> str | None:
        """The ``updated`` stamp of this game (changes with every saved change), or ``None`` if there is none.

        One indexed read of one column: cheap enough for every phone to ask every few seconds."""
        with self._connect() as conn:
            return GAMES.version(conn, game_id)

    def update(self, game_id: str, operation: Callable[[FinishedGame], FinishedGame], *,
               finished_ok: bool = True) -> StoredGame:
        """Apply one operation to the CURRENT stored game, atomically, and return the new version.

        ``operation`` is a pure function (see ``webapp.tables.operations``); whatever it raises propagates and
        nothing is written. The result is validated as a ``FinishedGame`` before it is stored.

        Changing a finished game keeps its result (status, winner, totals, ``finished_at``) and marks
        it ``changed_since_finished``; the game as it was finished is kept in ``finished_json`` from
        the first such change, for the statistics (``get_as_finished``). With ``finished_ok=False`` a
        change to a finished game is refused instead (``FinishedGameError``, nothing written): the
        page asks the player before a finished table is corrected."""
        with self._write() as conn:
            row = GAMES.read(conn, game_id)
            if row is None:
                raise GameNotFoundError("table.no_game_deleted", id=quoted_id(game_id))
            current = _stored(row)
            finished = current.status == "finished"
            if finished and not finished_ok:
                raise FinishedGameError("table.finished_confirm_first", current.summary, id=game_id)
            changed = FinishedGame.model_validate(operation(current.game).model_dump())
            if changed == current.game:
                return current
            now = self._now()
            if finished:
                keep_finished_result(conn, GAMES, game_id, "game_json")
            GAMES.update(conn, game_id, {"updated": now, "title": changed.title, "players": _names_json(changed),
                                         "game_json": changed.model_dump_json()})
            new_names = {p.name for p in changed.players} - {p.name for p in current.game.players}
            _remember(conn, sorted(new_names), now)
            row = GAMES.read(conn, game_id)
            assert row is not None  # written just above, in this transaction
        saved = _stored(row)
        return StoredGame(summary=saved.summary, game=saved.game, replaced=current.summary.updated)

    def finish_game(self, game_id: str, totals: Mapping[str, int], winners: tuple[str, ...], *,
                    version: str | None = None) -> StoredGame:
        """Mark a game finished with each player's total and the winner(s), for History.

        The caller scores the game (``scorer.scoring.score_game``) and passes the result here; the
        store does not score. ``version`` is the ``updated`` stamp of the game that was scored: when
        the game changed since (another phone), nothing is written and ``StaleGameError`` says so,
        so History never records totals of an older version than the one it stores. Finishing a table
        changed since it was finished records the new result and clears the mark."""
        with self._write() as conn:
            stored = GAMES.version(conn, game_id)
            if stored is None:
                raise GameNotFoundError("table.no_game_to_finish", id=quoted_id(game_id))
            if version is not None and stored != version:
                raise StaleGameError("table.changed_after_scoring")
            record_result(conn, GAMES, game_id, totals, winners, self._now())
            row = GAMES.read(conn, game_id)
            assert row is not None  # written just above, in this transaction
        return _stored(row)

    def get_as_finished(self, game_id: str) -> StoredGame:
        """``get``, but with the game as it was FINISHED when it was changed since (the statistics count
        the recorded result, whose totals come from that game); the current game otherwise."""
        with self._connect() as conn:
            row = GAMES.read(conn, game_id, (*_COLUMNS, "finished_json"))
        if row is None:
            raise GameNotFoundError("table.no_game", id=quoted_id(game_id))
        return _stored(row[:-1] if row[-1] is None else (*row[:-2], row[-1]))

    def list_games(self, status: Status | None = None, limit: int = 500) -> tuple[GameSummary, ...]:
        """Games, most recently changed first; ``status`` keeps only drafts or only finished games.

        Summaries only (no game JSON is parsed), so listing is cheap; open one with ``get(id)``."""
        with self._connect() as conn:
            rows = GAMES.recent(conn, _SUMMARY_COLUMNS, status, limit)
        return tuple(summary_of(row) for row in rows)

    def delete_game(self, game_id: str) -> bool:
        """Delete a game for good; True if it existed. The UI asks for confirmation first."""
        with self._write() as conn:
            return GAMES.delete(conn, game_id)

    # --- known player names -----------------------------------------------------------------

    def known_player_names(self, limit: int = 30) -> tuple[str, ...]:
        """Names from earlier tables, most recently used first (to suggest at a new table)."""
        with self._connect() as conn:
            rows = conn.execute(select(PLAYER_NAMES.c.name).order_by(
                PLAYER_NAMES.c.last_used.desc(), PLAYER_NAMES.c.uses.desc(), PLAYER_NAMES.c.name).limit(3 * limit)).all()
        # SQLite's NOCASE folds ASCII only and PostgreSQL folds nothing: "JOSÉ" and "José" (or names saved before
        # normalisation) are one name.
        by_key: dict[str, str] = {}
        for (name,) in rows:
            by_key.setdefault(name_key(name), normalise_name(name))
        return tuple(by_key.values())[:limit]


def keep_finished_result(conn: Connection, table: DocumentTable, record_id: str, document: str) -> None:
    """A finished record is being changed: its result stays as finished, marked ``changed_since_finished``,
    and the ``document`` column as it was finished is kept once (in ``finished_json``), for the statistics."""
    table.update(conn, record_id, {"changed_since_finished": 1,
                                   "finished_json": func.coalesce(table.c.finished_json, table.c[document])})


def record_result(conn: Connection, table: DocumentTable, record_id: str, totals: Mapping[str, int],
                  winners: tuple[str, ...], now: str) -> None:
    """Mark a record finished at ``now`` with these totals and winner(s), clearing any "changed since" mark."""
    table.update(conn, record_id, {"status": "finished", "updated": now, "winner": WINNERS_SEPARATOR.join(winners),
                                   "totals": json.dumps(dict(totals)), "finished_at": now,
                                   "changed_since_finished": 0, "finished_json": None})


def _names_json(game: FinishedGame) -> str:
    return json.dumps([p.name for p in game.players])


def _remember(conn: Connection, names: list[str], now: str) -> None:
    upsert = upsert_into(conn, PLAYER_NAMES)
    for name in names:
        name = normalise_name(name)  # as a game stores it, so a suggestion is never a near-duplicate
        if name and not control_characters(name):
            conn.execute(upsert.values(name=name, last_used=now).on_conflict_do_update(
                index_elements=[PLAYER_NAMES.c.name],
                set_={"last_used": upsert.excluded.last_used, "uses": PLAYER_NAMES.c.uses + 1}))


def summary_of(row: tuple) -> GameSummary:
    """The summary in a row of ``_SUMMARY_COLUMNS`` (a score pad's row without its ``rebuild_id`` too)."""
    game_id, created, updated, status, title, players, winner, totals, finished_at, changed = row[:10]
    return GameSummary(
        id=game_id,
        created=created,
        updated=updated,
        status=status,
        title=title,
        players=tuple(json.loads(players)),
        winner=winner,
        totals={k: int(v) for k, v in json.loads(totals).items()},
        finished_at=finished_at,
        changed_since_finished=bool(changed),
    )


def _stored(row: tuple) -> StoredGame:
    summary = summary_of(row)
    try:
        game = FinishedGame.model_validate_json(row[10])
    except ValidationError as error:
        # Only possible if the file was edited by hand or the format changed: say which game.
        raise StoreError("table.unreadable_game", id=summary.id, count=error.error_count()) from error
    return StoredGame(summary=summary, game=game)


def open_store(where: str | os.PathLike[str] | None = None) -> GameStore:
    """The store in ``where`` (a SQLite file's path or a database URL), or in ``default_database()``."""
    return GameStore(where if where is not None else default_database())
