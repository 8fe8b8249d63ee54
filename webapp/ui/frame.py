"""Every page's frame: set-up (page config, menu, phone CSS, the server's password), messages left for
the next run (``flash``), the pages' paths and the "next step" button.

Every page calls ``page_setup`` first. ``flash`` is for callbacks: a message shown at the top of the page on
the next rerun. This module renders and routes; it computes no game rule and does not score.
"""

from __future__ import annotations

import streamlit as st

from webapp import access, errors, language, navigation
from webapp.markdown_text import escape_markdown
from webapp.tables import live_refresh
from webapp.ui.browser_state import note_a_reconnect
from webapp.ui.drawn_runs import runs_drawn
from webapp.ui.session_keys import DISPLAYED, PUSHED_KEY, RUN

GAME_PARAM = "game"
VIEW_PARAM = "view"  # a link to one view of a page (the Catalogue's "add_tile"): read once, then dropped
HOME_PAGE = "pages/0_Home.py"  # relative to streamlit_app.py, as Streamlit resolves page paths
CITY_PAGE = "pages/1_City.py"
SCOREPAD_PAGE = "pages/2_Scorepad.py"
CATALOGUE_PAGE = "pages/3_Catalogue.py"
HISTORY_PAGE = "pages/4_History.py"
ASSISTANT_PAGE = "pages/5_Assistant.py"
_FLASH = "_flash_messages"
_FLASHED = "_flash_messages_shown"  # (the run that showed them, the messages), until shown once more

# Phone first: no sideways scrolling at 390 px, big touch targets, compact vertical rhythm.
_PHONE_CSS = """
<style>
html, body, [data-testid="stAppViewContainer"] { overflow-x: hidden; }
[data-testid="stMainBlockContainer"] { padding-left: 0.8rem; padding-right: 0.8rem; max-width: 46rem; }
/* A phone's screen is short: less air above the first line and a smaller page title (a 14-card city
   and its editor fit in about two screens, tests/test_browser_city.py). */
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] { padding-top: 4rem; }
  h1 { font-size: 2rem !important; padding-top: 0.25rem !important; }
  [data-testid="stVerticalBlock"] { gap: 0.75rem; }
}
button, [data-testid="stBaseButton-secondary"], [data-testid="stBaseButton-primary"] { min-height: 2.75rem; }
[data-testid="stNumberInput"] button { min-width: 2.75rem; }
.sm-grid { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 2px; margin-bottom: 0.4rem; }
.sm-grid td { border-radius: 4px; padding: 2px; font-size: 0.7rem; line-height: 1.1; text-align: center;
  overflow: hidden; word-break: break-word; height: 2.6rem; color: white; }
.sm-grid td.empty { background: #eef1f4; color: #555; }
.sm-grid td.start { background: #222; }
.sm-grid td.pad { background: transparent; }
.sm-grid th { font-size: 0.65rem; font-weight: normal; color: #555; }
/* A city's rows never wrap: a wide city scrolls sideways in its box, its starting tile held at the edge. */
.sm-grid-box { overflow-x: auto; overscroll-behavior-x: contain; }
.sm-grid-box .sm-grid .start { position: sticky; left: 0; right: 0; z-index: 1; outline: 2px solid white; }
.sm-grid-box .sm-grid th.start { background: white; }
/* Markdown tables (the scorepad) always fit the phone: columns share the width and long names wrap. */
[data-testid="stMarkdownContainer"] table { table-layout: fixed; width: 100%; }
[data-testid="stMarkdownContainer"] th, [data-testid="stMarkdownContainer"] td {
  overflow-wrap: anywhere; word-break: break-word; padding: 0.3rem 0.25rem; }
/* The first column names the line ("Merkmalskarten", "Fußspuren"): room for a whole word, and a word
   too long for it breaks with a hyphen in the page's language (lang, set by page_setup), never bare. */
[data-testid="stMarkdownContainer"] th:first-child { width: 34%; }
[data-testid="stMarkdownContainer"] td:first-child, [data-testid="stMarkdownContainer"] th:first-child {
  overflow-wrap: normal; word-break: normal; hyphens: auto; -webkit-hyphens: auto; }
/* Thumb-sized targets: every control used at the table is at least 44 x 44 px (Apple's and Google's
   minimum), measured by tests/test_browser_phone.py on each page at 390 x 844. */
[data-testid^="stBaseButton-"], [data-testid="stButtonGroup"] button { min-height: 44px; min-width: 44px; }
[data-testid="stPageLink-NavLink"] { min-height: 44px; min-width: 44px; display: flex; align-items: center; }
/* A long page link wraps (Home's were cut at the screen's edge with an ellipsis); a link button is as tall. */
[data-testid="stPageLink-NavLink"] span, [data-testid="stPageLink-NavLink"] [data-testid="stMarkdownContainer"],
[data-testid="stPageLink-NavLink"] p { white-space: normal; overflow: visible; text-overflow: clip; height: auto; }
[data-testid^="stBaseLinkButton-"] { min-height: 44px; min-width: 44px; }
/* The menu's open button (the only way to the menu on a phone) and its close button: thumb-sized too. */
[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapseButton"] button {
  min-width: 44px; min-height: 44px; }
/* Number boxes: the box as tall as a thumb, its - and + as wide as they are tall. */
[data-testid="stNumberInputContainer"] { min-height: 44px; }
[data-testid="stNumberInputStepUp"], [data-testid="stNumberInputStepDown"] { min-width: 44px; min-height: 44px; }
/* A check box, toggle or radio option is tapped on its whole label row, not its 13 px box. */
[data-testid="stCheckbox"] label, [data-testid="stRadio"] label {
  min-height: 44px; min-width: 44px; align-items: center; }
[data-testid="stRadio"] [role="radiogroup"] { row-gap: 0; }
/* Tabs (a player's name over their city) as tall as a thumb and never narrower than one. */
[data-testid="stTabs"] [role="tab"] { min-height: 44px; min-width: 44px; }
/* The City editor: less padding in its box, so a row of 7 people choices keeps 44 px per choice. */
[class*="st-key-city-editor-"] { padding: 0.4rem 0.5rem !important; }
[class*="st-key-"][class$="-people"], [class*="-people "] { gap: 2px !important; }
/* The table version this browser drew (SEEN_KEY): a value for the server, not for the eye. */
.st-key-ui_table_version_drawn, .st-key-ui_last_run_drawn { display: none; }
</style>
"""


# Streamlit closes its menu after a page is chosen only when the browser's user agent says "phone".
# A narrow window that does not (a phone in "desktop site" mode, a small tablet or laptop window)
# would keep the menu over the new page: close it the same way, below Streamlit's phone width.
_CLOSE_MENU_JS = """
<script>
if (!window.smCloseMenuOnPick) {
  window.smCloseMenuOnPick = true;
  document.addEventListener('click', (event) => {
    if (!event.target.closest('[data-testid="stSidebarNavLink"]') || window.innerWidth >= 768) return;
    setTimeout(() => {
      const close = document.querySelector('[data-testid="stSidebarCollapseButton"] button');
      if (close && close.getAttribute('aria-expanded') === 'true') close.click();
    }, 100);
  }, true);
}
</script>
"""


# The language code comes from lang.LANGUAGES (two letters), never from the user.
_LANG_JS = "<script>document.documentElement.lang = 'LANG';</script>"


def page_setup(title: str, icon: str = "🌊") -> None:
    """Page config (centered layout for phones), the menu, the phone CSS and any message left by a callback."""
    navigation.ensure_registered()
    errors.note_page()  # for an error in one of this page's callbacks (webapp.errors)
    st.set_page_config(page_title=language.say("app.tab_title", page=title), page_icon=icon, layout="centered")
    st.html(_PHONE_CSS)
    st.html(_CLOSE_MENU_JS, unsafe_allow_javascript=True)  # our own fixed script: no user text in it
    # The page says its language: a screen reader reads it so, and CSS hyphenates in it (issue 33).
    st.html(_LANG_JS.replace("LANG", language.current_language()), unsafe_allow_javascript=True)
    live_refresh.page_started()  # followed again only by a page showing a table or pad (current_game)
    access.gate()  # the server's password, when one is set: nothing of the page is drawn before it
    language.settle()  # ?lang kept in the address across the menu's links (webapp.language)
    st.session_state[DISPLAYED] = set()
    st.session_state[RUN] = st.session_state.get(RUN, 0) + 1
    note_a_reconnect()
    for kind, message in _messages_to_show():
        {"error": st.error, "warning": st.warning}.get(kind, st.success)(escape_markdown(message))


def _messages_to_show() -> list[tuple[str, str]]:
    """The messages left for this run (``flash``); or else, once, those the last run showed when this request
    left the browser before it drew that run (``drawn_runs``).

    Why: a tap the phone made while the page was away (a server restart) reaches the server right after the run
    that answers the reconnect; that run's message ("anything you changed just now was not saved") was drawn for
    a few milliseconds and replaced by the tap's run, and the player never read it (issue 33)."""
    messages = st.session_state.pop(_FLASH, [])
    if messages:
        st.session_state[_FLASHED] = (st.session_state[RUN], messages)
        return messages
    shown = st.session_state.pop(_FLASHED, None)
    # Only where the page draws the run box (a table's pages): elsewhere the request carries none to tell by.
    if shown is not None and st.session_state.get(PUSHED_KEY) and runs_drawn() < shown[0]:
        return shown[1]  # popped: shown once more at most
    return []


def flash(message: str, kind: str = "error") -> None:
    """Show ``message`` at the top of the page on the next rerun (for use inside callbacks).

    ``message`` is plain text, shown exactly as written: it may quote names, titles or a URL value."""
    st.session_state.setdefault(_FLASH, []).append((kind, message))


def next_step(label: str, page: str, *, gid: str | None = None, icon: str = ":material/arrow_forward:",
              key: str = "next_step") -> None:
    """The full-width button at the bottom of a page that leads to the next step (with ``?game=ID``).

    ``label`` is shown as Markdown: escape any user text in it (``escape_markdown``)."""
    # No divider above it: a full-width primary button at the bottom already reads as the way on.
    if st.button(label, key=key, type="primary", icon=icon, width="stretch"):
        st.switch_page(page, query_params=language.link_params({GAME_PARAM: gid} if gid else None))


def open_game(gid: str, page: str = CITY_PAGE) -> None:
    """Go to ``page`` with this game in the URL (stops the current run)."""
    st.switch_page(page, query_params=language.link_params({GAME_PARAM: gid}))
