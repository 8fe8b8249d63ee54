"""A finished table on its pages: the result it was finished with, and a question before it is corrected.

``banner(summary)`` says on every page of a table (City, Scorepad, Home's open table, the Pad for a
score pad) that it is finished, with whom and how many points, and when it was changed since
("press Finish again").

The question. A change to a finished table is made the way any change is (``webapp.ui.binding.try_apply``,
``webapp.pad.ui.try_update``), but the store is asked to refuse it while this phone has not agreed
to correct that table (``webapp.tables.store.FinishedGameError``); the refused change is HELD here, not
dropped, and the page opens a modal dialog, "Correct this finished table?", right where the player
tapped (``ask_if_pending``, called at the end of every page run and of a fragment's run). Yes saves
the held change and is remembered for this table in this session (once per phone per table); No
drops it and the field shows the stored value again.

Why hold the change instead of disabling the table's widgets until Yes: a player who opens a
finished table to fix a count taps the count, as on any table; a locked page would first make them
find a button at its top, and disabling would have to reach every widget of every page. Holding
the tap keeps the question in ONE place (the save path), loses nothing entered, and saves nothing
before the answer.

This module keeps session state and draws; it does not touch the store itself (the callers hand it a
callable that saves or drops the change) and computes no rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import streamlit as st

from scorer.model.words import counted
from webapp.markdown_text import escape_markdown
from webapp.tables.store import GameSummary

QUESTION = "Correct this finished table?"
HELD = f"this table is finished: answer “{QUESTION}” to save this change"
"""Why a change was not saved (yet): the callers show it under the field, after "Not saved: "."""
_CONFIRMED = "_finished_guard_confirmed"  # ids of the tables (and pads) this phone agreed to correct
_PENDING = "_finished_guard_pending"  # id -> _Held: the change waiting for the answer


@dataclass(frozen=True, slots=True)
class _Held:
    """A change held until the question is answered: what the table was finished with, and what to
    do with the answer (``answer(True)`` saves the change, ``answer(False)`` drops it)."""

    summary: GameSummary
    answer: Callable[[bool], None]


def confirmed(record_id: str) -> bool:
    """True once this phone agreed to correct this finished table (or pad) in this session."""
    return record_id in st.session_state.get(_CONFIRMED, set())


def hold(record_id: str, summary: GameSummary, answer: Callable[[bool], None]) -> str:
    """Keep a change the store refused because the table is finished; returns ``HELD`` (the refusal).

    ``answer(yes)`` is called with the player's answer. A newer change of the same table replaces
    an older one still waiting: the question is modal, so a second change can only be a second
    tap on the same field in the same moment, whose value already includes the first."""
    st.session_state.setdefault(_PENDING, {})[record_id] = _Held(summary, answer)
    return HELD


def _answered(record_id: str, yes: bool) -> None:
    """The player answered: remember a Yes for this table, then save or drop the held change."""
    held = st.session_state.get(_PENDING, {}).pop(record_id, None)
    if yes:
        st.session_state.setdefault(_CONFIRMED, set()).add(record_id)
    if held is not None:
        held.answer(yes)


def result_text(summary: GameSummary) -> str:
    """The result a table was finished with, in words, names escaped: "Ana won with 52 points"."""
    names = [name for name in summary.winner.split(" & ") if name]
    if not names:
        return "no winner was recorded"
    points = summary.totals.get(names[0])
    with_points = "" if points is None else f" with {counted(points, 'point')}"
    if len(names) == 1:
        return f"{escape_markdown(names[0])} won{with_points}"
    return f"{escape_markdown(' & '.join(names))} shared the win{with_points}"


def banner(summary: GameSummary, *, finish_on: str = "the Scorepad") -> None:
    """A short line saying the table is finished and with what result; nothing for a draft.

    ``finish_on`` names the page with the Finish button ("the Scorepad", or "this page" for a pad)."""
    if summary.status != "finished":
        return
    if summary.changed_since_finished:
        st.warning(f"Finished: {result_text(summary)}. Changed since it was finished: press Finish again on "
                   f"{finish_on} to record the new result.", icon="✏️")
    else:
        st.success(f"Finished: {result_text(summary)}.", icon="🏁")


def ask_if_pending() -> None:
    """Open the question for a change held on this phone, if any (one dialog per run, Streamlit's rule)."""
    pending = st.session_state.get(_PENDING)
    if pending:
        record_id, held = next(iter(pending.items()))
        _question(record_id, held.summary)


@st.dialog(QUESTION, dismissible=False)
def _question(record_id: str, summary: GameSummary) -> None:
    """The modal question: the result as finished, then Yes (save the change) or No (drop it)."""
    st.markdown(f"It was finished: {result_text(summary)}. Your change is not saved yet.")
    st.caption("Yes saves it for every phone. History keeps the result above, marked “changed since it was "
               "finished”, until someone presses Finish again. This phone will not ask again for this table.")
    # Not on_click: a button in a dialog reruns the dialog alone, which would draw it again; the
    # whole-page rerun after the answer closes it and draws the page as stored now.
    if st.button("Yes, correct it", key=f"finished-yes-{record_id}", type="primary", width="stretch"):
        _answered(record_id, True)
        st.rerun(scope="app")
    if st.button("No, keep it as finished", key=f"finished-no-{record_id}", width="stretch"):
        _answered(record_id, False)
        st.rerun(scope="app")
