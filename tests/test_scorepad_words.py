"""The Scorepad's words a new group met at a real game night (issue 33): a ruling's meaning once per block,
one wording for a ring of any people (Scorepad and City alike), the longest chain with its tag, and
"By card" naming every card of the city."""

from __future__ import annotations

import pytest

from card_db.loader import load_builtin, sample_game_bytes
from card_db.models import Ring
from card_db.wording import ability_text
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.table import score_game
from webapp.scorepad.view import by_card_fold, line_fold, player_why, ruling_text

CATALOGUE = load_builtin()
GAME = load_game_bytes(sample_game_bytes(), "sample_game.json")
REPORT = score_game(GAME, CATALOGUE)
ANA = REPORT.players[0]  # 3 filled rings; 8 cards, the one at beach 4 scores nothing itself


def test_the_ruling_5_sentence_is_printed_once_in_the_rings_block():
    fold = line_fold(ANA, "rings")
    text = "\n".join(words for _, words in fold.parts).replace("\\", "")  # the Markdown escapes read back
    assert text.count("(ruling 5)") >= 3  # each ring line still cites it
    assert text.count(ruling_text(5, "en")) == 1


@pytest.mark.parametrize("language", ["en", "de", "es", "it"])
def test_a_ring_of_any_people_reads_the_same_on_the_scorepad_and_the_city(language):
    ring = Ring(any=2, points=4)
    scorepad, city = ability_text(ring, "report", language), ability_text(ring, "long", language)
    from card_db.wording import people
    same = people(2, "any", "long", language)
    assert same in scorepad and same in city, (scorepad, city)


def test_the_why_caption_names_the_longest_chains_tag():
    caption = player_why(ANA).caption
    assert f"longest chain {ANA.longest_chain} tags" in caption
    assert ANA.longest_chain_tag is not None
    from card_db.wording import tag_labels
    assert f"({tag_labels()[ANA.longest_chain_tag]})" in caption


def test_by_card_counts_every_card_of_the_city():
    city = GAME.players[0]
    fold = by_card_fold(ANA, city=city, catalogue=CATALOGUE)
    assert fold.label == f"By card ({len(city.cells)} cards)"
    assert len(fold.parts) == len(city.cells)
    quiet = CATALOGUE.card_label(next(c.card for c in city.cells if (c.row, c.column) == ("beach", 4)))
    (block,) = [words for _, words in fold.parts if quiet.split(" (")[0] in words]
    assert "**+0**" in block and "No points of its own" in block
