"""A player's name inside a download's file name (webapp.file_names)."""

from __future__ import annotations

from webapp.file_names import MAX_PART_LENGTH, file_name_part


def test_plain_name_is_kept():
    assert file_name_part("Ana", "player-1") == "Ana"


def test_separators_and_dots_become_one_hyphen():
    assert file_name_part("Ana / Bob", "player-1") == "Ana-Bob"
    assert file_name_part("../../etc/passwd", "player-1") == "etc-passwd"


def test_letters_of_any_script_are_kept():
    assert file_name_part("Zoë 陈", "player-1") == "Zoë-陈"


def test_control_and_markdown_characters_are_dropped():
    assert file_name_part("a\tb\x00c*[x](y)", "p") == "a-b-c-x-y"


def test_a_name_without_letters_or_digits_takes_the_fallback():
    assert file_name_part("🙂 ...", "player-2") == "player-2"
    assert file_name_part("", "player-3") == "player-3"


def test_long_names_are_cut_without_a_trailing_hyphen():
    part = file_name_part("a" * (MAX_PART_LENGTH - 1) + " bcd", "p")
    assert len(part) <= MAX_PART_LENGTH
    assert part == "a" * (MAX_PART_LENGTH - 1)
