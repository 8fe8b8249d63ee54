"""The app's words in English, German, Spanish and Italian: one catalogue per language, one lookup.

The whole API (import it from ``lang``)::

    from lang import LANGUAGES, text, number, date, language_of, language_name

    text("home.title", "de")                        # the words for a key, in a language
    text("home.players", "it", count=3)             # a plural entry: chosen by count (Babel's rules)
    text("home.saved_in", "es", path=where)         # named {placeholders}, str.format style
    number(12345.5, "de")                           # "12.345,5"
    date(day, "it")                                 # "7 mar 2026": the caller passes the date in
    date_time(moment, "de")                         # "07.03.2026, 14:05" (in the moment's own time zone)
    language_of("de-AT")                            # "de": a browser's tag to one of LANGUAGES, or None
    language_name("es")                             # "Español": each language named in itself
    joined(["Ana", "Bo", "Cy"], "es")               # "Ana, Bo y Cy": names listed in a sentence

Catalogues: ``lang/catalogues/<language>.ftl``, in Project Fluent's format (https://projectfluent.org),
read by ``fluent.runtime``. One message per key: the key's dots are hyphens in the file (``home.title`` is
``home-title``; call sites keep ``text("home.title", ...)``). A message is a whole sentence: what changes
with a number, a gender or a grammatical case is a select inside it (``{ $count -> [one] ... *[other] ...
}``), so each language words it its own way and no code glues pieces. The plural categories come from
Babel (CLDR), as fluent.runtime's bundle asks Babel's ``plural_form`` too (``tests/lang`` checks the two
agree): English and German tell "one" from "other", Spanish and Italian also "many" (a million and up).
Numbers passed as values are written for the language. A key missing in German, Spanish or Italian falls
back to English; ``tests/lang`` checks every key is in every catalogue with the same variables. The game's
own terms are those of ``docs/glossary.md``. Entries still written the old JSON way (another branch's)
are ported with ``python -m lang.convert`` (``lang/convert.py``).

Why Fluent (issue 32): its messages carry their own plural and select, its terms carry case and gender
variants (German needs "einer Karte" after "neben", "1 Einheimischen" after "aus"), and it has a kept
Python runtime (fluent.runtime 0.4 and fluent.syntax from Mozilla's project, used by Pontoon and
Firefox's tooling) that reads the same files translators' tools read. ICU MessageFormat has select and
plural too but no Python runtime as well kept (PyICU needs the ICU C library; the pure-Python ports are
small and quiet). Babel stays for numbers, dates and lists (``number``, ``date``, ``joined``).
Speed: ``text`` keeps what it wrote per (key, language, values), so a page rerun asking for the same words
costs a dict lookup; the card templates (``card_db.wording``) are compiled once from the Fluent AST into
Python joins (a test checks they write what fluent.runtime writes).

In the app, pages call ``webapp.language.say(key, **values)``, which looks up the phone's language.
This package is the bottom layer: it imports nothing of ours and no Streamlit.
"""

from lang.lists import joined, listed
from lang.words import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    date,
    date_time,
    language_name,
    language_of,
    number,
    plural_category,
    text,
)

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "date", "date_time", "joined", "language_name", "listed", "language_of", "number",
           "plural_category", "text"]
