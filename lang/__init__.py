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

Catalogues: ``lang/catalogues/<language>.json``, flat objects of ``"<area>.<name>"`` keys (``home.*``
for the Home page, ``menu.*`` for page titles, ``app.*`` for the whole app...). A value is a string,
or for words that change with a number an object keyed by CLDR plural category: English and German
need "one" and "other", Spanish and Italian "one", "many" (a million and up) and "other". Numbers
passed as values are written for the language. A key missing in German, Spanish or Italian falls back
to English; ``tests/lang`` checks every key is in every catalogue with the same placeholders.
The game's own terms are those of ``docs/glossary.md``; the translations are the project's own.

In the app, pages call ``webapp.language.say(key, **values)``, which looks up the phone's language.
This package is the bottom layer: it imports nothing of ours and no Streamlit.
"""

from lang.lists import joined
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

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "date", "date_time", "joined", "language_name", "language_of", "number",
           "plural_category", "text"]
