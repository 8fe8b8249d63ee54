"""The committed JSON Schema (docs/game-file.schema.json) is exactly what the code generates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorer.formats.gamefile import dump_game, schema_json
from scorer.generated import generated_finished_game

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "docs" / "game-file.schema.json"
SAMPLE_GAME = ROOT / "card_db" / "samples" / "sample_game.json"
REGENERATE = ".venv/bin/python -m scorer schema > docs/game-file.schema.json"


def test_committed_schema_matches_the_model():
    assert COMMITTED.exists(), f"docs/game-file.schema.json is missing: create it with `{REGENERATE}`"
    committed = COMMITTED.read_text(encoding="utf-8")
    assert committed == schema_json(), (
        f"docs/game-file.schema.json differs from the game file model: regenerate it with `{REGENERATE}` "
        f"and commit it"
    )


def test_schema_describes_the_format():
    schema = json.loads(schema_json())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == "urn:santa-monica-scorer:game-file:1"
    assert schema["additionalProperties"] is False
    assert {"objective", "players", "robot", "cards", "starting_tiles"} <= set(schema["properties"])


def test_real_game_files_pass_the_schema_and_broken_ones_fail():
    jsonschema = pytest.importorskip("jsonschema")  # comes with Streamlit (through Altair)
    schema = json.loads(schema_json())
    validator = jsonschema.Draft202012Validator(schema)
    games = [json.loads(dump_game(generated_finished_game(seed, players=1, solo_robot=True))) for seed in range(3)]
    if SAMPLE_GAME.exists():
        games.append(json.loads(SAMPLE_GAME.read_text(encoding="utf-8")))
    for game in games:
        assert list(validator.iter_errors(game)) == []
    broken = dict(games[0], objective="purple")
    assert list(validator.iter_errors(broken)) != []
