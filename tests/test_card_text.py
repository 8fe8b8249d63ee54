"""Readable card text: one exact string per placement action and per scoring ability kind."""

from __future__ import annotations

import typing

import pytest

from card_db import models
from webapp import card_text

PLACEMENT_CASES = [
    (models.GainSandDollars(amount=1), "Gain 1 sand dollar"),
    (models.GainSandDollars(amount=2), "Gain 2 sand dollars"),
    (models.AddPeople(person="local", count=1), "Add 1 local"),
    (models.AddPeople(person="tourist", count=2), "Add 2 tourists"),
    (models.MovePeople(person="tourist", count=2, distance=1), "Move up to 2 tourists up to 1 space each"),
    (models.MovePeople(person="vip", count=1, distance=3), "Move up to 1 VIP up to 3 spaces each"),
    (models.MovePeople(person="any", count=4, distance=2), "Move up to 4 people of any type up to 2 spaces each"),
    (models.MoveHere(), "Move up to 3 people here from anywhere"),
]

ABILITY_CASES = [
    (models.AdjacentTag(tag="tourist", points=2), "Adjacent to Tourist Spot: 2"),
    (models.AdjacentTag(tag="business", points=-2), "Adjacent to Business: -2"),
    (models.AdjacentSymbol(symbol="people", points=-4), "Adjacent to a card that gives people: -4"),
    (models.AdjacentSymbol(symbol="sand_dollar", points=3), "Adjacent to a card that gives sand dollars: 3"),
    (models.NotAdjacentSymbol(points=2), "Not adjacent to a card with an activity ring: 2"),
    (models.AdjacentTwoOrMore(tag="sports", points=5), "Adjacent to 2+ Sports: 5"),
    (
        models.AdjacentAllOf(tags=("local", "tourist", "business", "nature"), points=8),
        "Adjacent to all of Local Spot, Tourist Spot, Business and Nature: 8",
    ),
    (models.AdjacentOneOrMore(tag="wave", one_points=3, more_points=5), "Adjacent to Waves: 1 -> 3, 2+ -> 5"),
    (models.Chain(tag="local", minimum=3, points=4), "Chain 3+ Local Spot: 4"),
    (models.ChainPerTag(tag="nature", minimum=5, points_per_tag=1), "Chain 5+ Nature: 1 per tag"),
    (models.UnspentSandDollars(per=2, points=1), "Unspent sand dollars: 1 per 2"),
    (models.TagsInCity(tag="wave", per=2, points=1), "Waves tags in the city: 1 per 2"),
    (models.Ring(tourists=1, points=3), "Ring: 1 tourist -> 3"),
    (models.Ring(locals=1, tourists=2, vips=1, points=6), "Ring: 1 local + 2 tourists + 1 VIP -> 6"),
    (models.Ring(any=2, points=3), "Ring: 2 people of any type -> 3"),
    (models.Ring(any=1, points=2), "Ring: 1 person of any type -> 2"),
    (models.AnyNumberRing(points=3), "Ring: any number of people (at least 1) -> 3"),
    (models.EndOfBeach(), "End of beach: stays the leftmost beach card"),
]


@pytest.mark.parametrize(("action", "text"), PLACEMENT_CASES)
def test_placement_text(action, text):
    assert card_text.placement_text(action) == text


@pytest.mark.parametrize(("ability", "text"), ABILITY_CASES)
def test_ability_text(ability, text):
    assert card_text.ability_text(ability) == text


def test_every_kind_has_a_case():
    """A new kind in the schema must get a readable text and a test here."""
    def kinds(union) -> set[str]:
        members = typing.get_args(typing.get_args(union)[0])  # Annotated[Union[...], Field] -> the classes
        return {cls.model_fields["kind"].default for cls in members}

    placement_kinds = kinds(models.PlacementAction)
    ability_kinds = kinds(models.ScoringAbility)
    assert {a.kind for a, _ in PLACEMENT_CASES} == placement_kinds
    assert {a.kind for a, _ in ABILITY_CASES} == ability_kinds


def test_tags_count_a_doubled_tag_once_with_x2_in_tag_order():
    assert card_text.tags_text(("wave", "nature", "nature")) == "Nature x2, Waves"
    assert card_text.tag_chips(("wave", "nature", "nature")) == (("nature", 2), ("wave", 1))
    assert card_text.tags_text(()) == "no tags"


def test_tags_markdown_uses_a_colour_per_tag():
    assert card_text.tags_markdown(("local", "local")) == ":orange-background[Local Spot x2]"


def test_card_lines_describe_every_icon_and_flag_samples():
    card = models.FeatureCard(
        id="pier",
        name="Pier",
        row="beach",
        tags=("wave", "tourist"),
        placement=(models.AddPeople(person="tourist", count=1),),
        scoring=(models.AdjacentTag(tag="nature", points=2), models.Ring(tourists=1, points=3)),
        sample=True,
    )
    assert card_text.card_lines(card) == (
        "Beach card; tags: Tourist Spot, Waves",
        "When placed: Add 1 tourist",
        "Adjacent to Nature: 2",
        "Ring: 1 tourist -> 3",
        "SAMPLE card: invented for demos, not a printed card",
    )
    assert card_text.card_title(card) == "Pier (sample)"


def test_tile_lines():
    tile = models.StartingTile(
        id="post-office",
        name="Post Office",
        vips=1,
        setup=models.SetupBonus(sand_dollars=2, locals=1),
        footprint=models.FootprintRule(wants=("business",)),
        beach=models.TileHalf(tags=("wave",), rings=(models.Ring(locals=1, points=2),)),
        street=models.TileHalf(symbols=("people",)),
    )
    assert card_text.tile_lines(tile) == (
        "1 VIP",
        "Setup: 2 sand dollars, 1 local",
        "Footprints: 1 per Business on the card",
        "Beach half: Waves; Ring: 1 local -> 2",
        "Street half: people icon",
    )
