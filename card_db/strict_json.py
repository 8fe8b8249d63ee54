"""Reading a JSON file strictly: one meaning, or a list of problems saying where and how to fix them.

Every file the app or the command line reads (game files, catalogue files, saved Assistant games,
uploads) goes through ``read_json``. Python's ``json.loads`` alone accepts things that are not one
clear meaning, or that cost too much to read:

- a key written twice in one object (the last one silently wins, which can change a winner);
- a number with thousands of digits (``int()`` refuses more than 4,300 with a ``ValueError``);
- ``NaN`` and ``Infinity``, which are not JSON;
- lists or objects nested hundreds deep (a ``RecursionError``);
- a file of any size.

``read_json`` refuses all of these with messages naming the JSON path (``players[0].sand_dollars``),
and ``capped`` keeps a long list of problems to its first ``MAX_LISTED_PROBLEMS`` plus a count of the
rest. What the values mean is the models' business (``card_db.models``, validated in pydantic's strict
mode, so ``"10"`` is not a number and ``"yes"`` is not true); ``card_db.bounds`` checks the sizes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from card_db.text import visible

MAX_FILE_BYTES = 2_000_000
MAX_FILE_LABEL = "2 MB"
"""The largest game file read: a finished game with every card inline is about 60 kB (game files never
carry card photos); anything far bigger is not one of these files."""
MAX_CATALOGUE_BYTES = 8_000_000
MAX_CATALOGUE_LABEL = "8 MB"
"""The largest catalogue file read (the user's catalogue, an imported one, a live game's copy of its
deck): these carry the cards' photos, up to ``card_db.models.PHOTO_MAX_CHARS`` (40,000) characters each,
so the whole box (78 cards and 6 tiles, about 3.4 MB with the largest photos) fits with room for
copies and notes."""
MAX_DIGITS = 15
"""The longest whole number read; no count or score in these files has more than 3 digits."""
MAX_LISTED_PROBLEMS = 50
"""A badly broken file can have thousands of problems; the first ones are enough to start fixing."""


class JsonFileError(ValueError):
    """A file that cannot be read as strict JSON; ``problems`` holds one line per problem (no file name)."""

    def __init__(self, problems: list[str]):
        self.problems = tuple(problems)
        super().__init__("\n".join(self.problems))


@dataclass(frozen=True)
class JsonDocument:
    """A file read strictly: its text (for pydantic's JSON mode) and the parsed value (for messages)."""

    text: str
    value: Any


def capped(lines: list[str], *, total: int | None = None, limit: int = MAX_LISTED_PROBLEMS,
           prefix: str = "") -> list[str]:
    """The first ``limit`` lines, then "... and N more problem(s)" (after ``prefix``) when there are more.

    ``total`` counts the problems when only the first ones were written out as lines."""
    total = len(lines) if total is None else total
    if total <= limit:
        return list(lines)
    more = total - limit
    return [*lines[:limit], (f"{prefix}... and {more} more problem{'s' if more != 1 else ''}: fix these first, then read the "
                             f"file again to see the rest")]


def size_problem(what: str, pick: str, limit: int = MAX_FILE_BYTES) -> str:
    """The message for a file over the size limit ``limit``."""
    return (f"the file is larger than {limit / 1_000_000:g} MB ({limit:,} bytes), the most that is read here; "
            f"{what} is far smaller: {pick}")


def nested_problem(what: str, pick: str) -> str:
    """The message for lists or objects nested deeper than a parser goes.

    Python's parser stops near 1,000 levels, pydantic's (JSON mode) at 200; a real file nests about 6."""
    return (f"the JSON is nested too deeply (lists or objects inside each other hundreds of times): this is "
            f"not {what}; {pick}")


def is_too_deep(error: Mapping[str, Any]) -> bool:
    """True for pydantic's error on JSON nested deeper than it reads (the file was read by ``read_json``)."""
    return error["type"] == "json_invalid" and "recursion limit" in str(error.get("msg", ""))


def read_limited(path: Any, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a file, reading at most one byte past ``limit`` (so a huge file is not loaded)."""
    with open(path, "rb") as handle:
        return handle.read(limit + 1)


def read_json(data: bytes, *, what: str, pick: str, empty_hint: str, limit: int = MAX_FILE_BYTES) -> JsonDocument:
    """Decode UTF-8 JSON strictly; ``JsonFileError`` lists every problem (at most ``MAX_LISTED_PROBLEMS``).

    ``what`` names the kind of file ("a game file"), ``pick`` says which file to choose instead and
    ``empty_hint`` what the file should hold; they word the messages about a file that is not one."""
    if len(data) > limit:
        raise JsonFileError([size_problem(what, pick, limit)])
    try:
        text = data.decode("utf-8-sig")  # a byte order mark from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise JsonFileError([
            f"not UTF-8 text (byte {error.start} cannot be decoded): save the file as UTF-8 JSON"
        ]) from None
    if not text.strip():
        raise JsonFileError([f"the file is empty: {empty_hint}"])
    found = _Findings()
    try:
        value = json.loads(
            text,
            object_pairs_hook=found.object_from_pairs,
            parse_int=found.whole_number,
            parse_float=found.fraction,
            parse_constant=found.constant,
        )
    except json.JSONDecodeError as error:
        raise JsonFileError([
            f"line {error.lineno}, column {error.colno}: invalid JSON ({error.msg}): {_json_hint(error.msg)}"
        ]) from None
    except RecursionError:
        # Python's parser recurses once per nested [ or {; a real file nests about 6 deep.
        raise JsonFileError([nested_problem(what, pick)]) from None
    if found.count:
        raise JsonFileError(capped(_locate_findings(value)))
    return JsonDocument(text=text, value=value)


def _json_hint(msg: str) -> str:
    if "property name enclosed in double quotes" in msg:
        return "names need double quotes, and the last item of an object takes no comma after it"
    if "delimiter" in msg:
        return "a comma, colon or closing bracket is missing just before this point"
    if "Expecting value" in msg:
        return "a value is missing or misspelt here (strings need double quotes; true, false, null are lowercase)"
    if "Extra data" in msg:
        return "the file holds more than one JSON value: keep only the first object"
    return "fix the JSON syntax at this point"


# --- what the parser's hooks find -----------------------------------------------------------
#
# The hooks do not know where in the document they are, so they leave a marker (a problem value,
# or an object that remembers its repeated keys) and count it; only when something was found is the
# parsed document walked once to name each marker's path.


class _Refused:
    """A value the file may not hold; ``problem`` says why and how to fix it."""

    __slots__ = ("problem",)

    def __init__(self, problem: str):
        self.problem = problem


class _RepeatedKeys(dict):
    """An object in which some keys were written more than once (the last value is kept, unused)."""

    repeated: tuple[str, ...] = ()


class _Findings:
    def __init__(self) -> None:
        self.count = 0

    def object_from_pairs(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) == len(pairs):
            return result
        seen: set[str] = set()
        again = []  # each key written again, in the order of its second writing
        for k, _ in pairs:
            if k in seen:
                again.append(k)
            seen.add(k)
        repeated = tuple(dict.fromkeys(again))
        self.count += 1
        marked = _RepeatedKeys(pairs)
        marked.repeated = repeated
        return marked

    def whole_number(self, digits: str) -> int | _Refused:
        length = len(digits.lstrip("-"))
        if length <= MAX_DIGITS:
            return int(digits)
        self.count += 1
        return _Refused(f"the number {digits[:12]}... has {length:,} digits; numbers here have at most "
                        f"{MAX_DIGITS}: write the real value")

    def fraction(self, text: str) -> float | _Refused:
        value = float(text) if len(text) <= 40 else float("inf")
        if len(text) <= 40 and value not in (float("inf"), float("-inf")):
            return value
        self.count += 1
        return _Refused(f"the number {text[:12]}... is too long or too large to be read: write a whole number "
                        f"such as 2")

    def constant(self, name: str) -> _Refused:
        self.count += 1
        return _Refused(f"{name} is not a number JSON allows: write a number such as 0")


def path_text(path: tuple[str | int, ...]) -> str:
    """``("players", 0, "name")`` as ``players[0].name``; the empty path is "the top level"."""
    out = ""
    for step in path:
        if isinstance(step, int):
            out += f"[{step}]"
        else:
            key = short_text(step)
            out += f".{key}" if out else key
    return out or "the top level"


def short_text(text: str, limit: int = 40) -> str:
    """A text from a file, shortened and with control characters made visible, for a message."""
    return visible(text if len(text) <= limit else text[: limit - 3] + "...")


def _locate_findings(document: Any) -> list[str]:
    """One line per marker left by the hooks, in document order, naming its JSON path."""
    lines: list[str] = []
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), document)]
    while stack:  # iterative: the document may nest as deep as the parser allowed
        path, value = stack.pop()
        if isinstance(value, _Refused):
            lines.append(f"{path_text(path)}: {value.problem}")
        elif isinstance(value, dict):
            if isinstance(value, _RepeatedKeys):
                for key in value.repeated:
                    shown = short_text(key)
                    lines.append(
                        f"{path_text(path + (key,))}: the key \"{shown}\" is written more than once in the same "
                        f"object, so the file has two meanings: keep one \"{shown}\" and delete the other(s)"
                    )
            stack.extend(reversed([(path + (k,), v) for k, v in value.items()]))
        elif isinstance(value, list):
            stack.extend(reversed([(path + (i,), v) for i, v in enumerate(value)]))
    return lines
