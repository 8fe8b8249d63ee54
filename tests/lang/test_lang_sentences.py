"""Whole sentences with a count, a gender (of a shared win) or a case, at 0, 1, 2 and 5, in each language,
against reviewed sentences written here (not the catalogue read back): the examples issue 32's review asked
for. Each table is one message; a row is its values and the sentence a player reads."""

from __future__ import annotations

import pytest

import lang
from card_db import models
from card_db.wording import ability_text, reason_wording

PLAYER_HEAD = {  # explain.player_head at 0, 1, 2, 5 (points, sand dollars left, chain, unplaced all = n)
    "en": ["Ana: 0 points (seat 1, 0 sand dollars left, longest chain 0 tags, 0 unplaced people)",
           "Ana: 1 point (seat 1, 1 sand dollar left, longest chain 1 tag, 1 unplaced person)",
           "Ana: 2 points (seat 1, 2 sand dollars left, longest chain 2 tags, 2 unplaced people)",
           "Ana: 5 points (seat 1, 5 sand dollars left, longest chain 5 tags, 5 unplaced people)"],
    "de": ["Ana: 0 Punkte (Sitzplatz 1, 0 Sanddollars übrig, längste Kette 0 Symbole, 0 nicht platzierte Personen)",
           "Ana: 1 Punkt (Sitzplatz 1, 1 Sanddollar übrig, längste Kette 1 Symbol, 1 nicht platzierte Person)",
           "Ana: 2 Punkte (Sitzplatz 1, 2 Sanddollars übrig, längste Kette 2 Symbole, 2 nicht platzierte Personen)",
           "Ana: 5 Punkte (Sitzplatz 1, 5 Sanddollars übrig, längste Kette 5 Symbole, 5 nicht platzierte Personen)"],
    "es": [("Ana: 0 puntos (asiento 1, no queda ningún dólar de arena, cadena más larga 0 símbolos, 0 personas sin "
            "colocar)"),
           "Ana: 1 punto (asiento 1, queda 1 dólar de arena, cadena más larga 1 símbolo, 1 persona sin colocar)",
           "Ana: 2 puntos (asiento 1, quedan 2 dólares de arena, cadena más larga 2 símbolos, 2 personas sin colocar)",
           "Ana: 5 puntos (asiento 1, quedan 5 dólares de arena, cadena más larga 5 símbolos, 5 personas sin colocar)"],
    "it": [("Ana: 0 punti (posto 1, non avanza nessun dollaro di sabbia, catena più lunga 0 simboli, 0 persone non "
            "piazzate)"),
           "Ana: 1 punto (posto 1, avanza 1 dollaro di sabbia, catena più lunga 1 simbolo, 1 persona non piazzata)",
           "Ana: 2 punti (posto 1, avanzano 2 dollari di sabbia, catena più lunga 2 simboli, 2 persone non piazzate)",
           "Ana: 5 punti (posto 1, avanzano 5 dollari di sabbia, catena più lunga 5 simboli, 5 persone non piazzate)"],
}

HISTORY_COUNT = {  # history.count: (tables, finished) = (1, 0), (1, 1), (2, 2), (5, 5)
    "en": ["1 table, 0 finished, most recently changed first.", "1 table, 1 finished, most recently changed first.",
           "2 tables, 2 finished, most recently changed first.", "5 tables, 5 finished, most recently changed first."],
    "de": ["1 Tisch, 0 beendet, zuletzt geänderte zuerst.", "1 Tisch, 1 beendet, zuletzt geänderte zuerst.",
           "2 Tische, 2 beendet, zuletzt geänderte zuerst.", "5 Tische, 5 beendet, zuletzt geänderte zuerst."],
    "es": ["1 mesa, 0 terminadas; primero las cambiadas más recientemente.",
           "1 mesa, 1 terminada; primero las cambiadas más recientemente.",
           "2 mesas, 2 terminadas; primero las cambiadas más recientemente.",
           "5 mesas, 5 terminadas; primero las cambiadas más recientemente."],
    "it": ["1 tavolo, 0 terminati; prima i modificati più di recente.",
           "1 tavolo, 1 terminato; prima i modificati più di recente.",
           "2 tavoli, 2 terminati; prima i modificati più di recente.",
           "5 tavoli, 5 terminati; prima i modificati più di recente."],
}

WINNERS = {  # explain.winner for 1, 2 and 3 winners: no gender for a name (Cleo, Ana), a verb for the count
    "en": ["Winner: Ana", "Shared win: Ana and Bo", "Shared win: Ana, Bo, and Cy"],
    "de": ["Es gewinnt Ana", "Es gewinnen Ana und Bo (geteilter Sieg)", "Es gewinnen Ana, Bo und Cy (geteilter Sieg)"],
    "es": ["Gana Ana", "Ganan Ana y Bo (victoria compartida)", "Ganan Ana, Bo y Cy (victoria compartida)"],
    "it": ["Vince Ana", "Vincono Ana e Bo (vittoria condivisa)", "Vincono Ana, Bo e Cy (vittoria condivisa)"],
}

RING_REPORT = {  # ability ring, report style: locals 1, 2, 5 and one "any": German puts them in the dative
    "en": ["ring of 1 local + 1 person of any type (2 points)", "ring of 2 locals + 1 person of any type (3 points)",
           "ring of 5 locals + 1 person of any type (6 points)"],
    "de": ["Ring aus 1 Einheimischen + 1 Person beliebiger Art (2 Punkte)",
           "Ring aus 2 Einheimischen + 1 Person beliebiger Art (3 Punkte)",
           "Ring aus 5 Einheimischen + 1 Person beliebiger Art (6 Punkte)"],
    "es": ["anillo de 1 lugareño + 1 persona de cualquier tipo (2 puntos)",
           "anillo de 2 lugareños + 1 persona de cualquier tipo (3 puntos)",
           "anillo de 5 lugareños + 1 persona de cualquier tipo (6 puntos)"],
    "it": ["anello di 1 persona del posto + 1 persona di qualsiasi tipo (2 punti)",
           "anello di 2 persone del posto + 1 persona di qualsiasi tipo (3 punti)",
           "anello di 5 persone del posto + 1 persona di qualsiasi tipo (6 punti)"],
}

PER_SAND_DOLLARS = {  # an unspent-sand-dollars card, short: 1 point per 1, 2, 5
    "en": ["1 per sand dollar", "1 per 2 sand dollars", "1 per 5 sand dollars"],
    "de": ["1 pro Sanddollar", "1 pro 2 Sanddollars", "1 pro 5 Sanddollars"],
    "es": ["1 por dólar de arena", "1 por cada 2 dólares de arena", "1 por cada 5 dólares de arena"],
    "it": ["1 per dollaro di sabbia", "1 per ogni 2 dollari di sabbia", "1 per ogni 5 dollari di sabbia"],
}

GROUPS = {  # reason unspent_sand_dollars.groups: (left, per) = (1, 1), (2, 1), (5, 2): the verb agrees
    "en": ["Pier: 1 unspent sand dollar makes 1 group of 1, 1 point each",
           "Pier: 2 unspent sand dollars make 2 groups of 1, 1 point each",
           "Pier: 5 unspent sand dollars make 2 groups of 2, 1 point each"],
    "de": ["Pier: 1 nicht ausgegebener Sanddollar ergibt 1 Gruppe zu 1, je 1 Punkt",
           "Pier: 2 nicht ausgegebene Sanddollars ergeben 2 Gruppen zu 1, je 1 Punkt",
           "Pier: 5 nicht ausgegebene Sanddollars ergeben 2 Gruppen zu 2, je 1 Punkt"],
    "es": ["Pier: de 1 dólar de arena sin gastar sale 1 grupo de 1, 1 punto por grupo",
           "Pier: de 2 dólares de arena sin gastar salen 2 grupos de 1, 1 punto por grupo",
           "Pier: de 5 dólares de arena sin gastar salen 2 grupos de 2, 1 punto por grupo"],
    "it": ["Pier: da 1 dollaro di sabbia non speso esce 1 gruppo da 1, 1 punto a gruppo",
           "Pier: da 2 dollari di sabbia non spesi escono 2 gruppi da 1, 1 punto a gruppo",
           "Pier: da 5 dollari di sabbia non spesi escono 2 gruppi da 2, 1 punto a gruppo"],
}

LANGUAGES = ("en", "de", "es", "it")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_players_heading_at_0_1_2_and_5(language):
    shown = [lang.text("explain.player_head", language, name="Ana", points=n, seat=1, sand_dollars=n, chain=n,
                       unplaced=n) for n in (0, 1, 2, 5)]
    assert shown == PLAYER_HEAD[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_why_caption_agrees_with_its_counts(language):
    for n, heading in zip((0, 1, 2, 5), PLAYER_HEAD[language], strict=True):
        caption = lang.text("scorepad.why_caption", language, sand_dollars=n, chain=n, unplaced=n, tag="",
                            tagged="no")
        assert all(part.strip() in heading for part in caption.split("·")), (n, caption)


WHY_WITH_TAG = {
    "en": "1 sand dollar left · longest chain 5 tags (Wave) · 2 unplaced people",
    "de": "1 Sanddollar übrig · längste Kette 5 Symbole (Welle) · 2 nicht platzierte Personen",
    "es": "queda 1 dólar de arena · cadena más larga 5 símbolos (Ola) · 2 personas sin colocar",
    "it": "avanza 1 dollaro di sabbia · catena più lunga 5 simboli (Onda) · 2 persone non piazzate",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_why_caption_names_the_longest_chains_tag(language):
    tag = {"en": "Wave", "de": "Welle", "es": "Ola", "it": "Onda"}[language]
    caption = lang.text("scorepad.why_caption", language, sand_dollars=1, chain=5, unplaced=2, tag=tag, tagged="yes")
    assert caption == WHY_WITH_TAG[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_historys_count_of_tables_and_finished_ones(language):
    shown = [lang.text("history.count", language, count=tables, finished=finished)
             for tables, finished in ((1, 0), (1, 1), (2, 2), (5, 5))]
    assert shown == HISTORY_COUNT[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_winners_one_two_three(language):
    names = ["Ana", "Bo", "Cy"]
    shown = [lang.text("explain.winner", language, names=lang.joined(names[:n], language), count=n) for n in (1, 2, 3)]
    assert shown == WINNERS[language]
    assert [lang.text("scorepad.png_winner", language, names=lang.joined(names[:n], language), count=n)
            for n in (1, 2, 3)] == WINNERS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rings_people_in_the_case_the_sentence_asks(language):
    shown = [ability_text(models.Ring(locals=n, any=1, points=n + 1), "report", language) for n in (1, 2, 5)]
    assert shown == RING_REPORT[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_points_per_sand_dollar(language):
    shown = [ability_text(models.UnspentSandDollars(per=per, points=1), "short", language) for per in (1, 2, 5)]
    assert shown == PER_SAND_DOLLARS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_groups_of_unspent_sand_dollars_agree_with_their_verb(language):
    words = reason_wording("unspent_sand_dollars", "groups", language)
    shown = [words({"left": left, "per": per, "groups": left // per, "each": 1}, "Pier", None)
             for left, per in ((1, 1), (2, 1), (5, 2))]
    assert shown == GROUPS[language]


@pytest.mark.parametrize("language, one, five", [
    ("en", "🏆 Ana wins with 1 point", "🏆 Ana and Bo share the win with 5 points"),
    ("de", "🏆 Ana gewinnt mit 1 Punkt", "🏆 Ana und Bo teilen sich den Sieg mit 5 Punkten"),
    ("es", "🏆 Ana gana con 1 punto", "🏆 Ana y Bo comparten la victoria con 5 puntos"),
    ("it", "🏆 Ana vince con 1 punto", "🏆 Ana e Bo condividono la vittoria con 5 punti"),
])
def test_the_assistants_winner_line(language, one, five):
    assert lang.text("assistant.winner", language, names="Ana", count=1, points=1) == one
    assert lang.text("assistant.winner", language, names=lang.joined(["Ana", "Bo"], language), count=2,
                     points=5) == five
