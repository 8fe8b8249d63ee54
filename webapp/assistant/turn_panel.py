"""A player's turn on the Assistant page: the cards to take, the sand dollar actions, placement hints.

Moved out of ``pages/5_Assistant.py`` (a page only renders and routes): every button answers with one
of the engine's legal actions, sorted by ``webapp.assistant.choices``; the hints are
``scorer.advice.hints``, asked for and computed once per revision (``webapp.assistant.ui``). This
module decides no rule.
"""

from __future__ import annotations

import streamlit as st

from scorer.advice.hints import one_per_source, placement_hints
from webapp import errors
from webapp.assistant import panel, view
from webapp.assistant.choices import Choices
from webapp.assistant.panel import Turn
from webapp.assistant.ui import act_many, ask_hints, asked_hints, hide_hints, hints_asked, tap_button
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown


def placement_hints_panel(turn: Turn) -> None:
    """On request only, the best slot of each front-row card and of each affordable sand dollar
    action with the change of provisional score and why (``scorer.advice.hints``); "Do it" plays one."""
    gid, revision, state = turn.gid, turn.revision, turn.state
    if not hints_asked(gid, revision):
        tap_button(say("assistant.show_hints"), f"hints-{revision}", ask_hints, (gid, revision), width="stretch")
        return
    try:
        hints = asked_hints(gid, revision, lambda: one_per_source(placement_hints(state, state.catalogue)))
    except Exception as error:  # noqa: BLE001 - a hint must never cost the player the page
        errors.caught(error)
        st.warning(escape_markdown(say("assistant.no_hints", error=str(error))))
        return
    st.markdown("##### " + say("assistant.hints"))
    st.caption(say("assistant.hints_help"))
    if not hints:
        st.info(say("assistant.no_card_now"))
    for index, hint in enumerate(hints):
        with st.container(border=True):
            st.markdown(f"**{escape_markdown(view.hint_title(hint))}**")
            st.caption(escape_markdown(hint.reason.word(current_language())))
            rest = view.hint_rest_text(state, hint)
            if rest:
                st.caption(escape_markdown(rest))
            tap_button(view.hint_button_label(state, hint), f"hint-do-{revision}-{index}", act_many,
                       (gid, revision, hint.placing_actions), width="stretch")
    for line in view.unaffordable_actions(state):
        st.caption(escape_markdown(say("assistant.not_hinted", reason=line)))
    tap_button(say("assistant.hide_hints"), f"hints-hide-{revision}", hide_hints, (), width="stretch")


def render_turn(turn: Turn, choices: Choices) -> None:
    """A player's turn: the front-row cards to take (each in full on its button, the printed text one
    tap away under them), each sand dollar action of the game, the rest, then placement hints."""
    for group in choices.groups:
        if group.role == "take":
            panel.buttons(turn, group.options, primary=True)
            with st.expander(say("assistant.cards_do")):
                st.markdown(view.display_cards_markdown(turn.state))
        elif group.role == "sand_dollar":
            with st.expander(escape_markdown(group.title)):
                if group.note:
                    st.caption(escape_markdown(group.note))
                if not group.options:
                    st.caption(say("assistant.not_possible"))
                elif len(group.options) > panel.MANY_BUTTONS:
                    panel.many_choices(turn, list(group.options), group.title)
                else:
                    panel.buttons(turn, group.options)
        else:
            panel.buttons(turn, group.options)
    placement_hints_panel(turn)
