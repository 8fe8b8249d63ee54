"""The one pluraliser for every count a player reads: "1 sand dollar", "2 sand dollars", "1 person".

Score reasons and the engine's messages say English counts through ``counted``, so "1 sand dollars"
or "move up to 1 people" cannot come back in one place while it is fixed in another (the text
scorepad and the app say theirs through the language catalogues' plural entries). English only; it knows the irregular words this game uses ("person" -> "people")
and the "-es" endings ("match" -> "matches"). It formats words; it knows no rule of the game.
"""

from __future__ import annotations

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
