"""The keypad's discard says so and can be undone (issue 23): "Next card" under "Save card" cleared an
unsaved card without a word and a newcomer lost a card reading it as "save and next"."""

from __future__ import annotations

import pytest
from app_helpers import assert_clean, open_catalogue, shown
from keypad_helpers import play, tap

from card_db.models import FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue
from webapp.cards.keypad_draft import tap_plan

CARD = FeatureCard(id="x", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))

pytestmark = pytest.mark.usefixtures("temp_data")


def items(at) -> list[str]:
    return [b.key for b in at.button if b.key and b.key.startswith("kp:item:")]


def test_the_clearing_button_says_it_discards():
    at = open_catalogue("add_card")
    play(at, tap_plan(CARD)[:-1])
    labels = [b.label for b in at.button]
    assert at.button(key="kp:next").label == "Discard this card"
    assert "Next card" not in labels


def test_a_discarded_card_comes_back_with_undo_and_can_then_be_saved():
    at = open_catalogue("add_card")
    play(at, tap_plan(CARD)[:-1])  # everything but Save
    before = (at.pills(key="kp:row").value, items(at), at.query_params.get("card"))
    tap(at, ("next",))
    assert_clean(at)
    assert not items(at) and at.button(key="kp:save").disabled
    [note] = [shown(i.value) for i in at.info if "Discarded" in i.value]
    assert note.startswith("Discarded Beach · Sports Waves · ring 2 tourists 4") and "without saving" in note
    at.button(key="kp:undo").click().run()
    assert_clean(at)
    assert (at.pills(key="kp:row").value, items(at), at.query_params.get("card")) == before
    assert not [b for b in at.button if b.key == "kp:undo"]  # the offer ends once used
    tap(at, ("save",))
    [saved] = UserCatalogue().cards()
    assert set(saved.tags) == {"sports", "wave"} and saved.scoring == CARD.scoring


def test_the_undo_offer_ends_with_the_next_tap():
    at = open_catalogue("add_card")
    play(at, tap_plan(CARD)[:-1])
    tap(at, ("next",))
    assert [b for b in at.button if b.key == "kp:undo"]
    tap(at, ("tag", "nature"))
    assert_clean(at)
    assert not [b for b in at.button if b.key == "kp:undo"]
    assert not any("Discarded" in i.value for i in at.info)
