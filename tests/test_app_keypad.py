"""AppTest tests of the Catalogue page's entry keypad: a typical card in 8 taps or fewer, the same-contents
warning, the next card keeping the row, and a half-entered card surviving a rerun and a reload."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, assert_clean, open_catalogue, open_page
from keypad_helpers import play, tap

from card_db.models import AdjacentAllOf, AdjacentTag, Chain, FeatureCard, GainSandDollars, Ring
from card_db.user_catalogue import UserCatalogue
from webapp.cards.keypad_draft import keypad_order, tap_plan

TYPICAL = FeatureCard(id="x", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))


pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def contents(card: FeatureCard) -> tuple:
    return card.row, card.tags, card.placement, card.scoring, card.name, card.sample


def test_a_typical_card_takes_at_most_8_taps_and_is_saved_as_tapped():
    at = open_catalogue("add_card")
    taps = play(at, tap_plan(TYPICAL))
    assert_clean(at)
    # Row, Sports, Waves, Ring, 2 tourists, 4 points, Save.
    assert taps == 1 + 2 + 1 + 2 + 1 <= 8
    [saved] = UserCatalogue().cards()
    assert contents(saved) == contents(keypad_order(TYPICAL))
    assert saved.id == "beach-sports-waves-ring-2-tourists-4"
    assert any("Saved Beach · Sports Waves · ring 2 tourists 4" in s.value.replace("\\", "") for s in at.success)
    assert "1 of 78 feature cards (beach 1, street 0), 0 of 6 starting tiles" in at.success[0].value


def test_varied_cards_round_trip_through_the_keypad():
    cards = [
        FeatureCard(id="a", row="street", tags=("nature", "nature"), placement=(GainSandDollars(amount=2),),
                    scoring=(Chain(tag="nature", minimum=3, points=5),)),
        FeatureCard(id="b", row="beach", tags=("local",),
                    scoring=(AdjacentAllOf(tags=("local", "tourist", "business", "sports"), points=8),)),
        FeatureCard(id="c", row="street", tags=("business",), scoring=(AdjacentTag(tag="local", points=-2),)),
    ]
    at = open_catalogue("add_card")
    row = None
    for card in cards:
        play(at, tap_plan(card, row))
        assert_clean(at)
        row = card.row
    saved = UserCatalogue().cards()
    assert [contents(c) for c in saved] == [contents(keypad_order(c)) for c in cards]


def test_the_same_contents_are_flagged_before_saving_and_a_copy_gets_number_2():
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL))
    assert at.pills(key="kp:row").value == "beach"  # saving starts the next card on the same row...
    assert not [b for b in at.button if b.key and b.key.startswith("kp:item:")]  # ...with the rest cleared
    assert all(b.proto.type != "primary" for b in at.button if b.key and b.key.startswith("kp:tag:"))
    plan = tap_plan(TYPICAL, row_kept="beach")
    play(at, plan[:-1])  # everything but Save
    warning = at.warning[0].value.replace("\\", "")
    assert warning.startswith("Same as Beach · Sports Waves · ring 2 tourists 4: another copy?")
    assert at.button(key="kp:save").label == "Save another copy"
    assert len(UserCatalogue().cards()) == 1  # nothing saved before the tap
    tap(at, ("save",))
    assert_clean(at)
    first, second = UserCatalogue().cards()
    assert (first.id, second.id) == ("beach-sports-waves-ring-2-tourists-4", "beach-sports-waves-ring-2-tourists-4-2")
    assert "Beach · Sports Waves · ring 2 tourists 4 #2" in at.success[0].value.replace("\\", "")


def test_discard_clears_an_unsaved_card_but_keeps_the_row():
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL)[:-1])
    tap(at, ("next",))
    assert_clean(at)
    assert at.pills(key="kp:row").value == "beach"
    assert not [b for b in at.button if b.key and b.key.startswith("kp:item:")]
    assert at.button(key="kp:save").disabled and UserCatalogue().cards() == ()
    assert "card" not in at.query_params  # a blank card leaves the URL clean


def test_a_half_entered_card_survives_a_rerun_and_a_reload():
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL)[:4])  # row, two tags, Ring
    at.run()
    assert at.button(key="kp:tag:wave").proto.type == "primary"
    url_draft = at.query_params["card"]
    again = open_page(None)
    again.query_params["card"] = url_draft[0] if isinstance(url_draft, list) else url_draft
    again.switch_page(CATALOGUE).run()
    assert_clean(again)
    assert again.pills(key="kp:row").value == "beach"
    assert again.button(key="kp:tag:sports").proto.type == "primary"
    assert [b.key for b in again.button if b.key and b.key.endswith(":remove")] == ["kp:item:0:remove"]


def test_a_card_without_a_row_says_what_to_fix_and_keeps_its_taps():
    at = open_catalogue("add_card")
    tap(at, ("tag", "nature"))
    tap(at, ("save",))
    assert "Row: tap Beach or Street" in at.error[0].value.replace("\\", "")
    assert at.button(key="kp:tag:nature").proto.type == "primary"
    assert UserCatalogue().cards() == ()


def test_a_reload_right_after_saving_starts_a_new_card_not_the_saved_one_again():
    """The known bug: a phone that reloads with the URL of the moment Save was tapped (the reload beat the
    URL update, or the browser restored the tab) got the saved draft back with "another copy?"."""
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL)[:-1])
    url_draft = at.query_params["card"]
    tap(at, ("save",))
    again = open_page(None)
    again.query_params["card"] = url_draft[0] if isinstance(url_draft, list) else url_draft
    again.switch_page(CATALOGUE).run()
    assert_clean(again)
    assert not again.warning, [w.value for w in again.warning]  # no "Same as ...: another copy?"
    assert not [m for m in again.markdown if "This card:" in m.value]
    assert again.pills(key="kp:row").value == "beach"  # the pile goes on: same row, the rest cleared
    assert not [b for b in again.button if b.key and b.key.endswith(":remove")]
    assert "Saved Beach · Sports Waves · ring 2 tourists 4" in again.success[0].value.replace("\\", "")
    assert "card" not in again.query_params
    assert len(UserCatalogue().cards()) == 1
