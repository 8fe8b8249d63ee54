"""Two phones in two languages on one server: neither ever reads the other's words.

``webapp.language`` works each run's language out from that phone's address, session and browser, and
keeps it on that run's context. The one process-wide value it has (``_last_run_language``) is for AppTest,
which formats a widget's options in the test's thread after the run; a served app never reads it. These tests run two sessions one after the other, as a server interleaves them.
"""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from webapp import language


def _says_home() -> None:
    import streamlit as st

    from webapp.language import say

    st.session_state["said"] = say("menu.home")


def _offers_a_choice() -> None:
    import streamlit as st

    from webapp.language import say

    st.selectbox(say("menu.home"), ["a", "b"], format_func=lambda option: f"{say('menu.home')} {option}", key="box")


def _phone(lang: str, script=_says_home) -> AppTest:
    at = AppTest.from_function(script)
    at.query_params["lang"] = lang
    return at.run()


def test_a_served_app_never_hands_one_phones_language_to_another(monkeypatch):
    monkeypatch.setattr(language, "_served", lambda: True)  # as under `streamlit run`
    german, spanish = _phone("de"), _phone("es")
    assert german.session_state["said"] == "Start" and spanish.session_state["said"] == "Inicio"
    german.run()  # the German phone again, after the Spanish one ran
    assert german.session_state["said"] == "Start"
    assert language._last_run_language == "de"  # written by every run, but in a served app never read:
    # a word asked for outside any run has no phone: English, not the last phone's Spanish.
    assert language.current_language() == "en" and language.say("menu.home") == "Home"


def test_apptest_formats_options_after_the_run_in_that_runs_language():
    """What the process-wide value is for: AppTest calls a ``format_func`` after the run, in its own thread."""
    spanish = _phone("es", _offers_a_choice)
    assert language.current_language() == "es"
    assert spanish.selectbox(key="box").options == ["Inicio a", "Inicio b"]
    spanish.selectbox(key="box").select("b").run()  # formatted after the run: found by its Spanish label
    assert spanish.selectbox(key="box").value == "b"
