"""``webapp.ui.browser_state.local_day``: a UTC moment from the store read on the phone's own calendar."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

import pytest

from webapp.ui import browser_state


@pytest.fixture
def phone_zone(monkeypatch):
    def set_zone(name):
        monkeypatch.setattr(browser_state, "st", SimpleNamespace(context=SimpleNamespace(timezone=name)))
    return set_zone


def test_a_late_evening_table_west_of_utc_is_dated_that_evening(phone_zone):
    phone_zone("America/Los_Angeles")  # 06:30 UTC on the 22nd is 22:30 on the 21st there
    assert browser_state.local_day("2026-11-22T06:30:00+00:00") == date(2026, 11, 21)
    phone_zone("Asia/Tokyo")  # 20:00 UTC on the 21st is 05:00 on the 22nd there
    assert browser_state.local_day("2026-11-21T20:00:00+00:00") == date(2026, 11, 22)


def test_without_a_known_zone_the_utc_day_is_kept(phone_zone):
    phone_zone(None)
    assert browser_state.local_day("2026-11-22T06:30:00+00:00") == date(2026, 11, 22)
    phone_zone("Not/AZone")
    assert browser_state.local_day("2026-11-22T06:30:00+00:00") == date(2026, 11, 22)
    assert browser_state.local_day("2026-11-22") == date(2026, 11, 22)  # a bare date has no zone to convert
    assert browser_state.local_day("last Friday") is None
