"""Streamlit helpers shared by the score-pad pages: page set-up, phone CSS, the game in the URL, errors.

Every page calls ``page_setup`` first, then ``current_game`` (the game named by ``?game=ID`` in the
URL, read from the store on EVERY rerun, so a refresh, a phone that slept or a server restart shows
the table exactly as stored). Changes go through ``apply``: one ``webapp.tables`` operation applied
by the store in one transaction; a refused change is shown as a message at the top of the page on
the next rerun, and nothing the user entered elsewhere is lost.

This module renders and routes; it computes no game rule and does not score.
"""

from __future__ import annotations

import os
import sqlite3
from functools import partial
from pathlib import Path
from typing import Any, Callable

import streamlit as st
from pydantic import ValidationError

from card_db.catalogue import Catalogue
from scorer.game import FinishedGame
from webapp.store import GameStore, StoreError, StoredGame, default_db_path
from webapp.tables import TableError

GAME_PARAM = "game"
HOME_PAGE = "streamlit_app.py"
CITY_PAGE = "pages/1_City.py"
SCOREPAD_PAGE = "pages/2_Scorepad.py"
_FLASH = "_flash_messages"

# Phone first: no sideways scrolling at 390 px, big touch targets, compact vertical rhythm.
_PHONE_CSS = """
<style>
html, body, [data-testid="stAppViewContainer"] { overflow-x: hidden; }
[data-testid="stMainBlockContainer"] { padding-left: 0.8rem; padding-right: 0.8rem; max-width: 46rem; }
button, [data-testid="stBaseButton-secondary"], [data-testid="stBaseButton-primary"] { min-height: 2.75rem; }
[data-testid="stNumberInput"] button { min-width: 2.75rem; }
.sm-grid { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 2px; margin-bottom: 0.4rem; }
.sm-grid td { border-radius: 4px; padding: 2px; font-size: 0.7rem; line-height: 1.1; text-align: center;
  overflow: hidden; word-break: break-word; height: 2.6rem; color: white; }
.sm-grid td.empty { background: #eef1f4; color: #555; }
.sm-grid td.start { background: #222; }
.sm-grid td.pad { background: transparent; }
.sm-grid th { font-size: 0.65rem; font-weight: normal; color: #555; }
</style>
"""


def page_setup(title: str, icon: str = "🌊") -> None:
    """Page config (centered layout for phones), the phone CSS and any message left by a callback."""
    st.set_page_config(page_title=f"{title} · Santa Monica score pad", page_icon=icon, layout="centered")
    st.html(_PHONE_CSS)
    for kind, message in st.session_state.pop(_FLASH, []):
        (st.error if kind == "error" else st.success)(message)


def flash(message: str, kind: str = "error") -> None:
    """Show ``message`` at the top of the page on the next rerun (for use inside callbacks)."""
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
        st.error(f"The game store at {default_db_path()} cannot be opened ({error}): check the folder exists "
                 "and is writable, or set SANTA_MONICA_DB to another file, then reload.")
        st.stop()


_LAST_GAME = "_last_game_id"


def game_id(*, restore: bool = True) -> str | None:
    """The game id in the page URL (``?game=ID``), if any.

    Streamlit's sidebar page links drop query parameters; with ``restore`` the id this session last
    used is put back into the URL, so the sidebar never loses the open table."""
    value = st.query_params.get(GAME_PARAM) or None
    if value:
        st.session_state[_LAST_GAME] = value
    elif restore and st.session_state.get(_LAST_GAME):
        value = st.session_state[_LAST_GAME]
        st.query_params[GAME_PARAM] = value
    return value


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
        return store_or_stop().get(gid)
    except StoreError as error:
        st.session_state.pop(_LAST_GAME, None)
        st.error(str(error))
    except sqlite3.Error as error:
        st.error(f"The game store cannot be read right now ({error}); reload the page in a moment.")
    return None


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
    try:
        return store().update(gid, partial(operation, **kwargs))
    except (TableError, StoreError) as error:
        flash(str(error))
    except sqlite3.Error as error:
        flash(f"That change was not saved: the game store is busy or unavailable ({error}). Try again.")
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        flash(f"That change was refused ({where}: {first.get('msg')}); nothing was saved.")
    return None


def bind(key: str, stored: Any) -> str:
    """Make the widget ``key`` show the STORED value on this run (the store is the truth, not the session).

    Call before creating the widget (with no ``value=``); its ``on_change`` should be ``apply_widget``.
    A change made on another phone therefore shows up at the next rerun instead of being overwritten."""
    st.session_state[key] = stored
    return key


def apply_widget(gid: str, key: str, operation: Callable[..., FinishedGame], arg: str, /, **kwargs: Any) -> None:
    """``on_change`` callback: apply ``operation`` with the widget's new value as argument ``arg``."""
    value = st.session_state.get(key)
    if value is None:  # a cleared number box: keep what is stored
        return
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    apply(gid, operation, **{arg: value}, **kwargs)


def nav(gid: str, here: str) -> None:
    """Links between the pages that keep ``?game=ID`` in the URL."""
    params = {GAME_PARAM: gid}
    links = ((HOME_PAGE, "Home", "🏠"), (CITY_PAGE, "Cities", "🏙️"), (SCOREPAD_PAGE, "Scorepad", "🧮"))
    # A horizontal container stays one row on a phone (st.columns would stack).
    with st.container(horizontal=True, gap="small"):
        for page, label, icon in links:
            st.page_link(page, label=label, icon=icon, query_params=params, disabled=page == here)


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
