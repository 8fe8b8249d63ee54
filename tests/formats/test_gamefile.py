"""Game files: errors name the file, the JSON path, the player and the card; dump_game round-trips."""

from __future__ import annotations

import json

import pytest

from card_db.generated import generated_cards, generated_starting_tiles
from scorer.formats.gamefile import GameFileError, dump_game, game_schema, load_game, load_game_bytes
from scorer.generated import generated_finished_game
from scorer.model.game import FinishedGame

GOOD = {
    "objective": "blue",
    "players": [
        {"name": "Alice", "starting_tile": "t1", "cells": [{"row": "beach", "column": -1, "card": "b1"}]},
        {"name": "Bob", "starting_tile": "t2", "cells": [{"row": "street", "column": 1, "card": "s1"}]},
    ],
}


def errors_of(data: bytes | dict, source: str = "game.json") -> list[str]:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    with pytest.raises(GameFileError) as caught:
        load_game_bytes(raw, source)
    message = str(caught.value)
    assert "https://" not in message and "pydantic" not in message
    lines = message.splitlines()
    assert all(line.startswith(f"{source}: ") for line in lines)
    return lines


def edited(path: str, value) -> dict:
    """GOOD with one field replaced; ``path`` like "players.1.cells.0.people"."""
    data = json.loads(json.dumps(GOOD))
    *parents, last = path.split(".")
    here = data
    for step in parents:
        here = here[int(step)] if step.isdigit() else here[step]
    here[int(last) if last.isdigit() else last] = value
    return data


def test_a_good_file_loads(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    game = load_game(path)
    assert [p.name for p in game.players] == ["Alice", "Bob"]
    assert game.players[1].cells[0].card == "s1"


def test_bad_json_gives_line_and_column():
    (line,) = errors_of(b'{\n  "objective": "blue"\n  "players": []\n}')
    assert line.startswith("game.json: line 3, column 3: invalid JSON")
    assert "comma" in line


def test_trailing_comma_says_how_to_fix():
    (line,) = errors_of(b'{"objective": "blue",}')
    assert "line 1, column 22" in line and "no comma after it" in line


def test_an_empty_file():
    (line,) = errors_of(b"  \n", "empty.json")
    assert line == "empty.json: the file is empty: a game file is a JSON object with 'objective' and 'players'"


def test_not_utf8():
    (line,) = errors_of(b'{"objective": "\xff"}')
    assert "not UTF-8" in line and "save the file as UTF-8" in line


def test_a_byte_order_mark_is_fine():
    assert load_game_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode(), "bom.json").objective == "blue"


def test_missing_field_names_the_path_and_player():
    data = edited("players.1.cells.0", {"row": "street", "column": 1})
    (line,) = errors_of(data)
    assert line == ("game.json: players[1].cells[0].card (player 'Bob'), the cell in the street row, column 1: "
                    "required field is missing: add 'card'")


def test_wrong_type_names_the_path_and_player():
    data = edited("players.1.cells.0.people", {"locals": "two"})
    (line,) = errors_of(data)
    assert line.startswith("game.json: players[1].cells[0].people.locals (player 'Bob'), "
                           "card 's1' in the street row, column 1: ")
    assert 'expected a whole number, got "two"' in line and "write a number such as 2" in line


def test_out_of_range_value():
    (line,) = errors_of(edited("players.0.cells.0.people", {"tourists": -1}))
    assert ("players[0].cells[0].people.tourists (player 'Alice'), card 'b1' in the beach row, column -1: "
            "-1 is too small: use 0 or more") in line


def test_wrong_row_value_lists_the_choices():
    (line,) = errors_of(edited("players.0.cells.0.row", "sand"))
    assert 'players[0].cells[0].row' in line and '"sand" is not allowed: use "beach" or "street"' in line


def test_unknown_field_lists_the_allowed_ones():
    (line,) = errors_of(edited("players.0.cells.0.stack", 1))
    assert "players[0].cells[0].stack (player 'Alice'), card 'b1' in the beach row, column -1: unknown field 'stack'" in line
    assert "allowed here: row, column, card, people, footprint" in line


def test_unknown_kind_in_an_inline_card():
    card = {"id": "c1", "name": "Pier", "row": "beach", "scoring": [{"kind": "adjacent_tag", "tag": "wave",
                                                                      "points": 2}, {"kind": "teleport"}]}
    (line,) = errors_of(edited("cards", [card]))
    assert line.startswith("game.json: cards[0].scoring[1], card 'c1' (Pier): unknown kind 'teleport': use one of ")
    assert '"adjacent_tag"' in line and '"ring"' in line


def test_errors_inside_a_union_member_have_a_plain_json_path():
    # pydantic puts the kind into the location ("scoring.0.ring.points"); the JSON has no such key.
    card = {"id": "c1", "name": "Pier", "row": "beach", "scoring": [{"kind": "ring", "locals": 1, "points": "x"}]}
    (line,) = errors_of(edited("cards", [card]))
    assert line.startswith("game.json: cards[0].scoring[0].points, card 'c1' (Pier): expected a whole number")


def test_model_rule_errors_keep_their_own_sentence():
    card = {"id": "c1", "name": "Pier", "row": "beach", "scoring": [{"kind": "ring", "points": 2}]}
    (line,) = errors_of(edited("cards", [card]))
    assert line == ("game.json: cards[0].scoring[0], card 'c1' (Pier): a ring needs at least one pictured person "
                    "(locals, tourists, vips or any)")


def test_every_error_gets_its_own_line_and_bad_items_do_not_count_as_missing_players():
    data = edited("players.0.cells.0.column", "left")
    data["players"][1]["cells"][0]["card"] = "Bad Id!"
    lines = errors_of(data)
    assert len(lines) == 2
    assert "players[0].cells[0].column (player 'Alice'), card 'b1' in the beach row: " in lines[0]
    assert "players[1].cells[0].card (player 'Bob'), card 'Bad Id!' in the street row, column 1: " in lines[1]
    assert "not a valid id" in lines[1]


def test_top_level_not_an_object():
    (line,) = errors_of(b"[]")
    assert line == "game.json: the top level: expected a JSON object {...} with 'objective' and 'players', got a list"


def test_unreadable_path_raises_oserror(tmp_path):
    with pytest.raises(OSError):
        load_game(tmp_path / "missing.json")


def test_load_game_errors_name_the_file(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert str(caught.value).startswith(f"{path}: line 1, column 2: invalid JSON")


def test_dump_game_round_trips_generated_games_with_inline_cards_and_a_robot():
    solo = generated_finished_game(5, players=1, solo_robot=True).model_copy(
        update={"cards": generated_cards(5), "starting_tiles": generated_starting_tiles(5)}
    )
    for game in (solo, *(generated_finished_game(seed) for seed in range(10))):
        text = dump_game(game)
        assert load_game_bytes(text.encode(), "dumped.json") == game


def test_dump_game_leaves_out_defaults_but_keeps_kinds_and_version():
    game = FinishedGame.model_validate(GOOD).model_copy(update={"cards": generated_cards(2, count=3)})
    data = json.loads(dump_game(game))
    assert data["format_version"] == 1
    assert data["players"][0]["cells"][0] == {"row": "beach", "column": -1, "card": "b1"}
    assert "robot" not in data and "title" not in data
    assert all("kind" in ability for card in data["cards"] for ability in card.get("scoring", []))


def test_dump_game_is_pretty_but_short_records_stay_on_one_line():
    text = dump_game(FinishedGame.model_validate(GOOD))
    assert '\n      "name": "Alice",\n' in text  # a player is never squeezed onto one line
    assert '\n      "cells": [{"row": "beach", "column": -1, "card": "b1"}]\n' in text
    assert text.endswith("}\n")


def test_schema_names_itself():
    schema = game_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["title"] == "Santa Monica finished game"
    assert set(schema["required"]) == {"objective", "players"}


def test_the_examples_in_docs_game_file_md_load_and_validate_clean():
    import re
    from pathlib import Path

    from card_db.catalogue import Catalogue
    from scorer.scoring.validation import validate_game

    doc = (Path(__file__).resolve().parents[2] / "docs" / "game-file.md").read_text(encoding="utf-8")
    examples = [block for block in re.findall(r"```json\n(.*?)```", doc, re.S) if '"objective"' in block]
    assert len(examples) == 2
    for index, block in enumerate(examples):
        game = load_game_bytes(block.encode(), f"docs/game-file.md example {index + 1}")
        assert validate_game(game, Catalogue()) == ()


# --- the card a path goes through -----------------------------------------------------------------


def test_an_error_inside_an_inline_card_names_its_id_and_name():
    cards = [{"id": "x1", "name": "X One", "row": "beach"}, {"id": "x2", "name": "X Two", "row": "middle"}]
    (line,) = errors_of(edited("cards", cards))
    assert line == 'game.json: cards[1].row, card \'x2\' (X Two): "middle" is not allowed: use "beach" or "street"'


def test_an_inline_card_without_an_id_is_named_by_its_name():
    lines = errors_of(edited("cards", [{"name": "Pier", "row": "beach"}]))
    assert lines == ["game.json: cards[0].id, card named 'Pier': required field is missing: add 'id'"]


def test_an_error_inside_an_inline_starting_tile_names_it():
    tile = {"id": "t9", "name": "Pier Tile", "vips": 3, "footprint": {"wants": ["local"]}}
    (line,) = errors_of(edited("starting_tiles", [tile]))
    assert line == "game.json: starting_tiles[0].vips, starting tile 't9' (Pier Tile): 3 is too large: use 2 or less"


def test_an_error_inside_a_cell_names_its_card_row_and_column_as_written():
    data = edited("players.0.cells", [{"row": "beach", "column": -1, "card": "b1"},
                                      {"row": "beech", "column": 3, "card": "tide-pools"}])
    (line,) = errors_of(data)
    assert line.startswith("game.json: players[0].cells[1].row (player 'Alice'), card 'tide-pools' in row "
                           '"beech", column 3: "beech" is not allowed')


# --- inline ids are unique -------------------------------------------------------------------------


def test_two_inline_cards_with_one_id_are_refused_naming_both_positions():
    cards = [{"id": "x1", "name": "X One", "row": "beach", "tags": ["wave"]},
             {"id": "x2", "name": "X Two", "row": "beach"},
             {"id": "x1", "name": "X One bis", "row": "beach", "tags": ["wave", "wave", "wave"]}]
    (line,) = errors_of(edited("cards", cards))
    assert line == ("game.json: cards: cards[0] (X One) and cards[2] (X One bis) both have id 'x1': "
                    "rename one or delete the copy")


def test_two_inline_starting_tiles_with_one_id_are_refused():
    tile = {"id": "t9", "name": "Pier Tile", "vips": 1, "footprint": {"wants": ["local"]}}
    (line,) = errors_of(edited("starting_tiles", [tile, {**tile, "vips": 2}]))
    assert line == ("game.json: starting_tiles: starting_tiles[0] (Pier Tile) and starting_tiles[1] (Pier Tile) "
                    "both have id 't9': rename one or delete the copy")


def test_a_duplicate_id_is_reported_beside_the_other_errors():
    data = edited("players.0.cells.0.column", "left")
    data["cards"] = [{"id": "x1", "name": "A", "row": "beach"}, {"id": "x1", "name": "B", "row": "beach"}]
    lines = errors_of(data)
    assert len(lines) == 2 and "column" in lines[0] and "both have id 'x1'" in lines[1]


def test_the_model_itself_refuses_duplicate_inline_ids():
    from pydantic import ValidationError

    from card_db.models import FeatureCard

    one = FeatureCard(id="x1", name="X", row="beach", sample=True)
    with pytest.raises(ValidationError, match="cards\\[0\\] \\(X\\) and cards\\[1\\] \\(X\\) both have id 'x1'"):
        FinishedGame.model_validate({**GOOD, "cards": [one, one]})


# --- JSON nested too deeply ------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 5_000], ids=["lists", "objects"])
def test_json_nested_too_deeply_is_an_error_not_a_recursion_error(data):
    (line,) = errors_of(data, "deep.json")
    assert line.startswith("deep.json: the JSON is nested too deeply")
    assert "this is not a game file" in line


def test_json_nested_under_python_s_limit_but_over_pydantic_s_is_too_deep_too():
    # Python's parser reads 900 levels, pydantic's JSON mode stops at 200: one message for both.
    (line,) = errors_of(b'{"objective": "blue", "players": ' + b"[" * 900 + b"]" * 900 + b"}")
    assert line.startswith("game.json: the JSON is nested too deeply")


def test_json_nested_a_hundred_deep_is_an_ordinary_shape_error():
    (line,) = errors_of(b'{"objective": "blue", "players": ' + b"[" * 100 + b"]" * 100 + b"}")
    assert line.startswith("game.json: players[0]: expected an object")


# --- one meaning or a clear refusal -----------------------------------------------------------------


def test_a_number_of_five_thousand_digits_is_refused_with_its_path():
    data = json.dumps(GOOD).replace('"name": "Alice",', '"name": "Alice", "sand_dollars": 1' + "0" * 4999 + ",")
    (line,) = errors_of(data.encode())
    assert line == ("game.json: players[0].sand_dollars: the number 100000000000... has 5,000 digits; numbers "
                    "here have at most 15: write the real value")


def test_a_repeated_key_that_would_change_the_winner_is_refused_naming_it():
    data = json.dumps(GOOD).replace('"name": "Bob",', '"name": "Bob", "sand_dollars": 5, "sand_dollars": 99,')
    (line,) = errors_of(data.encode())
    assert line.startswith('game.json: players[1].sand_dollars: the key "sand_dollars" is written more than once')


@pytest.mark.parametrize(("path", "value", "expected"), [
    ("players.0.sand_dollars", "1_0", 'players[0].sand_dollars (player \'Alice\'): expected a whole number, got "1_0"'),
    ("players.0.sand_dollars", "10", 'players[0].sand_dollars (player \'Alice\'): expected a whole number, got "10"'),
    ("players.0.sand_dollars", 10.0, "players[0].sand_dollars (player 'Alice'): expected a whole number, got 10.0"),
    ("players.0.cells.0.footprint", "yes",
     ("players[0].cells[0].footprint (player 'Alice'), card 'b1' in the beach row, column -1: expected true or false, "
      'got "yes"')),
    ("players.0.cells.0.footprint", 1,
     ("players[0].cells[0].footprint (player 'Alice'), card 'b1' in the beach row, column -1: expected true or false, "
      "got 1")),
    ("players.0.name", 7, "players[0].name: expected text, got 7"),
])
def test_numbers_and_booleans_written_otherwise_are_refused(path, value, expected):
    (line,) = errors_of(edited(path, value))
    assert line.startswith(f"game.json: {expected}")


def test_names_in_a_file_are_stored_normalised():
    data = edited("players.0.name", "  Jose\u0301\u200b ")
    game = load_game_bytes(json.dumps(data).encode(), "game.json")
    assert game.players[0].name == "Jos\u00e9"


def test_a_name_of_invisible_characters_only_is_refused():
    (line,) = errors_of(edited("players.0.name", "\u200b\u200d "))
    assert line.startswith("game.json: players[0].name: the name is empty once spaces and invisible characters are "
                           "removed")


@pytest.mark.parametrize(("path", "value", "where"), [
    ("players.0.name", "Ana\u001b[31m", "players[0].name (player 'Ana\\u001b[31m')"),
    ("title", "Friday\nnight", "title"),
    ("played_on", "2026-11-20\u0085", "played_on"),
    ("notes", "a\u0007b", "notes"),
])
def test_control_characters_are_refused_in_every_text_field_and_never_echoed_raw(path, value, where):
    (line,) = errors_of(edited(path, value))
    assert line.startswith(f"game.json: {where}: the text contains the control character(s) U+")
    assert not any(0x00 <= ord(c) < 0x20 or 0x7f <= ord(c) < 0xa0 for c in line)


def test_notes_may_hold_line_breaks():
    game = load_game_bytes(json.dumps(edited("notes", "line one\nline two")).encode(), "game.json")
    assert game.notes == "line one\nline two"


def test_an_inline_card_name_or_notes_with_a_control_character_is_refused():
    card = {"id": "c1", "name": "Pier\u009b", "row": "beach", "notes": "x\ty"}
    lines = errors_of({**GOOD, "cards": [card]})
    assert [line.split(": ")[1].split(",")[0] for line in lines] == ["cards[0].name", "cards[0].notes"]


def test_the_robot_holds_at_most_fourteen_cards():
    solo = {"objective": "blue", "players": [GOOD["players"][0]],
            "robot": {"beach_pile": [f"b{i}" for i in range(8)], "street_pile": [f"s{i}" for i in range(7)]}}
    (line,) = errors_of(solo)
    assert line.startswith("game.json: robot: the Robot's piles hold 15 cards (8 beach, 7 street), but the Robot "
                           "takes one card per round and a solo game has at most 14 rounds")
    solo["robot"]["street_pile"] = [f"s{i}" for i in range(6)]
    assert len(load_game_bytes(json.dumps(solo).encode(), "game.json").robot.street_pile) == 6


def test_a_pile_longer_than_a_game_gives_is_refused_before_its_cards_are_read():
    solo = {"objective": "blue", "players": [GOOD["players"][0]], "robot": {"beach_pile": ["b"] * 100_000}}
    (line,) = errors_of(solo)
    assert line == ("game.json: robot.beach_pile: the list holds 100,000 items; at most 14 are allowed here: "
                    "remove the extra ones")


def test_a_file_over_two_megabytes_is_refused_stating_the_limit(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(json.dumps({**GOOD, "notes": "x" * 3_000_000}).encode())
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert str(caught.value) == (f"{path}: the file is larger than 2 MB (2,000,000 bytes), the most that is read "
                                 f"here; a game file is far smaller: pick the finished-game JSON file "
                                 f"(docs/game-file.md)")


def test_thousands_of_bad_cells_give_the_first_fifty_problems_and_the_count_of_the_rest():
    # 4 cities of 160 empty cells: each cell lacks row, column and card, 1,920 problems in all.
    players = [{"name": f"P{i}", "starting_tile": f"t{i}", "cells": [{}] * 160} for i in range(4)]
    lines = errors_of({"objective": "blue", "players": players})
    assert len(lines) == 51
    assert lines[0] == "game.json: players[0].cells[0].row (player 'P0'), the cell: required field is missing: add 'row'"
    assert lines[-1] == ("game.json: ... and 1870 more problems: fix these first, then read the file again to see "
                         "the rest")


def test_two_hundred_thousand_bad_cells_under_two_megabytes_answer_in_one_short_line():
    data = b'{"objective": "blue", "players": [{"name": "A", "starting_tile": "t", "cells": [' + \
        b",".join([b"{}"] * 200_000) + b"]}]}"
    assert len(data) < 2_000_000
    (line,) = errors_of(data)
    assert line == ("game.json: players[0].cells: the list holds 200,000 items; at most 160 are allowed here: "
                    "remove the extra ones")
def test_a_space_or_a_city_with_more_people_than_the_box_is_refused():
    # The box has 30 locals, 30 tourists and 8 VIPs (card_db.limits); a file is refused, naming the
    # place, the limit and the fix, before any search looks at it.
    (line,) = errors_of(edited("players.0.cells.0.people", {"locals": 31}))
    assert "players[0].cells[0].people (player 'Alice'), card 'b1' in the beach row, column -1" in line
    assert "one space holds 31 locals but the box has only 30: enter at most 30" in line
    (line,) = errors_of(edited("players.1.start_beach", {"vips": 9}))
    assert "one space holds 9 VIPs but the box has only 8" in line
    crowded = edited("players.0.start_beach", {"tourists": 20})
    crowded["players"][0]["start_street"] = {"tourists": 11}
    (line,) = errors_of(crowded)
    assert "Alice's city holds 31 tourists but the box has only 30: remove 1" in line
    # Across the table the supply is a validation problem (scorer.scoring.validation), not a refusal.
    shared = edited("players.0.start_beach", {"tourists": 20})
    shared["players"][1]["start_beach"] = {"tourists": 11}
    assert load_game_bytes(json.dumps(shared).encode(), "game.json").players[1].start_beach.tourists == 11
