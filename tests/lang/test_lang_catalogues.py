"""The four catalogues (lang/catalogues/*.json): the same keys, the same placeholders, the plural forms
each language needs (from Babel's CLDR rules), read strictly, and the glossary's words used."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel import Locale

from lang import LANGUAGES
from lang.catalogue import FOLDER, CatalogueError, catalogue, parse
from lang.words import placeholders

ROOT = Path(__file__).resolve().parents[2]


def test_there_is_one_catalogue_per_language_and_no_other():
    assert sorted(p.stem for p in FOLDER.glob("*.json")) == sorted(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_key_is_in_every_catalogue(language):
    english, other = set(catalogue("en")), set(catalogue(language))
    assert not english - other, f"missing in {language}.json: {sorted(english - other)}"
    assert not other - english, f"in {language}.json but not in en.json: {sorted(other - english)}"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_entry_has_the_same_placeholders_as_english(language):
    wrong = {key: (sorted(placeholders(entry)), sorted(placeholders(catalogue(language)[key])))
             for key, entry in catalogue("en").items()
             if key in catalogue(language) and placeholders(entry) != placeholders(catalogue(language)[key])}
    assert not wrong, f"{language}.json: key: (English's placeholders, {language}'s): {wrong}"


def needed_categories(language: str) -> set[str]:
    """The plural categories ``language`` tells apart (Babel/CLDR), "other" always among them."""
    return set(Locale.parse(language).plural_form.tags) | {"other"}


def test_the_plural_categories_come_from_babel():
    """English and German tell 1 from the rest; Spanish and Italian also a million ("1.000.000 de cartas")."""
    assert needed_categories("en") == needed_categories("de") == {"one", "other"}
    assert needed_categories("es") == needed_categories("it") == {"one", "many", "other"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_entry_has_exactly_the_forms_its_language_needs(language):
    english = catalogue("en")
    for key, entry in catalogue(language).items():
        assert isinstance(entry, dict) == isinstance(english[key], dict), f"{language}: {key} plural in one only"
        if isinstance(entry, dict):
            assert set(entry) == needed_categories(language), f"{language}: {key} has {sorted(entry)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_entry_is_empty_or_padded(language):
    for key, entry in catalogue(language).items():
        for form in entry.values() if isinstance(entry, dict) else (entry,):
            assert form.strip() == form and form, f"{language}: {key}: {form!r}"


@pytest.mark.parametrize("bad, problem", [
    ('{"home.a": "x", "home.a": "y"}', "more than once"),
    ('{"home.a": NaN}', "NaN"),
    ('["home.a"]', "one JSON object"),
    ('{"Home": "x"}', "area.name"),
    ('{"home.a": 3}', "not int"),
    ('{"home.a": {"one": "x"}}', "always has \\\"other\\\""),
    ('{"home.a": {"few": "x", "other": "y", "lots": "z"}}', "lots is not one"),
    ('{"home.a": "x",}', "line 1"),
])
def test_a_catalogue_is_read_strictly(bad, problem):
    with pytest.raises(CatalogueError) as error:
        parse(bad, "xx.json")
    assert str(error.value).startswith("xx.json: ") and problem.replace("\\", "") in str(error.value)


# --- the glossary --------------------------------------------------------------------------------

GLOSSARY = ROOT / "docs" / "glossary.md"


def _cell(text: str) -> str:
    """A glossary cell without its notes: "(on a card)" and the "*" that marks a term of our own."""
    return re.sub(r"\s*\([^)]*\)", "", text).replace("*", "").strip()


def glossary_rows() -> list[dict[str, str]]:
    """The glossary's table rows as {language: term}; a cell may give several forms split by " / "."""
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] != "English" and not set(cells[0]) <= {"-"}:
            rows.append(dict(zip(LANGUAGES, map(_cell, cells), strict=True)))
    return rows


def test_the_glossary_names_every_term_in_the_four_languages():
    rows = glossary_rows()
    english = " / ".join(row["en"] for row in rows).lower()
    for term in ("Local Spot", "Tourist Spot", "sand dollar", "VIP", "footprint", "wave", "activity ring",
                 "objective tile", "beach row", "street row", "locals", "tourists", "surfers", "Robot"):
        assert term.lower() in english, term
    for row in rows:
        assert all(len(row[lang].split(" / ")) == len(row["en"].split(" / ")) for lang in LANGUAGES), row


def test_the_glossary_says_the_translations_are_the_projects_own():
    assert "project's own" in GLOSSARY.read_text(encoding="utf-8")


def words_of(entry) -> str:
    """An entry's words, all plural forms together, without its {placeholders}."""
    return re.sub(r"\{[^}]*\}", "", json.dumps(entry, ensure_ascii=False))


def says(entry_text: str, term: str) -> bool:
    """True when ``entry_text`` holds every word of ``term``, allowing an inflected ending (the last
    two letters of a word longer than five: "giocatore" in "giocatori", "Spieler" in "Spielern")."""
    lowered = entry_text.lower()
    return all(word[: max(4, len(word) - 2)] in lowered for word in term.lower().split())


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_catalogues_use_the_glossarys_words(language):
    """Where an English entry says a glossary term, the entry in ``language`` says that language's term."""
    wrong = []
    for row in glossary_rows():
        for english_form, form in zip(row["en"].split(" / "), row[language].split(" / "), strict=True):
            pattern = re.compile(rf"\b{re.escape(english_form)}\b", re.IGNORECASE)
            for key, entry in catalogue("en").items():
                theirs = words_of(catalogue(language)[key])
                if pattern.search(words_of(entry)) and not says(theirs, form):
                    wrong.append(f"{key}: '{english_form}' is '{form}' in {language}: {theirs}")
    assert not wrong, "\n".join(wrong)


def test_the_glossary_check_sees_a_wrong_word():
    assert says("Nur 3 Startplättchen", "Startplättchen") and says("a 4 giocatori", "giocatore")
    assert not says("Nur 3 Anfangsplättchen", "Startplättchen")
