"""AppTest of the Scorepad of a table rebuilt from a score pad (issue 21): while a city is still empty the
headline is the result typed on the pad, never the empty cities' "Shared win ... with 0 points"."""

from __future__ import annotations

from functools import partial

import pytest
from app_helpers import SCOREPAD, assert_clean, open_page, shown, store

from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables import operations as tables
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)

TILES = {"Cy": "sample-surf-club", "Di": "sample-lighthouse"}


def converted_pad() -> str:
    """Cy and Di's score pad, Cy 30 on the cards line, turned into a table to rebuild; returns the table's id."""
    pads = PadStore(default_db_path())
    pid = pads.create_pad(pad_tables.new_pad("blue", ["Cy", "Di"]))
    pads.update_pad(pid, partial(pad_tables.set_value, player="Cy", field="cards", value=30))
    return pads.rebuild_pad(pid, pad_tables.rebuild_table(pads.get_pad(pid).pad, TILES, {"Cy": 2, "Di": 1}))


def headline(at) -> list[str]:
    """What the page announces: its success and info boxes, as read."""
    return [shown(box.value) for box in [*at.success, *at.info]]


def test_empty_rebuilt_cities_show_the_typed_winner_and_no_shared_win_of_zero():
    gid = converted_pad()
    at = open_page(SCOREPAD, gid)
    assert_clean(at)
    said = headline(at)
    assert any(line.startswith("Score pad: Cy wins with 30 points (as typed). The cities are still being entered")
               for line in said), said
    assert not any("Shared win" in line or "with 0 points" in line for line in said), said
    (finish,) = [b for b in at.button if b.key == "finish"]
    assert finish.disabled  # finishing now would record the empty cities' result


def test_once_every_city_has_a_card_the_cities_give_the_headline():
    gid = converted_pad()
    for player, card in (("Cy", "sample-kite-beach"), ("Di", "sample-pier-arcade")):
        store().update(gid, partial(tables.place_card, player=player, card_id=card, row="beach", column=1))
    at = open_page(SCOREPAD, gid)
    assert not at.exception
    assert not any(line.startswith("Score pad:") for line in headline(at))


def test_a_table_started_as_a_rebuild_keeps_the_cities_headline():
    gid = store().create_game(tables.new_table("blue", list(TILES.items()), start_vips=[2, 1]))
    at = open_page(SCOREPAD, gid)
    assert_clean(at)
    assert not any(line.startswith("Score pad:") for line in headline(at))
    assert any(line.startswith("🏆") or "wins with" in line or "Shared win" in line for line in headline(at))


def test_the_half_entered_cities_ranking_is_labelled_so_far():
    """Issue 33: under "Cy wins with 30 points (as typed)" the half-entered cities' ranking says it is so far."""
    gid = converted_pad()
    store().update(gid, partial(tables.place_card, player="Di", card_id="sample-pier-arcade", row="beach", column=1))
    at = open_page(SCOREPAD, gid)
    assert_clean(at)
    texts = [shown(m.value).strip("*") for m in at.markdown]
    (label,) = [i for i, t in enumerate(texts) if t.startswith("Ranking so far")]
    assert label + 1 < len(texts) and texts[label + 1].startswith("1. ")  # the ranking right under its label
    assert "until every city has a card" in texts[label]


def test_a_finished_rebuild_ranking_has_no_so_far_label():
    gid = converted_pad()
    for player, card in (("Cy", "sample-kite-beach"), ("Di", "sample-pier-arcade")):
        store().update(gid, partial(tables.place_card, player=player, card_id=card, row="beach", column=1))
    at = open_page(SCOREPAD, gid)
    assert not any(shown(m.value).startswith("Ranking so far") for m in at.markdown)
