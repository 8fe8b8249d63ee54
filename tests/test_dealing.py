"""How the suite is dealt over the workers (tests/dealing.py) and timed per module (tests/suite_timing.py).

The scheduler is driven as pytest-xdist's controller drives it (workers register their collection, then
``schedule`` and ``mark_test_complete``), with stand-in workers that record what they are sent: no worker
process starts here.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import dealing
import pytest
import suite_timing


def estimates(**rows: tuple[float, int]) -> dealing.Estimates:
    """Estimates from a table of ``module=(seconds, tests)`` (the module "test_x" stands for tests/test_x.py)."""
    return dealing.Estimates({f"tests/{module}.py": {"seconds": seconds, "tests": tests}
                              for module, (seconds, tests) in rows.items()})


def test_a_tests_estimate_is_its_modules_mean_and_a_new_module_costs_the_median_of_its_kind():
    found = estimates(test_browser_a=(30.0, 3), test_browser_b=(40.0, 2), test_browser_c=(5.0, 1),
                      test_unit=(2.0, 20), test_other=(1.0, 1))
    assert found.test_seconds("tests/test_browser_a.py::test_x") == 10.0
    assert found.test_seconds("tests/test_unit.py::test_y[1]") == 0.1
    assert found.test_seconds("tests/test_browser_new.py::test_z@browser-test_browser_new.py") == 10.0  # of 10, 20, 5
    assert found.test_seconds("tests/test_new.py::test_z@browser-test_new.py") == 10.0  # grouped: a browser test
    assert found.test_seconds("tests/test_new.py::test_z") == pytest.approx(0.55)  # the median of 0.1 and 1.0
    assert found.test_seconds("tests/test_new.py::test_z", browser=True) == 10.0
    assert found.total == 78.0


def test_an_empty_table_still_estimates():
    found = dealing.Estimates({})
    assert found.test_seconds("tests/test_browser_x.py::t") > found.test_seconds("tests/test_x.py::t") > 0


class Item:
    """A stand-in for a collected test: its node id, and the fixtures it uses with their scopes."""

    def __init__(self, nodeid: str, **fixtures: str):
        self.nodeid = nodeid
        self._fixtureinfo = SimpleNamespace(name2fixturedefs={
            name: [SimpleNamespace(scope=scope)] for name, scope in fixtures.items()})

    def __repr__(self) -> str:
        return self.nodeid.split("::")[-1]


def test_tests_sharing_a_module_fixture_are_one_bond_even_through_a_third_test():
    a = Item("tests/m.py::a", survey="module", shared_app_servers="module", app_server="function")
    b = Item("tests/m.py::b", shared_app_servers="module")
    c = Item("tests/m.py::c", other="module")
    d = Item("tests/m.py::d", survey="module", other="module")
    e = Item("tests/m.py::e", playwright_driver="session")
    assert dealing.bonds([a, b, c, d, e]) == [[a, c, d], [b], [e]]


def test_a_long_group_is_split_longest_bond_first_into_chunks_that_keep_its_order():
    found = estimates(test_browser_x=(60.0, 6), test_unit=(40.0, 400))  # 10 s a browser test; limit 25 s
    survey = [Item(f"tests/test_browser_x.py::s{n}", survey="module") for n in range(3)]
    alone = [Item(f"tests/test_browser_x.py::t{n}", shared_app_servers="module") for n in range(3)]
    items = [alone[0], *survey, alone[1], alone[2]]
    chunks = dealing.chunked_groups({"browser-x": items, "browser-y": alone[:1]}, found, share=1 / 4)
    # 60 s over 25 s: 3 chunks. The survey's 30 s first, then each 10 s test where least is dealt so far.
    assert chunks == {"browser-x-1of3": survey, "browser-x-2of3": [alone[0], alone[2]],
                      "browser-x-3of3": [alone[1]], "browser-y": alone[:1]}


def test_a_group_within_its_share_or_without_a_table_stays_whole():
    items = [Item(f"tests/test_browser_x.py::t{n}") for n in range(4)]
    assert dealing.chunked_groups({"g": items}, estimates(test_browser_x=(12.0, 4), test_unit=(88.0, 9))) == \
        {"g": items}  # 12 s of 100 s: within an eighth
    assert dealing.chunked_groups({"g": items}, dealing.Estimates({})) == {"g": items}


def test_the_recorded_table_is_read_and_names_only_modules_that_exist():
    table = dealing.read_table()
    assert table, "tests/module_durations.json is missing: record it (bash scripts/test.sh --record-durations)"
    root = dealing.DURATIONS_FILE.parent.parent
    assert all((root / module).is_file() and row["tests"] >= 1 and row["seconds"] >= 0
               for module, row in table.items())


@pytest.mark.parametrize("text", ['{"modules": {"tests/a.py": {"seconds": 1.0}}}', '{"modules": [1]}',
                                  '{"modules": {"tests/a.py": {"seconds": "x", "tests": 1}}}', "<<<<<<< HEAD"])
def test_a_broken_table_is_an_error_naming_the_file_and_the_fix(tmp_path, text):
    path = tmp_path / "module_durations.json"
    path.write_text(text)
    with pytest.raises(ValueError, match=r"module_durations\.json is not a table of module durations .*"
                                         r"record it again: bash scripts/test.sh --record-durations"):
        dealing.read_table(path)
    assert dealing.read_table(tmp_path / "missing.json") == {}


# --- the scheduler ------------------------------------------------------------------------------------


class Worker:
    """A stand-in xdist worker: the node ids it is sent to run, in order."""

    def __init__(self, name: str, collection: list[str]):
        self.gateway = SimpleNamespace(id=name)
        self.collection = collection
        self.sent: list[str] = []
        self.shutting_down = False

    def send_runtest_some(self, indices: list[int]) -> None:
        self.sent += [self.collection[index] for index in indices]

    def shutdown(self) -> None:
        self.shutting_down = True


def scheduler(found: dealing.Estimates, collection: list[str]):
    pytest.importorskip("xdist")
    config = SimpleNamespace(getvalue=lambda name: {"tx": ["2*popen"]}[name],
                             option=SimpleNamespace(loadscopereorder=True))
    quiet = SimpleNamespace(loadscopesched=lambda *words: None, loadgroupsched=lambda *words: None)
    sched = dealing.longest_first_scheduling(config, quiet, found)
    workers = [Worker("gw0", collection), Worker("gw1", collection)]
    for worker in workers:
        sched.add_node(worker)
        sched.add_node_collection(worker, collection)
    sched.schedule()
    return sched, workers


def run_all(sched, workers: list[Worker]) -> None:
    """Complete every test sent, a worker at a time, as long as work is sent."""
    done = dict.fromkeys(workers, 0)
    while any(done[worker] < len(worker.sent) for worker in workers):
        for worker in workers:
            while done[worker] < len(worker.sent):
                sched.mark_test_complete(worker, worker.collection.index(worker.sent[done[worker]]))
                done[worker] += 1


def test_the_work_is_handed_out_longest_first_not_largest_count_first():
    found = estimates(test_browser_long=(90.0, 1), test_browser_many=(40.0, 4), test_unit=(1.0, 10))
    collection = ([f"tests/test_unit.py::u{n}" for n in range(10)] +
                  [f"tests/test_browser_many.py::m{n}@browser-many" for n in range(4)] +
                  ["tests/test_browser_long.py::t@browser-long"])
    sched, (first, second) = scheduler(found, collection)
    # The 90 s one-test module first (xdist's own order would give it out after the 4-test group), then the
    # 40 s group; a worker holding two tests or fewer gets one more piece of work (xdist's rule).
    assert first.sent == ["tests/test_browser_long.py::t@browser-long", "tests/test_unit.py::u0"]
    assert second.sent == [f"tests/test_browser_many.py::m{n}@browser-many" for n in range(4)]
    run_all(sched, [first, second])
    assert sorted(first.sent + second.sent) == sorted(collection)  # every test, once
    assert sched.tests_finished


# --- the ten slowest modules --------------------------------------------------------------------------


def report(nodeid: str, when: str, duration: float):
    return SimpleNamespace(nodeid=nodeid, when=when, duration=duration)


def test_module_times_sum_every_phase_and_count_each_test_once():
    times = suite_timing.ModuleTimes()
    for nodeid, call in (("tests/a.py::t1@browser-a", 3.0), ("tests/a.py::t2@browser-a", 4.0), ("tests/b.py::u", 0.5)):
        for when, duration in (("setup", 1.0), ("call", call), ("teardown", 0.25)):
            times.add(report(nodeid, when, duration))
    assert times.slowest() == [("tests/a.py", 9.5, 2), ("tests/b.py", 1.75, 1)]
    assert times.slowest(1) == [("tests/a.py", 9.5, 2)]
    assert times.lines()[0].split() == ["9.5", "s", "84.4", "%", "2", "tests", "tests/a.py"]


def test_recording_keeps_the_rows_of_modules_not_run_and_drops_those_of_deleted_modules(tmp_path):
    (tmp_path / "tests").mkdir()
    for name in ("a.py", "kept.py"):
        (tmp_path / "tests" / name).write_text("")
    times = suite_timing.ModuleTimes()
    times.add(report("tests/a.py::t", "setup", 2.0))
    old = {"tests/a.py": {"seconds": 1.0, "tests": 5}, "tests/kept.py": {"seconds": 3.0, "tests": 1},
           "tests/gone.py": {"seconds": 9.0, "tests": 1}}
    table = times.recorded(old, tmp_path)
    assert table == {"tests/a.py": {"seconds": 2.0, "tests": 1}, "tests/kept.py": {"seconds": 3.0, "tests": 1}}
    path = tmp_path / "durations.json"
    suite_timing.write_table(table, path)
    assert dealing.read_table(path) == table
    assert len(path.read_text().splitlines()) == 4  # a line per module between the braces
    assert json.loads(path.read_text()) == {"modules": table}
