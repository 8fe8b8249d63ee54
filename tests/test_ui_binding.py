"""The rules that decide what a phone left open across a server restart keeps (webapp.ui): which widget
values it held are saved, and when its first run is taken for a reconnect (which arms the catch of a tap
Streamlit dropped meanwhile; the real-browser side is tests/test_browser_phone.py)."""

from streamlit.testing.v1 import AppTest

import apptest_cache  # noqa: F401 - every AppTest run of this process shares one compiled copy of each page
from webapp import ui
from webapp.ui import changes_to_save


def test_the_one_value_that_differs_from_the_store_is_the_tap_and_is_saved():
    held = [("a", 1, 1), ("b", 0, 1), ("c", True, True)]
    assert changes_to_save(held) == (["b"], False)


def test_nothing_differs_nothing_is_saved_and_nobody_is_warned():
    assert changes_to_save([("a", 1, 1), ("b", "x", "x")]) == ([], False)


def test_several_differences_mean_an_older_table_and_nothing_is_overwritten():
    # Another phone changed "a" while this one was asleep; saving both would undo that change.
    assert changes_to_save([("a", 3, 1), ("b", 0, 1)]) == ([], True)


def test_a_cleared_box_is_not_a_change():
    assert changes_to_save([("a", 2, None)]) == ([], False)


def _page_that_reports_a_reconnect() -> None:
    """A page in miniature: set-up notes a reconnect, one widget, and what was noted."""
    import streamlit as st

    from webapp import ui

    ui._note_a_reconnect()
    st.text_input("Title", key="title")
    st.text(f"reconnected={st.session_state.get(ui._RECONNECTED, False)}")


def test_a_page_opened_afresh_is_not_taken_for_a_phone_reconnecting_but_a_new_session_sent_values_is():
    """A new session whose browser sends no widget values is a page being opened: nothing to catch (a
    catch would cost a second whole-page run). A new session whose browser sends the values it shows
    is a phone left open across a restart. Read from Streamlit's own state, so this fails when its
    internals move (``_browser_sent_widgets`` would answer None, "unknown", for the fresh page too)."""
    at = AppTest.from_function(_page_that_reports_a_reconnect).run()
    assert not at.exception
    assert at.text[0].value == "reconnected=False"
    at.text_input(key="title").input("Beach day").run()  # same session, widget values sent: not a first run
    assert at.text[0].value == "reconnected=False"
    del at.session_state[ui._SESSION_RAN]  # what a new server's session knows of this phone: nothing
    at.run()  # ... while the browser still sends the box's value
    assert at.text[0].value == "reconnected=True"


def test_when_streamlit_internals_cannot_be_read_a_first_run_counts_as_a_reconnect():
    """Outside a script run (as when Streamlit's internals move) whether the browser sent values is
    unknown: None, which ``_note_a_reconnect`` takes as a reconnect (one extra rerun, no tap lost)."""
    assert ui._browser_sent_widgets() is None
