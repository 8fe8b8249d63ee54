"""The starting-tile keypad's pure draft (webapp.cards.tile_draft): taps round-trip a tile, the draft survives
the URL, a hand-edited URL is ignored, and a tile without its VIPs says what to fix."""

from __future__ import annotations

import pytest

from card_db.models import StartingTile
from webapp.cards import tile_draft as t

POST_OFFICE = StartingTile.model_validate({
    "id": "x", "name": "", "vips": 1, "setup": {"sand_dollars": 2, "locals": 1},
    "footprint": {"wants": ["business"], "points_per_match": 2},
    "beach": {"tags": ["wave"], "rings": [{"kind": "ring", "tourists": 2, "points": 4}]},
    "street": {"tags": ["business", "business"], "symbols": ["sand_dollar"]}})
TWO_VIPS = StartingTile.model_validate({
    "id": "x", "vips": 2, "footprint": {"wants": ["sports", "wave"]},
    "beach": {"tags": ["sports"]}, "street": {"tags": ["local"]}})


def enter(tile: StartingTile) -> dict:
    draft = t.new_tile_draft()
    for tap in t.tap_plan(tile):
        draft = t.apply_tap(draft, tap)
    return draft


@pytest.mark.parametrize("tile", [POST_OFFICE, TWO_VIPS])
def test_the_taps_of_a_tile_enter_exactly_that_tile(tile):
    built, problems = t.draft_tile(enter(tile), "x")
    assert problems == [] and built == tile


def test_a_plain_tile_takes_few_taps():
    # 2 VIPs, Sports, Waves (the footprint), a Sports tag on the beach half, a Local tag on the street half, Save.
    assert len(t.tap_plan(TWO_VIPS)) == 1 + 2 + 1 + 1 + 1


def test_tags_cycle_and_wants_toggle():
    draft = t.new_tile_draft()
    for _ in range(3):
        draft = t.tap_tag(draft, "beach", "nature")
    assert draft["beach"]["tags"] == {}
    draft = t.tap_want(t.tap_want(t.tap_want(draft, "ring"), "local"), "ring")
    assert draft["wants"] == ["local"]
    assert t.is_blank(t.tap_want(draft, "local"))


def test_the_draft_survives_the_url_and_a_bad_url_is_ignored():
    draft = {**enter(POST_OFFICE), "id": "abc"}
    assert t.decode(t.encode(draft)) == draft
    bad_ring = {**draft, "beach": {**draft["beach"], "rings": [{"kind": "ring", "uid": 99}]}}
    for bad in ("", "nope", "[]", t.encode({**draft, "vips": 3}), t.encode({**draft, "wants": ["moon"]}),
                t.encode(bad_ring), t.encode({**draft, "locals": "1"}), t.encode({**draft, "id": ""})):
        assert t.decode(bad) is None


def test_a_tile_without_vips_or_wants_says_what_to_fix():
    no_vips = t.set_value(t.new_tile_draft(), "vips", None)  # the 1 VIP it starts with, tapped off
    tile, problems = t.draft_tile(t.tap_tag(no_vips, "street", "local"))
    assert tile is None
    assert problems == ["VIPs: choose 1 or 2 (the VIPs pictured on the tile).",
                        "What the VIPs want: pick at least one tag or symbol from the tile's footprint icon."]
