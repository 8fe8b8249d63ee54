"""The Assistant's city keeps each row on one line, as on the table (issue 26): an 11-column city is
one table of 11 columns, and at 390 x 844 in a real browser its squares of a row share one line, the
page does not scroll sideways (the city's own box does) and the starting tile stays on screen.

The browser test draws ``view.city_html`` with the app's own phone CSS (``webapp.ui``) in a bare page:
the layout is the CSS's, no server or game flow is needed to reach an 11-column city.
"""

from __future__ import annotations

import re

import pytest
from browser_support import PHONE, shot, sideways_overflow
from test_engine_support import ready, with_city

from webapp.assistant import view
from webapp.ui import frame

BEACH = {("beach", c): f"beach-{c}" for c in range(1, 7)}  # +1 .. +6
STREET = {("street", -c): f"street-{c}" for c in range(1, 5)}  # -4 .. -1
COLUMNS = 11  # -4 .. +6 with the starting tile


def wide_state():
    return with_city(ready(), 0, cards={**BEACH, **STREET})


def test_an_11_column_city_is_one_table_with_one_line_per_row():
    html = view.city_html(wide_state(), 0)
    assert html.count("<table") == 1
    head, beach, street = re.findall(r"<tr>(.*?)</tr>", html)
    assert re.findall(r"<th[^>]*>([^<]*)</th>", head) == ["-4", "-3", "-2", "-1", "start", "+1", "+2", "+3", "+4",
                                                         "+5", "+6"]
    assert beach.count("<td") == COLUMNS and street.count("<td") == COLUMNS - 1  # the tile spans both rows
    assert all(view.card_name(wide_state(), card) in beach for card in BEACH.values())
    assert all(view.card_name(wide_state(), card) in street for card in STREET.values())


@pytest.mark.browser
def test_an_11_column_city_keeps_its_rows_on_one_line_on_a_phone(phone):
    # A phone lays out a page without a viewport tag 980 px wide: declare it as Streamlit's pages do.
    phone.set_content("<html><head><meta name='viewport' content='width=device-width, initial-scale=1'></head>"
                      f"<body style='margin: 0 12px'>{frame._PHONE_CSS}"
                      f"{view.city_html(wide_state(), 0)}</body></html>")
    rows = phone.locator("table.sm-grid tr")
    tops = [set(rows.nth(i).locator("td, th").evaluate_all("cells => cells.map(c => Math.round(c.getBoundingClientRect().y))"))
            for i in range(3)]
    assert all(len(line) == 1 for line in tops), tops  # each row on one line: header, beach, street
    assert min(tops[0]) < min(tops[1]) < min(tops[2])
    widths = phone.locator("table.sm-grid td").evaluate_all("cells => cells.map(c => c.getBoundingClientRect().width)")
    assert min(widths) >= 60, widths  # readable squares, not slivers
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    box = phone.locator(".sm-grid-box")
    assert box.evaluate("e => e.scrollWidth > e.clientWidth")  # the box scrolls, not the page
    for where in ("0", "e.scrollWidth"):
        box.evaluate(f"e => {{ e.scrollLeft = {where}; }}")
        phone.wait_for_timeout(100)  # a scroll is drawn on the next frame
        tile = phone.locator("table.sm-grid td.start").bounding_box()
        assert 0 <= tile["x"] and tile["x"] + tile["width"] <= PHONE["width"], (where, tile)
        shot(phone, f"assistant-city-11-columns-{'left' if where == '0' else 'right'}", whole=False)
