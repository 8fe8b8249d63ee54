"""Porting catalogue entries written the old way (JSON, ``str.format`` placeholders) to Fluent (``.ftl``).

The catalogues were JSON until issue 32 (``"home.title": "..."``, ``{name}`` placeholders, a plural entry
an object keyed by CLDR category, a counted noun ``{amount:card.n_sand_dollars}``). ``to_ftl`` writes such
entries as Fluent messages, mechanically:

- the key ``home.title`` becomes the id ``home-title`` (Fluent ids have no dots; ``lang.catalogue.message_id``);
- ``{name}`` becomes ``{ $name }``;
- a plural object becomes a select on the count: ``{ $count -> [one] ... *[other] ... }``;
- ``{amount:card.n_sand_dollars}`` inlines that plural entry as a select on ``$amount`` (its ``{count}``
  becomes ``{ $amount }``), taken from the same input or, failing that, from the language's ``.ftl``.

For the lead, to port a few JSON keys another branch added or changed (one file per language, holding only
those keys)::

    .venv/bin/python -m lang.convert de new_keys.de.json            # prints the FTL
    .venv/bin/python -m lang.convert de new_keys.de.json --write    # replaces/appends them in lang/catalogues/de.ftl

A converted entry is a whole sentence only if its JSON was one: a key that another branch builds by gluing
pieces is ported as it is and still needs rewording by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Mapping
from typing import Any

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.serializer import serialize_pattern

from lang.catalogue import FOLDER, message_id

_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)(?::([a-z0-9_.]+))?\}")
_ORDER = ("zero", "one", "two", "few", "many", "other")


def _pattern(text: str, plurals: Mapping[str, Any], rename: Mapping[str, str] = {}) -> ast.Pattern:
    """``text`` (``str.format`` style) as a Fluent pattern; ``rename`` maps a placeholder to the variable
    that stands for it (an inlined plural entry's ``count``)."""
    elements: list[ast.TextElement | ast.Placeable] = []
    position = 0
    for match in _PLACEHOLDER.finditer(text):
        if match.start() > position:
            elements.append(ast.TextElement(text[position:match.start()]))
        name, spec = match.group(1), match.group(2)
        variable = rename.get(name, name)
        if spec:
            forms = plurals.get(spec)
            if not isinstance(forms, dict):
                raise ValueError(f"{{{name}:{spec}}}: {spec} is not a plural entry of this language")
            elements.append(ast.Placeable(_select(variable, forms, plurals, {**rename, "count": variable})))
        else:
            elements.append(ast.Placeable(ast.VariableReference(ast.Identifier(variable))))
        position = match.end()
    if position < len(text):
        elements.append(ast.TextElement(text[position:]))
    if "{" in "".join(e.value for e in elements if isinstance(e, ast.TextElement)):
        raise ValueError(f"a brace that is not a placeholder in {text!r}")
    return ast.Pattern(elements or [ast.Placeable(ast.StringLiteral(""))])


def _select(variable: str, forms: Mapping[str, str], plurals: Mapping[str, Any],
            rename: Mapping[str, str]) -> ast.SelectExpression:
    categories = sorted(forms, key=_ORDER.index)
    variants = [ast.Variant(ast.Identifier(category), _pattern(forms[category], plurals, rename),
                            default=category == "other") for category in categories]
    return ast.SelectExpression(ast.VariableReference(ast.Identifier(variable)), variants)


def _ftl_plurals(language: str) -> dict[str, dict[str, str]]:
    """The plural entries of the language's ``.ftl`` as JSON-style objects (for a counted noun ``{x:key}``
    of an entry being ported whose plural entry is already Fluent)."""
    path = FOLDER / f"{language}.ftl"
    if not path.exists():
        return {}
    found: dict[str, dict[str, str]] = {}
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(entry, ast.Message) or entry.value is None or len(entry.value.elements) != 1:
            continue
        select = entry.value.elements[0]
        if isinstance(select, ast.Placeable) and isinstance(select.expression, ast.SelectExpression):
            forms = {}
            for variant in select.expression.variants:
                words = serialize_pattern(variant.value).strip()
                key = variant.key.name if isinstance(variant.key, ast.Identifier) else variant.key.value
                forms[key] = re.sub(r"\{ \$([a-z0-9_]+) \}", r"{\1}", words)
            found[entry.id.name.replace("-", ".")] = forms
    return found


def to_ftl(entries: Mapping[str, Any], language: str | None = None) -> str:
    """``entries`` (a JSON catalogue's object, or a few of its keys) as Fluent source, in the same order, a
    blank line between areas. ``language`` names the ``.ftl`` whose plural entries a counted noun may name."""
    plurals = {**(_ftl_plurals(language) if language else {}),
               **{k: v for k, v in entries.items() if isinstance(v, dict)}}
    serializer = FluentSerializer()
    lines: list[str] = []
    area = None
    for key, entry in entries.items():
        if area is not None and key.split(".")[0] != area:
            lines.append("")
        area = key.split(".")[0]
        if isinstance(entry, dict):
            value = ast.Pattern([ast.Placeable(_select("count", entry, plurals, {}))])
        else:
            value = _pattern(entry, plurals)
        lines.append(serializer.serialize_entry(ast.Message(ast.Identifier(message_id(key)), value)).rstrip("\n"))
    return "\n".join(lines) + "\n"


def write(language: str, source: str) -> list[str]:
    """Put the messages of ``source`` into ``lang/catalogues/<language>.ftl``: a message of the same id is
    replaced where it stands, a new one appended. Returns the ids written."""
    path = FOLDER / f"{language}.ftl"
    text = path.read_text(encoding="utf-8")
    written = []
    for entry in FluentParser().parse(source).body:
        if not isinstance(entry, (ast.Message, ast.Term)):
            raise ValueError(f"not a message: {FluentSerializer(with_junk=True).serialize_entry(entry)!r}")
        block = FluentSerializer().serialize_entry(entry)
        prefix = "-" if isinstance(entry, ast.Term) else ""
        # One message: its first line and every indented line after it.
        pattern = re.compile(rf"^{re.escape(prefix + entry.id.name)} =.*\n(?:[ \t]+.*\n|[}}\]].*\n)*", re.MULTILINE)
        text, replaced = pattern.subn(lambda _match, block=block: block, text, count=1)  # type: ignore[misc]
        if not replaced:
            text = text.rstrip("\n") + "\n\n" + block
        written.append(prefix + entry.id.name)
    path.write_text(text, encoding="utf-8")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lang.convert", description=__doc__.split("\n\n")[0])
    parser.add_argument("language", help="en, de, es or it: the catalogue a counted noun's plural entry is read from")
    parser.add_argument("json_file", help="a JSON object of catalogue entries (the old format)")
    parser.add_argument("--write", action="store_true", help="put them into lang/catalogues/<language>.ftl")
    args = parser.parse_args(argv)
    with open(args.json_file, encoding="utf-8") as file:
        entries = json.load(file)
    source = to_ftl(entries, args.language)
    if args.write:
        for name in write(args.language, source):
            sys.stdout.write(f"{args.language}.ftl: {name}\n")
    else:
        sys.stdout.write(source)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
