"""The command line: score, validate, schema, exit codes, no tracebacks.

Most tests call ``scorer.__main__.main`` in this process (with ``sys.stdout`` and ``sys.stderr``
redirected, and argparse's own exits caught): starting a fresh interpreter for each one cost about
0.3 s of CPU, mostly imports, and told nothing more. Real ``python -m scorer`` subprocesses remain
where the fresh process is what is tested (``run_process``): the exit code and the two streams of the
real command (one run ending 0, one ending 1), a path that reaches the command as bytes in ``argv``
(tests/test_cli_errors.py), and JSON nested deeper than the parser goes (the recursion limit is met at
another depth inside pytest than in a fresh interpreter, tests/test_cli_errors.py).
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import scorer.__main__ as cli
from card_db.generated import generated_cards, generated_starting_tiles
from scorer.formats.explain import SCOREPAD_COLUMNS
from scorer.formats.gamefile import dump_game, load_game_bytes, schema_json
from scorer.generated import generated_finished_game

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_GAME = ROOT / "card_db" / "samples" / "sample_game.json"


@dataclass(frozen=True)
class Result:
    """What a run of the command line left: its exit code and the text of its two streams."""

    returncode: int
    stdout: str
    stderr: str


def run(*args: str, data_dir: Path) -> Result:
    """``python -m scorer ARGS`` run in this process: ``main`` with the real streams redirected.

    ``main`` is called without ``out``/``err``, so it writes to ``sys.stdout``/``sys.stderr`` as the
    command does; argparse's usage errors leave through ``SystemExit`` like in the real command. Any
    other exception is not caught: it fails the test with its traceback, as a traceback on the real
    command's stderr would."""
    out, err = io.StringIO(), io.StringIO()
    # An empty user data folder: the run sees the built-in catalogue only, never the tester's own cards.
    before = os.environ.get("SANTA_MONICA_DATA_DIR")
    os.environ["SANTA_MONICA_DATA_DIR"] = str(data_dir)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(list(args))
            except SystemExit as stop:
                code = stop.code
    finally:
        if before is None:
            del os.environ["SANTA_MONICA_DATA_DIR"]
        else:
            os.environ["SANTA_MONICA_DATA_DIR"] = before
    result = Result(code, out.getvalue(), err.getvalue())
    assert "Traceback" not in result.stderr
    return result


def run_process(*args: str, data_dir: Path) -> Result:
    """``python -m scorer ARGS`` as a real subprocess: a fresh interpreter, its real exit code and streams."""
    env = {**os.environ, "SANTA_MONICA_DATA_DIR": str(data_dir)}
    result = subprocess.run([sys.executable, "-m", "scorer", *args], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert "Traceback" not in result.stderr
    return Result(result.returncode, result.stdout, result.stderr)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def inline_game(tmp_path: Path) -> Path:
    """A generated 2-player game carrying its own (sample) cards, so it scores on any machine."""
    game = generated_finished_game(11, players=2).model_copy(
        update={"cards": generated_cards(11), "starting_tiles": generated_starting_tiles(11)}
    )
    path = tmp_path / "inline.json"
    path.write_text(dump_game(game), encoding="utf-8")
    return path


def test_score_table(data_dir, inline_game):
    result = run("score", str(inline_game), data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    assert "Santa Monica scorepad" in result.stdout and "Ranking" in result.stdout
    assert "Player 1" in result.stdout and "Player 2" in result.stdout and "Total" in result.stdout


def test_score_the_sample_game_json(data_dir):
    result = run("score", str(SAMPLE_GAME), "--format", "json", data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben", "Cleo"]
    assert all(p["total"] == sum(p["lines"].values()) for p in data["players"])
    assert data["winners"]
    ana = data["players"][0]
    assert ana["unplaced"] == 1 + 1
    assert ana["unplaced_people"] == [
        {"row": "street", "column": 0, "card_id": None, "card_name": "Surf Club (sample)",
         "locals": 1, "tourists": 0, "vips": 0},
        {"row": "beach", "column": 2, "card_id": "sample-lifeguard-tower", "card_name": "Lifeguard Tower (sample)",
         "locals": 0, "tourists": 0, "vips": 1},
    ]
    assert all(sum(g["locals"] + g["tourists"] + g["vips"] for g in p["unplaced_people"]) == p["unplaced"]
               for p in data["players"])


def test_score_the_sample_game_table_says_who_is_unplaced(data_dir):
    # The real command (exit 0, the table on its own stdout), once.
    result = run_process("score", str(SAMPLE_GAME), data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert ("  Unplaced people (ruling 5): 1 local on the street half of Surf Club (sample); "
            "1 VIP on Lifeguard Tower (sample) at beach, column 2") in lines
    assert "  Unplaced people (ruling 5): 1 VIP on Corner Bank (sample) at street, column 3" in lines
    assert "  Unplaced people (ruling 5): nobody" in lines  # Cleo


def test_score_csv(data_dir, inline_game):
    result = run("score", str(inline_game), "--format", "csv", data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(io.StringIO(result.stdout)))
    assert tuple(rows[0]) == SCOREPAD_COLUMNS and len(rows) == 1 + 2


def test_score_csv_rows_carry_the_games_date_objective_and_title(data_dir, inline_game):
    game = load_game_bytes(inline_game.read_bytes(), "inline.json")
    dated = inline_game.with_name("dated.json")
    dated.write_text(dump_game(game.model_copy(update={"title": "Friday at Bo's", "played_on": "2026-11-20"})),
                     encoding="utf-8")
    result = run("score", str(dated), "--format", "csv", data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(io.StringIO(result.stdout)))
    assert [row[:3] for row in rows[1:]] == [["2026-11-20", game.objective.capitalize(), "Friday at Bo's"]] * 2


def test_score_breakdown_csv(data_dir, inline_game):
    result = run("score", str(inline_game), "--format", "breakdown-csv", data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("player,line,card,position,ability,points,reason")


def test_validate_ok(data_dir):
    result = run("validate", str(SAMPLE_GAME), data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{SAMPLE_GAME}: valid (3 players, objective Blue)\n"


def test_validate_invalid_game_exits_1_with_one_problem_per_line(data_dir, tmp_path):
    game = json.loads(SAMPLE_GAME.read_text(encoding="utf-8"))
    ana = game["players"][0]
    ana["cells"].append({"row": "street", "column": 9, "card": "no-such-card"})
    ana["cells"][0]["column"] = 0
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    # The real command (exit 1 through ``sys.exit(main())``, the problems on its own stderr), once.
    result = run_process("validate", str(path), data_dir=data_dir)
    assert result.returncode == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert all(line.startswith(f"{path}: ") for line in lines)
    assert any("Ana: " in line and "'no-such-card'" in line and "correct the id" in line for line in lines)
    assert any("Ana: " in line and "column 0" in line and "move the card" in line for line in lines)
    assert lines[-1].endswith("problems; fix them and run the command again")


def test_validate_names_a_card_by_its_label_and_says_which_text_is_its_id(data_dir, tmp_path):
    """Issue 33: "'Surf Club (sample)' (starting tile id sample-surf-club)", never a bare "(sample-surf-club)"."""
    game = json.loads(SAMPLE_GAME.read_text(encoding="utf-8"))
    ana = game["players"][0]
    tile = ana["starting_tile"]
    ana["start_street"] = {**ana.get("start_street", {}), "vips": 3}
    path = tmp_path / "vips.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("validate", str(path), data_dir=data_dir)
    assert result.returncode == 1
    (line,) = [line for line in result.stderr.splitlines() if "VIPs" in line]
    assert f"(starting tile id {tile})" in line and f"' ({tile})" not in line and "found" not in line


def test_score_of_an_invalid_game_exits_1(data_dir, tmp_path):
    game = json.loads(SAMPLE_GAME.read_text(encoding="utf-8"))
    game["players"][1]["name"] = game["players"][0]["name"]
    path = tmp_path / "twins.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("score", str(path), data_dir=data_dir)
    assert result.returncode == 1 and result.stdout == ""
    assert "give each player a different name" in result.stderr


@pytest.mark.parametrize(("command", "text", "message"), [
    ("validate", '{"objective": "blue", "players": [{"name": "Ana", "starting_tile": 7}]}',
     "players[0].starting_tile (player 'Ana'): expected text"),
    ("score", '{"objective": "blue",\n "players": [}', "line 2, column 14: invalid JSON"),
], ids=["malformed-field", "bad-json"])
def test_a_bad_game_file_exits_1_naming_where_it_is_wrong(data_dir, tmp_path, command, text, message):
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    result = run(command, str(path), data_dir=data_dir)
    assert result.returncode == 1
    assert result.stderr.startswith(f"{path}: {message}")


def test_unreadable_file_exits_2(data_dir, tmp_path):
    missing = tmp_path / "missing.json"
    result = run("score", str(missing), data_dir=data_dir)
    assert result.returncode == 2
    assert result.stderr == f"{missing}: cannot read the file (No such file or directory): check the path and permissions\n"
    assert run("validate", str(tmp_path), data_dir=data_dir).returncode == 2  # a folder, not a file


def test_usage_errors_exit_2(data_dir):
    assert run(data_dir=data_dir).returncode == 2
    assert run("score", str(SAMPLE_GAME), "--format", "xml", data_dir=data_dir).returncode == 2


def test_a_damaged_user_catalogue_exits_2_with_its_message(data_dir):
    from card_db.user_catalogue import CATALOGUE_FILE_NAME

    (data_dir / CATALOGUE_FILE_NAME).write_text("{not json", encoding="utf-8")
    result = run("score", str(SAMPLE_GAME), data_dir=data_dir)
    assert result.returncode == 2
    assert result.stderr.startswith("cannot load the card catalogue: ")


def test_schema_prints_the_committed_schema(data_dir):
    result = run("schema", data_dir=data_dir)
    assert result.returncode == 0
    assert result.stdout == schema_json()
    assert json.loads(result.stdout)["title"] == "Santa Monica finished game"
