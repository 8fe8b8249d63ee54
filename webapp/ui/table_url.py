"""The table in the page URL (``?game=ID``), read from the store on EVERY rerun, and the catalogue it is read with.

``current_game`` reads the game named in the URL from the store now, so a refresh, a phone that slept or a
server restart shows the table exactly as stored; it also notes the version this browser drew
(``note_version_drawn``) and follows other phones' changes (``webapp.tables.live_refresh``). Changes go
through ``webapp.ui.binding``.
"""

from __future__ import annotations

import logging

import streamlit as st

from card_db.catalogue import Catalogue
from lang.said import words_of
from scorer.model.game import FinishedGame
from webapp import database_check, errors
from webapp.database import DatabaseError, DatabaseSettingError, setting_name, shown_url
from webapp.language import current_language, link_params, say
from webapp.markdown_text import escape_markdown
from webapp.tables import live_refresh
from webapp.tables.store import GameStore, StoredGame, StoreError, default_database
from webapp.ui.browser_state import browser_text
from webapp.ui.frame import CITY_PAGE, GAME_PARAM, HOME_PAGE, next_step
from webapp.ui.session_keys import DRAWN, STALE

_LOG = logging.getLogger(__name__)

@st.cache_resource(show_spinner=False)
def _store_at(path: str) -> GameStore:
    return GameStore(path)


def store() -> GameStore:
    """The game store (``webapp.tables.store.default_database``: the configured database URL, else the
    SQLite file from ``$SANTA_MONICA_DB`` or the data folder), shared by all sessions."""
    return _store_at(str(default_database()))


def store_or_stop() -> GameStore:
    """``store()``, or a message and the end of this page when the database cannot be opened: which
    setting, what failed and what to check; the URL's password is never shown (nor logged)."""
    try:
        return store()
    except (OSError, DatabaseError) as error:
        st.error(escape_markdown(unopenable_message(error)))
        _LOG.warning("%s", unopenable_message(error, "en"))  # the server's log, in English: which setting, what failed
        st.stop()


def unopenable_message(error: BaseException, language: str | None = None) -> str:
    """What a page says when the database cannot be opened, in ``language`` (the phone's unless told)."""
    return database_check.unopenable_message(error, language or current_language())


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
        except (StoreError, DatabaseError):  # deleted since: nothing to put first
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
        st.error(escape_markdown(words_of(error, current_language())))  # it quotes the id typed in the URL
    except DatabaseError as error:
        errors.caught(error)  # a database away or locked: the server's concern too
        st.error(escape_markdown(say("ui.store_unreadable", error=error)))
    return None


POLL_SECONDS = live_refresh.POLL_SECONDS
"""How often a game page looks for another phone's change (``webapp.tables.live_refresh``); 0: never."""


def require_game() -> StoredGame:
    """The game named in the URL, or stop the page with a way back home."""
    stored = current_game()
    if stored is None:
        if game_id() is None:
            st.info(say("ui.no_table"))
        st.page_link(HOME_PAGE, label=say("ui.home_link"), icon="🏠", query_params=link_params())
        st.stop()
    return stored
SEEN_KEY = "ui_table_version_drawn"  # hidden widget: the table version this browser last drew
_BROWSER_DREW = "_ui_version_the_browser_sent_first"  # SEEN_KEY as the browser sent it before this session set it


def _note_version_seen(stored: StoredGame) -> None:
    """``note_version_drawn`` for a game table; the game as drawn is kept for ``apply_widget``'s check."""
    st.session_state.setdefault(DRAWN, {})[stored.id] = stored.game
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
    them instead of leaving the page.

    The box tells only until this session sets it: the browser receives the new version at the top of the
    page, before the values further down. A first run cut short in between (the phone's next tap) left a
    browser sending the new version with the old values, and its old value was saved over another phone's
    change (issue 33). So the version is the one the browser sent before this session first set the box."""
    if _BROWSER_DREW not in st.session_state:  # this session has not set the box yet: the browser's is news
        st.session_state[_BROWSER_DREW] = browser_text(SEEN_KEY)
    st.session_state[STALE] = st.session_state[_BROWSER_DREW] != version
    st.session_state[SEEN_KEY] = version
    st.text_input(say("ui.table_version_drawn"), key=SEEN_KEY, label_visibility="collapsed")  # hidden by _PHONE_CSS


def next_step_back_to_the_table() -> None:
    """The next step from a page outside the table's flow: back to the open table's cities, else Home."""
    gid = st.session_state.get(_LAST_GAME)
    if gid:
        next_step(say("ui.back_to_table"), CITY_PAGE, gid=gid, icon=":material/arrow_back:")
    else:
        next_step(say("ui.home_link"), HOME_PAGE, icon=":material/home:")


# --- catalogue ------------------------------------------------------------------------------


@st.cache_resource(show_spinner=False, max_entries=4)
def _catalogue_for_key(where: str, stamp: tuple) -> Catalogue:
    from card_db.user_catalogue import clean_leftover_temp_files, load_catalogue
    from webapp.catalogue_store import DatabaseCatalogue, user_catalogue

    user = user_catalogue()
    if not isinstance(user, DatabaseCatalogue):
        # Loaded at start and after each change: the time to drop what a killed write left (issue 33).
        clean_leftover_temp_files(user.path.parent)
    return load_catalogue(user)


def base_catalogue() -> Catalogue:
    """Built-in cards + the user's catalogue (its file, or the database's), reloaded only when it was saved."""
    from webapp.catalogue_store import catalogue_stamp, user_catalogue

    user = user_catalogue()
    return _catalogue_for_key(str(getattr(user, "where", user.path)), catalogue_stamp(user))


def catalogue_for(game: FinishedGame) -> Catalogue:
    """The catalogue a game is read with: built-in and user cards, then the game's inline cards."""
    base = base_catalogue()
    if not game.cards and not game.starting_tiles:
        return base
    return base.merged_with(game.cards, game.starting_tiles)


def env_summary() -> str:
    """Where games are stored (shown in a caption on the home page): the file, or the URL without its password."""
    try:
        return shown_url(default_database())
    except DatabaseSettingError:
        return setting_name()


def portable(game: FinishedGame) -> FinishedGame:
    """``game`` ready to leave this install: the user's cards it uses copied inline (``scorer.formats.portable``)."""
    from card_db.loader import load_builtin
    from scorer.formats.portable import portable_game

    return portable_game(game, catalogue_for(game), load_builtin())
