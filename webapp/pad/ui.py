"""Streamlit glue of the Pad page (score pad only, issue 13): the pad store, the URL, bound number boxes.

The pad named by ``?pad=ID`` is read from the store on every rerun, so a reload, a phone that slept or
a server restart shows the pad as stored. Each number box saves its own cell as it changes (one
``webapp.pad.operations`` operation in one store transaction): two phones typing different players'
columns never lose each other's numbers. A refused number stays in its box with the reason under it,
until the box changes again; the stored number is unchanged meanwhile.

Renders and routes only: totals and checks come from ``scorer.scoring.pad``; the words come from the
catalogues (``pad.*`` keys) in the phone's language (``webapp.language``), refusals too
(``webapp.pad.refusal``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st
from pydantic import ValidationError

from card_db.catalogue import UnknownCardError
from lang.said import words_of
from scorer.model.pad import PadGame
from scorer.model.problems import InvalidGameError
from scorer.model.report import TableReport
from scorer.scoring.pad import score_pad
from scorer.scoring.table import score_game
from webapp import errors
from webapp.database import DatabaseError
from webapp.language import current_language, link_params, say
from webapp.markdown_text import escape_markdown
from webapp.pad.operations import Field, set_value, value_of
from webapp.pad.refusal import worded
from webapp.pad.store import PadStore, StoredPad
from webapp.pad.view import cities_being_entered, typed_headline
from webapp.tables import finished_guard, live_refresh
from webapp.tables.operations import TableError
from webapp.tables.store import FinishedGameError, StoredGame, StoreError
from webapp.ui import binding, frame, held_values, table_url

PAD_PAGE = "pages/6_Pad.py"
PAD_PARAM = "pad"
_REFUSED = "_pad_refused"  # widget key -> why the number in the box was not saved
_CONFLICTS = "_pad_changed_elsewhere"  # widget keys whose number was refused for another phone's newer one
POLL_SECONDS = table_url.POLL_SECONDS
"""How often an open pad looks for another phone's change (one indexed read of one row); 0: never."""


@st.cache_resource(show_spinner=False)
def _pad_store_at(path: str) -> PadStore:
    return PadStore(path)


def pad_store() -> PadStore:
    """The pad store: the app's game store file (``table_url.store()``) with its ``pad_games`` table."""
    return _pad_store_at(str(table_url.store_or_stop().where))


_LAST_PAD = "_pad_last_id"


def pad_id() -> str | None:
    """The pad id in the page URL (``?pad=ID``), if any.

    Streamlit's sidebar links drop query parameters: the pad this session last opened is put back
    into the URL, so coming back to the page from another one finds the pad open (``close_pad`` ends that)."""
    return table_url.remembered_param(PAD_PARAM, _LAST_PAD)


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

    The version drawn is noted (``table_url.note_version_drawn``): the page ends with
    ``held_values.settle_values_held_by_the_browser``, which saves a number typed across a server restart only
    when the phone drew the pad as stored."""
    pid = pad_id()
    if pid is None:
        return None
    try:
        stored = pad_store().get_pad(pid)
    except StoreError as error:
        st.session_state.pop(_LAST_PAD, None)  # a deleted pad is not put back into the URL again
        st.error(escape_markdown(words_of(error, current_language())))  # it quotes the id typed in the URL
        return None
    except DatabaseError as error:
        errors.caught(error)  # a database away or locked: the server's concern too
        st.error(escape_markdown(say("pad.store_unreadable", error=error)))
        return None
    table_url.note_version_drawn(stored.summary.updated)  # tells a phone's value held across a restart from an old one
    return stored


def try_update(pid: str, operation: Callable[[PadGame], PadGame]) -> str | None:
    """Apply one pad operation in the store; ``None`` when saved, else why not (never a traceback).

    A change to a finished pad that this phone has not agreed to correct is held until the player
    answers "Correct this finished table?" (``webapp.tables.finished_guard``; the message is its ``HELD``)."""
    try:
        pad_store().update_pad(pid, operation, finished_ok=finished_guard.confirmed(pid))
    except FinishedGameError as error:
        return finished_guard.hold(pid, error.summary, partial(_answer_held, pid, operation))
    except (TableError, StoreError) as error:
        return words_of(error, current_language())
    except DatabaseError as error:
        errors.caught(error)  # a database away or locked: the server's concern too
        return say("pad.store_busy", error=error)
    except ValidationError as error:
        first = error.errors()[0]
        return say("pad.change_refused", why=first.get("msg"))
    return None


def _answer_held(pid: str, operation: Callable[[PadGame], PadGame], yes: bool) -> None:
    """The answer for a change ``try_update`` held: saved on Yes (a refusal then is said at the top of
    the page), dropped on No; the boxes it held show the stored number again either way."""
    refused = st.session_state.get(_REFUSED, {})
    for key in [key for key, why in refused.items() if why == finished_guard.HELD]:
        refused.pop(key)
    if yes:
        refusal = try_update(pid, operation)
        if refusal:
            frame.flash(refusal)


def _save(pid: str, key: str, player: str, field: Field) -> None:
    """on_change of a number box: save its number over the number it showed, or keep why not for under it.

    The box sends the number it shows. It is saved only when the pad still holds the number the box
    showed before (``binding.stored_value_shown``) and the request did not leave before another phone's
    number reached the box (``binding.push_missed``): a "+" on an older number would otherwise lower a
    newer one. Refused so, the box shows the stored number (``_CONFLICTS``); any other refusal (a
    number beyond its line's bound) keeps the number typed."""
    entered = st.session_state.get(key)
    shown = binding.stored_value_shown(key)
    conflicts = st.session_state.setdefault(_CONFLICTS, set())
    conflicts.discard(key)

    def unless_changed_elsewhere(pad: PadGame) -> PadGame:
        now = value_of(pad, player, field)
        if shown is not None and (now != shown or binding.push_missed(key)):
            conflicts.add(key)
            raise worded(TableError, "pad.refused_changed_elsewhere", now=now)
        return set_value(pad, player=player, field=field, value=entered)

    refusal = try_update(pid, unless_changed_elsewhere)
    refused = st.session_state.setdefault(_REFUSED, {})
    if refusal is None:
        refused.pop(key, None)
        binding.note_value_shown(key, entered if entered is not None else 0, held=entered is not None)
    else:
        refused[key] = refusal
        if key in conflicts:
            binding.forget_value_held(key)


def number_box(stored: StoredPad, seat: int, player: str, field: Field, label: str, *,
               help: str | None = None, problem: str | None = None) -> None:
    """A number box for one cell of the pad, showing the stored number and saving a change at once.

    The box shows the stored number unless it holds one this session typed and could not save. The
    stored number is sent to the box only when the box does not hold it already (another phone
    saved another, or a change was refused: ``binding.push_stored``); sending it every run would replace a
    number the phone is sending meanwhile (a second quick "+"). Under it: why a typed number was
    refused, else ``problem`` (a rule the saved number breaks).

    After a server restart the phone's first run on the new session may carry a number typed while
    it reconnected, which this session never saw: the box is left to show it, and the page's
    ``held_values.settle_values_held_by_the_browser`` saves it, or refuses it with a message and the stored
    number when the phone drew an older pad (``held_values.held_by_the_browser``)."""
    key = f"pad_{stored.id}_{seat}_{field}"
    value = value_of(stored.pad, player, field)
    refusal = st.session_state.get(_REFUSED, {}).get(key)
    args = (stored.id, key, player, field)
    if held_values.held_by_the_browser(key, value, _save, args):
        pass  # the box shows what the phone holds; the page's settle saves or refuses it
    elif refusal is None or key in st.session_state.get(_CONFLICTS, set()):
        binding.push_stored(key, value)
    binding.note_value_shown(key, value)
    # The stored number as the default too (``binding.bind_count``): a box drawn afresh shows it, not 0.
    st.number_input(label, key=key, value=value, step=1, help=help, on_change=_save, args=args)
    if refusal:
        st.error(escape_markdown(say("pad.not_saved", refusal=refusal)), icon="⚠️")
    elif problem:
        st.warning(escape_markdown(problem), icon="⚠️")


def score_rebuild(stored: StoredGame) -> tuple[TableReport | None, str | None]:
    """The rebuilt table's report, or ``None`` and why it cannot be scored yet (in words)."""
    try:
        return score_game(stored.game, table_url.catalogue_for(stored.game)), None
    except InvalidGameError as error:
        return None, say("pad.cities_not_scored_problems", count=len(error.problems),
                          example=error.problems[0].text_in(current_language()))
    except (UnknownCardError, ValueError) as error:
        return None, say("pad.cities_not_scored", error=error)


def follow_other_phones(stored: StoredPad) -> None:
    """Redraw the page when another phone changed this pad (looked for every ``POLL_SECONDS``).

    Only a tiny fragment runs on each look (``webapp.tables.live_refresh``: one read of the pad's version
    stamp); the whole page reruns only when the stamp is one this session did not draw, so nobody's
    screen jumps while nothing changes. A number being typed and not yet confirmed stays in its box:
    Streamlit keeps the unconfirmed text of a widget that is drawn again with the same key."""
    live_refresh.follow(live_refresh.PAD, stored.id, stored.summary.updated)


def typed_result_while_entering(stored: StoredGame) -> str | None:
    """The Scorepad's headline for a table rebuilt from a score pad whose cities are still being
    entered (``webapp.pad.view.cities_being_entered``): the result typed on the pad, in words; ``None``
    for any other table (its cities' own winner is the headline)."""
    if not cities_being_entered(stored.game):  # checked first: no query for a table being scored as usual
        return None
    try:
        source = pad_store().pad_rebuilt_as(stored.id)
    except (StoreError, DatabaseError):
        return None  # the page then shows the cities' scorepad, as for any table
    return None if source is None else typed_headline(score_pad(source.pad), current_language())


def link_to_pad_of(game_id: str) -> None:
    """On a rebuilt table's pages: a link to the score pad it was rebuilt from, where the typed lines
    stand beside the cities' computed lines (nothing for a table started as a rebuild)."""
    try:
        source = pad_store().pad_rebuilt_as(game_id)
    except (StoreError, DatabaseError):
        return  # only a convenience: the page itself stays usable
    if source is not None:
        st.page_link(PAD_PAGE, label=say("pad.link_typed_lines"), icon="📝",
                     query_params=link_params({PAD_PARAM: source.id}), width="stretch")
