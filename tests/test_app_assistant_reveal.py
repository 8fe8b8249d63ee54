"""AppTests of the reveal in a physical-deck Assistant game (issue 12): the revealed card found by
row, tag and card in 3 taps, a card missing from the catalogue entered with the keypad inline and
revealed on save, and identical unnamed cards joining the deck as different physical cards."""

from __future__ import annotations

import pytest
from test_app_assistant import assert_clean, open_assistant, start_game, stored_state

from card_db.user_catalogue import UserCatalogue
from scorer.engine.state import RevealStep
from webapp.assistant.store import LiveStore
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")


def revision(gid: str) -> int:
    return LiveStore(default_db_path()).get(gid).revision


def enter_with_form(at, gid: str) -> None:
    """The full entry form at the reveal: an unnamed sports card, nothing else."""
    at.toggle(key="reveal-new").set_value(True).run()
    form = "as_reveal_card"
    at.pills(key=f"{form}:tags_once").set_value(["sports"]).run()
    at.button(key=f"{form}:submit").click().run()
    assert_clean(at)


def test_a_second_identical_unnamed_card_joins_the_deck_at_its_reveal():
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    enter_with_form(at, gid)
    first = stored_state(gid)
    [saved] = UserCatalogue().cards()
    assert first.display.front[0] == saved.id and saved.name == ""
    enter_with_form(at, gid)  # the next card revealed is an identical copy: a different physical card
    second = stored_state(gid)
    assert isinstance(first.pending, RevealStep) and len(second.log) == len(first.log) + 1
    copies = UserCatalogue().cards()
    assert len(copies) == 2 and copies[0].id != copies[1].id
    assert second.display.front[1] == copies[1].id and set(second.setup.deck) >= {c.id for c in copies}
    labels = [second.catalogue.card_label(c.id) for c in copies]
    assert labels[1] == labels[0] + " #2"


def catalogue_of_78() -> list:
    """A whole deck in the user's catalogue (generated cards as if entered: not samples); one has a photo."""
    import io

    from PIL import Image

    from card_db.generated import generated_cards
    from webapp.cards.photo import thumbnail

    picture = io.BytesIO()
    Image.new("RGB", (64, 90), (30, 120, 200)).save(picture, format="PNG")
    deck = [c.model_copy(update={"sample": False, "id": f"deck-{n:02d}"}) for n, c in enumerate(generated_cards(5), 1)]
    deck[41] = deck[41].model_copy(update={"photo": thumbnail(picture.getvalue())})
    user = UserCatalogue()
    for card in deck:
        user.save_card(card)
    return deck


def test_the_revealed_card_is_found_among_78_by_row_tag_and_card_in_3_taps():
    deck = catalogue_of_78()
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    for slot, card in enumerate((deck[41], deck[0])):  # a street card with a photo, then a beach card
        rev = revision(gid)
        assert at.pills(key="pick_row").value is None  # every reveal starts from the row
        at.pills(key="pick_row").set_value(card.row).run()  # tap 1
        assert not [b for b in at.button if b.key == f"reveal-pick-{rev}-card-{card.id}"]  # a long row
        at.pills(key="pick_tags").set_value([card.tags[0]]).run()  # tap 2
        if card.photo:  # the photo beside its button: players know a card by its look
            assert len(at.get("image")) == 1
        click_key = f"reveal-pick-{rev}-card-{card.id}"
        at.button(key=click_key).click().run()  # tap 3: recorded at once
        assert_clean(at)
        state = stored_state(gid)
        assert state.display.front[slot] == card.id and card.id not in state.deck
        assert len(state.log) == slot + 1


def test_a_card_not_in_the_catalogue_is_entered_on_the_keypad_and_revealed_on_save():
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    at.pills(key="pick_row").set_value("street").run()  # looked for it in the street row: not there
    at.toggle(key="reveal-new").set_value(True).run()
    assert at.pills(key="reveal-kp:row").value == "street"  # the keypad starts on the row being looked at
    at.button(key="reveal-kp:tag:sports").click().run()
    at.button(key="reveal-kp:shape:ring").click().run()
    at.button(key="reveal-kp:save").click().run()
    assert_clean(at)
    [saved] = UserCatalogue().cards()
    assert (saved.row, saved.tags, saved.name, saved.sample) == ("street", ("sports",), "", False)
    state = stored_state(gid)
    assert state.display.front[0] == saved.id and saved.id in state.setup.deck
    label = state.catalogue.card_label(saved.id)
    assert any(label in s.value.replace("\\", "") and "revealed" in s.value for s in at.success)
    # Saved: the entry closes (its pills looked like the picker's, issue 26); the next new card opens it again,
    # and an identical card is another copy.
    assert not at.toggle(key="reveal-new").value and at.pills(key="pick_row").value is None
    at.toggle(key="reveal-new").set_value(True).run()
    at.pills(key="reveal-kp:row").set_value("street").run()
    at.button(key="reveal-kp:tag:sports").click().run()
    at.button(key="reveal-kp:shape:ring").click().run()
    assert any("another copy?" in w.value for w in at.warning)
    at.button(key="reveal-kp:save").click().run()
    assert_clean(at)
    first, second = UserCatalogue().cards()
    state = stored_state(gid)
    assert state.display.front[1] == second.id != first.id
    assert state.catalogue.card_label(second.id) == label + " #2"
    again = open_assistant(gid)  # a reload replays to the same game
    assert stored_state(gid) == state and again.pills(key="pick_row").value is None


def test_a_refused_save_at_the_reveal_says_why_and_keeps_the_card_on_the_keypad():
    from scorer.engine import RevealCard

    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    at.toggle(key="reveal-new").set_value(True).run()
    at.pills(key="reveal-kp:row").set_value("beach").run()
    at.button(key="reveal-kp:tag:wave").click().run()
    # Meanwhile another phone records the reveal: this page's save is for a position that is gone.
    store = LiveStore(default_db_path())
    other = stored_state(gid).deck[0]
    store.append(gid, RevealCard(card=other), store.get(gid).revision)
    at.button(key="reveal-kp:save").click().run()
    assert not at.exception
    problems = " ".join(e.value for e in at.error)
    assert "not in this game" in problems and "moved on" in problems
    assert at.button(key="reveal-kp:tag:wave").proto.type == "primary"  # the tapped tag is still on
    assert stored_state(gid).display.front[0] == other
