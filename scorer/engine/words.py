"""The engine's words for a player, worded in one place: what it asks (``rules.prompt``) and why it
refuses an action (``rules.validate``), as a catalogue key and its values, in any of the app's languages.

The rules build a ``Said`` (``Said("engine.tile_taken", tile="pier")``): a key of ``lang/catalogues``
and named values. A value is a number (written for the language), a plain text that no language
changes (a player's name, a card's label from its contents, a card id), another ``Said`` (a square,
a person, a count with its plural), worded in the same language, or a tuple of them (a list: "a, b"). ``word(said, language)`` writes the
sentence; English is the engine's own language (``validate`` and ``prompt`` return it, as they always
did), and the Assistant asks for the phone's.

Squares, people and counts have their helpers here (``square``, ``person``, ``people``, ``count``), so
no rule writes a word of its own. Names the engine keeps in its state or passes as values (a card's or a
starting tile's label, a sand dollar action's name, why a player moves: "foodie", a card's label) are
``Phrase``s: a ``str`` holding the English, so the state, the log's ``text`` and every comparison read
as before, that says itself in any language (``card``, ``tile``, ``action_name``, ``term``). The game log's sentences (events) are ``Said`` too (``state.said`` with ``sentence``): their ``text``
stays English, pinned by the seeded playouts (tests/test_engine_seeded_games.py), and ``Event.word``
says them in another language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import lang
from card_db.catalogue import Catalogue
from card_db.models import SandDollarAction
from card_db.printed_words import sand_dollar_words
from card_db.wording import tag_labels
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
           "sand dollar": "count.sand_dollars"}


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


def joined(parts: list) -> Any:
    """"a", "a and b", "a and b and c": ``engine.and`` from the left (two cards taken, a hint's steps)."""
    result = parts[0]
    for part in parts[1:]:
        result = Said("engine.and", first=result, second=part)
    return result


def count(n: int, what: str) -> Said:
    """``n`` of ``what`` ("person", "local", "space", "sand dollar") with the language's plural."""
    return Said(_COUNTS[what], count=n)


class Phrase(str):
    """English words that can say themselves in any language: the ``str`` is the English (what the
    engine's state, its log's ``text`` and its tests compare, hash and print), ``word(language)`` the
    words in ``language``, written by ``say(*values, language)`` when asked (a ``Said`` value calls it).

    Built by ``card``, ``tile``, ``action_name`` and ``term``; never changed once built."""

    # No __slots__: a str subclass may not have slots of its own, so the wording sits in its __dict__.

    def __new__(cls, say: Callable[..., str], *values: Any) -> Phrase:
        phrase = super().__new__(cls, say(*values, ENGLISH))
        phrase.__dict__["_say"] = (say, values)
        return phrase

    def word(self, language: str = ENGLISH) -> str:
        """These words in ``language``."""
        if language == ENGLISH:
            return str.__str__(self)
        say, values = self.__dict__["_say"]
        return say(*values, language)


def _full_card_label(catalogue: Catalogue, card_id: str, language: str) -> str:
    return catalogue.card_label(card_id, language, full=True)


def card(catalogue: Catalogue, card_id: str) -> Phrase:
    """A feature card as players read it (``Catalogue.card_label``: its name, else its contents), never cut
    with "…": the game log and the Robot's move name the card the players must find on the table."""
    return Phrase(_full_card_label, catalogue, card_id)


def tile(catalogue: Catalogue, tile_id: str) -> Phrase:
    """A starting tile as players read it (``Catalogue.tile_label``)."""
    return Phrase(catalogue.tile_label, tile_id)


def _action_name(spec: SandDollarAction, language: str) -> str:
    return sand_dollar_words(spec, "name", language)


def action_name(spec: SandDollarAction) -> Phrase:
    """A sand dollar action's printed name ("Take 2 cards from the front row")."""
    # Asked at every use of the action (its move step's reason): built once per action's contents.
    key = (spec.id, spec.name)
    found = _ACTION_NAMES.get(key)
    if found is None or found.__dict__["_say"][1][0] is not spec:
        if len(_ACTION_NAMES) >= 256:  # a few actions per catalogue; this is a backstop
            _ACTION_NAMES.clear()
        found = _ACTION_NAMES[key] = Phrase(_action_name, spec)
    return found


_ACTION_NAMES: dict[tuple[str, str], Phrase] = {}


def _tag_name(name: str, language: str) -> str:
    return tag_labels(language)[name]


def tag(name: str) -> Phrase:
    """A tag by its printed name in the reader's language ("Business", "Geschäft"), never its id."""
    return Phrase(_tag_name, name)


def term(key: str) -> Phrase:
    """A catalogue entry without values ("engine.reason_foodie": "foodie")."""
    return Phrase(lang.text, key)
