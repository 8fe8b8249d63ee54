"""Benchmark: how long a hostile or broken file (up to its limit: 2 MB for a game, 8 MB for a catalogue) takes to be refused.

Builds, in memory, files that each produce as many problems as fit in their limit, then times reading
them (``scorer.formats.gamefile.load_game_bytes`` for game files, ``card_db.loader.parse_catalogue_bytes``
for catalogue files) with ``time.process_time`` (CPU time: the machine may be busy), REPEAT runs
each. Prints, per file: its size, the median CPU time, how many problems were reported and the
length of the message. Target: every file answers in well under 2 s with a short message.

Run: .venv/bin/python scripts/bench_bad_files.py [--repeat 3]
This is a script, not a test: the figures depend on the machine and what else runs on it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere without installing

from card_db.loader import CatalogueError, parse_catalogue_bytes
from card_db.strict_json import MAX_CATALOGUE_BYTES, MAX_FILE_BYTES
from scorer.formats.gamefile import GameFileError, load_game_bytes
from scorer.model.game import MAX_CELLS

BAD_CELL = {"row": "sky", "column": "1", "card": "Not An Id", "people": {"locals": "1", "tourists": -1, "vips": 1.5},
            "footprint": "yes"}
BAD_CARD = {"id": "Bad Id", "name": "", "row": "sky", "tags": ["x"] * 6, "sample": "no", "notes": 5,
            "placement": [{"kind": "add_people", "person": "vip", "count": "2"}] * 6,
            "scoring": [{"kind": "ring", "locals": "1", "tourists": -1, "vips": True, "any": 1.5, "points": "x"}] * 8}


def game(players: list[dict], cards: list[dict] = ()) -> bytes:
    return json.dumps({"objective": "blue", "players": players, "cards": list(cards)}).encode()


def catalogue(cards: list[dict]) -> bytes:
    return json.dumps({"format": "santa-monica-catalogue", "version": 1, "cards": cards}).encode()


def cases() -> dict[str, tuple[bytes, Callable[[bytes], None]]]:
    def read_game(data: bytes) -> None:
        load_game_bytes(data, "bad.json")

    def read_catalogue(data: bytes) -> None:
        parse_catalogue_bytes(data, "bad.json")

    fill = lambda item_bytes: (MAX_FILE_BYTES - 200) // item_bytes  # noqa: E731 - items that fit in 2 MB
    empty_cells = b'{"objective":"blue","players":[{"name":"A","starting_tile":"t","cells":[' + \
        b",".join([b"{}"] * fill(3)) + b"]}]}"
    return {
        "game: 666,000 empty cells in one city": (empty_cells, read_game),
        "game: 200,000 bad cells in one city": (
            game([{"name": "A", "starting_tile": "t", "cells": [{}] * 200_000}]), read_game),
        f"game: 4 cities x {MAX_CELLS} bad cells, 8 problems each": (
            game([{"name": f"P{i}", "starting_tile": "t", "cells": [BAD_CELL] * MAX_CELLS} for i in range(4)]),
            read_game),
        "game: as many bad inline cards as fit": (game([{"name": "A", "starting_tile": "t"}], [BAD_CARD] * 1000),
                                                 read_game),
        "game: 200,000 repeated keys": (
            b'{"objective":"blue",' + b",".join(b'"a":%d' % (i % 10) for i in range(200_000)) + b',"players":[]}',
            read_game),
        "game: 200,000 numbers of 16 digits": (
            game([{"name": "A", "starting_tile": "t", "sand_dollars": [10**15] * 100_000}]), read_game),
        "catalogue: 1,000 bad cards": (catalogue([{**BAD_CARD, "id": f"bad-{i}"} for i in range(1000)]),
                                       read_catalogue),
        "catalogue: one card with 150,000 unknown keys": (
            catalogue([{f"k{i}": 0 for i in range(150_000)}]), read_catalogue),
        # Catalogue files may hold 8 MB (they carry the cards' photos): the same attacks at that size.
        "catalogue: one card with as many unknown keys as fit in 8 MB": (
            catalogue([{f"k{i}": 0 for i in range((MAX_CATALOGUE_BYTES - 200) // 14)}]), read_catalogue),
        "catalogue: 1,000 bad cards, each with a 6.7 KB photo that is not base64": (
            catalogue([{**BAD_CARD, "id": f"bad-{i}", "photo": "!" * 6_700} for i in range(1000)]), read_catalogue),
        "catalogue: 8 MB of repeated keys": (
            b'{"format":"santa-monica-catalogue",' + b",".join(b'"a":%d' % (i % 10) for i in range(1_300_000)) + b"}",
            read_catalogue),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; CPU seconds (time.process_time), median of {args.repeat} runs")
    for label, (data, read) in cases().items():
        times = []
        message = ""
        for _ in range(args.repeat):
            start = time.process_time()
            try:
                read(data)
            except (GameFileError, CatalogueError) as error:
                message = str(error)
            times.append(time.process_time() - start)
        lines = message.splitlines()
        print(f"{label}: {len(data):,} bytes, {statistics.median(times):.3f} s, {len(lines)} line(s) "
              f"({len(message):,} characters); last line: {lines[-1][:110] if lines else 'accepted'}")


if __name__ == "__main__":
    main()
