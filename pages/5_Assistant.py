"""Assistant page: play a game of Santa Monica with the rules engine keeping track (issue 4).

New game (2-4 players, or solo against the Robot), with a virtual deck (shuffled by the engine) or
the table's physical deck (the page asks which card was revealed). The page shows the display of 8
with the food truck and foodie under their columns, whose turn it is, the legal choices as buttons,
the placement slots drawn on the city, a move dialog offering only legal destinations, every
city and its provisional score, and the game log with undo of any number of steps.

The game is named by ``?live=ID`` in the URL (``?game=`` belongs to the score pad pages) and is
read from the store on every rerun; every action is validated by the engine and saved at once
(``webapp.assistant_store``), so a reload or a server restart resumes the game. A finished game
lands in History with its scorepad. Every rule comes from ``scorer.engine``: ``legal_actions``
decides which buttons exist; this page only renders and routes.
"""

from __future__ import annotations

import hashlib
import random
import secrets
import sqlite3

import streamlit as st
from streamlit.errors import StreamlitAPIException

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from scorer.engine import (
    ROBOT,
    Done,
    GameSetup,
    IllegalActionError,
    MovePerson,
    PlaceCard,
    RevealCard,
    RollDie,
    SetupError,
    TakeCard,
    UseSandDollarAction,
    action_log_to_json,
    legal_actions,
    prompt,
    provisional_scores,
    save_game,
    to_finished_game,
    validate,
)
from scorer.engine.state import MoveHereStep, MoveStep, PlaceStep, RevealStep, SwapStep, TurnStep
from scorer.explain import scorepad_csv
from scorer.gamefile import dump_game
from webapp import assistant_view as view
from webapp import ui
from webapp.card_text import plural
from webapp.assistant_store import (
    LiveGame,
    LiveStore,
    LiveStoreError,
    Played,
    StaleGameError,
    cards_snapshot,
    catalogue_from_snapshot,
    import_saved_game,
    load_state,
    record_in_history,
)
from webapp.store import default_db_path

PARAM = "live"
PAGE = "pages/5_Assistant.py"
_PLAYED = "_assistant_played"
_LAST = "_assistant_last_live"
_MOVER = "_assistant_mover"
_REDO = "_assistant_redo"
MANY_BUTTONS = 10  # above this many choices of one kind, a searchable list replaces the buttons

_CSS = """
<style>
.sm-display { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 2px; }
.sm-display td { border-radius: 4px; padding: 3px; font-size: 0.72rem; line-height: 1.15; text-align: center;
  color: white; word-break: break-word; vertical-align: top; height: 3.2rem; }
.sm-display td.empty { background: #eef1f4; color: #666; }
.sm-display td.back { opacity: 0.8; }
.sm-display td.token { background: none; color: #222; height: auto; font-size: 0.72rem; }
.sm-display th { font-size: 0.65rem; font-weight: normal; color: #555; }
.sm-display th.rowlabel { width: 2.6rem; }
.sm-small { font-size: 0.62rem; }
[data-testid="stButtonGroup"] button { min-height: 2.75rem; }
.sm-tok { display: inline-block; border-radius: 3px; padding: 1px 4px; margin: 1px; font-weight: bold;
  font-size: 0.62rem; color: white; }
.sm-tok.truck { background: #0B5CAD; } .sm-tok.foodie { background: #B3261E; }
.sm-grid td.slot { background: #fff6cc; color: #6b5000; border: 2px dashed #c79a00; font-size: 1rem; font-weight: bold; }
</style>
"""

ui.page_setup("Assistant")
st.html(_CSS)


@st.cache_resource(show_spinner=False)
def _live_store_at(path: str) -> LiveStore:
    return LiveStore(path)


def live_store() -> LiveStore:
    """The live-game store, in the same SQLite file as the score pad."""
    return _live_store_at(str(default_db_path()))


def live_id() -> str | None:
    """The live game in the URL; restored from this session when a sidebar link dropped it."""
    value = st.query_params.get(PARAM) or None
    if value:
        st.session_state[_LAST] = value
    elif st.session_state.get(_LAST):
        value = st.session_state[_LAST]
        st.query_params[PARAM] = value
    return value


def close_game() -> None:
    """Leave the game on this phone (it stays saved)."""
    st.session_state.pop(_LAST, None)
    st.session_state.pop(_PLAYED, None)
    st.query_params.pop(PARAM, None)


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


def act(gid: str, revision: int, action) -> None:
    """Validate ``action`` with the engine against the stored game and save it; errors become messages."""
    st.session_state.pop(_MOVER, None)
    try:
        game = live_store().get(gid)
        if game.revision != revision:
            raise StaleGameError("the game moved on on another phone (or a double tap): nothing was saved; "
                                 "the page now shows the game as it stands")
        reason = validate(played_for(game).state, action)
        if reason:
            ui.flash(f"That move is not allowed: {reason}.")
            return
        live_store().append(gid, action, revision)
        st.session_state.pop(_REDO, None)
    except (LiveStoreError, IllegalActionError) as error:
        ui.flash(str(error))
    except sqlite3.Error as error:
        ui.flash(f"That action was not saved: the game store is busy or unavailable ({error}). Try again.")


def undo(gid: str, revision: int, steps: int) -> None:
    """Take back the last ``steps`` actions (kept for Redo on this phone)."""
    st.session_state.pop(_MOVER, None)
    try:
        game = live_store().get(gid)
        steps = max(0, min(int(steps), len(game.log)))
        if not steps:
            return
        kept, removed = game.log[: len(game.log) - steps], game.log[len(game.log) - steps:]
        live_store().set_log(gid, kept, revision)
        st.session_state[_REDO] = (gid, tuple(removed) + tuple(st.session_state.get(_REDO, (gid, ()))[1]))
        ui.flash(f"Undid {steps} action(s).", "success")
    except (LiveStoreError, ValueError) as error:
        ui.flash(str(error))
    except sqlite3.Error as error:
        ui.flash(f"The undo was not saved: the game store is busy or unavailable ({error}). Try again.")


def redo(gid: str, revision: int) -> None:
    """Replay the next undone action, if the engine still allows it."""
    stack = st.session_state.get(_REDO)
    if not stack or stack[0] != gid or not stack[1]:
        return
    action, rest = stack[1][0], stack[1][1:]
    act(gid, revision, action)
    st.session_state[_REDO] = (gid, rest) if rest else None


def open_mover(key: str) -> None:
    st.session_state[_MOVER] = key


def close_mover() -> None:
    st.session_state.pop(_MOVER, None)


def scorepad_link(scorepad_id: str, label: str) -> None:
    """A link to the score pad's Scorepad page for a game in History.

    When this page runs on its own (no home page as entrypoint, as in some tests) Streamlit has no
    page registry: fall back to a plain link so the page still renders."""
    try:
        st.page_link(ui.SCOREPAD_PAGE, label=label, icon="🧮", query_params={ui.GAME_PARAM: scorepad_id},
                     width="stretch")
    except StreamlitAPIException:
        st.markdown(f"[{label}](/Scorepad?{ui.GAME_PARAM}={scorepad_id})")


# --- new game ---------------------------------------------------------------------------------------

OBJECTIVES = ("random", "blue", "green", "orange")
DECK_GENERATED = "generated"
DECK_MINE = "mine"
DECK_PHYSICAL = "physical"


def cards_needed(players: int, solo: bool) -> int:
    """Enough cards for everyone (and the Robot) to reach 14, plus the display of 8."""
    return 14 * (players + (1 if solo else 0)) + 8


def new_game_form() -> None:
    """Set up and start a game; on success the URL names it and the page reruns."""
    try:
        base = ui.base_catalogue()
    except Exception as error:  # noqa: BLE001 - a broken catalogue file must not hide the page
        st.error(f"The card catalogue could not be read: {error}. Fix it on the Catalogue page; "
                 "the generated sample deck still works.")
        base = load_builtin()
    st.subheader("New game")
    count = st.segmented_control("Players", ("Solo", "2", "3", "4"), default="2", key="as_count",
                                 required=True) or "2"
    solo = count == "Solo"
    n = 1 if solo else int(count)
    names = []
    for i in range(n):
        name = st.text_input(f"Player {i + 1}" + (" (you, against the Robot)" if solo else ""),
                             value=f"Player {i + 1}", key=f"as_name_{i}", max_chars=40)
        names.append(name.strip())
    mine = sorted(c for c, card in base.cards.items() if not card.sample)
    deck_options = {DECK_GENERATED: "Virtual deck: generated SAMPLE cards (invented, labelled as samples)"}
    if len(mine) >= cards_needed(n, solo):
        deck_options[DECK_MINE] = f"Virtual deck: my catalogue ({len(mine)} cards)"
    deck_options[DECK_PHYSICAL] = "Physical deck: we draw real cards and I say which card was revealed"
    deck = st.radio("Deck", list(deck_options), format_func=deck_options.get, key="as_deck")
    if DECK_MINE not in deck_options:
        st.caption(f"Your catalogue has {len(mine)} printed cards; a virtual game with them needs "
                   f"{cards_needed(n, solo)}. Enter more on the Catalogue page, or play with the samples.")
    if deck == DECK_PHYSICAL:
        st.caption(f"The cards revealed are picked from your catalogue ({len(base.cards)} cards, samples "
                   "included): enter any missing card on the Catalogue page before you start.")
    objective = st.selectbox("Objective tile", OBJECTIVES, key="as_objective",
                             format_func=lambda o: "Draw at random" if o == "random" else
                             (base.objectives[o].name if o in base.objectives else o.title()))
    actions = sorted(base.sand_dollar_actions)
    chosen_actions = st.multiselect("Sand dollar actions (leave empty to draw 2 at random)", actions,
                                    max_selections=2, key="as_actions",
                                    format_func=lambda a: base.sand_dollar_actions[a].name)
    tiles_chosen: list[str] = []
    if deck == DECK_PHYSICAL and not solo:
        tile_ids = sorted(base.starting_tiles, key=lambda t: base.starting_tiles[t].display_name)
        tiles_chosen = st.multiselect(f"The {n} starting tiles drawn for the table", tile_ids, max_selections=n,
                                      key="as_tiles", format_func=lambda t: base.starting_tiles[t].display_name)
    hard = st.toggle("Hard mode (solo)", key="as_hard") if solo else False
    with st.expander("Advanced"):
        fixed = st.number_input("Shuffle seed (empty: random). The same seed and choices deal the same game.",
                                min_value=0, max_value=2**31 - 1, value=None, step=1, key="as_seed")
    if not st.button("Start the game", type="primary", key="as_start", width="stretch"):
        return
    seed = int(fixed) if fixed is not None else secrets.randbelow(2**31)
    try:
        if deck == DECK_GENERATED:
            catalogue = generated_catalogue(seed, base=load_builtin())
            builtin = load_builtin()
            cards = tuple(sorted(c for c in catalogue.cards if c not in builtin.cards))
            tile_pool = sorted(t for t in catalogue.starting_tiles if t not in builtin.starting_tiles)
            label = "virtual deck: generated SAMPLE cards"
        elif deck == DECK_MINE:
            catalogue, cards = base, tuple(mine)
            tile_pool = sorted(base.starting_tiles)
            label = "virtual deck: my catalogue"
        else:
            catalogue, cards = base, tuple(sorted(base.cards))
            tile_pool = sorted(base.starting_tiles)
            label = "physical deck"
        rng = random.Random(seed)  # tiles, actions and objective drawn from the seed too
        if len(set(names)) != n or not all(names):
            raise SetupError(("give every player a different, non-empty name",))
        if solo:
            tiles = tuple(tile_pool)
        elif deck == DECK_PHYSICAL:
            if len(tiles_chosen) != n:
                raise SetupError((f"choose the {n} starting tiles drawn for the table",))
            tiles = tuple(tiles_chosen)
        else:
            if len(tile_pool) < n:
                raise SetupError((f"the catalogue has {len(tile_pool)} starting tiles and {n} players need {n}: "
                                  "add tiles on the Catalogue page",))
            tiles = tuple(rng.sample(tile_pool, n))
        if chosen_actions and len(chosen_actions) != 2:
            raise SetupError(("choose exactly 2 sand dollar actions, or none to draw them at random",))
        pair = tuple(chosen_actions) if chosen_actions else tuple(rng.sample(actions, 2))
        setup = GameSetup(
            players=tuple(names), objective=rng.choice(OBJECTIVES[1:]) if objective == "random" else objective,
            sand_dollar_actions=pair, starting_tiles=tiles, deck=cards,
            deck_source="physical" if deck == DECK_PHYSICAL else "virtual",
            seed=seed, solo=solo, hard_mode=bool(hard),
        )
        load_state(setup, (), catalogue)  # the engine checks the setup against the cards
        gid = live_store().create(setup, cards_snapshot(catalogue, setup), label)
    except SetupError as error:
        st.error("The game cannot start: " + "; ".join(error.problems) + ".")
        return
    except ValueError as error:  # pydantic: a setup field out of range
        st.error(f"The game cannot start: {error}")
        return
    except sqlite3.Error as error:
        st.error(f"The game could not be saved ({error}); try again in a moment.")
        return
    st.query_params[PARAM] = gid
    st.session_state[_LAST] = gid
    st.rerun()


def import_form() -> None:
    """Open a saved game file (the "Saved game" export) as a new live game."""
    with st.expander("Open a saved game (JSON)"):
        upload = st.file_uploader("Saved game file", type=["json"], key="as_import")
        if upload is None or not st.button("Open it", key="as_import_go", type="primary", width="stretch"):
            return

        def candidates(setup: GameSetup):
            builtin = load_builtin()
            try:
                yield "my catalogue", ui.base_catalogue()
            except Exception:  # noqa: BLE001 - a broken user file: the generated deck may still fit
                pass
            # Games dealt with generated SAMPLE cards used their seed for the cards too.
            yield "generated SAMPLE cards", generated_catalogue(setup.seed, base=builtin)

        try:
            gid = import_saved_game(live_store(), upload.getvalue(), candidates)
        except (LiveStoreError, SetupError) as error:
            st.error(f"The file was not opened: {error}")
            return
        except sqlite3.Error as error:
            st.error(f"The game could not be saved ({error}); try again in a moment.")
            return
        st.query_params[PARAM] = gid
        st.session_state[_LAST] = gid
        st.rerun()


def game_list() -> None:
    """Games in progress (resume) and finished ones (open their scorepad)."""
    try:
        games = live_store().list_games(limit=20)
    except (sqlite3.Error, LiveStoreError) as error:
        st.error(f"The saved games cannot be read right now ({error}).")
        return
    playing = [g for g in games if g.status == "playing"]
    if playing:
        st.subheader("Resume a game")
        for g in playing:
            who = ", ".join(g.players) + (" vs the Robot" if g.solo else "")
            if st.button(f"{who} · {plural(g.actions, 'action')} · {g.deck_label} · {g.updated[:16].replace('T', ' ')}",
                         key=f"resume-{g.id}", width="stretch"):
                st.query_params[PARAM] = g.id
                st.session_state[_LAST] = g.id
                st.rerun()
    finished = [g for g in games if g.status == "finished" and g.scorepad_id]
    if finished:
        st.subheader("Finished games")
        for g in finished:
            scorepad_link(g.scorepad_id, f"{', '.join(g.players)} · {g.updated[:10]} · scorepad")


# --- the page ---------------------------------------------------------------------------------------

st.title("Assistant")
gid = live_id()
if gid is None:
    st.caption("The rules engine keeps track of a game: whose turn it is, the legal choices, the cities, "
               "the scores. Saved after every action.")
    new_game_form()
    import_form()
    game_list()
    st.stop()

try:
    game = live_store().get(gid)
    played = played_for(game)
except (LiveStoreError, IllegalActionError, SetupError) as error:
    st.error(f"This game cannot be opened: {error}")
    st.session_state.pop(_LAST, None)
    st.button("Back to new game", on_click=close_game, key="close-bad")
    st.stop()
except sqlite3.Error as error:
    st.error(f"The game store cannot be read right now ({error}); reload the page in a moment.")
    st.stop()

state = played.state
revision = game.revision
seat_names = list(game.setup.players) + (["Robot"] if game.setup.solo else [])
st.caption(f"{' · '.join(seat_names)} · {game.summary.deck_label} · objective: "
           f"{state.catalogue.objectives[game.setup.objective].name if game.setup.objective in state.catalogue.objectives else game.setup.objective}"
           f" · actions: {', '.join(state.catalogue.sand_dollar_actions[a].name for a in game.setup.sand_dollar_actions)}")

# --- a finished game goes to History once ------------------------------------------------------------

def record(gid: str) -> str | None:
    """Record the finished game in History (its scorepad); the reason if that failed."""
    try:
        store = live_store()
        current = store.get(gid)
        record_in_history(store, ui.store(), current, played_for(current).state)
    except Exception as error:  # noqa: BLE001 - the game itself is safe in the store
        return f"The finished game could not be saved to History ({error}). Try again."
    return None


def save_to_history(gid: str) -> None:
    """Button callback: retry recording the finished game in History."""
    problem = record(gid)
    if problem:
        ui.flash(problem)


# Exactly one phone records the end (the claim is atomic); if it failed half-way, a button retries.
if state.finished and game.summary.status == "playing":
    try:
        if live_store().claim_finish(gid, revision):
            problem = record(gid)
            if problem:
                st.error(problem)
        game = live_store().get(gid)
    except (sqlite3.Error, LiveStoreError) as error:
        st.error(f"The finished game could not be saved to History ({error}). Reload the page to try again.")
if state.finished and game.summary.status == "finished" and not game.summary.scorepad_id:
    st.warning("This game is over but not in History yet.")
    st.button("Save it to History", key=f"history-{revision}", on_click=save_to_history, args=(gid,),
              type="primary", width="stretch")

if state.finished:
    report = None
    try:
        from scorer.scoring import score_game

        finished_game = to_finished_game(state, inline_cards=True)
        report = score_game(finished_game, state.catalogue, check=False)
    except Exception as error:  # noqa: BLE001
        st.error(f"The final scores cannot be computed: {error}")
    if report is not None:
        winners = report.winners
        top = report.standings[0].total
        st.success(f"🏆 {' & '.join(winners)} {'wins' if len(winners) == 1 else 'share the win'} with {top} points")
    if game.summary.scorepad_id:
        scorepad_link(game.summary.scorepad_id, "Open the full scorepad (saved in History)")
else:
    st.info(f"**{view.status_line(state)}**  \n{prompt(state)}")

# --- the display ---------------------------------------------------------------------------------------

if not state.finished:
    st.html(view.display_html(state))

# --- the legal choices -------------------------------------------------------------------------------

actions = legal_actions(state)
pending = state.pending


def action_button(action, index: int, *, primary: bool = False, label: str | None = None) -> None:
    st.button(label or view.action_label(state, action), key=f"act-{revision}-{index}", on_click=act,
              args=(gid, revision, action), width="stretch", type="primary" if primary else "secondary")


def many_choices(options: list[tuple[int, object]], label: str) -> None:
    """A searchable list and one button, for long lists of choices (swaps, sand dollar options)."""
    pick = st.selectbox(label, [i for i, _ in options], index=None, key=f"pick-{revision}-{label}",
                        format_func=lambda i: view.action_label(state, actions[i]),
                        placeholder="Type to search")
    st.button("Confirm", key=f"confirm-{revision}-{label}", disabled=pick is None, type="primary", width="stretch",
              on_click=act, args=(gid, revision, actions[pick] if pick is not None else None))


@st.dialog("Where to?", on_dismiss=close_mover)
def move_dialog(choice_key: str) -> None:
    """Only the legal destinations of the chosen person (from the engine's legal actions)."""
    if st.session_state.get(_MOVER) != choice_key:
        st.rerun()  # the move was made (or cancelled): close the dialog and redraw the page
    choice = next((c for c in view.mover_choices(state, actions) if c.key == choice_key), None)
    if choice is None:
        st.session_state.pop(_MOVER, None)
        st.rerun()
    st.markdown(f"**{choice.label(state, state.actor)}**")
    for move in choice.moves:
        st.button(view.move_label(state, move, state.actor), key=f"dest-{revision}-{actions.index(move)}",
                  on_click=act, args=(gid, revision, move), width="stretch", type="primary")
    st.button("Cancel", key=f"dest-cancel-{revision}", on_click=close_mover, width="stretch")


def final_movement_hint() -> None:
    """On request, the final movement that scores the most for this player (``scorer.final_movement``)."""
    with st.expander("Suggest the best final movement"):
        st.caption("Searches every way to move your people for the highest score (it can take a few seconds). "
                   "A hint only: you still make each move yourself.")
        if not st.button("Find it", key=f"hint-{revision}", width="stretch"):
            return
        try:
            from scorer.final_movement import best_final_movement

            plan = best_final_movement(to_finished_game(state), state.actor, state.catalogue, node_limit=50_000)
        except Exception as error:  # noqa: BLE001 - a hint must never cost the player the page
            st.warning(f"No suggestion this time: {error}")
            return
        if not plan.moves or plan.gain <= 0:
            st.info("Moving nobody already scores the most.")
            return
        proof = "" if plan.proven_optimal else " (best found, not proven optimal)"
        st.info(f"+{plan.gain} points{proof}: " + "; ".join(m.describe() for m in plan.moves) + ".")


def render_choices() -> None:
    indexed = list(enumerate(actions))
    dones = [(i, a) for i, a in indexed if isinstance(a, Done)]
    if isinstance(pending, RevealStep):
        cards = [(i, a) for i, a in indexed if isinstance(a, RevealCard) and a.card is not None]
        pick = st.selectbox(f"Which card was revealed? ({len(cards)} not seen yet)", [i for i, _ in cards],
                            index=None, key=f"reveal-{revision}", placeholder="Type part of the card's name",
                            format_func=lambda i: view.card_name(state, actions[i].card))
        st.button("Confirm the revealed card", key=f"reveal-ok-{revision}", disabled=pick is None, type="primary",
                  width="stretch", on_click=act, args=(gid, revision, actions[pick] if pick is not None else None))
        empty = [(i, a) for i, a in indexed if isinstance(a, RevealCard) and a.card is None]
        for i, a in empty:
            action_button(a, i)
        return
    if isinstance(pending, TurnStep) and pending.seat == ROBOT:
        rolls = [(i, a) for i, a in indexed if isinstance(a, RollDie)]
        for i, a in rolls:
            if a.value is None:
                action_button(a, i, primary=True)
        st.caption("Or enter the die rolled at the table:")
        for i, a in rolls:
            if a.value is not None:
                action_button(a, i)
        return
    if isinstance(pending, TurnStep):
        takes = [(i, a) for i, a in indexed if isinstance(a, TakeCard)]
        for i, a in takes:
            action_button(a, i, primary=True)
        specs = state.catalogue.sand_dollar_actions
        for action_id in state.setup.sand_dollar_actions:
            options = [(i, a) for i, a in indexed if isinstance(a, UseSandDollarAction) and a.action == action_id]
            spec = specs.get(action_id)
            title = f"{spec.name} (costs {spec.cost}; you have {state.players[state.actor].sand_dollars})" if spec else action_id
            with st.expander(title):
                if spec:
                    st.caption(spec.text)
                if not options:
                    st.caption("Not possible now.")
                elif len(options) > MANY_BUTTONS:
                    many_choices(options, title)
                else:
                    for i, a in options:
                        action_button(a, i)
        for i, a in indexed:
            if not isinstance(a, (TakeCard, UseSandDollarAction)):
                action_button(a, i)
        return
    if isinstance(pending, PlaceStep):
        places = [(i, a) for i, a in indexed if isinstance(a, PlaceCard)]
        hand = list(dict.fromkeys(a.card for _, a in places))
        card_id = hand[0]
        if len(hand) > 1:
            card_id = st.radio("Which card do you place first?", hand, key=f"hand-{revision}", horizontal=True,
                               format_func=lambda c: view.card_name(state, c))
        mine = [(i, a) for i, a in places if a.card == card_id]
        letters = view.slot_letters((a.row, a.column) for _, a in mine)
        st.html(view.city_html(state, state.actor, letters))
        for i, a in sorted(mine, key=lambda p: letters[(p[1].row, p[1].column)]):
            square = (a.row, a.column)
            action_button(a, i, primary=True,
                          label=f"{letters[square]}: place {view.card_name(state, a.card)} at {view.square_text(square)}")
        return
    if isinstance(pending, MoveStep):
        st.html(view.city_html(state, state.actor))
        for choice in view.mover_choices(state, actions):
            st.button(f"Move: {choice.label(state, state.actor)}", key=f"mover-{revision}-{choice.key}",
                      on_click=open_mover, args=(choice.key,), width="stretch", type="primary")
        for i, a in dones:
            action_button(a, i)
        if pending.final and not pending.moved:
            final_movement_hint()
        key = st.session_state.get(_MOVER)
        if key and any(c.key == key for c in view.mover_choices(state, actions)):
            move_dialog(key)
        return
    if isinstance(pending, MoveHereStep):
        st.html(view.city_html(state, state.actor))
        for i, a in indexed:
            if isinstance(a, MovePerson):
                label = (f"Move a {view.PERSON_WORDS[a.person]} from "
                         f"{view.square_with_card(state, state.actor, a.from_square)} here")
                action_button(a, i, primary=True, label=label)
        for i, a in dones:
            action_button(a, i)
        return
    if isinstance(pending, SwapStep):
        st.html(view.city_html(state, state.actor))
        swaps = [(i, a) for i, a in indexed if not isinstance(a, Done)]
        if len(swaps) > MANY_BUTTONS:
            many_choices(swaps, "Swap which two cards?")
        else:
            for i, a in swaps:
                action_button(a, i)
        for i, a in dones:
            action_button(a, i)
        return
    if state.actor != ROBOT and state.players[state.actor].starting_tile is not None:
        st.html(view.city_html(state, state.actor))
    for i, a in indexed:  # every other choice: one button per legal action
        action_button(a, i, primary=not isinstance(a, Done))


if not state.finished:
    try:
        render_choices()
    except Exception as error:  # noqa: BLE001 - never a traceback: the game stays saved
        st.error(f"The choices cannot be shown ({error}). Undo the last action below, or reload the page.")

# --- cities and provisional scores ----------------------------------------------------------------------

st.markdown("#### Cities and scores" if not state.finished else "#### Final cities")
try:
    report = provisional_scores(state)
except Exception as error:  # noqa: BLE001
    report = None
    st.caption(f"Scores are not available right now: {error}")
if report is not None:
    rows = ["| Player | Points | Cards | Sand dollars |", "|:--|--:|--:|--:|"]
    for p in report.players:
        if p.is_robot:
            robot = state.robot
            rows.append(f"| Robot | {p.total} | {robot.card_count} | {robot.sand_dollars} |")
        else:
            mine = state.players[p.seat]
            rows.append(f"| {p.name} | {p.total} | {mine.card_count} | {mine.sand_dollars} |")
    st.markdown("\n".join(rows))
    if not state.finished:
        st.caption("Provisional: the cities scored as they stand now, before the final movement.")
elif not state.finished:
    st.caption("Scores appear once every player has a starting tile.")

@st.cache_data(show_spinner=False, max_entries=16)
def city_png(stamp: str, seat: int, _state, _report) -> bytes:
    """One city as a PNG (``webapp.picture``), cached by game, revision and seat: drawing is slow."""
    from webapp.picture import city_picture, png_bytes

    finished = to_finished_game(_state)
    mine = next((p for p in _report.players if p.seat == seat and not p.is_robot), None)
    return png_bytes(city_picture(finished.players[seat], _state.catalogue, mine))


def render_cities() -> None:
    """Each player's city (grid always, PNG picture on request) and the Robot's piles."""
    humans = [s for s, p in enumerate(state.players) if p.starting_tile is not None]
    if humans:
        default = state.actor if state.actor in humans else humans[0]
        # The key follows the player whose turn it is: each turn opens on that player's city.
        shown = st.segmented_control("City of", humans, default=default, key=f"city-{gid}-{state.current}",
                                     format_func=lambda s: state.players[s].name)
        shown = humans[0] if shown is None else shown
        st.html(view.city_html(state, shown))
        st.caption(view.GRID_LEGEND)
        if report is not None and st.toggle("Show the city picture (with each card's points)", key=f"pic-{gid}"):
            try:
                stamp = hashlib.sha1(f"{gid}:{revision}:{shown}".encode()).hexdigest()
                st.image(city_png(stamp, shown, state, report), width="stretch")
            except Exception as error:  # noqa: BLE001 - the grid above shows the same city
                st.warning(f"The picture cannot be drawn: {error}")
    if state.robot is not None:
        r = state.robot
        st.caption(f"Robot: beach pile {len(r.beach_pile)}, street pile {len(r.street_pile)}, "
                   f"{r.sand_dollars} sand dollars, {r.footprints} footprints.")


try:
    render_cities()
except Exception as error:  # noqa: BLE001 - the choices above stay usable
    st.warning(f"The cities cannot be drawn right now: {error}")

# --- the game log and undo --------------------------------------------------------------------------------

st.markdown("#### Game log")
entries = view.log_entries(played.setup_events, played.action_events)
st.markdown(view.log_markdown(entries[-6:]))
if len(entries) > 6:
    with st.expander(f"Whole log ({len(entries) - 1} actions)"):
        st.markdown(view.log_markdown(entries))
n_actions = len(game.log)
if n_actions:
    cols = st.columns(2)
    with cols[0]:
        st.button("Undo last action", key=f"undo1-{revision}", on_click=undo, args=(gid, revision, 1), width="stretch")
    with cols[1]:
        stack = st.session_state.get(_REDO)
        st.button("Redo", key=f"redo-{revision}", on_click=redo, args=(gid, revision), width="stretch",
                  disabled=not (stack and stack[0] == gid and stack[1]))
    with st.expander("Undo several actions"):
        steps = st.number_input("How many actions to take back", min_value=1, max_value=n_actions, value=1,
                                step=1, key=f"undo-n-{revision}")
        steps = int(steps or 1)
        target = entries[n_actions - steps] if steps <= n_actions else entries[0]
        st.caption("Back to just after: " + ("the setup" if target.number == 0 else
                                             f"action {target.number}: {' '.join(target.lines)}"))
        st.button(f"Undo {steps} action(s)", key=f"undo-many-{revision}", on_click=undo,
                  args=(gid, revision, steps), width="stretch")

# --- exports ------------------------------------------------------------------------------------------------

st.markdown("#### Export")
st.download_button("Action log (JSON)", action_log_to_json(game.log, indent=2),
                   file_name=f"santa-monica-live-{gid}-actions.json", mime="application/json",
                   key="dl-actions", on_click="ignore", width="stretch")
st.download_button("Saved game: setup + action log (JSON, replays to the same result)", save_game(state, indent=2),
                   file_name=f"santa-monica-live-{gid}-saved.json", mime="application/json",
                   key="dl-saved", on_click="ignore", width="stretch")
if state.finished and report is not None:
    st.download_button("Scorepad CSV", scorepad_csv(report), file_name=f"santa-monica-live-{gid}-scorepad.csv",
                       mime="text/csv", key="dl-scorepad", on_click="ignore", width="stretch")
    st.download_button("Game JSON", dump_game(to_finished_game(state, inline_cards=True)),
                       file_name=f"santa-monica-live-{gid}.json", mime="application/json", key="dl-game",
                       on_click="ignore", width="stretch")

st.divider()
st.button("Close this game (it stays saved)", key="close-game", on_click=close_game, width="stretch")
