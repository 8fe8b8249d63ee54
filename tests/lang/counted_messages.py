"""Every catalogue message that takes a count, and the values it is shown with in the reviewed example tables
(``tests/lang/test_lang_counted.py``; the tables are ``counted_examples_<language>.py``).

A message takes a count when it selects on a number (a variant ``[one]``, ``[other]``... or a number literal).
``counted_keys`` finds them in the catalogues, so a new counted message without reviewed examples fails the
test. ``examples(key, language)`` shows the message at 0, 1, 2 and 5 (every count it selects on set to the same
number), and with each other choice it selects on (German's grammatical case, "yes"/"no"), with the same sample
values for its other placeholders in every language (names, cards, a tag and a symbol in the language). A count
of the names a message lists (winners, the players who must fix a city) is never 0 and is shown at 1, 2, 5.
``scripts/review_counted.py`` prints them side by side for a reviewer.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

import lang
from card_db.wording import people, symbol_labels, tag_labels
from lang.catalogue import messages, variables

LANGUAGES = ("en", "de", "es", "it")
COUNTS = (0, 1, 2, 5)
_PLURAL = frozenset({"zero", "one", "two", "few", "many"})
NAMES = ("Ana", "Bo", "Cy", "Di", "Eva")


def _selects(message: ast.Message) -> list[tuple[str, list[Any]]]:
    """(variable, variant keys) of each select on a variable in ``message``."""
    found: list[tuple[str, list[Any]]] = []

    class _Selects(Visitor):
        def visit_SelectExpression(self, node):
            if isinstance(node.selector, ast.VariableReference):
                found.append((node.selector.id.name, [v.key.name if isinstance(v.key, ast.Identifier)
                                                      else v.key.parse()["value"] for v in node.variants]))
            self.generic_visit(node)

    _Selects().visit(message.value)
    return found


def _is_count(keys: list[Any]) -> bool:
    return any(k in _PLURAL or isinstance(k, int | float) for k in keys)


@cache
def counted_keys() -> dict[str, frozenset[str]]:
    """Every key whose message selects on a number in some language, with the variables it counts by."""
    found: dict[str, set[str]] = {}
    for language in LANGUAGES:
        for key, message in messages(language).items():
            for name, keys in _selects(message):
                if _is_count(keys):
                    found.setdefault(key, set()).add(name)
    return {key: frozenset(names) for key, names in sorted(found.items())}


@cache
def choices(key: str) -> dict[str, tuple[str, ...]]:
    """The other things ``key`` selects on in some language (``case``, ``negative``...), with their variants."""
    found: dict[str, set[str]] = {}
    counts = counted_keys()[key]
    for language in LANGUAGES:
        message = messages(language).get(key)
        for name, keys in _selects(message) if message is not None else ():
            if name not in counts and not _is_count(keys):
                found.setdefault(name, set()).update(str(k) for k in keys if k != "other")
    return {name: tuple(sorted(keys)) for name, keys in sorted(found.items())}


OVERRIDES: dict[str, dict[str, Any]] = {
    "assistant.setup_few_tiles": {"players": 3}, "home.too_few_tiles": {"players": 3},  # a number of players
}
"""Per key, placeholders whose sample differs from ``_sample``'s (a name that holds a number there)."""


NAMES_COUNTED = frozenset({"explain.winner", "scorepad.png_winner", "assistant.winner", "city.people_pending"})
"""Keys whose ``count`` is the number of the names they list (never 0); elsewhere a count is of points or
things, and the names are one winner, or two for a shared win."""


def _sample(key: str, name: str, n: int, language: str) -> Any:
    """The value a placeholder that is not counted is shown with (the same in every example of a language)."""
    if name in ("names", "players"):
        if key in NAMES_COUNTED:
            return lang.joined(NAMES[:max(n, 1)], language)
        return lang.joined(NAMES[:2] if "shared" in key else NAMES[:1], language)
    if name == "tag":
        return tag_labels(language)["sports"]
    if name == "symbol":
        return symbol_labels(language)["sand_dollar"]
    if name == "people":
        return people(2, "tourist", "long", language)
    numbers = {"points": 3, "per": 2, "each": 1, "groups": 2, "total": 4, "left": 5, "minimum": 3, "size": 2,
               "chain": 4, "amount": 2, "distance": 2, "sand_dollars": 1, "unplaced": 2, "filled": 1,
               "penalty": 1, "finished": 1, "seat": 1, "wanted": 3, "needed": 3, "most": 6, "tiles": 2,
               "problems": 1}
    if name in numbers:
        return numbers[name]
    words = {"name": "Ana", "who": "Ana", "card": "Pier", "cards": "Pier, Dune", "members": "Pier, Dune", "found": "Dune",
             "matches": "Dune", "tile": "Harbor", "square": "B2", "id": "pier-2", "title": "Sunday",
             "source": "cards.json", "example": "Pier", "moves": "Ana: B1 -> B2", "steps": "B1 -> B2",
             "ring": "Pier", "ties": "Dune", "sign": "+", "mark": "*"}
    return words.get(name, f"<{name}>")


def examples(key: str, language: str) -> Iterator[tuple[str, str]]:
    """(a label of the values, the sentence) for ``key`` in ``language``: at each of ``COUNTS``, and with each
    variant of what else it selects on."""
    counts = counted_keys()[key]
    message = messages(language).get(key) or messages("en")[key]
    names = variables(message.value)
    other = {name: keys for name, keys in choices(key).items() if name in names}
    variants: list[dict[str, str]] = [{}]
    for name, keys in other.items():
        variants = [dict(v, **{name: k}) for v in variants for k in keys]
    overrides = OVERRIDES.get(key, {})
    for n in COUNTS:
        if n == 0 and key in NAMES_COUNTED:
            continue  # the count of the names listed (winners, players): never 0
        for chosen in variants:
            values = {name: (n if name in counts else overrides.get(name, _sample(key, name, n, language)))
                      for name in names}
            values.update(chosen)
            label = " ".join([str(n), *(f"{k}={v}" for k, v in chosen.items())])
            yield label, lang.text(key, language, **values)
