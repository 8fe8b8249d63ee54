"""The test harness of tests/apptest_cache.py: every AppTest run asks the one shared cache for its
scripts (the frame and the page ``st.navigation`` runs), so a page is compiled at most once per process.

If a Streamlit upgrade builds its caches another way, this fails: the AppTest tests would still be
right, only slower again (about twice the CPU)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import apptest_cache
import pytest
from app_helpers import HOME, TIMEOUT, assert_clean
from streamlit.runtime.scriptrunner import script_cache
from streamlit.testing.v1 import AppTest

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
