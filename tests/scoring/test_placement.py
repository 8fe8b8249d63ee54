"""Placement legality (scorer.scoring.placement): rows, touching a side, no overlap, end of beach (ruling 14)."""

from card_db.catalogue import Catalogue
from card_db.models import EndOfBeach, FeatureCard, FootprintRule, StartingTile
from scorer.model.game import Cell, PlayerCity
from scorer.scoring.placement import describe_slot, legal_slots

TILE = StartingTile(id="tile", name="Tile", vips=1, footprint=FootprintRule(wants=("nature",)), sample=True)
BEACH = FeatureCard(id="b", name="B", row="beach", sample=True)
BEACH2 = FeatureCard(id="b2", name="B2", row="beach", sample=True)
STREET = FeatureCard(id="s", name="S", row="street", sample=True)
END = FeatureCard(id="end", name="End", row="beach", scoring=(EndOfBeach(),), sample=True)
CATALOGUE = Catalogue(cards={c.id: c for c in (BEACH, BEACH2, STREET, END)}, starting_tiles={"tile": TILE})


def city(*cells: tuple[str, int, str]) -> PlayerCity:
    return PlayerCity(name="P", starting_tile="tile",
                      cells=tuple(Cell(row=r, column=c, card=i) for r, c, i in cells))


def test_empty_city_offers_both_sides_of_the_starting_tile_in_the_card_row():
    assert legal_slots(city(), CATALOGUE, BEACH) == (("beach", -1), ("beach", 1))
    assert legal_slots(city(), CATALOGUE, STREET) == (("street", -1), ("street", 1))


def test_a_card_may_go_under_or_over_a_card_of_the_other_row_and_into_gaps():
    # beach cards at +1 and +2; the street row reaches +1 only: street +2 touches the beach card above it.
    c = city(("beach", 1, "b"), ("beach", 2, "b2"), ("street", 1, "s"))
    assert ("street", 2) in legal_slots(c, CATALOGUE, STREET)
    assert ("street", 3) not in legal_slots(c, CATALOGUE, STREET)  # diagonal only


def test_no_card_on_top_of_another_or_on_the_starting_tile():
    c = city(("beach", 1, "b"))
    slots = legal_slots(c, CATALOGUE, BEACH2)
    assert ("beach", 1) not in slots and ("beach", 0) not in slots


def test_end_of_beach_must_be_leftmost_and_nothing_goes_to_its_left():
    c = city(("beach", -1, "b"))
    assert legal_slots(c, CATALOGUE, END) == (("beach", -2),)
    with_end = city(("beach", -1, "end"))
    assert legal_slots(with_end, CATALOGUE, BEACH) == (("beach", 1),)
    # street cards are not limited by the end of the beach
    assert ("street", -1) in legal_slots(with_end, CATALOGUE, STREET)


def test_a_second_end_of_beach_card_has_nowhere_to_go():
    end2 = END.model_copy(update={"id": "end2"})
    assert legal_slots(city(("beach", -1, "end")), CATALOGUE, end2) == ()


def test_slot_labels_say_where_the_card_goes():
    c = city(("beach", 1, "b"), ("beach", 3, "b2"), ("street", 2, "s"))
    assert describe_slot(c, ("beach", -1)) == "beach -1 (left end)"
    assert describe_slot(c, ("beach", 4)) == "beach +4 (right end)"
    assert describe_slot(c, ("beach", 2)) == "beach +2 (gap)"


def test_two_street_slots_right_of_the_street_row_have_different_labels():
    # Beach cards at +1 and +2 above an empty street row: street +1 and +2 are both "right end".
    c = city(("beach", 1, "b"), ("beach", 2, "b2"))
    labels = [describe_slot(c, s) for s in legal_slots(c, CATALOGUE, STREET)]
    assert len(labels) == len(set(labels)) == 3
