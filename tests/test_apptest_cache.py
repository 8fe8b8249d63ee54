"""The test harness of tests/apptest_cache.py: every AppTest run asks the one shared cache for its
scripts (the frame and the page ``st.navigation`` runs), so a page is compiled at most once per process.

If a Streamlit upgrade builds its caches another way, this fails: the AppTest tests would still be
right, only slower again (about twice the CPU). So do the shared registry of installed components
(looked for once per process) and the wait for a run without polling."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import apptest_cache
import pytest
from app_helpers import HOME, TIMEOUT, assert_clean
from streamlit.components.v2.component_manager import BidiComponentManager
from streamlit.runtime.scriptrunner import script_cache
from streamlit.testing.v1 import AppTest, local_script_runner

HOME_PAGE = Path(__file__).resolve().parent.parent / "pages" / "0_Home.py"


pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def test_two_apptests_compile_the_frame_and_the_home_page_at_most_once(monkeypatch):
    asked: Counter = Counter()
    compiled: Counter = Counter()
    ask = apptest_cache.SHARED.get_bytecode

    def recording_ask(path):
        asked[str(Path(path).resolve())] += 1
        return ask(path)

    def recording_compile(source, filename, *args, **kwargs):
        compiled[str(Path(filename).resolve())] += 1
        return compile(source, filename, *args, **kwargs)

    monkeypatch.setattr(apptest_cache.SHARED, "get_bytecode", recording_ask)
    # ScriptCache calls the builtin by its global name: a module global of that name is found first.
    monkeypatch.setattr(script_cache, "compile", recording_compile, raising=False)
    for _ in range(2):
        at = AppTest.from_file(str(HOME), default_timeout=TIMEOUT).run()
        assert_clean(at)
    frame, page = str(HOME.resolve()), str(HOME_PAGE)
    # Both runs asked the shared cache for the frame (the ScriptRunner's cache) and for the home page
    # (the PagesManager's cache, which st.navigation runs pages from)...
    assert asked[frame] >= 2 and asked[page] >= 2
    # ...and each was compiled at most once (not at all when an earlier test of this process did).
    assert compiled[frame] <= 1 and compiled[page] <= 1


def test_apptests_look_for_installed_components_once_per_process(monkeypatch):
    looks: list[object] = []
    look = BidiComponentManager.discover_and_register_components

    def recording_look(self, *args, **kwargs):
        looks.append(self)
        return look(self, *args, **kwargs)

    monkeypatch.setattr(BidiComponentManager, "discover_and_register_components", recording_look)
    monkeypatch.setattr(apptest_cache.SHARED_COMPONENTS, "looked_up", False)  # as in a new test process
    runs = [AppTest.from_file(str(HOME), default_timeout=TIMEOUT).run() for _ in range(2)]
    for at in runs:
        assert_clean(at)
        # Streamlit asked for a new registry and got the shared one (else each AppTest looks again).
        assert at._bidi_component_manager is apptest_cache.SHARED_COMPONENTS
    assert looks == [apptest_cache.SHARED_COMPONENTS]


def test_a_run_is_waited_for_until_its_end_and_a_run_past_its_time_limit_fails(monkeypatch):
    waits: list[float] = []

    def recording_wait(runner, timeout=3):
        waits.append(timeout)
        return apptest_cache.finished_within(runner, timeout)

    monkeypatch.setattr(local_script_runner, "require_widgets_deltas", recording_wait)

    def slow_script():
        import time

        import streamlit as st

        time.sleep(0.3)
        st.write("drawn after a pause")

    at = AppTest.from_function(slow_script, default_timeout=5).run()
    assert [m.value for m in at.markdown] == ["drawn after a pause"]

    def endless_script():
        import time

        import streamlit as st

        while True:  # each Streamlit call lets a stop request end the run (as on the server)
            st.empty()
            time.sleep(0.05)

    with pytest.raises(RuntimeError, match=r"timed out after 0\.5"):
        AppTest.from_function(endless_script, default_timeout=0.5).run()
    assert waits == [5, 0.5]  # Streamlit waited through finished_within, with each test's time limit
