"""What an objective line's reason says, kept as a catalogue key and its values, worded when read.

``scorer.scoring.objectives`` makes one ``Told`` per objective item (``ScoreItem.why``): the key of a
``reason_objective.*`` entry of ``lang/catalogues`` and the values that go into it. Nothing is worded while
scoring; ``Told.word(language)`` writes the sentence when a page, the command line or the JSON report
reads it (``ScoreItem.reason`` is the English, ``reason_in`` any language). A value is

- an ``int``: a number, written for the language (``count`` also picks the plural form);
- a ``str``: words no language changes (a player's name, "1 + 3", "1, 2");
- ``Cards``: cards of the city, named when worded by ``scorer.scoring.card_names`` (a name stays,
  an unnamed card or the starting tile in the reader's language);
- another ``Told`` (a clause, worded in the same language) or ``Joined`` (several, joined).

This module scores nothing and knows nothing of Streamlit.
"""

from __future__ import annotations

from typing import Union

import lang
from card_db.catalogue import Catalogue
from scorer.scoring.card_names import names_in
from scorer.scoring.city import Node

KEY = "reason_objective."
"""The catalogue keys of objective reasons and score-pad problems start so."""


class _Kept:
    """A reason's part never changes once made: a copy (``copy``, ``dataclasses.asdict``) is itself."""

    __slots__ = ()

    def __copy__(self):
        return self

    def __deepcopy__(self, memo: dict):
        return self


class Cards(_Kept):
    """Cards of one city, named for a sentence in the reader's language (``names_in``: ", " between).

    Keeps the nodes (shared by every city of their catalogue) and the catalogue that names them."""

    __slots__ = ("nodes", "catalogue")

    def __init__(self, nodes: tuple[Node, ...], catalogue: Catalogue | None) -> None:
        self.nodes, self.catalogue = nodes, catalogue

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The cards' names in ``language`` (English: each node's ``called``, as ``CityFacts.names``)."""
        if language == lang.DEFAULT_LANGUAGE or self.catalogue is None:
            return ", ".join([node.called for node in self.nodes])
        return names_in(self.nodes, self.catalogue, language)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cards) and self.catalogue is other.catalogue and self.nodes == other.nodes

    __hash__ = None  # compared, never a dict key (a node's tag counts do not hash)

    def __repr__(self) -> str:
        return f"Cards({self.word()!r})"


class Joined(_Kept):
    """Several values (clauses, names) joined by ``separator`` ("; ", ", ") in the reader's language."""

    __slots__ = ("separator", "items")

    def __init__(self, separator: str, items: tuple[Value, ...]) -> None:
        self.separator, self.items = separator, items

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """Each item worded in ``language``, joined."""
        return self.separator.join([_worded(item, language) for item in self.items])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.separator, self.items) == (other.separator, other.items)

    __hash__ = None

    def __repr__(self) -> str:
        return f"Joined({self.separator!r}, {self.items!r})"


class Told(_Kept):
    """A reason (or a clause of one): its catalogue key and its (placeholder, value) pairs.

    Its English words are kept once made: an item remembered across scores (a wave line, the Blue
    people table every player's reason shows) is read again on every rerun of a page."""

    __slots__ = ("key", "values", "_english")

    def __init__(self, key: str, values: tuple[tuple[str, Value], ...] = ()) -> None:
        self.key, self.values, self._english = key, values, None

    def word(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The sentence in ``language`` ("en", "de", "es", "it"), through ``lang.text``."""
        english = language == lang.DEFAULT_LANGUAGE
        if english and self._english is not None:
            return self._english
        words = lang.text(self.key, language, **{name: _worded(value, language) for name, value in self.values})
        if english:
            self._english = words
        return words

    def __str__(self) -> str:
        return self.word()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Told) and (self.key, self.values) == (other.key, other.values)

    __hash__ = None

    def __repr__(self) -> str:
        return f"Told({self.key!r}, {self.values!r})"


Value = Union[int, str, Cards, Joined, Told]


def _worded(value: Value, language: str) -> int | str:
    """A value as ``lang.text`` takes it: numbers stay numbers (written and counted there), the rest worded."""
    if value.__class__ is int or value.__class__ is str:
        return value
    return value.word(language)  # type: ignore[union-attr]


def told(name: str, /, **values: Value) -> Told:
    """The reason ``reason_objective.<name>`` with ``values``: ``told("blue_wave", count=3, cards=...)``."""
    return Told(KEY + name, tuple(values.items()))
