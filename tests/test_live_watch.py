"""The server's watcher of the live refresh (webapp.tables.live_watch) and the Streamlit internals it reruns pages with.

The watcher is driven here look by look with a clock of the test's own, a store of versions in a dict
and a rerun that records what it was asked: which page reruns, when, and how often. The browser test
(tests/test_browser_live_refresh.py) shows the same against a real server and real phones.
"""

from __future__ import annotations

import inspect

from streamlit.proto.ClientState_pb2 import ClientState
from streamlit.runtime import Runtime
from streamlit.runtime.app_session import AppSession

from webapp.pad.store import PadStore
from webapp.tables import operations as tables
from webapp.tables import session_rerun
from webapp.tables.live_refresh import GAME, PAD, VersionReader
from webapp.tables.live_watch import Watcher


class Table:
    """A store of version stamps, a clock and the pages asked to rerun."""

    def __init__(self) -> None:
        self.versions: dict[tuple[str, str], str] = {(GAME, "t1"): "v1", (GAME, "t2"): "w1"}
        self.now = 100.0
        self.reads: list[tuple[str, tuple[str, ...]]] = []
        self.asked: list[tuple[str, float]] = []  # (page, when)
        self.busy: set[str] = set()
        self.cut_short: set[str] = set()  # phones whose rerun is cut short (by a tap of their own)
        self.items: dict[str, tuple[str, str]] = {}
        self.kinds: dict[str, str] = {}
        self.gone: set[str] = set()
        self.fail = False
        self.closed: set[str] = set()  # phones whose browser is gone
        self.watcher = Watcher(self.read, self.rerun, lambda page: page not in self.closed, every=0.5,
                               quiet=0.4, at_most=1.0, again=2.0, clock=lambda: self.now, thread=False)

    def read(self, kind: str, ids: list[str]) -> dict[str, str]:
        if self.fail:
            raise OSError("the store is busy")
        self.reads.append((kind, tuple(ids)))
        return {i: self.versions[(kind, i)] for i in ids if (kind, i) in self.versions}

    def rerun(self, page: str, *, when_busy) -> str:
        if page in self.gone:
            return session_rerun.GONE
        if page in self.busy:
            when_busy()
        else:
            self.asked.append((page, self.now))
            if page not in self.cut_short:  # the page reruns and draws the version stored now
                item = self.items[page]
                self.phone(page, item, self.versions.get(item), page=self.kinds[page])
        return session_rerun.ASKED

    def phone(self, name: str, item: tuple[str, str], *known: str | None, page: str = "Scorepad") -> None:
        """A phone whose ``page`` drew (or saved) the versions ``known`` of ``item``."""
        self.items[name], self.kinds[name] = item, page
        self.watcher.watch(name, item, lambda version: version not in known, name, page)

    def looks(self, seconds: float) -> list[str]:
        """Look every 0.5 s for ``seconds``: the pages asked to rerun, in order."""
        before = len(self.asked)
        for _ in range(round(seconds / 0.5)):
            self.now += 0.5
            self.watcher.look()
        return [page for page, _ in self.asked[before:]]


def test_only_the_pages_of_a_changed_table_rerun_and_each_once(monkeypatch):
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.phone("bo", (GAME, "t1"), "v1", "v2")  # Bo saved v2 himself
    table.phone("cy", (GAME, "t2"), "w1")
    assert table.looks(3) == []  # idle: nothing reruns
    table.versions[(GAME, "t1")] = "v2"
    assert table.looks(5) == ["ana"]  # not Bo (his own change), not Cy (another table), Ana once


def test_a_page_reruns_once_the_table_is_quiet_so_the_tapping_phone_goes_first():
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.versions[(GAME, "t1")] = "v2"
    table.now += 0.5
    table.watcher.look()  # the look that first finds v2: the phone that saved it is still drawing
    assert table.asked == []
    assert table.looks(0.5) == ["ana"]  # the next look, 0.5 s later: nothing changed since


def test_one_page_of_a_kind_per_table_reruns_per_look():
    """Four Scorepads rerunning at the same moment would each score the table and draw its pictures, and
    a tap made meanwhile would share the server with all four."""
    table = Table()
    for name in ("ana", "bo", "cy", "di"):
        table.phone(name, (GAME, "t1"), "v1")
    table.phone("eli", (GAME, "t1"), "v1", page="City")
    table.phone("fay", (GAME, "t2"), "w1")
    table.versions[(GAME, "t1")] = "v2"
    table.versions[(GAME, "t2")] = "w2"
    assert sorted(table.looks(1)) == ["ana", "eli", "fay"]  # t1's first Scorepad and its City page, t2's
    assert table.looks(0.5) == ["bo"]  # then one Scorepad a look
    assert table.looks(0.5) == ["cy"]
    assert table.looks(0.5) == ["di"]
    assert table.looks(2) == []


def test_a_burst_of_changes_reruns_a_page_within_the_bound_not_once_per_change():
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    first_seen = table.now + 0.5
    asked = []
    for n in range(2, 8):  # another phone taps without a pause for 3 s: a new version at every look
        table.versions[(GAME, "t1")] = f"v{n}"
        asked += table.looks(0.5)
    assert asked == ["ana", "ana"]  # not one rerun per tap: at most one per at_most and look
    (first, _), (second, _) = [(when, page) for page, when in table.asked]
    assert first - first_seen <= table.watcher.at_most  # after the change was first seen
    assert second - first > table.watcher.at_most


def test_a_busy_page_is_asked_again_at_the_next_look_and_a_closed_one_is_dropped():
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.phone("bo", (GAME, "t1"), "v1")
    table.busy.add("ana")  # Ana's own tap is being run
    table.gone.add("bo")  # Bo closed his browser
    table.versions[(GAME, "t1")] = "v2"
    assert table.looks(1.5) == []
    assert table.watcher.watching() == {"ana": (GAME, "t1")}
    table.busy.clear()
    assert table.looks(0.5) == ["ana"]


def test_a_rerun_that_never_came_is_asked_again_after_a_while_not_at_every_look():
    """The page reran and drew the new version: it watches again (``follow``), and that ends it. A page
    that did not (its run was cut short by a tap of its phone) is asked once more after ``again`` s."""
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.cut_short.add("ana")
    table.versions[(GAME, "t1")] = "v2"
    assert table.looks(1) == ["ana"]
    assert table.looks(1.5) == []
    assert table.looks(1) == ["ana"]
    assert table.asked[1][1] - table.asked[0][1] >= table.watcher.again


def test_a_phone_gone_is_no_longer_watched_nor_its_table_read():
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.phone("cy", (GAME, "t2"), "w1")
    table.closed.add("cy")
    table.looks(0.5)
    assert table.watcher.watching() == {"ana": (GAME, "t1")}
    assert table.reads[-1] == (GAME, ("t1",))


def test_a_deleted_table_is_news_and_a_store_error_skips_a_look():
    table = Table()
    table.phone("ana", (GAME, "t1"), "v1")
    table.fail = True
    del table.versions[(GAME, "t1")]
    assert table.looks(2) == []  # the store cannot be read: no rerun, no thread ended
    table.fail = False
    assert table.looks(1) == ["ana"]  # the page then says the table is gone


def test_one_query_per_kind_of_item_whatever_the_number_of_phones():
    table = Table()
    for n in range(100):
        table.phone(f"phone{n}", (GAME, f"t{n % 2 + 1}"), "v1", "w1")
    table.versions[(PAD, "p1")] = "x1"
    table.phone("pad phone", (PAD, "p1"), "x1")
    table.looks(0.5)
    assert sorted(kind for kind, _ids in table.reads) == [GAME, PAD]
    assert sorted(dict(table.reads)[GAME]) == ["t1", "t2"]


def test_the_version_reader_reads_many_tables_in_one_query(database):
    store = PadStore(database)
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])
    ids = [store.create_game(game) for _ in range(3)]
    reader = VersionReader(store.where)
    assert reader.versions(GAME, [*ids, "gone"]) == {i: store.version(i) for i in ids}
    assert reader.versions(PAD, ids) == {}
    assert reader.connections_opened == 1


def test_streamlits_internals_that_rerun_a_session_from_the_server_are_still_there():
    """webapp.tables.session_rerun depends on these; a Streamlit upgrade that changes them must fail here, loudly
    (the pages would quietly fall back to the 3-second tick, which costs the server 10 ms a look)."""
    loss = ("another phone's change no longer reruns a page at once: pages fall back to the 3-second tick "
            "(webapp/tables/session_rerun.py). See docs/architecture.md, 'Moving to a new Streamlit'.")
    assert callable(getattr(Runtime, "get_app_session", None)) and callable(getattr(Runtime, "exists", None)), (
        f"Streamlit changed Runtime.get_app_session or Runtime.exists: {loss}")
    assert list(inspect.signature(AppSession.request_rerun).parameters) == ["self", "client_state"], (
        f"Streamlit changed AppSession.request_rerun(client_state): {loss}")
    init = inspect.getsource(AppSession.__init__)
    assert "self._event_loop =" in init and "self._scriptrunner" in init, (
        f"Streamlit changed AppSession._event_loop or AppSession._scriptrunner: {loss}")
    rerun_source = inspect.getsource(AppSession.request_rerun)
    for field in ("query_string", "page_script_hash", "context_info"):
        assert field in rerun_source, f"AppSession.request_rerun no longer reads ClientState.{field}: {loss}"
        assert field in ClientState.DESCRIPTOR.fields_by_name, f"ClientState has no field {field}: {loss}"
    assert session_rerun.this_page() is None  # outside a served session: the pages use the tick


def _page_asking_for_its_session() -> None:
    import streamlit as st

    from webapp.tables import session_rerun

    st.text(repr(session_rerun.this_page()))


def test_a_page_under_apptest_has_no_session_to_rerun():
    """AppTest runs a page under a stand-in for Streamlit's runtime (a mock that answers every question): it holds
    no session to rerun, so ``this_page`` says none, as outside a served session, and the page uses the tick."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(_page_asking_for_its_session).run()
    assert not at.exception
    assert [t.value for t in at.text] == ["None"]
