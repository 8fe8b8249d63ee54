"""Real browser at 390 x 844: a tap on a finished table's card (inside the City page's fragment) opens
"Correct this finished table?" over the page; Yes saves that very tap and closes the question.

The AppTest tests (tests/test_app_finished.py) run whole pages; only a browser runs the card editor as
a fragment, where the question must open too. Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

from functools import partial

import pytest
from browser_support import choose_count, count_shown, open_page, rerun, settle, shot

from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own

CARD = "sample-kite-beach"


def test_a_tap_on_a_finished_table_asks_first_and_yes_saves_that_tap(app_server, phone):
    store = open_store(app_server.db_path)
    gid = store.create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                             start_vips=[2, 1]))
    store.update(gid, partial(tables.place_card, player="Ann", card_id=CARD, row="beach", column=1))
    store.finish_game(gid, {"Ann": 52, "Bob": 40}, ("Ann",))
    open_page(phone, app_server.page_url("City", gid), "Finished: Ann won with 52 points.")
    locals_key = f"cell-{gid}-0-{CARD}-locals"
    choose_count(phone, locals_key, 1)  # a tap in the card editor: a run of the fragment alone
    dialog = phone.get_by_role("dialog")
    dialog.get_by_text("Correct this finished table?").wait_for()
    assert "It was finished: Ann won with 52 points." in dialog.inner_text()
    shot(phone, "finished-question", whole=False)
    assert store.get(gid).game.players[0].cells[0].people.locals == 0  # not saved before the answer
    with rerun(phone):
        dialog.get_by_role("button", name="Yes, correct it").click()
    settle(phone)
    phone.get_by_role("dialog").wait_for(state="detached")
    stored = store.get(gid)
    assert stored.game.players[0].cells[0].people.locals == 1  # the tap made before Yes, saved once
    assert (stored.status, stored.summary.winner, stored.summary.changed_since_finished) == ("finished", "Ann", True)
    phone.get_by_text("Changed since it was finished").first.wait_for()
    choose_count(phone, locals_key, 2)  # once per phone per table: the next tap is saved at once
    assert phone.get_by_role("dialog").count() == 0
    assert store.get(gid).game.players[0].cells[0].people.locals == 2
    assert count_shown(phone, locals_key) == "2"
    shot(phone, "finished-corrected")  # the whole page: the banner at its top says "changed since"


def test_history_and_the_scorepad_show_the_finished_result_marked_changed_since(app_server, phone):
    store = open_store(app_server.db_path)
    gid = store.create_game(tables.new_table("blue", [("Cy", "sample-surf-club"), ("Di", "sample-lighthouse")],
                                             start_vips=[2, 1], title="Corrected on Friday"))
    store.finish_game(gid, {"Cy": 30, "Di": 12}, ("Cy",))
    store.update(gid, partial(tables.set_sand_dollars, player="Di", sand_dollars=4))  # corrected after Finish
    open_page(phone, app_server.page_url("Scorepad", gid), "Finished: Cy won with 30 points.")
    phone.get_by_text("Changed since it was finished: press Finish again").first.wait_for()
    assert phone.get_by_role("button", name="Finish again").count() == 1
    shot(phone, "finished-scorepad-changed-since", whole=False)
    open_page(phone, app_server.page_url("History"), "Corrected on Friday")
    text = phone.get_by_test_id("stMain").inner_text()
    entry = text[text.index("Corrected on Friday"):]  # the newest entry is listed first
    entry = entry[:entry.index("Delete")]
    # The badge, the result recorded at Finish (not the corrected table's), then what to do about it.
    assert ["Finished, changed since" in entry, "🏆 Cy" in entry, "Cy 30 · Di 12" in entry] == [True] * 3
    assert entry.index("Cy 30 · Di 12") < entry.index("Changed since it was finished: the result above")
    shot(phone, "finished-history-changed-since", whole=False)
