"""webapp.cards.catalogue_view: searching by icons, and the card picker's rules (3 taps for any card of 78)."""

from __future__ import annotations

from card_db.generated import generated_cards
from card_db.models import FeatureCard, Ring
from webapp.cards.catalogue_view import (
    NO_TAGS,
    SHOWN_WITHOUT_TAG,
    filter_cards,
    picker_lists_cards,
    picker_matches,
    picker_tags,
    taps_to_find,
)

DECK = generated_cards(5)


def test_an_unnamed_card_is_found_by_its_icons():
    card = FeatureCard(id="r", row="beach", tags=("wave",), scoring=(Ring(tourists=2, points=4),))
    assert filter_cards([card], name="ring tourists") == [card]
    assert filter_cards([card], name="chain") == []


def test_every_card_of_a_78_card_deck_is_listed_after_its_row_and_one_of_its_tags():
    assert len(DECK) == 78
    for card in DECK:
        same_row = picker_matches(DECK, card.row, ())
        assert len(same_row) > SHOWN_WITHOUT_TAG  # so a tag is needed: 3 taps
        tag = card.tags[0] if card.tags else NO_TAGS
        assert tag in picker_tags(same_row)
        matches = picker_matches(DECK, card.row, [tag])
        assert card in matches and picker_lists_cards(len(matches), [tag])
        assert taps_to_find(card, DECK) == 3


def test_a_short_row_lists_its_cards_at_once():
    few = [c for c in DECK if c.row == "street"][:SHOWN_WITHOUT_TAG] + [c for c in DECK if c.row == "beach"]
    street = next(c for c in few if c.row == "street")
    assert taps_to_find(street, few) == 2
    assert picker_lists_cards(SHOWN_WITHOUT_TAG, ()) and not picker_lists_cards(SHOWN_WITHOUT_TAG + 1, ())


def test_tags_narrow_to_cards_carrying_all_of_them_and_no_tags_is_a_choice():
    bare = FeatureCard(id="bare", row="street")
    both = FeatureCard(id="both", row="street", tags=("local", "nature"))
    one = FeatureCard(id="one", row="street", tags=("local",))
    cards = [bare, both, one]
    assert picker_tags(cards) == {"local": 2, "nature": 1, NO_TAGS: 1}
    assert picker_matches(cards, "street", ["local", "nature"]) == [both]
    assert picker_matches(cards, "street", [NO_TAGS]) == [bare]
    assert picker_matches(cards, "beach", []) == []
