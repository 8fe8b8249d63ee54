"""Whose city a phone shows, kept in the address (``?player=Name``) like the table (issue 33).

After a server restart a phone starts a new session: without the address it fell back to the first
player, and the phones of players 2-4 showed another player's city. The radio's choice is written to
the address when it is not the first player, and read back when this session has none (a reconnect, a reload, a shared link).
A name the table no longer has (renamed, removed) falls back to the first player.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

PLAYER_PARAM = "player"
RADIO_KEY = "city_player"
"""The City page's player radio (its session key)."""


def choose_player(names: Sequence[str]) -> None:
    """Before the radio is drawn: keep this session's choice, else take the address's, else the first name."""
    if st.session_state.get(RADIO_KEY) not in names:
        asked = st.query_params.get(PLAYER_PARAM)
        st.session_state[RADIO_KEY] = asked if asked in names else names[0]


def remember_player(name: str, first: str) -> None:
    """After the radio: the address names the player shown, so a reconnecting phone keeps them. The first
    player needs no parameter (it is what an address without one shows): a phone that never changed player
    gets no new address, so Back still leaves the City page in one press."""
    shown = st.query_params.get(PLAYER_PARAM)
    if shown == name or (shown is None and name == first):
        return
    st.query_params[PLAYER_PARAM] = name
