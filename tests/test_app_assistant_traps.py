"""AppTests of the Assistant's smaller traps (issue 33): the pick-two fields without "Select all", the
physical setup's reveals headed as setup, the Robot's last move put away once the player has acted, every
missing tile named at the start, and the final movement's "Done" shown as the step's own answer."""

from __future__ import annotations

import pytest

from test_app_assistant import action_buttons, click, open_assistant, start_game, stored_state
from app_helpers import assert_clean

pytestmark = pytest.mark.usefixtures("temp_data")


def test_the_pick_two_fields_offer_no_select_all():
    """"Select all" would pick every tile where the table picks 2 (or one per player): Streamlit shows it
    in a multiselect unless ``select_all=False`` (``max_selections`` only hides it once reached)."""
    at = open_assistant()
    assert at.multiselect(key="as_actions").proto.select_all == 0
    at.radio(key="as_deck").set_value("physical").run()
    for key in ("as_table_actions", "as_tiles"):
        assert at.multiselect(key=key).proto.select_all == 0, key
