"""Bidirectional controls are stripped from titles and notes as from names (issue 22): a right-to-left
override typed in a title would reverse everything drawn after it on every phone."""

from __future__ import annotations

import pytest

from card_db.loader import load_builtin
from card_db.models import FeatureCard, StartingTile
from card_db.text import strip_bidi
from scorer.model.pad import PadGame
from webapp.pad import operations as pad_tables
from webapp.tables import operations as tables

BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069",
        "\u200e", "\u200f", "\u061c"]


@pytest.mark.parametrize("control", BIDI)
def test_every_bidi_control_is_stripped_and_right_to_left_writing_is_kept(control):
    assert strip_bidi(f"Beach{control} night") == "Beach night"
    assert strip_bidi("ليلة الشاطئ") == "ليلة الشاطئ"  # Arabic needs no control to be shown right to left


def test_a_title_set_on_a_table_loses_its_override():
    game = tables.new_table("blue", [("Ana", "tile-a")], title="Friday \u202egnp.exe")
    assert game.title == "Friday gnp.exe"
    assert tables.set_title(game, "Saturday \u2067\u202enight\u2069").title == "Saturday night"


def test_notes_of_a_card_and_a_tile_and_a_pad_title_lose_theirs():
    card = FeatureCard(id="pier", row="beach", notes="line one\n\u202eenil owt")
    assert card.notes == "line one\nenil owt"
    tile = load_builtin().starting_tiles
    tile = next(iter(tile.values())).model_dump()
    assert StartingTile.model_validate({**tile, "notes": "\u200fnote\u200e"}).notes == "note"
    pad = pad_tables.new_pad("green", ["Ana"], title="\u202dpad\u202c")
    assert pad.title == "pad" and PadGame.model_validate(pad.model_dump()).title == "pad"
