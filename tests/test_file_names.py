"""A player's name inside a download's file name (webapp.file_names)."""

from __future__ import annotations

import pytest

from webapp.file_names import MAX_PART_LENGTH, file_name_part

NAMES = {
    "a plain name is kept": ("Ana", "player-1", "Ana"),
    "separators become one hyphen": ("Ana / Bob", "player-1", "Ana-Bob"),
    "dots and separators of a path become one hyphen": ("../../etc/passwd", "player-1", "etc-passwd"),
    "letters of any script are kept": ("Zoë 陈", "player-1", "Zoë-陈"),
    "control and Markdown characters are dropped": ("a\tb\x00c*[x](y)", "p", "a-b-c-x-y"),
    "a name without letters or digits takes the fallback": ("🙂 ...", "player-2", "player-2"),
    "an empty name takes the fallback": ("", "player-3", "player-3"),
}
"""What a name becomes in a file name: (name, fallback, expected part)."""


@pytest.mark.parametrize("case", NAMES)
def test_a_name_becomes_a_safe_file_name_part(case):
    name, fallback, expected = NAMES[case]
    assert file_name_part(name, fallback) == expected


def test_long_names_are_cut_without_a_trailing_hyphen():
    part = file_name_part("a" * (MAX_PART_LENGTH - 1) + " bcd", "p")
    assert len(part) <= MAX_PART_LENGTH
    assert part == "a" * (MAX_PART_LENGTH - 1)
