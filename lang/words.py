"""Looking words up in the catalogues: ``text``, ``number``, ``date``, in the language asked for.

Plural categories, number formats and date formats come from Babel (CLDR data), never from tables of
our own. A key missing from a non-English catalogue falls back to English, so a page never breaks for
a word not yet translated (``tests/lang`` makes sure none is missing). A key missing from English is a
programming error and raises ``KeyError``. Nothing here reads the clock or the machine's locale: the
caller passes the language, the numbers and the dates in.
"""

from __future__ import annotations

import datetime as _dt
from functools import cache, lru_cache
from string import Formatter
from typing import Any

from babel import Locale
from babel.dates import format_date, format_time, get_datetime_format
from babel.numbers import format_decimal

from lang.catalogue import Entry, catalogue

LANGUAGES = ("en", "de", "es", "it")
"""The app's languages, English first (the fallback)."""
DEFAULT_LANGUAGE = "en"


@cache
def _locale(language: str) -> Locale:
    return Locale.parse(language)


def language_of(tag: str | None) -> str | None:
    """The app's language for a language tag ("de-AT", "es_419", "IT"), or ``None`` if it has none of them."""
    if not tag or not isinstance(tag, str):
        return None
    base = tag.strip().replace("_", "-").split("-")[0].lower()
    return base if base in LANGUAGES else None


def _known(language: str) -> str:
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


@cache
def language_name(language: str) -> str:
    """The name of ``language`` in that language itself, as a choice shows it ("Deutsch", "Español")."""
    name = _locale(_known(language)).get_display_name(_known(language)) or language
    return name[:1].upper() + name[1:]


@lru_cache(maxsize=4096)  # the same few counts on every rerun; Babel evaluates the rule each time
def plural_category(count: float, language: str) -> str:
    """The CLDR plural category of ``count`` in ``language`` ("one", "many", "other", ...), from Babel."""
    return _locale(_known(language)).plural_form(abs(count))


@lru_cache(maxsize=4096)  # a scorepad formats the same few numbers on every rerun
def _number(value: float, kind: str, language: str) -> str:
    return format_decimal(value, locale=_locale(language))


def number(value: float, language: str) -> str:
    """``value`` written for ``language``: 12345.5 -> "12,345.5" (en), "12.345,5" (de)."""
    return _number(value, type(value).__name__, _known(language))  # the kind keeps 1 and 1.0 apart


def date(value: _dt.date, language: str, *, style: str = "medium") -> str:
    """The day ``value`` written for ``language`` (Babel's "short", "medium", "long" or "full" style).

    The caller passes the date in: nothing here reads the clock."""
    if isinstance(value, _dt.datetime):
        value = value.date()
    return format_date(value, format=style, locale=_locale(_known(language)))


def date_time(value: _dt.datetime, language: str) -> str:
    """The day and the time (hours and minutes) of ``value`` for ``language``, in ``value``'s own time zone
    (convert it to the phone's first): "Mar 7, 2026, 2:05 PM" (en), "07.03.2026, 14:05" (de)."""
    locale = _locale(_known(language))
    pattern = str(get_datetime_format("medium", locale=locale))  # how the language joins a date and a time
    return pattern.replace("{1}", format_date(value, "medium", locale=locale)).replace(
        "{0}", format_time(value, "short", locale=locale))


def entry(key: str, language: str) -> Entry:
    """The catalogue entry for ``key``: the language's own, else English's; ``KeyError`` if English lacks it."""
    found = catalogue(_known(language)).get(key)
    if found is None:
        found = catalogue(DEFAULT_LANGUAGE).get(key)
    if found is None:
        raise KeyError(f"{key!r} is in no language catalogue: add it to lang/catalogues/en.json and the others")
    return found


def _shown(value: Any, language: str) -> Any:
    """A placeholder's value as the language writes it: numbers and dates formatted, the rest as given."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return number(value, language)
    if isinstance(value, _dt.date):
        return date(value, language)
    return value


def text(key: str, language: str, /, **values: Any) -> str:
    """The words for ``key`` in ``language``, with ``values`` put in their ``{placeholders}``.

    A plural entry is chosen by the ``count`` value with the language's plural rules. Numbers are
    written for the language (pass ``str(year)`` for a number that is not a quantity, such as a year)."""
    language = _known(language)
    found = entry(key, language)
    if isinstance(found, dict):
        if "count" not in values:
            raise KeyError(f"{key!r} is a plural entry: pass count=")
        found = found.get(plural_category(values["count"], language)) or found["other"]
    if not values:
        return found
    return found.format_map({name: _shown(value, language) for name, value in values.items()})


def placeholders(template: Entry) -> frozenset[str]:
    """The named placeholders of an entry (all forms of a plural entry together)."""
    forms = template.values() if isinstance(template, dict) else (template,)
    return frozenset(name for form in forms for _, name, _, _ in Formatter().parse(form) if name)
