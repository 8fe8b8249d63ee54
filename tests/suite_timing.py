"""Where the suite's time goes: seconds summed per test module, the ten slowest printed at the end of a run.

Every phase of every test (set-up, call, tear-down) counts for its module, whichever worker ran it; the
summary is printed by the process that reports (the xdist controller, or the only process). With
``--record-durations`` the sums are written to ``tests/module_durations.json``, the table that
``tests/dealing.py`` deals the next runs by (modules not run keep their row; rows of deleted modules go).

A plugin of hooks, registered by ``tests/conftest.py``; no tests here (``tests/test_dealing.py`` has them).
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from dealing import DURATIONS_FILE, module_of

SLOWEST_SHOWN = 10


class ModuleTimes:
    """Seconds and test counts per module, fed with pytest's reports."""

    def __init__(self):
        self.seconds: dict[str, float] = defaultdict(float)
        self.tests: dict[str, int] = defaultdict(int)

    def add(self, report) -> None:
        module = module_of(report.nodeid)
        self.seconds[module] += report.duration
        if report.when == "setup":  # once per test, whatever its outcome
            self.tests[module] += 1

    def slowest(self, count: int = SLOWEST_SHOWN) -> list[tuple[str, float, int]]:
        """(module, seconds, tests) of the ``count`` slowest modules, slowest first."""
        ranked = sorted(self.seconds.items(), key=lambda row: (-row[1], row[0]))[:count]
        return [(module, seconds, self.tests[module]) for module, seconds in ranked]

    def lines(self, count: int = SLOWEST_SHOWN) -> list[str]:
        """The summary's lines: each slow module's seconds, its share of the suite and its number of tests."""
        total = sum(self.seconds.values()) or 1.0
        return [f"{seconds:8.1f} s {100 * seconds / total:5.1f} %  {tests:4d} tests  {module}"
                for module, seconds, tests in self.slowest(count)]

    def recorded(self, old: dict[str, dict[str, float]], root: Path) -> dict[str, dict[str, float]]:
        """The table with this run's modules written over ``old``'s rows; rows of modules gone are left out."""
        table = {module: row for module, row in old.items() if (root / module).exists()}
        for module, seconds in self.seconds.items():
            table[module] = {"seconds": round(seconds, 2), "tests": self.tests[module]}
        return dict(sorted(table.items()))


def write_table(table: dict[str, dict[str, float]], path: Path = DURATIONS_FILE) -> None:
    """The table as JSON, one module a line (a re-recording then shows as a readable diff)."""
    rows = ",\n".join(f"  {json.dumps(module)}: {json.dumps(row)}" for module, row in table.items())
    path.write_text('{"modules": {\n' + rows + "\n}}\n")


def add_option(parser) -> None:
    """``--record-durations`` (from ``tests/conftest.py``'s ``pytest_addoption``)."""
    parser.addoption("--record-durations", action="store_true", default=False,
                     help="write each module's summed seconds to tests/module_durations.json, the table the "
                          "suite is dealt over the workers by (tests/dealing.py)")


class SuiteTiming:
    """The plugin: sums the reports per module, prints the slowest at the end, records the table if asked."""

    def __init__(self, config):
        self.config = config
        self.times = ModuleTimes()

    def pytest_runtest_logreport(self, report) -> None:
        self.times.add(report)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.times.seconds:
            return
        terminalreporter.write_sep("=", f"{SLOWEST_SHOWN} slowest modules (set-up + call + tear-down, summed)")
        for line in self.times.lines():
            terminalreporter.write_line(line)
        if self.config.getoption("record_durations"):
            old = json.loads(DURATIONS_FILE.read_text())["modules"] if DURATIONS_FILE.exists() else {}
            table = self.times.recorded(old, Path(self.config.rootpath))
            write_table(table)
            terminalreporter.write_line(f"recorded {len(table)} modules in {DURATIONS_FILE}")


def register(config) -> None:
    """Register the plugin in the process that reports (not in an xdist worker, whose reports go to it)."""
    if not hasattr(config, "workerinput"):
        config.pluginmanager.register(SuiteTiming(config), "suite_timing")
