"""Words that change with the grammatical case of the sentence around them, chosen by that sentence.

German puts a noun phrase in the dative after "aus", "mit", "neben" ("Ring aus 1 Einheimischen", "neben
einer Karte, die Sanddollars gibt") and in the accusative after "enthält" or "setze ... ein". A phrase
worded by one message and shown inside another (the people of a ring inside the ring's reason, a printed
symbol inside an adjacency) is a ``Cased``: a ``str`` holding its nominative (what English, Spanish and
Italian show, and every plain ``{ $people }``), with its other cases beside it, each worded by the same
catalogue message given ``case`` (``{ $case -> [dative] ... *[other] ... }``, in German only). The message
around it asks for the case it needs with the Fluent function ``CASE``: ``Ring aus { CASE($people,
case: "dative") }``. So the case is chosen inside the sentence that needs it, by the language, and no
code decides grammar. ``lang.words`` registers ``CASE`` in every bundle; ``card_db.wording`` compiles it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

CASES: dict[str, tuple[str, ...]] = {"de": ("accusative", "dative", "symbol", "symbols", "symbols_dative", "chain")}
"""The forms other than the nominative that a language's messages may ask for: German cases, and a tag's
compounds ("Geschäftssymbole", "Naturkette"), which German writes as one word."""


class Cased(str):
    """A phrase's nominative (the ``str``) and its other cases (``forms``: case -> words)."""

    __slots__ = ("forms",)
    forms: dict[str, str]

    def __new__(cls, nominative: str, forms: dict[str, str] | None = None) -> Cased:
        phrase = super().__new__(cls, nominative)
        phrase.forms = forms or {}
        return phrase

    def __reduce__(self):  # copy/pickle keep the forms
        return (Cased, (str(self), self.forms))


def cased(say: Callable[..., str], key: str, language: str, /, **values: Any) -> Cased:
    """The message ``key`` worded by ``say`` (``lang.text``) in every case ``language`` asks for."""
    return Cased(say(key, language, **values),
                 {case: say(key, language, case=case, **values) for case in CASES.get(language, ())})


def cased_join(parts: Iterable[str], separator: str) -> Cased:
    """Several phrases joined by a sign (" + ": "1 local + 1 VIP"), each in the same case."""
    parts = list(parts)
    cases = {case for part in parts for case in getattr(part, "forms", {})}
    return Cased(separator.join(parts), {case: separator.join(in_case(part, case) for part in parts)
                                         for case in cases})


def in_case(value: Any, case: str = "nominative") -> str:
    """``value`` in ``case``: a ``Cased`` phrase's form, anything else as it is (a name does not change)."""
    forms = getattr(value, "forms", None)
    if forms:
        return forms.get(case, value)
    return value if isinstance(value, str) else str(value)


def CASE(value: Any, case: str = "nominative") -> str:  # Fluent functions are named in capitals
    """The Fluent function ``CASE($phrase, case: "dative")``."""
    return in_case(value, case)
