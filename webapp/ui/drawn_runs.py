"""Which whole-page run of this session a phone's browser drew last, as its request says.

The end of a page draws a hidden box holding this session's mark and the run's number
(``held_values.note_runs_drawn``); the browser sends it back with every request, so a run can tell whether the
request left the browser before an earlier run reached it: a value pushed then (``binding.push_missed``), or a
message shown then (``frame.page_setup`` shows it once more). No widget is drawn here.
"""

from __future__ import annotations

import secrets

import streamlit as st

from webapp.ui.session_keys import PUSHED_KEY, SESSION_MARK


def session_mark() -> str:
    """A random mark of this session (made on first use), part of the hidden run box's value: after a server
    restart the browser still sends the old session's box, whose number says nothing of the new session's runs."""
    if SESSION_MARK not in st.session_state:
        st.session_state[SESSION_MARK] = secrets.token_hex(4)
    return st.session_state[SESSION_MARK]


def runs_drawn() -> int:
    """The last whole-page run of this session that the browser drew to the end, as this request says; -1
    when it drew none (a box from before a restart, or none at all)."""
    mark, _, number = str(st.session_state.get(PUSHED_KEY) or "").rpartition(":")
    if mark != st.session_state.get(SESSION_MARK) or not number.isdigit():
        return -1
    return int(number)
