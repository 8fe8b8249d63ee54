"""The browser tests' app groups (tests/conftest.py): modules marked ``shared_server(group=...)`` are one
xdist group, kept together in the run's order, and their shared app is stopped after the group's last test;
a module or group recorded as too long for one piece of work is split into chunks (tests/dealing.py).

Exercised on stand-in test items (a path and markers), so no app or browser starts here.
"""

from __future__ import annotations

from pathlib import Path

import conftest
import dealing
import pytest


class Item:
    """A stand-in for a collected test: its module's path and its markers, as pytest's hooks read them."""

    def __init__(self, module: str, *marks: pytest.MarkDecorator, name: str = "test_it"):
        self.path = Path("tests") / module
        self.nodeid = f"tests/{module}::{name}"
        self.marks = [mark.mark for mark in marks]
        self.config = Config()

    def get_closest_marker(self, name: str):
        return next((mark for mark in reversed(self.marks) if mark.name == name), None)

    def add_marker(self, marker: pytest.MarkDecorator) -> None:
        self.marks.append(marker.mark)

    def group(self) -> str:
        return self.get_closest_marker("xdist_group").args[0]


class Config:
    def __init__(self):
        self.stash = pytest.Stash()


class Server:
    """A stand-in app: counts its stops."""

    def __init__(self):
        self.stops = 0

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        """Stopped for good (its port given back): a stop all the same."""
        self.stop()


BROWSER = pytest.mark.browser
LANGUAGE = pytest.mark.shared_server(group="language")


def collected() -> list[Item]:
    """A run's items as collected (file order): two language modules with another module between them."""
    return [Item("test_a_language.py", BROWSER, LANGUAGE, name="test_1"),
            Item("test_a_language.py", BROWSER, LANGUAGE, name="test_2"),
            Item("test_b.py", BROWSER, pytest.mark.shared_server), Item("test_c_unit.py"),
            Item("test_d_language.py", BROWSER, LANGUAGE)]


@pytest.fixture
def table(monkeypatch):
    """``table(rows)``: the recorded durations the conftest deals by, for this test (module -> seconds, tests)."""
    def use(rows: dict[str, tuple[float, int]]) -> None:
        estimates = dealing.Estimates({f"tests/{module}": {"seconds": seconds, "tests": tests}
                                       for module, (seconds, tests) in rows.items()})
        monkeypatch.setattr(dealing, "recorded", lambda: estimates)
    return use


def test_a_groups_modules_are_one_xdist_group_and_other_modules_one_each(table):
    table({})  # nothing recorded: no group is split
    items = collected()
    conftest.pytest_collection_modifyitems(items)
    groups = [item.group() if item.get_closest_marker("xdist_group") else None for item in items]
    assert groups == ["browser-language"] * 3 + ["browser-test_b.py", None]


def test_a_groups_modules_run_together_where_its_first_module_stands(table):
    table({})
    items = collected()
    a1, a2, b, c, d = items
    conftest.pytest_collection_modifyitems(items)
    assert items == [a1, a2, d, b, c]


def run_teardown(item: Item, nextitem: Item | None) -> None:
    """pytest's teardown of ``item`` through the conftest's hook wrapper (the fixtures' part is a no-op)."""
    wrapper = conftest.pytest_runtest_teardown(item, nextitem)
    next(wrapper)
    with pytest.raises(StopIteration):
        wrapper.send(None)


def test_a_module_recorded_as_a_large_share_of_the_suite_is_split_into_chunks_in_its_order(table):
    # 90 s of a 100 s suite: more than an eighth, so split into ceil(90 / 12.5) = 8 chunks at most, here as
    # many as it has tests (one test is the smallest piece); the language group's 3 s fit in one.
    table({"test_long.py": (90.0, 3), "test_a_language.py": (2.0, 2), "test_d_language.py": (1.0, 1),
           "test_c_unit.py": (7.0, 100)})
    items = [Item("test_long.py", BROWSER, pytest.mark.shared_server, name=f"test_{n}") for n in range(3)]
    items += collected()
    conftest.pytest_collection_modifyitems(items)
    assert [item.group() for item in items[:3]] == [f"browser-test_long.py-{n}of3" for n in (1, 2, 3)]
    assert [item.group() for item in items[3:6]] == ["browser-language"] * 3


def test_a_named_group_recorded_as_too_long_is_split_and_its_chunks_start_its_app_each(table):
    table({"test_a_language.py": (40.0, 2), "test_d_language.py": (40.0, 1), "test_c_unit.py": (20.0, 100)})
    items = collected()
    conftest.pytest_collection_modifyitems(items)
    groups = {item.nodeid: item.group() for item in items if item.get_closest_marker("xdist_group")}
    # 80 s of a 100 s suite: 7 chunks wanted, 3 tests to deal; each test of 20 or 40 s in a chunk of its own.
    assert sorted(groups.values()) == ["browser-language-1of3", "browser-language-2of3", "browser-language-3of3",
                                       "browser-test_b.py"]
    assert [item.path.name for item in items] == ["test_a_language.py"] * 2 + ["test_d_language.py", "test_b.py",
                                                                               "test_c_unit.py"]


def test_the_groups_app_is_stopped_after_its_last_test_only(table):
    table({})
    items = collected()
    conftest.pytest_collection_modifyitems(items)
    config = items[0].config
    for item in items:
        item.config = config
    language, other = Server(), Server()
    config.stash[conftest.GROUP_SERVERS] = {("language", False): language, ("other", False): other}
    for item, nextitem in zip(items, [*items[1:], None], strict=True):
        run_teardown(item, nextitem)
        if item is items[1]:
            assert language.stops == 0  # the next test is of the group: the app keeps running
    assert (language.stops, other.stops) == (1, 0)  # once, after the group's third and last test
