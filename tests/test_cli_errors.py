"""The command line on hostile or subtly wrong game files: a message and an exit code, never a traceback.

Run like tests/test_cli.py, with an empty user data folder so only the built-in SAMPLE catalogue is
seen: in this process, except JSON nested too deeply and a path holding control characters, which
run as real ``python -m scorer`` subprocesses. A deep recursion behaves differently in a fresh
interpreter than inside pytest (the recursion limit is met at another depth), and a path reaches the
real command as bytes in ``argv`` that Python decodes before the message escapes it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import test_cli
from test_cli import Result
from test_cli import run as run_cli
from test_cli import run_process as run_process_cli

data_dir = test_cli.data_dir
"""The fixture (an empty user data folder), shared with ``test_cli``: pytest finds it by this name here."""


def run(*args: str, data_dir: Path) -> Result:
    """``test_cli.run`` (in this process), also checking that no recursion error leaked out."""
    result = run_cli(*args, data_dir=data_dir)
    assert "RecursionError" not in result.stderr
    return result


def run_process(*args: str, data_dir: Path) -> Result:
    """``test_cli.run_process`` (a fresh interpreter), also checking that no recursion error leaked out."""
    result = run_process_cli(*args, data_dir=data_dir)
    assert "RecursionError" not in result.stderr
    return result


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 5_000], ids=["lists", "objects"])
@pytest.mark.parametrize("command", ["validate", "score"])
def test_json_nested_too_deeply_is_a_message_not_a_traceback(command, data, data_dir, tmp_path):
    path = tmp_path / "deep.json"
    path.write_bytes(data)
    result = run_process(command, str(path), data_dir=data_dir)  # a fresh interpreter's stack, see above
    # Exit 1 like any other file that is not a valid game (bad JSON included), see scorer/__main__.py.
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"{path}: the JSON is nested too deeply (lists or objects inside each other "
                             f"hundreds of times): this is not a game file; pick the finished-game JSON file "
                             f"(docs/game-file.md)\n")


def test_two_inline_cards_with_one_id_are_refused(data_dir, tmp_path):
    game = {"objective": "blue",
            "players": [{"name": "A", "starting_tile": "sample-harbor-office", "start_street": {"vips": 1},
                         "cells": [{"row": "beach", "column": 1, "card": "x1"}]}],
            "cards": [{"id": "x1", "name": "X One", "row": "beach", "tags": ["wave"], "sample": True},
                      {"id": "x1", "name": "X One bis", "row": "beach", "tags": ["wave", "wave"], "sample": True}]}
    path = tmp_path / "dup.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("validate", str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"{path}: cards: cards[0] (X One) and cards[1] (X One bis) both have id 'x1': "
                             f"rename one or delete the copy\n")


def test_a_lone_player_without_the_robot_is_refused(data_dir, tmp_path):
    game = {"objective": "green",
            "players": [{"name": "Ana", "starting_tile": "sample-harbor-office", "start_street": {"vips": 1}}]}
    path = tmp_path / "alone.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("score", str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert "1 player (Ana) and no Robot" in result.stderr
    assert "add the Robot for a solo game, or add players" in result.stderr
    game["robot"] = {}
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("validate", str(path), data_dir=data_dir)
    assert result.returncode == 0 and result.stdout == f"{path}: valid (1 player and the Robot, objective Green)\n"


def test_a_bad_cell_names_its_card_row_and_column(data_dir, tmp_path):
    game = {"objective": "blue",
            "players": [{"name": "A", "starting_tile": "sample-harbor-office",
                         "cells": [{"row": "beach", "column": 1, "card": "sample-surf-school",
                                    "people": {"locals": -1}}]},
                        {"name": "B", "starting_tile": "sample-lighthouse"}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("validate", str(path), data_dir=data_dir)
    assert result.returncode == 1
    assert result.stderr == (f"{path}: players[0].cells[0].people.locals (player 'A'), card 'sample-surf-school' "
                             f"in the beach row, column 1: -1 is too small: use 0 or more\n")


# --- read strictly: one meaning or a clear refusal -------------------------------------------------

SAMPLE_GAME = Path(__file__).resolve().parent.parent / "card_db" / "samples" / "sample_game.json"


def raw_controls(text: str) -> list[str]:
    """Control characters a terminal would act on (C0 but the line feed, DEL, C1) and bidi overrides."""
    return [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7f <= ord(c) < 0xa0 or c in "\u202a\u202b\u202c"
            "\u202d\u202e\u2066\u2067\u2068\u2069"]


@pytest.mark.parametrize("command", ["validate", "score"])
def test_a_number_of_five_thousand_digits_is_a_message_not_a_traceback(command, data_dir, tmp_path):
    text = SAMPLE_GAME.read_text(encoding="utf-8").replace('"sand_dollars": 1,', '"sand_dollars": 1' + "0" * 4999 + ",")
    path = tmp_path / "huge.json"
    path.write_text(text, encoding="utf-8")
    result = run(command, str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"{path}: players[0].sand_dollars: the number 100000000000... has 5,000 digits; numbers "
                             f"here have at most 15: write the real value\n")


def test_a_repeated_key_is_refused_naming_it(data_dir, tmp_path):
    text = SAMPLE_GAME.read_text(encoding="utf-8").replace('"sand_dollars": 5,', '"sand_dollars": 5, "sand_dollars": 99,')
    path = tmp_path / "twice.json"
    path.write_text(text, encoding="utf-8")
    result = run("score", str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f'{path}: players[1].sand_dollars: the key "sand_dollars" is written more than once')


def test_a_name_with_terminal_escapes_is_refused_and_never_echoed_raw(data_dir, tmp_path):
    game = json.loads(SAMPLE_GAME.read_text(encoding="utf-8"))
    game["players"][0]["name"] = "Ana\u001b]0;owned\u0007\u009b2J\u202e"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("score", str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert raw_controls(result.stderr) == []
    assert "(player 'Ana\\u001b]0;owned\\u0007\\u009b2J')" in result.stderr
    assert "the control character(s) U+001B (escape), U+0007 (bell), U+009B," in result.stderr


def test_a_path_with_control_characters_is_shown_escaped(data_dir, tmp_path):
    path = tmp_path / "a\u001b[31mb\u009b.json"
    path.write_bytes(SAMPLE_GAME.read_bytes())
    result = run_process("validate", str(path), data_dir=data_dir)  # the path goes through a real argv
    assert result.returncode == 0 and raw_controls(result.stdout) == []
    assert result.stdout.startswith(str(tmp_path / "a\\u001b[31mb\\u009b.json") + ": valid")


def test_many_broken_rules_stop_at_fifty_lines_and_say_how_many_more(data_dir, tmp_path):
    cities = [{"name": f"P{p}", "starting_tile": f"sample-unknown-{p}",
               "cells": [{"row": "beach", "column": c, "card": f"unknown-{p}-{c}"} for c in range(1, 21)]}
              for p in range(4)]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"objective": "blue", "players": cities}), encoding="utf-8")
    result = run("validate", str(path), data_dir=data_dir)
    lines = result.stderr.splitlines()
    assert result.returncode == 1 and len(lines) == 52
    # 4 unknown tiles, 80 unknown cards and 4 cities with more than 15 cards: 88 problems.
    assert lines[-2] == f"{path}: ... and 38 more problems: fix these first, then read the file again to see the rest"
    assert lines[-1] == f"{path}: 88 problems; fix them and run the command again"


@pytest.mark.parametrize("fmt", ["table", "json", "csv", "breakdown-csv"])
def test_no_output_format_writes_a_raw_control_character(fmt, tmp_path, monkeypatch, data_dir):
    # Names cannot hold control characters any more, so a hostile report is put in place of the scorer's.
    from io import StringIO

    import scorer.__main__ as cli
    from scorer.model.report import PlayerReport, ScoreItem, Standing, TableReport

    name = "Ana\u001b[2J\u009b\u202e\u0007"
    item = ScoreItem(line="cards", points=1, why=f"{name} scored", card_id="c", card_name="Pier\u001b")
    report = TableReport("blue", (PlayerReport(0, name, False, 0, 0, 0, (item,)),),
                         (Standing(1, 0, name, 1, "points"),), notes=(f"note\u0085{name}",))
    monkeypatch.setattr(cli, "score_game", lambda game, catalogue: report)
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(data_dir))
    out, err = StringIO(), StringIO()
    assert cli.main(["score", str(SAMPLE_GAME), "--format", fmt], out=out, err=err) == 0
    # CSV ends its rows with "\r\n" (RFC 4180): that pair is the layout, not a character from the data.
    assert raw_controls(out.getvalue().replace("\r\n", "\n")) == [] and err.getvalue() == ""
    assert "Ana\\u001b[2J\\u009b\\u202e\\u0007" in out.getvalue()
    if fmt == "json":
        assert json.loads(out.getvalue())["players"][0]["name"] == name  # escapes JSON reads back as the text
