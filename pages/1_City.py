"""City page: rebuild one player's finished city card by card (or the solo Robot's piles).

The game comes from the store by the ``?game=ID`` in the URL on every rerun; every widget shows the
stored value and every change is one table operation saved at once (``webapp.ui.binding.apply``), setting
one field of the game stored then to the value the phone shows: the people on a card are one-tap
choices (``webapp.city.editor.people_steppers``, the last phone to choose wins), a stepper (sand
dollars, the Robot's counts) saves its number only over the count its tap started from, so a "+"
made on another phone's newer count is refused rather than stored as a decrease
(``webapp.ui.binding.bind_count``); a refused change is explained right under its field.

Layout, phone first: "Add a card" (the picker, a box of words that narrows the card list by
``webapp.cards.search``, or the entry keypad for a card not in the catalogue) above the city. A picked card is placed at once at the next legal square of its row
(``scorer.scoring.placement.next_square``: a row is entered outward from the starting tile, each card beside
the last one of its row); the city as a grid of squares (``webapp.city.grid``); one editor for the
square tapped or the card just placed (``webapp.city.editor``, with "Move it" to the card's other
legal squares), scrolled into view after a placement; the running total. The grid, the editor and the total
run as a fragment: a tap there reruns only them. Where a card may go comes from
``scorer.scoring.placement.legal_slots``, problems from ``scorer.scoring.validation``, ring results
from ``scorer.scoring.table``: this page computes no rule itself.
"""

from __future__ import annotations

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.loader import CatalogueError
from card_db.models import FeatureCard
from lang import joined
from scorer.model.game import FinishedGame, PlayerCity
from scorer.scoring.placement import legal_slots
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_city
from webapp import errors
from webapp.cards import text as card_text
from webapp.cards.catalogue_view import picker_matches
from webapp.cards.keypad import Keys, card_keypad
from webapp.cards.picker import ROW_KEY, TAGS_KEY, card_picker, offered_cards
from webapp.cards.search import search
from webapp.catalogue_store import user_catalogue
from webapp.city.editor import card_editor, default_selection, start_editor
from webapp.city.editor import card_name as label_of
from webapp.city.grid import START, city_grid, scroll_into_view_js
from webapp.city.pending import people_line_waits_for
from webapp.city.player_param import choose_player, remember_player
from webapp.city.robot import robot_piles
from webapp.city.words import ROW_CARD, slot_words
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables import finished_guard
from webapp.tables import operations as tables
from webapp.ui import binding, frame, held_values, join_panel, table_url

CITY_KEYS = Keys("city-kp", None)  # the inline keypad's own widget keys; its draft in the session only
FULL_RUN = "city_full_run"  # True while the whole page runs (False in a run of the city panel alone)
SCROLL_KEY = "city_scroll_to_editor"  # how many placements asked for the editor in view; the run after one does it

frame.page_setup(say("menu.city"))
st.session_state[FULL_RUN] = True
stored = table_url.require_game()
game, gid = stored.game, stored.id
try:
    catalogue = table_url.catalogue_for(game)
except Exception as error:  # noqa: BLE001 - a broken catalogue file must not cost the user the page
    errors.caught(error)
    st.error(escape_markdown(say("city.catalogue_unreadable", error=error)))
    st.stop()

join_panel.nav(gid, frame.CITY_PAGE)
st.title(say("city.title"))
finished_guard.banner(stored.summary)  # finished: with what result, and whether it changed since


def card_name(card_id: str) -> str:
    """A card's label in this game's catalogue (the Robot's piles list them)."""
    return label_of(catalogue, card_id)


names = [p.name for p in game.players] + ([game.robot.name] if game.robot else [])
choose_player(names)  # this session's, else the address's (a reconnect keeps its player), else the first
who = st.radio(say("city.player"), names, horizontal=True, key="city_player", format_func=escape_markdown,
               label_visibility="collapsed")
remember_player(who, names[0])


# --- the solo Robot ---------------------------------------------------------------------------------

if game.robot is not None and who == game.robot.name:
    robot_piles(game, gid, catalogue, card_name)
    frame.next_step(say("city.next"), frame.SCOREPAD_PAGE, gid=gid)
    held_values.settle_values_held_by_the_browser()
    st.stop()

# --- one player's city ------------------------------------------------------------------------------

seat = names.index(who)
player: PlayerCity = game.players[seat]
tile = catalogue.starting_tiles.get(player.starting_tile)
tile_name = catalogue.tile_label(tile.id, current_language()) if tile else say("city.unknown_id", id=player.starting_tile)
st.subheader(escape_markdown(say("city.whose_city", name=player.name)))
st.caption(escape_markdown(say("city.tile_caption", tile=tile_name, cards=say("city.feature_cards", count=len(player.cells)))))

# The square whose editor is open rides in a hidden text box: the browser sends it back after a
# server restart, so a phone left open keeps editing the card it shows (no tap lands on another one).
# Within a session the memo is the truth: Streamlit's browser code can draw the panel afresh, the box
# then sending its default "" (a whole-page run from the watcher, then a tap's panel run: issue 31).
select_key = f"city-sel-{gid}-{seat}"
memo_key = f"city-open-{gid}-{seat}"  # the same, kept while another player's city is shown


def select(cell_id: str) -> None:
    """Open that square's editor (after a card is placed, and from a grid square)."""
    st.session_state[select_key] = st.session_state[memo_key] = cell_id


def open_square(cell_id: str) -> None:
    """Callback of a grid square: its editor, no longer announced as the card just placed."""
    st.session_state.pop(f"city-just-placed-{gid}", None)
    select(cell_id)


# --- add a card (above the city: after Place, the grid and the placed card's editor come right under it)

st.markdown(f"#### {say('city.add_card')}")
st.caption(say("city.add_card_help"))
used = tables.cards_in_use(game)
pick_key = f"pick-{gid}"
find_key = f"city-find-{gid}"  # the words typed to find a card
enter_key = f"city-enter-{gid}"
new_key = f"city-new-{gid}"  # a card just entered with the keypad, waiting for its slot
place_refusal = st.session_state.pop(f"place-refused-{gid}", None)


def placed(card_id: str) -> None:
    """After a card went into the city: its editor opens, the picker is ready for the next card."""
    st.session_state[pick_key] = None
    st.session_state[TAGS_KEY] = []  # the next card has other tags; the row is often the same
    st.session_state[find_key] = ""  # and other words
    st.session_state.pop(new_key, None)
    st.session_state[enter_key] = False  # a card entered with the keypad: the keypad folds, the city shows
    st.session_state[f"city-just-placed-{gid}"] = card_id  # its editor says where it went, with "Move it"
    st.session_state[SCROLL_KEY] = st.session_state.get(SCROLL_KEY, 0) + 1  # bring the editor into view
    select(card_id)


def place(card_id: str, row: str, column: int) -> None:
    """Callback of a slot button: place the card there."""
    saved, refusal = binding.try_apply(gid, tables.place_card, player=player.name, card_id=card_id, row=row, column=column)
    if saved is None:
        st.session_state[f"place-refused-{gid}"] = refusal
        return
    placed(card_id)


def place_next(card_id: str, cards: Catalogue = catalogue) -> bool:
    """Put a picked card at the next legal square of its row (``scorer.scoring.placement.next_square``) at once: the common
    case of a city read off the table row by row costs no slot tap; "Move it" in its editor fixes the rest."""
    saved, refusal = binding.try_apply(gid, tables.place_next, player=player.name, card_id=card_id, catalogue=cards)
    if saved is None:
        st.session_state[f"place-refused-{gid}"] = refusal
        return False
    placed(card_id)
    return True


def slot_buttons(card_id: str) -> None:
    """The legal slots of a card in this city, one button each (a card that could not be placed at once)."""
    card = catalogue.cards[card_id]
    slots = legal_slots(player, catalogue, card)
    if not slots and not place_refusal:  # a refusal above already says why
        st.info(say("city.nowhere"))
    for row, column in slots:
        st.button(escape_markdown(say("city.place_at", square=slot_words(player, (row, column)))),
                  key=f"slot-{gid}-{seat}-{row}-{column}",
                  on_click=place, args=(card_id, row, column), width="stretch", type="primary")


def show_refusal() -> None:
    if place_refusal:  # under the control that was tapped, not at the top of a long page
        st.error(escape_markdown(say("city.not_placed", refusal=place_refusal)), icon="⚠️")


entering = st.toggle(say("city.enter_toggle"), key=enter_key)
if entering:
    # The keypad inline (webapp.cards.keypad): Save puts the card in the user's catalogue and at the
    # next square of its row; if it cannot go there, its slots show right under the keypad.
    user = user_catalogue()

    def save_new(card: FeatureCard) -> str | None:
        try:
            user.save_card(card)
        except CatalogueError as error:
            return str(error)
        st.session_state[new_key] = card.id
        # Saved: it goes to the next square of its row like a picked card (the catalogue of this run
        # does not hold it yet). Refused there, its slots stay under the keypad.
        place_next(card.id, catalogue.merged_with([card]))
        return None

    row_now = st.session_state.get(ROW_KEY)
    card_keypad(catalogue, save_new, user.new_card_id, keys=CITY_KEYS, row=row_now)
    waiting = st.session_state.get(new_key)
    if isinstance(waiting, str) and waiting in catalogue.cards and waiting not in used:
        with st.container(border=True, key=f"city-new-slots-{gid}"):
            st.markdown(f"**{escape_markdown(say('city.place_card', card=card_name(waiting)))}**")
            slot_buttons(waiting)
    show_refusal()
else:
    def pick(card_id: str) -> None:
        """Callback of the picker's card buttons and of the searchable box: place the card at once.
        A card that cannot be placed stays shown below with the reason."""
        st.session_state[pick_key] = card_id
        place_next(card_id)

    def pick_from_box() -> None:
        if st.session_state.get(pick_key):
            pick(st.session_state[pick_key])

    # Row, then a tag or two, then the card: 3 taps for any card (webapp.cards.picker).
    free_ids = offered_cards(catalogue, [c for c in catalogue.cards if c not in used])  # own deck: samples hidden
    row_picked, tag_filter = card_picker(catalogue, free_ids, pick, key=f"pick-{gid}", tags_after_row=True,
                                         owner=f"{gid}-{seat}")
    # Words narrow the box's list on the server (webapp.cards.search: the card's name, its words in this
    # phone's language or in English, accents ignored); typed into the box itself, letters pick among
    # its labels as shown.
    words = st.text_input(say("city.find_card"), key=find_key,
                          placeholder=say("catalogue.example", words=say("city.card_box_placeholder")))
    found = search(picker_matches([catalogue.cards[i] for i in free_ids], row_picked, tag_filter), words,
                   current_language())
    options = sorted((c.id for c in found), key=lambda i: card_name(i))
    if st.session_state.get(pick_key) not in options:
        st.session_state[pick_key] = None
    picked_id = st.selectbox(say("city.card_box", count=len(options)), options, index=None,
                             format_func=lambda i: card_name(i), key=pick_key, on_change=pick_from_box,
                             placeholder=say("city.card_box_choose"))
    show_refusal()
    if picked_id:
        card = catalogue.cards[picked_id]
        with st.container(border=True):
            st.markdown(f"**{escape_markdown(card_name(card.id))}** · {say(ROW_CARD[card.row])} · "
                        f"{card_text.tags_markdown(card.tags, current_language())}")
            for line in card_text.card_lines(card, current_language())[1:]:
                st.caption(escape_markdown(line))
            slot_buttons(picked_id)


# --- the city: grid, the open editor, the running total (a fragment: a tap reruns only this part) ---


@st.fragment
def city_panel() -> None:
    """The grid, the editor of the square tapped and the total, read from the store on every run."""
    try:
        fresh = stored if st.session_state.get(FULL_RUN) else table_url.store().get(gid)
    except Exception as error:  # noqa: BLE001 - the whole page says what is wrong with the store or the game
        errors.caught(error)
        st.rerun(scope="app")
    city = fresh.game.players[seat] if seat < len(fresh.game.players) else None
    if city is None or city.name != player.name:  # renamed or removed on another phone: the page redraws
        st.rerun(scope="app")
    squares = {START, *(c.card for c in city.cells)}
    # No memo: this session has not drawn this city yet; after a restart the browser's value wins.
    current, memo = st.session_state.get(select_key), st.session_state.get(memo_key)
    if memo is not None and current != (wanted := memo if memo in squares else ""):  # "": its card was removed
        st.session_state[select_key] = wanted  # back from another player too: the box was forgotten
    elif memo is None and current is not None and current not in squares:
        st.session_state[select_key] = ""
    # The open square as the box's default too: a box drawn afresh sends it, not "" (see binding.bind_count).
    selected = st.text_input(say("city.square_edited"), value=st.session_state.get(select_key) or "", key=select_key,
                             label_visibility="collapsed")
    if selected not in squares:
        selected = default_selection(city)
    st.session_state[memo_key] = selected
    try:
        city_grid(city, catalogue, selected, open_square, prefix=f"city-cell-{gid}-{seat}")
    except Exception as error:  # noqa: BLE001 - the grid is a picture of the data: never let it hide the editor
        errors.caught(error)
        st.warning(escape_markdown(say("city.grid_unreadable", error=error)))
    with st.container(border=True, key=f"city-editor-{gid}"):
        if selected == START:
            start_editor(gid, seat, city, tile_name, tile)
        else:
            card_editor(gid, seat, city, catalogue, selected, on_removed=lambda: st.rerun(scope="app"),
                        just_placed=st.session_state.get(f"city-just-placed-{gid}") == selected)
    scroll = st.session_state.get(SCROLL_KEY)
    if scroll and st.session_state.get(f"{SCROLL_KEY}-done") != scroll:
        st.session_state[f"{SCROLL_KEY}-done"] = scroll
        st.html(scroll_into_view_js(f"city-editor-{gid}", nonce=scroll), unsafe_allow_javascript=True)
    city_summary(fresh.game, city)
    st.number_input(say("city.leftover_sand_dollars"), step=1,
                    **binding.bind_count(f"sd-{gid}-{seat}", city.sand_dollars, gid, tables.sand_dollars_of,
                                    tables.set_sand_dollars, "sand_dollars", low=0, high=99, player=player.name))
    binding.field_message(f"sd-{gid}-{seat}")
    if not st.session_state.get(FULL_RUN):  # a run of this part alone: settle its own taps (see webapp.ui)
        held_values.settle_values_held_by_the_browser()


def city_summary(table: FinishedGame, city: PlayerCity) -> None:
    """The running total with the filled rings (ruling 5), then the city's problems."""
    # Rings are filled automatically (ruling 5): show what the scorer did with this city's people.
    try:
        report = score_game(table, catalogue, check=False)
        mine = report.players[seat]
        if mine.rings:
            with st.expander(say("city.rings_total", total=mine.total, filled=sum(r.filled for r in mine.rings),
                                 rings=len(mine.rings))):
                for ring in mine.rings:
                    record = catalogue.cards.get(ring.card_id) or catalogue.starting_tiles.get(ring.card_id)
                    words = card_text.ring_label(record, ring.ring_index, ring.ring_label, current_language())
                    name = (catalogue.card_label(ring.card_id, current_language()) if ring.card_id in catalogue.cards
                            else ring.card_name)
                    line = (say("city.ring_filled", count=ring.points, card=name, ring=words)
                            if ring.filled else say("city.ring_empty", card=name, ring=words))
                    st.markdown(f"{'✅' if ring.filled else '⬜'} {escape_markdown(line)}")
                st.caption(say("city.rings_help"))
        else:
            st.caption(say("city.running_total", count=mine.total))
        if waiting := people_line_waits_for(table, seat, catalogue):  # Blue compares every city (issue 33)
            st.caption(escape_markdown(say("city.people_pending", count=len(waiting),
                                           names=joined(waiting, current_language()))))
    except Exception as error:  # noqa: BLE001 - an incomplete city may not score yet; the problems below say why
        errors.caught(error)
    problems = validate_city(city, catalogue)
    if problems:
        with st.container(border=True):
            st.markdown(f"**{say('city.problems', count=len(problems))}** {say('city.problems_fix')}")
            for problem in problems:
                st.warning(escape_markdown(problem.message_in(current_language())))


st.caption(f"**{say('city.the_city')}** · {say('city.the_city_help')}")
# The hidden selection box; and less empty space under the last control (a shorter page to scroll).
st.html('<style>[class*="st-key-city-sel-"] { display: none; }'
        ' [data-testid="stMainBlockContainer"] { padding-bottom: 3rem; }</style>')
city_panel()

frame.next_step(say("city.next"), frame.SCOREPAD_PAGE, gid=gid)

st.session_state[FULL_RUN] = False
held_values.settle_values_held_by_the_browser()
