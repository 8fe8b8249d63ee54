"""The text scorepad and the Scorepad's "By card" lines read in German, Spanish and Italian
(scorer.formats.explain): the same numbers and items as English, every reason of cards, rings and
footprints, the ring assignment and who is unplaced in the reader's language; a card's lines under its
own heading name it by a pronoun, in every language."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/language_helpers.py

from language_helpers import english_lines

from card_db.loader import load_builtin
from lang import LANGUAGES
from scorer.formats.explain import card_reason_text, report_to_text
from scorer.formats.gamefile import load_game
from scorer.scoring.table import score_game

ROOT = Path(__file__).resolve().parents[2]
OTHERS = LANGUAGES[1:]
OBJECTIVE_LINE = re.compile(r"^\s+[+-]?\d+\s+(Blue|Green|Orange): ")
"""An objective line of the text scorepad (its reasons are ``scorer.scoring.objectives``', worded there)."""


@pytest.fixture(scope="module")
def report():
    return score_game(load_game(ROOT / "card_db" / "samples" / "sample_game.json"), load_builtin())


def numbers(text: str) -> list[str]:
    """Every number of a text but zeros (a language may say "nobody" as "0 people"), in order, signs kept."""
    return [n for n in re.findall(r"[+-]?\d+", text) if n.lstrip("+-") != "0"]


@pytest.mark.parametrize("language", OTHERS)
def test_the_text_scorepad_has_the_same_lines_and_numbers_in_every_language(report, language):
    english = report_to_text(report, "en").splitlines()
    theirs = report_to_text(report, language).splitlines()
    assert len(theirs) == len(english)
    for ours, their in zip(english, theirs, strict=True):
        if not OBJECTIVE_LINE.match(ours):
            # The points column and the numbers the reasons cite are the same (names hold none here).
            assert numbers(their) == numbers(ours), (ours, their)


@pytest.mark.parametrize("language", OTHERS)
def test_no_english_is_left_in_the_text_scorepad_but_the_objective_lines(report, language):
    theirs = report_to_text(report, language).splitlines()
    english = report_to_text(report, "en").splitlines()
    left = [their for ours, their in zip(english, theirs, strict=True) if their == ours and ours.strip()
            and not OBJECTIVE_LINE.match(ours) and re.search(r"[a-z]{3}", ours)]
    assert not left
    assert not english_lines("\n".join(line for line in theirs if not OBJECTIVE_LINE.match(line)))
    assert "(sample)" not in "\n".join(line for line in theirs if not OBJECTIVE_LINE.match(line))
    assert " ring of " not in report_to_text(report, language)


def test_card_reason_text_in_german_names_the_card_by_a_pronoun(report):
    ana = report.players[0]
    driftwood = [i for i in ana.items if i.card_id == "sample-driftwood-point"]
    assert [card_reason_text(i, "de") for i in driftwood] == [
        ("Strandende ist eine Platzierungsregel (die Strandkarte ganz links, wird nie getauscht) und bringt nichts "
         "(Regelklärung 14)"),
        "sie liegt neben Natur auf Yoga Lawn (Beispiel): 2",
    ]
    surf = [i for i in ana.items if i.card_id == "sample-surf-school"]
    assert [card_reason_text(i, "de") for i in surf] == [
        "Ring aus 2 Touristen (4 Punkte) gefüllt mit 2 Touristen: 4 (Regelklärung 5)",
        "Fußspur: 2 Treffer (Sport und Wellen), je 1 Punkt (Regelklärung 10)",
    ]


def test_card_reason_text_in_english_reads_as_before(report):
    ana = report.players[0]
    texts = [card_reason_text(i) for i in ana.items if i.card_id in ("sample-driftwood-point", "sample-surf-school")]
    assert texts == [
        "end of beach is a placement rule (leftmost beach card, never swapped), it scores nothing (ruling 14)",
        "it is next to Nature on Yoga Lawn (sample): 2",
        "Ring of 2 tourists (4 points) filled by 2 tourists: 4 (ruling 5)",
        "Footprint: 2 matches (Sports, Waves), 1 point each (ruling 10)",
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cards_lines_under_its_heading_never_name_it(report, language):
    for player in report.players:
        for item in player.items:
            if item.position is None or item.line not in ("cards", "rings", "footprints"):
                continue
            name, text = item.card_name_in(language), card_reason_text(item, language)
            if item.ability in ("chain", "chain_per_tag"):  # a chain lists its members, the card among them
                assert not text.startswith(name), text
            else:
                assert name not in text, text
