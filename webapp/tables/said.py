"""Refusals that can be said in any of the app's languages: a catalogue key and its values, not a sentence.

A table operation or the store refuses a change with ``TableError("table.card_used", card=..., holder=...)``
(both are ``SaidError``s): the page that shows it says it in the phone's language with
``words_of(error, language)``; ``str(error)`` is the English sentence (logs, tests, a command line).
A value may itself be a ``Said`` (a word that changes with the language, such as "10,000 characters"
inside a quoted id). A text that is no catalogue key (a caller not converted yet) is said as written.

Plain Python over ``lang``: no Streamlit, no store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import lang
from lang.catalogue import catalogue


@dataclass(frozen=True, slots=True)
class Said:
    """Words by catalogue key with their values, said when the language is known."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)

    def words(self, language: str) -> str:
        """The words in ``language`` (``lang.text``); the key itself when it is a plain sentence instead."""
        if self.key not in catalogue(lang.DEFAULT_LANGUAGE):
            return self.key
        return lang.text(self.key, language, **{name: value.words(language) if isinstance(value, Said) else value
                                                for name, value in self.values.items()})

    def __str__(self) -> str:
        return self.words(lang.DEFAULT_LANGUAGE)


class SaidError(Exception):
    """An exception whose message is a ``Said``: ``words(language)`` in any language, ``str()`` in English."""

    def __init__(self, key: str, /, **values: Any):
        self.said = Said(key, values)
        super().__init__(str(self.said))

    def words(self, language: str) -> str:
        """The message in ``language``."""
        return self.said.words(language)


def words_of(error: BaseException, language: str) -> str:
    """What a page shows for ``error``: a ``SaidError`` in ``language``, any other exception as its text."""
    return error.words(language) if isinstance(error, SaidError) else str(error)
