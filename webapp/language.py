"""The language of this phone, and the helper every page calls for its words: ``say(key, **values)``.

A phone reads, in this order: ``?lang=en|de|es|it`` in its address (the choice on Home sets it), the
choice this session made before (Streamlit's menu links drop query parameters: ``settle``, run by
``ui.page_setup`` on every page, puts it back into the address), the browser's own language
(``st.context.locale``), else English. Each phone at a table has its own session, so each may read
its own language while they share one table.

For pages (the whole API)::

    from webapp.language import say
    st.button(say("home.start_button"))                            # words by catalogue key (lang/catalogues)
    st.warning(say("home.too_few_tiles", count=n, players=p))      # plurals and numbers for the phone
    st.error(escape_markdown(say("home.not_added", refusal=why)))  # user text inside: escape the result
    st.page_link(page, label=..., query_params=link_params({GAME_PARAM: gid}))  # keeps ?lang on a link

``number(value)``, ``day(value)`` and ``moment(iso_text)`` write a number, a date or a stored
date-time for the phone (the caller passes them in: no clock here). The catalogues hold plain text,
no Markdown: a result that carries user text (names, titles, anything from the URL) goes through
``escape_markdown`` whole before it reaches Markdown.

This module renders and routes; the words live in ``lang``.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st
from streamlit import runtime
from streamlit.runtime.scriptrunner import get_script_run_ctx

import lang
from webapp import server_log
from webapp.markdown_text import escape_markdown

LANG_PARAM = "lang"
CHOICE_KEY = "language_choice"
_CHOSEN = "_language_chosen"  # the language this session chose (or its address named), for menu links
_RUN_CACHE = "_santa_monica_language"  # this run's language, kept on Streamlit's run context
_last_run_language = lang.DEFAULT_LANGUAGE
"""For AppTest only: the language of the latest run, for words asked for outside any run. AppTest formats a
widget's options with its ``format_func`` in the test's own thread, after the run. A served app (a
Streamlit runtime exists) never reads it: there every word is asked for inside a session's run (pages,
callbacks, cached functions), and a word asked for outside one is English, never another phone's
language (``_outside_a_run``; tests/test_language_sessions.py). So AppTests of pages in two languages
run one after the other, not interleaved, and a test that runs pages in another language puts English
back afterwards (``monkeypatch.setattr``, tests/conftest.py)."""


def _served() -> bool:
    """Whether a Streamlit runtime runs this process: ``streamlit run`` (an AppTest has one only during its
    runs, so its thread asks outside a run without one)."""
    return runtime.exists()


def _outside_a_run() -> str:
    """The language of a word asked for outside any script run: English in a served app (no phone asked),
    the latest run's under AppTest (see ``_last_run_language``)."""
    return lang.DEFAULT_LANGUAGE if _served() else _last_run_language


def chosen_language() -> str | None:
    """The language this phone's address names, else the one this session chose before; ``None`` if neither."""
    return lang.language_of(st.query_params.get(LANG_PARAM)) or st.session_state.get(_CHOSEN) or None


def current_language() -> str:
    """This phone's language: the address's or this session's choice, else the browser's, else English.

    Worked out once per run: reading the address, the session and the browser costs about 12 us, and a
    page says hundreds of words."""
    global _last_run_language
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is None:
        return _outside_a_run()
    # Streamlit gives the run context a new ``cursors`` dict at the start of every run (and fragment
    # run): the language worked out with the same dict is this run's. Without it, no reuse. A private
    # use of Streamlit's run context: tests/test_streamlit_internals.py guards it.
    run = getattr(ctx, "cursors", None)
    known = getattr(ctx, _RUN_CACHE, None)
    if run is not None and known is not None and known[0] is run:
        return known[1]
    language = (chosen_language() or lang.language_of(getattr(st.context, "locale", None))
                or lang.DEFAULT_LANGUAGE)
    if run is not None:
        setattr(ctx, _RUN_CACHE, (run, language))
    else:
        server_log.internals_moved("ScriptRunContext.cursors", "every word works the phone's language out again")
    _last_run_language = language  # read only outside a run, and only under AppTest (``_outside_a_run``)
    return language


def _forget_this_runs_language() -> None:
    """After the address's language changed in this run: work it out again at the next word."""
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is not None:
        setattr(ctx, _RUN_CACHE, None)


def say(key: str, /, **values: Any) -> str:
    """The words for ``key`` in this phone's language (``lang.text``): plain text, numbers written for it."""
    return lang.text(key, current_language(), **values)


def listed(words: Iterable[str]) -> str:
    """``words`` listed for a sentence or a label in this phone's language (``lang.listed``: "A, B und C",
    "A, B y C"; English keeps "A, B, C"): the one way a page lists names, cards or squares."""
    return lang.listed(words, current_language())


def number(value: float) -> str:
    """``value`` written for this phone's language ("1.234,5" in German)."""
    return lang.number(value, current_language())


def day(value: datetime.date, *, style: str = "medium") -> str:
    """The date ``value`` written for this phone's language (the caller passes it in: no clock here)."""
    return lang.date(value, current_language(), style=style)


def moment(iso: str) -> str:
    """A stored ISO date-time (the store writes UTC) as this phone writes its day and time, on the phone's
    clock when the browser reports its time zone (``st.context.timezone``); a text that is no date-time
    is returned as it is."""
    try:
        when = datetime.datetime.fromisoformat(iso.strip())
    except ValueError:
        return iso
    zone = getattr(st.context, "timezone", None)
    if when.tzinfo is not None and zone:
        try:
            when = when.astimezone(ZoneInfo(zone))
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return lang.date_time(when, current_language())


def link_params(params: dict[str, str] | None = None) -> dict[str, str]:
    """``params`` for a page link or ``st.switch_page``, with ``?lang`` when this phone chose a language.

    A language that came from the browser is left out: the phone that opens the link reads its own."""
    chosen = chosen_language()
    return {**(params or {}), **({LANG_PARAM: chosen} if chosen else {})}


def settle() -> None:
    """Once per run (``ui.page_setup``): remember the address's language, put a remembered one back into
    the address, and explain an address naming a language the app does not speak (then drop it)."""
    asked = st.query_params.get(LANG_PARAM)
    language = lang.language_of(asked)
    if language is not None:
        st.session_state[_CHOSEN] = language
        if asked != language:  # "de-AT" or "DE" in a typed address: written the way links write it
            st.query_params[LANG_PARAM] = language
        return
    if asked is not None:
        st.query_params.pop(LANG_PARAM, None)
        names = ", ".join(lang.language_name(code) for code in lang.LANGUAGES)
        st.warning(escape_markdown(say("language.unknown", asked=asked, languages=names)), icon="🌐")
    if st.session_state.get(_CHOSEN):
        st.query_params[LANG_PARAM] = st.session_state[_CHOSEN]
    _forget_this_runs_language()


def _choose() -> None:
    picked = st.session_state.get(CHOICE_KEY)
    if picked in lang.LANGUAGES:
        st.session_state[_CHOSEN] = picked
        st.query_params[LANG_PARAM] = picked  # the other parameters (the open table) stay
        _forget_this_runs_language()


def choice() -> None:
    """The language choice (each language named in itself): changes this phone's language, keeps the table open."""
    current = current_language()
    if st.session_state.get(CHOICE_KEY) != current:
        st.session_state[CHOICE_KEY] = current
    st.segmented_control(f"🌐 {say('language.choice')}", lang.LANGUAGES, format_func=lang.language_name,
                         key=CHOICE_KEY, on_change=_choose, required=True, width="stretch")
