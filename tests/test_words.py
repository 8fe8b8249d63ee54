"""The one pluraliser: every count a player reads says its word in the right number."""

from __future__ import annotations

from card_db.wording import people
from scorer.model.words import counted, plural_of
from webapp.cards import text as card_text


def test_counts_read_as_a_player_says_them():
    assert counted(1, "sand dollar") == "1 sand dollar"
    assert counted(2, "sand dollar") == "2 sand dollars"
    assert counted(0, "sand dollar") == "0 sand dollars"
    assert f"move up to {counted(1, 'person')}" == "move up to 1 person"
    assert f"move up to {counted(3, 'person')}" == "move up to 3 people"
    assert counted(1, "VIP") == "1 VIP"
    assert counted(2, "VIP") == "2 VIPs"


def test_irregular_words_and_es_endings():
    assert counted(2, "unplaced person") == "2 unplaced people"
    assert counted(2, "person of any type") == "2 people of any type"
    assert counted(1, "match") == "1 match"
    assert counted(3, "match") == "3 matches"
    assert plural_of("Waves tag") == "Waves tags"
    assert counted(2, "foot", "feet") == "2 feet"  # a word this module does not know, told its plural


def test_a_negative_one_is_singular():
    assert counted(-1, "point") == "-1 point"
    assert counted(-2, "point") == "-2 points"


def test_the_old_names_are_the_same_function():
    # One pluraliser: the app's old name is this one, not a copy that can drift.
    assert card_text.plural is counted
    assert people(1, "any") == "1 person of any type"
    assert people(2, "vip") == "2 VIPs"
    assert people(2, "any", "short") == "2 any"
