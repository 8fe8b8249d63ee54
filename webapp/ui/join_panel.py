"""The links between a table's pages and "Join from another phone" (the table's address as a QR code)."""

from __future__ import annotations

import streamlit as st

from webapp import language, navigation
from webapp.tables import join
from webapp.ui.frame import CITY_PAGE, GAME_PARAM, HOME_PAGE, SCOREPAD_PAGE


def nav(gid: str, here: str) -> None:
    """Links between the pages that keep ``?game=ID`` in the URL, then "Join from another phone"."""
    params = language.link_params({GAME_PARAM: gid})
    links = ((HOME_PAGE, "nav.home", "🏠"), (CITY_PAGE, "nav.cities", "🏙️"), (SCOREPAD_PAGE, "nav.scorepad", "🧮"))
    # A horizontal container stays one row on a phone (st.columns would stack).
    with st.container(horizontal=True, gap="small"):
        for page, label, icon in links:
            st.page_link(page, label=language.say(label), icon=icon, query_params=params, disabled=page == here)
    join_panel(gid, navigation.url_path(here))


def join_panel(gid: str, page_url: str) -> None:
    """"Join from another phone": this game's address on the local network, as a QR code and as text.

    Another phone that opens it shows the same table and edits its own city there; both pages
    refresh when the other saves (``webapp.tables.live_refresh``)."""
    from webapp.qr import QRTooLongError, qr_png

    # The port phones open: Streamlit's own, or a proxy's in front of it (scripts/club.py sets browser.serverPort
    # to nginx's, whose app processes listen on loopback ports no other phone can reach).
    own_port = int(st.get_option("server.port") or 8501)
    port = int(st.get_option("browser.serverPort") or own_port)
    url = join.join_url(getattr(st.context, "url", None), page_url, gid, lan=join.lan_address(),
                        port=port, language=language.chosen_language())
    with st.expander(f"📱 {language.say('ui.join')}"):
        st.caption(language.say("ui.join_help"))
        try:
            st.image(qr_png(url), width=220, caption=language.say("ui.join_address"))
        except QRTooLongError:  # an address too long for one code: the text below still works
            pass
        # Plain text, read out, typed or copied as it is. Not st.code: its block loads Streamlit's syntax
        # highlighter, 1.5 MB of script that every table page would fetch and run on each phone (about 0.3 s
        # of Chromium's CPU per page here), for a copy button that a touch screen does not even show.
        st.text(url)
        if join.is_loopback(str(st.get_option("server.address") or "")) and port == own_port:
            st.warning(language.say("ui.join_loopback"), icon="⚠️")
