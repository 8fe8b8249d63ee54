"""The score pad's problems in four languages (scorer.scoring.pad, issue 25): every number no game can
produce is named in German, Spanish and Italian with the same numbers as in English, and the fix."""

from __future__ import annotations

import re

import pytest
from language_helpers import english_lines, english_sentences

from scorer.model.pad import PadGame
from scorer.scoring.pad import line_problem, score_pad
from webapp.pad import operations as pad_tables

OTHERS = ("de", "es", "it")
NUMBER = re.compile(r"-?\d+")
CASES = [(objective, line, value, robot) for objective in ("blue", "green", "orange")
         for line in ("rings", "footprints", "wave", "misc", "people", "cards")
         for value in range(-6, 12) for robot in (False, True)]
ENGLISH = english_sentences("reason_objective")  # the English pieces of objective reasons and pad problems


def test_the_pad_finds_problems_of_every_kind():
    found = {line_problem(o, line, v, robot=r) for o, line, v, r in CASES} - {None}
    assert len(found) >= 20


@pytest.mark.parametrize("language", OTHERS)
def test_every_pad_problem_is_worded_in_the_language_with_the_same_numbers(language):
    worded = []
    for objective, line, value, robot in CASES:
        english = line_problem(objective, line, value, robot=robot)
        theirs = line_problem(objective, line, value, robot=robot, language=language)
        assert (english is None) == (theirs is None)
        if english:
            assert theirs != english
            assert sorted(NUMBER.findall(theirs)) == sorted(NUMBER.findall(english)), (english, theirs)
            worded.append(theirs)
    text = "\n".join(worded)
    assert english_lines(text) == [] and [piece for piece in ENGLISH if piece in text] == []


def test_a_pad_problem_in_german_names_the_line_the_number_and_the_fix():
    assert line_problem("blue", "wave", 3, language="de") == (
        "Wertung: Wellen ist 3, aber das blaue Plättchen gibt 2 pro Wellensymbol der längsten Wellengruppe, "
        "also 0 oder eine gerade Zahl: zähle die Symbole nach und gib das Doppelte ein")
    assert line_problem("green", "people", 2, language="it").endswith("scrivi 0 o un numero negativo")
    assert line_problem("blue", "cards", -3, robot=True, language="de").endswith("gib 3 ein")


def test_score_pad_words_its_problems_in_the_language_asked_for():
    pad: PadGame = pad_tables.new_pad("blue", ("Ann", "Bob"), solo_robot=False)
    pad = pad.model_copy(update={"players": (pad.players[0].model_copy(update={"wave": 3, "people": -2}),
                                              pad.players[1])})
    english, german = score_pad(pad).problems, score_pad(pad, "de").problems
    assert [(p.code, p.player) for p in german] == [(p.code, p.player) for p in english] == [
        ("pad_wave", "Ann"), ("pad_table", None)]
    assert german[0].message.startswith("Wertung: Wellen ist 3, aber das blaue Plättchen")
    assert german[1].message.startswith("jemand hat -2 in der blauen Personenzeile, aber niemand -4")
    assert english[1].message.startswith("someone has -2 on the Blue people line but nobody has -4")
