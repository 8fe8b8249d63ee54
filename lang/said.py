"""Words not yet said: a catalogue key and its values, worded when the reader's language is known.

The one way any layer hands a sentence to a player whose language it does not know: the engine's
prompts, refusals and log (``scorer.engine.words``), the tables' and the score pad's refusals
(``webapp.tables.operations``, ``webapp.pad``). ``Said("table.card_used", card=..., holder=...)``
keeps the key and the values; ``said.word(language)`` writes the sentence through ``lang.text``. A
value is a number (written for the language), a plain text no language changes (a name, an id),
another ``Said`` or anything else with ``word(language)`` (worded in the same language: the engine's
card names, ``scorer.engine.words.Phrase``), or a tuple of them (a list: "a, b", "a und b").

``SaidError`` is an exception whose message is a ``Said``: ``str(error)`` is the English sentence (logs,
tests, the command line), ``words_of(error, language)`` what a page shows. An exception made by
another class carries its ``Said`` as ``error.said`` (``webapp.pad.refusal.worded``). No Streamlit.
"""

from __future__ import annotations

from typing import Any

from lang.catalogue import catalogue
from lang.lists import listed
from lang.words import DEFAULT_LANGUAGE, text


class Said:
    """A sentence not yet worded: a catalogue key and its named values (see the module docstring)."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, /, **values: Any):
        self.key = key
        self.values = values

    def word(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The sentence in ``language`` (nested ``Said`` values worded in it too)."""
        return text(self.key, language, **{name: _worded(value, language) for name, value in self.values.items()})

    def __str__(self) -> str:
        return self.word(DEFAULT_LANGUAGE)

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and (self.key, self.values) == (other.key, other.values)

    # No __hash__: a class that defines __eq__ is unhashable (Python sets __hash__ to None), as a Said must be:
    # its values may hold unhashable things, and it is compared, never a dict key.


def _worded(value: Any, language: str) -> Any:
    """A value as ``language`` shows it: a ``Said`` (or any words that say themselves: ``word(language)``,
    such as the engine's card names) worded, a tuple a list of its values in the language (``lang.listed``:
    "a, b und c"; English "a, b, c")."""
    if isinstance(value, tuple):
        return listed([str(_worded(v, language)) for v in value], language)
    word = getattr(value, "word", None)
    return value if word is None else word(language)


class SaidError(Exception):
    """An exception whose message is a ``Said``. Made with a catalogue key and its values; a plain
    sentence instead of a key (a caller not converted yet) is kept as written, in every language."""

    def __init__(self, key: str, /, **values: Any):
        self.said = Said(key, **values) if key in catalogue(DEFAULT_LANGUAGE) else None
        super().__init__(str(self.said) if self.said is not None else key)


def words_of(error: BaseException, language: str) -> str:
    """What a page shows for ``error`` in ``language``: its ``Said`` worded, else its message."""
    said = getattr(error, "said", None)
    return said.word(language) if isinstance(said, Said) else str(error)
