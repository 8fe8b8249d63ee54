"""The card picker: find one card among 78 by what the player sees, in 3 taps at most.

Tap the row (beach or street), then a tag or two (each choice shows how many cards carry it),
then the card itself among large buttons labelled by its contents, beside its photo when one was
taken. A short row lists its cards at once. Every card is named in one style, sample or the
table's own (``catalogue_view.list_label``); once the table's own cards are catalogued, the samples
hide behind a toggle (``offered_cards``); each player's city starts with a fresh picker
(``card_picker``'s ``owner``). The rules are pure (``webapp.cards.catalogue_view``); this module only
draws them and calls ``on_pick(card_id)`` when a card is tapped. Used by the City page and the
Assistant's reveal; it saves nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard
from webapp.cards.catalogue_view import (
    NO_TAGS,
    has_own_cards,
    list_label,
    picker_lists_cards,
    picker_matches,
    picker_tags,
)
from webapp.cards.photo_view import show_photo
from webapp.cards.text import tag_label
from webapp.cards.words import ROWS, row_name
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown

ROW_KEY, TAGS_KEY = "pick_row", "pick_tags"
SAMPLES_KEY = "pick_samples"
TAP_TAG_KEYS = {"beach": "cards.tap_tag_beach", "street": "cards.tap_tag_street"}
OWNER_KEY = "pick_owner"
"""Whose picker the row and tags were chosen in: another owner (the next player) starts fresh."""


def _tag_choice(tag: str, counts: dict[str, int]) -> str:
    return say("cards.tag_choice", tag=say("cards.no_tags") if tag == NO_TAGS else tag_label(tag, current_language()),
               count=counts.get(tag, 0))


def start_fresh_for(owner: str) -> None:
    """Forget the row and tags chosen when they were chosen for another ``owner`` (another player's
    city): the next player's first tap on "Beach" selects it instead of unselecting the last one's."""
    if st.session_state.get(OWNER_KEY) != owner:
        st.session_state.pop(ROW_KEY, None)
        st.session_state.pop(TAGS_KEY, None)
        st.session_state[OWNER_KEY] = owner


def offered_cards(catalogue: Catalogue, card_ids: Iterable[str], *, key: str = SAMPLES_KEY) -> list[str]:
    """``card_ids`` without the built-in samples once the catalogue holds cards of the table's own (a
    table with its deck entered does not scroll past them), with a toggle that shows them again; all
    of them, and no toggle, while the samples are all there is."""
    card_ids = list(card_ids)
    samples = [card for card in catalogue.cards.values() if card.sample]
    if not samples or not has_own_cards(catalogue.cards.values()):
        return card_ids
    if st.toggle(say("cards.show_sample_cards", count=len(samples)), key=key, help=say("cards.show_sample_cards_help")):
        return card_ids
    return [i for i in card_ids if i in catalogue.cards and not catalogue.cards[i].sample]


def card_picker(catalogue: Catalogue, card_ids: Iterable[str], on_pick: Callable[[str], None], *,
                key: str = "pick", tags_after_row: bool = False,
                owner: str | None = None,
                label: Callable[[FeatureCard], str] | None = None) -> tuple[str | None, tuple[str, ...]]:
    """Row, tags, then card buttons for the cards ``card_ids``; returns the row and tags chosen (the
    page may narrow other widgets with them). ``key`` prefixes the card buttons' keys.

    ``tags_after_row`` offers the tags only once a row is chosen (a shorter screen before the first tap).
    ``owner`` names whose cards are being picked (a player's city, one reveal): a new owner starts with
    no row and no tags chosen. ``label(card)`` names a card button (default ``list_label``)."""
    if owner is not None:
        start_fresh_for(owner)
    cards = [catalogue.cards[i] for i in card_ids if i in catalogue.cards]
    row = st.pills(say("cards.row"), ROWS, format_func=row_name, key=ROW_KEY)
    if tags_after_row and row is None:
        st.caption(say("cards.tap_row", count=len(cards)))
        return None, ()
    in_row = picker_matches(cards, row, ())
    counts = picker_tags(in_row)
    # A tag no longer offered (the row changed) would hide every card: forget it.
    kept = [t for t in st.session_state.get(TAGS_KEY) or [] if t in counts]
    if kept != list(st.session_state.get(TAGS_KEY) or []):
        st.session_state[TAGS_KEY] = kept
    tags = st.pills(say("cards.tags_on_card"), tuple(counts), selection_mode="multi", key=TAGS_KEY,
                    format_func=lambda t: _tag_choice(t, counts)) or []
    if row is None:
        st.caption(say("cards.tap_row", count=len(cards)))
        return None, tuple(tags)
    matches = picker_matches(cards, row, tags)
    if not picker_lists_cards(len(matches), tags):
        st.caption(say(TAP_TAG_KEYS[row], count=len(matches)))
        return row, tuple(tags)
    if not matches:
        st.caption(say("cards.no_match"))
    with st.container(key=f"{key}-cards"):
        for card in matches:
            with st.container(horizontal=True, vertical_alignment="center", gap="small"):
                # The card's own photo, when one was taken: players know cards by their look ("photo
                # unreadable" instead when it cannot be drawn: the button is still there).
                show_photo(card.photo, 56)
                text = label(card) if label else list_label(catalogue, card, current_language())
                st.button(escape_markdown(text), key=f"{key}-card-{card.id}",
                          width="stretch", on_click=on_pick, args=(card.id,))
    return row, tuple(tags)
