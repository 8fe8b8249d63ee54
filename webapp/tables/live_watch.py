"""One server thread that looks for other phones' changes on behalf of every open game page.

Each open game page (a Streamlit session) is *watched*: which item it shows (a table or a score pad),
how to tell a version it does not know yet (``is_news``, from ``webapp.tables.live_refresh``), and how to
rerun its page (``webapp.tables.session_rerun``). Every ``every`` seconds the thread reads the version stamps
of all watched items, one query per kind of item, and reruns only the pages for which the stamp is
news. An idle phone therefore costs the server nothing at all, where a look from each phone every 3 s
cost it about 10 ms of Streamlit's fragment machinery a time (issue 21).

When a page reruns for another phone's change: once the item has stayed the same for ``quiet``
seconds, so that the phone which made the change is shown its own tap first (its run takes a few
hundred ms, and the other phones' reruns would share the server's cores with it), and a burst of
taps becomes one rerun per phone; but never later than ``at_most`` seconds after the change was
first seen, so that a phone tapping without a pause still shows on the others within 3 s:
``every + at_most`` plus the rerun itself, for the first page of a kind (see below). A session busy with a run of
its own is asked again at the next look (``when_busy``), never interrupted.

One page of a kind showing an item reruns per look, the next one at the next look: the first run
makes the new version's scores and pictures and keeps them for the others (``webapp.report_cache``),
where four Scorepads rerun at the same moment each made them again (one change on four Scorepads:
1.5 s of server CPU all at once, 1.0 s one first; load 7-9); and a tap of any phone then shares the
server with one such run, not four. Four phones on one page of a table are all redrawn within
``3 * every`` of the first.

On PostgreSQL the thread is told instead of reading on a timer: a ``listener`` (``webapp.tables.live_listen``)
hears the database announce every change, from any app process, and a look is made when a watched item is
among them (at most one look per ``every``: a burst of changes is one look), right after the listener
(re)connected (notifications sent while it was away are lost: every watched version is read again), every
``every`` while a change is still being shown or while the listener is down, and else every ``safety``
seconds (``SAFETY_S``; why that often: docs/database.md). On SQLite there is no listener.

What this module does not do: read the store itself (``read_versions``), or know Streamlit.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from webapp import server_log
from webapp.tables.live_listen import RESYNC, Listener

Item = tuple[str, str]  # (kind, id): what a page shows, as ``webapp.tables.live_refresh`` names it
ReadVersions = Callable[[str, list[str]], dict[str, str]]  # kind, ids -> id: version of those that exist
Rerun = Callable[..., str]  # (page, *, when_busy) -> "gone" | "asked", as ``webapp.tables.session_rerun.rerun``

SAFETY_S = 5.0
"""With a listener, every watched version is still read this often (seconds): see the module docstring."""
_LOG = logging.getLogger(f"{server_log.LOGGER}.live_watch")  # the app's log, configured once (webapp.server_log)
_NOTHING = object()  # no rerun asked yet (a version may be None: the item was deleted)


@dataclass(eq=False)
class _Watch:
    """One session's page: what it shows, and where its rerun stands."""

    item: Item
    is_news: Callable[[str | None], bool]
    page: Any  # handed to ``rerun`` as it is
    kind: str  # which page it is: the first page of a kind to rerun for a version goes alone
    news_since: float | None = None  # when a look first found a version this page does not know
    asked: object = field(default=_NOTHING)  # the version a rerun was asked for, and when
    asked_at: float = 0.0
    tried: object = field(default=_NOTHING)  # the version a rerun was last asked for, busy or not


class Watcher:
    """The thread and the pages it watches (see the module docstring). Safe to call from any thread."""

    def __init__(self, read_versions: ReadVersions, rerun: Rerun, alive: Callable[[Any], bool] = lambda page: True,
                 *, every: float = 0.3, quiet: float = 0.25,
                 at_most: float = 1.0, again: float = 1.0, clock: Callable[[], float] = time.monotonic,
                 thread: bool = True, listener: Listener | None = None, safety: float = SAFETY_S):
        """``alive(page)``: whether the session of a page is still connected (one that is not is dropped at the
        next look, and its table no longer read). ``again``: a rerun asked for whose page did not watch
        again since (its run was cut short by a tap of its phone) is asked once more after that many
        seconds; asking a session busy with a run does nothing but ask at the next look. The thread
        starts at the first ``watch``; without ``thread`` (the tests) there is none, and ``look`` is
        called by hand, with a ``clock`` of the caller's. ``listener`` (PostgreSQL, ``webapp.tables.live_listen``):
        looks are made when it hears of a change of a watched item, after a (re)connection, while a change is
        being shown (at the pace of ``every``), while it is down (likewise), and else every ``safety``
        seconds; without one, every ``every`` seconds."""
        self.read_versions, self.rerun, self.alive = read_versions, rerun, alive
        self.every, self.quiet, self.at_most, self.again, self.clock = every, quiet, at_most, again, clock
        self.listener, self.safety = listener, safety
        self._pending = False  # the last look found news not yet shown, or failed: look again after ``every``
        self.reasons: Counter[str] = Counter()
        """Looks made, by why (``start``, ``poll``, ``notice``, ``resync``, ``pending``, ``safety``): tests and benchmarks."""
        self.first_seen_by: dict[Item, str] = {}
        """Item -> why the look that first saw its current version was made (tests prove which path saw a change)."""
        self._watches: dict[str, _Watch] = {}
        self._seen: dict[Item, tuple[str | None, float]] = {}  # item -> its version, seen since when
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._threaded = thread
        self.looks = 0
        """Looks made so far (each one query per kind of item watched)."""

    def watch(self, session_id: str, item: Item, is_news: Callable[[str | None], bool], page: Any,
              kind: str = "") -> None:
        """Watch ``item`` for the page of ``session_id`` (replacing what that session watched before);
        ``kind``: which page it is (pages of one kind share what their runs make)."""
        with self._lock:
            self._watches[session_id] = _Watch(item, is_news, page, kind)
            if self._thread is None and self._threaded:
                server_log.configure()  # the thread logs a bad look; a page may start it before the frame ran
                self._thread = threading.Thread(target=self._run, name="live-refresh-watcher", daemon=True)
                self._thread.start()
        self._wake.set()

    def drop(self, session_id: str, watch: _Watch | None = None) -> None:
        """Stop watching for ``session_id`` (its page shows no table now); with ``watch``, only that one."""
        with self._lock:
            if watch is None or self._watches.get(session_id) is watch:
                self._watches.pop(session_id, None)

    def watching(self) -> dict[str, Item]:
        """Session id -> the item watched for it."""
        with self._lock:
            return {session_id: watch.item for session_id, watch in self._watches.items()}

    def look(self, reason: str = "poll") -> list[str]:
        """One look at the store for every watched page: the sessions asked to rerun, in no order.
        ``reason``: why it is made (counted in ``reasons``)."""
        now = self.clock()
        self.reasons[reason] += 1
        with self._lock:
            watches = list(self._watches.items())
        for session_id, watch in [(s, w) for s, w in watches if not self.alive(w.page)]:
            self.drop(session_id, watch)
            watches.remove((session_id, watch))
        versions = self._versions({watch.item for _, watch in watches})
        if versions is None:  # the store is busy or gone for a moment: look again next time
            self._pending = True
            return []
        self.looks += 1
        for item, version in versions.items():
            seen = self._seen.get(item)
            if seen is None or seen[0] != version:
                if seen is not None:
                    self.first_seen_by[item] = reason
                self._seen[item] = (version, now)
        for item in set(self._seen) - set(versions):
            del self._seen[item]
            self.first_seen_by.pop(item, None)
        asked, started = [], set()  # started: (item, page kind) of which a page was asked to rerun in this look
        self._pending = False
        for session_id, watch in watches:
            version = versions[watch.item]
            if not watch.is_news(version):
                watch.news_since = None
                continue
            self._pending = True  # until its page has drawn it: the next look comes after ``every``
            if watch.asked == version and now - watch.asked_at < self.again:
                continue  # its rerun is under way
            if watch.news_since is None:
                watch.news_since = now
            if now - self._seen[watch.item][1] < self.quiet and now - watch.news_since < self.at_most:
                continue  # the item is still changing: the phone changing it goes first
            if watch.tried != version:  # a first try (a page found busy is tried again without waiting its turn)
                if (watch.item, watch.kind) in started:
                    continue  # one page of a kind per item and look (see the module docstring)
                started.add((watch.item, watch.kind))
            # Marked before asking: a busy session unmarks it (``when_busy``), maybe before ``rerun`` returns.
            watch.asked, watch.asked_at, watch.news_since, watch.tried = version, now, None, version
            if self.rerun(watch.page, when_busy=lambda watch=watch: setattr(watch, "asked", _NOTHING)) == "gone":
                self.drop(session_id, watch)
            else:
                asked.append(session_id)
        return asked

    def _versions(self, items: Iterable[Item]) -> dict[Item, str | None] | None:
        by_kind: dict[str, list[str]] = {}
        for kind, item_id in items:
            by_kind.setdefault(kind, []).append(item_id)
        versions: dict[Item, str | None] = {}
        try:
            for kind, ids in by_kind.items():
                found = self.read_versions(kind, ids)
                versions.update({(kind, item_id): found.get(item_id) for item_id in ids})  # None: deleted
        except Exception:  # noqa: BLE001 - the thread must outlive a bad moment of the store
            _LOG.warning("live refresh: the store could not be read", exc_info=True)
            return None
        return versions

    def _run(self) -> None:
        reason = "start"
        while True:
            with self._lock:
                idle = not self._watches
            if idle:  # no page to watch: stop listening and sleep until one comes
                if self.listener is not None:
                    self.listener.close()
                self._wake.wait()
                self._wake.clear()
                reason = "start"
                continue
            try:
                self.look(reason)
            except Exception:  # noqa: BLE001 - one bad look must not end the refresh of every phone
                _LOG.exception("live refresh: a look failed")
                self._pending = True
            try:
                reason = self._pause()
            except Exception:  # noqa: BLE001 - nor one bad moment of the listener
                _LOG.exception("live refresh: waiting for the next look failed")
                time.sleep(self.every)
                reason = "poll"

    def _pause(self) -> str:
        """Wait until the next look is due (see ``__init__``); returns why it is made."""
        if self.listener is None:
            time.sleep(self.every)
            return "poll"
        start = self.clock()
        due, safe = start + self.every, start + self.safety  # at most one look per ``every``: a burst is one look
        reason = "pending" if self._pending else None
        while True:
            now = self.clock()
            hurried = reason is not None or not self.listener.listening
            if hurried and now >= due:
                return reason or "poll"
            if now >= safe:
                return "safety"
            heard = self.listener.wait((due if hurried else safe) - now)
            if heard is None:  # down: the stamps are read at the pace of ``every`` until it is back
                continue
            if RESYNC in heard:  # notifications may have been lost while it was away: read everything now
                return "resync"
            if reason is None and self._concerns(heard):
                reason = "notice"

    def _concerns(self, heard: set[Item]) -> bool:
        """Whether a watched item is among those heard of (an id "" is any item of its kind)."""
        with self._lock:
            items = {watch.item for watch in self._watches.values()}
        kinds = {kind for kind, item_id in heard if not item_id}
        return bool(heard & items) or any(kind in kinds for kind, _ in items)
