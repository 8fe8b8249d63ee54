"""Values a phone held across a server restart, and the end of every page that settles them.

After a restart a phone left open sends the values it shows to a new server session that never saw them.
``held_by_the_browser`` notes such a widget; ``settle_values_held_by_the_browser``, called at the end of the
page, saves the one tap that woke the page or says why not, explains refusals no field showed, asks
"Correct this finished table?" and arms the one-tick catch of a tap Streamlit dropped while reconnecting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from webapp.language import say
from webapp.tables import finished_guard
from webapp.ui.browser_state import browser_holds, in_fragment_run
from webapp.ui.drawn_runs import session_mark
from webapp.ui.frame import flash
from webapp.ui.session_keys import BASE, DISPLAYED, PUSHED_KEY, RECONNECTED, REFUSED, RUN, STALE

_BOUND = "_ui_bound_keys"
_HELD = "_ui_values_held_by_the_browser"


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
    held = key not in bound and browser_holds(key)
    if held:
        st.session_state.setdefault(_HELD, []).append((key, stored, save, args, kwargs or {}))
    bound.add(key)
    return held


def note_runs_drawn() -> None:
    """Draw the hidden box that tells the server which whole-page run the browser received last.

    Called at the end of a whole page (``settle_values_held_by_the_browser``), after every bound
    widget: a browser holding this number holds every value pushed in that run.

    The number is marked with this session (``drawn_runs.runs_drawn`` reads it): after a server restart the
    browser still sends the old session's box, whose number says nothing of the new session's runs."""
    if in_fragment_run():
        return
    st.session_state[PUSHED_KEY] = f"{session_mark()}:{st.session_state.get(RUN, 0)}"
    st.text_input(say("ui.last_run_drawn"), key=PUSHED_KEY, label_visibility="collapsed")  # hidden by _PHONE_CSS



_CATCH_INLINE = "_ui_reconnect_catch_called_by_the_page"
_CATCH_PENDING = "_ui_reconnect_catch_not_ticked_yet"  # armed, and its tick has not run yet
RECONNECT_CATCH_SECONDS = 0.5
"""How long after a reconnect's first whole-page run the browser is asked to send back what it holds."""


@st.fragment(run_every=RECONNECT_CATCH_SECONDS)
def _catch_taps_made_while_reconnecting() -> None:
    """Called by the page: nothing to draw. On its one tick: rerun the whole page (see
    ``settle_values_held_by_the_browser``); that run does not call it again, which stops the tick."""
    if st.session_state.pop(_CATCH_INLINE, False):
        return
    st.session_state.pop(_CATCH_PENDING, None)
    st.rerun(scope="app")


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
    already asks the user to make the change again. A whole-page run before the tick (another phone's
    change, rerun by the live refresh's watcher) would end the fragment's timer: every whole-page run
    calls it again until it has ticked; the phone otherwise kept showing a tap never stored (a sand
    dollar count of 4 against a stored 3, issue 33).

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
    if st.session_state.pop(RECONNECTED, False) and not refused and (widgets_in_fragments or not rerun):
        st.session_state[_CATCH_PENDING] = True
    if st.session_state.get(_CATCH_PENDING) and not in_fragment_run():
        # Called again by every whole-page run until it has ticked: a whole-page run that does not call it
        # ends its timer, and the live refresh's watcher starts such runs (another phone's change, issue 33).
        st.session_state[_CATCH_INLINE] = True
        _catch_taps_made_while_reconnecting()  # its tick reruns the page, with anything saved meanwhile
    elif rerun:
        st.rerun()


def _flash_refusals_not_shown() -> bool:
    """Move this run's refusals that no ``field_message`` showed to the top of the page; True if any."""
    refused = st.session_state.get(REFUSED, {})
    displayed = st.session_state.get(DISPLAYED, set())
    moved = False
    for key, refusal in list(refused.items()):
        if refusal.fresh and key not in displayed:
            refused.pop(key)
            flash(say("ui.not_saved", refusal=finished_guard.refusal_words(refusal.message)))
            moved = True
        elif refusal.fresh:
            refused[key] = refusal._replace(fresh=False)
    return moved


def _settle(held: list) -> tuple[bool, bool]:
    """Save or refuse the values the browser held across a restart: (the page must rerun, refused)."""
    shown = {key: st.session_state.get(key) for key, *_ in held}
    to_save, conflict = changes_to_save([(key, stored, shown[key]) for key, stored, *_ in held])
    if to_save and st.session_state.get(STALE, True):
        # The phone drew an older table than the store holds: its differing value may be one another
        # phone changed since, so writing it would put OLD data over newer. Save nothing, say so.
        to_save, conflict = [], True
    for key, _stored, callback, args, kwargs in held:
        if key in to_save:
            callback(*args, **kwargs)
        else:  # not saved: the next run shows the stored value over the browser's
            st.session_state.get(BASE, {}).pop(key, None)
    if not to_save and not conflict:
        return False, False  # the browser showed what is stored: nothing to do
    if conflict:
        # Said to every phone in this case, whether or not its user changed anything (the differing
        # value may be only the older page's): hence "anything you changed", and "this page", which
        # is a table or a score pad.
        flash(say("ui.restarted_changed"), "warning")
    return True, conflict
