"""The user's own catalogue: the cards and starting tiles they entered or imported, in one JSON file.

The file lives in the per-user data folder (``data_dir()``) and uses the catalogue file format of
``card_db.loader``, so an export is a file another user can import. Every write is atomic (a temp
file beside it, then ``os.replace``): a crash leaves the old file or the new one, never half of
one. A corrupt file is never overwritten: it raises ``CatalogueError`` naming the file and how to
fix it. Imports never overwrite a card silently: identical ones are skipped, differing ones are
reported as conflicts and left alone.

The file is read again on every call (no caching), so two app sessions see each other's changes.
This module does not score anything and does not know about Streamlit.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Literal

from card_db.catalogue import PRINTED_FEATURE_CARDS, PRINTED_STARTING_TILES, Catalogue
from card_db.loader import CatalogueError, CatalogueFile, dump_catalogue_bytes, load_builtin, parse_catalogue_bytes
from card_db.models import FeatureCard, StartingTile
from card_db.strict_json import MAX_CATALOGUE_BYTES, read_limited

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # pragma: no cover - not on Windows; the app targets Debian
    fcntl = None

CATALOGUE_FILE_NAME = "catalogue.json"

RecordKind = Literal["card", "starting tile"]


def data_dir() -> Path:
    """The per-user data folder: ``$SANTA_MONICA_DATA_DIR``, else ``$XDG_DATA_HOME/santa-monica``,
    else ``~/.local/share/santa-monica``. It is not created here (writes create it)."""
    override = os.environ.get("SANTA_MONICA_DATA_DIR")
    if override:
        return Path(override).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "santa-monica"


def slugify(name: str) -> str:
    """A catalogue id made from a name: lowercase ASCII letters and digits joined by '-'."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    # Room for a "-NN" suffix within the 64-character id limit.
    return slug[:56].rstrip("-") or "card"


@dataclass(frozen=True)
class Conflict:
    """An imported record whose id is taken by a different record of the user's: not imported."""

    kind: RecordKind
    id: str
    difference: str
    """One line: which fields differ, and how to resolve it."""


@dataclass(frozen=True)
class ImportReport:
    """What an import did. Nothing is ever overwritten: conflicts are listed, not applied."""

    source: str
    added_cards: tuple[str, ...] = ()
    added_starting_tiles: tuple[str, ...] = ()
    identical_cards: tuple[str, ...] = ()
    identical_starting_tiles: tuple[str, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    replaces_builtin: tuple[str, ...] = ()
    """Added ids that are also built-in sample ids: allowed (the user's record wins), but worth saying."""

    @property
    def added(self) -> tuple[str, ...]:
        """Ids added, cards first then starting tiles."""
        return self.added_cards + self.added_starting_tiles

    @property
    def identical(self) -> tuple[str, ...]:
        """Ids skipped because the user already has exactly the same record."""
        return self.identical_cards + self.identical_starting_tiles

    def lines(self) -> tuple[str, ...]:
        """The report as short sentences for a page or a terminal."""
        found = [
            (f"Imported from {self.source}: {len(self.added_cards)} card(s) and "
             f"{len(self.added_starting_tiles)} starting tile(s) added, {len(self.identical)} already there "
             f"(identical, skipped), {len(self.conflicts)} conflict(s) (not imported).")
        ]
        if self.added:
            found.append("Added: " + ", ".join(self.added) + ".")
        if self.identical:
            found.append("Already there: " + ", ".join(self.identical) + ".")
        found.extend(f"Conflict: {c.difference}" for c in self.conflicts)
        if self.replaces_builtin:
            found.append(
                "These ids are also built-in sample ids; your records are used instead of the samples: "
                + ", ".join(self.replaces_builtin) + "."
            )
        return tuple(found)


class UserCatalogue:
    """The user's catalogue file: read, add, replace, delete, import and export."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / CATALOGUE_FILE_NAME

    # --- reading ------------------------------------------------------------------------------

    def contents(self) -> CatalogueFile:
        """The whole file, read once: cards and starting tiles (empty when the file does not exist yet)."""
        return self._read()

    def _read(self) -> CatalogueFile:
        try:
            data = read_limited(self.path, MAX_CATALOGUE_BYTES)  # a file over the limit is refused without loading all of it
        except FileNotFoundError:
            return CatalogueFile()
        except OSError as exc:
            raise CatalogueError(
                f"{self.path}: cannot be read ({exc.strerror}); check the file's permissions"
            ) from None
        try:
            return parse_catalogue_bytes(data, str(self.path))
        except CatalogueError as exc:
            raise CatalogueError(
                f"{exc}\nYour catalogue file {self.path} is damaged and was left untouched. Fix the lines above "
                f"in a text editor, or move the file away (for example rename it to {self.path.name}.bad) to "
                f"start an empty catalogue and import what you can from it."
            ) from None

    def cards(self) -> tuple[FeatureCard, ...]:
        """The user's feature cards, in the order they were added."""
        return self._read().cards

    def starting_tiles(self) -> tuple[StartingTile, ...]:
        """The user's starting tiles, in the order they were added."""
        return self._read().starting_tiles

    # --- changing -------------------------------------------------------------------------------

    def save_card(self, card: FeatureCard, *, replace: bool = False) -> None:
        """Add ``card``; an existing id is refused unless ``replace=True`` (then it is replaced in place)."""
        with self._locked():
            current = self._read()
            cards = _put(current.cards, card, "card", replace, self)
            self._write(cards=cards, starting_tiles=current.starting_tiles)

    def save_starting_tile(self, tile: StartingTile, *, replace: bool = False) -> None:
        """Add ``tile``; an existing id is refused unless ``replace=True`` (then it is replaced in place)."""
        with self._locked():
            current = self._read()
            tiles = _put(current.starting_tiles, tile, "starting tile", replace, self)
            self._write(cards=current.cards, starting_tiles=tiles)

    def delete_card(self, card_id: str) -> None:
        """Remove the card with this id; raises ``CatalogueError`` if the user has no such card."""
        with self._locked():
            current = self._read()
            cards = _without(current.cards, card_id, "card", self.path)
            self._write(cards=cards, starting_tiles=current.starting_tiles)

    def delete_starting_tile(self, tile_id: str) -> None:
        """Remove the starting tile with this id; raises ``CatalogueError`` if the user has no such tile."""
        with self._locked():
            current = self._read()
            tiles = _without(current.starting_tiles, tile_id, "starting tile", self.path)
            self._write(cards=current.cards, starting_tiles=tiles)

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """Serialise read-modify-write between app sessions and processes (an advisory lock on a side
        file, so the catalogue itself can still be replaced atomically)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if fcntl is None:  # pragma: no cover
            yield
            return
        with open(self.path.with_name(self.path.name + ".lock"), "a") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def _write(self, *, cards: tuple[FeatureCard, ...], starting_tiles: tuple[StartingTile, ...]) -> None:
        data = dump_catalogue_bytes(cards, starting_tiles)
        # Validate what is about to be written: a bug here must not leave an unreadable file.
        parse_catalogue_bytes(data, str(self.path))
        _atomic_write(self.path, data)

    # --- import and export --------------------------------------------------------------------

    def import_bytes(self, data: bytes, source: str) -> ImportReport:
        """Add the records of a catalogue file; identical ones are skipped, differing ones reported.

        Raises ``CatalogueError`` (and changes nothing) when the file is not a valid catalogue."""
        return self.import_catalogue(parse_catalogue_bytes(data, source), source)

    def import_catalogue(self, incoming: CatalogueFile, source: str, *, dry_run: bool = False) -> ImportReport:
        """Add the records of an already validated catalogue (a file or a link): identical ones are
        skipped, differing ones reported as conflicts and left alone. With ``dry_run`` nothing is
        written: the report says what an import would do now (to show before asking to confirm)."""
        builtin = load_builtin()
        with self._locked():
            current = self._read()
            cards, added_cards, same_cards, conflicts = _merge(current.cards, incoming.cards, "card")
            tiles, added_tiles, same_tiles, tile_conflicts = _merge(
                current.starting_tiles, incoming.starting_tiles, "starting tile"
            )
            if (added_cards or added_tiles) and not dry_run:
                self._write(cards=cards, starting_tiles=tiles)
        shadowed = tuple(i for i in added_cards if i in builtin.cards) + tuple(
            i for i in added_tiles if i in builtin.starting_tiles
        )
        return ImportReport(
            source=source,
            added_cards=added_cards,
            added_starting_tiles=added_tiles,
            identical_cards=same_cards,
            identical_starting_tiles=same_tiles,
            conflicts=conflicts + tile_conflicts,
            replaces_builtin=shadowed,
        )

    def export_bytes(self) -> bytes:
        """The whole catalogue as one file that another user can import."""
        current = self._read()
        return dump_catalogue_bytes(
            current.cards, current.starting_tiles, notes="Exported from a Santa Monica score pad catalogue."
        )

    # --- ids ------------------------------------------------------------------------------------

    def new_card_id(self, name: str) -> str:
        """A stable id for a new card named ``name``: its slug, then ``-2``, ``-3``... until free.

        Ids of the user's cards and of the built-in cards are both avoided."""
        taken = {c.id for c in self.cards()} | set(load_builtin().cards)
        return _free_id(slugify(name), taken)

    def new_starting_tile_id(self, name: str) -> str:
        """Like ``new_card_id``, for a starting tile."""
        taken = {t.id for t in self.starting_tiles()} | set(load_builtin().starting_tiles)
        return _free_id(slugify(name), taken)


def load_catalogue(user: UserCatalogue | None = None) -> Catalogue:
    """The built-in catalogue merged with the user's cards and tiles (the user's win on the same id)."""
    user = user if user is not None else UserCatalogue()
    current = user.contents()
    return load_builtin().merged_with(current.cards, current.starting_tiles)


def coverage_text(catalogue: Catalogue) -> str:
    """How much of the printed box is catalogued, e.g. "12 of 78 feature cards and 2 of 6 starting tiles ..."."""
    cards, tiles = catalogue.coverage()
    return (
        f"{cards} of {PRINTED_FEATURE_CARDS} feature cards and {tiles} of {PRINTED_STARTING_TILES} "
        f"starting tiles catalogued (sample cards not counted)"
    )


# --- helpers --------------------------------------------------------------------------------


def _put(
    records: tuple[Any, ...], record: Any, kind: RecordKind, replace: bool, owner: UserCatalogue
) -> tuple[Any, ...]:
    """``records`` with ``record`` appended, or replacing the same id in place when ``replace``."""
    for index, existing in enumerate(records):
        if existing.id == record.id:
            if not replace:
                new_id = owner.new_card_id if kind == "card" else owner.new_starting_tile_id
                suggestion = new_id(record.name)
                raise CatalogueError(
                    f"{owner.path}: your catalogue already has a {kind} with id '{record.id}' "
                    f"('{existing.name}'); choose another id (for example '{suggestion}') or replace the existing one"
                )
            return records[:index] + (record,) + records[index + 1 :]
    return records + (record,)


def _without(records: tuple[Any, ...], record_id: str, kind: RecordKind, path: Path) -> tuple[Any, ...]:
    kept = tuple(r for r in records if r.id != record_id)
    if len(kept) == len(records):
        raise CatalogueError(f"{path}: your catalogue has no {kind} with id '{record_id}'; nothing was deleted")
    return kept


def _merge(
    current: tuple[Any, ...], incoming: tuple[Any, ...], kind: RecordKind
) -> tuple[tuple[Any, ...], tuple[str, ...], tuple[str, ...], tuple[Conflict, ...]]:
    """(merged records, added ids, identical ids, conflicts); existing records are never replaced."""
    by_id = {r.id: r for r in current}
    merged = list(current)
    added: list[str] = []
    identical: list[str] = []
    conflicts: list[Conflict] = []
    for record in incoming:
        existing = by_id.get(record.id)
        if existing is None:
            merged.append(record)
            by_id[record.id] = record
            added.append(record.id)
        elif _same(existing, record):
            identical.append(record.id)
        else:
            conflicts.append(Conflict(kind, record.id, _describe_difference(existing, record, kind)))
    return tuple(merged), tuple(added), tuple(identical), tuple(conflicts)


def _same(mine: Any, theirs: Any) -> bool:
    """The same record, or the same card arriving without its photo (links never carry photos), or with
    another photo when mine has one: every import re-encodes photos (``webapp.cards.photo``), so the same
    picture never arrives with the same bytes twice, and a card is its contents, not its picture."""
    if mine == theirs:
        return True
    theirs_photo = getattr(theirs, "photo", None)
    if theirs_photo is None or (theirs_photo and not mine.photo):
        return False
    return mine.model_copy(update={"photo": ""}) == theirs.model_copy(update={"photo": ""})


def _describe_difference(mine: Any, theirs: Any, kind: RecordKind) -> str:
    """One line: the fields in which the imported record differs from the user's, and what to do."""
    a, b = mine.model_dump(mode="json"), theirs.model_dump(mode="json")
    parts = []
    for field_name in a:
        if a[field_name] == b[field_name]:
            continue
        if isinstance(a[field_name], (str, int, bool)) and isinstance(b[field_name], (str, int, bool)):
            parts.append(f"{field_name} ({a[field_name]!r} yours, {b[field_name]!r} imported)")
        else:
            parts.append(field_name)
    return (
        f"{kind} '{mine.id}' differs in {', '.join(parts)}; kept yours. To use the imported one, "
        f"delete or rename yours and import again"
    )


def _free_id(slug: str, taken: set[str]) -> str:
    if slug not in taken:
        return slug
    number = 2
    while f"{slug}-{number}" in taken:
        number += 1
    return f"{slug}-{number}"


def _atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
