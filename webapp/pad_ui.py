"""Streamlit glue of the Pad page (score pad only, issue 13): the pad store, the URL, bound number boxes.

The pad named by ``?pad=ID`` is read from the store on every rerun, so a reload, a phone that slept or
a server restart shows the pad as stored. Each number box saves its own cell as it changes (one
``webapp.pad_tables`` operation in one store transaction): two phones typing different players'
columns never lose each other's numbers. A refused number stays in its box with the reason under it,
until the box changes again; the stored number is unchanged meanwhile.

Renders and routes only: totals and checks come from ``scorer.scoring.pad``.
"""

from __future__ import annotations

import sqlite3
from functools import partial
from typing import Callable

import streamlit as st
from pydantic import ValidationError

from card_db.catalogue import UnknownCardError
from scorer.model.pad import PadGame
from scorer.model.problems import InvalidGameError
from scorer.model.report import TableReport
from scorer.scoring.table import score_game
from webapp import live_refresh, ui
from webapp.markdown_text import escape_markdown
from webapp.pad_store import PadStore, StoredPad
from webapp.pad_tables import Field, set_value, value_of
from webapp.store import StoredGame, StoreError
from webapp.tables import TableError

PAD_PAGE = "pages/6_Pad.py"
PAD_PARAM = "pad"
_REFUSED = "_pad_refused"  # widget key -> why the number in the box was not saved
POLL_SECONDS = ui.POLL_SECONDS
"""How often an open pad looks for another phone's change (one indexed read of one row); 0: never."""


@st.cache_resource(show_spinner=False)
def _pad_store_at(path: str) -> PadStore:
    return PadStore(path)


def pad_store() -> PadStore:
    """The pad store: the app's game store file (``ui.store()``) with its ``pad_games`` table."""
    return _pad_store_at(str(ui.store_or_stop().path))


_LAST_PAD = "_pad_last_id"


def pad_id() -> str | None:
    """The pad id in the page URL (``?pad=ID``), if any.

    Streamlit's sidebar links drop query parameters: the pad this session last opened is put back
    into the URL, so coming back to the page from another one finds the pad open (``close_pad`` ends that)."""
    return ui.remembered_param(PAD_PARAM, _LAST_PAD)


def close_pad() -> None:
    """Close the open pad in this session (it stays stored): the page shows the start form again."""
    st.session_state.pop(_LAST_PAD, None)
    st.query_params.pop(PAD_PARAM, None)


def show_pad(pid: str) -> None:
    """Show the pad ``pid`` on this page (the Pad page): its id goes in the URL, then a rerun."""
    st.query_params[PAD_PARAM] = pid
    st.rerun()


def current_pad() -> StoredPad | None:
    """The pad named in the URL, read from the store now; ``None`` (with a message) if there is none.

    The version drawn is noted (``ui.note_version_drawn``): the page ends with
    ``ui.settle_values_held_by_the_browser``, which saves a number typed across a server restart only
    when the phone drew the pad as stored."""
    pid = pad_id()
    if pid is None:
        return None
    try:
        stored = pad_store().get_pad(pid)
    except StoreError as error:
        st.session_state.pop(_LAST_PAD, None)  # a deleted pad is not put back into the URL again
        st.error(escape_markdown(error))  # it quotes the id typed in the URL
        return None
    except sqlite3.Error as error:
        st.error(escape_markdown(f"The game store cannot be read right now ({error}); reload the page in a moment."))
        return None
    ui.note_version_drawn(stored.summary.updated)  # tells a phone's value held across a restart from an old one
    return stored


def try_update(pid: str, operation: Callable[[PadGame], PadGame]) -> str | None:
    """Apply one pad operation in the store; ``None`` when saved, else why not (never a traceback)."""
    try:
        pad_store().update_pad(pid, operation)
    except (TableError, StoreError) as error:
        return str(error)
    except sqlite3.Error as error:
        return f"That number was not saved: the game store is busy or unavailable ({error}). Try again."
    except ValidationError as error:
        first = error.errors()[0]
        return f"That change was refused ({first.get('msg')}); nothing was saved."
    return None


def _save(pid: str, key: str, player: str, field: Field) -> None:
    """on_change of a number box: save its number, or keep why not for under the box."""
    refusal = try_update(pid, partial(set_value, player=player, field=field, value=st.session_state.get(key)))
    refused = st.session_state.setdefault(_REFUSED, {})
    if refusal is None:
        refused.pop(key, None)
    else:
        refused[key] = refusal


def number_box(stored: StoredPad, seat: int, player: str, field: Field, label: str, *,
               help: str | None = None, problem: str | None = None) -> None:
    """A number box for one cell of the pad, showing the stored number and saving a change at once.

    The box shows the stored number unless it holds one this session typed and could not save (a
    number another phone saved meanwhile replaces the box's only when the box was not changed here).
    Under it: why a typed number was refused, else ``problem`` (a rule the saved number breaks).

    After a server restart the phone's first run on the new session may carry a number typed while
    it reconnected, which this session never saw: the box is left to show it, and the page's
    ``ui.settle_values_held_by_the_browser`` saves it, or refuses it with a message and the stored
    number when the phone drew an older pad (``ui.held_by_the_browser``)."""
    key = f"pad_{stored.id}_{seat}_{field}"
    value = value_of(stored.pad, player, field)
    refusal = st.session_state.get(_REFUSED, {}).get(key)
    args = (stored.id, key, player, field)
    if ui.held_by_the_browser(key, value, _save, args):
        pass  # the box shows what the phone holds; the page's settle saves or refuses it
    elif key not in st.session_state or (refusal is None and st.session_state[key] != value):
        st.session_state[key] = value
    st.number_input(label, key=key, step=1, help=help, on_change=_save, args=args)
    if refusal:
        st.error(escape_markdown(f"Not saved: {refusal}"), icon="⚠️")
    elif problem:
        st.warning(escape_markdown(problem), icon="⚠️")


def score_rebuild(stored: StoredGame) -> tuple[TableReport | None, str | None]:
    """The rebuilt table's report, or ``None`` and why it cannot be scored yet (in words)."""
    try:
        return score_game(stored.game, ui.catalogue_for(stored.game)), None
    except InvalidGameError as error:
        return None, (f"The cities cannot be scored yet ({len(error.problems)} to fix, e.g. {error.problems[0]}): "
                      "continue them on the City page.")
    except (UnknownCardError, ValueError) as error:
        return None, f"The cities cannot be scored yet: {error}."


def follow_other_phones(stored: StoredPad) -> None:
    """Redraw the page when another phone changed this pad (looked for every ``POLL_SECONDS``).

    Only a tiny fragment runs on each look (``webapp.live_refresh``: one read of the pad's version
    stamp); the whole page reruns only when the stamp is one this session did not draw, so nobody's
    screen jumps while nothing changes. A number being typed and not yet confirmed stays in its box:
    Streamlit keeps the unconfirmed text of a widget that is drawn again with the same key."""
    live_refresh.follow(live_refresh.PAD, stored.id, stored.summary.updated)


def link_to_pad_of(game_id: str) -> None:
    """On a rebuilt table's pages: a link to the score pad it was rebuilt from, where the typed lines
    stand beside the cities' computed lines (nothing for a table started as a rebuild)."""
    try:
        source = pad_store().pad_rebuilt_as(game_id)
    except (StoreError, sqlite3.Error):
        return  # only a convenience: the page itself stays usable
    if source is not None:
        st.page_link(PAD_PAGE, label="Lines typed on the score pad, beside these", icon="📝",
                     query_params={PAD_PARAM: source.id}, width="stretch")
