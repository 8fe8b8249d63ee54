"""The objective lines' reasons in four languages, worded when read (issue 25; scorer.scoring.objective_reasons).

Each objective item keeps what its reason says (a ``Told``: a ``reason_objective.*`` key, its numbers and
the cards' nodes); its English is the report's ``reason`` (pinned byte for byte in test_scoring_pinned.py),
and ``reason_in`` words it in German, Spanish and Italian from the catalogues, with the same numbers, the
cards named in that language (a name stays, an unnamed card by its contents) and no English left."""

from __future__ import annotations

import copy
import re
from collections import Counter
from pathlib import Path

import pytest
from language_helpers import english_lines, english_sentences
from scoring_helpers import card, city, only, score, score_one, street

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from lang.catalogue import catalogue as words
from scorer.generated import generated_finished_game
from scorer.model.game import FinishedGame
from scorer.scoring import objectives
from scorer.scoring.objective_reasons import Told, told
from scorer.scoring.table import score_game

OTHERS = ("de", "es", "it")
NUMBER = re.compile(r"-?\d+")
OBJECTIVE_LINES = ("wave", "misc", "people")
SAMPLE = Path(__file__).resolve().parents[2] / "card_db" / "samples" / "sample_game.json"


def generated_items(objective_list=("blue", "green", "orange") * 3):
    """Every human player's objective items of generated games on each tile (solo with the Robot and
    2-4 players), with the catalogue they were scored with. The generated cards have no names: they
    are known by their contents, which each language words its own way."""
    builtin = load_builtin()
    cards = generated_catalogue(11, base=Catalogue(objectives=builtin.objectives,
                                                   sand_dollar_actions=builtin.sand_dollar_actions))
    found = []
    for i, objective in enumerate(objective_list):
        players = 1 + i % 4
        game = generated_finished_game(900 + i, players=players, cards_per_city=12, catalogue=cards,
                                       objective=objective, solo_robot=players == 1)
        for player in score_game(game, cards, check=False).players:
            if not player.is_robot:
                found += [item for item in player.items if item.line in OBJECTIVE_LINES]
    return found, cards


ITEMS, CARDS = generated_items()


ENGLISH = english_sentences("reason_objective")
"""The English pieces of the objective reasons that no other language writes the same way."""


def english_left(text: str) -> list[str]:
    """What reads as English in ``text``: lines with English marker words, or a piece of an English reason.

    The markers alone miss terse reasons ("Blue: unplaced people Ann 2, Bob 0; Ann 2: most: -4")."""
    return english_lines(text) + [piece for piece in ENGLISH if piece in text]


def sample_items():
    game = FinishedGame.model_validate_json(SAMPLE.read_text(encoding="utf-8"))
    report = score_game(game, load_builtin())
    return [item for player in report.players for item in player.items if item.line in OBJECTIVE_LINES]


def test_the_games_reach_every_kind_of_objective_reason():
    keys = {item.why.key for item in ITEMS}
    assert len(keys) >= 14, sorted(keys)
    assert {"reason_objective.blue_people", "reason_objective.orange_people", "reason_objective.orange_misc",
            "reason_objective.green_misc", "reason_objective.orange_wave", "reason_objective.green_wave"} <= keys
    assert any(key.startswith("reason_objective.green_people") for key in keys)


@pytest.mark.parametrize("language", OTHERS)
def test_the_sample_games_objective_reasons_in_the_language_with_the_same_numbers_and_no_english(language):
    items = sample_items()
    assert len(items) == 9  # three players, three lines each
    for item in items:
        english, theirs = item.reason, item.reason_in(language)
        assert theirs != english
        assert Counter(NUMBER.findall(theirs)) == Counter(NUMBER.findall(english)), (english, theirs)
    assert english_left("\n".join(item.reason_in(language) for item in items)) == []
    assert len(english_left("\n".join(item.reason for item in items))) >= 3  # the check can fail


@pytest.mark.parametrize("language", OTHERS)
def test_every_objective_reason_of_the_generated_games_is_in_the_language(language):
    for item in ITEMS:
        english, theirs = item.reason, item.reason_in(language)
        assert item.reason_in("en") == english and theirs != english, (language, english)
        assert Counter(NUMBER.findall(theirs)) == Counter(NUMBER.findall(english)), (english, theirs)
    assert english_left("\n".join(item.reason_in(language) for item in ITEMS)) == []


def test_an_unnamed_card_is_named_by_its_contents_in_the_language():
    named = [item for item in ITEMS if item.why.key == "reason_objective.blue_wave"]
    cards = dict(named[0].why.values)["cards"]
    node = cards[-1]  # (catalogue, node, ...)
    assert node.card is not None and not CARDS.cards[node.card_id].name  # a generated card: no name
    english, german = CARDS.card_label(node.card_id), CARDS.card_label(node.card_id, "de")
    assert english != german and "(Beispiel)" in german
    assert english in named[0].reason and german in named[0].reason_in("de")
    assert english not in named[0].reason_in("de")


def test_scoring_words_no_objective_reason_until_one_is_read(monkeypatch):
    worded = []
    real = Told.word
    monkeypatch.setattr(Told, "word", lambda self, language="en": worded.append(self.key) or real(self, language))
    objectives._WAVES.clear()  # a wave item remembered from an earlier test would be found, not made
    items = sample_items()
    assert worded == []
    assert items[0].reason_in("de").startswith("Blau: ")
    assert worded  # worded now, when read


# --- Green and Orange cases, with the tiles' sums ----------------------------------------------------------


def wave(name, n=1):
    return card(name, tags=["wave"] * n)


def test_green_waves_in_german_and_spanish():
    built = city({"b1": wave("Pier"), "b2": card("Gap"), "b3": wave("Cove"), "b4": wave("Reef")})
    item = only(score_one(built, "green"), line="wave")
    assert item.points == 3 * 2
    # Largest group first; a name stays, the sample mark is said in the language.
    assert item.reason == "Green: 2 separate Wave groups (Cove (sample), Reef (sample); Pier (sample)): 3 x 2"
    assert item.reason_in("de") == ("Grün: 2 getrennte Wellengruppen (Cove (Beispiel) und Reef (Beispiel); "
                                    "Pier (Beispiel)): 3 x 2")
    assert item.reason_in("es") == ("Verde: 2 grupos de olas separados (Cove (ejemplo) y Reef (ejemplo); "
                                    "Pier (ejemplo)): 3 x 2")


def test_green_misc_and_people_in_italian():
    cells = {"b1": card("N1", tags=["nature"]), "b2": card("N2", tags=["nature"]),
             "b3": (card("N3", tags=["nature"]), "1L")}
    report = score_one(city(cells), "green")
    misc, people = only(report, line="misc"), only(report, line="people")
    assert (misc.points, people.points) == (3 * 1, -1 * 1)
    assert misc.reason_in("it").startswith("Verde: 1 gruppo di 3+ simboli")
    assert misc.reason_in("it").endswith(": Natura 3 (N1 (esempio), N2 (esempio) e N3 (esempio)): 3 x 1")
    assert people.reason == "Green: 1 card with unplaced people (N3 (sample)): -1 x 1"
    assert people.reason_in("it") == "Verde: 1 carta con persone non piazzate (N3 (esempio)): -1 x 1"


def test_orange_lines_in_german():
    cells = {"b1": wave("W1"), "b2": wave("W2"), "s1": street("S1"), "s2": (street("S2"), "1L1T1V")}
    report = score_one(city(cells), "orange")
    waves, misc, people = (only(report, line=line) for line in OBJECTIVE_LINES)
    assert (waves.points, misc.points, people.points) == (3, 3, 0 - 3 // 2)  # the starting tile is a pair
    assert waves.reason_in("de") == ("Orange: Wellengruppen gezählt mit 1/3/6/10: 2 über W1 (Beispiel) "
                                     "und W2 (Beispiel) -> 3: 3")
    assert misc.reason == ("Orange: longest unbroken run of beach-above-street columns is 3 (columns 0, 1, 2: "
                           "starting tile Plain tile (sample); W1 (sample) above S1 (sample); "
                           "W2 (sample) above S2 (sample)): 1 x 3")
    assert misc.reason_in("de") == ("Orange: die längste ununterbrochene Folge von Spalten mit Strand über "
                                    "Promenade ist 3 (Spalten 0, 1 und 2: Startplättchen Plain tile (Beispiel); "
                                    "W1 (Beispiel) über S1 (Beispiel); W2 (Beispiel) über S2 (Beispiel)): 1 x 3")
    assert people.reason_in("de") == ("Orange: 0 gefüllte Ringe (je +1), 3 nicht platzierte Personen (-1 je 2, "
                                      "abgerundet): 0 - 1")


ORANGE_PEOPLE = {  # (filled rings, unplaced people) -> the reviewed sentence, per language: no "// 2" formula
    "en": {(0, 0): "Orange: 0 filled rings (+1 each), 0 unplaced people (-1 per 2, rounded down): 0 - 0",
           (1, 1): "Orange: 1 filled ring (+1 each), 1 unplaced person (-1 per 2, rounded down): 1 - 0",
           (2, 2): "Orange: 2 filled rings (+1 each), 2 unplaced people (-1 per 2, rounded down): 2 - 1",
           (5, 5): "Orange: 5 filled rings (+1 each), 5 unplaced people (-1 per 2, rounded down): 5 - 2"},
    "de": {(0, 0): "Orange: 0 gefüllte Ringe (je +1), 0 nicht platzierte Personen (-1 je 2, abgerundet): 0 - 0",
           (1, 1): "Orange: 1 gefüllter Ring (je +1), 1 nicht platzierte Person (-1 je 2, abgerundet): 1 - 0",
           (2, 2): "Orange: 2 gefüllte Ringe (je +1), 2 nicht platzierte Personen (-1 je 2, abgerundet): 2 - 1",
           (5, 5): "Orange: 5 gefüllte Ringe (je +1), 5 nicht platzierte Personen (-1 je 2, abgerundet): 5 - 2"},
    "es": {(0, 0): "Naranja: 0 anillos llenos (+1 cada uno), 0 personas sin colocar (-1 por cada 2, redondeando "
                   "hacia abajo): 0 - 0",
           (1, 1): "Naranja: 1 anillo lleno (+1 cada uno), 1 persona sin colocar (-1 por cada 2, redondeando "
                   "hacia abajo): 1 - 0",
           (2, 2): "Naranja: 2 anillos llenos (+1 cada uno), 2 personas sin colocar (-1 por cada 2, redondeando "
                   "hacia abajo): 2 - 1",
           (5, 5): "Naranja: 5 anillos llenos (+1 cada uno), 5 personas sin colocar (-1 por cada 2, redondeando "
                   "hacia abajo): 5 - 2"},
    "it": {(0, 0): "Arancione: 0 anelli pieni (+1 ciascuno), 0 persone non piazzate (-1 ogni 2, arrotondato per "
                   "difetto): 0 - 0",
           (1, 1): "Arancione: 1 anello pieno (+1 ciascuno), 1 persona non piazzata (-1 ogni 2, arrotondato per "
                   "difetto): 1 - 0",
           (2, 2): "Arancione: 2 anelli pieni (+1 ciascuno), 2 persone non piazzate (-1 ogni 2, arrotondato per "
                   "difetto): 2 - 1",
           (5, 5): "Arancione: 5 anelli pieni (+1 ciascuno), 5 persone non piazzate (-1 ogni 2, arrotondato per "
                   "difetto): 5 - 2"},
}


@pytest.mark.parametrize("language", sorted(ORANGE_PEOPLE))
def test_orange_people_at_0_1_2_and_5_in_each_language(language):
    from types import SimpleNamespace

    from scorer.scoring.objectives import orange_people_item
    for (filled, unplaced), sentence in ORANGE_PEOPLE[language].items():
        item = orange_people_item(SimpleNamespace(filled=filled, unplaced=unplaced))
        assert item.reason_in(language) == sentence
        assert item.points == filled - unplaced // 2


def test_blue_people_with_the_robot_in_german():
    report = score(city({"b1": (card("A1"), "2L")}, name="Ann"), city({"b1": card("B1")}, name="Bob"))
    ann = only(report.players[0], line="people")
    assert ann.reason == "Blue: unplaced people Ann 2, Bob 0; Ann 2: most: -4"
    assert ann.reason_in("de") == "Blau: nicht platzierte Personen Ann 2 und Bob 0; Ann 2: die meisten: -4"
    robot = told("blue_people_robot", name="Robot", count=2)
    assert robot.word("de") == "Robot 2 (der Roboter zählt als 2)"


def test_a_reason_is_compared_by_what_it_says_and_copies_as_itself():
    item = ITEMS[0]
    assert copy.deepcopy(item) == item and copy.deepcopy(item.why) is item.why
    assert told("blue_wave_none") == told("blue_wave_none") != told("orange_wave_none")


def test_the_reason_keys_are_in_every_catalogue():
    keys = [key for key in words("en") if key.startswith("reason_objective.")]
    assert len(keys) >= 40
    for key in keys:
        assert all(key in words(language) for language in OTHERS), key
