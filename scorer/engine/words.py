"""The engine's words for a player, worded in one place: what it asks (``rules.prompt``) and why it
refuses an action (``rules.validate``), as a catalogue key and its values, in any of the app's languages.

The rules build a ``Said`` (``Said("engine.tile_taken", tile="pier")``): a key of ``lang/catalogues``
and named values. A value is a number (written for the language), a plain text that no language
changes (a player's name, a card's label from its contents, a card id), another ``Said`` (a square,
a person, a count with its plural), worded in the same language, or a tuple of them (a list: "a, b"). ``word(said, language)`` writes the
sentence; English is the engine's own language (``validate`` and ``prompt`` return it, as they always
did), and the Assistant asks for the phone's.

Squares, people and counts have their helpers here (``square``, ``person``, ``people``, ``count``), so
no rule writes a word of its own. The game log's sentences (events) are ``Said`` too (``state.said`` with ``sentence``): their ``text``
stays English, pinned by the seeded playouts (tests/test_engine_seeded_games.py), and ``Event.word``
says them in another language.
"""

from __future__ import annotations

from typing import Any

import lang
from lang.said import Said

ENGLISH = "en"

_ROWS = {"beach": "engine.row_beach", "street": "engine.row_street", "front": "engine.row_front",
         "back": "engine.row_back"}
_PERSON = {"local": "engine.person_local", "tourist": "engine.person_tourist", "vip": "engine.person_vip",
           "any": "engine.person_any"}
_PEOPLE = {"local": "engine.people_local", "tourist": "engine.people_tourist", "vip": "engine.people_vip",
           "any": "engine.people_any"}
_COUNTS = {"person": "engine.count_person", "any": "engine.count_person", "local": "engine.count_local",
           "tourist": "engine.count_tourist", "vip": "engine.count_vip", "space": "engine.count_space",
           "swap": "engine.count_swap", "sand dollar": "count.sand_dollars"}


def sentence(key: str, *pairs: tuple[str, Any]) -> Said:
    """``Said(key, **dict(pairs))`` called with positional values, as a lazy log event writes it:
    ``state.said(seat, kind, (sentence, "engine.log_done", ("name", name)))``."""
    return Said(key, **dict(pairs))


def word(said: Said | None, language: str = ENGLISH) -> str | None:
    """``said`` in ``language``, or ``None`` for ``None`` (no refusal)."""
    return None if said is None else said.word(language)


def row(name: str) -> Said:
    """A row: "beach", "street" (a city's) or "front", "back" (the display's)."""
    return Said(_ROWS[name])


def square(at: tuple[str, int]) -> Said:
    """A square of a city: "beach row, column -2" or "the starting tile's street half"."""
    name, column = at
    if column == 0:
        return Said("engine.square_start", row=row(name))
    return Said("engine.square", row=row(name), column=column)


def person(kind: str) -> Said:
    """One person of a kind: "local", "tourist", "VIP" ("person" for any)."""
    return Said(_PERSON[kind])


def people(kind: str) -> Said:
    """A kind of people, plural: "locals", "tourists", "VIPs" ("people" for any)."""
    return Said(_PEOPLE[kind])


def count(n: int, what: str) -> Said:
    """``n`` of ``what`` ("person", "local", "space", "swap", "sand dollar") with the language's plural."""
    return Said(_COUNTS[what], count=n)
