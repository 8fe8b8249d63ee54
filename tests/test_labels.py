"""card_db.labels: cards without a printed name are known by their contents, uniquely in a catalogue."""

from __future__ import annotations

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.labels import card_labels, content_label, contents_label, tile_labels
from card_db.models import (
    AddPeople,
    AdjacentTag,
    Chain,
    EndOfBeach,
    FeatureCard,
    FootprintRule,
    GainSandDollars,
    Ring,
    StartingTile,
    TileHalf,
    same_contents,
)

SURF = FeatureCard(id="a", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))


def test_an_unnamed_card_reads_as_row_tags_and_main_ability():
    assert content_label(SURF) == "Beach · Sports Waves · ring 2 tourists 4"
    assert SURF.display_name == "Beach · Sports Waves · ring 2 tourists 4"


def test_a_name_wins_and_samples_always_say_so():
    named = SURF.model_copy(update={"name": "Surf School"})
    assert content_label(named) == "Surf School"
    assert content_label(named.model_copy(update={"sample": True})) == "Surf School (sample)"
    assert content_label(SURF.model_copy(update={"sample": True})) == "Beach · Sports Waves · ring 2 tourists 4 (sample)"
    assert content_label(SURF.model_copy(update={"name": "   "})) == content_label(SURF)  # blank is no name


def test_doubled_tags_no_tags_placement_and_end_of_beach():
    card = FeatureCard(id="b", row="street", tags=("nature", "nature"),
                       placement=(GainSandDollars(amount=2),), scoring=(Chain(tag="nature", minimum=3, points=3),))
    assert content_label(card) == "Street · Nature×2 · chain 3+ Nature 3 · +2 sand dollars"
    bare = FeatureCard(id="c", row="beach", scoring=(EndOfBeach(),))
    assert content_label(bare) == "Beach · no tags · end of beach"


def test_a_short_label_shows_two_abilities_then_an_ellipsis():
    card = FeatureCard(id="d", row="street", tags=("local",), placement=(AddPeople(person="local", count=1),),
                       scoring=(AdjacentTag(tag="nature", points=2), Ring(locals=1, vips=1, points=5)))
    assert contents_label(card) == "Street · Local · next to Nature 2 · ring 1 local 1 VIP 5 · …"
    assert contents_label(card, full=True).endswith("ring 1 local 1 VIP 5 · add 1 local")


def test_identical_cards_get_numbers_in_id_order():
    copies = [SURF.model_copy(update={"id": i}) for i in ("surf-c", "surf-a", "surf-b")]
    labels = card_labels(copies)
    assert labels == {
        "surf-a": "Beach · Sports Waves · ring 2 tourists 4",
        "surf-b": "Beach · Sports Waves · ring 2 tourists 4 #2",
        "surf-c": "Beach · Sports Waves · ring 2 tourists 4 #3",
    }


def test_sample_copies_keep_the_sample_mark_last():
    sample = SURF.model_copy(update={"sample": True})
    labels = card_labels([sample.model_copy(update={"id": "x1"}), sample.model_copy(update={"id": "x2"})])
    assert labels["x2"] == "Beach · Sports Waves · ring 2 tourists 4 #2 (sample)"


def test_different_cards_with_the_same_short_label_show_all_their_abilities():
    base = {"row": "street", "tags": ("local",), "scoring": (AdjacentTag(tag="nature", points=2), Ring(tourists=1, points=3))}
    one = FeatureCard(id="one", placement=(GainSandDollars(amount=1),), **base)
    two = FeatureCard(id="two", placement=(GainSandDollars(amount=2),), **base)
    labels = card_labels([one, two])
    assert labels["one"].endswith("· +1 sand dollar") and labels["two"].endswith("· +2 sand dollars")
    assert "#" not in labels["one"] + labels["two"]


def test_same_contents_ignores_name_id_and_tag_order():
    other = SURF.model_copy(update={"id": "zz", "name": "Surf", "tags": ("sports", "wave")})
    assert same_contents(SURF, other)
    assert not same_contents(SURF, SURF.model_copy(update={"row": "street"}))


def test_the_catalogue_labels_unknown_ids_as_they_are_and_tiles_too():
    tile = StartingTile(id="t", vips=2, footprint=FootprintRule(wants=("business", "sports")),
                        beach=TileHalf(tags=("wave",)), street=TileHalf(tags=("local",)))
    catalogue = Catalogue(cards={"a": SURF, "b": SURF.model_copy(update={"id": "b"})}, starting_tiles={"t": tile})
    assert catalogue.card_label("b") == "Beach · Sports Waves · ring 2 tourists 4 #2"
    assert catalogue.card_label("nope") == "nope"
    assert catalogue.tile_label("t") == "2 VIPs · wants Business Sports, 1 per match · Waves / Local"
    assert tile_labels([tile, tile.model_copy(update={"id": "u"})])["u"].endswith("#2")


def test_a_tiles_label_says_its_setup_bonus_and_points_per_match():
    """Issue 33: two tiles that differ only in their setup bonus or points per match read differently."""
    from card_db.models import SetupBonus

    plain = StartingTile(id="t", vips=1, footprint=FootprintRule(wants=("wave",), points_per_match=2),
                         street=TileHalf(tags=("business",)))
    assert tile_labels([plain])["t"] == "1 VIP · wants Waves, 2 per match · no tags / Business"
    bonus = plain.model_copy(update={"id": "u", "setup": SetupBonus(sand_dollars=2, locals=1)})
    assert tile_labels([bonus])["u"] == ("1 VIP · setup 2 sand dollars, 1 local · wants Waves, 2 per match"
                                         " · no tags / Business")


def test_generated_decks_never_show_a_generated_name_and_every_label_is_unique():
    catalogue = generated_catalogue(11)
    labels = [catalogue.card_label(i) for i in catalogue.cards]
    assert len(set(labels)) == len(labels) == 78
    assert all(label.endswith("(sample)") and "Generated" not in label for label in labels)
    assert all("Generated" not in catalogue.tile_label(t) for t in catalogue.starting_tiles)


def test_the_robot_names_an_identical_copy_by_its_number():
    from scorer.model.game import RobotPlayer
    from scorer.scoring.robot import score_robot

    copies = [SURF.model_copy(update={"id": i, "scoring": (AdjacentTag(tag="nature", points=2),)})
              for i in ("a1", "a2")]
    catalogue = Catalogue(cards={c.id: c for c in copies})
    report = score_robot(RobotPlayer(beach_pile=("a1", "a2")), catalogue, "green", seat=1)
    names = [i.card_name for i in report.items if i.card_id]
    assert names == ["Beach · Sports Waves · next to Nature 2", "Beach · Sports Waves · next to Nature 2 #2"]
    assert "next to Nature 2 #2: " in [i.reason for i in report.items if i.card_id == "a2"][0]
