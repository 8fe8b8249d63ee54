"""The objective lines' reasons on the Scorepad and the score pad's problems on the Pad page, in the phone's
language (AppTest, issue 25): the German, Spanish or Italian words of the catalogue, none of the English."""

from __future__ import annotations

import pytest

from app_helpers import SCOREPAD, assert_clean, open_page, shown, store
from card_db.loader import load_builtin, sample_game_bytes
from language_helpers import english_sentences
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.pad import line_problem
from scorer.scoring.table import score_game

PAD = "pages/6_Pad.py"
ENGLISH = english_sentences("reason_objective")
"""The English pieces of the objective reasons and pad problems no other language writes the same way."""

pytestmark = pytest.mark.usefixtures("temp_data")


def page_text(at) -> str:
    """Every text block the page shows (Markdown, captions, messages)."""
    return "\n".join(shown(e.value) for kind in ("markdown", "caption", "warning", "error", "info", "success")
                     for e in getattr(at, kind))


@pytest.mark.parametrize("language", ["de", "es", "it"])
def test_the_scorepad_shows_the_objective_reasons_in_the_language(language):
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    at = open_page(SCOREPAD, store().create_game(game), language)
    assert_clean(at)
    page = page_text(at)
    report = score_game(game, load_builtin())
    objective_items = [item for player in report.players for item in player.items
                       if item.line in ("wave", "misc", "people")]
    for item in objective_items:  # (the card abilities' reasons are another part of issue 25)
        assert item.reason_in(language) in page, item.reason_in(language)
        assert item.reason not in page
    english = open_page(SCOREPAD, store().create_game(game), "en")
    assert objective_items[0].reason in page_text(english)  # the same page in English shows the English


def start_pad(language: str) -> tuple:
    """The Pad page in ``language``: a Blue pad for Ann and Bob started; returns (AppTest, pad id)."""
    at = open_page(PAD, language=language)
    at.number_input(key="pad_new_count").set_value(2).run()
    for seat, name in enumerate(("Ann", "Bob")):
        at.text_input(key=f"pad_new_name_{seat}").input(name)
    at.button(key="pad_new_start").click().run()
    assert_clean(at)
    pid = at.query_params["pad"]
    return at, pid if isinstance(pid, str) else pid[0]


@pytest.mark.parametrize("language, words", [
    ("de", "Wertung: Wellen ist 3, aber das blaue Plättchen gibt 2 pro Wellen-Symbol der längsten Wellengruppe"),
    ("es", "es 3, pero la loseta azul da 2 por símbolo de ola del grupo de olas más largo"),
])
def test_the_pad_names_a_line_no_game_can_score_in_the_language(language, words):
    at, pid = start_pad(language)
    at.number_input(key=f"pad_{pid}_0_wave").set_value(3).run()  # odd: the Blue tile gives 2 per Wave tag
    at.number_input(key=f"pad_{pid}_0_people").set_value(-2).run()  # -2 with nobody at -4 (ruling 7)
    assert_clean(at)
    warnings = [shown(w.value) for w in at.warning]
    assert any(words in w for w in warnings), warnings
    shown_problems = "\n".join(shown(c.value) for c in at.caption) + "\n".join(warnings)
    assert line_problem("blue", "wave", 3, language=language) in shown_problems
    left = [piece for piece in ENGLISH if piece in page_text(at)]
    assert not left, left
