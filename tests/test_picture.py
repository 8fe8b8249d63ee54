"""The city picture: what each tile says (layout) and that the drawing is a PNG that grows with the city."""

from __future__ import annotations

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, FootprintRule, Ring, StartingTile, TileHalf
from scorer.model.game import Cell, People, PlayerCity
from scorer.model.report import PlayerReport, ScoreItem
from webapp.city import picture

CARDS = (
    FeatureCard(id="pier", name="Pier", row="beach", tags=("wave", "tourist", "tourist"), sample=True,
                scoring=(Ring(tourists=1, points=3),)),
    FeatureCard(id="park", name="Park", row="street", tags=("nature",)),
)
TILE = StartingTile(id="post-office", name="Post Office", vips=1, footprint=FootprintRule(wants=("business",)),
                    street=TileHalf(tags=("business",)))
CATALOGUE = Catalogue().merged_with(CARDS, (TILE,))


def city(*cells: Cell, **extra) -> PlayerCity:
    return PlayerCity(name="Ana", starting_tile="post-office", cells=cells, **extra)


def test_layout_says_sample_for_a_sample_card_and_not_for_a_user_card():
    layout = picture.city_layout(city(Cell(row="beach", column=1, card="pier"),
                                      Cell(row="street", column=1, card="park")), CATALOGUE)
    assert layout.tile_at("beach", 1).sample is True
    assert layout.tile_at("street", 1).sample is False
    assert layout.tile_at("beach", 1).chips == (("tourist", 2), ("wave", 1))


def test_layout_people_footprint_and_starting_tile_halves():
    player = city(
        Cell(row="beach", column=-1, card="pier", people=People(locals=2, vips=1), footprint=True),
        start_beach=People(tourists=1),
        start_street=People(locals=1, vips=1),
    )
    layout = picture.city_layout(player, CATALOGUE)
    pier = layout.tile_at("beach", -1)
    assert pier.people == ("L 2  V 1",)
    assert pier.footprint is True
    start = layout.tile_at("street", 0)
    assert start.row == "start" and start is layout.tile_at("beach", 0)
    assert start.people == ("Beach half: T 1", "Street half: L 1  V 1")
    assert layout.columns == (-1, 0)


def test_layout_points_sum_the_report_items_at_each_position():
    player = city(Cell(row="beach", column=1, card="pier"))
    report = PlayerReport(
        seat=0, name="Ana", is_robot=False, sand_dollars=0, longest_chain=1, unplaced=0,
        items=(
            ScoreItem("rings", 3, "ring filled", position=("beach", 1)),
            ScoreItem("footprints", 2, "footprint", position=("beach", 1)),
            ScoreItem("wave", 4, "wave line"),
        ),
    )
    layout = picture.city_layout(player, CATALOGUE, report)
    assert layout.tile_at("beach", 1).points == 3 + 2
    assert layout.tile_at("beach", 0).points == 0
    assert layout.other_points == 4
    assert layout.heading == "Ana: 9 points"


def test_unknown_cards_become_tiles_that_say_so():
    layout = picture.city_layout(city(Cell(row="street", column=-1, card="mystery")), CATALOGUE)
    tile = layout.tile_at("street", -1)
    assert tile.unknown and tile.title == "Unknown card 'mystery'"


def test_picture_grows_with_columns_and_is_a_png():
    small = picture.city_picture(city(Cell(row="street", column=1, card="park")), CATALOGUE, columns_per_strip=None)
    wide = picture.city_picture(
        city(Cell(row="street", column=1, card="park"), Cell(row="beach", column=-1, card="pier")),
        CATALOGUE,
        columns_per_strip=None,
    )
    assert wide.width > small.width
    assert picture.png_bytes(wide).startswith(b"\x89PNG\r\n\x1a\n")


def test_wide_cities_wrap_into_strips_that_grow_downwards():
    cells = tuple(Cell(row="street", column=c, card="park") for c in range(1, 7))
    one_strip = picture.city_picture(city(*cells), CATALOGUE, columns_per_strip=None)
    wrapped = picture.city_picture(city(*cells), CATALOGUE, columns_per_strip=3)
    assert picture.strips(tuple(range(7)), 3) == ((0, 1, 2), (3, 4, 5), (6,))
    assert wrapped.width < one_strip.width
    assert wrapped.height > one_strip.height


def test_wrap_keeps_lines_within_width_and_marks_cut_text():
    from PIL import Image, ImageDraw

    draw = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    face = picture.font(20)
    lines = picture.wrap(draw, "A very long card name that cannot fit", face, 120, 2)
    assert len(lines) == 2 and lines[-1].endswith("...")
    assert all(draw.textlength(line, font=face) <= 120 for line in lines)
