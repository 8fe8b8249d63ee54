"""Names joined for a sentence in a language: "Ana and Bo", "Ana, Bo und Cy", "Ana, Bo y Cy", "Ana, Bo e Cy".

``joined(words, language)`` is the one way a sentence lists names (the winners of a shared win, the
players a message names): CLDR's "standard" list pattern through Babel's ``format_list``, so a list of
three or more puts the word for "and" once, before the last name, as each language writes it (never
"A y B y C"). Spanish writes "e" instead of "y" before a word starting with the sound "i" ("Ana e
Inés", "Bo e Hilda"; not before "hie-"/"hia-": "Bo y Hierro"), which CLDR's pattern does not know.
The words are the caller's (already escaped if they go to Markdown); this module adds only the joins.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from babel.lists import format_list

from lang.grammar import Cased, in_case
from lang.words import DEFAULT_LANGUAGE, LANGUAGES

_I_SOUND = ("i", "í", "hi", "hí")
_NOT_I_SOUND = ("hia", "hie", "hio", "hiu")  # a diphthong: "y hielo", "y hierro"


def joined(words: Iterable[str], language: str) -> str:
    """``words`` as one list for a sentence in ``language``: "A", "A and B", "A, B, and C" (English),
    "A, B und C", "A, B y C", "A, B e C"; "" for none."""
    names = tuple(str(word) for word in words)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return _joined(names, language if language in LANGUAGES else DEFAULT_LANGUAGE)


@lru_cache(maxsize=4096)  # a report lists the same few groups of cards on every read
def _joined(names: tuple[str, ...], language: str) -> str:
    text = format_list(names, style="standard", locale=language)
    if language == "es" and len(names) > 1 and _starts_with_i_sound(names[-1]):
        head = text[: len(text) - len(names[-1])]
        if head.endswith(" y "):
            text = head[:-3] + " e " + names[-1]
    return text


def listed(words: Iterable[str], language: str) -> str:
    """Cards, tags or people listed inside a score explanation: German, Spanish and Italian join them with
    their "and" (``joined``: "A, B und C"); English keeps "A, B, C", the score report's text that the pinned
    reports and the seeded games fix byte for byte (issue 32 asked for "und / y / e")."""
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return ", ".join([str(word) for word in words])
    return joined(words, language)


def _starts_with_i_sound(word: str) -> bool:
    lower = word.strip().lower()
    return lower.startswith(_I_SOUND) and not lower.startswith(_NOT_I_SOUND)


def cased_list(parts: Iterable[str], language: str) -> Cased:
    """Several phrases listed in a sentence (``listed``: "1 Einheimischen und 1 VIP"), each in the same case
    (``lang.grammar``: a German sentence asks its list in the dative, and every phrase of it follows)."""
    parts = list(parts)
    cases = {case for part in parts for case in getattr(part, "forms", {})}
    return Cased(listed(parts, language), {case: listed([in_case(part, case) for part in parts], language)
                                           for case in cases})
