"""The Assistant's start screen: set up a new game, open a saved game file, resume a game.

A new game is 2-4 players or solo against the Robot, with a virtual deck (generated SAMPLE cards,
labelled as samples everywhere, or the user's catalogue when it holds enough printed cards) or the
table's physical deck. The setup is checked by the engine before it is stored; the game's cards are
copied into it so later catalogue edits never break the replay. This module decides no rule.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Iterator

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from card_db.printed_words import sand_dollar_words
from scorer.engine import GameSetup, SetupError
from webapp import errors
from webapp.assistant.setup_choices import (
    DECK_GENERATED,
    DECK_MINE,
    DECK_PHYSICAL,
    OBJECTIVES,
    Deck,
    NewGameChoices,
    build_setup,
    cards_needed,
    deck_label_words,
    objective_words,
    printed_cards,
)
from webapp.assistant.store import LiveStoreError, cards_snapshot, import_saved_game, load_state
from webapp.assistant.ui import live_store, open_live, scorepad_link
from webapp.database import DatabaseError
from webapp.language import current_language, day, listed, moment, say
from webapp.markdown_text import escape_markdown
from webapp.ui import table_url


def new_game_form() -> None:
    """Set up and start a game; on success the URL names it and the page reruns."""
    try:
        base = table_url.base_catalogue()
    except Exception as error:  # noqa: BLE001 - a broken catalogue file must not hide the page
        errors.caught(error)
        st.error(escape_markdown(say("assistant.catalogue_unreadable", error=str(error))))
        base = load_builtin()
    st.subheader(say("assistant.new_game"))
    count = st.segmented_control(say("assistant.players"), ("Solo", "2", "3", "4"), default="2", key="as_count",
                                 required=True, format_func=_count_label) or "2"
    solo = count == "Solo"
    n = 1 if solo else int(count)
    names = []
    for i in range(n):
        name = st.text_input(say("assistant.player_solo" if solo else "assistant.player_n", number=i + 1),
                             value=say("assistant.player_n", number=i + 1), key=f"as_name_{i}", max_chars=40)
        names.append(name.strip())
    mine = printed_cards(base)
    deck_options: dict[Deck, str] = {DECK_GENERATED: say("assistant.deck_generated")}
    if len(mine) >= cards_needed(n, solo):
        deck_options[DECK_MINE] = say("assistant.deck_mine", count=len(mine))
    deck_options[DECK_PHYSICAL] = say("assistant.deck_physical")
    deck = st.radio(say("assistant.deck"), list(deck_options), format_func=deck_options.get, key="as_deck")
    if DECK_MINE not in deck_options:
        st.caption(say("assistant.too_few_printed", count=len(mine), needed=cards_needed(n, solo)))
    tiles_chosen: list[str] = []
    if deck == DECK_PHYSICAL:
        st.caption(say("assistant.physical_picked", count=len(base.cards)))
        objective, chosen_actions = table_tiles(base)
        tiles_chosen = starting_tiles_drawn(base, n, solo)
    else:
        objective, chosen_actions = drawn_tiles(base)
    hard = st.toggle(say("assistant.hard_mode"), key="as_hard") if solo else False
    with st.expander(say("assistant.advanced")):
        fixed = st.number_input(say("assistant.seed"),
                                min_value=0, max_value=2**31 - 1, value=None, step=1, key="as_seed")
    if not st.button(say("assistant.start"), type="primary", key="as_start", width="stretch"):
        return
    choices = NewGameChoices(
        names=tuple(names), solo=solo, deck=deck, objective=objective,
        sand_dollar_actions=tuple(chosen_actions), starting_tiles=tuple(tiles_chosen), hard_mode=bool(hard),
        seed=int(fixed) if fixed is not None else secrets.randbelow(2**31),
    )
    try:
        prepared = build_setup(choices, base)
        load_state(prepared.setup, (), prepared.catalogue)  # the engine checks the setup against the cards
        gid = live_store().create(prepared.setup, cards_snapshot(prepared.catalogue, prepared.setup), prepared.label)
    except SetupError as error:
        st.error(escape_markdown(say("assistant.cannot_start", error="; ".join(error.problems) + ".")))
        return
    except ValueError as error:  # pydantic: a setup field out of range
        st.error(escape_markdown(say("assistant.cannot_start", error=str(error))))
        return
    except DatabaseError as error:
        st.error(escape_markdown(say("assistant.not_saved", error=str(error))))
        return
    open_live(gid)


def _count_label(count: str) -> str:
    """The players choice: "Solo" in the phone's language, the numbers as they are."""
    return say("assistant.solo") if count == "Solo" else count


def objective_name(base: Catalogue, objective: str) -> str:
    """An objective tile's name in the form ("Draw at random" for ``random``)."""
    if objective == "random":
        return say("assistant.draw_random")
    return objective_words(objective, base.objectives[objective].name if objective in base.objectives
                           else objective.title())


def action_name(base: Catalogue, action_id: str) -> str:
    """A sand dollar action tile's printed name in the phone's language."""
    return sand_dollar_words(base.sand_dollar_actions[action_id], "name", current_language())


def drawn_tiles(base: Catalogue) -> tuple[str, list[str]]:
    """A virtual game: the objective and the 2 sand dollar actions, drawn at random unless chosen."""
    objective = st.selectbox(say("assistant.objective_tile"), OBJECTIVES, key="as_objective",
                             format_func=lambda o: objective_name(base, o))
    actions = st.multiselect(say("assistant.actions_random"), sorted(base.sand_dollar_actions),
                             max_selections=2, select_all=False, key="as_actions", placeholder=say("assistant.pick_actions"),
                             format_func=lambda a: action_name(base, a))
    return objective, actions


def table_tiles(base: Catalogue) -> tuple[str, list[str]]:
    """A physical game: the objective tile and the 2 sand dollar action tiles lying on the table
    (asked, never drawn by the app: it must track the game on the table)."""
    objective = st.selectbox(say("assistant.objective_on_table"), OBJECTIVES[1:], index=None, key="as_table_objective",
                             format_func=lambda o: objective_name(base, o), placeholder=say("assistant.pick_tile_on_table"))
    actions = st.multiselect(say("assistant.actions_on_table"), sorted(base.sand_dollar_actions),
                             max_selections=2, select_all=False, key="as_table_actions", placeholder=say("assistant.pick_both"),
                             format_func=lambda a: action_name(base, a))
    return objective or "random", actions


def starting_tiles_drawn(base: Catalogue, players: int, solo: bool) -> list[str]:
    """The starting tiles dealt at the table, from the catalogue (solo: the player says which one
    they drew once the game starts); says how to enter the real ones when only samples exist."""
    if all(tile.sample for tile in base.starting_tiles.values()):
        st.caption(say("assistant.only_sample_tiles", count=len(base.starting_tiles)))
    if solo:
        return []
    language = current_language()
    tile_ids = sorted(base.starting_tiles, key=lambda t: base.tile_label(t, language))
    return st.multiselect(say("assistant.tiles_dealt", count=players), tile_ids, max_selections=players, select_all=False,
                          placeholder=say("assistant.pick_tiles"),
                          key="as_tiles", format_func=lambda t: base.tile_label(t, language))


def import_form() -> None:
    """Open a saved game file (the "Saved game" export) as a new live game."""
    with st.expander(say("assistant.open_saved")):
        upload = st.file_uploader(say("assistant.saved_file"), type=["json"], key="as_import")
        if upload is None or not st.button(say("assistant.open_it"), key="as_import_go", type="primary", width="stretch"):
            return

        def candidates(setup: GameSetup) -> Iterator[tuple[str, Catalogue]]:
            builtin = load_builtin()
            try:
                yield "my catalogue", table_url.base_catalogue()
            except Exception as error:  # noqa: BLE001 - a broken user file: the generated deck may still fit
                errors.caught(error)
            # Games dealt with generated SAMPLE cards used their seed for the cards too.
            yield "generated SAMPLE cards", generated_catalogue(setup.seed, base=builtin)

        try:
            gid = import_saved_game(live_store(), upload.getvalue(), candidates)
        except (LiveStoreError, SetupError) as error:
            st.error(say("assistant.not_opened", error=escape_markdown(error)))  # it quotes the file
            return
        except DatabaseError as error:
            st.error(escape_markdown(say("assistant.not_saved", error=str(error))))
            return
        open_live(gid)


def game_list(*, playing: bool = True, finished: bool = True) -> None:
    """Games in progress (resume) and finished ones (open their scorepad); the page shows the first
    above the new-game form (a phone joining a table looks for its game) and the second below it."""
    try:
        games = live_store().list_games(limit=20)
    except (DatabaseError, LiveStoreError) as error:
        st.error(escape_markdown(say("assistant.games_unreadable", error=str(error))))
        return
    resumable = [g for g in games if g.status == "playing"] if playing else []
    if resumable:
        st.subheader(say("assistant.resume"))
        for g in resumable:
            who = say("assistant.vs_robot", names=listed(g.players)) if g.solo else listed(g.players)
            label = f"{who} · {say('assistant.count_actions', count=g.actions)} · {deck_label_words(g.deck_label)} · {moment(g.updated)}"
            if st.button(escape_markdown(label), key=f"resume-{g.id}", width="stretch"):
                open_live(g.id)
    ended = [g for g in games if g.status == "finished" and g.scorepad_id] if finished else []
    if ended:
        st.subheader(say("assistant.finished_games"))
        for g in ended:
            scorepad_link(g.scorepad_id, say("assistant.finished_link", players=listed(g.players),
                                             day=_day_of(g.updated)))


def _day_of(updated: str) -> str:
    """The day of a stored ISO date-time, written for the phone (the text as it is when it is no date)."""
    try:
        return day(datetime.date.fromisoformat(updated[:10]))
    except ValueError:
        return updated[:10]
