"""The one pluraliser for every count a player reads: "1 sand dollar", "2 sand dollars", "1 person".

Score reasons and the engine's messages say English counts through ``counted``, so "1 sand dollars"
or "move up to 1 people" cannot come back in one place while it is fixed in another (the text
scorepad and the app say theirs through the language catalogues' plural entries). English only; it knows the irregular words this game uses ("person" -> "people")
and the "-es" endings ("match" -> "matches"). It formats words; it knows no rule of the game.
``counted_in`` says the nouns a player reads in the phone's language, through ``lang``'s catalogues and
plural rules (English as ``counted`` writes it).
"""

from __future__ import annotations

import lang

# The irregular words of this game; a phrase holding one changes that word ("person of any type").
_IRREGULAR: dict[str, str] = {"person": "people"}
_ES_ENDINGS = ("s", "x", "z", "ch", "sh")


def plural_of(singular: str) -> str:
    """"sand dollar" -> "sand dollars", "match" -> "matches", "unplaced person" -> "unplaced people",
    "person of any type" -> "people of any type", "VIP" -> "VIPs"."""
    words = singular.split(" ")
    for at, word in enumerate(words):
        if word in _IRREGULAR:
            words[at] = _IRREGULAR[word]
            return " ".join(words)
    last = words[-1]
    words[-1] = last + "es" if last.endswith(_ES_ENDINGS) else last + "s"
    return " ".join(words)


def counted(n: int, singular: str, plural: str | None = None) -> str:
    """``n`` followed by the word in the right number: "1 tag", "2 tags", "-1 point", "0 people".

    ``plural`` overrides the plural for a word this module does not know."""
    return f"{n} {singular if abs(n) == 1 else (plural or plural_of(singular))}"


# The catalogue's plural entry for each noun a player reads counted (``counted_in``); the English word is
# the key, so a caller says the same noun in every language.
NOUN_KEYS: dict[str, str] = {
    "sand dollar": "card.n_sand_dollars",
    "unspent sand dollar": "card.n_unspent_sand_dollars",
    "point": "card.n_points",
    "tag": "card.n_tags",
    "space": "card.n_spaces",
    "person": "card.n_people",
    "unplaced person": "card.n_unplaced_people",
    "match": "card.n_matches",
    "card": "card.n_cards",
    "starting tile": "card.n_starting_tiles",
    "ring": "card.n_rings",
    "VIP": "card.label_vips",
    "local": "card.person_local",
    "tourist": "card.person_tourist",
}


def counted_in(n: int, singular: str, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """``counted`` in ``language``: the count written for the language and the noun's form chosen by its
    plural rules (Babel's categories: "2 Sanddollars", "1.000.000 de cartas"), from the catalogue entry
    ``NOUN_KEYS`` names. English, and a noun without an entry, read as ``counted`` writes them."""
    key = NOUN_KEYS.get(singular)
    if language == lang.DEFAULT_LANGUAGE or key is None:
        return counted(n, singular)
    return lang.text(key, language, count=n)
