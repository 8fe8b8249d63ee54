"""What an objective line's reason says, kept as a catalogue key and its values, worded when read.

``scorer.scoring.objectives`` makes one ``Told`` per objective item (``ScoreItem.why``): the key of a
``reason_objective.*`` entry of ``lang/catalogues`` and the values that go into it. Nothing is worded while
scoring; ``Told.word(language)`` writes the sentence when a page, the command line or the JSON report
reads it (``ScoreItem.reason`` is the English, ``reason_in`` any language). A value is

- an ``int``: a number, written for the language (``count`` also picks the plural form);
- a ``str``: words no language changes (a player's name, "1 + 3", "1, 2");
- a plain ``tuple`` ``(catalogue, node, node, ...)``: cards of the city, named when worded (``named``, by
  ``scorer.scoring.card_names``: a name stays, an unnamed card or the starting tile in the reader's language);
- another ``Told`` (a clause, worded in the same language), ``Joined`` (several clauses, joined by "; ") or
  ``Listed`` (a list, with the language's "and").

This module scores nothing and knows nothing of Streamlit.
"""

from __future__ import annotations

from typing import Self, Union, cast

import lang
from scorer.scoring.card_names import names_in

KEY = "reason_objective."
"""The catalogue keys of objective reasons and score-pad problems start so."""


class _Kept:
    """A reason's part never changes once made: a copy (``copy``, ``dataclasses.asdict``) is itself."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict) -> Self:
        return self


# Each part is one flat tuple, made in C with no Python frame (``Told((key, "count", 3))``), as scoring makes
# one or several per objective item and words none of them: flat, because every tuple kept is one more object
# to count, walk and free; the cards a plain tuple, cheaper to make and free than one of a class of ours.
# Parts compare as their contents do.


def named(cards: tuple, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """``cards`` = ``(catalogue, node, node, ...)`` named for a sentence in ``language`` (``names_in``, listed
    with the language's "and", ``lang.listed``): English is each node's ``called``; a ``None`` catalogue names
    them so in every language. The nodes are shared by every city of their catalogue, which names them."""
    catalogue = cards[0]
    if language == lang.DEFAULT_LANGUAGE or catalogue is None:
        return lang.listed([node.called for node in cards[1:]], language)
    return names_in(cards[1:], catalogue, language)


class Joined(_Kept, tuple):
    """``(separator, item, item, ...)``: several values (clauses, names) joined by ``separator`` ("; ", ", ")."""

    __slots__ = ()

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """Each item worded in ``language``, joined."""
        return self[0].join([_worded(item, language) for item in self[1:]])

    def __repr__(self) -> str:  # the English words: the catalogue a card holds would print whole
        return f"Joined({self.word()!r})"


class Listed(_Kept, tuple):
    """``(item, item, ...)``: a list a reader sees (tied tags, the Blue table's entries, column numbers), each
    item worded in the language and listed with its "and" (``lang.listed``: "Sport und Natur"; English keeps
    "Sport, Nature", the pinned report's). ``Joined`` is for clauses that hold lists themselves ("; ")."""

    __slots__ = ()

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """Each item worded in ``language``, listed."""
        return lang.listed([str(_worded(item, language)) for item in self], language)

    def __repr__(self) -> str:
        return f"Listed({self.word()!r})"


class Told(_Kept, tuple):
    """``(key, name, value, name, value, ...)``: a reason (or a clause of one), its catalogue key and each
    placeholder's name followed by its value."""

    __slots__ = ()

    @property
    def key(self) -> str:
        """The catalogue key (``reason_objective.blue_wave``)."""
        return self[0]

    @property
    def values(self) -> tuple[tuple[str, Value], ...]:
        """(placeholder, value) pairs."""
        return tuple(zip(self[1::2], self[2::2], strict=True))

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The sentence in ``language`` ("en", "de", "es", "it"), through ``lang.text``."""
        return lang.text(self[0], language,
                         **{name: _worded(value, language) for name, value in zip(self[1::2], self[2::2], strict=True)})

    def __str__(self) -> str:
        return self.word()

    def __repr__(self) -> str:  # the key and the English words: the catalogue a card holds would print whole
        return f"Told({self[0]!r}: {self.word()!r})"


Value = Union[int, str, tuple, "Joined", "Listed", "Told"]


def _worded(value: Value, language: str) -> int | str:
    """A value as ``lang.text`` takes it: numbers stay numbers (written and counted there), the rest worded."""
    kind = value.__class__
    if kind is int or kind is str:
        return cast(int | str, value)  # just checked, by its exact class (faster than isinstance)
    if kind is tuple:
        return named(cast(tuple, value), language)  # just checked, by its exact class
    return cast("Joined | Listed | Told", value).word(language)  # what is left of ``Value``


def told(name: str, /, **values: Value) -> Told:
    """The reason ``reason_objective.<name>`` with ``values``: ``told("blue_wave", count=3, cards=...)`` (for
    what is made once; scoring builds its ``Told``s directly)."""
    return Told((KEY + name, *[part for pair in values.items() for part in pair]))
