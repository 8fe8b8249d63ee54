"""AppTests of the reveal in a physical-deck Assistant game (issue 12): the revealed card found by
row, tag and card in 3 taps, a card missing from the catalogue entered with the keypad inline and
revealed on save, and identical unnamed cards joining the deck as different physical cards."""

from __future__ import annotations

import pytest

from card_db.user_catalogue import UserCatalogue
from scorer.engine.state import RevealStep
from test_app_assistant import assert_clean, open_assistant, start_game, stored_state
from webapp.assistant.store import LiveStore
from webapp.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")


def revision(gid: str) -> int:
    return LiveStore(default_db_path()).get(gid).revision


def enter_with_form(at, gid: str) -> None:
    """The full entry form at the reveal: an unnamed sports card, nothing else."""
    at.toggle(key=f"reveal-new-{revision(gid)}").set_value(True).run()
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
