"""The strict JSON reader, the format's size bounds and the text rules shared by every file and form."""

from __future__ import annotations

import json

import pytest

from card_db.bounds import bound_problems
from card_db.models import FeatureCard
from card_db.strict_json import MAX_FILE_BYTES, JsonFileError, capped, read_json
from card_db.text import clean_name, name_key, normalise_name, refuse_controls, visible
from scorer.model.game import MAX_CELLS, FinishedGame


def problems_of(data: bytes) -> list[str]:
    with pytest.raises(JsonFileError) as caught:
        read_json(data, what="a game file", pick="pick the game file", empty_hint="write a game")
    return list(caught.value.problems)


# --- reading ----------------------------------------------------------------------------------


def test_plain_json_is_read_with_its_text():
    document = read_json(b'{"a": [1, -2, 0.5, true, null, "x"]}', what="w", pick="p", empty_hint="e")
    assert document.value == {"a": [1, -2, 0.5, True, None, "x"]}
    assert document.text == '{"a": [1, -2, 0.5, true, null, "x"]}'


def test_a_repeated_key_is_refused_naming_the_key_and_its_path():
    (line,) = problems_of(b'{"players": [{"name": "A", "sand_dollars": 5, "sand_dollars": 99}]}')
    assert line.startswith('players[0].sand_dollars: the key "sand_dollars" is written more than once')
    assert "keep one" in line


def test_repeated_keys_in_several_objects_are_each_named_in_file_order():
    lines = problems_of(b'{"a": {"x": 1, "x": 2}, "b": [{"y": 1, "y": 1}], "c": {"z": 1, "z": 2}}')
    assert [line.split(":")[0] for line in lines] == ["a.x", "b[0].y", "c.z"]


def test_a_problem_inside_a_value_that_a_repeated_key_replaced_is_still_reported_by_the_repeat():
    (line,) = problems_of(b'{"a": {"x": 1e400}, "a": 3}')
    assert line.startswith('a: the key "a" is written more than once')


def test_a_number_of_five_thousand_digits_is_a_message_not_a_value_error():
    (line,) = problems_of(b'{"sand_dollars": 1' + b"0" * 5_000 + b"}")
    assert line == ("sand_dollars: the number 100000000000... has 5,001 digits; numbers here have at most 15: "
                    "write the real value")


def test_fifteen_digits_are_read_and_sixteen_are_not():
    assert read_json(b"[999999999999999, -999999999999999]", what="w", pick="p", empty_hint="e").value == [
        999999999999999, -999999999999999]
    (line,) = problems_of(b"[1, 1000000000000000]")
    assert line.startswith("[1]: the number 100000000000... has 16 digits")


@pytest.mark.parametrize("constant", [b"NaN", b"Infinity", b"-Infinity"])
def test_nan_and_infinity_are_refused(constant):
    (line,) = problems_of(b'{"points": ' + constant + b"}")
    assert line == f"points: {constant.decode()} is not a number JSON allows: write a number such as 0"


def test_a_float_too_large_to_read_is_refused():
    (line,) = problems_of(b'{"x": 1e400}')
    assert line.startswith("x: the number 1e400... is too long or too large")


def test_a_file_over_two_megabytes_is_refused_stating_the_limit():
    data = b'{"notes": "' + b"x" * MAX_FILE_BYTES + b'"}'
    (line,) = problems_of(data)
    assert line == ("the file is larger than 2 MB (2,000,000 bytes), the most that is read here; a game file is "
                    "far smaller: pick the game file")


def test_a_file_of_exactly_the_limit_is_read():
    data = b'"' + b"x" * (MAX_FILE_BYTES - 2) + b'"'
    assert len(read_json(data, what="w", pick="p", empty_hint="e").value) == MAX_FILE_BYTES - 2


def test_many_problems_stop_at_fifty_and_say_how_many_more():
    data = json.dumps([{"k": 1}] * 3).replace('{"k": 1}', '{"k": 1, "k": 2}').encode()
    assert len(problems_of(data)) == 3
    many = ("[" + ",".join(["1" * 20] * 120) + "]").encode()
    lines = problems_of(many)
    assert len(lines) == 51 and lines[0].startswith("[0]: the number")
    assert lines[-1] == "... and 70 more problems: fix these first, then read the file again to see the rest"


def test_capped_counts_what_was_not_written_out():
    assert capped(["a", "b"]) == ["a", "b"]
    assert capped(["a", "b"], total=52, limit=2)[-1].startswith("... and 50 more problems")
    assert capped(["a", "b", "c"], limit=2)[-1].startswith("... and 1 more problem:")


def test_a_key_with_control_characters_is_named_visibly():
    (line,) = problems_of(b'{"a\\u001bb": 1, "a\\u001bb": 2}')
    assert "\x1b" not in line and 'the key "a\\u001bb"' in line


# --- bounds -----------------------------------------------------------------------------------


def test_a_list_longer_than_the_format_allows_is_one_line_and_nothing_below_is_walked():
    city = {"name": "A", "starting_tile": "t", "cells": [{}] * (MAX_CELLS + 1)}
    problems = bound_problems({"objective": "blue", "players": [city]}, FinishedGame)
    assert problems == [(f"players[0].cells: the list holds {MAX_CELLS + 1} items; at most {MAX_CELLS} are "
                         f"allowed here: remove the extra ones")]


def test_an_object_with_more_keys_than_its_model_has_fields_is_one_line():
    cell = {f"k{i}": 0 for i in range(10)}
    problems = bound_problems({"players": [{"cells": [cell]}]}, FinishedGame)
    assert problems == [("players[0].cells[0]: the object has 10 keys, but only 5 fields exist here (row, column, "
                         "card, people, footprint): remove the unknown keys")]


def test_bounds_follow_the_kind_of_a_union_member():
    ring = {"kind": "ring", "locals": 1, "points": 1, **{f"x{i}": 0 for i in range(5)}}
    card = {"id": "c", "name": "C", "row": "beach", "scoring": [ring], "tags": ["local"] * 7}
    assert bound_problems(card, FeatureCard) == [
        "tags: the list holds 7 items; at most 6 are allowed here: remove the extra ones",
        ("scoring[0]: the object has 8 keys, but only 6 fields exist here (kind, locals, tourists, vips, any, "
         "points): remove the unknown keys"),
    ]


def test_a_file_within_the_bounds_has_no_bound_problem():
    assert bound_problems({"objective": "blue", "players": [{"cells": [{}] * MAX_CELLS}]}, FinishedGame) == []


# --- text ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "stored"), [
    ("  Ana  ", "Ana"),
    ("Ana\u200b", "Ana"),                # zero-width space
    ("\ufeffAna", "Ana"),                # byte order mark
    ("A\u200dna\u2060", "Ana"),          # zero-width joiner, word joiner
    ("Jose\u0301", "Jos\u00e9"),         # a combining accent composed (NFC)
    ("Jos\u200be\u0301", "Jos\u00e9"),   # a zero-width space between a letter and its accent
    ("\u202eAna", "Ana"),                # a right-to-left override
])
def test_names_are_normalised(typed, stored):
    assert normalise_name(typed) == stored


@pytest.mark.parametrize("emoji", [
    "\U0001F468\u200d\U0001F469\u200d\U0001F467",  # a family: pictographs joined by U+200D
    "\U0001F3F3\ufe0f\u200d\U0001F308",  # the rainbow flag: a variation selector before the joiner
    "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",  # Scotland's flag: tag characters
])
def test_an_emoji_keeps_the_joiners_and_tags_that_draw_it(emoji):
    assert normalise_name(f"Ana {emoji}") == f"Ana {emoji}"
    assert normalise_name(f"Ana\u200d{emoji}\u200b") == f"Ana{emoji}"  # a joiner after a letter is invisible


def test_names_that_look_the_same_have_one_key():
    assert name_key("José") == name_key("Jose\u0301") == name_key("JOSÉ")
    assert name_key("Ana") == name_key("Ana\u200b") == name_key(" ana ")
    assert name_key("Ana") != name_key("Anna")


def test_a_name_empty_once_invisible_characters_are_gone_is_refused():
    with pytest.raises(ValueError, match="the name is empty once spaces and invisible characters are removed"):
        clean_name("\u200b \u200d")


@pytest.mark.parametrize("text", ["A\x1b[31m", "A\nB", "A\tB", "A\x7f", "A\x9bB", "A\x00"])
def test_control_characters_are_refused_and_named(text):
    with pytest.raises(ValueError, match=r"control character\(s\) U\+00"):
        refuse_controls(text)
    with pytest.raises(ValueError):
        clean_name(text)


def test_visible_escapes_controls_and_bidi_overrides_and_keeps_layout_line_feeds():
    assert visible("a\x1b[0m\x9b\u202e\tb\nc") == "a\\u001b[0m\\u009b\\u202e\\tb\\nc"
    assert visible("a\x1b\nb\r\nc\rd", layout=True) == "a\\u001b\nb\r\nc\\rd"
    assert json.loads(visible(json.dumps({"n": "a\x9b\u202e"}, ensure_ascii=False), layout=True)) == {
        "n": "a\x9b\u202e"}
