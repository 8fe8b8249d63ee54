"""Streamlit plumbing of the Assistant page: the live game in the URL, its store, and the callbacks.

The game is named by ``?live=ID`` (``?game=`` belongs to the score pad pages). Every tap on a choice
calls ``act`` with the revision it was drawn from: the engine validates the action against the
stored game and the store saves it in one transaction, so a double tap or a second phone can never
apply a choice twice; what is left with no choice (the only tile, the Robot's roll when this phone rolls
for it: ``webapp.assistant.auto``) is saved with the tap, and brought back by Undo with it. Undo takes any number of actions back (kept for Redo on this phone). Errors
become messages at the top of the page (``webapp.ui.frame.flash``), never tracebacks. A physical deck's
reveal is a tap in the card picker (``reveal_picked``) or a card entered at the table
(``reveal_new_card``: saved in the catalogue, added to the game's deck, revealed); a game just
opened is drawn once scrolled to its top (``to_top_once``). The page follows its game
(``live_game_or_stop``): another phone's move, undo or reveal redraws it within seconds
(``webapp.tables.live_refresh``), at once rather than after this phone's next tap: a choice half made for
the position another phone just played (a row picked for the card just revealed, a Take of a turn that is
over) would be refused or, worse, mean something else, so it starts fresh at the new position (choice
widgets are keyed by revision, the reveal picker by reveal); what belongs to no position is kept (a card
being entered at a reveal: its keypad draft and half-typed name, the city shown, looking back).

This module routes and stores; the rules are the engine's (``scorer.engine``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlencode

import streamlit as st
from streamlit.errors import StreamlitAPIException

from card_db.loader import CatalogueError
from card_db.models import FeatureCard
from card_db.user_catalogue import slugify
from lang.said import words_of
from scorer.engine import IllegalActionError, RevealCard, apply, refusal
from webapp import errors
from webapp.assistant.auto import follow_ups, undo_span
from webapp.assistant.store import (
    LiveGame,
    LiveStore,
    LiveStoreError,
    Played,
    StaleGameError,
    catalogue_from_snapshot,
    load_state,
    record_in_history,
    reusable_copy,
)
from webapp.cards.picker import ROW_KEY as PICK_ROW_KEY
from webapp.cards.picker import TAGS_KEY as PICK_TAGS_KEY
from webapp.catalogue_store import user_catalogue
from webapp.database import DatabaseError
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables import live_refresh
from webapp.ui import frame, table_url

PARAM = "live"
_PLAYED = "_assistant_played"
_LAST = "_assistant_last_live"
_MOVER = "_assistant_mover"
_REDO = "_assistant_redo"
_TAPPED = "_assistant_tapped"
_HINTS = "_assistant_hints"
_TO_TOP = "_assistant_to_top"
_TO_PROMPT = "_assistant_to_prompt"  # this phone acted: bring the prompt and the next choices into view
_AUTO = "_assistant_auto"  # what the app played by itself with the last tap (webapp.assistant.auto)
_ROBOT_ROLLS = "_assistant_robot_rolls"  # this phone rolls the Robot's die by itself
_ENTRY_DONE = "_assistant_entry_done"  # a card entered at a reveal was saved: close the entry
_REVEAL_AT = "_assistant_reveal_at"  # (game, log length) of the reveal the picker was last drawn for

# Streamlit keeps the scroll position across reruns; the main view or the window may be the one that
# scrolls (it changed between versions), so both go to the top, again after the page has been drawn.
TO_TOP_JS = """<script>
(function () {
  const top = () => {
    window.scrollTo(0, 0);
    document.querySelectorAll('[data-testid="stMain"], [data-testid="stAppViewContainer"]')
      .forEach((el) => { el.scrollTop = 0; });
  };
  top();
  [50, 200, 500].forEach((ms) => setTimeout(top, ms));
})();
</script>"""

# After a tap, the prompt is brought back into view only when it is out of it (once, after the page is
# drawn): a tap near the top leaves the page where the finger is. The revision makes each script new.
TO_PROMPT_JS = """<script>
/* revision %d */
requestAnimationFrame(() => setTimeout(() => {
  const anchor = document.getElementById("sm-prompt");
  if (!anchor) return;
  const top = anchor.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight * 0.5) anchor.scrollIntoView({block: "start"});
}, 60));
</script>"""

# Phone first: the display of 8, the token badges, lettered slots, tall segmented buttons.
CSS = """
<style>
.sm-display { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 2px; }
.sm-display td { border-radius: 4px; padding: 3px; font-size: 0.78rem; line-height: 1.15; text-align: center;
  color: white; word-break: break-word; vertical-align: top; height: 3.2rem; }
.sm-display td.empty { background: #eef1f4; color: #666; }
.sm-display td.back { opacity: 0.8; }
.sm-display td.token { background: none; color: #222; height: auto; font-size: 0.72rem; }
.sm-display th { font-size: 0.65rem; font-weight: normal; color: #555; }
.sm-display th.rowlabel { width: 2.6rem; }
.sm-fx { font-size: 0.74rem; }
#sm-prompt { scroll-margin-top: 4.5rem; }  /* below Streamlit's fixed header bar */
[class*="st-key-act-"] button > div, [class*="st-key-act-"] button > div > span,
[class*="st-key-act-"] button [data-testid="stMarkdownContainer"] { width: 100%; }
[class*="st-key-act-"] button p { white-space: pre-line; text-align: left; }
/* The reveal picker's card buttons name a card with all it does: wrapped, never cut with "…". */
[class*="st-key-reveal-pick-"] button > div, [class*="st-key-reveal-pick-"] button > div > span,
[class*="st-key-reveal-pick-"] button [data-testid="stMarkdownContainer"] { width: 100%; }
[class*="st-key-reveal-pick-"] button p { white-space: normal; overflow: visible; text-overflow: clip; text-align: left; }
[data-testid="stDialog"] button[aria-label="Close"] { min-width: 44px; min-height: 44px; }
[data-testid="stButtonGroup"] button { min-height: 2.75rem; }
[data-testid="stCheckbox"] label { min-height: 2.5rem; align-items: center; }
.sm-tok { display: inline-block; border-radius: 3px; padding: 1px 4px; margin: 1px; font-weight: bold;
  font-size: 0.62rem; color: white; }
.sm-tok.truck { background: #0B5CAD; } .sm-tok.foodie { background: #B3261E; }
.sm-grid td.dest { box-shadow: inset 0 0 0 4px #FFD600; }
.sm-grid td.from { box-shadow: inset 0 0 0 4px #FFFFFF; }
.sm-go, .sm-from { display: inline-block; border-radius: 3px; padding: 1px 5px; margin-top: 2px; font-weight: bold;
  font-size: 0.72rem; }
.sm-go { background: #FFD600; color: #222; } .sm-from { background: #FFFFFF; color: #222; }
.sm-grid td.slot { background: #fff6cc; color: #6b5000; border: 2px dashed #c79a00; font-size: 1rem; font-weight: bold; }
</style>
"""


@st.cache_resource(show_spinner=False)
def _live_store_at(path: str) -> LiveStore:
    return LiveStore(path)


def live_store() -> LiveStore:
    """The live-game store, in the same database as the score pad (a message and the page's end when it
    cannot be opened, ``table_url.store_or_stop``)."""
    return _live_store_at(str(table_url.store_or_stop().where))


def live_id() -> str | None:
    """The live game in the URL; restored from this session when a sidebar link dropped it."""
    return table_url.remembered_param(PARAM, _LAST)


def close_game() -> None:
    """Leave the game on this phone (it stays saved)."""
    st.session_state.pop(_LAST, None)
    st.session_state.pop(_PLAYED, None)
    st.query_params.pop(PARAM, None)


def live_game_or_stop(gid: str) -> LiveGame:
    """The stored game, or a message and the end of this page when the store cannot be read now.

    The page follows the game from then on: another phone's move, undo or reveal reruns it within
    seconds (``webapp.tables.live_refresh``, as the City page). A missing or damaged game raises
    ``LiveStoreError`` as ``LiveStore.get`` does: the page says so."""
    try:
        game = live_store().get(gid)
    except DatabaseError as error:
        st.error(escape_markdown(say("assistant.store_unreadable", error=str(error))))
        st.stop()
    live_refresh.follow(live_refresh.LIVE, gid, game.summary.updated)
    return game


def _saved_here(game: LiveGame) -> LiveGame:
    """``game`` as this phone just wrote it: its version is no news to this phone (no rerun for it)."""
    live_refresh.note_saved(live_refresh.LIVE, game.id, game.summary.updated)
    return game


def finish_once(gid: str, revision: int, game: LiveGame) -> tuple[LiveGame, str | None]:
    """Record a game that just ended in History, exactly once across phones (the claim is atomic).

    Returns the game as stored afterwards and what went wrong, if anything (the game itself is safe)."""
    try:
        problem = record(gid) if live_store().claim_finish(gid, revision) else None
        return _saved_here(live_store().get(gid)), problem
    except (DatabaseError, LiveStoreError) as error:
        return game, say("assistant.history_failed_reload", error=str(error))


def played_for(game: LiveGame) -> Played:
    """The game replayed, reusing this session's last replay when the log only grew."""
    cached = st.session_state.get(_PLAYED)
    if cached is not None and cached[0] != game.id:
        cached = None
    played = load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json),
                        cached[1] if cached else None)
    st.session_state[_PLAYED] = (game.id, played)
    return played


# --- actions (callbacks: they run before the page draws, so the page shows the new state) -------------


def act(gid: str, revision: int, action: object, tap: str | None = None) -> bool:
    """Validate ``action`` with the engine against the stored game and save it (True when saved).

    ``tap`` names the button that asked (see ``tapped``). Refusals (illegal now, the game moved on,
    the store busy) become messages on the page."""
    return _play(gid, revision, (action,), tap, refused="assistant.move_refused")


def act_on_tap(gid: str, revision: int, action: object, tap: str | None = None) -> None:
    """``act`` as a button's callback (Streamlit's callbacks answer nothing: a refusal is a message already)."""
    act(gid, revision, action, tap)


def act_many(gid: str, revision: int, actions: tuple, tap: str | None = None) -> None:
    """Play several actions in a row (a placement hint's take and placements), all or nothing (a button's
    callback: a refusal is a message on the page)."""
    _play(gid, revision, tuple(actions), tap,
                 refused="assistant.hint_refused")


@contextmanager
def _store_errors_flashed(not_saved: str,
                          refusals: tuple[type[Exception], ...] = (LiveStoreError, ValueError)) -> Iterator[None]:
    """Around a change to the live game: a refusal (the store's or the rules' own sentence) or a busy
    or broken store (``not_saved`` with the error, and "Try again") becomes the message at the top of
    the page instead of a traceback; the rest of the block is not done."""
    try:
        yield
    except refusals as error:
        frame.flash(words_of(error, current_language()))  # the engine's refusals in the phone's language
    except DatabaseError as error:
        frame.flash(say("assistant.store_busy", what=say(not_saved), error=str(error)))


def _play(gid: str, revision: int, actions: tuple, tap: str | None, refused: str) -> bool:
    """Validate ``actions`` one after the other (each on the state the previous one left) and save
    them in one transaction, so a refusal half-way saves none of them; ``refused`` words a refusal."""
    st.session_state.pop(_MOVER, None)
    st.session_state[_TAPPED] = tap
    saved = False
    with _store_errors_flashed("assistant.action_not_saved", (LiveStoreError, IllegalActionError)):
        game = live_store().get(gid)
        if game.revision != revision:
            raise StaleGameError(say("assistant.moved_on"))
        state = played_for(game).state
        for action in actions:
            reason = refusal(state, action)
            if reason:
                frame.flash(say(refused, reason=reason.word(current_language())))
                return False
            state = apply(state, action)[0]
        # What has no choice left (the only tile; the Robot's roll when this phone rolls for it) is
        # played with the tap, in the same transaction.
        extra = follow_ups(state, robot_rolls())
        _saved_here(live_store().extend(gid, tuple(actions) + extra, revision))
        st.session_state.pop(_REDO, None)
        st.session_state[_AUTO] = extra
        st.session_state[_TO_PROMPT] = True
        saved = True
    return saved  # False when the block above was left by an error it turned into a message


def ask_hints(gid: str, revision: int, tap: str | None = None) -> None:
    """The player asked for placement hints at this revision (they are computed once, when drawn)."""
    st.session_state[_TAPPED] = tap
    st.session_state[_HINTS] = (gid, revision, None)


def hide_hints(tap: str | None = None) -> None:
    """Put the placement hints away again."""
    st.session_state[_TAPPED] = tap
    st.session_state.pop(_HINTS, None)


def hints_asked(gid: str, revision: int) -> bool:
    """True when the player asked for placement hints at this revision of this game.

    Hints are never shown unless asked, and a new revision (any action, on any phone) puts
    them away: they would describe a position that is gone."""
    entry = st.session_state.get(_HINTS)
    return bool(entry and entry[:2] == (gid, revision))


def asked_hints(gid: str, revision: int, compute: Callable[[], Iterable[Any]]) -> tuple:
    """The hints asked for at this revision: ``compute()`` runs once, later reruns reuse its answer."""
    entry = st.session_state.get(_HINTS)
    if entry and entry[:2] == (gid, revision) and entry[2] is not None:
        return entry[2]
    entry = (gid, revision, tuple(compute()))
    st.session_state[_HINTS] = entry
    return entry[2]


def undo(gid: str, revision: int, steps: int, tap: str | None = None) -> None:
    """Take back the last ``steps`` actions (kept for Redo on this phone)."""
    st.session_state.pop(_MOVER, None)
    st.session_state[_TAPPED] = tap
    with _store_errors_flashed("assistant.undo_not_saved"):
        game = live_store().get(gid)
        steps = max(0, min(int(steps), len(game.log)))
        if not steps:
            return
        kept, removed = game.log[: len(game.log) - steps], game.log[len(game.log) - steps:]
        saved = _saved_here(live_store().set_log(gid, kept, revision))
        # Actions undone earlier on this phone (for this game only, and only if no phone played since)
        # stay redoable after these.
        earlier = st.session_state.get(_REDO)
        later = earlier[1] if earlier and earlier[0] == gid and earlier[2] == revision else ()
        st.session_state[_REDO] = (gid, tuple(removed) + tuple(later), saved.revision)
        st.session_state[_TO_PROMPT] = True
        frame.flash(say("assistant.undid", count=steps), "success")


def undo_last(gid: str, revision: int, tap: str | None = None) -> None:
    """Undo: the last action, with what the app played by itself right after it (``auto.undo_span``)."""
    try:
        game = live_store().get(gid)
        catalogue = catalogue_from_snapshot(game.cards_json)
        steps = undo_span(lambda k: load_state(game.setup, game.log[:-k], catalogue).state, len(game.log),
                          robot_rolls())
    except (LiveStoreError, IllegalActionError, DatabaseError):
        steps = 1  # the undo itself says what went wrong
    undo(gid, revision, steps, tap)


def robot_rolls() -> bool:
    """True when this phone rolls the Robot's die by itself (a choice of this phone, solo games)."""
    return bool(st.session_state.get(_ROBOT_ROLLS))


def set_robot_rolls(on: bool) -> None:
    """Remember whether this phone rolls for the Robot by itself."""
    st.session_state[_ROBOT_ROLLS] = bool(on)


def keep_legal_part(gid: str, revision: int, keep: int) -> None:
    """Cut a log the engine no longer accepts down to its first ``keep`` actions (they replay)."""
    with _store_errors_flashed("assistant.nothing_changed"):
        game = live_store().get(gid)
        _saved_here(live_store().set_log(gid, game.log[:keep], revision))
        frame.flash(say("assistant.kept_first", count=keep), "success")


def redo(gid: str, revision: int, tap: str | None = None) -> None:
    """Replay the next undone action, if the engine still allows it."""
    st.session_state[_TAPPED] = tap
    if not can_redo(gid, revision):
        return
    stack = st.session_state[_REDO]
    action, rest = stack[1][0], stack[1][1:]
    if act(gid, revision, action, tap):  # a refused redo keeps the stack as it was
        extra = st.session_state.get(_AUTO, ())
        if rest[:len(extra)] == extra:  # played again by itself with the action: not redone twice
            rest = rest[len(extra):]
        # The one write of ``act`` made the next revision: the rest is redoable from there.
        st.session_state[_REDO] = (gid, rest, revision + 1) if rest else None


def tapped() -> str | None:
    """The key of the last button whose tap a callback handled in this session."""
    return st.session_state.get(_TAPPED)


def tap_button(label: str, key: str, callback: Callable[..., None], args: tuple, **options: Any) -> None:
    """A button whose ``callback(*args, tap=key)`` runs once per tap, even right after a restart.

    ``label`` is plain text (it often names cards and players): it is shown exactly as written, a
    newline as a line break (the page's CSS keeps it for the choice buttons).

    After a server restart the first tap reaches a fresh session that never registered the
    callback; the button still reports the tap, so the callback runs here instead and the page
    reruns (``tapped`` tells a tap a callback already handled from one it did not)."""
    # Each line escaped on its own: a two-line label (a card's effects under its Take) keeps its break.
    text = "\n".join(escape_markdown(line) for line in label.split("\n"))
    clicked = st.button(text, key=key, on_click=callback, args=args, kwargs={"tap": key}, **options)
    if clicked and tapped() != key:
        callback(*args, tap=key)
        st.rerun()


def open_mover(key: str, tap: str | None = None) -> None:
    """Open the move dialog for one group of people (``assistant_view.MoverChoice.key``)."""
    st.session_state[_TAPPED] = tap
    st.session_state[_MOVER] = key


def close_mover() -> None:
    """Close the move dialog (a move was made, Cancel, or the dialog was dismissed)."""
    st.session_state.pop(_MOVER, None)


def mover() -> str | None:
    """The group of people whose move dialog is open, if any."""
    return st.session_state.get(_MOVER)


def can_redo(gid: str, revision: int) -> bool:
    """True when this phone undid actions of this game that can be played again: the game is still at the
    ``revision`` its undo (or redo) left, so no phone played since (its move would be overwritten in
    meaning: the undone action replayed onto another position)."""
    stack = st.session_state.get(_REDO)
    return bool(stack and stack[0] == gid and stack[1] and stack[2] == revision)


def forget_last() -> None:
    """Stop restoring the last game into the URL (it could not be opened)."""
    st.session_state.pop(_LAST, None)


def scorepad_link(scorepad_id: str, label: str) -> None:
    """A link to the score pad's Scorepad page for a game in History (``label`` is plain text).

    When this page runs on its own (no home page as entrypoint, as in some tests) Streamlit has no
    page registry: fall back to a plain link so the page still renders."""
    try:
        st.page_link(frame.SCOREPAD_PAGE, label=escape_markdown(label), icon="🧮",
                     query_params={frame.GAME_PARAM: scorepad_id}, width="stretch")
    except StreamlitAPIException:
        href = "/Scorepad?" + urlencode({frame.GAME_PARAM: scorepad_id})
        st.markdown(f"[{escape_markdown(label)}]({href})")


def record(gid: str) -> str | None:
    """Record the finished game in History (its scorepad); the reason if that failed."""
    try:
        store = live_store()
        current = store.get(gid)
        record_in_history(store, table_url.store(), current, played_for(current).state)
    except Exception as error:  # noqa: BLE001 - the game itself is safe in the store
        errors.caught(error)
        return say("assistant.history_failed", error=str(error))
    return None


def save_to_history(gid: str) -> None:
    """Button callback: retry recording the finished game in History."""
    problem = record(gid)
    if problem:
        frame.flash(problem)


def open_live(gid: str) -> None:
    """Show game ``gid`` on this page (the URL names it) and rerun."""
    st.query_params[PARAM] = gid
    st.session_state[_LAST] = gid
    st.session_state[_TO_TOP] = gid  # the start screen was scrolled down to its button: show the top
    st.rerun()


def to_top_once() -> None:
    """Scroll the page to its top once, on the first draw of a game just opened (``open_live``).

    The start screen's buttons (Start, Resume, Open) sit at its bottom and Streamlit keeps the scroll
    position across the rerun, so without this the game would open scrolled far down. Only that
    first draw: a tap later in the game leaves the player where their finger is."""
    if st.session_state.pop(_TO_TOP, None) is not None:
        st.html(TO_TOP_JS, unsafe_allow_javascript=True)


def scroll_to_prompt_once(revision: int) -> None:
    """After a tap on this phone (an action, an undo), bring the prompt (``#sm-prompt``) back into
    view when it is out of it, so the next choices are on the screen."""
    if st.session_state.pop(_TO_PROMPT, None):
        st.html(TO_PROMPT_JS % revision, unsafe_allow_javascript=True)


# --- a revealed card missing from the catalogue (physical deck) ---------------------------------------


def entered_card_id(name: str, game_cards: Iterable[str]) -> str:
    """An id for a card entered at a reveal: free in the user's catalogue, built-ins and this game."""
    try:
        user = user_catalogue()
        taken = {c.id for c in user.cards()} | set(game_cards)
        base = user.new_card_id(name)
    except CatalogueError:
        taken, base = set(game_cards), slugify(name)
    candidate, number = base, 2
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def reveal_new_card(gid: str, revision: int, card: FeatureCard) -> str | None:
    """Save ``card`` in the user's catalogue (an identical one not yet in this game is reused), add it
    to this game's deck and answer the pending reveal with it; the reason when something was not
    done, as plain text (the caller escapes it where Markdown renders it)."""
    try:
        user = user_catalogue()
        # An identical card already in this game's deck is another copy (a second physical card).
        same = reusable_copy(user.cards(), card, live_store().get(gid).setup.deck)
        if same is None:
            user.save_card(card)
        stored = same or card
        game = _saved_here(live_store().extend_deck(gid, stored, revision))
    except CatalogueError as error:
        return say("assistant.card_not_saved", error=str(error))
    except LiveStoreError as error:
        return say("assistant.card_not_in_game", error=str(error))
    except DatabaseError as error:
        return say("assistant.card_store_busy", error=str(error))
    name = game_label(game, stored.id)
    if not act(gid, game.revision, RevealCard(card=stored.id)):
        return say("assistant.reveal_not_recorded", name=name)
    frame.flash(say("assistant.card_saved_revealed", name=name), "success")  # flash shows plain text
    st.session_state[_ENTRY_DONE] = True
    return None


def take_entry_closed() -> bool:
    """True once after a card entered at a reveal was saved: the page closes the entry (its row and
    tag pills looked like the picker's, under it)."""
    return bool(st.session_state.pop(_ENTRY_DONE, False))


def reveal_picked(gid: str, revision: int, card_id: str, tap: str | None = None) -> None:
    """Callback of the reveal picker's card buttons: that card was revealed (validated and saved by
    ``act``); the picker's row and tags are cleared, since the next card revealed is any card."""
    if act(gid, revision, RevealCard(card=card_id), tap):
        clear_picker()


def clear_picker() -> None:
    """Forget the reveal picker's row and tags: the next card revealed is any card.

    Set to nothing rather than dropped: a widget's value dropped from the session stays lit in the
    browser (issue 33: the last reveal's row looked chosen, and a tap on it unchose it); one set is
    sent to the browser with the next run."""
    st.session_state[PICK_ROW_KEY] = None
    st.session_state[PICK_TAGS_KEY] = []


def fresh_picker_per_reveal(gid: str, actions: int) -> None:
    """Start the reveal picker fresh at each reveal (``actions``: the game's log length, one more per
    reveal), whichever phone or way revealed the last card: a row or tag chosen for the card just
    revealed belongs to that card. Call before the picker is drawn."""
    if st.session_state.get(_REVEAL_AT) != (gid, actions):
        st.session_state[_REVEAL_AT] = (gid, actions)
        clear_picker()


def game_label(game: LiveGame, card_id: str) -> str:
    """A card as this game's players read it: its label, unique among the game's cards ("... #2")."""
    return catalogue_from_snapshot(game.cards_json).card_label(card_id, current_language(), full=True)
