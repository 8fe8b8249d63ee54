"""Reading and writing game files: JSON and model errors turned into messages naming the field.

``load_game`` / ``load_game_bytes`` parse a finished-game JSON file into a ``FinishedGame``; every
error becomes one line naming the file, the JSON path of the bad field (``players[1].cells[3].
people.locals``), the player when known, what is wrong and how to fix it, and all lines travel in
one ``GameFileError`` (the first 50, then how many more). The file is read strictly: at most 2 MB,
no key written twice, no number or boolean written as text (``card_db.strict_json``, pydantic's
strict mode). ``dump_game`` writes a game back as readable JSON that loads to the same
game. ``game_schema`` is the JSON Schema of the format (``python -m scorer schema``).

This module checks the file's shape only; the rules of the game are ``scorer.scoring.validation``'s.
"""

from __future__ import annotations

import json
import types
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from card_db.bounds import bound_problems
from card_db.strict_json import (
    MAX_LISTED_PROBLEMS,
    JsonFileError,
    capped,
    is_too_deep,
    nested_problem,
    read_json,
    read_limited,
    short_text,
)
from card_db.text import normalise_name, visible
from scorer.model.game import FinishedGame
from scorer.model.words import counted

SCHEMA_ID = "urn:santa-monica-scorer:game-file:1"
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
LINE_WIDTH = 120
"""``dump_game`` keeps an object or array on one line when it fits in this many characters."""
WHAT = "a game file"
PICK = "pick the finished-game JSON file (docs/game-file.md)"
EMPTY_HINT = "a game file is a JSON object with 'objective' and 'players'"


class GameFileError(ValueError):
    """A game file that cannot be read as a finished game; one line per error in the message."""

    def __init__(self, source: str, errors: list[str]):
        self.source = source
        self.errors = tuple(errors)
        super().__init__("\n".join(f"{source}: {line}" for line in self.errors))


# --- reading --------------------------------------------------------------------------------


def load_game(path: str | Path) -> FinishedGame:
    """Read a game file; ``GameFileError`` for a bad file, ``OSError`` when it cannot be read."""
    path = Path(path)
    return load_game_bytes(read_limited(path), str(path))


def load_game_bytes(data: bytes, source: str) -> FinishedGame:
    """Parse game-file bytes (an upload, a file); ``source`` names them in error messages.

    The file is read strictly (``card_db.strict_json``: at most 2 MB, no repeated key, no huge
    number), its lists and objects are bounded by the format (``card_db.bounds``), and the values are
    validated in pydantic's strict mode: ``"10"`` is not a number and ``"yes"`` is not true."""
    try:
        document = read_json(data, what=WHAT, pick=PICK, empty_hint=EMPTY_HINT)
    except JsonFileError as error:
        raise GameFileError(source, list(error.problems)) from None
    oversized = bound_problems(document.value, FinishedGame)
    if oversized:
        raise GameFileError(source, capped(oversized))
    try:
        return FinishedGame.model_validate_json(document.text, strict=True)
    except ValidationError as error:
        errors = _without_echoes(error.errors(include_url=False))
        if any(is_too_deep(e) for e in errors):
            raise GameFileError(source, [nested_problem(WHAT, PICK)]) from None
        lines = [_describe(e, document.value) for e in errors[:MAX_LISTED_PROBLEMS]]
        raise GameFileError(source, capped(lines, total=len(errors))) from None


def _without_echoes(errors: list[ErrorDetails]) -> list[ErrorDetails]:
    """Drop a list-length error caused by its own bad items (pydantic counts only the good ones)."""
    # Every location that has an error somewhere below it, so each error is checked in one lookup.
    above_others = {tuple(e["loc"][:n]) for e in errors for n in range(len(e["loc"]))}

    def echoed(error: ErrorDetails) -> bool:
        return error["type"] in ("too_short", "too_long") and tuple(error["loc"]) in above_others
    return [e for e in errors if not echoed(e)]


# --- errors as sentences --------------------------------------------------------------------


def _describe(error: ErrorDetails, raw: Any) -> str:
    """One pydantic error as "path (player X), card Y: what is wrong: how to fix it"."""
    path, player, record, model = _locate(error["loc"], raw)
    where = path or "the top level"
    if player:
        where += f" (player '{player}')"
    if record:
        where += f", {record}"
    return f"{where}: {_explain(error, model, path)}"


def _locate(loc: tuple, raw: Any) -> tuple[str, str | None, str | None, type[BaseModel] | None]:
    """The JSON path of a pydantic location, the player's name if known, the card or cell the path
    goes through (as the file writes it) and the model at the parent.

    Discriminated unions put the ``kind`` value into the location (``scoring.2.ring.points``); that
    step is not in the JSON, so it is dropped from the path."""
    parts: list[str] = []
    value: Any = raw
    annotation: Any = FinishedGame
    player: str | None = None
    record: str | None = None
    parent_model: type[BaseModel] | None = None
    for index, step in enumerate(loc):
        if isinstance(step, str) and isinstance(value, dict) and step not in value and value.get("kind") == step:
            annotation = _union_member(annotation, step)
            continue  # the discriminator's tag, not a JSON key
        parent_model = _model_of(annotation)
        annotation = _step_type(annotation, step)
        if isinstance(step, int):
            parts.append(f"[{step}]")
        else:
            parts.append(f".{step}" if parts else step)
        if isinstance(value, dict):
            value = value.get(step) if isinstance(step, str) else None
        elif isinstance(value, list) and isinstance(step, int) and step < len(value):
            value = value[step]
        else:
            value = None
        if loc[:1] == ("players",) and index == 1 and isinstance(value, dict):
            name = value.get("name")
            shown = normalise_name(name) if isinstance(name, str) else ""  # as it would be stored
            player = short_text(shown) if shown else None
        # A path through cards[i] / starting_tiles[i] / players[p].cells[i] also names what the
        # file holds there, so the line can be found without counting list items.
        if loc[:1] in (("cards",), ("starting_tiles",)) and index == 1 and isinstance(value, dict):
            record = _record_label(value, "card" if loc[0] == "cards" else "starting tile")
        if loc[:1] == ("players",) and loc[2:3] == ("cells",) and index == 3 and isinstance(value, dict):
            record = _cell_label(value)
    return "".join(parts), player, record, parent_model


def _record_label(value: dict[str, Any], label: str) -> str | None:
    """An inline card or starting tile as "card 'x2' (X Two)", from what the file says."""
    record_id, name = _text(value.get("id")), _text(value.get("name"))
    if record_id and name:
        return f"{label} '{record_id}' ({name})"
    if record_id:
        return f"{label} '{record_id}'"
    return f"{label} named '{name}'" if name else None


def _cell_label(value: dict[str, Any]) -> str:
    """A cell as "card 'surf-school' in the beach row, column 1", from what the file says."""
    card = _text(value.get("card"))
    row, column = value.get("row"), value.get("column")
    place = []
    if row in ("beach", "street"):
        place.append(f"in the {row} row")
    elif row is not None:
        place.append(f"in row {_shown(row)}")
    if isinstance(column, int) and not isinstance(column, bool):
        place.append(f"column {column}")
    what = f"card '{card}'" if card else "the cell"
    # English by construction: a file's problems name its JSON fields and rows as written ("the beach row"),
    # as pydantic's messages around them do; no catalogue word enters.
    return " ".join([what, ", ".join(place)]) if place else what


def _text(value: Any) -> str | None:
    """A non-blank string from the file, shortened for a message; None otherwise."""
    if not isinstance(value, str) or not value.strip():
        return None
    return short_text(value)


def _unwrap(annotation: Any) -> list[Any]:
    """The concrete types behind Annotated / Optional / Union."""
    if get_origin(annotation) is Annotated:
        return _unwrap(get_args(annotation)[0])
    if get_origin(annotation) in (Union, types.UnionType):
        found = []
        for arg in get_args(annotation):
            if arg is not type(None):
                found += _unwrap(arg)
        return found
    return [annotation]


def _model_of(annotation: Any) -> type[BaseModel] | None:
    models = [t for t in _unwrap(annotation) if isinstance(t, type) and issubclass(t, BaseModel)]
    return models[0] if len(models) == 1 else None


def _union_member(annotation: Any, kind: str) -> Any:
    for member in _unwrap(annotation):
        if isinstance(member, type) and issubclass(member, BaseModel):
            field = member.model_fields.get("kind")
            if field is not None and field.default == kind:
                return member
    return None


def _step_type(annotation: Any, step: Any) -> Any:
    """The type one step further into ``annotation`` (a field of a model, an item of a tuple)."""
    for concrete in _unwrap(annotation):
        if isinstance(step, str) and isinstance(concrete, type) and issubclass(concrete, BaseModel):
            field = concrete.model_fields.get(step)
            if field is not None:
                return field.annotation
        if isinstance(step, int) and get_origin(concrete) is tuple:
            return get_args(concrete)[0]
    return None


def _explain(error: ErrorDetails, model: type[BaseModel] | None, path: str) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    got = _shown(value)
    field = path.rsplit(".", 1)[-1] if path else ""
    match kind:
        case "missing":
            return f"required field is missing: add '{field}'"
        case "extra_forbidden":
            allowed = ", ".join(model.model_fields) if model is not None else ""
            hint = f" (allowed here: {allowed})" if allowed else ""
            return f"unknown field '{field}': remove it or correct its spelling{hint}"
        case "union_tag_invalid":
            return (f"unknown kind {got if not isinstance(value, dict) else repr(value.get('kind'))}: "
                    f"use one of {_plain(ctx.get('expected_tags', ''))}")
        case "union_tag_not_found":
            return "the object has no 'kind': add \"kind\" naming what it is (see docs/game-file.md)"
        case "literal_error":
            return f"{got} is not allowed: use {_plain(ctx.get('expected', ''))}"
        case "int_type" | "int_parsing" | "int_from_float":
            return f"expected a whole number, got {got}: write a number such as 2, without quotes"
        case "bool_type" | "bool_parsing":
            return f"expected true or false, got {got}: write true or false, without quotes"
        case "string_type":
            return f"expected text, got {got}: put the value in double quotes"
        case "string_pattern_mismatch":
            return (f"{got} is not a valid id: ids use lowercase letters, digits, '-' and '_', starting "
                    f"with a letter or digit (for example 'post-office')")
        case "string_too_short":
            return f"{got} is too short: write at least {counted(ctx.get('min_length', 1), 'character')}"
        case "string_too_long":
            return f"the text is too long: shorten it to at most {ctx.get('max_length')} characters"
        case "greater_than_equal":
            return f"{got} is too small: use {ctx.get('ge')} or more"
        case "less_than_equal":
            return f"{got} is too large: use {ctx.get('le')} or less"
        case "too_short":
            return f"needs at least {counted(ctx.get('min_length', 1), 'item')}, found {ctx.get('actual_length')}: add them"
        case "too_long":
            return f"allows at most {counted(ctx.get('max_length', 0), 'item')}, found {ctx.get('actual_length')}: remove the extra ones"
        case "tuple_type" | "list_type":
            return f"expected a list [...], got {got}: write the items inside square brackets"
        case "model_type" | "dict_type" | "model_attributes_type":
            if not path:
                return f"expected a JSON object {{...}} with 'objective' and 'players', got {got}"
            return f"expected an object {{...}}, got {got}: write the fields inside curly braces"
        case "value_error":
            return str(error["msg"]).removeprefix("Value error, ")
        case _:
            return f"{error['msg']} (got {got})"


def _shown(value: Any) -> str:
    """A short rendering of a bad value for a message."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    text = visible(json.dumps(value, ensure_ascii=False))
    return text if len(text) <= 40 else text[:37] + "..."


def _plain(expected: str) -> str:
    """pydantic's "'a', 'b' or 'c'" as the JSON to write: "a", "b" or "c"."""
    return expected.replace("'", '"')


# --- writing --------------------------------------------------------------------------------


def dump_game(game: FinishedGame) -> str:
    """A game as readable JSON that ``load_game_bytes`` reads back to an equal game.

    Fields at their default value are left out (empty people, ``footprint: false``), except
    ``format_version`` and every ``kind``, which say what the record is."""
    return _pretty(_compact(game), 0) + "\n"


def _compact(value: Any) -> Any:
    if isinstance(value, BaseModel):
        out: dict[str, Any] = {}
        for name, field in type(value).model_fields.items():
            item = getattr(value, name)
            if name in ("kind", "format_version") or field.is_required() or item != field.default:
                out[name] = _compact(item)
        return out
    if isinstance(value, (tuple, list)):
        return [_compact(v) for v in value]
    return value


def _pretty(value: Any, indent: int) -> str:
    """JSON with a shallow object or array on one line when it fits, otherwise one item per line.

    "Shallow" (at most two levels, like a cell with its people) keeps a player's cells one per line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, (dict, list)) or not value or (_depth(value) <= 2 and indent + len(flat) <= LINE_WIDTH):
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, indent + 2)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [f"{pad}{_pretty(v, indent + 2)}" for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def _depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


# --- schema ---------------------------------------------------------------------------------


def game_schema() -> dict[str, Any]:
    """The JSON Schema of a game file (committed at docs/game-file.schema.json)."""
    schema = FinishedGame.model_json_schema()
    return {
        "$schema": SCHEMA_DIALECT,
        "$id": SCHEMA_ID,
        **schema,
        "title": "Santa Monica finished game",
    }


def schema_json() -> str:
    """``game_schema()`` as the exact text of docs/game-file.schema.json."""
    return json.dumps(game_schema(), indent=2, ensure_ascii=False) + "\n"

