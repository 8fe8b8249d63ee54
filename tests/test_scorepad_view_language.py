"""The Scorepad's words (webapp.scorepad.view) read in German: the "Why" lines, the rings caption and the
"By card" headings and lines name the cards and rings in the reader's language (issue 25)."""

from __future__ import annotations

from pathlib import Path

import pytest

from card_db.loader import load_builtin
from scorer.formats.gamefile import load_game
from scorer.scoring.table import score_game
from webapp.markdown_text import escape_markdown
from webapp.scorepad.view import scorepad_view

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def german():
    game = load_game(ROOT / "card_db" / "samples" / "sample_game.json")
    catalogue = load_builtin()
    return scorepad_view(score_game(game, catalogue), game, catalogue, "de")


def test_by_card_headings_and_lines_are_german(german):
    blocks = [text for _, text in german.players[0].by_card.parts]
    assert blocks[0].startswith(f"**{escape_markdown('Driftwood Point (Beispiel)')}** (Strand\\, Spalte \\-1): **+2**")
    assert f"- +2 Merkmalskarten: {escape_markdown('sie liegt neben Natur auf Yoga Lawn (Beispiel): 2')}" in blocks[0]
    assert not any("(sample)" in block for block in blocks)


def test_the_rings_caption_is_german(german):
    rings = [fold for fold in german.players[0].lines if fold.label.startswith("Aktivitätsringe")][0]
    caption = [text for kind, text in rings.parts if kind == "caption"][0]
    assert escape_markdown("Surf School (Beispiel): Ring aus 2 Touristen (4 Punkte) gefüllt") in caption
    assert "ring of" not in caption and "(sample)" not in caption


def test_the_why_lines_of_cards_rings_and_footprints_are_german(german):
    for fold in german.players[0].lines[:3]:  # cards, rings, footprints: the objective lines are not these
        text = " ".join(part for _, part in fold.parts)
        assert "(sample)" not in text and " on " not in text and " filled by " not in text, text
