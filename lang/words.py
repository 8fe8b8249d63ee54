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
from typing import Any

from babel import Locale
from babel.dates import format_date, format_time, get_datetime_format
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle

from lang.catalogue import Entry, catalogue, message_id, messages, resource, value_of, variables
from lang.grammar import CASE

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
    """The catalogue entry (its Fluent source) for ``key``: the language's own, else English's; ``KeyError``
    if English lacks it."""
    found = catalogue(_known(language)).get(key)
    if found is None:
        found = catalogue(DEFAULT_LANGUAGE).get(key)
    if found is None:
        raise KeyError(f"{key!r} is in no language catalogue: add it to lang/catalogues/en.ftl and the others")
    return found


@cache
def bundle(language: str) -> FluentBundle:
    """The Fluent bundle of ``language``: its catalogue, Babel's plural rules (fluent.runtime asks
    ``Locale.plural_form``, as ``plural_category`` does), no bidi isolation marks around values."""
    # fluent.runtime types a function as taking one argument; CASE takes its named "case" too, as Fluent allows.
    functions: dict[str, Any] = {"CASE": CASE}
    found = FluentBundle([language], functions=functions, use_isolating=False)
    found.add_resource(resource(language))
    return found


_PATTERNS: dict[tuple[str, str], tuple[FluentBundle, Any, bool]] = {}
"""Per (key, language): the bundle that words it (the language's, else English's), its compiled value, and
whether it selects on a grammatical ``$case`` (then a caller that names none asks for the nominative)."""


def _pattern(key: str, language: str) -> tuple[FluentBundle, Any, bool]:
    found = _PATTERNS.get((key, language))
    if found is None:
        for source in (language, DEFAULT_LANGUAGE):
            if key in messages(source):
                words = bundle(source)
                found = _PATTERNS[(key, language)] = (words, words.get_message(message_id(key)).value,
                                                      "case" in variables(messages(source)[key]))
                break
        else:
            raise KeyError(f"{key!r} is in no language catalogue: add it to lang/catalogues/en.ftl and the others")
    return found


def _shown(value: Any, language: str) -> Any:
    """A value as the message takes it: numbers stay numbers (Fluent writes them with Babel and picks the
    plural form by them), dates written for the language, the rest as text."""
    kind = type(value)
    if kind is str or kind is int or kind is float or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, _dt.date):
        return date(value, language)
    return str(value)


_MEMO: dict[tuple, str] = {}
"""Words already written, by (key, language, values): a page rerun asks for the same few dozen again."""
_MEMO_SIZE = 20_000
_PLAIN = frozenset({str, int, float})


def text(key: str, language: str, /, **values: Any) -> str:
    """The words for ``key`` in ``language``: its Fluent message, with ``values`` as its ``$variables``.

    A count, gender or case is chosen inside the message (a select on a value: ``count`` picks the plural
    form by the language's rules). Numbers are written for the language (pass ``str(year)`` for a number
    that is not a quantity, such as a year). A message that reads a value not given raises ``KeyError``."""
    language = _known(language)
    # Kept only for plain values: a str subclass (a Cased phrase, an engine Phrase) may carry more than its text.
    if all(type(value) in _PLAIN for value in values.values()):
        memo_key = (key, language, *values.items())
        found = _MEMO.get(memo_key)
    else:
        memo_key, found = None, None
    if found is not None:
        return found
    words, pattern, has_case = _pattern(key, language)
    arguments = {name: _shown(v, language) for name, v in values.items()} if values else {}
    if has_case and "case" not in arguments:
        arguments["case"] = "nominative"
    formatted, errors = words.format_pattern(pattern, arguments or None)
    result = formatted if isinstance(formatted, str) else str(formatted)  # a FluentNone only with errors, raised below
    if errors:
        raise KeyError(f"{key!r} in {language}: {'; '.join(map(str, errors))}")
    if memo_key is not None:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        _MEMO[memo_key] = result
    return result


def placeholders(key: str, language: str = DEFAULT_LANGUAGE) -> frozenset[str]:
    """The ``$variables`` the message ``key`` of ``language`` reads (all its variants together)."""
    return variables(value_of(messages(_known(language))[key]))
