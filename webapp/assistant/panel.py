"""The Assistant's prompt and choices as a player at a table uses them (Streamlit; issue 26).

What just happened and what to do next sit together at the top of the game: the status ("Round 2 ·
Ana's turn"), the solo Robot's last move (its card must come out of the real display), the engine's
prompt, then the choices, with Undo and Redo right under them. After a tap on this phone the page
scrolls back to that prompt when it is out of view, so the next choices are on the screen (a sand
dollar action picked low on the page used to leave its placement buttons above it). Also here: the
reveal of a physical deck (picker, search, a card missing from the list, and "the deck is empty",
away from the picker and confirmed before it acts), the Robot's die, and the buttons shared by every
step. Every button answers with one of the engine's legal actions (``webapp.assistant.ui.act``);
this module decides no rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial

import streamlit as st

from scorer.engine import ROBOT, GameState, RevealCard, RollDie, prompt
from scorer.engine.actions import Action
from webapp.assistant import view
from webapp.assistant.auto import next_by_itself
from webapp.assistant.choices import Choices, Option
from webapp.assistant.robot_view import last_robot_move
from webapp.assistant.ui import (
    act,
    act_on_tap,
    can_redo,
    clear_picker,
    entered_card_id,
    fresh_picker_per_reveal,
    redo,
    reveal_new_card,
    reveal_picked,
    robot_rolls,
    scroll_to_prompt_once,
    set_robot_rolls,
    take_entry_closed,
    tap_button,
    undo_last,
)
from webapp.cards.form import card_entry_form, reset_form
from webapp.cards.keypad import Keys, card_keypad
from webapp.cards.picker import card_picker
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown

NEW_CARD_FORM = "as_reveal_card"  # the card entry form at a reveal (keys kept across reruns)
REVEAL_KEYS = Keys("reveal-kp", None)  # the keypad at a reveal: its own widget keys, its draft in the session
ENTRY_TOGGLE = "reveal-new"  # "Not in the list? Enter it": one key for every reveal
MANY_BUTTONS = 10  # above this many choices of one kind, a searchable list replaces the buttons


@dataclass(frozen=True)
class Turn:
    """The game as this rerun draws it: its id, the revision the buttons answer, the state and its
    legal actions (``legal_actions(state)``, whose indexes name the buttons)."""

    gid: str
    revision: int
    state: GameState
    actions: tuple


def prompt_box(turn: Turn, log: tuple, action_events: tuple) -> None:
    """Where the player looks: the status, the Robot's last move (solo), the engine's prompt.

    The anchor above it is where a tap on this phone brings the page back to."""
    state = turn.state
    st.html('<div id="sm-prompt"></div>')
    scroll_to_prompt_once(turn.revision)
    lines = [f"**{escape_markdown(view.status_line(state))}**"]
    # The Robot's move until its next turn: the player takes its card out of the display, then plays.
    robot = last_robot_move(log, action_events) if state.robot is not None and state.current != ROBOT else None
    if robot:
        lines.append(f"**{say('assistant.robot_move')}** {escape_markdown(robot)}")
    lines.append(escape_markdown(prompt(state, current_language())))
    st.info("  \n".join(lines))


def answer(turn: Turn, label: str, key: str, action: Action | None, *, primary: bool = True, disabled: bool = False) -> None:
    """A button that answers the engine with ``action`` (validated and saved by ``act``); ``label`` is plain text."""
    tap_button(label, key, act_on_tap, (turn.gid, turn.revision, action), width="stretch",
               type="primary" if primary else "secondary", disabled=disabled or action is None)


def buttons(turn: Turn, options: Iterable[Option], *, primary: bool = False) -> None:
    """One button per (index, action), labelled by ``view.action_label`` (keys ``act-<revision>-<index>``)."""
    for index, action in options:
        answer(turn, view.action_label(turn.state, action), f"act-{turn.revision}-{index}", action, primary=primary)


def many_choices(turn: Turn, options: list[tuple[int, object]], label: str) -> None:
    """A searchable list and one button, for long lists of choices (swaps, sand dollar options)."""
    pick = st.selectbox(escape_markdown(label), [i for i, _ in options], index=None,
                        key=f"pick-{turn.revision}-{label}",
                        format_func=lambda i: view.action_label(turn.state, turn.actions[i]).replace("\n", " · "),
                        placeholder=say("assistant.type_to_search"))
    if pick is not None:  # the list's rows are one line each on a phone: the choice picked, whole
        st.caption(escape_markdown(view.action_label(turn.state, turn.actions[pick]).replace("\n", " · ")))
    answer(turn, say("assistant.confirm"), f"confirm-{turn.revision}-{label}", turn.actions[pick] if pick is not None else None,
           disabled=pick is None)


def undo_bar(turn: Turn, n_actions: int) -> None:
    """Undo and Redo next to the choices (the several-steps undo stays with the log); in a solo
    game, whether this phone rolls for the Robot by itself."""
    if turn.state.robot is not None and not turn.state.finished:
        st.toggle(say("assistant.robot_rolls"), value=robot_rolls(), key=f"robot-rolls-{turn.gid}",
                  on_change=robot_rolls_changed, args=(turn,),
                  help=say("assistant.robot_rolls_help"))
    if not n_actions:
        return
    left, right = st.columns(2)
    with left:
        tap_button(say("assistant.undo_last"), f"undo1-{turn.revision}", undo_last, (turn.gid, turn.revision), width="stretch")
    with right:
        tap_button(say("assistant.redo"), f"redo-{turn.revision}", redo, (turn.gid, turn.revision), width="stretch",
                   disabled=not can_redo(turn.gid, turn.revision))


# --- the Robot's die ----------------------------------------------------------------------------------


def robot_rolls_changed(turn: Turn) -> None:
    """The toggle's callback: remember the choice; switched on during the Robot's turn, roll now."""
    on = bool(st.session_state.get(f"robot-rolls-{turn.gid}"))
    set_robot_rolls(on)
    if on and next_by_itself(turn.state, True) == RollDie(value=None):
        act(turn.gid, turn.revision, RollDie(value=None))


def render_robot_turn(turn: Turn, choices: Choices) -> None:
    """Roll for the Robot (the app's die), or the die rolled at the table: 1-4 a column, 5 the
    foodie's card, 6 the food truck's card (each button says which card that is)."""
    roll, die = choices.groups
    st.caption(say("assistant.robot_turn"))
    buttons(turn, roll.options, primary=True)
    st.caption(die.title)
    buttons(turn, die.options)


# --- the reveal of a physical deck ----------------------------------------------------------------------


def render_reveal(turn: Turn, choices: Choices) -> None:
    """Which card was revealed: row, a tag, then the card (3 taps, ``webapp.cards.picker``; a tap on
    the card records it), a search by label, and a card missing from the list. The empty deck is
    asked last, apart from the picker, and confirmed before it acts."""
    cards, blank = choices.groups
    state = turn.state
    if take_entry_closed():  # a card entered here was saved and revealed: close the entry, clear the picker
        st.session_state[ENTRY_TOGGLE] = False
        clear_picker()
    st.markdown(f"**{escape_markdown(cards.title)}**")
    fresh_picker_per_reveal(turn.gid, len(state.log))
    # The "reveal_pick" group's actions: each a RevealCard naming a card.
    row, _ = card_picker(state.catalogue,
                         [a.card for _, a in cards.options if isinstance(a, RevealCard) and a.card is not None],
                         partial(reveal_picked, turn.gid, turn.revision), key=f"reveal-pick-{turn.revision}",
                         label=lambda card: view.card_in_full(state, card.id))
    with st.expander(say("assistant.search_label")):
        pick = st.selectbox(cards.title, [i for i, _ in cards.options], index=None, key=f"reveal-{turn.revision}",
                            placeholder=say("assistant.type_label"),
                            format_func=lambda i: view.card_in_full(state, turn.actions[i].card))
        if pick is not None:  # the list's rows are one line each on a phone: the card picked, whole
            st.caption(escape_markdown(view.card_in_full(state, turn.actions[pick].card)))
        answer(turn, say("assistant.confirm_revealed"), f"reveal-ok-{turn.revision}",
               turn.actions[pick] if pick is not None else None, disabled=pick is None)
    new_card_entry(turn, row)
    deck_empty(turn, blank.options)


def deck_empty(turn: Turn, options: Sequence[Option]) -> None:
    """"The deck is empty", behind a question: a stray tap next to the picker must not end the deck."""
    if not options:
        return
    with st.expander(say("assistant.deck_empty_q")):
        st.caption(say("assistant.deck_empty_help"))
        for index, action in options:
            answer(turn, say("assistant.deck_empty_yes"), f"act-{turn.revision}-{index}", action, primary=False)


def new_card_entry(turn: Turn, row: str | None) -> None:
    """A revealed card missing from the list: entered with the keypad right here (or the full form),
    saved in the catalogue, added to this game's deck and revealed, without leaving the page. The
    entry closes once the card is saved: its pills would look like the picker's."""
    state = turn.state
    if not st.toggle(say("assistant.not_in_list"), key=ENTRY_TOGGLE):
        return
    st.caption(say("assistant.enter_help"))
    if st.session_state.get(REVEAL_KEYS.saved) not in state.catalogue.cards:
        st.session_state.pop(REVEAL_KEYS.saved, None)  # an identical catalogue card was revealed instead
    card_keypad(state.catalogue, lambda card: reveal_new_card(turn.gid, turn.revision, card),
                lambda label: entered_card_id(label, state.catalogue.cards), keys=REVEAL_KEYS, row=row)
    with st.expander(say("assistant.full_form")):
        new_card_form(turn)


def new_card_form(turn: Turn) -> None:
    """The full card form, for what the keypad does not offer (saved and revealed the same way)."""
    card = card_entry_form(NEW_CARD_FORM, new_id=lambda name: entered_card_id(name, turn.state.catalogue.cards))
    if card is None:
        return
    problem = reveal_new_card(turn.gid, turn.revision, card)
    if problem:
        st.error(escape_markdown(problem))  # next to the form; everything entered is kept
        return
    reset_form(NEW_CARD_FORM)
    st.rerun()
