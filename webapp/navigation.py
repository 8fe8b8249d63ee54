"""The app's pages as players see them in the menu: Home first, every page with a title and an icon.

``streamlit_app.py`` is the frame Streamlit runs on every rerun: it calls ``route()``, which hands the
page list to ``st.navigation`` (the menu: across the top on a wide screen, behind the menu button on a
phone, where Streamlit closes it once a page is chosen) and runs the chosen page. The pages live in
``pages/``; the home page is ``pages/0_Home.py``, since the frame runs on every page and cannot also be
the home page's own script.

Why ``ensure_registered``: while a ``pages/`` folder exists, Streamlit starts each server process in
its older multipage mode, which runs a page file directly, without the frame, until the first
``st.navigation`` call of that process (and ``AppTest`` starts every run that way). Every page calls
``frame.page_setup`` first, which calls ``ensure_registered``: the menu then carries these titles from
the very first run after a restart, wherever a phone reconnects.

This module renders and routes; it computes no game rule.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any, Literal

import streamlit as st

from webapp import server_log
from webapp.language import say

ROOT = Path(__file__).resolve().parent.parent
PAGES_DIR = ROOT / "pages"
HOME_FILE = "0_Home.py"

# File name -> (catalogue key of its title, icon). A page file added later without an entry still shows,
# titled by its name. The titles are said in the phone's language on every run (webapp.language).
TITLES: dict[str, tuple[str, str]] = {
    HOME_FILE: ("menu.home", "🏠"),
    "1_City.py": ("menu.city", "🏙️"),
    "2_Scorepad.py": ("menu.scorepad", "🧮"),
    "3_Catalogue.py": ("menu.catalogue", "🗂️"),
    "4_History.py": ("menu.history", "📜"),
    "5_Assistant.py": ("menu.assistant", "🎲"),
    "6_Pad.py": ("menu.pad", "📝"),
}
DEFAULT_ICON = "📄"
MENU_POSITION: Literal["sidebar", "hidden", "top"] = "top"  # a row across the top on a computer; Streamlit puts it in the sidebar on a phone

_run = threading.local()  # Streamlit runs each session's script in its own thread, one run at a time


def page_files() -> list[Path]:
    """The page files in menu order: by their number prefix, as Streamlit orders a ``pages/`` folder."""
    def order(path: Path) -> tuple[int, str]:
        number = re.match(r"^(\d+)", path.name)
        return (int(number.group(1)) if number else 10_000, path.name)

    return sorted((p for p in PAGES_DIR.glob("*.py") if not p.name.startswith((".", "_"))), key=order)


def title_of(path: Path) -> tuple[str, str]:
    """(title, icon) of a page file in the phone's language: from ``TITLES``, else its name without the
    number prefix."""
    if path.name in TITLES:
        key, icon = TITLES[path.name]
        return say(key), icon
    return re.sub(r"^\d+_", "", path.stem).replace("_", " ").strip() or path.stem, DEFAULT_ICON


def url_path(page: str) -> str:
    """The URL path of a page file as Streamlit names it: "pages/1_City.py" -> "City", Home -> ""."""
    path = Path(page)
    return "" if path.name == HOME_FILE else re.sub(r"^\d+_", "", path.stem)


def _pages() -> list:
    pages = []
    for path in page_files():
        title, icon = title_of(path)
        # Absolute paths: an AppTest that opens a page file directly has that file's folder as its root.
        pages.append(st.Page(path, title=title, icon=icon, default=path.name == HOME_FILE))
    return pages


def route() -> None:
    """The frame's one job: show the menu and run the chosen page (Home when the URL names none)."""
    _run.routing = True
    try:
        st.navigation(_pages(), position=MENU_POSITION).run()
    finally:
        _run.routing = False


def ensure_registered() -> None:
    """Give Streamlit the menu when this run did not come through ``route`` (see the module docstring).

    Only for the app itself: a test that opens one page file as its own app has no menu to show.
    ``st.navigation`` makes the frame's script the "active" one, which names every widget made after
    it; the page's own is put back, so a widget keeps one id whichever way its page was reached (a tap
    made across a server restart would otherwise be lost). Streamlit has no public API for this: if
    its internals move, the menu is still given and only that id guarantee is lost."""
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    if getattr(_run, "routing", False):
        return
    ctx = get_script_run_ctx()
    if ctx is None or Path(ctx.main_script_path).resolve() != ROOT / "streamlit_app.py":
        return
    # Streamlit's internals, typed as ``Any`` at this one access point: no public API promises them.
    thread_state: Any = None
    active = None
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState

        thread_state = ThreadState
        active = thread_state.get().active_script_hash
    except Exception:  # noqa: BLE001 - internals moved: see the docstring
        thread_state, active = None, None
        server_log.internals_moved("ThreadState.active_script_hash",
                                   "after a restart, a widget's id may change and a tap held across it be lost")
    st.navigation(_pages(), position=MENU_POSITION)
    if thread_state is not None and active:
        thread_state.update(active_script_hash=active)
