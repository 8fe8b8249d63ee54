"""AppTest: a phone left open on the City page across a server restart (issue 33) never writes a value it
drew before another phone's change back over that change, even when the new server's first run for it is
cut short (the real-browser side is tests/test_browser_phone.py)."""

from __future__ import annotations

import pytest
import streamlit as st
from app_helpers import CITY, assert_clean, open_page, run_on_a_restarted_server, shown, store

from webapp.city import editor
from webapp.tables import operations as tables
from webapp.ui.table_url import SEEN_KEY

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def table() -> str:
    """Ann has placed Kite Beach with 1 tourist on it (its editor is the one open)."""
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    game = tables.place_card(game, "Ann", "sample-kite-beach", "beach", 1)
    return store().create_game(tables.set_person_count(game, "Ann", "sample-kite-beach", "tourists", 1))


def tourists_stored(gid: str) -> int:
    return tables.cell_of(store().get(gid).game.players[0], "sample-kite-beach").people.tourists


def with_box(sent, key: str, value: str):
    """The widget values ``sent`` with the text box ``key`` holding ``value`` (what the browser holds now)."""
    for widget in sent.widgets:
        if widget.id.endswith(f"-{key}"):
            widget.string_value = value
    return sent


def test_a_stale_phone_whose_first_run_after_a_restart_was_cut_short_does_not_write_its_old_count_back(monkeypatch):
    """Phone A shows 1 tourist; phone B makes it 2; the server restarts. A's first run on the new server draws
    the top of the page, with the hidden box of the table's version (now B's), and is cut short by A's next
    request before the editor is drawn: A then sends the new version with its old count (1). The version the
    phone drew its count at is the one it sent before this session set the box: B's 2 stays, A is told."""
    gid = table()
    at = open_page(CITY, gid)
    tourists = f"cell-{gid}-0-sample-kite-beach-tourists"
    assert at.segmented_control(key=tourists).value == "1"
    store().update(gid, lambda g: tables.set_person_count(g, "Ann", "sample-kite-beach", "tourists", 2))  # phone B
    held = at._tree.get_widget_states()  # what phone A shows: the table before B's change

    with monkeypatch.context() as cut:  # the first run ends before the editor (a tap of the phone cut it short)
        cut.setattr(editor, "card_editor", lambda *args, **kwargs: st.stop())
        run_on_a_restarted_server(at, held)
    drawn = at.text_input(key=SEEN_KEY).value  # the version box the cut-short run sent to the browser
    assert drawn == store().get(gid).summary.updated
    at._run(with_box(held, SEEN_KEY, drawn))  # A's next request: the new version box, the old count

    assert_clean(at)
    assert tourists_stored(gid) == 2
    assert at.segmented_control(key=tourists).value == "2"  # the screen shows what is stored
    assert any("anything you changed just now was not saved" in shown(w.value) for w in at.warning)


def test_a_phone_that_drew_the_table_as_stored_keeps_its_tap_made_across_the_restart_after_a_cut_short_run(
        monkeypatch):
    """The same cut-short first run, but nobody changed the table: the one value the phone changed (2 tourists,
    tapped while the server was away) is the phone's tap and is saved."""
    gid = table()
    at = open_page(CITY, gid)
    tourists = f"cell-{gid}-0-sample-kite-beach-tourists"
    at.segmented_control(key=tourists).set_value("2")
    held = at._tree.get_widget_states()  # the tap's request reaches only the new server
    with monkeypatch.context() as cut:
        cut.setattr(editor, "card_editor", lambda *args, **kwargs: st.stop())
        run_on_a_restarted_server(at, held)
    at._run(with_box(held, SEEN_KEY, at.text_input(key=SEEN_KEY).value))

    assert_clean(at)
    assert tourists_stored(gid) == 2
    assert at.segmented_control(key=tourists).value == "2"
    assert not at.warning


def test_the_catch_of_a_tap_dropped_while_reconnecting_survives_a_whole_page_run_before_its_tick(monkeypatch):
    """The reconnect's first run arms a one-tick fragment that asks the browser for every value it shows (a tap
    Streamlit dropped while the phone reconnected is saved then). The browser ends a fragment's timer at every
    whole-page run that does not call the fragment, and the live refresh starts such runs for another phone's
    change: the catch is called again by each whole-page run until its tick has run, or the phone kept showing
    a count never stored (issue 33: sand dollars 4 on the phone, 3 in the store)."""
    from webapp.ui import held_values

    gid = table()
    at = open_page(CITY, gid)
    calls = []
    # Counts the page's calls (nothing ticks in AppTest); the page's own call sets the flag it pops.
    monkeypatch.setattr(held_values, "_catch_taps_made_while_reconnecting",
                        lambda: calls.append(st.session_state.pop(held_values._CATCH_INLINE, False)))
    run_on_a_restarted_server(at)
    assert_clean(at)
    assert calls == [True]  # armed by the reconnect's first run
    at.run()  # a whole-page run before the tick (another phone's change, rerun by the watcher)
    assert calls == [True, True]



def a_stale_phone_reconnected(at, gid: str):
    """Phone B makes Ann's Kite Beach 2 tourists while phone A (``at``) shows 1; the server restarts and A's
    reconnect refuses its old count and pushes the stored 2. What A's browser sends next, before that push
    reached it: its old values (1 tourist, the old session's run box) with the version box the reconnect sent."""
    store().update(gid, lambda g: tables.set_person_count(g, "Ann", "sample-kite-beach", "tourists", 2))  # phone B
    held = at._tree.get_widget_states()  # what phone A shows: the table before B's change
    run_on_a_restarted_server(at, held)
    assert tourists_stored(gid) == 2
    assert any("anything you changed just now was not saved" in shown(w.value) for w in at.warning)
    return with_box(held, SEEN_KEY, at.text_input(key=SEEN_KEY).value)


def test_a_stale_phones_next_tap_elsewhere_before_it_drew_the_refused_reconnect_does_not_write_its_old_count():
    """The reconnect refused A's old count and pushed B's 2; A taps something else (a row filter) before that push
    reached it, so its request carries the 1 it still shows. Streamlit takes the 1 for a change (the session holds
    the 2 it pushed) and calls the count's on_change: the 1 must not be saved, and A is shown the stored 2 (issue 33:
    the browser test saw 1 written over 2 about one run in three under load). The old session's run number in A's
    hidden box says nothing of the new session's runs (its pushes count as not drawn). The warning the reconnect
    showed is shown once more by the tap's run, which the phone draws over it at once, and then no more."""
    gid = table()
    at = open_page(CITY, gid)
    tourists = f"cell-{gid}-0-sample-kite-beach-tourists"
    at._run(a_stale_phone_reconnected(at, gid))

    assert_clean(at)
    assert tourists_stored(gid) == 2
    assert at.segmented_control(key=tourists).value == "2"
    assert any("anything you changed just now was not saved" in shown(w.value) for w in at.warning)
    at.run()  # the phone's next request, after it drew that run
    assert not at.warning


def test_a_tap_on_the_count_itself_before_the_refused_reconnect_was_drawn_is_saved():
    """The same moment, but A's tap is on the count itself (3 tourists): a choice means what it names, whatever
    the phone showed before (the last writer wins, ``binding.bind_choice``), so the 3 is saved."""
    gid = table()
    at = open_page(CITY, gid)
    tourists = f"cell-{gid}-0-sample-kite-beach-tourists"
    sent = a_stale_phone_reconnected(at, gid)
    for widget in sent.widgets:
        if widget.id.endswith(f"-{tourists}"):
            widget.string_array_value.data[:] = ["3"]  # the one-tap choice's option, as its browser sends it
    at._run(sent)

    assert_clean(at)
    assert tourists_stored(gid) == 3
