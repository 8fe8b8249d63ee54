"""Real browser at 390 x 844: no sliver of a card beside the pinned starting tile (issue 33).

A wide city scrolls sideways with its starting tile held at the box's edge; a card scrolled partly under
the tile showed a sliver of its label beside it ("…es"). The grid now snaps to whole cards: wherever the
player lets go, each card is either clear of the tile or wholly under it. Screenshots go to artifacts/.
"""

from __future__ import annotations

import pytest
from browser_support import keyed, open_page, shot
from test_browser_city_rows import square, widest_table

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="wide-catalogue")]  # the app of test_browser_city_rows,
# which holds the wide catalogue both import

_PARTLY_UNDER_JS = """
([box, tile]) => {
  const t = document.querySelector('.' + tile).getBoundingClientRect();
  return [...document.querySelectorAll('.' + box + ' [class*="st-key-"] button')]
    .map(b => b.getBoundingClientRect())
    .filter(r => r.left !== t.left)
    .map(r => Math.max(0, Math.min(r.right, t.right) - Math.max(r.left, t.left)))
    .filter(overlap => overlap > 1);
}
"""


def test_a_card_is_never_cut_by_the_pinned_tile(app_server, phone, monkeypatch):
    game_id, beach, street = widest_table(app_server, monkeypatch)
    open_page(phone, app_server.page_url("City", game_id), "Ann's city")
    square(phone, game_id, beach[-1]).wait_for()
    prefix = f"city-cell-{game_id}-0"
    grid = keyed(phone, f"{prefix}-strip-0")
    grid.evaluate("e => e.scrollIntoView({block: 'center'})")
    widest = grid.evaluate("e => e.scrollWidth - e.clientWidth")
    box_class, tile_class = f"st-key-{prefix}-strip-0", f"st-key-{prefix}-start"
    cut = {}
    for where in range(0, widest + 1, 29):  # let go anywhere along the row
        grid.evaluate(f"e => {{ e.scrollTo({{left: {where}, behavior: 'instant'}}); }}")
        phone.wait_for_timeout(350)  # the snap settles
        partly = phone.evaluate(_PARTLY_UNDER_JS, [box_class, tile_class])
        widths = grid.evaluate("e => [...e.querySelectorAll('button')].map(b => b.getBoundingClientRect().width)")
        partly = [o for o in partly if o < min(widths) - 1]  # a card wholly under the tile shows nothing
        if partly:
            cut[where] = partly
    shot(phone, "city-tile-no-sliver", whole=False)
    assert not cut, cut
