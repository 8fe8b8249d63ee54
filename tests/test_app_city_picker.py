"""AppTest tests of the City page's card picker at a real table (issue 23): each player's city starts
with a fresh picker, a table whose own deck is catalogued does not scroll past the samples (a toggle
shows them), and sample and own cards are named in one style in the picker's list."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store

from card_db.labels import contents_label
from card_db.models import FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue, load_catalogue
from webapp.cards.catalogue_view import list_label
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)

OWN = (
    FeatureCard(id="own-cove", row="beach", tags=("wave",), scoring=(Ring(tourists=2, points=4),)),
    FeatureCard(id="own-pier", name="Old Pier", row="beach", tags=("wave", "tourist"),
                scoring=(Ring(locals=1, points=2),)),
)


def new_game() -> str:
    """Ann (Surf Club) and Bob (Lighthouse), no card placed yet."""
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    return store().create_game(game)


def card_buttons(at, game_id: str) -> dict[str, str]:
    """The picker's card buttons: {card id: label as read}."""
    prefix = f"pick-{game_id}-card-"
    return {b.key.removeprefix(prefix): shown(b.label) for b in at.button if b.key and b.key.startswith(prefix)}


def test_each_players_city_starts_with_a_fresh_picker():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.pills(key="pick_row").set_value("beach").run()
    at.pills(key="pick_tags").set_value(["wave"]).run()
    at.radio(key="city_player").set_value("Bob").run()
    assert_clean(at)
    # Bob's first tap on "Beach" selects it (a row kept from Ann's city would be unselected by it),
    # and Ann's tags are not chosen for him.
    assert at.pills(key="pick_row").value is None
    at.pills(key="pick_row").set_value("beach").run()
    assert at.pills(key="pick_row").value == "beach" and not at.pills(key="pick_tags").value
    at.radio(key="city_player").set_value("Ann").run()
    assert at.pills(key="pick_row").value is None
    # Within one city the row stays chosen from card to card (the next card is often in the same row).
    at.pills(key="pick_row").set_value("beach").run()
    at.pills(key="pick_tags").set_value(["tourist"]).run()
    at.button(key=f"pick-{game_id}-card-sample-kite-beach").click().run()
    assert tables.cell_of(store().get(game_id).game.players[0], "sample-kite-beach") is not None
    assert at.pills(key="pick_row").value == "beach"


def test_with_the_tables_own_cards_the_samples_hide_behind_a_toggle():
    game_id = new_game()
    samples = sum(card.sample for card in load_catalogue().cards.values())
    at = open_page(CITY, game_id)
    assert not [t for t in at.toggle if t.key == "pick_samples"]  # samples are all there is: all listed
    assert "Kite Beach (sample)" in at.selectbox(key=f"pick-{game_id}").options
    UserCatalogue().save_card(OWN[0])
    at = open_page(CITY, game_id)
    assert "Tap the card's row: 1 card not yet at the table." in [c.value for c in at.caption]  # the samples hidden
    UserCatalogue().save_card(OWN[1])
    at = open_page(CITY, game_id)
    assert_clean(at)
    toggle = at.toggle(key="pick_samples")
    assert toggle.label == f"Show the {samples} sample cards" and toggle.value is False
    names = at.selectbox(key=f"pick-{game_id}").options
    assert not [name for name in names if "(sample)" in name] and len(names) == len(OWN)
    at.pills(key="pick_row").set_value("beach").run()
    assert set(card_buttons(at, game_id)) == {card.id for card in OWN}  # a short row: listed at once
    at.toggle(key="pick_samples").set_value(True).run()
    assert "Kite Beach (sample)" in at.selectbox(key=f"pick-{game_id}").options
    at.pills(key="pick_tags").set_value(["tourist"]).run()
    assert {"sample-kite-beach", "own-pier"} <= set(card_buttons(at, game_id))


def test_the_picker_names_sample_and_own_cards_in_one_style():
    for card in OWN:
        UserCatalogue().save_card(card)
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.toggle(key="pick_samples").set_value(True).run()
    at.pills(key="pick_row").set_value("beach").run()
    at.pills(key="pick_tags").set_value(["wave"]).run()
    labels = card_buttons(at, game_id)
    catalogue = load_catalogue()
    # Every card says what is printed on it, after its name when it has one; samples end in "(sample)".
    assert labels["own-cove"] == "Beach · Waves · ring 2 tourists 4"
    assert labels["own-pier"] == "Old Pier · Beach · Tourist Waves · ring 1 local 2"
    kite = catalogue.cards["sample-kite-beach"]
    assert labels["sample-kite-beach"] == f"Kite Beach · {contents_label(kite)} (sample)"
    assert all(label == list_label(catalogue, catalogue.cards[card]) for card, label in labels.items())
    assert all(label.endswith("(sample)") == catalogue.cards[card].sample for card, label in labels.items())
