"""Errors a page catches: an unexpected one to the server's log with its traceback, the page and the table.

A page never shows a traceback: it catches what could go wrong and shows a message in the phone's
language, as it did. ``caught(error)`` is what it does with the error besides: an *unexpected* error (a
bug, a database that is away) goes to the server's log (``webapp.server_log``) with its traceback, the
page it happened on (the page file in the call stack) and the table (``?game=``, ``?pad=`` or ``?live=``
in the address); an *expected* one (a refused placement, a stale version, a bad file, an
unknown card: ``EXPECTED``) is the player's to fix, is already said on the phone, and is not logged.

What this module does not do: choose or show the phone's message (each page does).
"""

from __future__ import annotations

import inspect
from pathlib import Path

from card_db.catalogue import UnknownCardError
from card_db.loader import CatalogueError
from card_db.models import RuleError
from card_db.strict_json import JsonFileError
from scorer.engine.rules import IllegalActionError
from scorer.engine.saved import SavedGameFileError
from scorer.engine.setup import SetupError
from scorer.formats.gamefile import GameFileError
from scorer.model.problems import InvalidGameError
from webapp.assistant.store import LiveGameNotFoundError
from webapp.assistant.store import StaleGameError as StaleLiveGameError
from webapp.cards.photo import PhotoError
from webapp.qr import QRTooLongError
from webapp.server_log import configure, log, safe
from webapp.tables.operations import TableError
from webapp.tables.store import FinishedGameError, GameNotFoundError, StaleGameError

EXPECTED: tuple[type[BaseException], ...] = (
    TableError, StaleGameError, StaleLiveGameError, FinishedGameError, GameNotFoundError, LiveGameNotFoundError,
    CatalogueError, JsonFileError, RuleError, UnknownCardError, InvalidGameError, GameFileError, SavedGameFileError,
    IllegalActionError, SetupError, PhotoError, QRTooLongError,
)
"""Refusals and bad input: the player's to fix, said on the phone, not a fault of the server."""

TABLE_PARAMS = ("game", "pad", "live")  # frame.GAME_PARAM, pad.ui.PAD_PARAM, assistant.ui.PARAM
ROOT = Path(__file__).resolve().parent.parent
PAGES_DIR = ROOT / "pages"


def expected(error: BaseException) -> bool:
    """Whether ``error`` is a refusal or bad input (``EXPECTED``) rather than a fault."""
    return isinstance(error, EXPECTED)


def caught(error: BaseException) -> None:
    """What a page does with an error it caught besides showing its message: an unexpected one goes to the
    server's log with its traceback, the page it happened on and the table its address names (the line of
    code is in the traceback). An expected one is not logged."""
    if expected(error):
        return
    configure()
    log.error("unexpected error on page %s, table %s: %s", _page(), safe(_table_in_address()),
              safe(f"{type(error).__name__}: {error}"), exc_info=(type(error), error, error.__traceback__))


LAST_PAGE = "_errors_last_page"
"""Session key: the page file this session last drew (``note_page``), for an error in a widget's callback."""


def note_page() -> None:
    """Remember the page being drawn (``webapp.ui.frame.page_setup`` calls this on every page run).

    Why: a widget's callback runs at the start of the next run, before any page file is in the call
    stack; its page is the one the phone showed, the last one this session drew."""
    import streamlit as st

    page = _page_in_stack()
    if page is not None:
        st.session_state[LAST_PAGE] = page


def _page() -> str:
    """The page file in the call stack (``pages/1_City.py``); in a callback, the page this session last
    drew; else ``(no page)``."""
    page = _page_in_stack()
    if page is not None:
        return page
    try:
        import streamlit as st
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        if get_script_run_ctx(suppress_warning=True) is not None:
            return str(st.session_state.get(LAST_PAGE, "(no page)"))
    except Exception:  # noqa: BLE001 - outside a script run there is no session: the log line says so
        pass
    return "(no page)"


def _page_in_stack() -> str | None:
    frame = inspect.currentframe()
    while frame is not None:
        path = Path(frame.f_code.co_filename).resolve()
        if path.parent == PAGES_DIR:
            return path.relative_to(ROOT).as_posix()
        frame = frame.f_back
    frame = inspect.currentframe()
    while frame is not None:  # no page yet: the frame that routes to one (``streamlit_app.py``)
        if Path(frame.f_code.co_filename).resolve() == ROOT / "streamlit_app.py":
            return "streamlit_app.py"
        frame = frame.f_back
    return None


def _table_in_address() -> str | None:
    """The table the phone's address names (``game=ID``, ``pad=ID``, ``live=ID``), or None outside a run."""
    try:
        import streamlit as st
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        if get_script_run_ctx(suppress_warning=True) is None:  # a thread of the server's own: no address
            return None
        params = st.query_params
        return next((f"{name}={params[name]}" for name in TABLE_PARAMS if name in params), None)
    except Exception:  # noqa: BLE001 - outside a script run there is no address: the log line says None
        return None
