"""The words of a finished table's result (webapp.tables.finished_guard.result_text) and of a rebuilt score pad's
headline (webapp.pad.view.typed_headline): shared wins, one point, no winner, names escaped."""

from __future__ import annotations

from functools import partial

from app_helpers import shown

from scorer.scoring.pad import score_pad
from webapp.pad import operations as pad_tables
from webapp.pad.view import typed_headline
from webapp.tables.finished_guard import result_text
from webapp.tables.store import GameSummary


def finished(winner: str, totals: dict[str, int]) -> GameSummary:
    return GameSummary(id="g", created="", updated="", status="finished", title="", players=tuple(totals),
                       winner=winner, totals=totals, finished_at="2026-11-26T10:00:00+00:00")


def test_the_result_in_words():
    assert result_text(finished("Ana", {"Ana": 52, "Bo": 40})) == "Ana won with 52 points"
    assert result_text(finished("Ana", {"Ana": 1, "Bo": 0})) == "Ana won with 1 point"
    assert shown(result_text(finished("Ana & Bo", {"Ana": 48, "Bo": 48}))) == "Ana and Bo shared the win with 48 points"
    assert result_text(finished("", {"Ana": 0})) == "no winner was recorded"
    marked = result_text(finished("*Ana*", {"*Ana*": 3}))
    assert marked != "*Ana* won with 3 points" and shown(marked) == "*Ana* won with 3 points"  # escaped


def test_the_typed_headline_names_the_typed_winner_or_the_shared_win():
    pad = pad_tables.new_pad("blue", ["Cy", "Di"])
    cy = partial(pad_tables.set_value, pad, "Cy", "cards")
    assert typed_headline(score_pad(cy(30))).startswith("Score pad: Cy wins with 30 points (as typed).")
    tied = score_pad(pad)  # nothing typed: 0 each, a shared win of the typed lines
    assert shown(typed_headline(tied)).startswith("Score pad: shared win, Cy and Di with 0 points")
