"""Helpers for AppTest tests that care where an element stands on the page (a message next to its field)."""

from __future__ import annotations

from collections.abc import Iterator

from streamlit.testing.v1 import AppTest


def in_page_order(at: AppTest) -> list:
    """Every element of the page's main area, top to bottom (containers flattened, in drawing order)."""

    def walk(node) -> Iterator:
        children = getattr(node, "children", None)
        if isinstance(children, dict):
            for index in sorted(children):
                yield from walk(children[index])
        else:
            yield node

    return list(walk(at.main))


def element_after(at: AppTest, key: str):
    """The element drawn right after the widget with this key (what the user sees just under it)."""
    elements = in_page_order(at)
    for index, element in enumerate(elements):
        if getattr(element, "key", None) == key:
            return elements[index + 1] if index + 1 < len(elements) else None
    raise AssertionError(f"no widget with key {key!r} on the page")


def is_error(element) -> bool:
    """True for an ``st.error`` box."""
    return getattr(element, "type", None) == "error" or type(element).__name__ == "Error"
