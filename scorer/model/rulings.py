"""What each ruling number means, in one sentence a player understands at the table.

Score reasons cite rulings as "(ruling 3)" and score items carry ``ruling=3``; those numbers are
the ones in ``shared/rules/RULINGS.md`` (1 to 19) and the project's own rulings 20 to 22 (returning
people, a move entering a space twice, two cards placed in one turn; ``docs/rules-notes.md``, which
numbers them the same way). This module only words them:
``RULING_MEANINGS`` maps a number to its sentence, and ``rulings_cited`` finds the rulings a reason
text (and an item's ``ruling`` field) refers to. It computes no score and renders nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RULING_MEANINGS: dict[int, str] = {
    1: "cards touch only by a shared side (left, right, above, below); diagonals never touch",
    2: "chains and groups count tags, not cards: a card with two tags of a type adds 2",
    3: "a card's own tags never count for its own adjacency, and an adjacency scores once however many "
       "neighbours qualify",
    4: "the starting tile counts as a neighbour and a chain link only for the tags and icons printed on it",
    5: "people go into activity rings in the best legal way automatically; a ring scores only when filled "
       "exactly with the people it pictures, and anyone outside a ring is unplaced",
    6: "on the Orange tile a Wave group of 1, 2, 3 or 4 tags scores 1, 3, 6 or 10 (5 or more score 10); "
       "the printed \"1 wave scores 2\" is a misprint",
    7: "on the Blue tile only players with unplaced people can be most or second; everyone tied for most "
       "takes -4 and then nobody takes -2 (the solo Robot counts as 2 unplaced)",
    8: "the misc line counts groups of 3 or more tags of one non-wave type: Green scores 3 once per group, "
       "Blue counts only the single largest group",
    9: "every card that scores unspent sand dollars counts the same leftover sand dollars on its own",
    10: "a footprint scores the starting tile's points for every wanted tag or icon on its card (two Local "
        "tags count twice), and a card holds at most one footprint",
    11: "the game ends when someone has 14 feature cards: finish the round, make the final movement, "
        "then score",
    12: "a tie is broken by leftover sand dollars, then by the longest chain of one tag type; after that "
        "the place is shared",
    13: "a game may use any two of the eight sand dollar actions",
    14: "the end-of-beach card stays the leftmost beach card (nothing goes to its left, it is never "
        "swapped) and scores nothing itself",
    15: "the solo Robot's rings score full value, its card conditions count as met, negative points count "
        "as positive, and it scores 1 per sand dollar and per footprint instead of ratio cards",
    16: "\"move up to 3 here\" brings people from anywhere in the city; a VIP moved so leaves a footprint "
        "only on that card",
    17: "a starting tile's setup bonus is not a placement action, so the tile never counts as a card that "
        "gives people or sand dollars unless it prints the icon",
    18: "on the Green tile the starting tile is one card: people left on both its halves cost -1 once",
    19: "the foodie and food truck reward only a card taken normally from the front row; the foodie "
        "moves one person one space",
    20: "returning people to the supply may take VIPs too, so a city may end with fewer VIPs than its "
        "starting tile gave",
    21: "a move may enter the same space more than once, so a VIP can step out to a card and back to leave "
        "a footprint; a person still moves only once per move action",
    22: "with two cards placed in one turn, the first card's placement actions are taken before the second "
        "card is placed",
}

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
        return f"Ruling {self.number}: {self.meaning}"


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
