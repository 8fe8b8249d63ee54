"""Guards: every piece of Streamlit's private internals the app reads, checked against the installed Streamlit.

Streamlit has no public API for four things the app needs; each module that reaches into its internals
says why, and falls back to a safe answer when they move (a silent fallback: a phone loses a tap held
across a server restart, a menu link changes a widget's id, every word works its language out again).
These tests make such a move loud instead: each fails with a message naming the internal that changed
and what the app loses. ``docs/architecture.md`` ("Moving to a new Streamlit") says what to do then.
The fifth use, the server-side rerun of ``webapp.tables.session_rerun``, is guarded in
``tests/test_live_watch.py``.

They run real script runs (AppTest) where the internal can be watched at work, and read Streamlit's
own source where only a served app reaches it (a fragment's run, the older multipage mode).
"""

from __future__ import annotations

import dataclasses
import inspect
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent
CHANGED = "Streamlit {version} changed {what}: {loss}. See docs/architecture.md, 'Moving to a new Streamlit'."


def changed(what: str, loss: str) -> str:
    import streamlit

    return CHANGED.format(version=streamlit.__version__, what=what, loss=loss)


# --- webapp.ui.browser_state: the widget values a browser sent that this session has not drawn ---------


def _widget_states_script() -> None:
    import streamlit as st

    from webapp.ui import browser_state

    incoming = browser_state.incoming_widget_states()
    st.session_state["runs"] = [*st.session_state.get("runs", []), {
        "incoming": None if incoming is None else sorted(incoming),
        "text": browser_state.browser_text("probe"),
        "holds": browser_state.browser_holds("probe"),
    }]
    st.text_input("probe", key="probe")


def test_the_widget_values_a_browser_sent_are_still_readable():
    """``browser_state.incoming_widget_states`` reads ``ctx.session_state._state._new_widget_state.states``:
    the values sent with this run's request, drawn by this session or not. A phone left open across a
    server restart sends values the new session never drew; without this, its held tap is not saved."""
    at = AppTest.from_function(_widget_states_script).run()
    at.text_input(key="probe").input("Ana").run()
    first, second = at.session_state["runs"]
    assert first["incoming"] is not None and second["incoming"] is not None, changed(
        "the session state's incoming widget states (SessionState._new_widget_state.states)",
        "a tap held by a phone across a server restart is no longer saved (webapp/ui/browser_state.py)")
    assert first["incoming"] == [] and first["holds"] is False  # a page opened afresh sends nothing
    assert any(widget_id.endswith("-probe") for widget_id in second["incoming"]), changed(
        "widget ids (no longer ending in '-<user key>')", "browser_text and browser_holds find no widget")
    assert second["text"] == "Ana" and second["holds"] is True, changed(
        "the incoming widget state's value (WidgetState.string_value)", "browser_text reads no text")


def test_a_fragments_own_run_can_still_be_told_from_a_whole_page_run():
    """``browser_state.in_fragment_run`` reads ``ScriptRunContext.fragment_ids_this_run``: a run of the
    City page's panel alone settles its own taps. Only a served app runs a fragment alone, so this reads
    Streamlit's source: the field, filled by each run's reset from the script runner."""
    from streamlit.runtime.scriptrunner import script_runner
    from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext

    fields = {f.name for f in dataclasses.fields(ScriptRunContext)}
    assert "fragment_ids_this_run" in fields, changed(
        "ScriptRunContext.fragment_ids_this_run", "a fragment's run is taken for a whole page's "
        "(webapp/ui/browser_state.py in_fragment_run): the City panel's held taps are settled twice or not at all")
    assert "fragment_ids_this_run" in inspect.signature(ScriptRunContext.reset).parameters, changed(
        "ScriptRunContext.reset (no fragment_ids_this_run)", "in_fragment_run always answers False")
    assert "fragment_ids_this_run" in inspect.getsource(script_runner), changed(
        "the script runner (no longer passes fragment_ids_this_run)", "in_fragment_run always answers False")


def _fragment_script() -> None:
    import streamlit as st

    from webapp.ui import browser_state

    st.session_state["whole"] = browser_state.in_fragment_run()


def test_a_whole_page_run_is_not_taken_for_a_fragments():
    at = AppTest.from_function(_fragment_script).run()
    assert at.session_state["whole"] is False


# --- webapp.language: this run's language worked out once per run --------------------------------------


def _language_script() -> None:
    import streamlit as st
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    from webapp import language

    ctx = get_script_run_ctx()
    first = language.say("menu.home")
    cached = getattr(ctx, language._RUN_CACHE, None)
    st.session_state["runs"] = [*st.session_state.get("runs", []), {
        "cursors": ctx.cursors, "cached": cached, "said": first, "again": language.say("menu.home")}]


def test_the_run_context_still_marks_each_run_for_the_language_cache():
    """``language.current_language`` keeps this run's language on Streamlit's run context, keyed by its
    ``cursors`` dict, which Streamlit makes anew at the start of every run (and fragment run). Without it
    every word works the language out again (about 12 us each, hundreds a page); with a ``cursors`` kept
    across runs, a phone that switched language would keep its old one."""
    from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext

    at = AppTest.from_function(_language_script)
    at.query_params["lang"] = "de"
    at.run()
    at.query_params["lang"] = "es"
    at.run()
    first, second = at.session_state["runs"]
    assert isinstance(first["cursors"], dict), changed("ScriptRunContext.cursors (no longer a dict)",
                                                       "webapp/language.py works the language out for every word")
    assert first["cursors"] is not second["cursors"], changed(
        "ScriptRunContext.reset (cursors kept across runs)", "a phone keeps the language of its first run")
    assert "self.cursors = {}" in inspect.getsource(ScriptRunContext.reset), changed(
        "ScriptRunContext.reset (no new cursors dict)", "a fragment's run may reuse the page run's language")
    assert first["cached"] is not None and first["cached"][0] is first["cursors"], changed(
        "the run context (it no longer takes the app's attribute)", "webapp/language.py caches nothing")
    assert (first["said"], second["said"]) == ("Start", "Inicio")
    assert first["again"] == first["said"] and second["again"] == second["said"]


# --- webapp.navigation: the menu given in Streamlit's older multipage mode keeps widget ids -------------


def test_widget_ids_still_follow_the_active_script_hash_that_the_menu_puts_back(tmp_path, monkeypatch):
    """``navigation.ensure_registered`` calls ``st.navigation`` in a run that Streamlit's older multipage
    mode started on a page file (the first run after a restart), and puts the page's active script hash
    back (``ThreadState``): widget ids are made with it, so a widget keeps one id whichever way its page
    was reached. Without this a tap made across a server restart lands on a widget of another id and is lost."""
    from streamlit.elements.lib import utils
    from streamlit.runtime.scriptrunner_utils import script_run_context

    thread_state = getattr(script_run_context, "ThreadState", None)
    assert thread_state is not None and callable(getattr(thread_state, "get", None)) and callable(
        getattr(thread_state, "update", None)), changed(
        "ThreadState (get / update) in streamlit.runtime.scriptrunner_utils.script_run_context",
        "webapp/navigation.py can no longer put a page's script hash back after the menu")
    fields = {f.name for f in dataclasses.fields(script_run_context.FragmentThreadState)}
    assert "active_script_hash" in fields, changed("FragmentThreadState.active_script_hash",
                                                   "webapp/navigation.py puts nothing back")
    assert "ThreadState.get().active_script_hash" in inspect.getsource(utils.compute_and_register_element_id), (
        changed("how widget ids are made (no longer with the active script hash)",
                "the put-back in webapp/navigation.py may no longer be needed: check and simplify it"))
    assert "main_script_path" in {f.name for f in dataclasses.fields(script_run_context.ScriptRunContext)}, changed(
        "ScriptRunContext.main_script_path", "webapp/navigation.py cannot tell the app's frame from a test's page")

    # At work: a run whose main script is the app's frame, as after a restart, given the menu.
    (tmp_path / "streamlit_app.py").write_text(
        "import streamlit as st\n"
        "from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState\n"
        "from webapp import navigation\n"
        "ThreadState.update(active_script_hash='the-page')\n"
        "navigation.ensure_registered()\n"
        "st.session_state['after'] = ThreadState.get().active_script_hash\n")
    from webapp import navigation

    monkeypatch.setattr(navigation, "ROOT", tmp_path)
    at = AppTest.from_file(str(tmp_path / "streamlit_app.py")).run()
    assert not at.exception, at.exception
    assert at.session_state["after"] == "the-page", changed(
        "st.navigation or ThreadState", "a page's widgets change id after the menu is given")

    # Why it is needed: st.navigation alone makes the frame's script the active one.
    (tmp_path / "bare.py").write_text(
        "import streamlit as st\n"
        "from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState\n"
        "from webapp import navigation\n"
        "ThreadState.update(active_script_hash='the-page')\n"
        "st.navigation(navigation._pages(), position=navigation.MENU_POSITION)\n"
        "st.session_state['after'] = ThreadState.get().active_script_hash\n")
    bare = AppTest.from_file(str(tmp_path / "bare.py")).run()
    assert not bare.exception, bare.exception
    assert bare.session_state["after"] != "the-page", changed(
        "st.navigation (it no longer changes the active script hash)",
        "nothing: the put-back in webapp/navigation.py ensure_registered is no longer needed; remove it and this test")


# --- webapp.tables.session_rerun: what a page run records for a rerun from the server ---------------------


def test_the_run_context_still_names_the_page_a_server_rerun_needs():
    """``session_rerun.this_page`` reads the session, page, address and browser context of the running
    script (the rest of that module is guarded in tests/test_live_watch.py)."""
    from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext

    names = {f.name for f in dataclasses.fields(ScriptRunContext)} | {
        name for name, _ in inspect.getmembers(ScriptRunContext, lambda m: isinstance(m, property))}
    for needed in ("session_id", "page_script_hash", "query_string", "context_info"):
        assert needed in names, changed(f"ScriptRunContext.{needed}",
                                        "another phone's change no longer reruns a page at once (3-second tick)")


@pytest.mark.parametrize("module", ["streamlit.runtime.scriptrunner",
                                    "streamlit.runtime.scriptrunner_utils.script_run_context"])
def test_the_run_context_is_still_found_where_the_app_imports_it(module):
    import importlib

    assert callable(getattr(importlib.import_module(module), "get_script_run_ctx", None)), changed(
        f"{module}.get_script_run_ctx", "webapp/language.py, navigation.py and ui/browser_state.py fail to import")


def test_whether_a_streamlit_runtime_runs_is_still_asked_the_same_way():
    """``webapp.language`` reads ``streamlit.runtime.exists()`` (exported, not in the API reference): a word
    asked for outside any run is English in a served app, the latest run's under AppTest."""
    from streamlit import runtime

    assert callable(getattr(runtime, "exists", None)), changed(
        "streamlit.runtime.exists", "webapp/language.py cannot tell a served app from AppTest")
    assert runtime.exists() is False  # no server in this test process, outside a run


def test_the_exception_a_page_link_outside_the_menu_raises_is_still_where_the_assistant_catches_it():
    """``webapp.assistant.ui`` falls back to a plain link when ``st.page_link`` refuses a page that the
    menu does not know (``streamlit.errors.StreamlitAPIException``, exported but not in the API reference)."""
    import streamlit.errors

    assert issubclass(getattr(streamlit.errors, "StreamlitAPIException", type(None)), Exception), changed(
        "streamlit.errors.StreamlitAPIException", "the Assistant's link to its scorepad may raise on the page")


# --- the public API: every keyword the app passes still accepted -----------------------------------------


def _keywords_passed_to_streamlit() -> dict[tuple[str, str], set[str]]:
    """(st function, keyword) -> the files that pass it, over webapp/, pages/ and streamlit_app.py."""
    import ast

    used: dict[tuple[str, str], set[str]] = {}
    for path in [*ROOT.glob("webapp/**/*.py"), *ROOT.glob("pages/*.py"), ROOT / "streamlit_app.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "st"):
                for keyword in node.keywords:
                    if keyword.arg:
                        used.setdefault((node.func.attr, keyword.arg), set()).add(path.relative_to(ROOT).as_posix())
    return used


def test_every_keyword_the_app_passes_to_streamlit_is_still_accepted():
    """A release that drops or renames a keyword (``width=``, ``required=``, ``on_click=``...) breaks a page
    only where it runs; this reads every ``st.<command>(keyword=...)`` in the app and checks it against the
    installed Streamlit's signatures. (Run against older wheels, it found the lower bounds in pyproject.toml.)"""
    import streamlit as st

    used = _keywords_passed_to_streamlit()
    assert len(used) > 50  # the app's calls were found
    missing = []
    for (command, keyword), files in sorted(used.items()):
        function = getattr(st, command, None)
        if function is None:
            missing.append(f"st.{command} ({', '.join(sorted(files))})")
            continue
        try:
            parameters = inspect.signature(function).parameters
        except (TypeError, ValueError):  # not introspectable (none of the app's today)
            continue
        if keyword not in parameters and not any(p.kind is p.VAR_KEYWORD for p in parameters.values()):
            missing.append(f"st.{command}(..., {keyword}=) ({', '.join(sorted(files))})")
    assert not missing, changed("the signature of commands the app calls", "these calls fail on their page: "
                                + "; ".join(missing))
