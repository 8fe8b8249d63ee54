"""Real browser, phone sized: History (both tabs) and Score pad only in German, Spanish and Italian
(issue 25 phase 2).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``, with the fixed
history of ``history_helpers`` and one finished score pad. Each page opens with ``?lang=`` in the
address, every expander open and every tab shown; no English sentence of History's, the statistics'
or the pad's words is left, and nothing runs off the side of the phone. The words, numbers and plurals
themselves are checked by ``test_app_language_history.py``. Screenshots: artifacts/phone-{History,Pad}-*.png.
"""

from __future__ import annotations

import pytest
from browser_support import PHONE, open_page, settle, shot, sideways_overflow, unfold
from history_helpers import store_history
from language_helpers import english_sentences

from lang import text
from scorer.scoring.pad import score_pad
from webapp.pad.operations import new_pad, set_value
from webapp.pad.store import PadStore
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module

AREAS = ("history", "stats", "pad")


def finished_pad(server) -> str:
    """A finished two-player score pad (Ann 24, Bob 30) in the server's store; its id."""
    pads = PadStore(server.db_path)
    pid = pads.create_pad(new_pad("green", ["Ann", "Bob"], title="Pad night"))
    pads.update_pad(pid, lambda pad: set_value(set_value(pad, "Ann", "cards", 24), "Bob", "cards", 30))
    report = score_pad(pads.get_pad(pid).pad)
    pads.finish_pad(pid, {p.name: p.total for p in report.players}, report.winners)
    return pid


def english_left(page) -> list[str]:
    shown = page.get_by_test_id("stApp").inner_text()
    return [sentence for sentence in english_sentences(*AREAS) if sentence in shown]


def fits_the_phone(page) -> None:
    overflow = sideways_overflow(page)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
    assert page.locator('[data-testid="stException"]').count() == 0


def test_history_and_the_score_pad_leave_no_english_in_german_spanish_and_italian(app_server, phone):
    store_history(open_store(app_server.db_path))
    pid = finished_pad(app_server)
    for language in ("de", "es", "it"):
        history = text("menu.history", language)
        open_page(phone, app_server.page_url("History") + f"?lang={language}", history)
        assert english_left(phone) == [], language
        fits_the_phone(phone)
        shot(phone, f"phone-History-{language}")
        phone.get_by_role("tab", name=text("history.tab_statistics", language)).click()
        phone.get_by_text(text("stats.over_time", language)).wait_for()
        phone.locator('[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg').first.wait_for()
        settle(phone)
        assert english_left(phone) == [], language
        fits_the_phone(phone)
        shot(phone, f"phone-History-statistics-{language}")

        open_page(phone, app_server.page_url("Pad") + f"?pad={pid}&lang={language}", text("pad.scorepad", language))
        unfold(phone, text("pad.rebuild_from_pad", language))
        assert english_left(phone) == [], language
        fits_the_phone(phone)
        shot(phone, f"phone-Pad-{language}")
