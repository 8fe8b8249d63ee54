"""The browser tests' app groups (tests/conftest.py): modules marked ``shared_server(group=...)`` are one
xdist group, kept together in the run's order, and their shared app is stopped after the group's last test.

Exercised on stand-in test items (a path and markers), so no app or browser starts here.
"""

from __future__ import annotations

from pathlib import Path

import conftest
import pytest


class Item:
    """A stand-in for a collected test: its module's path and its markers, as pytest's hooks read them."""

    def __init__(self, module: str, *marks: pytest.MarkDecorator):
        self.path = Path("tests") / module
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


BROWSER = pytest.mark.browser
LANGUAGE = pytest.mark.shared_server(group="language")


def collected() -> list[Item]:
    """A run's items as collected (file order): two language modules with another module between them."""
    return [Item("test_a_language.py", BROWSER, LANGUAGE), Item("test_a_language.py", BROWSER, LANGUAGE),
            Item("test_b.py", BROWSER, pytest.mark.shared_server), Item("test_c_unit.py"),
            Item("test_d_language.py", BROWSER, LANGUAGE)]


def test_a_groups_modules_are_one_xdist_group_and_other_modules_one_each():
    items = collected()
    conftest.pytest_collection_modifyitems(items)
    groups = [item.group() if item.get_closest_marker("xdist_group") else None for item in items]
    assert groups == ["browser-language"] * 3 + ["browser-test_b.py", None]


def test_a_groups_modules_run_together_where_its_first_module_stands():
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


def test_the_groups_app_is_stopped_after_its_last_test_only():
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
