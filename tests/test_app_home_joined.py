"""A phone that joined a table by its QR code or link sees that table first on Home (issue 22), even
after closing it and with newer tables on the server."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, store

from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")


def _resume_buttons(at) -> list[str]:
    return [b.key.removeprefix("resume-") for b in at.button if (b.key or "").startswith("resume-")]


def test_the_joined_table_is_listed_first_even_among_newer_ones():
    ids = [store().create_game(tables.new_table("blue", [(f"P{i}", "sample-surf-club"), ("Zed", "sample-lighthouse")]))
           for i in range(10)]
    joined = ids[0]  # the oldest: not even among the 8 latest Home lists
    at = open_page(CITY, game_id=joined)  # the join link opens the City page of that table
    assert_clean(at)
    at.switch_page("pages/0_Home.py").run()
    at.button(key="close_table").click().run()  # the table closed: Home lists the tables to resume
    assert_clean(at)
    listed = _resume_buttons(at)
    assert listed[0] == joined and len(listed) == 9


def test_a_phone_that_joined_nothing_lists_the_latest_first():
    ids = [store().create_game(tables.new_table("blue", [(f"P{i}", "sample-surf-club")])) for i in range(3)]
    at = open_page()
    assert _resume_buttons(at) == ids[::-1]
