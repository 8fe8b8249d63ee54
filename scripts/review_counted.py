"""Prints every catalogue message that takes a count at 0, 1, 2 and 5 in English, German, Spanish and Italian,
side by side, for a reviewer who reads each language (issue 32). The same sentences are the reviewed example
tables of ``tests/lang/counted_examples_<language>.py``; ``--table LANGUAGE`` prints that table's rows, to paste
after reviewing them (never unread: a table is what a native reader approved).

    .venv/bin/python scripts/review_counted.py [AREA ...]          # e.g. explain city
    .venv/bin/python scripts/review_counted.py --table de > /tmp/de.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "lang")]

from counted_messages import LANGUAGES, counted_keys, examples  # noqa: E402


def review(areas: list[str]) -> None:
    for key in counted_keys():
        if areas and key.split(".")[0] not in areas:
            continue
        print(f"== {key}")
        shown = {language: list(examples(key, language)) for language in LANGUAGES}
        for row in range(len(shown["de"])):
            for language in LANGUAGES:
                rows = shown[language]
                label, sentence = rows[min(row, len(rows) - 1)]
                print(f"  {language} {label:<14} {sentence}")


def table(language: str) -> None:
    area = None
    for key in counted_keys():
        if key.split(".")[0] != area:
            area = key.split(".")[0]
            print(f"    # --- {area} ---")
        for label, sentence in examples(key, language):
            print(f"    ({key!r}, {label!r}): {sentence!r},")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--table"]:
        table(sys.argv[2])
    else:
        review(sys.argv[1:])
