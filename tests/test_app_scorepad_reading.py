"""The Scorepad reads cleanly (issue 23): each card of "By card" is a block of its own, counts say
"1 sand dollar" (the one pluraliser), a card is named once per block and a "per" ratio is said in words."""

from __future__ import annotations

import re

import pytest
from app_helpers import SCOREPAD, assert_clean, open_page, shown, store

from card_db.loader import load_builtin, sample_game_bytes
from scorer.formats.explain import card_reason_text
from scorer.formats.gamefile import load_game_bytes
from scorer.model.report import ScoreItem
from scorer.scoring.table import score_game
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")


@pytest.fixture()
def sample_pad():
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    return at, score_game(game, load_builtin())


def by_card_boxes(at):
    return [e for e in at.expander if e.label.startswith("By card")]


def test_each_card_of_by_card_is_its_own_block_under_its_own_heading(sample_pad):
    at, report = sample_pad
    box = by_card_boxes(at)[0]
    first = report.players[0]
    cards = {i.position for i in first.items if i.position is not None}
    blocks = [shown(m.value) for m in box.markdown]
    # One Markdown element per card: a heading can no longer be read as the previous list's last line.
    # Every card of the city is there, one that scores nothing itself too (issue 33).
    city = load_game_bytes(sample_game_bytes(), "sample_game.json").players[0]
    assert len(blocks) == len(cards | {(c.row, c.column) for c in city.cells})
    for block in blocks:
        heading, blank, *lines = block.split("\n")
        assert re.fullmatch(r"\*\*.+\*\* \(.+\): \*\*[+-]\d+\*\*", heading), heading
        assert blank == "" and lines and all(line.startswith("- ") for line in lines)
        assert "**" not in "".join(lines)  # no other card's heading glued into the list


def test_a_card_is_named_once_in_its_block(sample_pad):
    at, report = sample_pad
    for block in (shown(m.value) for m in by_card_boxes(at)[0].markdown):
        name = re.match(r"\*\*(.+)\*\* \(", block).group(1)
        assert block.count(name) == 1, block


def test_one_sand_dollar_is_singular_on_the_scorepad():
    game = tables.new_table("blue", [("Ann", "sample-harbor-office"), ("Bob", "sample-lighthouse")],
                            start_vips=[1, 1])
    game = tables.set_sand_dollars(game, "Ann", 1)
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    captions = [shown(c.value) for c in at.caption]
    assert any(c.startswith("1 sand dollar left · longest chain") for c in captions), captions
    assert not any("1 sand dollars" in c for c in captions)


def test_card_reason_text_leaves_out_the_heading_card():
    def item(reason):
        return ScoreItem("cards", 2, reason, card_id="p", card_name="Pier (sample)", position=("beach", 1))
    assert card_reason_text(item("Pier (sample): 4 Waves tags")) == "4 Waves tags"
    assert card_reason_text(item("Pier (sample) is next to Nature on Park: 2")) == "it is next to Nature on Park: 2"
    assert card_reason_text(item("Footprint on Pier (sample): 1 match")) == "Footprint: 1 match"
    assert card_reason_text(item("Blue: longest Wave group")) == "Blue: longest Wave group"
