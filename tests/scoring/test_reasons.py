"""The scorer's reasons kept as what they say (scorer.scoring.reasons), worded when read in any language.

The sample game and generated games (unnamed cards, named by their contents) are scored once and their
items read in English, German, Spanish and Italian: the same items and numbers in every language, the
reasons' words and the cards they name in the reader's language, English as pinned.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/language_helpers.py

from language_helpers import english_lines

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from lang import LANGUAGES
from scorer.formats.gamefile import load_game
from scorer.generated import generated_finished_game
from scorer.scoring.city import START
from scorer.scoring.reasons import CardReason, RingLabel, RingReason, RobotReason
from scorer.scoring.table import score_game

ROOT = Path(__file__).resolve().parents[2]
OTHERS = LANGUAGES[1:]
OWN_LINES = ("cards", "rings", "footprints")
"""The lines whose reasons are this module's (the objective lines are ``scorer.scoring.objectives``')."""


@pytest.fixture(scope="module")
def sample():
    catalogue = load_builtin()
    return score_game(load_game(ROOT / "card_db" / "samples" / "sample_game.json"), catalogue), catalogue


@pytest.fixture(scope="module")
def generated():
    catalogue = generated_catalogue(3)
    return score_game(generated_finished_game(3, players=3, cards_per_city=14, catalogue=catalogue),
                      catalogue), catalogue


def own_items(report):
    return [item for player in report.players for item in player.items if item.line in OWN_LINES]


def test_the_sample_games_reasons_are_kept_not_worded(sample):
    report, _ = sample
    kinds = {type(item.why) for item in own_items(report)}
    assert kinds == {CardReason, RingReason}


@pytest.mark.parametrize("language", OTHERS)
def test_every_reason_of_cards_rings_and_footprints_is_in_the_readers_language(sample, generated, language):
    for report, _ in (sample, generated):
        for item in own_items(report):
            worded = item.reason_in(language)
            assert worded != item.reason, (language, worded)
            assert not english_lines(worded), worded
            assert " on " not in worded and " filled by " not in worded, worded


def test_a_sample_cards_mark_is_the_readers_language(sample):
    report, _ = sample
    driftwood = [i for i in report.players[0].items if i.card_id == "sample-driftwood-point" and i.points == 2][0]
    assert driftwood.reason == "Driftwood Point (sample) is next to Nature on Yoga Lawn (sample): 2"
    assert driftwood.reason_in("de") == "Driftwood Point (Beispiel) liegt neben Natur auf Yoga Lawn (Beispiel): 2"
    assert driftwood.card_name_in("de") == "Driftwood Point (Beispiel)"
    assert driftwood.card_name == "Driftwood Point (sample)"  # the JSON report's stays English


def test_an_unnamed_card_is_named_by_its_contents_in_the_readers_language(generated):
    report, catalogue = generated
    items = [i for i in own_items(report) if i.line == "cards" and i.why.named]
    assert items
    for item in items:
        assert not catalogue.card(item.card_id).name.strip()  # the generated deck names no card
        german, english = catalogue.card_label(item.card_id, "de"), catalogue.card_label(item.card_id)
        assert german != english
        assert item.card_name_in("de") == german
        worded = item.reason_in("de")
        for node in item.why.named:  # every card it names by position, named in German
            if node.position != START and node.card_id != item.card_id:
                other = catalogue.card_label(node.card_id, "de")
                if catalogue.card_label(node.card_id) in item.reason:
                    assert other in worded, (other, worded)
        assert english not in worded
        if german.split(" · ")[0] in ("Strand", "Promenade"):  # the contents' words are German
            assert "Beach ·" not in worded and "Street ·" not in worded


def test_a_named_neighbour_and_the_starting_tile_in_german(sample):
    report, _ = sample
    taco = [i for i in report.players[1].items if i.card_id == "sample-taco-stand" and i.line == "cards"][0]
    assert "starting tile Harbor Office (sample)" in taco.reason
    assert "Startplättchen Harbor Office (Beispiel)" in taco.reason_in("de")
    assert "loseta doble inicial Harbor Office (ejemplo)" in taco.reason_in("es")


def test_the_english_reason_is_worded_once_and_kept(sample):
    report, _ = sample
    item = own_items(report)[0]
    assert item.reason is item.reason  # kept: the same string object each time it is read


def test_ring_fills_say_their_ring_and_card_in_any_language(sample):
    report, _ = sample
    fills = report.players[2].rings
    tile = [f for f in fills if f.position == START][0]
    assert tile.ring_label == "street half: ring of 1 tourist (2 points)"
    assert tile.label_in("de") == "Hälfte Promenade: Ring aus 1 Touristen (2 Punkte)"
    assert tile.card_name_in("de") == "Lighthouse (Beispiel)" and tile.card_name == "Lighthouse (sample)"
    assert isinstance(tile.label, RingLabel)
    surf = [f for f in report.players[0].rings if f.card_id == "sample-surf-school"][0]
    assert surf.label_in("it") == "anello di 2 turisti (4 punti)"


def test_a_filled_ring_on_a_half_of_the_starting_tile():
    game = load_game(ROOT / "card_db" / "samples" / "sample_game.json")
    cleo = game.players[2]
    filled = cleo.model_copy(update={"start_street": cleo.start_street.model_copy(update={"tourists": 1})})
    game = game.model_copy(update={"players": (*game.players[:2], filled)})
    report = score_game(game, load_builtin(), check=False)
    item = [i for i in report.players[2].items if i.line == "rings" and i.position == START][0]
    assert item.reason == "Ring of 1 tourist (2 points) on Lighthouse (sample) (street half) filled by 1 tourist: 2"
    assert item.reason_in("de") == ("Ring aus 1 Touristen (2 Punkte) auf Lighthouse (Beispiel) (Hälfte Promenade) "
                                    "gefüllt mit 1 Touristen: 2")
    assert item.why.word_own("en") == "Ring of 1 tourist (2 points) (street half) filled by 1 tourist: 2"


@pytest.mark.parametrize("objective", ["blue", "green", "orange"])
def test_the_robots_items_in_german(objective):
    catalogue = generated_catalogue(5)
    game = generated_finished_game(11, players=1, cards_per_city=10, catalogue=catalogue, objective=objective,
                                   solo_robot=True)
    game = game.model_copy(update={"robot": game.robot.model_copy(update={"hard_mode": True})})
    report = score_game(game, catalogue)
    robot = report.players[-1]
    assert robot.is_robot
    for item in robot.items:
        if item.ability == "objective_people" or item.line == "people" and objective == "blue":
            continue  # the Blue people line is the objective's (scorer.scoring.objectives)
        german = item.reason_in("de")
        assert item.reason.startswith("Robot: ") and german.startswith("Roboter: "), german
        assert not english_lines(german) and german != item.reason, german
    card_items = [i for i in robot.items if isinstance(i.why, RobotReason)]
    assert card_items
    for item in card_items:
        assert item.reason.startswith(f"Robot: {catalogue.card_label(item.card_id)}: ")
        assert item.reason_in("de").startswith(f"Roboter: {catalogue.card_label(item.card_id, 'de')}: ")
    towels = {i.line: i.reason for i in robot.items if i.ability == "robot_cards"}
    taken, hard = game.robot.sand_dollars, robot.sand_dollars - game.robot.sand_dollars
    assert towels["cards"] == f"Robot: 1 per sand dollar: {taken} + {hard} hard mode"  # as the f-string wrote it
