"""The Pad page ends with the bottom Home button every other page has (issue 23): under an open score pad,
leading Home; its start form, like Home's, has "Start" as its one primary button."""

from __future__ import annotations

import pytest
from app_helpers import assert_clean, open_page

from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables.store import default_db_path

PAD = "pages/6_Pad.py"
HOME_TITLE = "🌊 Santa Monica score pad"

pytestmark = pytest.mark.usefixtures("temp_data")


def home_button(at):
    (button,) = [b for b in at.button if b.key == "next_step"]
    assert button.proto.type == "primary" and button.label == "Home: start or resume a table"
    return button


def test_the_start_form_keeps_start_as_its_only_primary_button():
    # As on Home's start form: a Home button right under "Start the score pad" would be tapped for it.
    at = open_page(PAD)
    assert_clean(at)
    assert not [b for b in at.button if b.key == "next_step"]
    assert at.button(key="pad_new_start").proto.type == "primary"


def test_an_open_score_pad_ends_with_the_home_button():
    pid = PadStore(default_db_path()).create_pad(pad_tables.new_pad("blue", ["Ann", "Bob"]))
    at = open_page(None)
    at.query_params["pad"] = pid
    at.switch_page(PAD).run()
    assert_clean(at)
    assert at.button(key="pad_finish")  # the pad itself is shown, not the start form
    home_button(at).click().run()
    assert_clean(at)
    assert HOME_TITLE in [t.value for t in at.title]
