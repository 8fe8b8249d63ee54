"""Moving to another server: everything the app keeps written to one file, and read into an empty database.

    python -m webapp.move export FILE     # from the database the app's setting names (webapp.database)
    python -m webapp.move import FILE     # into the database the setting names, which must be empty

What moves: every row of ``games``, ``pad_games``, ``live_games`` and ``player_names`` (column by column, as
stored: versions, finished results and links stay as they were; not the short-lived ``saved_drafts``, see ``MOVED``), and the user's catalogue with its photos
(the catalogue file format: from its file with the SQLite default, from the database with a URL). So a SQLite
file moves to PostgreSQL and back, nothing lost, the same scores after the move.

The file is JSON: ``{"format": "santa-monica-move", "version": 1, "tables": {name: [row, ...]}, "catalogue":
"<catalogue file>"}``, each row an object of the table's columns. Reading it is strict and bounded
(``MOVE_MAX_BYTES``, ``card_db.strict_json``); every row's columns and types and every stored document (a game,
a pad, an Assistant setup, log and cards, the catalogue) are checked before anything is written, and the rows
go in in ONE transaction: a damaged or foreign file is refused with what is wrong, never half-imported.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Integer, Table, func, insert, select

from card_db.loader import CatalogueError, parse_catalogue_bytes
from card_db.strict_json import JsonFileError, capped, read_json, read_limited
from card_db.user_catalogue import UserCatalogue
from scorer.engine import GameSetup, action_log_from_json
from scorer.model.game import FinishedGame
from scorer.model.pad import PadGame
from webapp.assistant.store import LIVE, LiveStore
from webapp.catalogue_store import CatalogueDatabase, DatabaseCatalogue
from webapp.database import DatabaseError, is_url, shown_url
from webapp.pad.store import PADS, PadStore
from webapp.tables.store import GAMES, PLAYER_NAMES, default_database

FORMAT = "santa-monica-move"
VERSION = 1
MOVE_MAX_BYTES = 256_000_000
"""The largest moving file read: a club's years of tables are a few MB; the catalogue with photos at most 8 MB."""
MOVED: tuple[Table, ...] = (GAMES.table, PADS.table, LIVE.table, PLAYER_NAMES)
"""The tables a move carries, in the order they are written (no foreign keys: any order would do). Not
``saved_drafts`` (``webapp.cards.saved_drafts``): its marks are short-lived, about the URLs this server's phones
held when they saved a card, and mean nothing on another server; a database holding only marks imports as empty."""
DOCUMENTS: dict[tuple[str, str], Callable[[str], object]] = {("games", "game_json"): FinishedGame.model_validate_json,
             ("games", "finished_json"): FinishedGame.model_validate_json,
             ("pad_games", "pad_json"): PadGame.model_validate_json,
             ("pad_games", "finished_json"): PadGame.model_validate_json,
             ("live_games", "setup"): GameSetup.model_validate_json,
             ("live_games", "log"): action_log_from_json,
             ("live_games", "cards"): lambda text: parse_catalogue_bytes(text.encode("utf-8"), "a game's cards")}
"""Each stored document and how it is read back: a row whose document does not read is refused."""
STATUSES = {"games": ("draft", "finished"), "pad_games": ("draft", "finished"), "live_games": ("playing", "finished")}
"""The statuses each table's rows may have (its CHECK constraint), said before anything is written."""


class MoveError(ValueError):
    """A move that cannot be made (a damaged or foreign file, a database that is not empty): nothing was
    written. ``problems`` holds one line each."""

    def __init__(self, problems: list[str]):
        self.problems = tuple(problems)
        super().__init__("\n".join(self.problems))


def catalogue_of(where: str | os.PathLike[str]) -> UserCatalogue:
    """The catalogue the app keeps beside the database ``where``: the database's with a URL, else the file."""
    return DatabaseCatalogue(where) if is_url(where) else UserCatalogue()


def export_everything(where: str | os.PathLike[str]) -> bytes:
    """Everything kept in ``where`` (and its catalogue) as one moving file."""
    store = PadStore(where)
    LiveStore(where)  # its table made if missing, so that an empty one exports as empty
    tables: dict[str, list[dict[str, Any]]] = {}
    with store._connect() as conn:
        for table in MOVED:
            rows = conn.execute(select(table).order_by(*table.primary_key.columns)).mappings()
            tables[table.name] = [dict(row) for row in rows]
    catalogue = catalogue_of(where).export_bytes().decode("utf-8")
    document = {"format": FORMAT, "version": VERSION, "tables": tables, "catalogue": catalogue}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_moving_file(data: bytes) -> tuple[dict[str, list[dict[str, Any]]], str]:
    """The rows and the catalogue text of a moving file, every one checked; ``MoveError`` lists what is wrong."""
    try:
        value = read_json(data, what="a moving file", pick="choose a file written by python -m webapp.move export",
                          empty_hint="it should hold the tables and catalogue of a Santa Monica app",
                          limit=MOVE_MAX_BYTES).value
    except JsonFileError as error:
        raise MoveError(list(error.problems)) from None
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise MoveError([("this is not a Santa Monica moving file (no \"format\": \"santa-monica-move\"): "
                          "choose a file written by python -m webapp.move export")])
    if value.get("version") != VERSION:
        raise MoveError([(f"this moving file is version {value.get('version')!r}; this app reads version {VERSION}: "
                          "export it again with this version of the app")])
    if set(value) != {"format", "version", "tables", "catalogue"}:
        raise MoveError([f"unexpected fields in the moving file: {', '.join(sorted(set(value) - {'format', 'version', 'tables', 'catalogue'})) or 'some missing'}"])
    tables, catalogue = value["tables"], value["catalogue"]
    expected = {table.name for table in MOVED}
    if not isinstance(tables, dict) or set(tables) != expected:
        raise MoveError([f"the moving file's tables should be exactly {', '.join(sorted(expected))}"])
    problems: list[str] = []
    for table in MOVED:
        problems += _row_problems(table, tables[table.name])
    if not isinstance(catalogue, str):
        problems.append("the moving file's catalogue is not a catalogue file's text")
    else:
        try:
            parse_catalogue_bytes(catalogue.encode("utf-8"), "the moving file's catalogue")
        except CatalogueError as error:
            problems.append(str(error).splitlines()[0])
    if problems:
        raise MoveError(list(capped(problems, total=len(problems))))
    return tables, catalogue


def _row_problems(table: Table, rows: Any) -> list[str]:
    """What is wrong with the rows of ``table`` (columns, types, documents that do not read)."""
    if not isinstance(rows, list):
        return [f"{table.name}: not a list of rows"]
    names = {column.name for column in table.columns}
    problems: list[str] = []
    for index, row in enumerate(rows):
        where = f"{table.name} row {index + 1}"
        if not isinstance(row, dict) or set(row) != names:
            problems.append(f"{where}: its columns should be exactly {', '.join(sorted(names))}")
            continue
        if table.name in STATUSES and row["status"] not in STATUSES[table.name]:
            problems.append(f"{where}: status should be one of {', '.join(STATUSES[table.name])}")
            continue
        for column in table.columns:
            cell = row[column.name]
            wanted = int if isinstance(column.type, Integer) else str
            if cell is None and column.nullable:
                continue
            if type(cell) is not wanted:
                problems.append(f"{where}: {column.name} should be {'a whole number' if wanted is int else 'text'}")
                continue
            read = DOCUMENTS.get((table.name, column.name))
            if read is not None and isinstance(cell, str):  # a document is text: a number was refused just above
                try:
                    read(cell)
                except (ValidationError, CatalogueError, ValueError) as error:
                    problems.append(f"{where} ({row.get('id', '')}): {column.name} does not read: "
                                    f"{str(error).splitlines()[0]}")
    return problems


def import_everything(where: str | os.PathLike[str], data: bytes) -> dict[str, int]:
    """Read a moving file into the EMPTY database ``where`` (and its empty catalogue), all or nothing; returns
    how many rows each table got and ``catalogue records``. ``MoveError`` (nothing written) when the file is
    damaged or foreign or ``where`` already holds something."""
    tables, catalogue_text = read_moving_file(data)
    store = PadStore(where)
    LiveStore(where)
    catalogue = catalogue_of(where)
    incoming = parse_catalogue_bytes(catalogue_text.encode("utf-8"), "the moving file's catalogue")
    with store._connect() as conn:
        held = {table.name: conn.execute(select(func.count()).select_from(table)).scalar_one() for table in MOVED}
    current = catalogue.contents()
    if any(held.values()) or current.cards or current.starting_tiles:
        # The moving tool is the operator's command line, in English like its other messages (no page shows it).
        kept = ", ".join(f"{count} {name}" for name, count in held.items() if count)
        raise MoveError([(f"{shown_url(where)} is not empty ({kept or 'a catalogue'}): import into an empty "
                          "database (a new one, or a new SQLite file and data folder)")])
    file_written = False
    try:
        with store._write() as conn:
            for table in MOVED:
                if tables[table.name]:
                    conn.execute(insert(table), tables[table.name])
            if isinstance(catalogue, DatabaseCatalogue):
                CatalogueDatabase(where).store(conn, catalogue_text)  # in the same transaction as the rows
            elif incoming.cards or incoming.starting_tiles:
                catalogue.import_catalogue(incoming, "the moving file")  # the file, written before the rows commit
                file_written = True
    except BaseException:
        if file_written:  # the rows were not kept: neither is the catalogue file (there was none before)
            Path(catalogue.path).unlink(missing_ok=True)
        raise
    counts = {name: len(rows) for name, rows in tables.items()}
    counts["catalogue records"] = len(incoming.cards) + len(incoming.starting_tiles)
    return counts


def main(argv: list[str]) -> int:
    """``export FILE`` or ``import FILE`` against the database the app's setting names."""
    if len(argv) != 2 or argv[0] not in {"export", "import"}:
        print("usage: python -m webapp.move export FILE | import FILE", file=sys.stderr)
        return 2
    command, file = argv
    try:
        where = default_database()
        if command == "export":
            Path(file).write_bytes(export_everything(where))
            print(f"Everything in {shown_url(where)} written to {file}.")
            return 0
        data = read_limited(file, MOVE_MAX_BYTES)
        counts = import_everything(where, data)
    except MoveError as error:
        print(f"{file}: nothing was imported:\n" + "\n".join(f"- {line}" for line in error.problems), file=sys.stderr)
        return 1
    except (DatabaseError, CatalogueError, OSError) as error:
        print(f"{file}: {error}; nothing was changed", file=sys.stderr)
        return 1
    print(f"Imported into {shown_url(where)}: " + ", ".join(f"{count} {name}" for name, count in counts.items()) + ".")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
