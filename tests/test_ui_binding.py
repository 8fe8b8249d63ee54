"""The rules that decide what a phone left open across a server restart keeps (webapp.ui): which widget
values it held are saved, and when its first run is taken for a reconnect (which arms the catch of a tap
Streamlit dropped meanwhile; the real-browser side is tests/test_browser_phone.py)."""

from streamlit.testing.v1 import AppTest

from webapp.ui import browser_state, held_values
from webapp.ui.held_values import changes_to_save


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

    from webapp.ui import browser_state, session_keys

    browser_state.note_a_reconnect()
    st.text_input("Title", key="title")
    st.text(f"reconnected={st.session_state.get(session_keys.RECONNECTED, False)}")


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
    del at.session_state[browser_state._SESSION_RAN]  # what a new server's session knows of this phone: nothing
    at.run()  # ... while the browser still sends the box's value
    assert at.text[0].value == "reconnected=True"


def test_when_streamlit_internals_cannot_be_read_a_first_run_counts_as_a_reconnect():
    """Outside a script run (as when Streamlit's internals move) whether the browser sent values is
    unknown: None, which ``note_a_reconnect`` takes as a reconnect (one extra rerun, no tap lost)."""
    assert browser_state._browser_sent_widgets() is None


def _page_with_a_box_the_store_holds_5_for() -> None:
    """A page in miniature: one number box showing a stored 5, drawn the way ``bind`` and the Pad page do."""
    import streamlit as st

    from webapp.ui import held_values

    held = held_values.held_by_the_browser("n", 5, print, ("saved",))
    if not held:
        st.session_state["n"] = 5
    st.number_input("N", key="n", step=1)
    st.text(f"held={held} queued={[entry[:2] for entry in st.session_state.get(held_values._HELD, [])]}")


def test_a_value_is_held_for_the_settle_only_on_a_sessions_first_draw_of_a_box_the_browser_sent():
    """Opened afresh: the store's 5. In the same session a typed 7 goes through ``on_change`` (not here),
    and the box is drawn from the store again. A new session (a server restart) whose browser sends 7
    leaves the 7 on screen and queues (key, stored) for ``settle_values_held_by_the_browser``, once."""
    at = AppTest.from_function(_page_with_a_box_the_store_holds_5_for).run()
    assert (at.number_input(key="n").value, at.text[0].value) == (5, "held=False queued=[]")
    at.number_input(key="n").set_value(7).run()
    assert (at.number_input(key="n").value, at.text[0].value) == (5, "held=False queued=[]")
    at.number_input(key="n").set_value(7)
    del at.session_state[held_values._BOUND]  # what a new server's session knows of the boxes this phone shows
    at.run()
    assert (at.number_input(key="n").value, at.text[0].value) == (7, "held=True queued=[('n', 5)]")
    at.run()  # drawn once in this session: the store's value again (nothing settled it in this miniature)
    assert at.number_input(key="n").value == 5
