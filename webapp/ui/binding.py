"""Widgets bound to the store, and every change saved through it (``apply``).

Changes go through ``apply``: one ``webapp.tables.operations`` operation applied by the store in one
transaction, which sets one field of the game stored NOW. A bound widget saves the value the phone shows
(never a difference: a Streamlit widget sends its absolute value), so phones changing different fields
never interfere and the same field ends with the last value set. The server pushes a stored value to a
widget only when it differs from what this session knows the browser holds (another phone changed it, or
a change was refused): a push over a value the browser already holds would undo taps still on their way.
A stepper (``bind_count``) saves its value only over the count its tap started from (a compare-and-set),
so "+" never stores a decrease. A refused change made with a widget bound by ``bind`` is shown right under
that widget (``field_message``), which keeps what the user entered; any other refused change is shown at
the top of the page on the next rerun (``flash``).

This module renders and routes; it computes no game rule and does not score.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import streamlit as st
from pydantic import ValidationError

from lang.said import words_of
from scorer.model.game import FinishedGame
from webapp import errors
from webapp.database import DatabaseError
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables import finished_guard, live_refresh
from webapp.tables.operations import TableError
from webapp.tables.store import FinishedGameError, StoredGame, StoreError
from webapp.ui.browser_state import in_fragment_run
from webapp.ui.drawn_runs import runs_drawn
from webapp.ui.frame import flash
from webapp.ui.held_values import held_by_the_browser
from webapp.ui.session_keys import BASE, DISPLAYED, DRAWN, REFUSED, RUN
from webapp.ui.table_url import store


def apply(gid: str, operation: Callable[..., FinishedGame], /, **kwargs: Any) -> None:
    """Apply one table operation to the stored game; a refused change becomes a message, never a traceback.

    Returns nothing, as a button's ``on_click`` callback does (``try_apply`` gives the saved game)."""
    _, refusal = try_apply(gid, operation, **kwargs)
    if refusal is not None and refusal != finished_guard.HELD:  # a held change: the page asks instead
        flash(refusal)


def try_apply(
    gid: str, operation: Callable[..., FinishedGame], /, **kwargs: Any
) -> tuple[StoredGame | None, str | None]:
    """The stored game after ``operation``, or ``None`` and the message saying why it was refused.

    For a page that shows the message itself, next to the control that made the change.

    A change to a finished table that this phone has not agreed to correct is not saved: it is held
    (``webapp.tables.finished_guard``, message ``finished_guard.HELD``) until the player answers "Correct
    this finished table?", which the page asks at its end (``settle_values_held_by_the_browser``)."""
    change = partial(operation, **kwargs)
    try:
        saved = store().update(gid, change, finished_ok=finished_guard.confirmed(gid))
        live_refresh.note_saved(live_refresh.GAME, gid, saved.summary.updated, replaced=saved.replaced)
        return saved, None
    except FinishedGameError as error:
        return None, finished_guard.hold(gid, error.summary, partial(_answer_held, gid, change))
    except (TableError, StoreError) as error:
        return None, words_of(error, current_language())
    except DatabaseError as error:
        errors.caught(error)  # a database away or locked: the server's concern too
        return None, say("ui.store_busy", error=error)
    except ValidationError as error:
        first = error.errors()[0]
        if first.get("type") == "value_error":  # the model's own sentence names the limit and the fix
            reason = str(first.get("msg")).removeprefix("Value error, ")
            return None, say("ui.refused_reason", reason=reason)
        where = ".".join(str(p) for p in first.get("loc", ()))
        return None, say("ui.refused_at", where=where, problem=first.get("msg"))


def _answer_held(gid: str, change: Callable[[FinishedGame], FinishedGame], yes: bool) -> None:
    """The answer to "Correct this finished table?" for a change ``try_apply`` held: saved on Yes (a
    refusal then is said at the top of the page), dropped on No; either way the fields it held show
    the stored value again, without the "not saved" line."""
    refused = st.session_state.get(REFUSED, {})
    for key in [key for key, refusal in refused.items() if refusal.message == finished_guard.HELD]:
        refused.pop(key)
    if yes:
        apply(gid, change)
_SHOWN = "_ui_stored_value_shown"  # key -> the stored value the bound widget showed on the last run
_PUSHED = "_ui_value_pushed_at"  # key -> (the run that pushed a value to that widget, the value it replaced)


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


def _bind(key: str, stored: Any, callback: Callable[..., None], args: tuple, op_kwargs: dict) -> dict[str, Any]:
    """The widget's arguments; the stored value pushed to it only when the browser does not hold it already."""
    shown = st.session_state.setdefault(_SHOWN, {})
    known = st.session_state.setdefault(BASE, {})
    widget = {"key": key, "on_change": callback, "args": args, "kwargs": op_kwargs}
    refusal = st.session_state.get(REFUSED, {}).get(key)
    if held_by_the_browser(key, stored, callback, args, op_kwargs):
        known[key] = stored  # what the held value is saved over; _settle forgets it when it refuses
    elif refusal is not None and refusal.stored == stored:
        push_stored(key, refusal.entered)  # what the user entered stays; field_message says why
    else:
        if refusal is not None:  # the table changed since (or another phone's count): show it, explain once
            st.session_state[REFUSED][key] = refusal._replace(once=True)
        push_stored(key, stored)
    shown[key] = stored
    return widget


def push_stored(key: str, value: Any) -> None:
    """Make widget ``key`` show ``value``, setting it only when the browser may not hold it already.

    Setting a widget's value sends it to the browser, which replaces what it shows: a value the browser
    sent since (a second quick tap still on its way) would be lost. So it is set only when this
    session's knowledge of the browser's value differs (another phone changed it, a refusal), or the
    browser has no value (first draw, a cleared box). A push over a value the browser holds (any value
    this session has for the widget: one it knows, or one it forgot after a refusal) is noted with this
    run's number (``PUSHED_KEY``) and the value it replaced (``carried_along``); in a run of a fragment
    alone the number cannot reach the browser, so the page reruns whole instead."""
    known = st.session_state.setdefault(BASE, {})
    if key in st.session_state and st.session_state[key] is not None and known.get(key, _UNKNOWN) == value:
        return
    crossing = key in st.session_state  # the browser holds a value of its own, which this push replaces
    if crossing and in_fragment_run():
        st.rerun(scope="app")
    if crossing:
        st.session_state.setdefault(_PUSHED, {})[key] = (st.session_state.get(RUN, 0), st.session_state[key])
    st.session_state[key] = value
    known[key] = value


_UNKNOWN = object()


def push_missed(key: str) -> bool:
    """True when this request left the browser before it received the last push to widget ``key``.

    The browser sends ``PUSHED_KEY``, the number of the last whole-page run of this session it drew to
    the end, with every request (``drawn_runs.runs_drawn``); a value pushed in a later run had not
    reached it, so its tap counted from older."""
    pushed = st.session_state.get(_PUSHED, {}).get(key)
    return pushed is not None and runs_drawn() < pushed[0]


def carried_along(key: str) -> bool:
    """True when widget ``key``'s new value is no change of the user's: the request left the browser before
    the last push to it arrived, and it sends back the value that push replaced. The widget then shows the
    stored value again (this run pushes it), and nothing is saved.

    Why: Streamlit calls ``on_change`` for every widget whose value in a request differs from the session's,
    and a push sets the session's value before the browser has it. A phone that taps something else meanwhile
    sends its old value along, which would be saved over the newer one pushed (after a server restart: the
    value another phone changed, refused by ``settle_values_held_by_the_browser`` and pushed, issue 33)."""
    pushed = st.session_state.get(_PUSHED, {}).get(key)
    if pushed is None or not push_missed(key) or st.session_state.get(key) != pushed[1]:
        return False
    st.session_state.get(BASE, {}).pop(key, None)  # so this run's push_stored sends the stored value again
    return True


def stored_value_shown(key: str) -> Any:
    """The stored value widget ``key`` showed (drawn by ``bind``, or noted by ``note_value_shown``)."""
    return st.session_state.get(_SHOWN, {}).get(key)


def note_value_shown(key: str, value: Any, *, held: bool = False) -> None:
    """For a widget a page binds itself (the Pad's number boxes): the store's ``value`` is what it shows,
    drawn now or just saved from it (``held``: the browser holds it, so no push is needed for it)."""
    st.session_state.setdefault(_SHOWN, {})[key] = value
    if held:
        st.session_state.setdefault(BASE, {})[key] = value


def forget_value_held(key: str) -> None:
    """The browser's value of widget ``key`` is not the stored one (a refused change): the next
    ``push_stored`` sends the stored value."""
    st.session_state.get(BASE, {}).pop(key, None)


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
    refused = st.session_state.get(REFUSED, {})
    for key in keys:
        refusal = refused.get(key)
        if refusal is None:
            continue
        st.error(escape_markdown(say("ui.not_saved", refusal=finished_guard.refusal_words(refusal.message))), icon="⚠️")
        st.session_state.setdefault(DISPLAYED, set()).add(key)
        if refusal.once:
            refused.pop(key, None)


def apply_widget(gid: str, key: str, operation: Callable[..., FinishedGame], arg: str, /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind``: save the widget's new value with ``operation`` (as ``arg``).

    Refused when another phone changed this field since this phone drew it (see ``bind``)."""
    refused = st.session_state.setdefault(REFUSED, {})
    refused.pop(key, None)  # a new change: the last refusal no longer applies
    entered = value = st.session_state.get(key)
    if value is None or carried_along(key):  # a cleared number box, or no change of the user's: keep what is stored
        return
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    shown = st.session_state.get(_SHOWN, {}).get(key)
    drawn = st.session_state.get(DRAWN, {}).get(gid)

    def unless_changed_elsewhere(game: FinishedGame) -> FinishedGame:
        changed = operation(game, **{arg: value}, **kwargs)
        if changed != game and _field_changed_since(drawn, game, operation, arg, shown, kwargs):
            raise TableError("table.changed_elsewhere")
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
    st.session_state.setdefault(BASE, {})[key] = entered
    st.session_state.setdefault(_SHOWN, {})[key] = value
    drawn = st.session_state.get(DRAWN, {})
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
    refused = st.session_state.setdefault(REFUSED, {})
    refused.pop(key, None)
    entered = st.session_state.get(key)
    known = st.session_state.get(BASE, {}).get(key)
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
            raise TableError("table.count_changed_elsewhere", now=now)
        return operation(game, **{arg: value}, **kwargs)

    _saved, refusal = try_apply(gid, set_if_unchanged)
    if refusal is not None:
        # Another phone's count: the box shows it (no stored value matches None). Any other refusal (a
        # limit of the table, a renamed player) keeps the number entered on screen, as ``bind`` does.
        refused[key] = _Refusal(refusal, entered, None if conflict else shown)
        st.session_state.setdefault(BASE, {})[key] = entered  # what the browser holds now
        return
    _note_saved(gid, key, entered, value, lambda game: operation(game, **{arg: value}, **kwargs))


def apply_choice(gid: str, key: str, operation: Callable[..., FinishedGame], arg: str, /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind_choice``: save the option tapped as the value (the last writer wins)."""
    refused = st.session_state.setdefault(REFUSED, {})
    refused.pop(key, None)
    value = st.session_state.get(key)
    if value is None or carried_along(key):  # nothing chosen, or no change of the user's: keep what is stored
        return
    _saved, refusal = try_apply(gid, operation, **{arg: value}, **kwargs)
    if refusal is not None:
        refused[key] = _Refusal(refusal, value, st.session_state.get(_SHOWN, {}).get(key))
        return
    _note_saved(gid, key, value, value, lambda game: operation(game, **{arg: value}, **kwargs))


def apply_items(gid: str, key: str, read: Callable[..., tuple], operation: Callable[..., FinishedGame], arg: str,
                /, **kwargs: Any) -> None:
    """``on_change`` callback of ``bind_items``: apply the items added and removed to the list stored now."""
    refused = st.session_state.setdefault(REFUSED, {})
    refused.pop(key, None)
    if carried_along(key):  # no change of the user's: keep what is stored
        return
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
    st.session_state.setdefault(BASE, {})[key] = entered
    st.session_state.setdefault(_SHOWN, {})[key] = entered
