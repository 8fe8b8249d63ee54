"""Streamlit helpers shared by the score-pad pages: page set-up, phone CSS, the game in the URL, errors.

Every page calls ``page_setup`` first, then ``current_game`` (the game named by ``?game=ID`` in the
URL, read from the store on EVERY rerun, so a refresh, a phone that slept or a server restart shows
the table exactly as stored). Changes go through ``apply``: one ``webapp.tables`` operation applied
by the store in one transaction, which sets one field of the game stored NOW. A bound widget saves
the value the phone shows (never a difference: a Streamlit widget sends its absolute value), so
phones changing different fields never interfere and the same field ends with the last value set.
The server pushes a stored value to a widget only when it differs from what this session knows the
browser holds (another phone changed it, or a change was refused): a push over a value the browser
already holds would undo taps still on their way. A stepper (``bind_count``) saves its value only
over the count its tap started from (a compare-and-set), so "+" never stores a decrease. A refused
change made with a widget bound by ``bind`` is shown right under that widget (``field_message``),
which keeps what the user entered; any other refused change is shown at the top of the page on the
next rerun (``flash``).

This module renders and routes; it computes no game rule and does not score.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import Any, Callable, NamedTuple
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st
from pydantic import ValidationError

from card_db.catalogue import Catalogue
from scorer.model.game import FinishedGame
from webapp import access, finished_guard, join, live_refresh, navigation
from webapp.markdown_text import escape_markdown
from webapp.store import FinishedGameError, GameStore, StoreError, StoredGame, default_db_path
from webapp.tables import TableError

GAME_PARAM = "game"
HOME_PAGE = "pages/0_Home.py"  # relative to streamlit_app.py, as Streamlit resolves page paths
CITY_PAGE = "pages/1_City.py"
SCOREPAD_PAGE = "pages/2_Scorepad.py"
CATALOGUE_PAGE = "pages/3_Catalogue.py"
HISTORY_PAGE = "pages/4_History.py"
ASSISTANT_PAGE = "pages/5_Assistant.py"
_FLASH = "_flash_messages"

# Phone first: no sideways scrolling at 390 px, big touch targets, compact vertical rhythm.
_PHONE_CSS = """
<style>
html, body, [data-testid="stAppViewContainer"] { overflow-x: hidden; }
[data-testid="stMainBlockContainer"] { padding-left: 0.8rem; padding-right: 0.8rem; max-width: 46rem; }
/* A phone's screen is short: less air above the first line and a smaller page title (a 14-card city
   and its editor fit in about two screens, tests/test_browser_city.py). */
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] { padding-top: 4rem; }
  h1 { font-size: 2rem !important; padding-top: 0.25rem !important; }
  [data-testid="stVerticalBlock"] { gap: 0.75rem; }
}
button, [data-testid="stBaseButton-secondary"], [data-testid="stBaseButton-primary"] { min-height: 2.75rem; }
[data-testid="stNumberInput"] button { min-width: 2.75rem; }
.sm-grid { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 2px; margin-bottom: 0.4rem; }
.sm-grid td { border-radius: 4px; padding: 2px; font-size: 0.7rem; line-height: 1.1; text-align: center;
  overflow: hidden; word-break: break-word; height: 2.6rem; color: white; }
.sm-grid td.empty { background: #eef1f4; color: #555; }
.sm-grid td.start { background: #222; }
.sm-grid td.pad { background: transparent; }
.sm-grid th { font-size: 0.65rem; font-weight: normal; color: #555; }
/* A city's rows never wrap: a wide city scrolls sideways in its box, its starting tile held at the edge. */
.sm-grid-box { overflow-x: auto; overscroll-behavior-x: contain; }
.sm-grid-box .sm-grid .start { position: sticky; left: 0; right: 0; z-index: 1; outline: 2px solid white; }
.sm-grid-box .sm-grid th.start { background: white; }
/* Markdown tables (the scorepad) always fit the phone: columns share the width and long names wrap. */
[data-testid="stMarkdownContainer"] table { table-layout: fixed; width: 100%; }
[data-testid="stMarkdownContainer"] th, [data-testid="stMarkdownContainer"] td {
  overflow-wrap: anywhere; word-break: break-word; padding: 0.3rem 0.25rem; }
/* Thumb-sized targets: every control used at the table is at least 44 x 44 px (Apple's and Google's
   minimum), measured by tests/test_browser_phone.py on each page at 390 x 844. */
[data-testid^="stBaseButton-"], [data-testid="stButtonGroup"] button { min-height: 44px; min-width: 44px; }
[data-testid="stPageLink-NavLink"] { min-height: 44px; min-width: 44px; display: flex; align-items: center; }
/* A long page link wraps (Home's were cut at the screen's edge with an ellipsis); a link button is as tall. */
[data-testid="stPageLink-NavLink"] span, [data-testid="stPageLink-NavLink"] [data-testid="stMarkdownContainer"],
[data-testid="stPageLink-NavLink"] p { white-space: normal; overflow: visible; text-overflow: clip; height: auto; }
[data-testid^="stBaseLinkButton-"] { min-height: 44px; min-width: 44px; }
/* The menu's open button (the only way to the menu on a phone) and its close button: thumb-sized too. */
[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapseButton"] button {
  min-width: 44px; min-height: 44px; }
/* Number boxes: the box as tall as a thumb, its - and + as wide as they are tall. */
[data-testid="stNumberInputContainer"] { min-height: 44px; }
[data-testid="stNumberInputStepUp"], [data-testid="stNumberInputStepDown"] { min-width: 44px; min-height: 44px; }
/* A check box, toggle or radio option is tapped on its whole label row, not its 13 px box. */
[data-testid="stCheckbox"] label, [data-testid="stRadio"] label {
  min-height: 44px; min-width: 44px; align-items: center; }
[data-testid="stRadio"] [role="radiogroup"] { row-gap: 0; }
/* Tabs (a player's name over their city) as tall as a thumb and never narrower than one. */
[data-testid="stTabs"] [role="tab"] { min-height: 44px; min-width: 44px; }
/* The City editor: less padding in its box, so a row of 7 people choices keeps 44 px per choice. */
[class*="st-key-city-editor-"] { padding: 0.4rem 0.5rem !important; }
[class*="st-key-"][class$="-people"], [class*="-people "] { gap: 2px !important; }
/* The table version this browser drew (SEEN_KEY): a value for the server, not for the eye. */
.st-key-ui_table_version_drawn, .st-key-ui_last_run_drawn { display: none; }
</style>
"""


# Streamlit closes its menu after a page is chosen only when the browser's user agent says "phone".
# A narrow window that does not (a phone in "desktop site" mode, a small tablet or laptop window)
# would keep the menu over the new page: close it the same way, below Streamlit's phone width.
_CLOSE_MENU_JS = """
<script>
if (!window.smCloseMenuOnPick) {
  window.smCloseMenuOnPick = true;
  document.addEventListener('click', (event) => {
    if (!event.target.closest('[data-testid="stSidebarNavLink"]') || window.innerWidth >= 768) return;
    setTimeout(() => {
      const close = document.querySelector('[data-testid="stSidebarCollapseButton"] button');
      if (close && close.getAttribute('aria-expanded') === 'true') close.click();
    }, 100);
  }, true);
}
</script>
"""


def page_setup(title: str, icon: str = "🌊") -> None:
    """Page config (centered layout for phones), the menu, the phone CSS and any message left by a callback."""
    navigation.ensure_registered()
    st.set_page_config(page_title=f"{title} · Santa Monica score pad", page_icon=icon, layout="centered")
    st.html(_PHONE_CSS)
    st.html(_CLOSE_MENU_JS, unsafe_allow_javascript=True)  # our own fixed script: no user text in it
    live_refresh.page_started()  # followed again only by a page showing a table or pad (current_game)
    access.gate()  # the server's password, when one is set: nothing of the page is drawn before it
    st.session_state[_DISPLAYED] = set()
    st.session_state[_RUN] = st.session_state.get(_RUN, 0) + 1
    _note_a_reconnect()
    for kind, message in st.session_state.pop(_FLASH, []):
        {"error": st.error, "warning": st.warning}.get(kind, st.success)(escape_markdown(message))


def flash(message: str, kind: str = "error") -> None:
    """Show ``message`` at the top of the page on the next rerun (for use inside callbacks).

    ``message`` is plain text, shown exactly as written: it may quote names, titles or a URL value."""
    st.session_state.setdefault(_FLASH, []).append((kind, message))


@st.cache_resource(show_spinner=False)
def _store_at(path: str) -> GameStore:
    return GameStore(path)


def store() -> GameStore:
    """The game store (path from ``$SANTA_MONICA_DB`` or the data folder), shared by all sessions."""
    return _store_at(str(default_db_path()))


def store_or_stop() -> GameStore:
    """``store()``, or a message and the end of this page when the database cannot be opened."""
    try:
        return store()
    except (OSError, sqlite3.Error) as error:
        st.error(escape_markdown(f"The game store at {default_db_path()} cannot be opened ({error}): check the "
                                 "folder exists and is writable, or set SANTA_MONICA_DB to another file, then reload."))
        st.stop()


_LAST_GAME = "_last_game_id"


def remembered_param(param: str, session_key: str, *, restore: bool = True) -> str | None:
    """The id in the page URL's ``?param=``, if any, remembered in the session under ``session_key``.

    Streamlit's menu links drop query parameters; with ``restore`` the id this session last used is
    put back into the URL, so coming back to a page finds the same table, pad or live game open."""
    value = st.query_params.get(param) or None
    if value:
        st.session_state[session_key] = value
    elif restore and st.session_state.get(session_key):
        value = st.session_state[session_key]
        st.query_params[param] = value
    return value


def game_id(*, restore: bool = True) -> str | None:
    """The game id in the page URL (``?game=ID``), if any; restored from this session (``remembered_param``)."""
    # The id the session's address came with, before any tap here: the table a join link or QR code named.
    st.session_state.setdefault(_JOINED, st.query_params.get(GAME_PARAM) or "")
    return remembered_param(GAME_PARAM, _LAST_GAME, restore=restore)


_JOINED = "_joined_game_id"


def joined_game() -> str | None:
    """The table this phone joined by its link or QR code (Home lists it first), or None."""
    return st.session_state.get(_JOINED) or None


def joined_first(games: GameStore, drafts: list, current: StoredGame | None) -> list:
    """Home's tables to resume with the one this phone joined first (fetched if it is not among the latest),
    unless it is the open table already shown above them."""
    joined = joined_game()
    if not joined or (current is not None and current.id == joined):
        return drafts
    mine = [d for d in drafts if d.id == joined]
    if not mine:
        try:
            summary = games.get(joined).summary
        except (StoreError, sqlite3.Error):  # deleted since: nothing to put first
            return drafts
        mine = [summary] if summary.status == "draft" else []
    return mine + [d for d in drafts if d.id != joined]


def forget_game() -> None:
    """Close the open table in this session (the URL loses ``?game=``; the game stays stored)."""
    st.session_state.pop(_LAST_GAME, None)
    st.query_params.pop(GAME_PARAM, None)


def current_game(*, restore: bool = True) -> StoredGame | None:
    """The game named in the URL, read from the store now; ``None`` (with a message) if there is none."""
    gid = game_id(restore=restore)
    if gid is None:
        return None
    try:
        stored = store_or_stop().get(gid)
        _note_version_seen(stored)
        live_refresh.follow(live_refresh.GAME, gid, stored.summary.updated)  # another phone's change shows
        return stored
    except StoreError as error:
        st.session_state.pop(_LAST_GAME, None)
        st.error(escape_markdown(error))  # it quotes the id typed in the URL
    except sqlite3.Error as error:
        st.error(escape_markdown(f"The game store cannot be read right now ({error}); reload the page in a moment."))
    return None


POLL_SECONDS = live_refresh.POLL_SECONDS
"""How often a game page looks for another phone's change (``webapp.live_refresh``); 0: never."""


def require_game() -> StoredGame:
    """The game named in the URL, or stop the page with a way back home."""
    stored = current_game()
    if stored is None:
        if game_id() is None:
            st.info("No table is open on this page: start or resume one on the home page.")
        st.page_link(HOME_PAGE, label="Home: start or resume a table", icon="🏠")
        st.stop()
    return stored


def apply(gid: str, operation: Callable[..., FinishedGame], /, **kwargs: Any) -> StoredGame | None:
    """Apply one table operation to the stored game; a refused change becomes a message, never a traceback."""
    saved, refusal = try_apply(gid, operation, **kwargs)
    if refusal is not None and refusal != finished_guard.HELD:  # a held change: the page asks instead
        flash(refusal)
    return saved


def try_apply(
    gid: str, operation: Callable[..., FinishedGame], /, **kwargs: Any
) -> tuple[StoredGame | None, str | None]:
    """The stored game after ``operation``, or ``None`` and the message saying why it was refused.

    For a page that shows the message itself, next to the control that made the change.

    A change to a finished table that this phone has not agreed to correct is not saved: it is held
    (``webapp.finished_guard``, message ``finished_guard.HELD``) until the player answers "Correct
    this finished table?", which the page asks at its end (``settle_values_held_by_the_browser``)."""
    change = partial(operation, **kwargs)
    try:
        saved = store().update(gid, change, finished_ok=finished_guard.confirmed(gid))
        live_refresh.note_saved(live_refresh.GAME, gid, saved.summary.updated, replaced=saved.replaced)
        return saved, None
    except FinishedGameError as error:
        return None, finished_guard.hold(gid, error.summary, partial(_answer_held, gid, change))
    except (TableError, StoreError) as error:
        return None, str(error)
    except sqlite3.Error as error:
        return None, f"That change was not saved: the game store is busy or unavailable ({error}). Try again."
    except ValidationError as error:
        first = error.errors()[0]
        if first.get("type") == "value_error":  # the model's own sentence names the limit and the fix
            reason = str(first.get("msg")).removeprefix("Value error, ")
            return None, f"That change was refused: {reason}. Nothing was saved."
        where = ".".join(str(p) for p in first.get("loc", ()))
        return None, f"That change was refused ({where}: {first.get('msg')}); nothing was saved."


def _answer_held(gid: str, change: Callable[[FinishedGame], FinishedGame], yes: bool) -> None:
    """The answer to "Correct this finished table?" for a change ``try_apply`` held: saved on Yes (a
    refusal then is said at the top of the page), dropped on No; either way the fields it held show
    the stored value again, without the "not saved" line."""
    refused = st.session_state.get(_REFUSED, {})
    for key in [key for key, refusal in refused.items() if refusal.message == finished_guard.HELD]:
        refused.pop(key)
    if yes:
        apply(gid, change)


_BOUND = "_ui_bound_keys"
_SHOWN = "_ui_stored_value_shown"  # key -> the stored value the bound widget showed on the last run
_BASE = "_ui_widget_value_known"  # key -> the value this session knows the browser holds (pushed or saved)
_PUSHED = "_ui_value_pushed_at"  # key -> the run that pushed another phone's value to that widget
_RUN = "_ui_whole_page_runs"  # this session's whole-page runs, counted by page_setup
PUSHED_KEY = "ui_last_run_drawn"  # hidden widget, drawn last: the last whole-page run this browser received
_REFUSED = "_ui_refused_changes"  # key -> _Refusal, until that widget changes again
_DISPLAYED = "_ui_refusals_shown_this_run"
_HELD = "_ui_values_held_by_the_browser"
_DRAWN = "_ui_table_drawn"  # game id -> the game as this session last drew it
SEEN_KEY = "ui_table_version_drawn"  # hidden widget: the table version this browser last drew
_STALE = "_ui_browser_drew_an_older_table"


def _note_version_seen(stored: StoredGame) -> None:
    """``note_version_drawn`` for a game table; the game as drawn is kept for ``apply_widget``'s check."""
    st.session_state.setdefault(_DRAWN, {})[stored.id] = stored.game
    note_version_drawn(stored.summary.updated)


def note_version_drawn(version: str) -> None:
    """Remember whether the browser last drew an older version of what this page shows (a table, a
    pad: its store's ``updated`` stamp), then mark ``version`` as the one drawn now.

    Why: after a server restart a phone's widgets send back the values it last drew. One of them
    differing from the store is either the user's tap or a value another phone changed since this
    phone last drew the table (the phone's is then OLD). Only what the browser holds survives the
    restart and tells the two apart: a hidden text box carries the version (the store's ``updated``
    stamp) this phone last drew, and the browser sends it back with every other widget value.

    Not the URL: a query parameter that changes with every saved change makes the browser add a
    history entry per change (Streamlit pushes every new query string), so Back would step through
    them instead of leaving the page."""
    st.session_state[_STALE] = _browser_text(SEEN_KEY) != version
    st.session_state[SEEN_KEY] = version
    st.text_input("Table version drawn", key=SEEN_KEY, label_visibility="collapsed")  # hidden by _PHONE_CSS


def _browser_text(key: str) -> str | None:
    """The text the browser sent for text box ``key`` in this run, registered by this session or not.

    Streamlit has no public API for a widget the session has not drawn yet (after a restart); widget
    ids end with the user key. Any change in its internals gives ``None``: the table is then taken
    as possibly older than the store, the safe answer (a tap held across a restart is not saved)."""
    incoming = _incoming_widget_states()
    try:
        for widget_id, state in (incoming or {}).items():
            if widget_id.endswith(f"-{key}"):
                value = state.value
                if isinstance(value, str):
                    return value
                return value.string_value if value.WhichOneof("value") == "string_value" else None
    except Exception:  # internals moved: "unknown", which is the safe answer
        return None
    return None


def _incoming_widget_states() -> dict | None:
    """Widget id -> the state the browser sent with this run's request, registered by this session or not;
    ``None`` when Streamlit's internals moved (each caller then takes its own safe answer).

    Streamlit has no public API for a widget the session has not drawn yet (after a restart)."""
    try:
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        return get_script_run_ctx().session_state._state._new_widget_state.states
    except Exception:  # noqa: BLE001 - internals moved: unknown
        return None


def bind(key: str, stored: Any, gid: str, operation: Callable[..., FinishedGame], arg: str,
         **op_kwargs: Any) -> dict[str, Any]:
    """Widget arguments that show the STORED value and save a change with ``operation``.

    Use as ``st.text_input(label, ..., **ui.bind(key, stored, gid, op, "title", ...))``; for a number
    that is counted with a stepper (sand dollars, footprints) use ``bind_count``, for a one-tap choice
    ``bind_choice``. The store is the truth, not the session: when the stored value differs from what
    this session knows the browser holds (another phone changed it), the widget is set to the stored
    value, so that change shows up instead of being overwritten. Otherwise the widget is left alone:
    setting a value the browser already holds would overwrite a newer one it is sending (a second tap).

    A change is saved as the new value (the last writer wins), except over a value this phone has
    not seen: when another phone changed the same field since this phone drew it, the change is
    refused, the widget shows the newer stored value and ``field_message`` says so.

    One exception keeps a tap from being lost across a server restart: a phone left open keeps its
    widget values, but the new server session has never seen them, so Streamlit calls no
    ``on_change`` and setting the stored value would silently undo the tap. When the browser already
    holds a value for a widget this session has not drawn yet, the widget is left to show it, and
    ``settle_values_held_by_the_browser`` (called at the end of the page) decides whether to save it.

    A second exception keeps what the user entered when the change is refused: the widget keeps the
    refused value and ``field_message(key)``, called right after the widget, says why under it, until
    the user changes that widget again or the stored value changes (another phone's newer value wins)."""
    return _bind(key, stored, apply_widget, (gid, key, operation, arg), op_kwargs)


def bind_count(key: str, stored: int, gid: str, read: Callable[..., int], operation: Callable[..., FinishedGame],
               arg: str, *, low: int, high: int, **op_kwargs: Any) -> dict[str, Any]:
    """``bind`` for a stepper (a number box with - and +): the VALUE the box shows is saved, over the
    count its tap started from only.

    Use as ``st.number_input(label, step=1, **ui.bind_count(key, stored, gid, read, op, "count",
    low=0, high=30, ...))``; the result carries ``min_value``/``max_value``. A box sends its absolute
    value, so a change is saved as that value with ``operation``, inside one transaction, but only when
    the count stored NOW (``read(game, **op_kwargs)``) is still the one this phone's box held before
    the tap: a "+" made on an older count (another phone changed it meanwhile, or its push crossed the
    tap on the way) is refused with a message under the box, which then shows the stored count. So a
    tap never stores a value the phone did not show, and "+" never stores a decrease. Quick taps on
    one phone all count: each save updates what this session knows the box holds."""
    widget = _bind(key, stored, apply_count, (gid, key, read, operation, arg, low, high), op_kwargs)
    # The stored count as the box's default too: a box the browser draws afresh without its value
    # (seen with the 3-second refresh on) shows the stored count, not 0, and a "+" counts from there.
    return {**widget, "min_value": low, "max_value": high, "value": stored}


def bind_choice(key: str, stored: Any, gid: str, operation: Callable[..., FinishedGame], arg: str,
                **op_kwargs: Any) -> dict[str, Any]:
    """``bind`` for a one-tap choice (``st.segmented_control``, ``st.pills``) whose option IS the value.

    A tap sets the value it names, whatever the stored one: the same field chosen on two phones ends
    with the last choice (the last writer wins) and every phone shows it. No conflict check: a tap on
    "3" means 3, not "one more than what I saw"."""
    # The stored value as the default too (see ``bind_count``): a choice drawn afresh shows it.
    return {**_bind(key, stored, apply_choice, (gid, key, operation, arg), op_kwargs), "default": stored}


def bind_items(key: str, stored: list, gid: str, read: Callable[..., tuple], operation: Callable[..., FinishedGame],
               arg: str, **op_kwargs: Any) -> dict[str, Any]:
    """``bind`` for a multiselect of distinct items (the Robot's piles): saved as items added and removed.

    What this phone added is added to the list stored NOW (``read(game, **op_kwargs)``, inside the
    write transaction) and what it took out is taken out, so two phones adding different cards keep
    both instead of the second list replacing the first."""
    return _bind(key, stored, apply_items, (gid, key, read, operation, arg), op_kwargs)


def held_by_the_browser(key: str, stored: Any, save: Callable[..., None], args: tuple = (),
                        kwargs: dict | None = None) -> bool:
    """True when widget ``key`` must be left to show a value the browser held across a server restart.

    Call it before drawing a widget that shows a stored value, instead of setting the stored value
    when it answers True (``bind`` does; so does the Pad page's number box): the first time this
    session draws ``key``, a value the browser sent for it is one this session never saw (see
    ``bind``), and ``settle_values_held_by_the_browser`` at the end of the page saves it by calling
    ``save(*args, **kwargs)``, as the widget's ``on_change`` would, or refuses it with a message.
    ``stored`` is the value the store holds for it now."""
    bound = st.session_state.setdefault(_BOUND, set())
    held = key not in bound and _browser_holds(key)
    if held:
        st.session_state.setdefault(_HELD, []).append((key, stored, save, args, kwargs or {}))
    bound.add(key)
    return held


def _bind(key: str, stored: Any, callback: Callable[..., None], args: tuple, op_kwargs: dict) -> dict[str, Any]:
    """The widget's arguments; the stored value pushed to it only when the browser does not hold it already."""
    shown = st.session_state.setdefault(_SHOWN, {})
    known = st.session_state.setdefault(_BASE, {})
    widget = {"key": key, "on_change": callback, "args": args, "kwargs": op_kwargs}
    refusal = st.session_state.get(_REFUSED, {}).get(key)
    if held_by_the_browser(key, stored, callback, args, op_kwargs):
        known[key] = stored  # what the held value is saved over; _settle forgets it when it refuses
    elif refusal is not None and refusal.stored == stored:
        push_stored(key, refusal.entered)  # what the user entered stays; field_message says why
    else:
        if refusal is not None:  # the table changed since (or another phone's count): show it, explain once
            st.session_state[_REFUSED][key] = refusal._replace(once=True)
        push_stored(key, stored)
    shown[key] = stored
    return widget


def push_stored(key: str, value: Any) -> None:
    """Make widget ``key`` show ``value``, setting it only when the browser may not hold it already.

    Setting a widget's value sends it to the browser, which replaces what it shows: a value the browser
    sent since (a second quick tap still on its way) would be lost. So it is set only when this
    session's knowledge of the browser's value differs (another phone changed it, a refusal), or the
    browser has no value (first draw, a cleared box). A push over a value the browser drew is noted
    with this run's number (``PUSHED_KEY``); in a run of a fragment alone the number cannot reach the
    browser, so the page reruns whole instead."""
    known = st.session_state.setdefault(_BASE, {})
    if key in st.session_state and st.session_state[key] is not None and known.get(key, _UNKNOWN) == value:
        return
    crossing = key in known and key in st.session_state  # the browser holds a value of its own
    if crossing and _in_fragment_run():
        st.rerun(scope="app")
    st.session_state[key] = value
    known[key] = value
    if crossing:
        st.session_state.setdefault(_PUSHED, {})[key] = st.session_state.get(_RUN, 0)


_UNKNOWN = object()


def _in_fragment_run() -> bool:
    """True in a run of one fragment alone (not the whole page); False when that cannot be told."""
    try:
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        return bool(get_script_run_ctx().fragment_ids_this_run)
    except Exception:  # noqa: BLE001 - internals moved: a whole-page run, the old behaviour
        return False


def push_missed(key: str) -> bool:
    """True when this request left the browser before it received the last push to widget ``key``.

    The browser sends ``PUSHED_KEY``, the number of the last whole-page run it drew to the end, with
    every request; a value pushed in a later run had not reached it, so its tap counted from older."""
    pushed = st.session_state.get(_PUSHED, {}).get(key)
    if pushed is None:
        return False
    try:
        drawn = int(st.session_state.get(PUSHED_KEY) or -1)
    except (TypeError, ValueError):
        drawn = -1
    return drawn < pushed


def stored_value_shown(key: str) -> Any:
    """The stored value widget ``key`` showed (drawn by ``bind``, or noted by ``note_value_shown``)."""
    return st.session_state.get(_SHOWN, {}).get(key)


def note_value_shown(key: str, value: Any, *, held: bool = False) -> None:
    """For a widget a page binds itself (the Pad's number boxes): the store's ``value`` is what it shows,
    drawn now or just saved from it (``held``: the browser holds it, so no push is needed for it)."""
    st.session_state.setdefault(_SHOWN, {})[key] = value
    if held:
        st.session_state.setdefault(_BASE, {})[key] = value


def forget_value_held(key: str) -> None:
    """The browser's value of widget ``key`` is not the stored one (a refused change): the next
    ``push_stored`` sends the stored value."""
    st.session_state.get(_BASE, {}).pop(key, None)


def note_runs_drawn() -> None:
    """Draw the hidden box that tells the server which whole-page run the browser received last.

    Called at the end of a whole page (``settle_values_held_by_the_browser``), after every bound
    widget: a browser holding this number holds every value pushed in that run."""
    if _in_fragment_run():
        return
    st.session_state[PUSHED_KEY] = str(st.session_state.get(_RUN, 0))
    st.text_input("Last run drawn", key=PUSHED_KEY, label_visibility="collapsed")  # hidden by _PHONE_CSS


class _Refusal(NamedTuple):
    """A refused widget change: the message, what the user entered, and the stored value shown then."""

    message: str
    entered: Any
    stored: Any
    once: bool = False
    """The table changed since: explain once, the widget already shows the stored value."""
    fresh: bool = True
    """Refused in this run's callback (not yet seen by ``settle_values_held_by_the_browser``)."""


def field_message(*keys: str) -> None:
    """Under a bound widget (or a row of them): why its last change was refused, if it was.

    Call it right after the widget(s) bound with these keys, so the message stands next to the field."""
    refused = st.session_state.get(_REFUSED, {})
    for key in keys:
        refusal = refused.get(key)
        if refusal is None:
            continue
        st.error(escape_markdown(f"Not saved: {refusal.message}"), icon="⚠️")
        st.session_state.setdefault(_DISPLAYED, set()).add(key)
        if refusal.once:
            refused.pop(key, None)


_SESSION_RAN = "_ui_session_has_run_a_page"
_RECONNECTED = "_ui_reconnected_catch_pending"  # set by a reconnect's first run until a page arms the catch
_CATCH_INLINE = "_ui_reconnect_catch_called_by_the_page"
RECONNECT_CATCH_SECONDS = 0.5
"""How long after a reconnect's first whole-page run the browser is asked to send back what it holds."""


def _note_a_reconnect() -> None:
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
        st.session_state[_RECONNECTED] = True


def _browser_sent_widgets() -> bool | None:
    """True when the browser sent widget values with this run's request; None when that cannot be read.

    Streamlit has no public API for this (``_incoming_widget_states``). A page opened
    afresh sends none; a phone reconnecting after a restart sends every value it shows."""
    incoming = _incoming_widget_states()
    return None if incoming is None else bool(incoming)


@st.fragment(run_every=RECONNECT_CATCH_SECONDS)
def _catch_taps_made_while_reconnecting() -> None:
    """Called by the page: nothing to draw. On its one tick: rerun the whole page (see
    ``settle_values_held_by_the_browser``); that run does not call it again, which stops the tick."""
    if st.session_state.pop(_CATCH_INLINE, False):
        return
    st.rerun(scope="app")


def _browser_holds(key: str) -> bool:
    """True when the browser sent a value for widget ``key`` that this server session has not registered.

    Streamlit has no public API for this; widget ids end with the user key. Any change in its
    internals makes this answer False, which is the old, safe behaviour (the stored value wins)."""
    incoming = _incoming_widget_states()  # None when internals moved: keep the store's value
    return incoming is not None and any(widget_id.endswith(f"-{key}") for widget_id in incoming)


def changes_to_save(held: list[tuple[str, Any, Any]]) -> tuple[list[str], bool]:
    """Which browser-held values (key, stored, shown) to save after a restart, and whether to warn.

    Exactly one value differing from the store is the tap that woke the page: save it. Several
    differences mean the phone showed an older table (another phone changed it meanwhile): saving
    them would overwrite newer data with old, so none is saved and the user is told to tap again."""
    differing = [key for key, stored, shown in held if shown is not None and shown != stored]
    if len(differing) == 1:
        return differing, False
    return [], len(differing) > 1


def settle_values_held_by_the_browser(*, widgets_in_fragments: bool = True) -> None:
    """End of a page: save the one tap a phone made across a server restart, or explain why not.

    Also: a change refused just now whose field is not on the page any more (the card was removed on
    another phone, another player is showing) is explained at the top of the page instead.

    After a restart the phone reconnects by itself and Streamlit reruns the whole page on a new
    session. A tap made while that first run is under way, inside a fragment (the City page's
    editor), names a fragment this session has not registered yet: Streamlit drops that request
    whole, widget value included, without calling anything (``AppSession.request_rerun``: "does not
    exist anymore"). The phone shows the new value, the store keeps the old one, and a later
    whole-page rerun from the server would draw the old value again without a word. So a
    reconnect's first run ends by arming a one-tick fragment (``_catch_taps_made_while_reconnecting``,
    called last, after every fragment of the page is registered): a tick is a request from the
    browser, so it carries every value the phone shows, and Streamlit calls the ``on_change`` of each
    one that differs from what this run drew (``apply_count`` saves the dropped tap);
    the tick then reruns the page from the store. Until then nothing here reruns the page from the
    server side, which would overwrite what the phone shows, except after a refusal, whose message
    already asks the user to make the change again.

    A page that draws no widget inside a fragment (the Pad: ``widgets_in_fragments=False``) has no
    tap that Streamlit can have dropped, so a value saved here is drawn at once by a rerun instead of
    one tick later: with the Pad's own 3-second poll on the page, that tick did not always come (2
    reconnects in 5 kept the totals and the version drawn from before the save until the next poll)."""
    finished_guard.ask_if_pending()  # a change held on a finished table: "Correct this finished table?"
    rerun = _flash_refusals_not_shown()
    note_runs_drawn()
    held = st.session_state.pop(_HELD, [])
    refused = False
    if held:
        saved_or_refused, refused = _settle(held)
        rerun = saved_or_refused or rerun
    if st.session_state.pop(_RECONNECTED, False) and not refused and (widgets_in_fragments or not rerun):
        st.session_state[_CATCH_INLINE] = True
        _catch_taps_made_while_reconnecting()  # its tick reruns the page, with anything saved meanwhile
    elif rerun:
        st.rerun()


def _flash_refusals_not_shown() -> bool:
    """Move this run's refusals that no ``field_message`` showed to the top of the page; True if any."""
    refused = st.session_state.get(_REFUSED, {})
    displayed = st.session_state.get(_DISPLAYED, set())
    moved = False
    for key, refusal in list(refused.items()):
        if refusal.fresh and key not in displayed:
            refused.pop(key)
            flash(f"Not saved: {refusal.message}")
            moved = True
        elif refusal.fresh:
            refused[key] = refusal._replace(fresh=False)
    return moved


def _settle(held: list) -> tuple[bool, bool]:
    """Save or refuse the values the browser held across a restart: (the page must rerun, refused)."""
    shown = {key: st.session_state.get(key) for key, *_ in held}
    to_save, conflict = changes_to_save([(key, stored, shown[key]) for key, stored, *_ in held])
    if to_save and st.session_state.get(_STALE, True):
        # The phone drew an older table than the store holds: its differing value may be one another
        # phone changed since, so writing it would put OLD data over newer. Save nothing, say so.
        to_save, conflict = [], True
    for key, _stored, callback, args, kwargs in held:
        if key in to_save:
            callback(*args, **kwargs)
        else:  # not saved: the next run shows the stored value over the browser's
            st.session_state.get(_BASE, {}).pop(key, None)
    if not to_save and not conflict:
        return False, False  # the browser showed what is stored: nothing to do
    if conflict:
        # Said to every phone in this case, whether or not its user changed anything (the differing
        # value may be only the older page's): hence "anything you changed", and "this page", which
        # is a table or a score pad.
        flash("The app restarted while this page was open, and another phone has changed it since: "
              "anything you changed just now was not saved. The page now shows what is stored: "
              "please check it and make your change again.", "warning")
    return True, conflict


def apply_widget(gid: str, key: str, operation: Callable[..., FinishedGame], arg: str, /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind``: save the widget's new value with ``operation`` (as ``arg``).

    Refused when another phone changed this field since this phone drew it (see ``bind``)."""
    refused = st.session_state.setdefault(_REFUSED, {})
    refused.pop(key, None)  # a new change: the last refusal no longer applies
    entered = value = st.session_state.get(key)
    if value is None:  # a cleared number box: keep what is stored
        return
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    shown = st.session_state.get(_SHOWN, {}).get(key)
    drawn = st.session_state.get(_DRAWN, {}).get(gid)

    def unless_changed_elsewhere(game: FinishedGame) -> FinishedGame:
        changed = operation(game, **{arg: value}, **kwargs)
        if changed != game and _field_changed_since(drawn, game, operation, arg, shown, kwargs):
            raise TableError("this was changed on another phone meanwhile; the page now shows the new value. "
                             "Change it again to replace that.")
        return changed

    _saved, refusal = try_apply(gid, unless_changed_elsewhere)
    if refusal is not None:
        refused[key] = _Refusal(refusal, entered, shown)
        return
    _note_saved(gid, key, entered, value, lambda game: operation(game, **{arg: value}, **kwargs))


def _note_saved(gid: str, key: str, entered: Any, value: Any, change: Callable[[FinishedGame], FinishedGame]) -> None:
    """After a saved change: the browser holds ``entered``, the store ``value``, as this phone drew it.

    A second quick change whose rerun has not drawn the first yet then starts from what was saved, and
    is not taken for another phone's change (the game as drawn gets this phone's change only, so a
    change made meanwhile on another phone to another field is still seen as one)."""
    st.session_state.setdefault(_BASE, {})[key] = entered
    st.session_state.setdefault(_SHOWN, {})[key] = value
    drawn = st.session_state.get(_DRAWN, {})
    if drawn.get(gid) is not None:
        try:
            drawn[gid] = change(drawn[gid])
        except (TableError, ValidationError, TypeError, ValueError):
            drawn.pop(gid, None)  # cannot be told: the last writer wins until the next draw


def _field_changed_since(drawn: FinishedGame | None, current: FinishedGame, operation: Callable[..., FinishedGame],
                         arg: str, shown: Any, kwargs: dict) -> bool:
    """True when the field ``operation`` sets held ``shown`` in the game as drawn but not in ``current``.

    A field "holds" a value when setting it to that value changes nothing. Without the drawn game
    (a value held across a restart), or when the box showed a value the game does not hold (a date
    proposed for a game without one), nothing can be said: False, and the last writer wins."""
    def holds(game: FinishedGame) -> bool:
        try:
            return operation(game, **{arg: shown}, **kwargs) == game
        except (TableError, ValidationError, TypeError, ValueError):
            return False

    return drawn is not None and shown is not None and holds(drawn) and not holds(current)


def apply_count(gid: str, key: str, read: Callable[..., int], operation: Callable[..., FinishedGame], arg: str,
                low: int, high: int, /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind_count``: save the box's value over the count its tap started from.

    The tap started from the stored count the box showed (or the value it saved last, for a second
    quick tap: ``_note_saved``). Refused, with the stored count shown, when the count stored now is
    another (another phone changed it) or when the request left the browser before the
    last push of another phone's count reached it (``push_missed``): saving then could turn a "+"
    into a decrease. ``low``/``high`` are the box's own limits (the box keeps its value inside them)."""
    refused = st.session_state.setdefault(_REFUSED, {})
    refused.pop(key, None)
    entered = st.session_state.get(key)
    known = st.session_state.get(_BASE, {}).get(key)
    shown = st.session_state.get(_SHOWN, {}).get(key)  # the stored count the tap started from
    if entered is None or known is None:  # a cleared box, or a box never drawn: keep what is stored
        return
    value = min(max(int(entered), low), high)
    if value == known:
        return
    conflict = []

    def set_if_unchanged(game: FinishedGame) -> FinishedGame:
        now = read(game, **kwargs)
        if now != shown or push_missed(key):
            conflict.append(now)
            raise TableError(f"this was changed on another phone meanwhile (it is now {now}); the box shows "
                             "the stored count. Tap again to change it from there.")
        return operation(game, **{arg: value}, **kwargs)

    _saved, refusal = try_apply(gid, set_if_unchanged)
    if refusal is not None:
        # Another phone's count: the box shows it (no stored value matches None). Any other refusal (a
        # limit of the table, a renamed player) keeps the number entered on screen, as ``bind`` does.
        refused[key] = _Refusal(refusal, entered, None if conflict else shown)
        st.session_state.setdefault(_BASE, {})[key] = entered  # what the browser holds now
        return
    _note_saved(gid, key, entered, value, lambda game: operation(game, **{arg: value}, **kwargs))


def apply_choice(gid: str, key: str, operation: Callable[..., FinishedGame], arg: str, /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind_choice``: save the option tapped as the value (the last writer wins)."""
    refused = st.session_state.setdefault(_REFUSED, {})
    refused.pop(key, None)
    value = st.session_state.get(key)
    if value is None:  # nothing chosen (a choice that allows none): keep what is stored
        return
    _saved, refusal = try_apply(gid, operation, **{arg: value}, **kwargs)
    if refusal is not None:
        refused[key] = _Refusal(refusal, value, st.session_state.get(_SHOWN, {}).get(key))
        return
    _note_saved(gid, key, value, value, lambda game: operation(game, **{arg: value}, **kwargs))


def apply_items(gid: str, key: str, read: Callable[..., tuple], operation: Callable[..., FinishedGame], arg: str,
                /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind_items``: apply the items added and removed to the list stored now."""
    refused = st.session_state.setdefault(_REFUSED, {})
    refused.pop(key, None)
    entered = list(st.session_state.get(key) or [])
    # From the list stored when this phone drew it (a refused entry kept on screen is not stored).
    known = list(st.session_state.get(_SHOWN, {}).get(key) or [])
    added = [item for item in entered if item not in known]
    removed = {item for item in known if item not in entered}
    if not added and not removed:
        return

    def change(game: FinishedGame) -> FinishedGame:
        now = list(read(game, **kwargs))
        return operation(game, **{arg: [i for i in now if i not in removed] + [i for i in added if i not in now]},
                         **kwargs)

    _saved, refusal = try_apply(gid, change)
    if refusal is not None:
        refused[key] = _Refusal(refusal, entered, st.session_state.get(_SHOWN, {}).get(key))
        return
    # What this phone holds now: a next change before the page is drawn again starts from it (an item
    # another phone added meanwhile is in neither list, so it is not taken out).
    st.session_state.setdefault(_BASE, {})[key] = entered
    st.session_state.setdefault(_SHOWN, {})[key] = entered


def nav(gid: str, here: str) -> None:
    """Links between the pages that keep ``?game=ID`` in the URL, then "Join from another phone"."""
    params = {GAME_PARAM: gid}
    links = ((HOME_PAGE, "Home", "🏠"), (CITY_PAGE, "Cities", "🏙️"), (SCOREPAD_PAGE, "Scorepad", "🧮"))
    # A horizontal container stays one row on a phone (st.columns would stack).
    with st.container(horizontal=True, gap="small"):
        for page, label, icon in links:
            st.page_link(page, label=label, icon=icon, query_params=params, disabled=page == here)
    join_panel(gid, navigation.url_path(here))


def join_panel(gid: str, page_url: str) -> None:
    """"Join from another phone": this game's address on the local network, as a QR code and as text.

    Another phone that opens it shows the same table and edits its own city there; both pages
    refresh when the other saves (``webapp.live_refresh``)."""
    from webapp.qr import QRTooLongError, qr_png

    url = join.join_url(getattr(st.context, "url", None), page_url, gid, lan=join.lan_address(),
                        port=int(st.get_option("server.port") or 8501))
    with st.expander("📱 Join from another phone"):
        st.caption("Scan this on another phone on the same Wi-Fi: it opens this table, and each player "
                   "enters their own city. Changes show on every phone within a few seconds.")
        try:
            st.image(qr_png(url), width=220, caption="This table's address")
        except QRTooLongError:  # an address too long for one code: the text below still works
            pass
        st.code(url, language=None, wrap_lines=True)  # plain text: copied or typed as it is
        if join.is_loopback(str(st.get_option("server.address") or "")):
            st.warning("This app only answers this computer (it was started with a loopback "
                       "--server.address): restart it without that option, as scripts/start.sh does, "
                       "for other phones to reach it.", icon="⚠️")


def next_step_back_to_the_table() -> None:
    """The next step from a page outside the table's flow: back to the open table's cities, else Home."""
    gid = st.session_state.get(_LAST_GAME)
    if gid:
        next_step("Back to the table: the cities", CITY_PAGE, gid=gid, icon=":material/arrow_back:")
    else:
        next_step("Home: start or resume a table", HOME_PAGE, icon=":material/home:")


def next_step(label: str, page: str, *, gid: str | None = None, icon: str = ":material/arrow_forward:",
              key: str = "next_step") -> None:
    """The full-width button at the bottom of a page that leads to the next step (with ``?game=ID``).

    ``label`` is shown as Markdown: escape any user text in it (``escape_markdown``)."""
    # No divider above it: a full-width primary button at the bottom already reads as the way on.
    if st.button(label, key=key, type="primary", icon=icon, width="stretch"):
        st.switch_page(page, query_params={GAME_PARAM: gid} if gid else None)


def open_game(gid: str, page: str = CITY_PAGE) -> None:
    """Go to ``page`` with this game in the URL (stops the current run)."""
    st.switch_page(page, query_params={GAME_PARAM: gid})


# --- catalogue ------------------------------------------------------------------------------


@st.cache_resource(show_spinner=False, max_entries=4)
def _catalogue_for_key(data_dir: str, stamp: tuple) -> Catalogue:
    from card_db.user_catalogue import load_catalogue

    return load_catalogue()


def _catalogue_stamp(folder: Path) -> tuple:
    """Names, sizes and change times of the data folder's JSON files: a saved card changes it."""
    try:
        return tuple(sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in folder.glob("*.json")))
    except OSError:
        return ()


def base_catalogue() -> Catalogue:
    """Built-in cards + the user's catalogue, reloaded only when a catalogue file changed."""
    from card_db.user_catalogue import data_dir

    folder = Path(data_dir())
    return _catalogue_for_key(str(folder), _catalogue_stamp(folder))


def catalogue_for(game: FinishedGame) -> Catalogue:
    """The catalogue a game is read with: built-in and user cards, then the game's inline cards."""
    base = base_catalogue()
    if not game.cards and not game.starting_tiles:
        return base
    return base.merged_with(game.cards, game.starting_tiles)


def env_summary() -> str:
    """Where games are stored (shown in a caption on the home page)."""
    return os.fspath(default_db_path())


def portable(game: FinishedGame) -> FinishedGame:
    """``game`` ready to leave this install: the user's cards it uses copied inline (``scorer.formats.portable``)."""
    from card_db.loader import load_builtin
    from scorer.formats.portable import portable_game

    return portable_game(game, catalogue_for(game), load_builtin())


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
