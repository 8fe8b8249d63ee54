"""Catalogue page: the cards and starting tiles the app knows, and the user's own catalogue file.

Browse and search (name, row, tags), read each card as text, add a card or a tile by its printed
icons, edit or delete your own (deleting asks first), and share the catalogue (``webapp.cards.catalogue_share``:
with every game on this server, as QR codes, a link or a file; imports show what they would change and
never overwrite). The built-in cards are SAMPLES, labelled as
such, and cannot be edited or deleted. Every library error is shown as a message; input is kept.
"""

from __future__ import annotations

import streamlit as st

from card_db.labels import content_label
from card_db.loader import CatalogueError
from card_db.models import TAGS, FeatureCard, StartingTile
from card_db.user_catalogue import load_catalogue
from webapp.cards import text as card_text
from webapp.cards.catalogue_share import arriving_link, share_view
from webapp.cards.catalogue_view import filter_cards, filter_tiles, list_label
from webapp.cards.form import card_entry_form, reset_form, starting_tile_form
from webapp.cards.keypad import URL_PARAM as KEYPAD_PARAM
from webapp.cards.keypad import card_keypad
from webapp.cards.photo_view import replace_photo, show_photo, unreadable_note
from webapp.cards.tile_keypad import URL_PARAM as TILE_PARAM
from webapp.cards.tile_keypad import tile_keypad
from webapp.cards.words import coverage_text, row_card, row_name
from webapp.catalogue_store import user_catalogue
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.ui import frame, table_url

VIEW = "cat_view"
EDITING = "cat_editing"
DELETING = "cat_deleting"
NEW_CARD_FORM = "cat_new_card"
NEW_TILE_FORM = "cat_new_tile"
THUMB_WIDTH = 56  # a card's photo beside its entry in the list: recognisable, leaves the label room
FORM_SAVED = "cat_form_saved"  # (form key, message): confirmed under that form's Save button once
VIEWS = {"cards": "catalogue.view_cards", "tiles": "catalogue.view_tiles", "add_card": "catalogue.view_add_card",
         "add_tile": "catalogue.view_add_tile", "files": "catalogue.view_files"}  # each view's catalogue key

frame.page_setup(say("menu.catalogue"), "🗂️")
st.title(f"🗂️ {say('catalogue.title')}")

user = user_catalogue()
try:
    catalogue = load_catalogue(user)
    mine = user.contents()
except CatalogueError as error:
    st.error(escape_markdown(error))
    st.stop()
my_card_ids = {c.id for c in mine.cards}
my_tile_ids = {t.id for t in mine.starting_tiles}

st.info(f"**{coverage_text(catalogue)}.** {say('catalogue.intro')}")

# A reload in the middle of entering a card comes back to it (the keypad keeps its draft in the URL);
# a catalogue link opened here shows what it would import.
if arriving_link():
    st.session_state[VIEW] = "files"
st.session_state.setdefault(VIEW, "add_card" if KEYPAD_PARAM in st.query_params
                            else "add_tile" if TILE_PARAM in st.query_params else "cards")
view = st.pills(say("catalogue.show"), tuple(VIEWS), format_func=lambda v: say(VIEWS[v]), key=VIEW, required=True)


def _start(state_key: str, kind: str, record_id: str) -> None:
    """Callback: begin editing or deleting a record (and forget any other pending one)."""
    st.session_state.pop(EDITING, None)
    st.session_state.pop(DELETING, None)
    st.session_state[state_key] = (kind, record_id)


def _cancel() -> None:
    st.session_state.pop(EDITING, None)
    st.session_state.pop(DELETING, None)


def _delete(kind: str, record_id: str, name: str) -> None:
    """Callback of "Yes, delete": remove the record from the user's file (a refusal becomes a message)."""
    try:
        if kind == "card":
            user.delete_card(record_id)
        else:
            user.delete_starting_tile(record_id)
    except CatalogueError as error:
        frame.flash(str(error))
    else:
        frame.flash(say("catalogue.deleted", name=name), "success")  # flash shows plain text: it escapes it itself
    _cancel()


def _label(kind: str, record: FeatureCard | StartingTile) -> str:
    """How players read a record (unique in the catalogue: identical unnamed cards get "#2")."""
    language = current_language()
    return catalogue.card_label(record.id, language) if kind == "card" else catalogue.tile_label(record.id, language)


def _record_actions(kind: str, record: FeatureCard | StartingTile, owned: bool) -> None:
    """Edit / delete buttons for the user's own records; samples say why they have none."""
    if not owned:
        st.caption(say("catalogue.sample_fixed" if kind == "card" else "catalogue.sample_fixed_tile"))
        return
    pending = st.session_state.get(DELETING)
    if pending == (kind, record.id):
        st.warning(say("catalogue.delete_question", name=escape_markdown(_label(kind, record))))
        yes, no = st.columns(2)
        yes.button(say("catalogue.delete_yes"), key=f"cat_confirm_{kind}_{record.id}", type="primary", width="stretch",
                   on_click=_delete, args=(kind, record.id, _label(kind, record)))
        no.button(say("catalogue.cancel"), key=f"cat_cancel_{kind}_{record.id}", width="stretch", on_click=_cancel)
        return
    edit, delete = st.columns(2)
    edit.button(say("catalogue.edit"), key=f"cat_edit_{kind}_{record.id}", icon=":material/edit:", width="stretch",
                on_click=_start, args=(EDITING, kind, record.id))
    delete.button(say("catalogue.delete"), key=f"cat_delete_{kind}_{record.id}", icon=":material/delete:", width="stretch",
                  on_click=_start, args=(DELETING, kind, record.id))


def _edit_form() -> bool:
    """The edit form of the record being edited, if any; True when it is showing."""
    editing = st.session_state.get(EDITING)
    if not editing:
        return False
    kind, record_id = editing
    records = {c.id: c for c in mine.cards} if kind == "card" else {t.id: t for t in mine.starting_tiles}
    record = records.get(record_id)
    if record is None:
        st.session_state.pop(EDITING, None)
        return False
    form_key = f"cat_edit_form_{kind}_{record_id}"
    just_saved = (st.session_state.get(FORM_SAVED) or ("",))[0] == form_key
    with st.container(border=True):
        st.subheader(say("catalogue.edit_title", name=escape_markdown(_label(kind, record))))
        st.button(say("catalogue.close" if just_saved else "catalogue.cancel_editing"), key="cat_cancel_edit",
                  on_click=_cancel)
        saved: FeatureCard | StartingTile | None = (
            card_entry_form(form_key, existing=record) if isinstance(record, FeatureCard)
            else starting_tile_form(form_key, existing=record))
        _confirm_below(form_key)
        if just_saved:
            st.button(say("catalogue.done"), key="cat_done_edit", type="primary", width="stretch", on_click=_cancel)
        if saved is not None:
            try:
                if isinstance(saved, FeatureCard):
                    user.save_card(saved, replace=True)
                else:
                    user.save_starting_tile(saved, replace=True)
            except CatalogueError as error:
                st.error(escape_markdown(error))
            else:
                # The editor stays open with the saved values and says so under its Save button, where
                # the finger is (issue 13); Done or Close goes back to the list.
                _saved_below(form_key, say("catalogue.saved_changes", name=escape_markdown(content_label(saved, language=current_language()))))
    return True


def show_cards() -> None:
    language = current_language()
    name = st.text_input(say("catalogue.search_cards"), key="cat_name",
                         placeholder=say("catalogue.example", words=say("catalogue.search_cards_example")))
    with st.expander(say("catalogue.filter")):
        rows = st.pills(say("cards.row"), ("beach", "street"), selection_mode="multi", format_func=row_name,
                        key="cat_rows")
        tags = st.pills(say("catalogue.every_tag"), TAGS, selection_mode="multi",
                        format_func=lambda tag: card_text.tag_label(tag, language), key="cat_tags")
        samples = st.toggle(say("catalogue.show_samples"), value=True, key="cat_samples")
    # Found by their words in this phone's language, or in English, or by their own names (webapp.cards.search).
    cards = filter_cards(catalogue.cards.values(), name=name, rows=rows or (), tags=tags or (), samples=samples,
                         language=language)
    st.caption(say("catalogue.cards_shown", count=len(cards)))
    unreadable_note(mine.cards, lambda card_id: catalogue.card_label(card_id, language))
    for card in cards:
        owned = card.id in my_card_ids
        label = escape_markdown(list_label(catalogue, card, language))  # as every list names it (samples too)
        expanded = st.session_state.get(DELETING) == ("card", card.id)
        # A card is recognised by its picture first: its thumbnail beside the closed entry, a larger one inside
        # ("photo unreadable" in its place when the stored photo cannot be drawn: the actions stay below).
        row = st.container(horizontal=True, vertical_alignment="top", gap="small") if card.photo else st.container()
        show_photo(card.photo, THUMB_WIDTH, row)
        with row.expander(label, expanded=expanded):
            if card.sample:
                st.markdown(f":orange-background[**{say('catalogue.sample')}**] {say('catalogue.sample_card')}")
            show_photo(card.photo, 160)
            st.markdown(card_text.tags_markdown(card.tags, current_language()))
            lines = [line for line in card_text.card_lines(card, current_language())[1:]
                     if line != card_text.sample_line(card, current_language())]
            if lines:
                st.markdown("\n".join(f"- {escape_markdown(line)}" for line in lines))
            if card.notes:
                st.caption(escape_markdown(card.notes))
            st.caption(say("catalogue.id", id=escape_markdown(card.id)))
            _record_actions("card", card, owned)
            if owned:
                replace_photo(user, card, catalogue.card_label(card.id, language))


def show_tiles() -> None:
    language = current_language()
    name = st.text_input(say("catalogue.search_tiles"), key="cat_tile_name",
                         placeholder=say("catalogue.example", words=say("catalogue.search_tiles_example")))
    samples = st.toggle(say("catalogue.show_samples"), value=True, key="cat_tile_samples")
    tiles = filter_tiles(catalogue.starting_tiles.values(), name=name, samples=samples, language=language)
    st.caption(say("catalogue.tiles_shown", count=len(tiles)))
    for tile in tiles:
        owned = tile.id in my_tile_ids
        expanded = st.session_state.get(DELETING) == ("tile", tile.id)
        tags = card_text.tags_text(tile.tags, current_language())
        with st.expander(escape_markdown(f"{catalogue.tile_label(tile.id, language)} · {tags}"), expanded=expanded):
            if tile.sample:
                st.markdown(f":orange-background[**{say('catalogue.sample')}**] {say('catalogue.sample_tile')}")
            lines = [line for line in card_text.tile_lines(tile, current_language())
                     if line != card_text.sample_line(tile, current_language())]
            st.markdown("\n".join(f"- {escape_markdown(line)}" for line in lines))
            if tile.notes:
                st.caption(escape_markdown(tile.notes))
            st.caption(say("catalogue.id", id=escape_markdown(tile.id)))
            _record_actions("tile", tile, owned)


def _save_keyed(card: FeatureCard) -> str | None:
    """The keypad's save: into the user's catalogue file; a refusal as a sentence."""
    try:
        user.save_card(card)
    except CatalogueError as error:
        return str(error)
    return None


def add_card() -> None:
    st.caption(say("catalogue.add_card_how"))
    card_keypad(catalogue, _save_keyed, user.new_card_id)
    with st.expander(say("catalogue.full_card_form")):
        full_form()


def _saved_below(form_key: str, message: str) -> None:
    """After a save: empty the form and rerun, with the confirmation under its Save button."""
    reset_form(form_key)
    st.session_state[FORM_SAVED] = (form_key, message)
    st.rerun()


def _confirm_below(form_key: str) -> None:
    """The last save's confirmation, right under the Save button where the finger is (issue 13); it
    clears on the next tap."""
    saved = st.session_state.pop(FORM_SAVED, None)
    if saved is not None and saved[0] == form_key:
        st.success(saved[1], icon=":material/check_circle:")


def full_form() -> None:
    card = card_entry_form(NEW_CARD_FORM, new_id=user.new_card_id)
    _confirm_below(NEW_CARD_FORM)
    if card is None:
        return
    try:
        user.save_card(card)
    except CatalogueError as error:
        st.error(escape_markdown(error))
        return
    _saved_below(NEW_CARD_FORM, say("catalogue.saved_card", name=escape_markdown(content_label(card, language=current_language())),
                                    row=row_card(card.row), coverage=escape_markdown(coverage_text(load_catalogue(user)))))


def _save_tile(tile: StartingTile) -> str | None:
    """The tile keypad's save: into the user's catalogue file; a refusal as a sentence."""
    try:
        user.save_starting_tile(tile)
    except CatalogueError as error:
        return str(error)
    return None


def add_tile() -> None:
    st.caption(say("catalogue.add_tile_how"))
    tile_keypad(catalogue, _save_tile, user.new_starting_tile_id)
    with st.expander(say("catalogue.full_tile_form")):
        tile_form()


def tile_form() -> None:
    tile = starting_tile_form(NEW_TILE_FORM, new_id=user.new_starting_tile_id)
    _confirm_below(NEW_TILE_FORM)
    if tile is None:
        return
    try:
        user.save_starting_tile(tile)
    except CatalogueError as error:
        st.error(escape_markdown(error))
        return
    _saved_below(NEW_TILE_FORM, say("catalogue.saved_tile", name=escape_markdown(content_label(tile, language=current_language())),
                                    coverage=escape_markdown(coverage_text(load_catalogue(user)))))


if not _edit_form():
    match view:
        case "cards":
            show_cards()
        case "tiles":
            show_tiles()
        case "add_card":
            add_card()
        case "add_tile":
            add_tile()
        case _:
            share_view(user, mine)

table_url.next_step_back_to_the_table()
