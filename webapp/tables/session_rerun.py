"""Rerun another browser session's page from the server: the one place that uses Streamlit's internals.

The live refresh (``webapp.tables.live_refresh``) watches the store from one server thread and, when another
phone changed a table, asks just the sessions showing that table to redraw their page: what an
``st.rerun()`` inside the page would do, but started from outside the session. Streamlit has no
public API for that, so this module uses the runtime's own pieces, all of them in one place:

- ``Runtime.instance().get_app_session(session_id)``: documented as safe on any thread;
- ``AppSession.request_rerun(ClientState)``: what the session calls for a browser's rerun request, and
  for "run on save"; it must be called on the session's event loop (``AppSession._event_loop``);
- ``AppSession._scriptrunner``: not ``None`` while a script run of the session is under way.

``tests/test_live_watch.py`` checks that these still exist and fails loudly when a Streamlit upgrade
changes them; ``available`` says so at run time, and the pages then fall back to the fragment that
looks every few seconds (``webapp.tables.live_refresh``). The rerun carries no widget values, as
``st.rerun()`` does not: the session keeps the values the browser last sent, so a box being typed in
keeps its text.

What this module does not do: decide which session reruns, or read the store.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from streamlit.proto.ClientState_pb2 import ClientState
from streamlit.runtime import Runtime
from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx


@dataclass(frozen=True)
class PageRun:
    """What a rerun of one session's page needs: the session, and the page and address it shows."""

    session_id: str
    page_script_hash: str
    query_string: str
    context_info: bytes  # the browser's ContextInfo (time zone, locale, URL), serialised; b"" if none


def this_page() -> PageRun | None:
    """The page the running script draws, for a later rerun from the server; ``None`` when the server
    cannot start one (no Streamlit runtime, or AppTest's stand-in for it, or a Streamlit without these
    internals)."""
    ctx = get_script_run_ctx(suppress_warning=True)
    # Streamlit's own runtime only: AppTest runs the pages under a stand-in (a mock of it) that holds no
    # session to rerun, yet answers every question, so without this check a page under AppTest followed its
    # table through a mock session and paid for building the mock's answers on every run.
    if ctx is None or not Runtime.exists() or type(Runtime.instance()) is not Runtime:
        return None
    get_app_session = getattr(Runtime.instance(), "get_app_session", None)  # new in Streamlit 1.67
    session = get_app_session(ctx.session_id) if callable(get_app_session) else None
    if session is None or not _has_internals(session):
        return None
    info = ctx.context_info.SerializeToString() if ctx.context_info is not None else b""
    return PageRun(ctx.session_id, ctx.page_script_hash, ctx.query_string, info)


def _has_internals(session: object) -> bool:
    return (callable(getattr(session, "request_rerun", None)) and hasattr(session, "_event_loop")
            and hasattr(session, "_scriptrunner"))


GONE, ASKED = "gone", "asked"


def connected(page: PageRun) -> bool:
    """Whether the session of ``page`` is still connected (safe on any thread)."""
    return Runtime.exists() and Runtime.instance().get_app_session(page.session_id) is not None


def rerun(page: PageRun, *, when_busy: Callable[[], None]) -> str:
    """Ask the session of ``page`` to rerun that page, from any thread.

    Returns ``GONE`` when the session is closed or disconnected (a phone that comes back reruns its
    page itself), else ``ASKED``: the request is handed to the session's event loop, which starts the
    run unless a run of the session is under way; then it calls ``when_busy`` instead (on that loop),
    so that the caller asks again later rather than cut a phone's own tap short."""
    if not Runtime.exists():
        return GONE
    session = Runtime.instance().get_app_session(page.session_id)
    if session is None:
        return GONE
    state = ClientState(query_string=page.query_string, page_script_hash=page.page_script_hash)
    if page.context_info:
        state.context_info.ParseFromString(page.context_info)

    def start() -> None:  # on the session's event loop, like every request of its browser
        if session._scriptrunner is not None:  # private: see the module docstring
            when_busy()
        else:
            session.request_rerun(state)

    try:
        session._event_loop.call_soon_threadsafe(start)  # private: see the module docstring
    except RuntimeError:  # the loop is closed: the server is stopping
        return GONE
    return ASKED
