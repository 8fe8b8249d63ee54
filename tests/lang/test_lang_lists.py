"""Names listed in a sentence (lang.joined): the word for "and" once, before the last name, as each
language writes it; and the places that list a shared win's winners use it (three winners in every language)."""

from __future__ import annotations

import pytest
from app_helpers import shown

from lang import LANGUAGES, joined, text
from scorer.formats.explain import report_to_text
from scorer.model.report import PlayerReport, Standing, TableReport
from scorer.scoring.pad import score_pad
from webapp.pad import operations as pad_tables
from webapp.pad.view import typed_headline, winner_text

THREE = {"en": "Ana, Bo, and Cy", "de": "Ana, Bo und Cy", "es": "Ana, Bo y Cy", "it": "Ana, Bo e Cy"}
TWO = {"en": "Ana and Bo", "de": "Ana und Bo", "es": "Ana y Bo", "it": "Ana e Bo"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_names_are_joined_as_the_language_lists_them(language):
    assert joined(("Ana", "Bo", "Cy"), language) == THREE[language]
    assert joined(["Ana", "Bo"], language) == TWO[language]
    assert joined(["Ana"], language) == "Ana"
    assert joined([], language) == ""
    four = joined(["Ana", "Bo", "Cy", "Di"], language)
    assert four.count(",") == (3 if language == "en" else 2)  # English's serial comma before "and"


def test_spanish_says_e_before_the_sound_i_and_an_unknown_language_reads_english():
    assert joined(["Ana", "Inés"], "es") == "Ana e Inés"
    assert joined(["Ana", "Bo", "Hilda"], "es") == "Ana, Bo e Hilda"
    assert joined(["Ana", "Hielo"], "es") == "Ana y Hielo"  # "hie-" is no "i" sound
    assert joined(["Ana", "Inés"], "it") == "Ana e Inés"
    assert joined(["Ana", "Bo", "Cy"], "fr") == THREE["en"]


def _shared_three() -> TableReport:
    players = tuple(PlayerReport(seat=seat, name=name, is_robot=False, sand_dollars=0, longest_chain=0, unplaced=0,
                                 items=()) for seat, name in enumerate(("Ana", "Bo", "Cy")))
    standings = tuple(Standing(1, seat, name, 0, "shared") for seat, name in enumerate(("Ana", "Bo", "Cy")))
    return TableReport(objective="blue", players=players, standings=standings)


@pytest.mark.parametrize("language", LANGUAGES)
def test_three_winners_are_joined_right_where_a_shared_win_is_said(language):
    repeated = f" {TWO[language].split()[1]} ".join(("Ana", "Bo", "Cy"))  # "Ana y Bo y Cy": never
    # The score pad: three columns with nothing typed share the win.
    tied = score_pad(pad_tables.new_pad("blue", ["Ana", "Bo", "Cy"]))
    assert tied.winners == ("Ana", "Bo", "Cy")
    said = shown(winner_text(tied, language))  # the page's Markdown, escaping taken off
    assert said.endswith(text("pad.shared_win_with", language, names=THREE[language], count=0))
    assert THREE[language] in shown(typed_headline(tied, language)) and repeated not in said
    # The text scorepad of a table.
    assert text("explain.winner", language, names=THREE[language], count=3) in report_to_text(_shared_three(), language)
