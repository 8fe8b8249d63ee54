"""The four catalogues (lang/catalogues/*.ftl, Project Fluent): the same keys, the same variables, the
plural forms each language needs (from Babel's CLDR rules) in every select on a count, read strictly, and
the glossary's words used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from lang import LANGUAGES
from lang.catalogue import FOLDER, CatalogueError, catalogue, messages, parse, variables

ROOT = Path(__file__).resolve().parents[2]


def test_there_is_one_catalogue_per_language_and_no_other():
    assert sorted(p.stem for p in FOLDER.glob("*.ftl")) == sorted(LANGUAGES)
    assert not list(FOLDER.glob("*.json")), "the catalogues are Fluent now: port JSON entries with lang.convert"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_key_is_in_every_catalogue(language):
    english, other = set(catalogue("en")), set(catalogue(language))
    assert not english - other, f"missing in {language}.json: {sorted(english - other)}"
    assert not other - english, f"in {language}.json but not in en.json: {sorted(other - english)}"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_entry_has_the_same_placeholders_as_english(language):
    """The same values in every language; only ``$case`` (a grammatical case, lang.grammar) is a language's own."""
    theirs = messages(language)
    wrong = {key: (sorted(variables(message)), sorted(variables(theirs[key])))
             for key, message in messages("en").items()
             if key in theirs and variables(message) - GRAMMAR != variables(theirs[key]) - GRAMMAR}
    assert not wrong, f"{language}.json: key: (English's placeholders, {language}'s): {wrong}"


GRAMMAR = {"case"}
"""Values a language's messages may read and others ignore: the case a sentence asks for (lang.grammar)."""


def needed_categories(language: str) -> set[str]:
    """The plural categories ``language`` tells apart (Babel/CLDR), "other" always among them."""
    return set(Locale.parse(language).plural_form.tags) | {"other"}


def test_the_plural_categories_come_from_babel():
    """English and German tell 1 from the rest; Spanish and Italian also a million ("1.000.000 de cartas")."""
    assert needed_categories("en") == needed_categories("de") == {"one", "other"}
    assert needed_categories("es") == needed_categories("it") == {"one", "many", "other"}


def plural_selects(message: ast.Message) -> list[set[str]]:
    """The category keys of each select in ``message`` that chooses by a number's plural category (its keys
    are CLDR categories; number keys such as ``[0]`` may stand beside them)."""
    found = []

    class _Selects(Visitor):
        def visit_SelectExpression(self, node):
            keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
            if keys and keys <= CATEGORIES:
                found.append(keys)
            self.generic_visit(node)

    _Selects().visit(message)
    return found


CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_select_has_exactly_the_forms_its_language_needs(language):
    wrong = [(key, sorted(keys)) for key, message in messages(language).items() for keys in plural_selects(message)
             if keys != needed_categories(language)]
    assert not wrong, f"{language}: selects on a count need {sorted(needed_categories(language))}: {wrong}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_entry_is_empty_or_padded(language):
    for key, entry in catalogue(language).items():
        assert entry.strip() == entry and entry, f"{language}: {key}: {entry!r}"


@pytest.mark.parametrize("bad, problem", [
    ("home-a = x\nhome-a = y\n", "more than once"),
    ("home-a = { $count ->\n    [one] x\n}\n", "line 1"),  # no default variant: Fluent's own error
    ("Home = x\n", "area-name"),
    ("home-a =\n", "line 1"),
    ("home-a = {x\n", "line 1"),
    ("home.a = x\n", "line 1"),
])
def test_a_catalogue_is_read_strictly(bad, problem):
    with pytest.raises(CatalogueError) as error:
        parse(bad, "xx.ftl")
    assert str(error.value).startswith("xx.ftl: ") and problem in str(error.value)


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


def words_of(key: str, language: str) -> str:
    """A message's words, all its variants together, without its variables; a phrase a message asks for in a
    form (``CASE($tag, case: "chain")``) as the tags say that form (German's "Naturkette": "Kette")."""
    found: list[str] = []

    class _Words(Visitor):
        def visit_TextElement(self, node):
            found.append(node.value)

        def visit_FunctionReference(self, node):
            form = {a.name.name: a.value.value for a in node.arguments.named}.get("case")
            for variant in _variants(messages(language)["tag.nature"]):
                if variant.key.name == form:
                    self.visit(variant.value)

    _Words().visit(messages(language)[key].value)
    return " ".join(found)


def _variants(message: ast.Message) -> list[ast.Variant]:
    element = message.value.elements[0]
    return element.expression.variants if isinstance(getattr(element, "expression", None), ast.SelectExpression) else []


def _acronym(word: str) -> bool:
    """"VIP", "VIPs": a word written in capitals, which an edition may write otherwise ("Vip")."""
    return sum(c.isupper() for c in word) >= 2


def says(entry_text: str, term: str) -> bool:
    """True when ``entry_text`` holds every word of ``term`` (of one of its alternatives: "gente del posto or
    persone del posto"), allowing an inflected ending (the last two letters of a word longer than five:
    "giocatore" in "giocatori", "Spieler" in "Spielern"). Case does not count ("Carta" at a sentence's start),
    except that a word in capitals ("VIP") and the same word written otherwise ("Vip") differ both ways."""
    if " or " in term:
        return any(says(entry_text, alternative) for alternative in term.split(" or "))
    lowered = entry_text.lower()
    for word in term.split():
        stem = word[: max(4, len(word) - 2)]
        if stem.lower() not in lowered:
            return False
        shown = re.findall(re.escape(stem), entry_text, re.IGNORECASE)  # inside a compound too ("Beispielkarte")
        if entry_text != entry_text.upper() and not any(_acronym(seen) == _acronym(stem) for seen in shown):
            return False
    return True


def _longer_terms(form: str, rows: list[dict[str, str]]) -> re.Pattern | None:
    """The glossary's English terms that hold ``form`` ("sand dollar action tile" holds "sand dollar action"),
    as one pattern: where an entry says a longer term, that term's own row checks its word."""
    longer = [f for row in rows for f in row["en"].split(" / ") if len(f) > len(form) and form.lower() in f.lower()]
    if not longer:
        return None
    return re.compile("|".join(rf"\b{re.escape(f)}s?\b" for f in longer), re.IGNORECASE)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_catalogues_use_the_glossarys_words(language):
    """Where an English entry says a glossary term, the entry in ``language`` says that language's term."""
    wrong = []
    rows = glossary_rows()
    english = {key: words_of(key, "en") for key in catalogue("en")}
    for row in rows:
        for english_form, form in zip(row["en"].split(" / "), row[language].split(" / "), strict=True):
            pattern = re.compile(rf"\b{re.escape(english_form)}\b", re.IGNORECASE)
            longer = _longer_terms(english_form, rows)
            for key, says_english in english.items():
                if not pattern.search(says_english):
                    continue
                theirs = words_of(key, language)
                if (longer is None or pattern.search(longer.sub(" ", says_english))) and not says(theirs, form):
                    wrong.append(f"{key}: '{english_form}' is '{form}' in {language}: {theirs}")
    assert not wrong, "\n".join(wrong)


def test_the_glossary_check_sees_a_wrong_word():
    assert says("Nur 3 Startplättchen", "Startplättchen") and says("a 4 giocatori", "giocatore")
    assert not says("Nur 3 Anfangsplättchen", "Startplättchen")
    assert says("2 Vip su B2", "Vip") and not says("2 VIP su B2", "Vip") and not says("2 Vip", "VIP")
    assert says("Carta de Zona", "carta de Zona") and says("los VIPs", "VIPs")


# --- the editions' own words ------------------------------------------------------------------------

EDITION_TERMS: dict[str, dict[str, str | None]] = {
    # English (the glossary's first form) -> the edition's word per language, None where none was found.
    # German: the Skellig edition (../shared/notes/terms-de.md); Spanish: Delirium Games; Italian: Little Rocket
    # Games (../shared/notes/terms-es-it.md), as their component lists print them.
    "feature card": {"de": "Merkmalskarte", "es": "Carta de Zona", "it": "Carta Caratteristica"},
    "beach card": {"de": "Strandkarte", "es": None, "it": None},
    "starting tile": {"de": "Startplättchen", "es": "Loseta Doble Inicial", "it": "Tessera Caratteristica di partenza"},
    "objective tile": {"de": "Wertungsplättchen", "es": "Loseta Objetivo de Puntuación",
                       "it": "Tessera Obiettivo di punteggio"},
    "sand dollar action tile": {"de": "Sanddollarplättchen", "es": "Loseta de Acción Especial",
                                "it": "Tessera Dollaro di sabbia"},
    "footprint": {"de": "Fußspur", "es": "Pisada", "it": "Impronta"},
    "sand dollar": {"de": "Sanddollar", "es": "Dólar de Arena", "it": "Dollaro di sabbia"},
    "sand dollar multiplier": {"de": "Sanddollar-Multiplikator", "es": "Ficha de Multiplicador de Dólar de Arena",
                               "it": "moltiplicatore Dollaro di sabbia"},
    "locals": {"de": "Einheimische", "es": "Lugareños", "it": "Gente del posto"},
    "VIP": {"de": "VIP", "es": "VIP", "it": "Vip"},
    "food truck": {"de": "Foodtruck", "es": "Camión de Comida", "it": "Food Truck"},
    "scorepad": {"de": None, "es": "Libreta de Puntuación", "it": "blocchetto segnapunti"},
    "start player token": {"de": None, "es": "Ficha de Jugador Inicial", "it": "segnalino primo giocatore"},
    "reference card": {"de": "Referenzkarte", "es": "carta de referencia", "it": "Carta riepilogo"},
    "activity ring": {"de": None, "es": None, "it": None},
}
"""The editions' words, copied from the notes; the glossary must give each (as its first form) and mark a term
with "*" exactly where no edition's word was found."""


def _raw_glossary_rows() -> dict[str, dict[str, str]]:
    """The glossary's rows by their first English form, each language's cell as written (with its "*")."""
    rows = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] != "English" and not set(cells[0]) <= {"-"}:
            rows[_cell(cells[0]).split(" / ")[0]] = dict(zip(LANGUAGES, cells, strict=True))
    return rows


def _same_term(ours: str, edition: str) -> bool:
    """The glossary's first form is the edition's word: the same words, a component list's capitals aside
    ("Loseta Doble Inicial" is "loseta doble inicial"), but a word in capitals is not the same as one that is not
    ("VIP" is not the edition's "Vip")."""
    mine, theirs = _cell(ours).split(" / ")[0].split(" or ")[0].split(), edition.split()
    return [w.lower() for w in mine] == [w.lower() for w in theirs] and \
        [_acronym(w) for w in mine] == [_acronym(w) for w in theirs]


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_glossary_gives_the_editions_own_words(language):
    rows = _raw_glossary_rows()
    wrong = []
    for english, editions in EDITION_TERMS.items():
        cell = rows[english][language]
        edition = editions[language]
        first = cell.split(" / ")[0].split(" or ")[0]
        if edition is None and "*" not in first:
            wrong.append(f"{english}: no {language} edition word was found, so '{cell}' must be marked * (our own)")
        elif edition is not None and (not _same_term(cell, edition) or "*" in first):
            wrong.append(f"{english}: the {language} edition says '{edition}', the glossary '{cell}'")
    assert not wrong, "\n".join(wrong)


def test_the_edition_check_sees_a_word_that_is_not_the_editions():
    assert _same_term("loseta doble inicial / losetas dobles iniciales", "Loseta Doble Inicial")
    assert not _same_term("VIP / VIP", "Vip") and not _same_term("segnapunti", "blocchetto segnapunti")
