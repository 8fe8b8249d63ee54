"""Reading catalogue data: the built-in JSON files and catalogue files a user imports.

Every file is validated on load; a bad file raises ``CatalogueError`` with one line per problem
(the first 50, then how many more), each naming the file, the record (its id, else its name, else
its position), the field, what is wrong and how to fix it. Files are read strictly
(``card_db.strict_json``: at most 8 MB, since catalogue files carry the cards' photos; no key written twice, no huge number; records in pydantic's
strict mode, so ``"2"`` is not a number), and a file holds at most 1,000 cards and 100 tiles. The
built-in data (objective tiles, sand dollar actions, the SAMPLE deck) is read once per process.
This module does not know where the user's catalogue lives (``card_db.user_catalogue``) and it
scores nothing.

Catalogue file format (built-in sample deck, imports and exports alike)::

    {"format": "santa-monica-catalogue", "version": 1, "cards": [...], "starting_tiles": [...]}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from card_db.bounds import bound_problems
from card_db.catalogue import Catalogue
from card_db.models import (
    CARDS_PER_FILE,
    STARTING_TILES_PER_FILE,
    FeatureCard,
    ObjectiveTile,
    SandDollarAction,
    StartingTile,
)
from card_db.strict_json import (
    MAX_CATALOGUE_BYTES,
    MAX_LISTED_PROBLEMS,
    JsonFileError,
    capped,
    is_too_deep,
    read_json,
    short_text,
)
from card_db.text import visible

CATALOGUE_FORMAT = "santa-monica-catalogue"
OBJECTIVES_FORMAT = "santa-monica-objectives"
SAND_DOLLAR_ACTIONS_FORMAT = "santa-monica-sand-dollar-actions"
FORMAT_VERSION = 1

RECORD_TOO_DEEP = ("the record is nested too deeply (lists or objects inside each other hundreds of times): "
                   "write it like the other records")
RECORDS_PER_FILE = {"cards": CARDS_PER_FILE, "starting_tiles": STARTING_TILES_PER_FILE}

_Model = TypeVar("_Model", bound=BaseModel)


class CatalogueError(ValueError):
    """A catalogue file that cannot be used; the message says where, what and how to fix it."""


@dataclass(frozen=True)
class CatalogueFile:
    """The validated contents of one catalogue file."""

    cards: tuple[FeatureCard, ...] = ()
    starting_tiles: tuple[StartingTile, ...] = ()


# --- public API -----------------------------------------------------------------------------


def parse_catalogue_bytes(data: bytes, source: str) -> CatalogueFile:
    """Validate the bytes of a catalogue file; ``source`` names the file in error messages."""
    top = _read_top(data, source, CATALOGUE_FORMAT, sections=("cards", "starting_tiles"))
    errors = _Problems(source)
    cards = _parse_records(top.get("cards", []), "cards", "card", FeatureCard, source, errors)
    tiles = _parse_records(
        top.get("starting_tiles", []), "starting_tiles", "starting tile", StartingTile, source, errors
    )
    errors.raise_if_any()
    return CatalogueFile(cards=cards, starting_tiles=tiles)


def dump_catalogue_bytes(
    cards: Iterable[FeatureCard] = (), starting_tiles: Iterable[StartingTile] = (), *, notes: str = ""
) -> bytes:
    """Serialise cards and starting tiles as a catalogue file that ``parse_catalogue_bytes`` reads back."""
    document: dict[str, Any] = {"format": CATALOGUE_FORMAT, "version": FORMAT_VERSION}
    if notes:
        document["notes"] = notes
    # Full dumps, defaults included: ``kind`` is a default and the discriminated unions need it.
    document["cards"] = [c.model_dump(mode="json") for c in cards]
    document["starting_tiles"] = [t.model_dump(mode="json") for t in starting_tiles]
    return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


@cache
def load_builtin() -> Catalogue:
    """The built-in catalogue: the 3 objective tiles, the 8 sand dollar actions and the SAMPLE deck.

    Read and validated once per process; the result is immutable, so sharing it is safe."""
    sample = parse_catalogue_bytes(_data_bytes("sample_cards.json"), "card_db/data/sample_cards.json")
    objectives = _parse_simple_file("objectives.json", OBJECTIVES_FORMAT, "objectives", "objective tile", ObjectiveTile)
    actions = _parse_simple_file(
        "sand_dollar_actions.json", SAND_DOLLAR_ACTIONS_FORMAT, "actions", "sand dollar action", SandDollarAction
    )
    return Catalogue(
        cards={c.id: c for c in sample.cards},
        starting_tiles={t.id: t for t in sample.starting_tiles},
        objectives={o.id: o for o in objectives},
        sand_dollar_actions={a.id: a for a in actions},
    )


def sample_game_bytes() -> bytes:
    """The bytes of the finished 3-player SAMPLE game (``card_db/samples/sample_game.json``).

    Parsing it is the scorer's job (``scorer.formats.gamefile``); this only finds the packaged file."""
    return resources.files("card_db").joinpath("samples", "sample_game.json").read_bytes()


# --- file shape -----------------------------------------------------------------------------


def _data_bytes(name: str) -> bytes:
    return resources.files("card_db").joinpath("data", name).read_bytes()


def _parse_simple_file(
    name: str, file_format: str, section: str, label: str, model: type[_Model]
) -> tuple[_Model, ...]:
    source = f"card_db/data/{name}"
    top = _read_top(_data_bytes(name), source, file_format, sections=(section,))
    errors = _Problems(source)
    records = _parse_records(top.get(section, []), section, label, model, source, errors)
    errors.raise_if_any()
    return records


def _read_top(data: bytes, source: str, file_format: str, sections: tuple[str, ...]) -> dict[str, Any]:
    """Decode JSON and check the top-level object: format, version, known keys, lists."""
    try:
        top = read_json(
            data,
            what="a catalogue file",
            pick=f"pick the {file_format} JSON file",
            empty_hint=f'a catalogue file is a JSON object like {{"format": "{file_format}", '
                       f'"version": {FORMAT_VERSION}, ...}}',
            limit=MAX_CATALOGUE_BYTES,  # catalogue files carry the cards' photos
        ).value
    except JsonFileError as exc:
        raise CatalogueError("\n".join(f"{source}: {line}" for line in exc.problems)) from None
    if not isinstance(top, dict):
        raise CatalogueError(
            f"{source}: the file holds a JSON {_json_type(top)}, but a catalogue file is a JSON object like "
            f'{{"format": "{file_format}", "version": {FORMAT_VERSION}, "{sections[0]}": [...]}}'
        )
    found_format = top.get("format")
    if found_format != file_format:
        hint = ""
        if "players" in top or "objective" in top:
            hint = " (this looks like a game file: open it on the Score page or with `python -m scorer score`)"
        raise CatalogueError(
            f"{source}: \"format\" is {json.dumps(found_format)}, expected \"{file_format}\"{hint}; "
            f"only {file_format} files can be read here"
        )
    version = top.get("version")
    if version != FORMAT_VERSION:
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
            fix = "it was written by a newer version of this app: update the app to read it"
        else:
            fix = f'set "version" to {FORMAT_VERSION}'
        raise CatalogueError(
            f"{source}: \"version\" is {json.dumps(version)}, this app reads version {FORMAT_VERSION}; {fix}"
        )
    allowed = {"format", "version", "notes", *sections}
    unknown = sorted(set(top) - allowed)
    if unknown:
        raise CatalogueError(
            f"{source}: unknown top-level key(s) {', '.join(repr(k) for k in unknown)}; "
            f"the keys allowed are {', '.join(repr(k) for k in sorted(allowed))}: check the spelling or remove them"
        )
    if "notes" in top and not isinstance(top["notes"], str):
        raise CatalogueError(f'{source}: "notes" must be a text string; write it between double quotes')
    for section in sections:
        if section in top and not isinstance(top[section], list):
            raise CatalogueError(
                f'{source}: "{section}" must be a list ([...]) of records, not a JSON {_json_type(top[section])}'
            )
        limit = RECORDS_PER_FILE.get(section)
        if limit is not None and len(top.get(section, [])) > limit:
            raise CatalogueError(
                f'{source}: "{section}" holds {len(top[section]):,} records; a catalogue file holds at most {limit} '
                f"(the printed box has far fewer): split the file, or pick the right one"
            )
    return top


def _json_type(value: Any) -> str:
    match value:
        case None:
            return "null"
        case bool():
            return "true/false value"
        case int() | float():
            return "number"
        case str():
            return "string"
        case list():
            return "list"
        case dict():
            return "object"
        case _:
            return type(value).__name__


# --- records --------------------------------------------------------------------------------


def _parse_records(
    raw: list[Any], section: str, label: str, model: type[_Model], source: str, errors: _Problems
) -> tuple[_Model, ...]:
    """Validate each record; collect one message per problem (duplicate ids included) into ``errors``."""
    parsed: list[_Model] = []
    first_index: dict[Any, int] = {}
    for index, item in enumerate(raw):
        record = _record_label(item, section, label, index)
        if not isinstance(item, dict):
            errors.append(
                f"{source}: {record}: is a JSON {_json_type(item)}; "
                f"each entry of \"{section}\" must be an object {{...}}"
            )
            continue
        # Duplicates are checked on the raw id so that they are reported even beside other errors.
        raw_id = item.get("id")
        if isinstance(raw_id, str) and raw_id:
            if raw_id in first_index:
                errors.append(
                    f"{source}: {record}: id '{short_text(raw_id)}' is used again "
                    f"({section}[{first_index[raw_id]}] has it too); "
                    f"ids must be unique within a file: rename one of them"
                )
            else:
                first_index[raw_id] = index
        oversized = bound_problems(item, model, (section, index))
        if oversized:
            errors.extend(f"{source}: {record}: {line}" for line in oversized)
            continue
        try:
            # pydantic's strict mode, on the record's JSON: "2" is not a number, "yes" not true, and a
            # JSON list still fills a tuple (strict Python mode would refuse it).
            parsed.append(model.model_validate_json(json.dumps(item), strict=True))
        except RecursionError:  # json.dumps of a record nested almost as deep as the parser allowed
            errors.append(f"{source}: {record}: {RECORD_TOO_DEEP}")
        except ValidationError as exc:
            if errors.full:
                errors.count += exc.error_count()
            else:
                errors.extend(f"{source}: {record}: {line}" for line in _error_lines(exc, item))
    return tuple(parsed)


def _record_label(item: Any, section: str, label: str, index: int) -> str:
    """How a message names a record: by id, else by name, else by position in its list."""
    if isinstance(item, dict):
        if isinstance(item.get("id"), str) and item["id"]:
            return f"{label} '{short_text(item['id'])}'"
        if isinstance(item.get("name"), str) and item["name"]:
            return f"{label} named '{short_text(item['name'])}' ({section}[{index}], no id)"
    return f"{label} {section}[{index}] (no id or name)"


class _Problems:
    """The problems found in one file: the first ``MAX_LISTED_PROBLEMS`` as lines, the rest counted.

    A file of a thousand broken records has tens of thousands of problems; only the first ones are
    written out (each costs a walk through the record), the others are counted."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: list[str] = []
        self.count = 0

    @property
    def full(self) -> bool:
        return len(self.lines) >= MAX_LISTED_PROBLEMS

    def append(self, line: str) -> None:
        self.count += 1
        if not self.full:
            self.lines.append(line)

    def extend(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.append(line)

    def raise_if_any(self) -> None:
        if self.count:
            raise CatalogueError("\n".join(capped(self.lines, total=self.count, prefix=f"{self.source}: ")))


def _error_lines(exc: ValidationError, item: dict[str, Any]) -> list[str]:
    """pydantic's errors as sentences: field path, what is wrong, how to fix it."""
    lines = []
    for error in exc.errors(include_url=False):
        if is_too_deep(error):
            return [RECORD_TOO_DEEP]
        path = _field_path(error["loc"], item)
        problem, fix = _explain(error)
        sentence = f"{problem}; {fix}" if fix else problem
        lines.append(f"field '{path}': {sentence}" if path else sentence)
    return lines


def _field_path(loc: tuple[Any, ...], item: Any) -> str:
    """A readable path like ``scoring[0].points``.

    pydantic puts the discriminator value of a union member into ``loc`` (``scoring, 0, ring,
    points``); it is dropped by walking the input alongside and skipping a step that equals the
    ``kind`` of the object being walked. Validator tags (``function-after[...]``) are dropped too."""
    parts: list[str] = []
    current: Any = item
    for step in loc:
        if isinstance(step, int):
            parts.append(f"[{step}]")
            current = current[step] if isinstance(current, list) and 0 <= step < len(current) else None
            continue
        if isinstance(current, dict) and step not in current and current.get("kind") == step:
            continue
        if isinstance(step, str) and "[" in step and step.endswith("]"):
            continue
        parts.append(("." if parts else "") + str(step))
        current = current.get(step) if isinstance(current, dict) else None
    return "".join(parts)


def _shown(value: Any) -> str:
    """A bad value for a message: short scalars as JSON, lists and objects by their type only.

    A pasted block (or a list nested hundreds deep) would otherwise fill the message, or even
    exhaust the recursion limit while being printed."""
    if isinstance(value, (list, dict)):
        return f"a JSON {_json_type(value)}"
    text = visible(json.dumps(value, default=str, ensure_ascii=False))
    return text if len(text) <= 60 else text[:57] + "..."


def _explain(error: Mapping[str, Any]) -> tuple[str, str]:
    """(what is wrong, how to fix it) for one pydantic error."""
    kind = error["type"]
    message = str(error["msg"])
    ctx = error.get("ctx") or {}
    got = error.get("input")
    match kind:
        case "missing":
            return "is missing", "add it"
        case "extra_forbidden":
            return "is not a known field", "check the spelling or remove it"
        case "literal_error":
            return f"{_shown(got)} is not allowed", f"use one of {ctx.get('expected', '')}"
        case "union_tag_invalid":
            return (
                f"kind {json.dumps(ctx.get('tag'), default=str)} is not known",
                f"set \"kind\" to one of {ctx.get('expected_tags', '')}",
            )
        case "union_tag_not_found":
            return 'has no "kind"', 'add a "kind" field saying which icon this is'
        case "string_pattern_mismatch":
            return (
                f"{_shown(got)} is not a valid id",
                "use lowercase letters, digits, '-' and '_' only, starting with a letter or digit (e.g. 'surf-shop')",
            )
        case "string_too_short":
            return "is empty", "write at least one character"
        case "string_too_long":
            return f"is too long (at most {ctx.get('max_length')} characters)", "shorten it"
        case "too_short":
            return f"has too few entries (at least {ctx.get('min_length')})", "add entries"
        case "too_long":
            return f"has too many entries (at most {ctx.get('max_length')})", "remove entries"
        case "greater_than_equal":
            return f"{_shown(got)} is too small", f"use a number of at least {ctx.get('ge')}"
        case "less_than_equal":
            return f"{_shown(got)} is too large", f"use a number of at most {ctx.get('le')}"
        case "greater_than" | "less_than":
            return f"{_shown(got)} is out of range ({message.lower()})", "change the number"
        case "int_type" | "int_parsing" | "int_from_float":
            return f"{_shown(got)} is not a whole number", "write a whole number like 2"
        case "bool_type" | "bool_parsing":
            return f"{_shown(got)} is not true or false", "write true or false (no quotes)"
        case "string_type":
            return f"{_shown(got)} is not text", "write it between double quotes"
        case "tuple_type" | "list_type":
            return f"is a JSON {_json_type(got)}, not a list", "write a list like [\"local\", \"wave\"]"
        case "model_type" | "model_attributes_type" | "dict_type":
            return f"is a JSON {_json_type(got)}, not an object", "write an object {...} with its fields"
        case "value_error" | "assertion_error":
            # The models' own validators already say how to fix the record.
            return message.removeprefix("Value error, ").removeprefix("Assertion failed, "), ""
        case _:
            return message, "correct the value"
