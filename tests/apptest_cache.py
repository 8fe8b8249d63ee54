"""One compiled copy of each page script for every ``AppTest`` run in the test process, one look for
installed components, and a run waited for without polling.

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

Two more things the server does once and ``AppTest`` did on every test: it looked for custom components
(``BidiComponentManager.discover_and_register_components``) by reading the metadata of every installed
package, 15 % of the AppTest tests' time; the server looks once at its start. ``SHARED_COMPONENTS``
looks once per test process (the installed packages do not change while the tests run). And it waited
for each run by polling its events every millisecond (``require_widgets_deltas``), taking Python's lock
from the script's thread a thousand times a second; ``finished_within`` waits for the script's thread
to end instead (it ends just after the run's last event), with the same time limit and the same error.
"""

from __future__ import annotations

from typing import Any

from streamlit.components.v2.component_manager import BidiComponentManager
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


class ComponentsLookedUpOnce(BidiComponentManager):
    """Streamlit's registry of custom components, whose look through the installed packages runs once."""

    looked_up = False

    def discover_and_register_components(self, *args: Any, **kwargs: Any) -> None:
        """The first call looks (``start_file_watching=False``, as AppTest asks); later calls keep its result."""
        if not self.looked_up:
            super().discover_and_register_components(*args, **kwargs)
            self.looked_up = True


SHARED_COMPONENTS = ComponentsLookedUpOnce()
"""The component registry of every AppTest of this test process (a server has one for all its sessions)."""


def shared_components() -> ComponentsLookedUpOnce:
    """What ``AppTest`` gets when it makes a new ``BidiComponentManager``: the shared one."""
    return SHARED_COMPONENTS


def finished_within(runner: local_script_runner.LocalScriptRunner, timeout: float = 3) -> None:
    """Wait until ``runner``'s script run has ended, at most ``timeout`` seconds; else stop it and raise
    the ``RuntimeError`` Streamlit's ``require_widgets_deltas`` raises."""
    thread = runner._script_thread
    if thread is not None:
        thread.join(timeout)
    if thread is None or not thread.is_alive() or runner.script_stopped():
        return
    runner.request_stop()
    runner.join()
    raise RuntimeError(f"AppTest script run timed out after {timeout}(s)")


app_test.BidiComponentManager = shared_components
local_script_runner.require_widgets_deltas = finished_within
