"""The card schema: every icon parses from JSON, bad records are refused with a reason."""

import json
import typing

import pytest
from pydantic import ValidationError

from card_db.models import (
    FeatureCard,
    PlacementAction,
    ScoringAbility,
    StartingTile,
)


def kinds_of(union) -> set[str]:
    """The ``kind`` literals of a discriminated union (``Annotated[Union[...], Field]``)."""
    members = typing.get_args(typing.get_args(union)[0])
    return {typing.get_args(m.model_fields["kind"].annotation)[0] for m in members}


PLACEMENT_EXAMPLES = {
    "gain_sand_dollars": {"kind": "gain_sand_dollars", "amount": 2},
    "add_people": {"kind": "add_people", "person": "local", "count": 2},
    "move_people": {"kind": "move_people", "person": "any", "count": 4, "distance": 2},
    "move_here": {"kind": "move_here", "count": 3},
}

SCORING_EXAMPLES = {
    "adjacent_tag": {"kind": "adjacent_tag", "tag": "business", "points": -2},
    "adjacent_symbol": {"kind": "adjacent_symbol", "symbol": "people", "points": -4},
    "not_adjacent_symbol": {"kind": "not_adjacent_symbol", "symbol": "ring", "points": 2},
    "adjacent_two_or_more": {"kind": "adjacent_two_or_more", "tag": "sports", "points": 5},
    "adjacent_all_of": {"kind": "adjacent_all_of", "tags": ["local", "tourist", "business", "nature"], "points": 8},
    "adjacent_one_or_more": {"kind": "adjacent_one_or_more", "tag": "wave", "one_points": 3, "more_points": 5},
    "chain": {"kind": "chain", "tag": "local", "minimum": 3, "points": 4},
    "chain_per_tag": {"kind": "chain_per_tag", "tag": "nature", "minimum": 5, "points_per_tag": 1},
    "unspent_sand_dollars": {"kind": "unspent_sand_dollars", "per": 2, "points": 1},
    "tags_in_city": {"kind": "tags_in_city", "tag": "tourist", "per": 2, "points": 1},
    "ring": {"kind": "ring", "locals": 1, "vips": 1, "any": 1, "points": 5},
    "any_number_ring": {"kind": "any_number_ring", "points": 3},
    "end_of_beach": {"kind": "end_of_beach"},
}


def _card(**fields) -> dict:
    return {"id": "test-card", "name": "Test card", "row": "beach", **fields}


def test_the_examples_cover_every_kind_in_the_schema():
    assert set(PLACEMENT_EXAMPLES) == kinds_of(PlacementAction)
    assert set(SCORING_EXAMPLES) == kinds_of(ScoringAbility)


@pytest.mark.parametrize("kind", sorted(PLACEMENT_EXAMPLES))
def test_every_placement_kind_parses_from_json(kind):
    card = FeatureCard.model_validate_json(json.dumps(_card(placement=[PLACEMENT_EXAMPLES[kind]])))
    dumped = card.placement[0].model_dump(mode="json")
    # Every field written in the JSON comes back unchanged.
    assert {field: dumped[field] for field in PLACEMENT_EXAMPLES[kind]} == PLACEMENT_EXAMPLES[kind]


@pytest.mark.parametrize("kind", sorted(SCORING_EXAMPLES))
def test_every_scoring_kind_parses_from_json(kind):
    card = FeatureCard.model_validate_json(json.dumps(_card(scoring=[SCORING_EXAMPLES[kind]])))
    dumped = card.scoring[0].model_dump(mode="json")
    # Every field written in the JSON comes back unchanged.
    assert {field: dumped[field] for field in SCORING_EXAMPLES[kind]} == SCORING_EXAMPLES[kind]


def test_an_unknown_kind_is_rejected_naming_the_kind():
    with pytest.raises(ValidationError) as caught:
        FeatureCard.model_validate(_card(scoring=[{"kind": "adjacent_unicorn", "points": 2}]))
    assert caught.value.errors()[0]["type"] == "union_tag_invalid"
    assert "adjacent_unicorn" in str(caught.value)


def test_a_ring_needs_at_least_one_pictured_person():
    with pytest.raises(ValidationError, match="a ring needs at least one pictured person"):
        FeatureCard.model_validate(_card(scoring=[{"kind": "ring", "points": 3}]))


def test_the_end_of_beach_icon_only_goes_on_beach_cards():
    with pytest.raises(ValidationError, match="set row to 'beach'"):
        FeatureCard.model_validate(_card(row="street", scoring=[{"kind": "end_of_beach"}]))
    assert FeatureCard.model_validate(_card(scoring=[{"kind": "end_of_beach"}])).is_end_of_beach


def test_unknown_fields_are_rejected_and_cards_are_frozen():
    with pytest.raises(ValidationError, match="extra"):
        FeatureCard.model_validate(_card(colour="blue"))
    card = FeatureCard.model_validate(_card())
    with pytest.raises(ValidationError):
        card.name = "Changed"


def test_a_card_can_carry_the_same_tag_twice():
    card = FeatureCard.model_validate(_card(tags=["nature", "nature"]))
    assert card.tags == ("nature", "nature")


def test_printed_symbols_come_from_placement_icons_and_rings():
    card = FeatureCard.model_validate(
        _card(
            placement=[PLACEMENT_EXAMPLES["gain_sand_dollars"], PLACEMENT_EXAMPLES["add_people"]],
            scoring=[SCORING_EXAMPLES["any_number_ring"]],
        )
    )
    assert card.symbols == {"sand_dollar", "people", "ring"}
    mover = FeatureCard.model_validate(_card(placement=[PLACEMENT_EXAMPLES["move_people"]]))
    assert mover.symbols == frozenset()


def test_a_starting_tile_setup_bonus_is_not_a_symbol():
    tile = StartingTile.model_validate(
        {
            "id": "test-tile",
            "name": "Test tile",
            "vips": 1,
            "setup": {"sand_dollars": 2, "locals": 1},
            "footprint": {"wants": ["business"]},
            "street": {"tags": ["local"], "rings": [{"kind": "ring", "tourists": 1, "points": 2}]},
        }
    )
    assert tile.symbols == {"ring"}  # ruling 17: the setup bonus gives no sand dollar / people symbol
    assert tile.tags == ("local",)


def test_a_starting_tile_has_one_or_two_vips():
    base = {"id": "t", "name": "T", "footprint": {"wants": ["wave"]}}
    with pytest.raises(ValidationError):
        StartingTile.model_validate({**base, "vips": 3})
    with pytest.raises(ValidationError):
        StartingTile.model_validate({**base, "vips": 0})
    assert StartingTile.model_validate({**base, "vips": 2}).vips == 2


# --- what a printed card can show (card_db.limits) -----------------------------------------------


def test_a_ring_pictures_at_most_six_people():
    assert FeatureCard.model_validate(_card(scoring=[{"kind": "ring", "any": 4, "locals": 2, "points": 3}]))
    with pytest.raises(ValidationError, match=r"a ring pictures at most 6 people, this one 9 .*enter the people"):
        FeatureCard.model_validate(_card(scoring=[{"kind": "ring", "any": 9, "points": 3}]))


def test_a_card_and_a_tile_half_show_at_most_four_rings():
    ring = {"kind": "ring", "any": 1, "points": 1}
    assert len(FeatureCard.model_validate(_card(scoring=[ring] * 4)).rings) == 4
    with pytest.raises(ValidationError, match="a card shows at most 4 activity rings, this one has 5: remove 1"):
        FeatureCard.model_validate(_card(scoring=[ring] * 3 + [{"kind": "any_number_ring", "points": 2}] * 2))
    tile = {"id": "t", "name": "T", "vips": 1, "footprint": {"wants": ["local"]}, "beach": {"rings": [ring] * 6}}
    with pytest.raises(ValidationError, match="a starting tile half shows at most 4 activity rings, this one has 6"):
        StartingTile.model_validate(tile)
    with pytest.raises(ValidationError):
        StartingTile.model_validate({**tile, "beach": {}, "vips": 3})  # a tile gives 1 or 2 VIPs
