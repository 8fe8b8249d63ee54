"""The command line: ``python -m scorer score|validate|schema``.

- ``score GAME.json [--format table|json|csv|breakdown-csv] [--lang en|de|es|it]``: the scorepad with
  every reason; ``--lang`` words the table format's explanation in that language, the items' reasons
  and the cards they name included, and a broken game's problems (JSON and CSV are file formats and stay
  English);
- ``validate GAME.json``: every broken rule, one per line, or "valid";
- ``schema``: the JSON Schema of a game file (the one committed at docs/game-file.schema.json).

Cards come from the built-in data plus the user's catalogue (``card_db.user_catalogue``), then the
game file's inline cards. Exit codes: 0 ok; 1 the game file is not a valid game (bad JSON, a bad
field or a broken rule: each problem printed on stderr with how to fix it); 2 usage errors, a file
that cannot be read, or a damaged catalogue. Bad input never ends in a traceback, a long list of
problems stops at the first 50 (then says how many more), and no raw control character from a file
reaches the terminal (table, CSV, JSON and messages alike: each is written as an escape).

This module parses arguments and prints; reading, checking, scoring and rendering live elsewhere.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Protocol, TextIO

import lang
from card_db.catalogue import Catalogue, UnknownCardError
from card_db.loader import CatalogueError
from card_db.strict_json import capped
from card_db.text import visible
from scorer.formats.explain import breakdown_csv, report_to_dict, report_to_text, scorepad_csv
from scorer.formats.gamefile import GameFileError, load_game, schema_json
from scorer.model.game import FinishedGame
from scorer.model.problems import InvalidGameError, Problem
from scorer.model.words import counted
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game

OK, INVALID, UNUSABLE = 0, 1, 2
FORMATS = ("table", "json", "csv", "breakdown-csv")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m scorer",
        description="Score and check finished Santa Monica games (game file format: docs/game-file.md).",
        epilog="Exit codes: 0 ok, 1 the game is invalid (problems on stderr), 2 usage error or unreadable file.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="{score,validate,schema}")
    score = commands.add_parser("score", help="print the scorepad, the ranking and every reason")
    score.add_argument("game", metavar="GAME.json", help="a finished-game file")
    score.add_argument("--format", choices=FORMATS, default="table",
                       help="table (default, for people), json, csv (one row per player) or "
                            "breakdown-csv (one row per scored item)")
    score.add_argument("--lang", choices=lang.LANGUAGES, default=lang.DEFAULT_LANGUAGE,
                       help="the language of the table format's explanation (default: en)")
    validate = commands.add_parser("validate", help="check a finished game against the rules")
    validate.add_argument("game", metavar="GAME.json", help="a finished-game file")
    commands.add_parser("schema", help="print the JSON Schema of a game file")
    return parser


class Writer(Protocol):
    """Where the command writes: a text stream, or ``_Visible`` around one."""

    def write(self, text: str, /) -> int: ...


class _Visible:
    """A stream that never receives a raw control character: each is written as an escape (``\\u001b``).

    Names and notes cannot hold control characters (the models refuse them), but a message may quote
    a bad file and a path may hold anything; a terminal would run an escape sequence, not show it.
    Line feeds (and CSV's "\\r\\n") are the output's own layout and pass."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(visible(text, layout=True))


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command line; returns the exit code."""
    shown_out = _Visible(out or sys.stdout)
    shown_err = _Visible(err or sys.stderr)
    args = _parser().parse_args(argv)
    if args.command == "schema":
        shown_out.write(schema_json())
        return OK
    try:
        game = load_game(args.game)
    except GameFileError as error:
        shown_err.write(f"{error}\n")
        return INVALID
    except OSError as error:
        shown_err.write(f"{args.game}: cannot read the file ({error.strerror or error}): check the path and permissions\n")
        return UNUSABLE
    try:
        catalogue = _catalogue()
    except (CatalogueError, OSError) as error:
        shown_err.write(f"cannot load the card catalogue: {error}\n")
        return UNUSABLE
    if args.command == "validate":
        return _validate(args.game, game, catalogue, shown_out, shown_err)
    return _score(args.game, game, catalogue, args.format, shown_out, shown_err, args.lang)


def _catalogue() -> Catalogue:
    from card_db.user_catalogue import load_catalogue  # reads the user's data folder only when needed

    return load_catalogue()


def _problem_line(source: str, problem: Problem, language: str) -> str:
    # The message already names the cell, so only the player is added in front of it.
    who = f"{problem.player}: " if problem.player else ""
    return f"{source}: {who}{problem.message_in(language, with_ids=True)}"  # the file's author needs the ids


def _report_problems(source: str, problems: Sequence[Problem], err: Writer,
                     language: str = lang.DEFAULT_LANGUAGE) -> int:
    for line in capped([_problem_line(source, problem, language) for problem in problems], prefix=f"{source}: "):
        err.write(line + "\n")
    err.write(f"{source}: {lang.text('problem.cli_count', language, count=len(problems))}\n")
    return INVALID


def _validate(source: str, game: FinishedGame, catalogue: Catalogue, out: Writer, err: Writer) -> int:
    problems = validate_game(game, catalogue)
    if problems:
        return _report_problems(source, problems, err)
    robot = " and the Robot" if game.robot is not None else ""
    out.write(f"{source}: valid ({counted(len(game.players), 'player')}{robot}, "
              f"objective {game.objective.capitalize()})\n")
    return OK


def _score(source: str, game: FinishedGame, catalogue: Catalogue, fmt: str, out: Writer, err: Writer,
           language: str = lang.DEFAULT_LANGUAGE) -> int:
    try:
        report = score_game(game, catalogue)
    except InvalidGameError as error:
        return _report_problems(source, error.problems, err, language)
    except UnknownCardError as error:
        err.write(f"{source}: {error}\n")
        return INVALID
    match fmt:
        case "table":
            out.write(report_to_text(report, language))
        case "json":
            out.write(json.dumps(report_to_dict(report), indent=2, ensure_ascii=False) + "\n")
        case "csv":
            out.write(scorepad_csv(report, date=game.played_on, title=game.title))
        case "breakdown-csv":
            out.write(breakdown_csv(report))
    return OK


if __name__ == "__main__":
    sys.exit(main())
