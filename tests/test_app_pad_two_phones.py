"""AppTest tests of two phones on one score pad (webapp.pad.ui.number_box): a number box saves the
number it shows, over the number it showed before; a "+" on an older number is refused, never stored
as a decrease, and the box then shows the stored number; quick taps on one phone all count."""

from __future__ import annotations

import pytest
from app_helpers import assert_clean, open_page, shown
from test_app_pad import PAD, choose_column, pads, start_pad

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def second_phone(pid: str):
    at = open_page(PAD)
    at.query_params["pad"] = pid
    at.run()
    assert_clean(at)
    return at


def cards(pid: str, seat: int = 0) -> int:
    return pads().get_pad(pid).pad.players[seat].cards


def test_quick_plus_taps_on_one_phone_all_count_and_the_box_is_not_set_back():
    at, pid = start_pad()
    key = f"pad_{pid}_0_cards"
    for expected in range(1, 6):
        at.number_input(key=key).increment().run()
        assert cards(pid) == expected
        assert not at.number_input(key=key).proto.set_value  # the box holds it: not sent back to it
    assert_clean(at)


def test_a_plus_on_a_number_another_phone_changed_is_refused_and_shows_the_stored_number():
    phone_a, pid = start_pad()
    phone_b = second_phone(pid)
    key = f"pad_{pid}_0_cards"
    choose_column(phone_b, pid, 0)
    phone_a.number_input(key=key).set_value(12).run()
    phone_b.number_input(key=key).increment().run()  # B showed 0: its 1 would lower the 12
    assert cards(pid) == 12
    assert any("changed on another phone meanwhile (it is now 12)" in shown(e.value) for e in phone_b.error)
    assert phone_b.number_input(key=key).value == 12
    phone_b.number_input(key=key).increment().run()  # from the 12 it shows now
    assert cards(pid) == 13
    assert not phone_b.error


def test_two_phones_on_two_players_columns_keep_both():
    phone_a, pid = start_pad()
    phone_b = second_phone(pid)
    choose_column(phone_b, pid, 1)
    phone_a.number_input(key=f"pad_{pid}_0_cards").set_value(9).run()
    phone_b.number_input(key=f"pad_{pid}_1_cards").set_value(7).run()
    assert (cards(pid, 0), cards(pid, 1)) == (9, 7)
