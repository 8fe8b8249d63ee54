"""Readable card text: tags as chips, a card's and a starting tile's lines (each ability's words: tests/test_wording.py)."""

from __future__ import annotations

from card_db import models
from webapp.cards import text as card_text


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
    assert card.display_name == "Pier (sample)"  # the name as shown everywhere


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
