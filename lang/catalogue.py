"""Reading the language catalogues (``lang/catalogues/<language>.ftl``, Project Fluent) once, strictly.

A catalogue is one Fluent resource. Each message is one whole sentence (or label) of the app; its id is the
key the code names with its dots written as hyphens (``home.title`` <-> ``home-title``: ``message_id`` and
``key_of``), so call sites keep their keys. A message's variables are ``{ $name }``; a count, a gender or a
grammatical case is a select inside the message (``{ $count -> [one] ... *[other] ... }``, categories from
Babel's CLDR rules, see ``lang.words``); the game's nouns that change with case or number are terms
(``-local``, ``-sand-dollar``) with variants, referenced from the messages.

The reader refuses what would give a catalogue two meanings or none (a syntax error: Fluent's "junk"; an id
written twice; an id that is not a key; a message without a value) with a ``CatalogueError`` naming the
file, the line and the fix. It does not word anything (``lang.words`` does) and knows nothing of Streamlit.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

FOLDER = Path(__file__).resolve().parent / "catalogues"
KEY_PATTERN = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
"""A key as the code names it: "area.name" in lower case (dots between parts, no hyphens)."""

Entry = str
"""One catalogue entry as ``catalogue`` shows it: the message's Fluent source (its value)."""


class CatalogueError(ValueError):
    """A catalogue file that cannot be read as one meaning; the message names the file, the key and the fix."""


def message_id(key: str) -> str:
    """The Fluent id of a key: ``home.title`` -> ``home-title``."""
    return key.replace(".", "-")


def key_of(identifier: str) -> str:
    """The key of a Fluent id: ``home-title`` -> ``home.title``."""
    return identifier.replace("-", ".")


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def parse(text: str, name: str) -> ast.Resource:
    """The resource of catalogue ``text`` (the file ``name``, for messages), checked; ``CatalogueError`` if wrong."""
    resource = FluentParser().parse(text)
    seen: set[str] = set()
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            line = _line(text, entry.span.start) if entry.span else "?"
            why = "; ".join(a.message or a.code for a in entry.annotations) or "not Fluent"
            raise CatalogueError(f"{name}: line {line}: {why}: fix the entry ({(entry.content or '').strip()[:60]!r})")
        if not isinstance(entry, (ast.Message, ast.Term)):
            continue  # comments
        full = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
        if full in seen:
            raise CatalogueError(f"{name}: {full} is written more than once: keep one of each")
        seen.add(full)
        if isinstance(entry, ast.Message):
            if not KEY_PATTERN.match(key_of(entry.id.name)) or "." in entry.id.name:
                raise CatalogueError(f"{name}: the id {entry.id.name!r} is not \"area-name\" in lower case "
                                     "(letters, digits, _ and - between parts): rename it")
            if entry.value is None:
                raise CatalogueError(f"{name}: {entry.id.name} has no value: write its words after \"=\"")
    return resource


@cache
def resource(language: str) -> ast.Resource:
    """The parsed catalogue of ``language`` ("en", "de", ...), read from its file once per process."""
    path = FOLDER / f"{language}.ftl"
    return parse(path.read_text(encoding="utf-8"), path.name)


@cache
def messages(language: str) -> dict[str, ast.Message]:
    """The messages of ``language`` by key (``home.title``), in the file's order."""
    return {key_of(e.id.name): e for e in resource(language).body if isinstance(e, ast.Message)}


@cache
def terms(language: str) -> dict[str, ast.Term]:
    """The terms of ``language`` by id without its "-" (``sand-dollar``)."""
    return {e.id.name: e for e in resource(language).body if isinstance(e, ast.Term)}


@cache
def catalogue(language: str) -> dict[str, Entry]:
    """Every key of ``language`` with its message's Fluent source (a plain label is its words as they are):
    what a test or a check reads; words are looked up with ``lang.text``."""
    return {key: serialize_pattern(value_of(message)).strip() for key, message in messages(language).items()}


def value_of(message: ast.Message) -> ast.Pattern:
    """A message's words (``parse`` refused a catalogue message without any, so every message has them)."""
    if message.value is None:
        raise CatalogueError(f"{message.id.name} has no value: write its words after \"=\"")
    return message.value


def variables(node: ast.BaseNode) -> frozenset[str]:
    """The ``$variables`` a message (or any part of one) reads, in every variant."""
    found: set[str] = set()

    class _Visitor(Visitor):
        def visit_VariableReference(self, node):
            found.add(node.id.name)

        def visit_TermReference(self, node):  # a term's arguments are literals, never $variables
            pass

    _Visitor().visit(node)
    return frozenset(found)
