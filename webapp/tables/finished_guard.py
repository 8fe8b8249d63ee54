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

from collections.abc import Callable
from dataclasses import dataclass

import streamlit as st

import lang
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables.store import GameSummary

QUESTION = lang.text("table.question", lang.DEFAULT_LANGUAGE)
"""The question in English (the dialog asks it in the phone's language: ``say("table.question")``)."""
HELD = lang.text("table.held", lang.DEFAULT_LANGUAGE, question=QUESTION)
"""Why a change was not saved (yet), as ``hold`` returns it: the mark callers compare a refusal with.
Shown under the field after "Not saved: " in the phone's language through ``refusal_words``."""
FINISH_ON = {"scorepad": "table.finish_on_scorepad", "this page": "table.finish_on_this_page"}
"""Where Finish is, as ``banner`` says it: the Scorepad, or the page itself (the Pad)."""
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


def refusal_words(refusal: str) -> str:
    """A refusal as a page shows it: ``HELD`` in the phone's language, any other as it is."""
    return say("table.held", question=say("table.question")) if refusal == HELD else refusal


def result_text(summary: GameSummary) -> str:
    """The result a table was finished with, in words, names escaped: "Ana won with 52 points"."""
    names = summary.winners
    if not names:
        return say("table.no_winner")
    points = summary.totals.get(names[0])
    winners = escape_markdown(lang.joined(names, current_language()))
    if points is None:
        return say("table.won" if len(names) == 1 else "table.shared_win", names=winners)
    return say("table.won_with" if len(names) == 1 else "table.shared_win_with", names=winners, count=points)


def banner(summary: GameSummary, *, finish_on: str = "scorepad") -> None:
    """A short line saying the table is finished and with what result; nothing for a draft.

    ``finish_on`` names the page with the Finish button ("scorepad", or "this page" for a pad)."""
    if summary.status != "finished":
        return
    if summary.changed_since_finished:
        where = say(FINISH_ON.get(finish_on, "table.finish_on_scorepad"))
        st.warning(say("table.finished_changed", result=result_text(summary), page=where), icon="✏️")
    else:
        st.success(say("table.finished", result=result_text(summary)), icon="🏁")


def ask_if_pending() -> None:
    """Open the question for a change held on this phone, if any (one dialog per run, Streamlit's rule)."""
    pending = st.session_state.get(_PENDING)
    if pending:
        record_id, held = next(iter(pending.items()))
        # The dialog's title is the question in this phone's language: made for this run.
        st.dialog(say("table.question"), dismissible=False)(_question)(record_id, held.summary)


def _question(record_id: str, summary: GameSummary) -> None:
    """The modal question: the result as finished, then Yes (save the change) or No (drop it)."""
    st.markdown(say("table.question_result", result=result_text(summary)))
    st.caption(say("table.question_help"))
    # Not on_click: a button in a dialog reruns the dialog alone, which would draw it again; the
    # whole-page rerun after the answer closes it and draws the page as stored now.
    if st.button(say("table.question_yes"), key=f"finished-yes-{record_id}", type="primary", width="stretch"):
        _answered(record_id, True)
        st.rerun(scope="app")
    if st.button(say("table.question_no"), key=f"finished-no-{record_id}", width="stretch"):
        _answered(record_id, False)
        st.rerun(scope="app")
