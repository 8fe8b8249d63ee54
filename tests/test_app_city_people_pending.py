"""AppTest of the City page's running total while another city has a problem (issue 33): the Blue people
line compares every city, so it waits for every city; the page says so instead of silently changing."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store

from scorer.model.game import People
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def table(objective: str = "blue") -> str:
    players = [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]
    return store().create_game(tables.new_table(objective, players, start_vips=[2, 1]))


def pending_notes(at) -> list[str]:
    return [shown(c.value) for c in at.caption if "people line" in shown(c.value)]


def test_while_bob_has_a_problem_anns_total_says_the_people_line_waits_for_his_city():
    gid = table()
    store().update(gid, lambda g: tables.set_start_people(g, "Bob", "street", People(vips=1 + 2)))
    at = open_page(CITY, gid)
    assert_clean(at)
    (note,) = pending_notes(at)
    assert "Bob" in note and "every city" in note


def test_without_a_problem_elsewhere_nothing_is_pending():
    gid = table()
    at = open_page(CITY, gid)
    assert_clean(at)
    assert pending_notes(at) == []


def test_green_people_lines_are_each_citys_own_and_never_wait():
    gid = table("green")
    store().update(gid, lambda g: tables.set_start_people(g, "Bob", "street", People(vips=1 + 2)))
    at = open_page(CITY, gid)
    assert_clean(at)
    assert pending_notes(at) == []
