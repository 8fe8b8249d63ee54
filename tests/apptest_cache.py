"""One compiled copy of each page script for every ``AppTest`` run in the test process.

A Streamlit server compiles a script once and keeps the code in one ``ScriptCache`` for every session
and rerun. ``AppTest`` (Streamlit 1.67) makes a new, empty ``ScriptCache`` on every ``run()``, so each
click in a test parsed, rewrote ("magic": ``st.write`` around bare expressions, then ``ast.fix_missing_locations`` over
the whole subtree of every block) and compiled the page again: about half of the CPU of the
AppTest tests. Importing this module makes ``AppTest`` use one shared cache instead, as the server
does. The page's code is the same: a script is read and compiled by the same Streamlit code, only
once per path (``AppTest.from_function``/``from_string`` name their script file after a hash of its
text, so different scripts never share a path); page files do not change while the tests run.

This is test harness, not product code: ``streamlit.testing`` builds its caches by calling the name
``ScriptCache`` in two of its modules, and both names are pointed at one function returning the
shared cache. ``tests/test_apptest_cache.py`` fails if a Streamlit upgrade stops calling them (the
tests would then only be slower, never wrong). Imported by ``tests/conftest.py``, so before any test.
"""

from __future__ import annotations

from streamlit.runtime.scriptrunner.script_cache import ScriptCache
from streamlit.testing.v1 import app_test, local_script_runner

SHARED = ScriptCache()
"""The compiled scripts of this test process, by absolute path (thread-safe: Streamlit's own lock)."""


def shared_script_cache() -> ScriptCache:
    """What ``streamlit.testing`` gets when it asks for a new ``ScriptCache``: the shared one."""
    return SHARED


# AppTest._run() gives one to its PagesManager (pages run through st.navigation) and LocalScriptRunner
# one to the ScriptRunner (the main script): both must be the shared cache.
app_test.ScriptCache = shared_script_cache
local_script_runner.ScriptCache = shared_script_cache
