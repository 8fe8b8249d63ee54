"""Home page of the Santa Monica score pad: start a table, resume one, import a game file, or open the demo.

A new table is set up here (players in turn order with remembered names, starting tiles, objective
tile, solo Robot), stored at once, and opened on the City page with its id in the URL. The open
table's set-up (title, date played, players added or removed, names, order, tiles, objective) can be
changed here too; a refused change is explained under its field and the field keeps what was
entered. Scoring happens on the Scorepad page; this page computes no rule.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime

import streamlit as st

from card_db.loader import sample_game_bytes
from card_db.models import ObjectiveId
from card_db.printed_words import objective_words
from card_db.strict_json import MAX_FILE_LABEL
from lang.said import words_of
from scorer.formats.gamefile import GameFileError, load_game_bytes
from scorer.model.game import FinishedGame, PlayerCity
from webapp import errors, language
from webapp.language import current_language, listed, say
from webapp.markdown_text import escape_markdown
from webapp.tables import finished_guard
from webapp.tables import operations as tables
from webapp.tables.operations import TableError
from webapp.tables.store import StoredGame
from webapp.ui import binding, browser_state, frame, held_values, join_panel, table_url

frame.page_setup(say("menu.home"))
st.title(f"🌊 {say('home.title')}")
st.caption(say("home.intro"))
language.choice()  # this phone's language; the open table stays open

store = table_url.store_or_stop()
try:
    catalogue = table_url.base_catalogue()
except Exception as error:  # noqa: BLE001 - a broken catalogue file must not hide the page
    errors.caught(error)
    st.error(escape_markdown(say("home.catalogue_unreadable", error=error)))
    st.stop()

OBJECTIVES: tuple[ObjectiveId, ...] = ("blue", "green", "orange")
EARLIEST_DATE = date(1970, 1, 1)  # Streamlit's default lower bound is 10 years back: old imported games exist


def objective_caption(objective_id: str) -> str:
    """The objective tile's three printed lines, for the radio's caption."""
    tile = catalogue.objectives.get(objective_id)
    if tile is None:
        return ""
    here = language.current_language()
    return say("home.objective_lines", waves=objective_words(tile, "wave_line", here),
               misc=objective_words(tile, "misc_line", here), people=objective_words(tile, "people_line", here))


def objective_label(objective_id: str) -> str:
    tile = catalogue.objectives.get(objective_id)
    return objective_words(tile, "name", language.current_language()) if tile else objective_id.title()


tile_ids = sorted(catalogue.starting_tiles, key=catalogue.tile_label)


def tile_label(tile_id: str) -> str:
    tile = catalogue.starting_tiles.get(tile_id)
    if tile is None or not tile.name.strip():  # an unnamed tile's label starts with its VIPs already
        return catalogue.tile_label(tile_id, current_language())
    return say("home.tile_with_vips", tile=catalogue.tile_label(tile_id, current_language()), vips=say("count.vips", count=tile.vips))


def _iso_date(text: str) -> date | None:
    """``text`` read as an ISO date or date-time (the day part), or ``None``."""
    try:
        return datetime.fromisoformat(text.strip()).date()
    except ValueError:
        return None


def played_date(stored: StoredGame) -> date:
    """The date the table's game was played: its ``played_on``, else the day the table was started
    (on the phone's calendar: the store's clock is UTC)."""
    return _iso_date(stored.game.played_on) or browser_state.local_day(stored.summary.created) or date.today()


def card_text_of(city: PlayerCity) -> str:
    """What removing a city loses, in words: "3 cards, 2 sand dollars"."""
    cards = say("count.cards", count=len(city.cells))
    if not city.sand_dollars:
        return cards
    return say("home.city_contents", cards=cards, sand_dollars=say("count.sand_dollars", count=city.sand_dollars))


def _ask_to_remove(gid: str, city: PlayerCity) -> None:
    """An empty city goes at once; one with cards or sand dollars is removed only after a confirmation."""
    if tables.city_is_empty(city):
        binding.apply(gid, tables.remove_player, player=city.name, only_if_empty=True)
    else:
        st.session_state[f"confirm-remove-{gid}"] = city.name


def _remove(gid: str, name: str) -> None:
    st.session_state.pop(f"confirm-remove-{gid}", None)
    binding.apply(gid, tables.remove_player, player=name)


def _add_player(gid: str) -> None:
    """Add the player typed in the form; a refusal stays under the button with the form as typed."""
    name = st.session_state.get(f"add-name-{gid}") or ""
    tile = st.session_state.get(f"add-tile-{gid}") or ""
    vips = catalogue.starting_tiles[tile].vips if tile in catalogue.starting_tiles else 0
    saved, refusal = binding.try_apply(gid, tables.add_player, name=name, tile_id=tile, start_vips=vips)
    if refusal is not None:
        st.session_state[f"add-error-{gid}"] = refusal
    else:
        st.session_state[f"add-name-{gid}"] = ""
        st.session_state[f"add-tile-{gid}"] = None


def add_player_form(gid: str, game: FinishedGame) -> None:
    """A name, a free starting tile and a button that adds the player last in turn order (not in solo games)."""
    if game.robot is not None or len(game.players) >= tables.MAX_PLAYERS:
        return
    st.markdown(f"**{say('home.add_player')}**")
    st.text_input(say("home.new_name"), key=f"add-name-{gid}", max_chars=tables.NAME_MAX,
                  placeholder=say("home.name_placeholder"))
    free = [t for t in tile_ids if t not in {c.starting_tile for c in game.players}]
    if st.session_state.get(f"add-tile-{gid}") not in free:  # taken meanwhile: pick again
        st.session_state[f"add-tile-{gid}"] = None
    st.selectbox(say("home.new_tile"), free, index=None, format_func=tile_label, key=f"add-tile-{gid}",
                 placeholder=say("home.tile_placeholder"))
    st.button(say("home.add_player_button"), key=f"add-open-{gid}", on_click=_add_player, args=(gid,),
              width="stretch")
    refusal = st.session_state.pop(f"add-error-{gid}", None)
    if refusal:
        st.error(escape_markdown(say("home.not_added", refusal=refusal)), icon="⚠️")


# --- the open table (when the URL names one) ------------------------------------------------------

current = table_url.current_game()
if current is not None:
    game = current.game
    gid = current.id
    st.subheader(escape_markdown(say("home.open_table", name=game.title or ", ".join(p.name for p in game.players))))
    finished_guard.banner(current.summary)  # finished: with what result, and whether it changed since
    join_panel.nav(gid, frame.HOME_PAGE)
    if st.button(say("home.close_table"), key="close_table", width="stretch"):
        table_url.forget_game()
        st.rerun()
    with st.expander(say("home.change_setup")):
        # Each bound widget gets the stored value as its default too: a widget the browser draws
        # afresh shows it (the server sends a value only when the browser does not hold it: binding.bind).
        st.text_input(say("home.title_field"), max_chars=tables.TITLE_MAX, placeholder=say("home.title_placeholder"),
                      value=game.title,
                      **binding.bind(f"title-open-{gid}", game.title, gid, tables.set_title, "title"))
        binding.field_message(f"title-open-{gid}")
        played = played_date(current)
        st.date_input(say("home.date_played"), format="YYYY-MM-DD", min_value=min(played, EARLIEST_DATE), value=played,
                      **binding.bind(f"played-open-{gid}", played, gid, tables.set_played_on, "played_on"))
        binding.field_message(f"played-open-{gid}")
        if game.played_on and _iso_date(game.played_on) is None:
            st.caption(escape_markdown(say("home.unreadable_date", played_on=game.played_on)))
        st.radio(
            say("home.objective_tile"), OBJECTIVES, format_func=objective_label, captions=[objective_caption(o) for o in OBJECTIVES],
            index=OBJECTIVES.index(game.objective) if game.objective in OBJECTIVES else 0,
            **binding.bind(f"obj-open-{gid}", game.objective, gid, tables.set_objective, "objective"),
        )
        binding.field_message(f"obj-open-{gid}")
        for seat, city in enumerate(game.players):
            st.markdown(f"**{seat + 1}. {escape_markdown(city.name)}**")
            st.text_input(say("home.name"), max_chars=tables.NAME_MAX, value=city.name,
                          **binding.bind(f"rename-{gid}-{seat}", city.name, gid, tables.rename_player,
                                    "new_name", player=city.name))
            binding.field_message(f"rename-{gid}-{seat}")
            taken = {other.starting_tile for other in game.players if other is not city}  # offer only free tiles
            options = [t for t in ([] if city.starting_tile in tile_ids else [city.starting_tile]) + tile_ids
                       if t not in taken]
            st.selectbox(say("home.starting_tile"), options, format_func=tile_label, index=options.index(city.starting_tile),
                         **binding.bind(f"retile-{gid}-{seat}", city.starting_tile, gid, tables.set_starting_tile,
                                   "tile_id", player=city.name))
            binding.field_message(f"retile-{gid}-{seat}")
            asking = st.session_state.get(f"confirm-remove-{gid}") == city.name
            with st.container(horizontal=True, gap="small"):
                st.button(say("home.move_up"), key=f"up-open-{gid}-{seat}", disabled=seat == 0, on_click=binding.apply,
                          args=(gid, tables.move_player), kwargs={"player": city.name, "offset": -1})
                st.button(say("home.move_down"), key=f"down-open-{gid}-{seat}", disabled=seat == len(game.players) - 1,
                          on_click=binding.apply, args=(gid, tables.move_player), kwargs={"player": city.name, "offset": 1})
                if not asking:
                    st.button(say("home.remove"), key=f"remove-open-{gid}-{seat}", type="tertiary",
                              disabled=not tables.can_remove_player(game), on_click=_ask_to_remove, args=(gid, city),
                              help=say("home.remove_help"))
            if asking:
                st.warning(escape_markdown(say("home.remove_question", name=city.name, contents=card_text_of(city))))
                with st.container(horizontal=True, gap="small"):
                    st.button(escape_markdown(say("home.remove_yes", name=city.name)), key=f"remove-yes-{gid}-{seat}",
                              type="primary",
                              on_click=_remove, args=(gid, city.name))
                    st.button(say("home.keep"), key=f"remove-no-{gid}-{seat}", on_click=st.session_state.pop,
                              args=(f"confirm-remove-{gid}", None))
        add_player_form(gid, game)
    held_values.settle_values_held_by_the_browser()
    st.divider()

# --- resume -------------------------------------------------------------------------------------

drafts = [g for g in store.list_games(status="draft", limit=8) if current is None or g.id != current.id]
drafts = table_url.joined_first(store, drafts, current)
if drafts:
    st.subheader(say("home.resume"))
    for summary in drafts:
        label = say("home.resume_label", title=summary.title or say("home.untitled"), players=listed(summary.players),
                    when=language.moment(summary.updated))
        if st.button(escape_markdown(label), key=f"resume-{summary.id}", width="stretch"):
            frame.open_game(summary.id)

# --- start a new table ----------------------------------------------------------------------------

st.subheader(say("home.start"))
# Score pad only (issue 13; webapp.pad.ui owns the page): for a table that will not rebuild its cities.
st.page_link("pages/6_Pad.py", label=say("home.pad_only"), icon="🧮", query_params=language.link_params(),
             width="stretch")
if "setup_rows" not in st.session_state:
    st.session_state.setup_rows = [uuid.uuid4().hex[:8] for _ in range(4)]
rows: list[str] = st.session_state.setup_rows

count = st.number_input(say("home.players"), min_value=1, max_value=4, value=3, step=1, key="setup_count")
count = int(count or 1)
# One player is a solo game: the rules have no lone player without the Robot (2-4 players, or solo).
solo = count == 1
if solo:
    st.caption(say("home.solo"))

known = store.known_player_names()
if len(tile_ids) < count:
    st.warning(say("home.too_few_tiles", count=len(tile_ids), players=count))
    st.page_link(frame.CATALOGUE_PAGE, label=say("home.too_few_tiles_link"), icon=":material/add:",
                 query_params=language.link_params({frame.VIEW_PARAM: "add_tile"}))


def _pick_known(uid: str) -> None:
    picked = st.session_state.get(f"known-{uid}")
    if picked:
        st.session_state[f"name-{uid}"] = picked
        st.session_state[f"known-{uid}"] = None


def _move(index: int, offset: int) -> None:
    order = st.session_state.setup_rows
    order[index], order[index + offset] = order[index + offset], order[index]


for index, uid in enumerate(rows[:count]):
    with st.container(border=True):
        st.markdown(f"**{say('home.player_first' if index == 0 else 'home.player', number=index + 1)}**")
        st.text_input(say("home.name"), key=f"name-{uid}", placeholder=say("home.name_placeholder"),
                      max_chars=tables.NAME_MAX)
        if known:
            st.selectbox(say("home.earlier_player"), known, index=None, key=f"known-{uid}",
                         on_change=_pick_known, args=(uid,), placeholder=say("home.earlier_placeholder"))
        chosen = {st.session_state.get(f"tile-{other}") for other in rows[:count] if other != uid}  # offer only free tiles
        st.selectbox(say("home.starting_tile"), [t for t in tile_ids if t not in chosen], index=None,
                     format_func=tile_label, key=f"tile-{uid}", placeholder=say("home.tile_placeholder"))
        if count > 1:
            with st.container(horizontal=True, gap="small"):
                st.button(say("home.move_up"), key=f"up-{uid}", disabled=index == 0, on_click=_move, args=(index, -1))
                st.button(say("home.move_down"), key=f"down-{uid}", disabled=index == count - 1, on_click=_move,
                          args=(index, 1))

objective = st.radio(say("home.objective_tile"), OBJECTIVES, format_func=objective_label,
                     captions=[objective_caption(o) for o in OBJECTIVES], key="setup_objective")
title = st.text_input(say("home.title_optional"), key="setup_title", placeholder=say("home.title_placeholder"),
                      max_chars=tables.TITLE_MAX)

if st.button(say("home.start_button"), type="primary", key="start_table", width="stretch"):
    players = [((st.session_state.get(f"name-{uid}") or "").strip(), st.session_state.get(f"tile-{uid}") or "")
               for uid in rows[:count]]
    try:
        vips = [catalogue.starting_tiles[t].vips if t in catalogue.starting_tiles else 0 for _, t in players]
        new_game = tables.new_table(objective, players, solo_robot=solo, title=title, start_vips=vips)
        new_id = store.create_game(new_game)
    except TableError as error:
        st.error(escape_markdown(say("home.cannot_start", error=words_of(error, language.current_language()))))
    else:
        frame.open_game(new_id)

# --- import a game file ---------------------------------------------------------------------------

st.subheader(say("home.import"))
upload = st.file_uploader(say("home.game_file"), type=["json"], key="import_file",
                          help=say("home.game_file_help", size=MAX_FILE_LABEL))
if upload is not None and st.button(say("home.import_button"), key="import_go", width="stretch"):
    try:
        imported = load_game_bytes(upload.getvalue(), upload.name)
    except GameFileError as error:
        # The lines quote the file (names, values): shown as text, never as Markdown.
        st.error("\n\n".join([escape_markdown(say("home.import_refused", file=upload.name)),
                               "\n".join(f"- {escape_markdown(e)}" for e in error.errors)]))
    else:
        frame.open_game(store.create_game(imported), frame.SCOREPAD_PAGE)

# --- demo -----------------------------------------------------------------------------------------

st.subheader(say("home.try"))
st.caption(say("home.sample_caption", players=3))
if st.button(say("home.sample_button"), key="demo", width="stretch"):
    try:
        sample = load_game_bytes(sample_game_bytes(), "card_db/samples/sample_game.json")
    except (GameFileError, OSError) as error:
        st.error(escape_markdown(say("home.sample_unreadable", error=error)))
    else:
        if not sample.title:
            sample = sample.model_copy(update={"title": say("home.sample_title")})
        frame.open_game(store.create_game(sample), frame.SCOREPAD_PAGE)

st.subheader(say("home.more"))
for page, label, icon in (("pages/5_Assistant.py", "home.assistant_link", "🎲"),
                          ("pages/3_Catalogue.py", "home.catalogue_link", "🗂️"),
                          ("pages/4_History.py", "home.history_link", "📜")):
    st.page_link(page, label=say(label), icon=icon, query_params=language.link_params())

st.caption(escape_markdown(say("home.saved_in", path=table_url.env_summary())))

if current is not None:
    frame.next_step(say("home.next"), frame.CITY_PAGE, gid=current.id)
