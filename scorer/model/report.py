"""Score report records: every point with its reason, per player and for the table.

Records are plain frozen dataclasses (cheap to build in the hot path; ``scorer.formats.explain.report_to_dict``
turns them into JSON, each reason worded in English: ``dataclasses.asdict`` would deep-copy the reasons kept
as what they say, with the cards they name). Totals are derived from the items, never stored beside them.
This module renders nothing and computes no score.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Literal, Protocol

import lang
from scorer.model.records import quick_maker

Line = Literal["cards", "rings", "footprints", "wave", "misc", "people"]
LINES: tuple[Line, ...] = ("cards", "rings", "footprints", "wave", "misc", "people")
LINE_LABELS: dict[str, str] = {line: lang.text(f"explain.line.{line}", "en") for line in LINES}
"""Each line's English name (the JSON report's ``line_labels``); ``line_label`` says it in any language."""


def line_label(line: str, language: str = "en") -> str:
    """A scorepad line's name in ``language`` ("Feature cards", "Merkmalskarten"), from the catalogues."""
    return lang.text(f"explain.line.{line}", language)


Position = tuple[str, int]
"""A city position: (row, column); the starting tile is ("start", 0)."""


class Worded(Protocol):
    """A reason kept as what it says (a kind, a case, its numbers and cards), worded only when read, in
    the reader's language (``lang.said.Said`` is one; the cards', rings' and Robot's are in
    ``scorer.scoring.reasons``)."""

    def word(self, language: str = "en") -> str:
        """The sentence in ``language``."""
        ...


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One scored (or explicitly unscored) thing: a card ability, a ring, a footprint, an objective line.

    ``why`` is the reason, structured (``Worded``): a full sentence, once worded, that names the cards
    involved (``reason`` in English, ``reason_in`` in any language; a plain ``str`` is the same words in
    every language). ``ruling`` is the RULINGS.md number when a ruling changed the number."""

    line: Line
    points: int
    why: str | Worded
    card_id: str | None = None
    card_name: str | None = None
    position: Position | None = None
    ability: str | None = None
    ruling: int | None = None

    @property
    def reason(self) -> str:
        """The reason in English (the pinned text of the scorer's tests and the JSON report)."""
        why = self.why
        return why if isinstance(why, str) else why.word("en")

    def reason_in(self, language: str = "en") -> str:
        """The reason in ``language``, worded now (scoring keeps what it says, not its words)."""
        why = self.why
        return why if isinstance(why, str) else why.word(language)

    def card_name_in(self, language: str = "en") -> str | None:
        """``card_name`` as players read it in ``language``: a reason that names its own card says it
        (``card_name_in``: a card with no name is named by its contents in the language); else as stored."""
        named = getattr(self.why, "card_name_in", None)
        return self.card_name if named is None or self.card_name is None else named(language)


def _in(value: str | Worded, language: str) -> str:
    return value if isinstance(value, str) else value.word(language)


@dataclass(frozen=True, slots=True)
class RingFill:
    """How the automatic ring assignment (ruling 5) used one ring.

    ``label`` is the ring as words (a ``Worded``: ``ring_label`` in English, ``label_in`` any language);
    ``called`` names the card or tile holding it in any language (``card_name_in``; ``card_name`` is the
    English, the JSON report's)."""

    card_id: str
    card_name: str
    position: Position
    ring_index: int
    label: str | Worded
    locals: int
    tourists: int
    vips: int
    filled: bool
    points: int
    called: str | Worded | None = None

    @property
    def ring_label(self) -> str:
        """The ring in English: "ring of 2 tourists (4 points)", "street half: ring of 1 tourist (2 points)"."""
        return _in(self.label, "en")

    def label_in(self, language: str = "en") -> str:
        """The ring in ``language``."""
        return _in(self.label, language)

    def card_name_in(self, language: str = "en") -> str:
        """The card (or starting tile) holding the ring, in ``language``."""
        return self.card_name if self.called is None else _in(self.called, language)


@dataclass(frozen=True, slots=True)
class UnplacedPeople:
    """People left outside every ring on one space by the ring assignment the score used (ruling 5).

    A space is a feature card, or one half of the starting tile: then ``card_id`` is ``None``,
    ``row`` says which half ("beach" or "street"), ``column`` is 0 and ``card_name`` is the tile's."""

    row: str
    column: int
    card_id: str | None
    card_name: str
    locals: int
    tourists: int
    vips: int
    called: str | Worded | None = None
    """Names the space's card or tile in any language (``card_name_in``); ``card_name`` is the English."""

    def card_name_in(self, language: str = "en") -> str:
        """The card (or starting tile) in ``language``."""
        return self.card_name if self.called is None else _in(self.called, language)

    @property
    def total(self) -> int:
        """How many people of any type."""
        return self.locals + self.tourists + self.vips

    @property
    def on_starting_tile(self) -> bool:
        """Whether this is a half of the starting tile (not a feature card)."""
        return self.card_id is None


@dataclass(frozen=True, slots=True)
class PlayerReport:
    """One player's scorepad column with every item that produced it."""

    seat: int
    name: str
    is_robot: bool
    sand_dollars: int
    longest_chain: int
    """Tags in the longest group of one tag type (tie-breaker 2, ruling 12)."""
    unplaced: int
    items: tuple[ScoreItem, ...]
    rings: tuple[RingFill, ...] = ()
    unplaced_people: tuple[UnplacedPeople, ...] = ()
    """Who makes up ``unplaced``, space by space in city order (left to right, beach first). The
    solo Robot has none: its Blue count of 2 is a rule, not people on the table (ruling 7)."""

    def line(self, line: Line) -> int:
        """Points on one scorepad line."""
        return sum([item.points for item in self.items if item.line == line])

    @property
    def lines(self) -> dict[str, int]:
        """Every scorepad line with its points, in scorepad order."""
        found: dict[str, int] = dict.fromkeys(LINES, 0)
        for item in self.items:
            found[item.line] += item.points
        return found

    @property
    def total(self) -> int:
        """The sum of the lines."""
        return sum(map(_POINTS, self.items))  # in C: no comprehension frame (the ranking asks every report)


_POINTS = attrgetter("points")
"""An item's points (``PlayerReport.total``)."""


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's place in the final ranking and what decided it."""

    rank: int
    seat: int
    name: str
    total: int
    decided_by: str
    """"points", "sand dollars", "longest chain" or "shared" (the tie stands)."""


class Ranked:
    """What a scored table answers from its ``standings``: who won. Shared by ``TableReport``,
    ``TableTotals`` and the score pad's ``PadReport`` (``scorer.model.pad``)."""

    __slots__ = ()
    standings: tuple[Standing, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        """Names of everyone ranked first (several when the win is shared)."""
        return tuple(s.name for s in self.standings if s.rank == 1)


@dataclass(frozen=True, slots=True)
class TableReport(Ranked):
    """The whole scorepad: one report per player (turn order, Robot last) and the ranking."""

    objective: str
    players: tuple[PlayerReport, ...]
    standings: tuple[Standing, ...]
    notes: tuple[str, ...] = field(default=())


# Positional constructors for the scorer's hot path (``scorer.model.records``): the same frozen
# records, equal to those the classes build, several times faster (a game builds a few hundred).
make_score_item = quick_maker(ScoreItem)
make_ring_fill = quick_maker(RingFill)
make_unplaced_people = quick_maker(UnplacedPeople)
make_player_report = quick_maker(PlayerReport)
make_standing = quick_maker(Standing)


_LINE_INDEX = {name: index for index, name in enumerate(LINES)}


class ScorepadColumn:
    """What a scorepad column of numbers answers, from its ``points`` (one per line, in ``LINES``
    order): a line's points, every line by name, the total (derived, never stored). Shared by
    ``PlayerTotals`` and the score-pad-only column (``scorer.model.pad``)."""

    __slots__ = ()
    points: tuple[int, ...]

    def line(self, line: Line) -> int:
        """Points on one scorepad line."""
        return self.points[_LINE_INDEX[line]]

    @property
    def lines(self) -> dict[str, int]:
        """Every scorepad line with its points, in scorepad order."""
        return dict(zip(LINES, self.points, strict=True))

    @property
    def total(self) -> int:
        """The sum of the lines."""
        return sum(self.points)


@dataclass(frozen=True, slots=True)
class PlayerTotals(ScorepadColumn):
    """One player's scorepad column as numbers only: the lines and total a ``PlayerReport`` would
    show for the same game, without its items, reasons, ring fills or unplaced groups (for callers
    that score many cities and read only numbers: hints, the final movement, provisional scores)."""

    seat: int
    name: str
    is_robot: bool
    sand_dollars: int
    longest_chain: int
    unplaced: int
    points: tuple[int, ...]
    """Points per scorepad line, in ``LINES`` order."""


@dataclass(frozen=True, slots=True)
class TableTotals(Ranked):
    """The scorepad as numbers only: ``PlayerTotals`` per player (turn order, Robot last), the ranking
    and the notes, as ``TableReport`` has them for the same game."""

    objective: str
    players: tuple[PlayerTotals, ...]
    standings: tuple[Standing, ...]
    notes: tuple[str, ...] = field(default=())
