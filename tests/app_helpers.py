"""Shared helpers for the AppTest page tests: open a page with a game in the URL, enter a city by widgets.

Paths are relative to this file (``AppTest.from_file`` resolves them from the calling file). Tests set
``SANTA_MONICA_DB`` and ``SANTA_MONICA_DATA_DIR`` to a temporary folder before using these.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from streamlit.testing.v1 import AppTest

from card_db.catalogue import Catalogue
from scorer.model.game import People, PlayerCity
from scorer.scoring.placement import legal_slots
from webapp.city.editor import MANY, MANY_FROM, choice_of
from webapp.database import Clock, utc_now
from webapp.markdown_text import WORD_JOINER
from webapp.tables import operations as tables
from webapp.tables.store import GameStore, default_database

HOME = Path(__file__).parent.parent / "streamlit_app.py"
CITY = "pages/1_City.py"
SCOREPAD = "pages/2_Scorepad.py"
CATALOGUE = "pages/3_Catalogue.py"
TIMEOUT = 60  # shared 2-core machines: a slow rerun must not fail a test


_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def store(clock: Clock = utc_now) -> GameStore:
    """The game store the app under test uses (``SANTA_MONICA_DB``, set by the ``temp_data`` fixture, or the
    database URL ``app_database`` sets); what it writes is dated by ``clock`` (``ticking_clock`` for a test
    that reads dates)."""
    return GameStore(default_database(), clock=clock)


def ticking_clock(start: datetime) -> Clock:
    """A clock that reads ``start``, then one millisecond later at each call: the dates a test writes are
    the same at any hour, and every write still gets a new version stamp."""
    ticks = itertools.count()
    return lambda: start + timedelta(milliseconds=next(ticks))


def shown(markdown: str) -> str:
    """What a reader sees of Markdown whose text was escaped (``webapp.markdown_text``): every
    backslash escape of an ASCII punctuation character read back as that character, as CommonMark does,
    and the invisible word joiners left out.

    AppTest gives an element's Markdown source; tests compare the words a player reads."""
    return _ESCAPED.sub(r"\1", markdown).replace(WORD_JOINER, "")


def open_page(page: str | None = None, game_id: str | None = None, language: str | None = None) -> AppTest:
    """Run ``page`` (a path under pages/; Home when none) with ``?game=ID`` and ``?lang=`` if given, as a phone
    opening a link to it does: its first run is that page's. The page is found by its file name before any
    run (the app's pages keep the URL paths Streamlit derives from their files), so no Home run comes first;
    one did, and cost the AppTest tests about a tenth of their CPU (docs/benchmarks.md, tenth session)."""
    at = AppTest.from_file(str(HOME), default_timeout=TIMEOUT)
    if language is not None:
        at.query_params["lang"] = language
    if game_id is not None:
        at.query_params["game"] = game_id
    if page is not None:
        at.switch_page(page)
    return at.run()


def open_catalogue(view: str | None = None) -> AppTest:
    """The Catalogue page, clean, on ``view`` when given (a ``cat_view`` choice: "cards", "add_card",
    "add_tile", "files")."""
    at = open_page(CATALOGUE)
    assert_clean(at)
    if view is not None:
        at.pills(key="cat_view").set_value(view).run()
        assert_clean(at)
    return at


def run_on_a_restarted_server(at: AppTest, sent=None) -> None:
    """The next run of a phone that kept the page open across a server restart: the request carries
    what its screen shows (AppTest's element tree gives the widget values, as a browser sends them;
    ``sent``, a ``WidgetStates``, instead when given) and its URL, but the server's session is a new,
    empty one, made as AppTest makes its first."""
    from streamlit.runtime.fragment import MemoryFragmentStorage
    from streamlit.runtime.state.safe_session_state import SafeSessionState
    from streamlit.runtime.state.session_state import SessionState
    from streamlit.testing.v1.app_test import TESTING_KEY, _AppTestSessionState

    if sent is None:
        sent = at._tree.get_widget_states()  # read from the old session, before it goes
    fresh = SessionState()
    fresh[TESTING_KEY] = {}
    at._session_state = SafeSessionState(fresh, lambda: None)
    at.session_state = _AppTestSessionState(at._session_state)
    at._fragment_storage = MemoryFragmentStorage()
    at._run(sent)


def assert_clean(at: AppTest) -> None:
    """No traceback and no error box on the page."""
    assert not at.exception, [e.message for e in at.exception]
    assert not at.error, [e.value for e in at.error]


def placement_order(city: PlayerCity, catalogue: Catalogue) -> list:
    """The city's cells in an order where each card goes to a slot the rules offer at that moment."""
    return _legal_order(city, catalogue, list(city.cells))


def reading_order(city: PlayerCity, catalogue: Catalogue) -> list:
    """The city's cells in the order a player reads them off the table for the City page.

    Row by row, beach then street, each outward from the starting tile as the page places them
    (``scorer.scoring.placement.next_square``): the cards right of the tile left to right, then those left of it
    right to left. A card the rules do not allow yet (a gap bridged from the other row) waits until
    they do: the player skips it and comes back to it."""
    wanted = [c for row in ("beach", "street")
              for c in sorted((c for c in city.cells if c.row == row and c.column > 0), key=lambda c: c.column)
              + sorted((c for c in city.cells if c.row == row and c.column < 0), key=lambda c: -c.column)]
    return _legal_order(city, catalogue, wanted)


def _legal_order(city: PlayerCity, catalogue: Catalogue, wanted: list) -> list:
    """``wanted`` reordered as little as the rules need: each time, the first cell whose slot the rules
    offer in the city placed so far."""
    placed: list = []
    while wanted:
        partial = city.model_copy(update={"cells": tuple(placed)})
        for cell in wanted:
            if (cell.row, cell.column) in legal_slots(partial, catalogue, catalogue.card(cell.card)):
                placed.append(cell)
                wanted.remove(cell)
                break
        else:
            raise AssertionError(f"no legal order for the remaining cells {wanted}")
    return placed


def stepper_taps(old: int, new: int) -> int:
    """Taps to change a number box: one "+"/"-" press per step, or 2 (tap the box, type, tap Done) if fewer."""
    return min(abs(new - old), 2)


def choice_taps(old: int, new: int) -> int:
    """Taps to set a count of people (``webapp.city.editor.people_steppers``): one on its choice 0 to 6+,
    then, above 6, the stepper under it (``stepper_taps`` from 6); none when it already shows ``new``."""
    if old == new:
        return 0
    return (choice_of(old) != choice_of(new)) + (stepper_taps(max(old, MANY_FROM), new) if new > MANY_FROM else 0)


def set_people(at: AppTest, key: str, count: int, *, run: bool = True) -> None:
    """Set a count of people as a player does: tap its choice ("6+" from 6), above 6 its stepper too.

    Without ``run`` a count up to 6 is only chosen (the caller runs the page once for several)."""
    at.segmented_control(key=key).set_value(choice_of(count))
    if run or count > MANY_FROM:
        at.run()
    if count > MANY_FROM:
        at.number_input(key=f"{key}-many").set_value(count).run()


def people_shown(at: AppTest, key: str) -> int:
    """The count of people a phone shows for ``key``: its choice, or the stepper under "6+"."""
    choice = at.segmented_control(key=key).value
    return int(at.number_input(key=f"{key}-many").value) if choice == MANY else int(choice)


def enter_city(at: AppTest, game_id: str, seat: int, city: PlayerCity, catalogue: Catalogue) -> Counter:
    """Enter ``city`` on the City page through its widgets, as a player would; returns the taps used by kind.

    Cards in ``reading_order``. Taps: one to pick each card (the searchable select: typing part of the
    name is not counted); the page places it at once at the next square of its row, and one tap on
    "Move it" sends it to its square when that is another one (checked against the store, not assumed).
    The placed card's editor is then open, so its people and footprint follow at once: one per stepper
    count of people (its choice 0 to 6+, see ``choice_taps``), one per footprint box; one tap on the starting tile's square to open its halves
    when they change; the sand dollar box; choosing the player is one tap when another player is showing."""
    taps: Counter = Counter()
    if at.radio(key="city_player").value != city.name:
        at.radio(key="city_player").set_value(city.name).run()
        taps["choose the player"] += 1
    assert_clean(at)
    for cell in reading_order(city, catalogue):
        at.selectbox(key=f"pick-{game_id}").set_value(cell.card).run()
        assert_clean(at)
        taps["pick a card"] += 1
        prefix = f"cell-{game_id}-{seat}-{cell.card}"
        where = tables.cell_of(store().get(game_id).game.players[seat], cell.card)
        if (where.row, where.column) != (cell.row, cell.column):
            at.button(key=f"{prefix}-move-{cell.row}-{cell.column}").click().run()
            assert_clean(at)
            taps["move it"] += 1
        changed = False
        for kind in ("locals", "tourists", "vips"):
            count = getattr(cell.people, kind)
            if count:
                set_people(at, f"{prefix}-{kind}", count, run=False)
                taps["people choices on cards"] += choice_taps(0, count)
                changed = True
        if cell.footprint:
            at.checkbox(key=f"{prefix}-fp").check()
            taps["footprint boxes"] += 1
            changed = True
        if changed:
            at.run()
            assert_clean(at)
    start_keys = [(f"start-{game_id}-{seat}-{half}-{kind}", getattr(people, kind))
                  for half, people in (("beach", city.start_beach), ("street", city.start_street))
                  for kind in ("locals", "tourists", "vips")]
    at.button(key=f"city-cell-{game_id}-{seat}-start").click().run()  # its square opens its two halves
    changed = False
    for key, new in start_keys:
        old = people_shown(at, key)  # the starting tile's VIPs are pre-set on its street half
        if new != old:
            set_people(at, key, new, run=False)
            taps["starting tile choices"] += choice_taps(old, new)
            changed = True
    if changed:
        taps["open the starting tile"] += 1
    if city.sand_dollars:
        at.number_input(key=f"sd-{game_id}-{seat}").set_value(city.sand_dollars)
        taps["sand dollar box"] += stepper_taps(0, city.sand_dollars)
        changed = True
    if changed:
        at.run()
        assert_clean(at)
    return taps


def ring_table(played_on: str = ""):
    """Orange. Ann (Harbor Office): Yoga Lawn (1-tourist ring worth 3) at street 1, and a tourist and
    her VIP left on the street half of her tile, one step from the ring. Bob (Lighthouse): his VIP only."""
    game = tables.new_table("orange", [("Ann", "sample-harbor-office"), ("Bob", "sample-lighthouse")],
                            start_vips=[1, 1], played_on=played_on)
    game = tables.place_card(game, "Ann", "sample-yoga-lawn", "street", 1)
    return tables.set_start_people(game, "Ann", "street", People(tourists=1, vips=1))


def scorepad_rows(at: AppTest) -> dict[str, list[str]]:
    """The scorepad markdown table as {line label: [cell per player]} (plus the header row under "Line")."""
    (table,) = [m.value for m in at.markdown if m.value.startswith("| Line |")]
    rows = {}
    for line in table.splitlines():
        cells = [c.strip().strip("*") for c in line.strip("|").split("|")]
        if cells[0] and not set(cells[0]) <= {":", "-"}:
            rows[cells[0]] = cells[1:]
    return rows
