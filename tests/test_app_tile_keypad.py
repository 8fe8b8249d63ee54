"""AppTest tests of the Catalogue page's starting-tile keypad: a tile by taps alone, "m of 6" progress,
the save confirmed beside the Save button with the keypad cleared, a half-entered tile surviving a
reload, a reload right after saving starting clean, and a refused tile keeping its taps."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, assert_clean, open_catalogue, open_page, shown
from test_tile_pad import POST_OFFICE, TWO_VIPS

from card_db.user_catalogue import UserCatalogue
from webapp.cards.tile_draft import tap_plan

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def tap(at, step) -> None:
    """One tap of a ``webapp.cards.tile_draft.tap_plan`` on the page."""
    match step:
        case ("vips", n):
            at.pills(key="tkp:vips").set_value(n).run()
        case ("setup", field, n):
            at.pills(key=f"tkp:{field}").set_value(n).run()
        case ("want", attribute):
            widget = at.pills(key="tkp:wants")
            widget.set_value([*widget.value, attribute]).run()
        case ("points", n):
            at.pills(key="tkp:points").set_value(n).run()
        case ("tag", half, tag):
            at.button(key=f"tkp:{half}:tag:{tag}").click().run()
        case ("symbol", half, symbol):
            at.button(key=f"tkp:{half}:symbol:{symbol}").click().run()
        case ("ring", half):
            at.button(key=f"tkp:{half}:ring").click().run()
        case ("ring_field", half, index, field, n):
            uids = [b.key.split(":")[3] for b in at.button
                    if b.key and b.key.startswith(f"tkp:{half}:ring:") and b.key.endswith(":remove")]
            at.pills(key=f"tkp:{half}:ring:{uids[index]}:{field}").set_value(n).run()
        case ("save",):
            at.button(key="tkp:save").click().run()


def test_one_vip_is_chosen_before_any_tap():
    """Issue 33: every tile has 1 or 2 VIPs; the keypad starts on 1, and that is no change to keep."""
    at = open_catalogue("add_tile")
    assert_clean(at)
    assert at.pills(key="tkp:vips").value == 1
    assert "tile" not in at.query_params


def test_two_tiles_by_taps_with_progress_and_the_confirmation_beside_save():
    at = open_catalogue("add_tile")
    assert "0 of 6 starting tiles" in [c.value for c in at.caption]
    for step in tap_plan(POST_OFFICE):
        tap(at, step)
    assert_clean(at)
    [saved] = UserCatalogue().starting_tiles()
    assert saved.model_copy(update={"id": "x"}) == POST_OFFICE
    message = shown(at.success[0].value)
    assert message.startswith(f"Saved {saved.display_name}.") and "1 of 6 starting tiles" in message
    assert at.pills(key="tkp:vips").value == 1 and "tile" not in at.query_params  # cleared for the next
    for step in tap_plan(TWO_VIPS):
        tap(at, step)
    assert_clean(at)
    assert len(UserCatalogue().starting_tiles()) == 2
    assert "2 of 6 starting tiles" in shown(at.success[0].value)


def test_a_half_entered_tile_survives_a_reload_and_a_reload_after_saving_starts_clean():
    at = open_catalogue("add_tile")
    plan = tap_plan(TWO_VIPS)
    for step in plan[:3]:
        tap(at, step)
    url_draft = at.query_params["tile"]
    url_draft = url_draft[0] if isinstance(url_draft, list) else url_draft
    again = open_page(None)
    again.query_params["tile"] = url_draft
    again.switch_page(CATALOGUE).run()
    assert_clean(again)
    assert again.pills(key="cat_view").value == "add_tile"
    assert again.pills(key="tkp:vips").value == 2 and again.pills(key="tkp:wants").value == ["sports", "wave"]
    for step in plan[3:]:
        tap(again, step)
    later = again.query_params.get("tile")
    assert later is None or not later  # saved: the URL is clean
    # A phone that reloads with an old URL of this tile (the reload beat the URL update, or a tab was
    # restored) starts a new tile with the save confirmed, not the saved tile again.
    stale = open_page(None)
    stale.query_params["tile"] = url_draft
    stale.switch_page(CATALOGUE).run()
    assert_clean(stale)
    assert stale.pills(key="tkp:vips").value == 1 and stale.pills(key="tkp:wants").value == []
    assert shown(stale.success[0].value).startswith("Saved 2 VIPs")
    assert len(UserCatalogue().starting_tiles()) == 1


def test_a_refused_tile_keeps_its_taps_and_says_what_to_fix():
    at = open_catalogue("add_tile")
    tap(at, ("vips", None))  # the 1 VIP it starts with, tapped off
    tap(at, ("tag", "beach", "wave"))
    tap(at, ("save",))
    assert not at.exception
    message = shown(at.error[0].value)
    assert "VIPs: choose 1 or 2" in message and "What the VIPs want" in message
    assert at.button(key="tkp:beach:tag:wave").proto.type == "primary"
    assert UserCatalogue().starting_tiles() == ()
