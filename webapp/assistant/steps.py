"""The Assistant's choices for the step the game is at: placing a card, moving people, every other step.

Moved out of ``pages/5_Assistant.py`` (a page only renders and routes). ``render_choices`` sorts the
engine's legal actions into blocks (``webapp.assistant.choices``) and draws the step: the reveal and the
Robot's die (``webapp.assistant.panel``), a player's turn (``webapp.assistant.turn_panel``), placing a
card on a lettered city, moving people through a dialog that offers only legal destinations (with the
best final movement on request, ``scorer.advice.final_movement``), and the rest as buttons. Every button
answers with one of the engine's legal actions; this module decides no rule.
"""

from __future__ import annotations

from functools import partial

import streamlit as st

from scorer.engine import ROBOT, PlaceCard, to_finished_game
from webapp import errors
from webapp.assistant import panel, turn_panel, view
from webapp.assistant.choices import Choices, choice_groups
from webapp.assistant.panel import Turn
from webapp.assistant.ui import act_on_tap, close_mover, mover, open_mover, tap_button
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown


def move_dialog(turn: Turn, choice_key: str) -> None:
    """Only the legal destinations of the chosen person (from the engine's legal actions)."""
    state, actions, revision = turn.state, turn.actions, turn.revision
    if mover() != choice_key:
        st.rerun()  # the move was made (or cancelled): close the dialog and redraw the page
    choice = next((c for c in view.mover_choices(state, actions) if c.key == choice_key), None)
    if choice is None:
        close_mover()
        st.rerun()
    st.markdown(f"**{escape_markdown(choice.label(state, state.actor))}**")
    # This person's legal destinations lettered on the city, the same letters on the buttons.
    letters = view.move_destinations(choice.moves, letters=True)
    st.html(view.city_html(state, state.actor, destinations=letters, origin=choice.from_square))
    order = list(letters)  # A, B, C... left to right, as on the grid
    for move in sorted(choice.moves, key=lambda m: order.index(m.path[-1])):  # a square: a (row, column) tuple
        label = f"{letters[move.path[-1]]}: {view.move_label(state, move, state.actor)}"
        st.button(escape_markdown(label),
                  key=f"dest-{revision}-{actions.index(move)}",
                  on_click=act_on_tap, args=(turn.gid, revision, move), width="stretch", type="primary")
    st.button(say("assistant.cancel"), key=f"dest-cancel-{revision}", on_click=close_mover, width="stretch")


def open_move_dialog(turn: Turn, choice_key: str) -> None:
    """The move dialog, titled in the phone's language (``st.dialog`` takes its title when it is made)."""
    st.dialog(say("assistant.where_to"), on_dismiss=close_mover)(move_dialog)(turn, choice_key)


def final_movement_hint(turn: Turn) -> None:
    """On request, the final movement that scores the most for this player (``scorer.advice.final_movement``)."""
    state = turn.state
    with st.expander(say("assistant.best_final")):
        st.caption(say("assistant.best_final_help"))
        if not st.button(say("assistant.find_it"), key=f"hint-{turn.revision}", width="stretch"):
            return
        try:
            from scorer.advice.final_movement import best_final_movement

            plan = best_final_movement(to_finished_game(state), state.actor, state.catalogue)
        except Exception as error:  # noqa: BLE001 - a hint must never cost the player the page
            errors.caught(error)
            st.warning(escape_markdown(say("assistant.no_suggestion", error=str(error))))
            return
        if not plan.moves or plan.gain <= 0:
            st.info(say("assistant.nobody_moves" if plan.proven_optimal else "assistant.not_proven"))
            return
        st.info(escape_markdown(say("assistant.plan_proven" if plan.proven_optimal else "assistant.plan_found",
                                    count=plan.gain, moves="; ".join(m.describe(current_language()) for m in plan.moves))))


def render_place(turn: Turn, choices: Choices) -> None:
    """The card to place (when the hand holds two) and its legal slots lettered on the city."""
    state, revision = turn.state, turn.revision
    by_card = {group.card: group.options for group in choices.groups}
    hand = list(by_card)
    card_id = hand[0]
    if len(hand) > 1:
        card_id = st.radio(say("assistant.which_first"), hand, key=f"hand-{revision}", horizontal=True,
                           format_func=lambda c: escape_markdown(view.card_in_full(state, c)))
    mine = [(i, a) for i, a in by_card[card_id] if isinstance(a, PlaceCard)]  # a "place" group's actions
    letters = view.slot_letters((a.row, a.column) for _, a in mine)
    st.html(view.city_html(state, state.actor, letters))
    for i, a in sorted(mine, key=lambda p: letters[(p[1].row, p[1].column)]):
        square = (a.row, a.column)
        panel.answer(turn, say("assistant.place_at", letter=letters[square], card=view.card_in_full(state, a.card),
                               square=view.square_text(square)),
                     f"act-{revision}-{i}", a)


def render_move(turn: Turn, choices: Choices) -> None:
    """The final movement: who can move (each opens the move dialog), Done, and the hint on request."""
    state, actions, revision = turn.state, turn.actions, turn.revision
    # Every square someone can move to now is outlined on the city (the engine's legal moves).
    st.html(view.city_html(state, state.actor, destinations=view.move_destinations(actions)))
    st.caption(say("assistant.move_legend"))
    # A "Move: ..." button opens one person's destinations; "Done" is the step's answer (it ends the moves, at
    # the end of the game this player's final movement): the answer is the primary button, as on every step.
    for choice in view.mover_choices(state, actions):
        tap_button(say("assistant.move_who", who=choice.label(state, state.actor)), f"mover-{revision}-{choice.key}", open_mover,
                   (choice.key,), width="stretch", type="secondary")
    (done,) = choices.groups
    panel.buttons(turn, done.options, primary=True)
    if choices.final_movement:
        final_movement_hint(turn)
    key = mover()
    if key and any(c.key == key for c in view.mover_choices(state, actions)):
        open_move_dialog(turn, key)


def render_other(turn: Turn, choices: Choices) -> None:
    """Move here, swaps, returns, happy day, tiles, food truck: the acting player's city, then one
    button per legal action, or a searchable list when there are many."""
    state = turn.state
    if choices.tiles:
        with st.expander(say("assistant.tiles_do")):
            st.markdown(view.tiles_markdown(state, list(choices.tiles)))
    if state.actor != ROBOT and state.players[state.actor].starting_tile is not None:
        # "Move here" steps: the new card people may move to is outlined (no other step has moves).
        st.html(view.city_html(state, state.actor, destinations=view.move_destinations(turn.actions)))
    others, done = choices.groups
    if len(others.options) > panel.MANY_BUTTONS:
        panel.many_choices(turn, list(others.options), others.title)
    else:
        panel.buttons(turn, others.options, primary=True)
    panel.buttons(turn, done.options)


def render_choices(turn: Turn) -> None:
    """The engine's legal actions, sorted into blocks by ``choice_groups``, drawn for the step."""
    choices = choice_groups(turn.state, turn.actions)
    {"reveal": partial(panel.render_reveal, turn), "robot_turn": partial(panel.render_robot_turn, turn),
     "turn": partial(turn_panel.render_turn, turn), "place": partial(render_place, turn),
     "move": partial(render_move, turn), "other": partial(render_other, turn)}[choices.step](choices)
