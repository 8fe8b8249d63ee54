"""The lookup (lang.words): plurals by Babel's rules, numbers and dates written for each language,
English as the fallback for a missing word, and nothing read from the clock or the machine's locale."""

from __future__ import annotations

import datetime

import pytest

from lang import LANGUAGES, date, date_time, language_name, language_of, number, plural_category, text
from lang import catalogue as catalogue_module
from lang.words import placeholders


@pytest.mark.parametrize("language, one, two, million", [
    ("en", "1 card", "2 cards", "1,000,000 cards"),
    ("de", "1 Karte", "2 Karten", "1.000.000 Karten"),
    ("es", "1 carta", "2 cartas", "1.000.000 de cartas"),
    ("it", "1 carta", "2 carte", "1.000.000 di carte"),
])
def test_a_plural_entry_follows_the_languages_rules(language, one, two, million):
    assert text("count.cards", language, count=1) == one
    assert text("count.cards", language, count=2) == two
    assert text("count.cards", language, count=1_000_000) == million  # Spanish and Italian: CLDR's "many"
    assert text("count.cards", language, count=0) == two.replace("2", "0")


def test_plural_categories_come_from_babel():
    assert [plural_category(n, "en") for n in (0, 1, 2, 1_000_000)] == ["other", "one", "other", "other"]
    assert [plural_category(n, "es") for n in (0, 1, 2, 1_000_000)] == ["other", "one", "other", "many"]
    assert plural_category(-1, "de") == "one"  # "-1 Karte", as the score pad says a lost point


@pytest.mark.parametrize("language, written", [
    ("en", "12,345.5"), ("de", "12.345,5"), ("es", "12.345,5"), ("it", "12.345,5")])
def test_numbers_are_written_for_the_language(language, written):
    assert number(12345.5, language) == written


def test_whole_numbers_and_negative_scores_are_written_plainly():
    assert [number(n, "de") for n in (0, 7, -3, 1234)] == ["0", "7", "-3", "1.234"]
    assert [number(n, "en") for n in (0, 7, -3, 1234)] == ["0", "7", "-3", "1,234"]


def test_numbers_in_values_are_written_for_the_language_and_text_is_kept():
    assert text("home.too_few_tiles", "de", count=2, players=3) == (
        "Nur 2 Startplättchen sind im Katalog, 3 Spieler brauchen 3: Gib deine Startplättchen auf der Seite "
        "Katalog ein.")
    assert text("home.saved_in", "de", path="/data/games 1.5.sqlite") == (
        "Spiele werden laufend gespeichert in /data/games 1.5.sqlite.")
    assert text("home.player", "it", number=1) == "Giocatore 1"
    assert text("home.cannot_start", "en", error="a name is missing") == "Cannot start the table: a name is missing."


@pytest.mark.parametrize("language, medium, long", [
    ("en", "Mar 7, 2026", "March 7, 2026"),
    ("de", "07.03.2026", "7. März 2026"),
    ("es", "7 mar 2026", "7 de marzo de 2026"),
    ("it", "7 mar 2026", "7 marzo 2026"),
])
def test_dates_are_written_for_the_language(language, medium, long):
    day = datetime.date(2026, 3, 7)
    assert date(day, language) == medium
    assert date(day, language, style="long") == long
    assert date(datetime.datetime(2026, 3, 7, 23, 59), language) == medium  # a date-time gives its day


@pytest.mark.parametrize("language, written", [
    ("en", "Mar 7, 2026, 2:05\u202fPM"), ("de", "07.03.2026, 14:05"), ("es", "7 mar 2026, 14:05"),
    ("it", "7 mar 2026, 14:05")])
def test_a_moment_is_written_with_its_day_and_time(language, written):
    assert date_time(datetime.datetime(2026, 3, 7, 14, 5), language) == written
    berlin = datetime.timezone(datetime.timedelta(hours=1))
    moment = datetime.datetime(2026, 3, 7, 14, 5, tzinfo=datetime.UTC).astimezone(berlin)
    assert date_time(moment, language) == written.replace("14:05", "15:05").replace("2:05", "3:05")


def test_a_word_missing_in_a_language_falls_back_to_english(monkeypatch):
    german = dict(catalogue_module.messages("de"))
    del german["home.keep"]
    monkeypatch.setattr("lang.words.messages",
                        lambda language: german if language == "de" else catalogue_module.messages(language))
    monkeypatch.setattr("lang.words._PATTERNS", {})
    monkeypatch.setattr("lang.words._MEMO", {})
    assert text("home.keep", "de") == "Keep"
    assert text("home.remove", "de") == "Entfernen"


def test_an_unknown_language_speaks_english():
    assert text("home.keep", "fr") == "Keep"
    assert number(1234.5, "xx") == "1,234.5"


def test_a_key_in_no_catalogue_is_a_programming_error_named_as_such():
    with pytest.raises(KeyError, match="lang/catalogues/en.ftl"):
        text("home.no_such_words", "de")


def test_a_plural_entry_needs_its_count():
    with pytest.raises(KeyError, match="count"):
        text("count.cards", "en")


def test_fluent_picks_the_plural_form_as_babel_does():
    """fluent.runtime chooses ``[one]``/``[many]``/``[other]`` with its bundle's Babel rule; ``plural_category``
    (the card templates' and every other caller's) must agree for every count a game can show."""
    from lang.words import bundle, plural_category
    for language in LANGUAGES:
        rule = bundle(language)._plural_form
        for n in [*range(-30, 1200), 1_000_000, 2_000_000, 1_000_001, 0.5, 1.0, 1.5, 2.25]:
            assert rule(n if n >= 0 else -n) == plural_category(n, language), (language, n)


@pytest.mark.parametrize("language", LANGUAGES)
def test_fluent_writes_numbers_as_babel_does(language):
    for n in (0, 7, 999, 1000, 12345, -4, 1_000_000, 2.5, 12345.5):
        assert text("count.cards", language, count=n).split(" ")[0] == number(n, language), (language, n)


@pytest.mark.parametrize("tag, language", [
    ("de-DE", "de"), ("de_AT", "de"), ("ES", "es"), ("es-419", "es"), ("it", "it"), ("en-GB", "en"),
    ("fr-FR", None), ("", None), (None, None), ("deutsch", None)])
def test_a_browsers_language_tag_is_read(tag, language):
    assert language_of(tag) == language


def test_each_language_is_named_in_itself():
    assert [language_name(code) for code in LANGUAGES] == ["English", "Deutsch", "Español", "Italiano"]


def test_placeholders_of_an_entry():
    assert placeholders("home.too_few_tiles", "es") == {"count", "players"}
    assert placeholders("home.keep", "es") == frozenset()
