"""Ruling meanings: every ruling the project cites has one player-level sentence, found from a reason."""

from __future__ import annotations

import re
from pathlib import Path

from scorer.model.rulings import RULING_MEANINGS, ruling_meaning, rulings_cited

NOTES = Path(__file__).resolve().parent.parent / "docs" / "rules-notes.md"


def test_every_ruling_in_the_rules_notes_has_a_meaning():
    # The notes number rulings 1 to 22 as "1. **Grid.**"; each must have a sentence, and no more.
    numbers = {int(n) for n in re.findall(r"^(\d+)\. \*\*", NOTES.read_text(encoding="utf-8"), re.MULTILINE)}
    assert numbers == set(range(1, 23))
    assert set(RULING_MEANINGS) == numbers
    for meaning in RULING_MEANINGS.values():
        assert meaning and not meaning[0].isupper() and not meaning.endswith(".")  # reads after "Ruling N: "


def test_a_reason_citing_one_ruling_gives_its_meaning():
    (ruling,) = rulings_cited("Sun Deck has no Wave neighbour (its own Wave tag does not count, ruling 3)")
    assert ruling.number == 3
    assert ruling.text == f"Ruling 3: {ruling_meaning(3)}"
    assert "own tags never count" in ruling.text


def test_several_rulings_and_the_item_field_each_once_in_order():
    cited = rulings_cited("a (Ruling 17) b (rulings 4 and 3) c (ruling 17)", ruling=5)
    assert [r.number for r in cited] == [17, 4, 3, 5]
    assert [r.number for r in rulings_cited("no ruling here", ruling=9)] == [9]
    assert rulings_cited("Pier: +3") == ()


def test_a_number_the_project_does_not_use_is_left_out():
    assert rulings_cited("see ruling 99", ruling=42) == ()
    assert ruling_meaning(99) is None
