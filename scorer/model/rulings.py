"""What each ruling number means, in one sentence a player understands at the table.

Score reasons cite rulings as "(ruling 3)" and score items carry ``ruling=3``; those numbers are
the ones in ``shared/rules/RULINGS.md`` (1 to 19) and the project's own rulings 20 to 22 (returning
people, a move entering a space twice, two cards placed in one turn; ``docs/rules-notes.md``, which
numbers them the same way). This module only words them, from the language catalogues
(``ruling.*`` keys in ``lang/catalogues``): ``RULING_MEANINGS`` maps a number to its English sentence,
``ruling_text`` says one ruling in a language, and ``rulings_cited`` finds the rulings a reason
text (and an item's ``ruling`` field) refers to. It computes no score and renders nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import lang

RULING_NUMBERS = range(1, 23)
"""The rulings the project words: RULINGS.md's 1 to 19 and the project's own 20 to 22."""

RULING_MEANINGS: dict[int, str] = {number: lang.text(f"ruling.meaning.{number}", "en") for number in RULING_NUMBERS}
"""Each ruling's sentence in English (the JSON report's ``meaning``); every language's is in the catalogues."""

# "ruling 3", "Ruling 17", "rulings 4 and 17", "rulings 2, 3 and 14".
_CITED = re.compile(r"\brulings?\s+(\d+(?:\s*(?:,|and|&)\s*\d+)*)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Ruling:
    """One ruling number with its player-level meaning."""

    number: int
    meaning: str

    @property
    def text(self) -> str:
        """"Ruling 3: a card's own tags never count ..." (one line for a footnote or a caption)."""
        return ruling_text(self.number, "en")


def ruling_text(number: int, language: str) -> str:
    """"Ruling 3: a card's own tags never count ..." in ``language`` (a number the project words)."""
    return lang.text("ruling.text", language, number=str(number),
                     meaning=lang.text(f"ruling.meaning.{number}", language))


def ruling_meaning(number: int) -> str | None:
    """The sentence for ``number``, or ``None`` for a number the project does not use."""
    return RULING_MEANINGS.get(number)


def rulings_cited(text: str = "", ruling: int | None = None) -> tuple[Ruling, ...]:
    """The rulings ``text`` cites ("ruling 3", "rulings 4 and 17") and ``ruling`` (an item's field),
    each once, in the order first cited; numbers without a meaning are left out."""
    numbers: list[int] = []
    for match in _CITED.finditer(text or ""):
        numbers += [int(n) for n in re.findall(r"\d+", match.group(1))]
    if ruling is not None:
        numbers.append(ruling)
    return tuple(Ruling(n, RULING_MEANINGS[n]) for n in dict.fromkeys(numbers) if n in RULING_MEANINGS)
