"""The command line on hostile or subtly wrong game files: a message and an exit code, never a traceback.

Run as real subprocesses like tests/test_cli.py (a deep recursion behaves differently in a fresh
interpreter than inside pytest), with an empty user data folder so only the built-in SAMPLE
catalogue is seen.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from test_cli import data_dir  # noqa: F401 - the fixture: an empty user data folder
from test_cli import run as run_cli


def run(*args: str, data_dir: Path) -> subprocess.CompletedProcess:
    """``test_cli.run``, also checking that no recursion error leaked out (the interpreter's own)."""
    result = run_cli(*args, data_dir=data_dir)
    assert "RecursionError" not in result.stderr
    return result


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 5_000], ids=["lists", "objects"])
@pytest.mark.parametrize("command", ["validate", "score"])
def test_json_nested_too_deeply_is_a_message_not_a_traceback(command, data, data_dir, tmp_path):
    path = tmp_path / "deep.json"
    path.write_bytes(data)
    result = run(command, str(path), data_dir=data_dir)
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
