"""What the browser sent with this run that Streamlit has no public API for: widget values this session has
not drawn yet (a phone reconnecting after a server restart), whether this run is a fragment's alone, and
the phone's time zone and calendar day.

Any change in Streamlit's internals makes these answer "unknown", and each caller takes its own safe answer.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st

from webapp.ui.session_keys import RECONNECTED

def browser_text(key: str) -> str | None:
    """The text the browser sent for text box ``key`` in this run, registered by this session or not.

    Streamlit has no public API for a widget the session has not drawn yet (after a restart); widget
    ids end with the user key. Any change in its internals gives ``None``: the table is then taken
    as possibly older than the store, the safe answer (a tap held across a restart is not saved)."""
    incoming = incoming_widget_states()
    try:
        for widget_id, state in (incoming or {}).items():
            if widget_id.endswith(f"-{key}"):
                value = state.value
                if isinstance(value, str):
                    return value
                return value.string_value if value.WhichOneof("value") == "string_value" else None
    except Exception:  # noqa: BLE001 - internals moved: "unknown", which is the safe answer
        return None
    return None


def incoming_widget_states() -> dict | None:
    """Widget id -> the state the browser sent with this run's request, registered by this session or not;
    ``None`` when Streamlit's internals moved (each caller then takes its own safe answer).

    Streamlit has no public API for a widget the session has not drawn yet (after a restart)."""
    try:
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        return get_script_run_ctx().session_state._state._new_widget_state.states
    except Exception:  # noqa: BLE001 - internals moved: unknown
        return None


def in_fragment_run() -> bool:
    """True in a run of one fragment alone (not the whole page); False when that cannot be told."""
    try:
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        return bool(get_script_run_ctx().fragment_ids_this_run)
    except Exception:  # noqa: BLE001 - internals moved: a whole-page run, the old behaviour
        return False


_SESSION_RAN = "_ui_session_has_run_a_page"


def note_a_reconnect() -> None:
    """Remember that this run is a phone reconnecting to a new server session (after a restart).

    A new session whose browser already sends widget values has drawn this page before, on the old
    server: it is a phone left open across a restart, not a page being opened. Its widget values
    may be ahead of what the first run of this session sees (``settle_values_held_by_the_browser``
    says why and what is done about it). The mark stays until a page ends a run and acts on it, so
    a first run cut short (``st.rerun``) hands it on to the next one."""
    if st.session_state.get(_SESSION_RAN):
        return
    st.session_state[_SESSION_RAN] = True
    if _browser_sent_widgets() is not False:  # None (unknown) too: the safe side costs one rerun
        st.session_state[RECONNECTED] = True


def _browser_sent_widgets() -> bool | None:
    """True when the browser sent widget values with this run's request; None when that cannot be read.

    Streamlit has no public API for this (``incoming_widget_states``). A page opened
    afresh sends none; a phone reconnecting after a restart sends every value it shows."""
    incoming = incoming_widget_states()
    return None if incoming is None else bool(incoming)


def browser_holds(key: str) -> bool:
    """True when the browser sent a value for widget ``key`` that this server session has not registered.

    Streamlit has no public API for this; widget ids end with the user key. Any change in its
    internals makes this answer False, which is the old, safe behaviour (the stored value wins)."""
    incoming = incoming_widget_states()  # None when internals moved: keep the store's value
    return incoming is not None and any(widget_id.endswith(f"-{key}") for widget_id in incoming)


def browser_zone() -> str | None:
    """The phone's IANA time zone as its browser reports it (``st.context.timezone``); None if unknown."""
    return getattr(st.context, "timezone", None) or None


def local_day(moment: str) -> date | None:
    """The day of an ISO date-time (the store writes UTC) on the phone's own calendar.

    The browser reports its time zone (``st.context.timezone``); a table started at 23:30 in
    California is dated that evening, not the next day in UTC. Without it (tests, an old browser)
    the UTC day is kept. ``None`` when ``moment`` is not an ISO date-time."""
    try:
        when = datetime.fromisoformat(moment.strip())
    except ValueError:
        return None
    zone_name = browser_zone()
    if when.tzinfo is None or not zone_name:
        return when.date()
    try:
        return when.astimezone(ZoneInfo(zone_name)).date()
    except (ZoneInfoNotFoundError, ValueError):
        return when.date()
