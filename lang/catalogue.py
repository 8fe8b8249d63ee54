"""Reading the language catalogues (``lang/catalogues/<language>.json``) once, strictly.

A catalogue is one flat JSON object: keys ``"<area>.<name>"`` (``"home.title"``, ``"menu.city"``),
values either a string with named ``{placeholders}`` (``str.format`` style) or, for words that change
with a number, an object keyed by CLDR plural category (``{"one": "{count} card", "other": "{count}
cards"}``; which categories a language needs comes from Babel, see ``lang.words``).

The reader refuses what would give a catalogue two meanings or none (a key written twice in one
object, ``NaN``, a value that is neither a string nor a plural object, an unknown plural category, a
plural object without ``"other"``) with a ``CatalogueError`` naming the file and the key. It is a small
copy of the idea of ``card_db.strict_json`` (``lang`` sits below ``card_db`` and imports nothing of
ours). It does not look words up (``lang.words`` does) and knows nothing of Streamlit.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parent / "catalogues"
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
KEY_PATTERN = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")

Entry = str | dict[str, str]
"""One catalogue value: a string, or a plural object keyed by CLDR category."""


class CatalogueError(ValueError):
    """A catalogue file that cannot be read as one meaning; the message names the file, the key and the fix."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON: write a string")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        counts = Counter(k for k, _ in pairs)
        twice = sorted(k for k, n in counts.items() if n > 1)
        raise ValueError(f"the key(s) {', '.join(twice)} are written more than once: keep one of each")
    return result


def parse(text: str, name: str) -> dict[str, Entry]:
    """The entries of catalogue ``text`` (the file ``name``, for messages), checked; ``CatalogueError`` if wrong."""
    try:
        value = json.loads(text, object_pairs_hook=_pairs, parse_constant=_refuse_constant)
    except ValueError as error:  # JSONDecodeError is a ValueError too
        raise CatalogueError(f"{name}: {error}") from None
    if not isinstance(value, dict):
        raise CatalogueError(f"{name}: the file must hold one JSON object of \"area.name\": \"text\" entries")
    for key, entry in value.items():
        if not KEY_PATTERN.match(key):
            raise CatalogueError(f"{name}: the key {key!r} is not \"area.name\" in lower case: rename it")
        if isinstance(entry, dict):
            unknown = sorted(set(entry) - set(PLURAL_CATEGORIES))
            if unknown or "other" not in entry or not all(isinstance(v, str) for v in entry.values()):
                raise CatalogueError(
                    f"{name}: {key}: a plural entry maps CLDR categories ({', '.join(PLURAL_CATEGORIES)}) to "
                    f"strings and always has \"other\"" + (f"; {', '.join(unknown)} is not one" if unknown else ""))
        elif not isinstance(entry, str):
            raise CatalogueError(f"{name}: {key}: a value is a string or a plural object, not {type(entry).__name__}")
    return value


@cache
def catalogue(language: str) -> dict[str, Entry]:
    """The catalogue of ``language`` ("en", "de", ...), read from its file once per process."""
    path = FOLDER / f"{language}.json"
    return parse(path.read_text(encoding="utf-8"), path.name)
