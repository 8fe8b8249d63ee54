"""Real browser, phone sized (390 x 844): Score pad only is reached from Home, typed with the phone's
number boxes, fits the screen and finishes into History. The numbers are checked by ``test_app_pad.py``;
this checks what only a browser shows: layout, touch targets, a typed number surviving a reload, and a
number typed while the phone reconnects after a server restart being saved."""

from __future__ import annotations

import time

import pytest
from browser_support import (
    PHONE,
    finished_runs,
    keyed,
    number_value,
    open_page,
    rerun,
    settle,
    shot,
    sideways_overflow,
    small_targets,
    type_number,
)

from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore

pytestmark = pytest.mark.browser


@pytest.mark.shared_server(group="live-tables")  # its pad is the last changed; History shows finished pads only
def test_a_pad_is_typed_on_a_phone_and_finished_into_history(app_server, phone):
    open_page(phone, app_server.url, "Start a table")
    with rerun(phone):
        phone.get_by_test_id("stMainBlockContainer").get_by_role("link", name="Score pad only").click()
    phone.get_by_text("Start the score pad").wait_for()
    settle(phone)
    keyed(phone, "pad_new_name_0").locator("input").fill("Ann")
    keyed(phone, "pad_new_name_1").locator("input").fill("Bob")
    with rerun(phone):
        keyed(phone, "pad_new_start").locator("button").click()
    phone.get_by_text("Whose column").wait_for()
    settle(phone)
    pid = PadStore(app_server.db_path).list_pads()[0].id
    type_number(phone, f"pad_{pid}_0_cards", 24)
    type_number(phone, f"pad_{pid}_0_wave", 6)
    with rerun(phone):
        keyed(phone, f"pad_who_{pid}").locator("button").filter(has_text="Bob").click()
    type_number(phone, f"pad_{pid}_1_cards", 27)
    type_number(phone, f"pad_{pid}_1_people", -2)  # Blue: a -2 needs someone at -4 (ruling 7)
    phone.get_by_text("no game can score").first.wait_for()
    shot(phone, "phone-Pad-problem")
    type_number(phone, f"pad_{pid}_1_people", 0)
    phone.get_by_text("Ann wins with 30 points").wait_for()
    settle(phone)
    shot(phone, "phone-Pad")
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and overflow["wide"] == [], overflow
    assert small_targets(phone, ("button", "stepper", "pill", "link", "radio"), 44) == []
    # Reload: every number was saved as it was typed.
    phone.reload()
    phone.get_by_text("Ann wins with 30 points").wait_for()
    with rerun(phone):
        keyed(phone, "pad_finish").locator("button").click()
    phone.get_by_text("Finished and saved in History").wait_for()
    open_page(phone, app_server.page_url("History"), "Score pad")
    phone.get_by_text("Ann 30 · Bob 27").wait_for()
    shot(phone, "phone-History-pad")
    assert sideways_overflow(phone)["wide"] == []
    assert phone.locator('[data-testid="stException"]').count() == 0


@pytest.mark.polling  # the second phone sees the first one's numbers through the poll
def test_a_second_phone_sees_the_first_phones_numbers_and_keeps_what_it_is_typing(app_server, new_phone):
    pid = PadStore(app_server.db_path).create_pad(pad_tables.new_pad("orange", ["Ann", "Bob"]))
    url = f"{app_server.url}Pad?pad={pid}"
    ann, bob = new_phone(), new_phone()
    open_page(ann, url, "Whose column")
    open_page(bob, url, "Whose column")
    with rerun(bob):
        keyed(bob, f"pad_who_{pid}").locator("button").filter(has_text="Bob").click()
    bob_cards = keyed(bob, f"pad_{pid}_1_cards").locator("input")
    bob_cards.fill("17")  # typed on Bob's phone, not confirmed yet
    type_number(ann, f"pad_{pid}_0_cards", 24)  # saved on Ann's phone meanwhile
    bob.get_by_text("Ann wins with 24 points").wait_for(timeout=15_000)  # no reload on Bob's phone
    assert bob_cards.input_value() == "17"
    with rerun(bob):
        bob_cards.press("Enter")
    ann.get_by_text("Ann wins with 24 points").wait_for()
    assert PadStore(app_server.db_path).get_pad(pid).pad.players[1].cards == 17
    shot(bob, "phone-Pad-second-phone")


@pytest.mark.shared_server(group="live-tables")  # a pad of its own
def test_four_long_names_fit_the_phone(app_server, phone):
    names = ["Anastasia-Marie", "Bartholomew", "Cleopatra Jones", "Dimitrios Papadopoulos"]
    store = PadStore(app_server.db_path)
    pid = store.create_pad(pad_tables.new_pad("blue", names))
    store.update_pad(pid, lambda pad: pad_tables.set_value(pad, "Dimitrios Papadopoulos", "cards", 123))
    open_page(phone, f"{app_server.url}Pad?pad={pid}", "Whose column")
    shot(phone, "phone-Pad-four-long-names")
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and overflow["wide"] == [], overflow
    assert small_targets(phone, ("button", "stepper", "pill", "link"), 44) == []


@pytest.mark.shared_server(group="live-tables")  # a pad of its own; a restart keeps the store
def test_a_number_typed_while_the_phone_reconnects_after_a_restart_is_saved(app_server, phone):
    """The phone keeps the pad on screen across a server restart; the number typed as soon as its boxes
    are enabled again is the new session's first request, for a box that session has never drawn.
    It must be saved, and the box and the totals must show what is stored (before, the box went
    back to the stored 0 without a word)."""
    store = PadStore(app_server.db_path)
    pid = store.create_pad(pad_tables.new_pad("orange", ["Ann", "Bob"]))
    open_page(phone, f"{app_server.url}Pad?pad={pid}", "Whose column")
    key = f"pad_{pid}_0_cards"
    runs = finished_runs(phone, fragments=True)

    app_server.restart()

    box = f".st-key-{key} input"
    phone.wait_for_function(f"() => {{ const box = document.querySelector('{box}'); return box && !box.disabled; }}",
                            timeout=30_000, polling=10)
    field = keyed(phone, key).locator("input")
    field.fill("24")
    # Nothing ran on the new server yet: this number is what its first run receives (the moment tested).
    assert finished_runs(phone, fragments=True) == runs, "a run came before the typed number: not the moment tested"
    with rerun(phone):
        field.press("Enter")
    deadline = time.monotonic() + 10  # saved at the end of the first run, which then draws the page again
    while store.get_pad(pid).pad.players[0].cards != 24 and time.monotonic() < deadline:
        phone.wait_for_timeout(50)
    assert store.get_pad(pid).pad.players[0].cards == 24, f"not saved; the box shows {number_value(phone, key)}"
    phone.get_by_text("Ann wins with 24 points").wait_for(timeout=10_000)
    settle(phone)
    assert number_value(phone, key) == 24
    assert not phone.get_by_text("Not saved").count() and not phone.get_by_text("not saved").count()
