"""The card words (``card_db.wording``, ``card_db.labels``, ``webapp.cards.text``) in the four languages.

Every template of a placement action, an ability and a reason is in every catalogue with the same
placeholders and the same counted nouns (a ``{n:card.n_...}`` names a plural entry, chosen by Babel's
plural categories); a card's words read in German, Spanish and Italian; the sample game's reasons carry
the same numbers in every language; English stays the pinned report's (tests/scoring/test_scoring_pinned.py).
"""

from __future__ import annotations

import re

import pytest

import lang
from card_db import models
from card_db.labels import content_label, tile_contents_label
from card_db.wording import (
    TEMPLATES,
    ability_text,
    counted,
    placement_text,
    reason_text,
    reason_wording,
    robot_text,
    template_keys,
)
from lang.catalogue import messages, variables
from webapp.cards import text as card_text

OTHERS = ("de", "es", "it")


def fields(key: str, language: str) -> list[str]:
    """A template's variables, sorted."""
    return sorted(variables(messages(language)[key]) - {"case"})


def test_the_wording_keys_are_the_catalogues_and_cover_every_template():
    assert template_keys() == list(TEMPLATES)
    assert {"placement.gain_sand_dollars.short", "ability.ring.report", "reason.footprint.none"} <= TEMPLATES.keys()


@pytest.mark.parametrize("language", OTHERS)
def test_every_template_has_the_same_variables_in_every_language(language):
    for key in template_keys():
        assert fields(key, language) == fields(key, "en"), (language, key)


@pytest.mark.parametrize("language", lang.LANGUAGES)
def test_the_compiled_templates_say_what_fluent_says(language):
    """``card_db.wording`` compiles each template to a Python join for speed; for every template whose
    variables are plain numbers, at 0, 1, 2 and 5 (and a million), the join writes what fluent.runtime writes."""
    from card_db.wording import _DERIVED, _compiled
    checked = 0
    for key in template_keys():
        names = fields(key, language)
        if set(names) & set(_DERIVED) or any(n in ("people", "tags", "met", "negative", "reason") for n in names):
            continue
        function = _compiled(key, language)
        for n in (0, 1, 2, 5, 1_000_000):
            values = dict.fromkeys(names, n)
            if n == 1_000_000 and language == "en":
                continue  # English templates write str(n) ("1000000"), as the pinned report always did
            assert function(values) == lang.text(key, language, **values), (key, n)
        checked += 1
    assert checked >= 15


def test_plurals_follow_the_languages_rules():
    assert counted(1, "card.n_sand_dollars", "de") == "1 Sanddollar"
    assert counted(2, "card.n_sand_dollars", "de") == "2 Sanddollars"
    assert counted(-1, "card.n_points", "it") == "-1 punto"
    assert counted(0, "card.n_points", "en") == "0 points"
    # Spanish and Italian say a million "de": Babel's "many" category, written for the language.
    assert counted(1_000_000, "card.n_sand_dollars", "es") == "1.000.000 de dólares de arena"
    assert counted(1_000_000, "card.n_points", "it") == "1.000.000 di punti"
    assert counted(2_000, "card.n_points", "de") == "2.000 Punkte"


CARD_WORDS = [  # (record, style, {language: words})
    (models.GainSandDollars(amount=1), "long",
     {"en": "Gain 1 sand dollar", "de": "Erhalte 1 Sanddollar", "es": "Gana 1 dólar de arena",
      "it": "Guadagna 1 dollaro di sabbia"}),
    (models.GainSandDollars(amount=2), "short",
     {"en": "+2 sand dollars", "de": "+2 Sanddollars", "es": "+2 dólares de arena", "it": "+2 dollari di sabbia"}),
    (models.MovePeople(person="tourist", count=2, distance=1), "long",
     {"en": "Move up to 2 tourists up to 1 space each",
      "de": "Bewege bis zu 2 Touristen jeweils bis zu 1 Feld weit",
      "es": "Mueve hasta 2 turistas, cada cual hasta 1 casilla",
      "it": "Muovi fino a 2 turisti, fino a 1 spazio a testa"}),
    (models.AdjacentTag(tag="tourist", points=2), "long",
     {"en": "Adjacent to Tourist Spot: 2", "de": "Neben Touristenziel: 2", "es": "Adyacente a Lugar turístico: 2",
      "it": "Adiacente a Luogo turistico: 2"}),
    (models.AdjacentAllOf(tags=("local", "nature"), points=8), "long",
     {"en": "Adjacent to all of Local Spot and Nature: 8",
      "de": "Neben allen von Einheimischen-Treff und Natur: 8",
      "es": "Adyacente a la vez a Lugar local y Naturaleza: 8",
      "it": "Adiacente a tutti insieme: Luogo locale e Natura: 8"}),
    (models.Ring(locals=1, any=1, points=3), "long",
     {"en": "Ring: 1 local + 1 person of any type -> 3",
      "de": "Ring: 1 Einheimischer + 1 Person beliebiger Art -> 3",
      "es": "Anillo: 1 lugareño + 1 persona de cualquier tipo -> 3",
      "it": "Anello: 1 persona del posto + 1 persona di qualsiasi tipo -> 3"}),
    (models.Ring(tourists=2, points=4), "report",
     {"en": "ring of 2 tourists (4 points)", "de": "Ring aus 2 Touristen (4 Punkte)",
      "es": "anillo de 2 turistas (4 puntos)", "it": "anello di 2 turisti (4 punti)"}),
]


@pytest.mark.parametrize("record, style, words", CARD_WORDS)
def test_a_cards_words_in_every_language(record, style, words):
    say = placement_text if record.kind in ("gain_sand_dollars", "move_people") else ability_text
    assert {language: say(record, style, language) for language in words} == words


def test_english_is_the_default_and_unchanged():
    ring = models.Ring(locals=1, any=1, points=3)
    assert ability_text(ring) == ability_text(ring, "long", "en") == "Ring: 1 local + 1 person of any type -> 3"
    assert reason_wording("chain", "met") is reason_wording("chain", "met", "en")  # the scorer's hot path


def test_the_robots_line_in_german():
    line = robot_text(models.AdjacentTag(tag="nature", points=-2), "Pier", {"met": 2, "negative": True}, "de")
    assert line == "Roboter: Pier: neben Natur gilt als erfüllt: 2 (negative Punkte zählen als positive)"


def test_reasons_in_every_language():
    values = {"tag": "nature", "total": 7, "groups": 2, "per": 3, "each": 1}
    said = {language: reason_text("tags_in_city", "groups", values, "Pier", None, language)
            for language in lang.LANGUAGES}
    assert said == {
        "en": "Pier: 7 Nature tags in the city make 2 groups of 3, 1 point each",
        "de": "Pier: 7 Natursymbole in der Stadt ergeben 2 Gruppen zu 3, je 1 Punkt",
        "es": "Pier: de 7 símbolos de Naturaleza en la ciudad salen 2 grupos de 3, 1 punto por grupo",
        "it": "Pier: da 7 simboli Natura in città escono 2 gruppi da 3, 1 punto a gruppo",
    }
    missing = {"tags": ["local", "nature"], "missing": ["local", "nature"], "wanted": -3, "around": [1]}
    assert reason_text("adjacent_all_of", "missing", missing, "Pier", lambda _: "Dune", "es") == (
        "Pier pierde 3 cuando sus cartas vecinas muestran a la vez Lugar local y Naturaleza; ellas (Dune) no "
        "tienen Lugar local ni Naturaleza")


def test_card_lines_and_labels_in_german():
    card = models.FeatureCard(id="c1", row="beach", tags=("nature", "nature", "wave"), sample=True,
                              placement=(models.GainSandDollars(amount=2),),
                              scoring=(models.AdjacentTag(tag="sports", points=3),))
    assert card_text.card_lines(card, "de") == (
        "Strandkarte; Symbole: Natur x2 und Wellen", "Beim Platzieren: Erhalte 2 Sanddollars", "Neben Sport: 3",
        "BEISPIELKARTE: für Vorführungen erfunden, keine gedruckte Karte")
    assert content_label(card, language="it") == ("Spiaggia · Natura×2 Onde · accanto a Sport 3 · +2 dollari di "
                                                  "sabbia (esempio)")
    assert content_label(card) == "Beach · Nature×2 Waves · next to Sports 3 · +2 sand dollars (sample)"


def test_a_starting_tiles_lines_in_spanish():
    tile = models.StartingTile(
        id="post-office", name="", vips=2, setup=models.SetupBonus(sand_dollars=1, locals=1),
        footprint=models.FootprintRule(wants=("business", "sand_dollar")),
        beach=models.TileHalf(tags=("wave",), rings=(models.Ring(locals=1, points=2),)),
        street=models.TileHalf(symbols=("people",)),
    )
    lines = card_text.tile_lines(tile, "es")
    assert lines == (
        "2 VIPs",
        "Preparación: 1 dólar de arena y 1 lugareño",
        "Pisadas: 1 por cada Negocio / una carta que da dólares de arena en la carta",
        "Mitad de playa: Olas; Anillo: 1 lugareño -> 2",
        "Mitad de paseo: icono de personas",
    )
    assert tile_contents_label(tile, "es") == ("2 VIPs · preparación 1 dólar de arena y 1 lugareño · pide Negocio dólar de arena,"
                                               " 1 por coincidencia · Olas / sin símbolos")
    # The same numbers as in English, in the same order.
    numbers = re.compile(r"\d+")
    assert [numbers.findall(line) for line in lines] == [numbers.findall(line) for line in card_text.tile_lines(tile)]


def test_the_sample_games_reasons_carry_the_same_numbers_in_every_language():
    """Every reason the scorer gives in a generated game, worded again in each language, names the same
    numbers (points, counts, groups) as the English one, and no English sentence is left."""
    from scorer.generated import generated_catalogue, generated_finished_game
    from scorer.scoring import abilities
    from scorer.scoring.city import build_city
    from scorer.scoring.facts import CityFacts

    numbers = re.compile(r"-?\d+")
    catalogue_ = generated_catalogue(3)

    def dune(positions) -> str:  # the cards' names are the players' (or English content labels): one name
        return "Dune"

    said = 0
    for seed in range(3):
        game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue_)
        for player in game.players:
            facts = CityFacts(build_city(player, catalogue_))
            for node in facts.city.feature_nodes():
                for ability in node.abilities:
                    if ability.kind in ("unspent_sand_dollars", "ring", "any_number_ring"):
                        continue
                    fact = abilities._handler_of(ability)(ability, node, facts)
                    english = reason_text(fact.kind, fact.case, fact.values, "Pier", dune)
                    for language in OTHERS:
                        words = reason_text(fact.kind, fact.case, fact.values, "Pier", dune, language)
                        assert sorted(numbers.findall(words)) == sorted(numbers.findall(english)), (language, words)
                        assert " the " not in words and "next to" not in words, (language, words)
                        said += 1
    assert said > 100


def test_counted_in_says_a_players_nouns_in_the_language():
    from scorer.model.words import counted, counted_in

    assert [counted_in(n, "card", "de") for n in (1, 3)] == ["1 Karte", "3 Karten"]
    assert counted_in(1_000_000, "card", "es") == "1.000.000 de cartas"
    assert counted_in(2, "unplaced person", "it") == "2 persone non piazzate"
    assert counted_in(3, "sand dollar") == counted(3, "sand dollar") == "3 sand dollars"  # English unchanged


def test_a_catalogues_labels_in_a_language_stay_unique_and_english_stays_cached():
    from card_db.catalogue import Catalogue

    twin = {"row": "street", "tags": ("local",), "scoring": (models.AdjacentTag(tag="nature", points=2),)}
    catalogue_ = Catalogue(cards={c.id: c for c in (models.FeatureCard(id="a", **twin),
                                                    models.FeatureCard(id="b", **twin))})
    assert catalogue_.card_label("b", "de") == "Promenade · Einheimisch · neben Natur 2 #2"
    assert catalogue_.card_label("b") == "Street · Local · next to Nature 2 #2"
    assert catalogue_.card_label("b", "de") is catalogue_.card_label("b", "de")


def test_a_reported_ring_is_said_in_the_language_and_an_unknown_one_keeps_the_reports_words():
    card = models.FeatureCard(id="c", row="beach", scoring=(models.Ring(tourists=2, points=4),
                                                            models.AnyNumberRing(points=1)))
    assert card_text.ring_label(card, 1, "any-number ring (1 point)", "de") == "Ring für beliebig viele (1 Punkt)"
    assert card_text.ring_label(card, 0, "ring of 2 tourists (4 points)", "it") == "anello di 2 turisti (4 punti)"
    assert card_text.ring_label(None, 0, "ring of 1 VIP (2 points)", "es") == "ring of 1 VIP (2 points)"


@pytest.mark.parametrize("language", lang.LANGUAGES)
def test_every_tag_and_symbol_has_its_label_in_every_language(language):
    # The card forms format their choices with these maps' [] (a missing one would be a KeyError on a page).
    from card_db.wording import symbol_labels, tag_labels

    assert set(tag_labels(language)) == set(models.TAGS)
    assert set(symbol_labels(language)) == set(models.SYMBOL_LABELS)
    assert all(tag_labels(language).values()) and all(symbol_labels(language).values())
