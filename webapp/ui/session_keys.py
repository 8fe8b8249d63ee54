"""Names of the session-state entries the ``webapp.ui`` modules share (one place, so two modules never
disagree on a key). Each says what it holds; no Streamlit call here."""

from __future__ import annotations

BASE = "_ui_widget_value_known"  # key -> the value this session knows the browser holds (pushed or saved)
RUN = "_ui_whole_page_runs"  # this session's whole-page runs, counted by page_setup
PUSHED_KEY = "ui_last_run_drawn"  # hidden widget, drawn last: the last whole-page run this browser received
SESSION_MARK = "_ui_session_mark"  # a random mark of this session, in PUSHED_KEY's value (runs of other sessions)
REFUSED = "_ui_refused_changes"  # key -> _Refusal, until that widget changes again
DISPLAYED = "_ui_refusals_shown_this_run"  # keys whose refusal a field_message showed in this run
DRAWN = "_ui_table_drawn"  # game id -> the game as this session last drew it
STALE = "_ui_browser_drew_an_older_table"  # True when the browser last drew an older table version
RECONNECTED = "_ui_reconnected_catch_pending"  # set by a reconnect's first run until a page arms the catch
