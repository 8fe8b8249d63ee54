"""Form values -> models: every kind builds from its fields, problems come back as sentences, edits round-trip."""

from __future__ import annotations

import pytest

from card_db import models
from webapp.cards import values as cv


def values(**changes):
    base = {"name": "Pier", "row": "beach", "tags_once": ["wave"], "tags_twice": [], "placement": [],
            "abilities": [], "rings": [], "end_of_beach": False, "notes": ""}
    return base | changes


def test_a_doubled_tag_counts_twice_in_catalogue_order():
    assert cv.tags_from_choice(["wave", "nature"], ["nature"]) == ("nature", "nature", "wave")
    assert cv.tags_from_choice([], ["local"]) == ("local", "local")
    assert cv.choice_from_tags(("nature", "nature", "wave")) == (["nature", "wave"], ["nature"])


@pytest.mark.parametrize("kind", sorted(cv.FIELDS))
def test_every_kind_builds_from_its_default_fields(kind):
    """The form offers every kind; each one's default fields make a valid model (all_of needs tags)."""
    row = {"kind": kind} | ({"tags": ["local", "nature"]} if kind == "adjacent_all_of" else {})
    section = next(s for s in ("placement", "abilities", "rings") if kind in cv.SECTION_LABELS[s])
    card, errors = cv.build_card(values(**{section: [row]}), "pier")
    assert errors == []
    built = card.placement if section == "placement" else card.scoring
    assert built[0].kind == kind


def test_row_dict_keeps_only_the_fields_the_kind_needs():
    stale = {"tag": "wave", "minimum": 9, "points": 4, "per": 2}
    assert cv.row_dict("unspent_sand_dollars", stale) == {"kind": "unspent_sand_dollars", "per": 2, "points": 4}


def test_a_user_card_is_never_a_sample_and_keeps_every_icon():
    card, errors = cv.build_card(
        values(
            name="  Santa Monica Pier ",
            tags_once=["wave", "tourist"],
            tags_twice=["tourist"],
            placement=[{"kind": "add_people", "person": "tourist", "count": 2},
                       {"kind": "move_people", "person": "any", "count": 2, "distance": 1}],
            abilities=[{"kind": "chain_per_tag", "tag": "wave", "minimum": 5, "points_per_tag": 1}],
            rings=[{"kind": "ring", "locals": 0, "tourists": 1, "vips": 0, "any": 0, "points": 3}],
            end_of_beach=True,
        ),
        "santa-monica-pier",
    )
    assert errors == []
    assert card == models.FeatureCard(
        id="santa-monica-pier",
        name="Santa Monica Pier",
        row="beach",
        tags=("tourist", "tourist", "wave"),
        placement=(models.AddPeople(person="tourist", count=2), models.MovePeople(person="any", count=2, distance=1)),
        scoring=(models.ChainPerTag(tag="wave", minimum=5, points_per_tag=1), models.Ring(tourists=1, points=3),
                 models.EndOfBeach()),
        sample=False,
    )


def test_problems_are_sentences_that_name_the_part_and_the_fix():
    card, errors = cv.build_card(
        values(
            name=" ",
            rings=[{"kind": "ring", "locals": 0, "tourists": 0, "vips": 0, "any": 0, "points": 3}],
            abilities=[{"kind": "adjacent_all_of", "tags": ["local"], "points": 8}],
        ),
        "x",
    )
    assert card is None
    assert errors == [
        "Scoring ability 1 (Adjacent to all of several tags): tags must have at least 2.",
        ("Ring 1 (Ring with pictured people): a ring needs at least one pictured person "
         "(locals, tourists, vips or any)."),
    ]


def test_a_name_or_notes_with_control_characters_name_their_box_and_names_are_normalised():
    card, problems = cv.build_card({"name": "Pier\x1b", "row": "beach", "notes": "a\x07"}, "pier")
    assert card is None
    assert [p.split(" contains ")[0] for p in problems] == ["Name", "Notes"]
    assert "U+001B (escape)" in problems[0] and "U+0007 (bell)" in problems[1]
    card, problems = cv.build_card({"name": " Cafe\u0301\u200b", "row": "street", "notes": "two\nlines"}, "cafe")
    assert problems == [] and card.name == "Caf\u00e9" and card.notes == "two\nlines"


def test_end_of_beach_on_a_street_card_is_refused():
    card, errors = cv.build_card(values(row="street", end_of_beach=True), "x")
    assert card is None
    assert errors == ["End of beach: this icon is only on beach cards; set the row to beach or untick it."]


def test_too_many_tags_is_refused():
    card, errors = cv.build_card(values(tags_once=list(cv.TAGS), tags_twice=["wave"]), "x")
    assert card is None and errors == ["Tags: a card has at most 6 tags; 7 are picked."]


def test_card_values_round_trip():
    card = models.FeatureCard(
        id="cafe",
        name="Cafe",
        row="street",
        tags=("local", "local", "business"),
        placement=(models.GainSandDollars(amount=2), models.MoveHere()),
        scoring=(models.AdjacentAllOf(tags=("local", "sports"), points=8), models.UnspentSandDollars(per=2, points=1),
                 models.AnyNumberRing(points=3)),
        notes="two rings? no, one",
    )
    rebuilt, errors = cv.build_card(cv.card_values(card), "cafe")
    assert errors == [] and rebuilt == card


def test_a_sample_card_edited_becomes_the_users_own():
    sample = models.FeatureCard(id="s", name="S", row="beach", sample=True)
    rebuilt, _ = cv.build_card(cv.card_values(sample), "s")
    assert rebuilt.sample is False


def test_starting_tile_round_trip_and_problems():
    tile = models.StartingTile(
        id="post-office",
        name="Post Office",
        vips=2,
        setup=models.SetupBonus(sand_dollars=1, tourists=1),
        footprint=models.FootprintRule(wants=("business", "sand_dollar"), points_per_match=2),
        beach=models.TileHalf(tags=("wave",), rings=(models.Ring(any=1, points=2),)),
        street=models.TileHalf(tags=("business", "business"), symbols=("people",)),
    )
    rebuilt, errors = cv.build_starting_tile(cv.tile_values(tile), "post-office")
    assert errors == [] and rebuilt == tile
    broken = cv.tile_values(tile) | {"name": "", "wants": []}
    broken["street"] = broken["street"] | {"rings": [{"kind": "ring", "points": 2, "tourists": 0}]}
    tile, errors = cv.build_starting_tile(broken, "post-office")
    assert tile is None
    assert errors == [
        "What the VIPs want: pick at least one tag or symbol from the tile's footprint icon.",
        ("Street half, ring 1 (Ring with pictured people): a ring needs at least one pictured person "
         "(locals, tourists, vips or any)."),
    ]


def test_ring_rows_stop_at_what_a_card_can_show():
    # The form's limits are card_db.limits' (a ring of 9 on 8 rings made the City page score for seconds).
    from card_db.limits import MAX_RING_SIZE, MAX_RINGS_PER_CARD

    assert {spec.high for spec in cv.FIELDS["ring"] if spec.name != "points"} == {MAX_RING_SIZE}
    assert cv.SECTION_LIMITS["rings"] == cv.SECTION_LIMITS["beach-rings"] == MAX_RINGS_PER_CARD
    big = {"kind": "ring", "locals": 2, "tourists": 2, "vips": 0, "any": 3, "points": 3}
    card, errors = cv.build_card(values(rings=[big]), "x")
    assert card is None
    assert errors == [("Ring 1 (Ring with pictured people): a ring pictures at most 6 people, this one 7 "
                       "(locals 2, tourists 2, vips 0, any 3): enter the people the ring shows.")]
    one = {"kind": "ring", "locals": 0, "tourists": 1, "vips": 0, "any": 0, "points": 1}
    card, errors = cv.build_card(values(rings=[one] * 4), "x")
    assert card is not None and len(card.rings) == 4
    card, errors = cv.build_card(values(rings=[one] * 5), "x")
    assert card is None and errors == ["A card shows at most 4 activity rings, this one has 5: remove 1."]
