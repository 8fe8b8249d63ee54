"""Helpers for the tests of the app's languages (AppTest and the real browser): the English sentences
that must not show on a page read in another language."""

from __future__ import annotations

import json
import re

from lang import LANGUAGES
from lang.catalogue import catalogue


def english_sentences(*areas: str) -> list[str]:
    """The English pieces (between placeholders, of two words or more) of the catalogue entries in
    ``areas`` ("home", "menu", ...) that no other language writes the same way: on a page read in
    German, Spanish or Italian none of them may show."""
    others = [catalogue(language) for language in LANGUAGES[1:]]
    found = []
    for key, entry in catalogue("en").items():
        if key.split(".")[0] not in areas:
            continue
        forms = entry.values() if isinstance(entry, dict) else (entry,)
        for piece in (p for form in forms for p in re.split(r"\{[^}]*\}", form)):
            piece = piece.strip(" :,.()·?\"'-")
            if " " in piece and all(piece not in json.dumps(other[key], ensure_ascii=False) for other in others):
                found.append(piece)
    return sorted(set(found))
