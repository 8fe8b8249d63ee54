"""An optional server password: when one is set, a page draws nothing until this session has given it.

Anyone who can open the app's address can see, change and delete every table and catalogue card (README,
"Who can reach it"). On a network you do not trust, set a password: the environment variable
``SANTA_MONICA_PASSWORD``, or ``password`` in Streamlit's secrets (``.streamlit/secrets.toml``). Then
``frame.page_setup`` calls ``gate()`` on every page, which asks for it once per Streamlit session (a browser
tab; a reload opens a new session and asks again) and stops the page until it is given.

The typed password is compared in constant time (``hmac.compare_digest`` of SHA-256 digests, so its length
does not show either), removed from the session at once, and never written to a log, a URL or the store:
the session keeps only the fact that it was given. Without a password set, ``gate()`` does nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import time

import streamlit as st

ENV_VAR = "SANTA_MONICA_PASSWORD"
SECRET_KEY = "password"
_GRANTED = "_access_granted"  # True once this session gave the password (the password itself is not kept)
_TYPED = "_access_typed"  # the password box's key: emptied by the check
_REFUSED = "_access_refused"
WRONG_DELAY_SECONDS = 1.0
"""A wrong password waits this long before the answer: guessing by the thousand takes hours, not seconds."""


def server_password() -> str | None:
    """The password this server asks for: ``$SANTA_MONICA_PASSWORD``, else Streamlit's secret
    ``password``, else None (no password: everyone who reaches the address gets in)."""
    value = os.environ.get(ENV_VAR, "")
    if value:
        return value
    if st.secrets.load_if_toml_exists():  # no secrets file: no password, and no warning on the page
        secret = st.secrets.get(SECRET_KEY)
        if isinstance(secret, str) and secret:
            return secret
    return None


def matches(typed: str, password: str) -> bool:
    """Whether ``typed`` is ``password``, in a time that tells nothing of either."""
    return hmac.compare_digest(hashlib.sha256(typed.encode("utf-8")).digest(),
                               hashlib.sha256(password.encode("utf-8")).digest())


def gate() -> None:
    """Stop the page (after drawing only the password box) unless no password is set or this session
    gave it. Called by ``frame.page_setup`` on every page, before anything of the page is drawn."""
    if st.session_state.get(_GRANTED) or server_password() is None:
        return
    st.title("Santa Monica score pad")
    st.caption("This server asks for a password. Ask whoever runs it at your table.")
    with st.form("access_form", border=False):
        st.text_input("Password", type="password", key=_TYPED, autocomplete="current-password")
        st.form_submit_button("Open the app", type="primary", width="stretch", on_click=_check)
    if st.session_state.get(_REFUSED):
        st.error("That is not this server's password: check it with whoever runs the server, then type it again.")
    st.stop()


def _check() -> None:
    """Callback of the form: let the session in, or say no (after a pause). The typed text is dropped."""
    typed = st.session_state.pop(_TYPED, "") or ""
    password = server_password()
    if password is not None and matches(typed, password):
        st.session_state[_GRANTED] = True
        st.session_state.pop(_REFUSED, None)
    else:
        time.sleep(WRONG_DELAY_SECONDS)
        st.session_state[_REFUSED] = True
