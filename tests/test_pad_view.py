"""Score pad only (issue 13), the words: pad vs rebuilt cities, and how History shows and counts a pad."""

from __future__ import annotations

from app_helpers import shown

from scorer.model.pad import PadColumn, PadGame
from scorer.model.report import PlayerReport, ScoreItem, TableReport
from scorer.scoring.pad import score_pad
from webapp.pad.store import PadSummary
from webapp.pad.view import comparison_table, counts_in_statistics, pad_badge, shown_summary
from webapp.tables.store import GameSummary


def typed() -> PadGame:
    return PadGame(objective="orange", players=(PadColumn(name="Ann", cards=12, rings=3), PadColumn(name="Bob", cards=9)))


def city(name: str, seat: int, cards: int) -> PlayerReport:
    return PlayerReport(seat=seat, name=name, is_robot=False, sand_dollars=0, longest_chain=0, unplaced=0,
                        items=(ScoreItem(line="cards", points=cards, why="test"),))


def summary(gid: str, status: str, totals=None) -> GameSummary:
    return GameSummary(id=gid, created="2026-11-24T10:00:00+00:00", updated="2026-11-24T10:00:00+00:00",
                       status=status, title="", players=("Ann", "Bob"), winner="", totals=totals or {})


def test_the_comparison_marks_each_line_where_the_cities_differ_from_the_pad():
    cities = TableReport(objective="orange", players=(city("Ann", 0, 12), city("Bob", 1, 7)), standings=())
    rows = shown(comparison_table(score_pad(typed()), cities)).splitlines()
    assert "| Ann | Feature cards | 12 | 12 |" in rows  # the same: no mark
    assert "| Ann | Activity rings | 3 | **0** ≠ |" in rows  # rings not entered in the city yet
    assert "| Bob | Feature cards | 9 | **7** ≠ |" in rows
    assert "| Ann | **Total** | 15 | **12** ≠ |" in rows


def test_the_comparison_says_when_the_cities_cannot_be_scored_yet():
    rows = shown(comparison_table(score_pad(typed()), None)).splitlines()
    assert "| Bob | Feature cards | 9 | not scored yet |" in rows


def test_history_shows_the_pad_until_its_rebuilt_table_is_finished_and_counts_it_once():
    pad = PadSummary(summary=summary("p1", "finished", {"Ann": 15, "Bob": 9}), rebuild_id="g1")
    drafting, done = summary("g1", "draft"), summary("g1", "finished", {"Ann": 12, "Bob": 7})
    assert shown_summary(pad, drafting) is pad.summary and counts_in_statistics(pad, drafting)
    assert "Rebuilding" in pad_badge(pad, drafting)
    assert shown_summary(pad, done) is done and not counts_in_statistics(pad, done)
    assert "Rebuilt, finished" in pad_badge(pad, done)
    plain = PadSummary(summary=summary("p2", "draft"), rebuild_id=None)
    assert not counts_in_statistics(plain, None) and "Draft" in pad_badge(plain, None)
