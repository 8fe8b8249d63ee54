"""Every catalogue message that takes a count, at 0, 1, 2 and 5, with each case or choice it selects on, in each
language, against the reviewed sentences of ``counted_examples_<language>.py`` (issue 32: "a table of examples
per language in the tests, not the catalogue read back"). A new counted message fails until its examples are
reviewed and added (``scripts/review_counted.py`` prints them side by side, ``--table`` as table rows); a
changed catalogue value fails where its sentence changed."""

from __future__ import annotations

import importlib

import pytest
from counted_messages import COUNTS, LANGUAGES, counted_keys, examples


def _table(language: str) -> dict[tuple[str, str], str]:
    return importlib.import_module(f"counted_examples_{language}").EXAMPLES


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_counted_message_reads_as_reviewed(language):
    table = _table(language)
    wrong, missing = [], []
    for key in counted_keys():
        for label, sentence in examples(key, language):
            expected = table.get((key, label))
            if expected is None:
                missing.append(f"{key} [{label}]: {sentence}")
            elif sentence != expected:
                wrong.append(f"{key} [{label}]:\n    reviewed: {expected}\n    now:      {sentence}")
    assert not missing, f"{language}: counted messages without reviewed examples:\n" + "\n".join(missing)
    assert not wrong, f"{language}: sentences changed from the reviewed ones:\n" + "\n".join(wrong)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reviewed_example_is_of_a_counted_message(language):
    """No stale row: a message that no longer counts (or is gone) leaves the table."""
    keys = counted_keys()
    stale = sorted({key for key, _ in _table(language) if key not in keys})
    assert not stale, f"{language}: examples of messages that take no count: {stale}"


def test_the_finder_sees_every_kind_of_count():
    keys = counted_keys()
    assert {"count"} <= keys["history.count"] and "finished" in keys["history.count"]
    assert "per" in keys["reason.unspent_sand_dollars.few"] and "left" in keys["reason.unspent_sand_dollars.few"]
    assert len(keys) >= 150
    assert [label for label, _ in examples("card.person_local", "de")][:3] == [
        "0 case=accusative", "0 case=dative", "0 case=nominative"]
    assert [label.split()[0] for label, _ in examples("explain.winner", "en")] == ["1", "2", "5"]  # never 0 winners
    assert COUNTS == (0, 1, 2, 5)
