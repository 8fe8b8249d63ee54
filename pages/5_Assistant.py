"""Assistant page: play a game of Santa Monica with the rules engine keeping track (issue 4).

New game (2-4 players, or solo against the Robot), with a virtual deck (shuffled by the engine) or
the table's physical deck (the page asks which card was revealed: row, tag, card, 3 taps; a card
missing from the catalogue is entered with the keypad right there and revealed on save). The page shows
whose turn it is (by round; solo: the Robot's last move), the legal choices as buttons (each card's
effects in full), Undo and Redo beside them, the display of 8 with the food truck and foodie under
their columns, the placement slots drawn on the city, the squares people can move to outlined on it and a move
dialog offering only legal destinations (lettered on its own city grid), every
city and its provisional score, and the game log with undo of any number of steps.

The game is named by ``?live=ID`` in the URL (``?game=`` belongs to the score pad pages) and is
read from the store on every rerun; every action is validated by the engine and saved at once
(``webapp.assistant.store``), so a reload or a server restart resumes the game. A finished game
lands in History with its scorepad. Every rule comes from ``scorer.engine``: ``legal_actions``
decides which buttons exist; this page only renders and routes. The start screen is
``webapp.assistant.new``, the prompt, the reveal, the Robot's die and Undo/Redo
``webapp.assistant.panel``, a player's turn ``webapp.assistant.turn_panel``, the choices of every other
step ``webapp.assistant.steps``, the URL / store / callbacks ``webapp.assistant.ui``, the words and grids
``webapp.assistant.view`` (cards in full: ``webapp.assistant.cards``), the saving ``webapp.assistant.store``.
"""

from __future__ import annotations

import hashlib

import streamlit as st

from lang import joined
from lang.said import words_of
from scorer.engine import (
    GameState,
    IllegalActionError,
    SetupError,
    action_log_to_json,
    legal_actions,
    provisional_scores,
    replay,
    save_game,
    to_finished_game,
)
from scorer.formats.explain import scorepad_csv
from scorer.formats.gamefile import dump_game
from scorer.model.report import TableReport
from webapp import errors
from webapp.assistant import new as assistant_new
from webapp.assistant import panel, steps, view
from webapp.assistant.panel import Turn
from webapp.assistant.store import LiveStoreError, catalogue_from_snapshot, legal_prefix
from webapp.assistant.ui import (
    CSS,
    close_game,
    finish_once,
    forget_last,
    keep_legal_part,
    live_game_or_stop,
    live_id,
    played_for,
    save_to_history,
    scorepad_link,
    tap_button,
    to_top_once,
    undo,
)
from webapp.language import current_language, number, say
from webapp.markdown_text import escape_markdown
from webapp.ui import frame

frame.page_setup(say("assistant.title"))
st.html(CSS)


# --- the page ---------------------------------------------------------------------------------------

st.title(say("assistant.title"))
gid = live_id()
if gid is None:
    st.caption(say("assistant.intro"))
    # A phone joining a game already on the table finds it first, above the new-game form.
    assistant_new.game_list(finished=False)
    assistant_new.new_game_form()
    assistant_new.import_form()
    assistant_new.game_list(playing=False)
    st.stop()

to_top_once()
try:
    game = live_game_or_stop(gid)
    # Only the replay raises IllegalActionError; either step may raise the errors of the outer handler.
    try:
        played = played_for(game)
    except IllegalActionError as error:
        # A log saved before a rules fix: offer to keep its legal beginning and play on from there.
        st.error(escape_markdown(say("assistant.no_replay", error=words_of(error, current_language()))))
        keep: int | None
        try:
            keep = legal_prefix(game.setup, game.log, catalogue_from_snapshot(game.cards_json))
        except Exception as error:  # noqa: BLE001 - without a legal beginning there is only the way back
            errors.caught(error)
            keep = None
        if keep is not None:
            st.button(say("assistant.keep_legal", count=keep, total=len(game.log)), key="keep-legal",
                      type="primary", on_click=keep_legal_part, args=(gid, game.revision, keep), width="stretch")
        st.button(say("assistant.back_to_new"), on_click=close_game, key="close-bad", width="stretch")
        st.stop()
except (LiveStoreError, SetupError) as error:
    st.error(escape_markdown(say("assistant.cannot_open", error=str(error))))
    forget_last()
    st.button(say("assistant.back_to_new"), on_click=close_game, key="close-bad", width="stretch")
    st.stop()

state = played.state
revision = game.revision
actions = legal_actions(state) if not state.finished else ()
turn = Turn(gid, revision, state, actions)
st.caption(escape_markdown(view.game_caption(state, game.summary.deck_label)))
try:
    report = provisional_scores(state)  # final once the game is over; None before the tiles are chosen
except Exception as error:  # noqa: BLE001 - the game stays playable without scores
    errors.caught(error)
    report = None
    st.caption(escape_markdown(say("assistant.no_scores", error=str(error))))

# --- a finished game goes to History once ------------------------------------------------------------

# Exactly one phone records the end (the claim is atomic); if it failed half-way, a button retries.
if state.finished and game.summary.status == "playing":
    game, problem = finish_once(gid, revision, game)
    if problem:
        st.error(escape_markdown(problem))
if state.finished and game.summary.status == "finished" and not game.summary.scorepad_id:
    st.warning(say("assistant.not_in_history"))
    st.button(say("assistant.save_to_history"), key=f"history-{revision}", on_click=save_to_history, args=(gid,),
              type="primary", width="stretch")

if state.finished:
    if report is not None:
        winners = view.winner_names(report)
        top = report.standings[0].total
        st.success(say("assistant.winner", count=len(winners), names=escape_markdown(joined(winners, current_language())), points=top))
    if game.summary.scorepad_id:
        scorepad_link(game.summary.scorepad_id, say("assistant.open_scorepad"))
else:
    panel.prompt_box(turn, game.log, played.action_events)
    if game.summary.scorepad_id:  # finished once, then undone: History keeps the first ending until the next
        st.caption(say("assistant.history_before_undo"))

# --- the legal choices -------------------------------------------------------------------------------

if not state.finished:
    try:
        steps.render_choices(turn)
    except Exception as error:  # noqa: BLE001 - never a traceback: the game stays saved
        errors.caught(error)
        st.error(escape_markdown(say("assistant.choices_failed", error=str(error))))
panel.undo_bar(turn, len(game.log))

# --- the display, under the choices (the Take buttons carry each card in full) ----------------------------

if not state.finished:
    st.html(view.display_html(state))  # the printed text of each card is under the Take buttons
    st.caption(view.supply_text(state))


# --- cities and provisional scores ----------------------------------------------------------------------

st.markdown("#### " + say("assistant.cities_and_scores" if not state.finished else "assistant.final_cities"))
if report is not None:
    heads = (say(k) for k in ("assistant.col_player", "assistant.col_points", "assistant.col_cards", "assistant.col_sand_dollars"))
    rows = ["| " + " | ".join(heads) + " |", "|:--|--:|--:|--:|"]
    for p in report.players:
        if p.is_robot:
            robot = state.robot
            assert robot is not None  # the report has a Robot line only in a game with the Robot
            rows.append(f"| {say('assistant.robot')} | {number(p.total)} | {number(robot.card_count)} | "
                        f"{number(robot.sand_dollars)} |")
        else:
            mine = state.players[p.seat]
            rows.append(f"| {escape_markdown(p.name)} | {number(p.total)} | {number(mine.card_count)} | "
                        f"{number(mine.sand_dollars)} |")
    st.markdown("\n".join(rows))
    if not state.finished:
        st.caption(say("assistant.provisional"))
elif not state.finished:
    st.caption(say("assistant.scores_later"))

@st.cache_data(show_spinner=False, max_entries=16)
def city_png(stamp: str, seat: int, language: str, _state: GameState, _report: TableReport) -> bytes:
    """One city as a PNG (``webapp.city.picture``) in ``language``, cached by game, revision, seat and language:
    drawing is slow."""
    from webapp.city.picture import city_picture, png_bytes

    finished = to_finished_game(_state)
    mine = next((p for p in _report.players if p.seat == seat and not p.is_robot), None)
    return png_bytes(city_picture(finished.players[seat], _state.catalogue, mine, language=language))


def render_cities() -> None:
    """Each player's city (grid always, PNG picture on request) and the Robot's piles."""
    humans = [s for s, p in enumerate(state.players) if p.starting_tile is not None]
    if humans:
        default = state.actor if state.actor in humans else humans[0]
        # The key follows the player whose turn it is: each turn opens on that player's city.
        shown = st.segmented_control(say("assistant.city_of"), humans, default=default, key=f"city-{gid}-{state.current}",
                                     format_func=lambda s: escape_markdown(state.players[s].name))
        shown = humans[0] if shown is None else shown
        st.html(view.city_html(state, shown))
        st.caption(view.grid_legend())
        if report is not None and st.toggle(say("assistant.show_picture"), key=f"pic-{gid}"):
            try:
                stamp = hashlib.sha1(f"{gid}:{revision}:{shown}".encode()).hexdigest()
                st.image(city_png(stamp, shown, current_language(), state, report), width="stretch")
            except Exception as error:  # noqa: BLE001 - the grid above shows the same city
                errors.caught(error)
                st.warning(escape_markdown(say("assistant.no_picture", error=str(error))))
    if state.robot is not None:
        r = state.robot
        st.caption(say("assistant.robot_piles", beach=len(r.beach_pile), street=len(r.street_pile),
                       sand_dollars=say("count.sand_dollars", count=r.sand_dollars),
                       footprints=say("assistant.count_footprints", count=r.footprints)))


try:
    render_cities()
except Exception as error:  # noqa: BLE001 - the choices above stay usable
    errors.caught(error)
    st.warning(escape_markdown(say("assistant.no_cities", error=str(error))))

# --- the game log and undo --------------------------------------------------------------------------------

st.markdown("#### " + say("assistant.game_log"))
entries = view.log_entries(played.setup_events, played.action_events)
st.markdown(view.log_markdown(entries[-6:]))
if len(entries) > 6:
    with st.expander(say("assistant.whole_log", count=len(entries) - 1)):
        st.markdown(view.log_markdown(entries))
n_actions = len(game.log)


def look_back() -> None:
    """Any earlier moment of the game, read-only: the engine replays the log up to it (nothing is undone)."""
    if not st.toggle(say("assistant.look_back"), key=f"look-{gid}"):
        return
    moment = st.select_slider(say("assistant.after_action"), options=list(range(n_actions + 1)),
                              value=max(0, n_actions - 1), key=f"look-n-{gid}",
                              format_func=lambda n: say("assistant.setup") if n == 0 else number(n))
    past = replay(game.setup, game.log[:moment], state.catalogue)
    after = say("assistant.after_setup") if moment == 0 else say("assistant.after_number", number=moment)
    st.caption(f"{after} · " + (escape_markdown(view.status_line(past)) if not past.finished
                                else say("assistant.game_over")))
    if not past.finished:
        st.html(view.display_html(past))
    seats = [s for s, p in enumerate(past.players) if p.starting_tile is not None]
    if seats:
        seat = st.segmented_control(say("assistant.city_of"), seats, default=seats[0], key=f"look-city-{gid}",
                                    format_func=lambda s: escape_markdown(past.players[s].name))
        st.html(view.city_html(past, seats[0] if seat is None else seat))


if n_actions:
    try:
        look_back()
    except Exception as error:  # noqa: BLE001 - looking back must never cost the game
        errors.caught(error)
        st.warning(escape_markdown(say("assistant.no_moment", error=str(error))))
    with st.expander(say("assistant.undo_several")):
        undo_count = st.number_input(say("assistant.how_many_undo"), min_value=1, max_value=n_actions, value=1,
                                     step=1, key=f"undo-n-{revision}")
        undo_count = int(undo_count or 1)
        target = entries[n_actions - undo_count] if undo_count <= n_actions else entries[0]
        st.caption(say("assistant.back_to_setup") if target.number == 0 else
                   say("assistant.back_to_action", number=target.number, lines=escape_markdown(" ".join(target.lines))))
        tap_button(say("assistant.undo_n", count=undo_count), f"undo-many-{revision}", undo, (gid, revision, undo_count), width="stretch")

# --- exports ------------------------------------------------------------------------------------------------

def render_exports() -> None:
    """Downloads, computed only when tapped: the action log, the saved game, and at the end the
    scorepad CSV and the finished game's JSON (as on the Scorepad page)."""
    st.markdown("#### " + say("assistant.export"))
    log, final = game.log, state
    st.download_button(say("assistant.dl_actions"), lambda: action_log_to_json(log, indent=2),
                       file_name=f"santa-monica-live-{gid}-actions.json", mime="application/json",
                       key="dl-actions", on_click="ignore", width="stretch")
    st.download_button(say("assistant.dl_saved"),
                       lambda: save_game(final, indent=2), file_name=f"santa-monica-live-{gid}-saved.json",
                       mime="application/json", key="dl-saved", on_click="ignore", width="stretch",
                       help=say("assistant.dl_saved_help"))
    if final.finished and report is not None:
        pad = report
        st.download_button(say("assistant.dl_scorepad"), lambda: scorepad_csv(pad), file_name=f"santa-monica-live-{gid}-scorepad.csv",
                           mime="text/csv", key="dl-scorepad", on_click="ignore", width="stretch")
        st.download_button(say("assistant.dl_game"), lambda: dump_game(to_finished_game(final, inline_cards=True)),
                           file_name=f"santa-monica-live-{gid}.json", mime="application/json", key="dl-game",
                           on_click="ignore", width="stretch")


try:
    render_exports()
except Exception as error:  # noqa: BLE001 - the game stays saved; exports can be retried
    errors.caught(error)
    st.warning(escape_markdown(say("assistant.no_exports", error=str(error))))

st.divider()
st.caption(say("assistant.follow"))
st.button(say("assistant.close"), key="close-game", on_click=close_game, width="stretch")

frame.next_step(say("assistant.home_next"), frame.HOME_PAGE, icon=":material/home:")
