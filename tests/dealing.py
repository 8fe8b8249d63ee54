"""How the suite is dealt over pytest-xdist's two workers (``-n 2 --dist loadgroup``), from a recorded table.

``module_durations.json`` (next to this file) holds each test module's recorded seconds and number of tests
(``bash scripts/test.sh --record-durations`` writes it again). From it:

- ``estimate(nodeid)``: a test's expected seconds, its module's mean; a module not in the table yet gets the
  median of the recorded browser modules' means or of the others' (a new browser test costs what browser
  tests cost), so a new module is dealt sensibly before anyone records it.
- ``chunked_groups(items)``: the xdist group of each browser test. A browser module is one group (its tests
  share what the module's fixtures start: its app, a page survey), a named ``shared_server(group=...)`` the
  modules of that group; a group expected to take more than ``CHUNK_SHARE`` of the whole suite is split into
  the fewest chunks that each fit, every chunk a group of its own that may run in either worker. Tests bound
  by a module- or class-scoped fixture (other than the module's shared app, which each chunk starts for
  itself: ``shared_server`` tests work on tables of their own) stay in one chunk.
- ``LongestFirstScheduling``: xdist's loadgroup, its work units (a group, or one ungrouped test) handed out
  longest first (LPT) instead of largest count first, so a long one-test browser module does not start last
  and keep one worker busy while the other waits.

No tests here; ``tests/conftest.py`` calls these from its hooks, ``tests/test_dealing.py`` checks them.
"""

from __future__ import annotations

import json
import math
import statistics
from collections import OrderedDict
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

DURATIONS_FILE = Path(__file__).with_name("module_durations.json")
CHUNK_SHARE = 1 / 8
"""A group longer than this share of the suite is split: with two workers each then has at least four such
pieces of work to even out, and each extra chunk of a shared-app module costs one app start (5-20 s)."""
BROWSER_GROUP_PREFIX = "browser-"
SHARED_APP_FIXTURES = frozenset({"shared_app_servers", "group_app_servers"})
"""Fixtures a chunk may start again for itself (an app; the tests sharing it each work on their own table)."""


def module_of(nodeid: str) -> str:
    """The test module's path in a node id ("tests/test_x.py::test_y[p]@group" -> "tests/test_x.py")."""
    return nodeid.split("::", 1)[0]


def is_browser(nodeid: str) -> bool:
    """A browser test: its node id carries a browser group (``@browser-...``), or its module's name says so."""
    return f"@{BROWSER_GROUP_PREFIX}" in nodeid or Path(module_of(nodeid)).name.startswith("test_browser")


def read_table(path: Path = DURATIONS_FILE) -> dict[str, dict[str, float]]:
    """The recorded table: module -> {"seconds": ..., "tests": ...}; empty when the file is missing, an error
    naming the file and the fix when it is not such a table (a merge left half of it, say)."""
    try:
        table = json.loads(path.read_text())["modules"]
        for row in table.values():
            float(row["seconds"]), int(row["tests"])
        return table
    except FileNotFoundError:
        return {}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"{path} is not a table of module durations ({type(error).__name__}: {error}); "
                         "record it again: bash scripts/test.sh --record-durations") from error


class Estimates:
    """Expected seconds per test, from a recorded table (see the module's docstring)."""

    def __init__(self, table: dict[str, dict[str, float]]):
        self.mean = {module: row["seconds"] / max(row["tests"], 1) for module, row in table.items()}
        self.total = sum(row["seconds"] for row in table.values())
        browser = [mean for module, mean in self.mean.items() if is_browser(module)]
        other = [mean for module, mean in self.mean.items() if not is_browser(module)]
        self.default_browser = statistics.median(browser) if browser else 10.0
        self.default_other = statistics.median(other) if other else 0.1

    def test_seconds(self, nodeid: str, browser: bool | None = None) -> float:
        """A test's expected seconds: its module's recorded mean, or the default of its kind (``browser``, or
        else as ``is_browser`` reads the node id)."""
        mean = self.mean.get(module_of(nodeid))
        if mean is not None:
            return mean
        return self.default_browser if (is_browser(nodeid) if browser is None else browser) else self.default_other

    def seconds(self, nodeids: Iterable[str], browser: bool | None = None) -> float:
        """The expected seconds of these tests together."""
        return sum(self.test_seconds(nodeid, browser) for nodeid in nodeids)


@lru_cache(maxsize=1)
def recorded() -> Estimates:
    """The estimates from ``module_durations.json`` (read once per process)."""
    return Estimates(read_table())


def binding_fixtures(item) -> frozenset[str]:
    """The module-, class- or package-scoped fixtures a test uses that a chunk cannot start again for itself
    (a page survey its module's tests all read): tests sharing one stay in one chunk."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return frozenset()
    return frozenset(name for name, definitions in info.name2fixturedefs.items()
                     if definitions and definitions[-1].scope in ("class", "module", "package")
                     and name not in SHARED_APP_FIXTURES)


def bonds(items: list) -> list[list]:
    """The items in bonds that must stay in one worker: tests of one module sharing a binding fixture
    (``binding_fixtures``, also through a third test), or else one test each; in the items' order."""
    found: list[tuple[set, list]] = []  # (the bond's (module, fixture) keys, its items)
    for item in items:
        keys = {(module_of(item.nodeid), name) for name in binding_fixtures(item)}
        joined = [bond for bond in found if keys & bond[0]]
        merged = (keys.union(*(bond[0] for bond in joined)), [test for bond in joined for test in bond[1]] + [item])
        found = [bond for bond in found if bond not in joined] + [merged]
    order = {id(item): index for index, item in enumerate(items)}
    return sorted((sorted(tests, key=lambda item: order[id(item)]) for _, tests in found),
                  key=lambda tests: order[id(tests[0])])


def chunked_groups(groups: dict[str, list], estimates: Estimates, share: float = CHUNK_SHARE) -> dict[str, list]:
    """Each group of browser tests split into the fewest chunks of at most ``share`` of the recorded suite
    (the whole group when it fits, or when nothing is recorded): group name -> its items, a chunk named
    "<group>-<i>of<n>".

    Chunks are made of ``bonds``, dealt longest first to the chunk with the least so far (LPT); each chunk
    keeps the group's order."""
    def cost(tests: list) -> float:
        return estimates.seconds((item.nodeid for item in tests), browser=True)

    out: dict[str, list] = {}
    limit = share * estimates.total
    for name, items in groups.items():
        count = min(len(items), math.ceil(cost(items) / limit)) if limit > 0 else 1
        if count <= 1:
            out[name] = items
            continue
        chunks: list[list] = [[] for _ in range(count)]
        loads = [0.0] * count
        for bond in sorted(bonds(items), key=lambda bond: -cost(bond)):  # stable: ties in the group's order
            emptiest = loads.index(min(loads))
            chunks[emptiest] += bond
            loads[emptiest] += cost(bond)
        order = {id(item): index for index, item in enumerate(items)}
        chunks = [sorted(chunk, key=lambda item: order[id(item)]) for chunk in chunks if chunk]
        for number, chunk in enumerate(chunks, 1):
            out[f"{name}-{number}of{len(chunks)}"] = chunk
    return out


def _load_group_scheduling():
    from xdist.scheduler import LoadGroupScheduling  # only on the controller of an xdist run

    return LoadGroupScheduling


def longest_first_scheduling(config, log, estimates: Estimates | None = None):
    """A ``LongestFirstScheduling`` for this run (``pytest_xdist_make_scheduler``)."""
    base = _load_group_scheduling()

    class LongestFirstScheduling(base):
        """xdist's loadgroup with its work units handed out longest first (by ``Estimates``)."""

        def __init__(self, config, log=None):
            super().__init__(config, log)
            self.estimates = estimates or recorded()
            self._ordered = False

        def _assign_work_unit(self, node) -> None:
            if not self._ordered:  # the queue is built (schedule) or filled again (a worker died): order it
                self.workqueue = OrderedDict(sorted(
                    self.workqueue.items(), key=lambda unit: -self.estimates.seconds(unit[1])))
                self._ordered = True
            super()._assign_work_unit(node)

        def remove_node(self, node):
            self._ordered = False
            return super().remove_node(node)

    return LongestFirstScheduling(config, log)
