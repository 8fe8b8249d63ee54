"""``scorer.model.records.quick_maker``: the fast constructors give the very records the classes give."""

from __future__ import annotations

import pickle
from dataclasses import FrozenInstanceError, astuple, dataclass, field

import pytest

from scorer.model.records import quick_maker
from scorer.model.report import RingFill, ScoreItem, make_ring_fill, make_score_item


def test_a_quick_record_equals_hashes_and_prints_as_the_class_builds_it():
    quick = make_score_item("cards", 3, "Pier is next to Nature: 3", "pier", "Pier", ("beach", 1), "adjacent_tag", None)
    plain = ScoreItem(line="cards", points=3, why="Pier is next to Nature: 3", card_id="pier", card_name="Pier",
                      position=("beach", 1), ability="adjacent_tag", ruling=None)
    assert type(quick) is ScoreItem
    assert quick == plain and hash(quick) == hash(plain) and repr(quick) == repr(plain)
    assert astuple(quick) == astuple(plain)
    assert pickle.loads(pickle.dumps(quick)) == plain


def test_defaults_apply_and_the_record_stays_frozen():
    item = make_score_item("wave", 0, "no wave")
    assert item == ScoreItem(line="wave", points=0, why="no wave")
    with pytest.raises(FrozenInstanceError):
        item.points = 5
    fill = make_ring_fill("c", "C", ("street", -1), 0, "ring", 1, 0, 0, True, 2)
    with pytest.raises(FrozenInstanceError):
        fill.filled = False
    assert fill == RingFill("c", "C", ("street", -1), 0, "ring", 1, 0, 0, True, 2)


def test_classes_it_cannot_build_faithfully_are_refused():
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(slots=True)
    class NotFrozen:
        a: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        a: tuple = field(default_factory=tuple)

    @dataclass(frozen=True, slots=True)
    class PostInit:
        a: int

        def __post_init__(self) -> None:
            pass

    for cls in (NoSlots, NotFrozen, Factory, PostInit):
        with pytest.raises(TypeError):
            quick_maker(cls)
