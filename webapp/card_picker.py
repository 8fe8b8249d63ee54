"""The card picker: find one card among 78 by what the player sees, in 3 taps at most.

Tap the row (beach or street), then a tag or two (each choice shows how many cards carry it),
then the card itself among large buttons labelled by its contents, beside its photo when one was
taken. A short row lists its cards at once. The rules are pure (``webapp.catalogue_view``); this module only draws them and calls
``on_pick(card_id)`` when a card is tapped. Used by the City page; it saves nothing itself.
"""

from __future__ import annotations

from typing import Callable, Iterable

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.models import TAG_LABELS
from webapp.card_text import ROW_LABELS
from webapp.catalogue_view import NO_TAGS, picker_lists_cards, picker_matches, picker_tags
from webapp.markdown_text import escape_markdown
from webapp.photo_view import show_photo

ROW_KEY, TAGS_KEY = "pick_row", "pick_tags"


def _tag_choice(tag: str, counts: dict[str, int]) -> str:
    return f"{'No tags' if tag == NO_TAGS else TAG_LABELS[tag]} · {counts.get(tag, 0)}"


def card_picker(catalogue: Catalogue, card_ids: Iterable[str], on_pick: Callable[[str], None], *,
                key: str = "pick", tags_after_row: bool = False) -> tuple[str | None, tuple[str, ...]]:
    """Row, tags, then card buttons for the cards ``card_ids``; returns the row and tags chosen (the
    page may narrow other widgets with them). ``key`` prefixes the card buttons' keys.

    ``tags_after_row`` offers the tags only once a row is chosen (a shorter screen before the first tap)."""
    cards = [catalogue.cards[i] for i in card_ids if i in catalogue.cards]
    row = st.pills("Row", tuple(ROW_LABELS), format_func=ROW_LABELS.get, key=ROW_KEY)
    if tags_after_row and row is None:
        st.caption(f"Tap the card's row: {len(cards)} cards not yet at the table.")
        return None, ()
    in_row = picker_matches(cards, row, ())
    counts = picker_tags(in_row)
    # A tag no longer offered (the row changed) would hide every card: forget it.
    kept = [t for t in st.session_state.get(TAGS_KEY) or [] if t in counts]
    if kept != list(st.session_state.get(TAGS_KEY) or []):
        st.session_state[TAGS_KEY] = kept
    tags = st.pills("Tags on the card", tuple(counts), selection_mode="multi", key=TAGS_KEY,
                    format_func=lambda t: _tag_choice(t, counts)) or []
    if row is None:
        st.caption(f"Tap the card's row: {len(cards)} cards not yet at the table.")
        return None, tuple(tags)
    matches = picker_matches(cards, row, tags)
    if not picker_lists_cards(len(matches), tags):
        st.caption(f"{len(matches)} {ROW_LABELS[row].lower()} cards: tap a tag printed on yours.")
        return row, tuple(tags)
    if not matches:
        st.caption("No card not yet at the table has all these tags: tap a tag again to drop it.")
    with st.container(key=f"{key}-cards"):
        for card in matches:
            with st.container(horizontal=True, vertical_alignment="center", gap="small"):
                # The card's own photo, when one was taken: players know cards by their look ("photo
                # unreadable" instead when it cannot be drawn: the button is still there).
                show_photo(card.photo, 56)
                st.button(escape_markdown(catalogue.card_label(card.id)), key=f"{key}-card-{card.id}",
                          width="stretch", on_click=on_pick, args=(card.id,))
    return row, tuple(tags)
