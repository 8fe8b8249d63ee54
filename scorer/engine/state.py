"""The engine's immutable game state: frozen dataclasses, changed only by building new ones.

Coordinates: a ``Square`` is ``(row, column)`` with ``row`` "beach" or "street" and ``column``
relative to the starting tile at column 0. The starting tile fills both squares of column 0, and
people treat it as two spaces (its beach half and its street half, ruling 4). A display ``Slot`` is
``("front" | "back", column)`` with columns 0..3 left to right.

Turn flow is a queue of ``Step`` records: automatic ones (gain sand dollars, add people, refresh)
run at once; interactive ones become the ``pending`` choice that the next action must answer.
Random things (the virtual deck order, the Robot's die, the solo player's tile) come from the setup's
seed: the deck order is a tuple in the state and every other draw uses ``rng_draws`` as a counter,
so the same setup and actions always give the same game.

This module holds data only; ``scorer.engine.rules`` changes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError, dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar, cast

from card_db.catalogue import Catalogue
from card_db.limits import BOX_SUPPLY
from scorer.engine.setup import GameSetup
from scorer.model.records import quick_maker

Square = tuple[str, int]
Slot = tuple[str, int]
ROBOT = -1
"""The Robot's seat number in solo games."""
START_SQUARES: tuple[Square, Square] = (("beach", 0), ("street", 0))
BOX = BOX_SUPPLY
"""The pieces in the box (sand dollars are unlimited thanks to the multipliers; ``card_db.limits``)."""
PERSON_TYPES = ("local", "tourist", "vip")
PERSON_FILTERS = {"any": ((0, "local"), (1, "tourist"), (2, "vip")), "local": ((0, "local"),),
                  "tourist": ((1, "tourist"),), "vip": ((2, "vip"),)}
"""A move's person filter as (index in a crowd's (locals, tourists, VIPs), person type) pairs."""
END_TRIGGER_CARDS = 14

EMPTY: MappingProxyType = MappingProxyType({})


_NEW = object.__new__
_SET = object.__setattr__
_T = TypeVar("_T")
_K = TypeVar("_K")
_V = TypeVar("_V")


def evolve(obj, **changes):
    """A copy of a frozen dataclass record with some fields changed (``dataclasses.replace``, faster).

    The engine's records have no ``__post_init__`` and nothing to validate (the seeded playout
    tests guard every state they produce), so a copy is a copy of the old instance dict with the
    changes, set as the new instance's dict: C-level dict work only. Records that evolve therefore
    keep a ``__dict__`` (no ``slots=True``); ``replace`` and copying slot by slot were the engine's
    top self-time items."""
    fields = obj.__dict__.copy()
    fields.update(changes)
    new = _NEW(type(obj))
    _SET(new, "__dict__", fields)
    return new


def frozen_map(items: dict[_K, _V]) -> MappingProxyType[_K, _V]:
    """A read-only view of a fresh dict (the engine never shares a mutable dict between states)."""
    return MappingProxyType(items)


@dataclass(frozen=True, slots=True)
class Crowd:
    """The people standing on one space."""

    locals: int = 0
    tourists: int = 0
    vips: int = 0

    def count(self, person: str) -> int:
        """How many people of one type ("local", "tourist" or "vip") stand here."""
        return self.locals if person == "local" else self.tourists if person == "tourist" else self.vips

    def plus(self, person: str, n: int) -> Crowd:
        """This crowd with ``n`` more (or fewer, when negative) people of one type."""
        if person == "local":
            key = (self.locals + n, self.tourists, self.vips)
        elif person == "tourist":
            key = (self.locals, self.tourists + n, self.vips)
        else:
            key = (self.locals, self.tourists, self.vips + n)
        found = _CROWDS.get(key)
        return found if found is not None else _crowd(*key)

    @property
    def total(self) -> int:
        """Everybody on this space."""
        return self.locals + self.tourists + self.vips


_make_crowd = quick_maker(Crowd)
_CROWDS: dict[tuple[int, int, int], Crowd] = {}
"""Every crowd built so far, by its counts: a crowd is immutable, so one object serves every space
and every state with those counts (the box bounds them: at most 31 x 31 x 9 of them)."""


def _crowd(locals_: int, tourists: int, vips: int) -> Crowd:
    """The shared ``Crowd(locals_, tourists, vips)``: a crowd changes at every move, and a look-up
    costs less than building one (and leaves nothing new for the garbage collector to scan)."""
    key = (locals_, tourists, vips)
    found = _CROWDS.get(key)
    if found is None:
        if len(_CROWDS) >= 16384:  # the box bounds the counts; this is a backstop
            _CROWDS.clear()
        found = _CROWDS[key] = _make_crowd(locals_, tourists, vips)
    return found


NOBODY = _crowd(0, 0, 0)


@dataclass(frozen=True)
class PlayerState:
    """One player's side of the table: starting tile, city, pieces on it, sand dollars, turns."""

    name: str
    starting_tile: str | None = None
    cards: MappingProxyType[Square, str] = field(default_factory=lambda: EMPTY)
    """Feature cards by square (never column 0: that is the starting tile)."""
    people: MappingProxyType[Square, Crowd] = field(default_factory=lambda: EMPTY)
    """People by square; only squares with somebody on them; start tile halves are column 0."""
    footprints: frozenset[Square] = frozenset()
    sand_dollars: int = 0
    turns: int = 0

    @property
    def card_count(self) -> int:
        """Feature cards in the city (the starting tile does not count, ruling 11)."""
        return len(self.cards)

    def crowd(self, square: Square) -> Crowd:
        """The people on a square (nobody when empty)."""
        return self.people.get(square, NOBODY)

    def spaces(self) -> frozenset[Square]:
        """Squares people may stand on: the starting tile's two halves and every placed card."""
        if self.starting_tile is None:
            return frozenset()
        return frozenset(START_SQUARES).union(self.cards)

    def people_total(self, person: str) -> int:
        """How many people of one type are in this city."""
        return sum(c.count(person) for c in self.people.values())


@dataclass(frozen=True)
class RobotState:
    """The solo Robot: two piles of cards and the sand dollars and footprints it took."""

    beach_pile: tuple[str, ...] = ()
    street_pile: tuple[str, ...] = ()
    sand_dollars: int = 0
    footprints: int = 0
    turns: int = 0

    @property
    def card_count(self) -> int:
        """Cards the Robot has taken."""
        return len(self.beach_pile) + len(self.street_pile)


@dataclass(frozen=True, slots=True)
class Supply:
    """Pieces left in the general supply (sand dollars are unlimited)."""

    locals: int = BOX["locals"]
    tourists: int = BOX["tourists"]
    vips: int = BOX["vips"]
    footprints: int = BOX["footprints"]

    def people(self, person: str) -> int:
        """People of one type left in the supply."""
        return self.locals if person == "local" else self.tourists if person == "tourist" else self.vips

    def minus(self, person: str, n: int) -> Supply:
        """The supply after ``n`` people of one type left it (negative ``n`` returns them)."""
        if person == "local":
            return _supply(self.locals - n, self.tourists, self.vips, self.footprints)
        if person == "tourist":
            return _supply(self.locals, self.tourists - n, self.vips, self.footprints)
        if person == "vip":
            return _supply(self.locals, self.tourists, self.vips - n, self.footprints)
        return _supply(self.locals, self.tourists, self.vips, self.footprints - n)


_supply = quick_maker(Supply)


@dataclass(frozen=True)
class Display:
    """The 2 x 4 display and the two tokens under it (columns 0..3, ``None`` = blank or not placed)."""

    front: tuple[str | None, ...] = (None,) * 4
    back: tuple[str | None, ...] = (None,) * 4
    food_truck: int | None = None
    foodie: int | None = None

    def at(self, slot: Slot) -> str | None:
        """The card in a display slot, or ``None`` when the slot is blank."""
        row, column = slot
        return (self.front if row == "front" else self.back)[column]

    def cards(self) -> tuple[str, ...]:
        """Every card showing, front row first."""
        return tuple(c for c in self.front + self.back if c is not None)


# --- steps: the turn's queue of work and the pending choice -------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseTileStep:
    """A player chooses a starting tile among those left (setup, reverse turn order)."""

    seat: int


@dataclass(frozen=True, slots=True)
class FoodTruckStep:
    """A player places the food truck under a display column (setup)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnStep:
    """The start of a turn: take a front-row card, use a sand dollar action, or pass (Robot: roll)."""

    seat: int


@dataclass(frozen=True, slots=True)
class PlaceStep:
    """Place one card from the hand (cards taken this turn and not yet placed)."""


@dataclass(frozen=True, slots=True)
class GainStep:
    """Take sand dollars from the supply (automatic)."""

    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class AddPeopleStep:
    """Add people from the supply onto a card (automatic; as many as are left)."""

    person: str
    count: int
    square: Square


@dataclass(frozen=True)
class MoveStep:
    """Optional moves: up to ``count`` people matching ``person`` up to ``distance`` spaces each.

    ``moved`` counts, per (square, type), people that already arrived there during this step: nobody
    moves twice in one action unless ``repeat`` (the happy day's "1 person twice"). ``final`` is the
    final movement: any number of people, locals up to 3 spaces, tourists and VIPs 1."""

    person: str
    count: int
    distance: int
    reason: str
    repeat: bool = False
    final: bool = False
    moved: tuple[tuple[Square, str, int], ...] = ()

    def arrived(self, square: Square, person: str) -> int:
        """People of this type that arrived on ``square`` during this step."""
        for s, p, n in self.moved:
            if s == square and p == person:
                return n
        return 0


@dataclass(frozen=True, slots=True)
class MoveHereStep:
    """"Move up to N here": people from anywhere onto ``square`` (ruling 16)."""

    square: Square
    count: int


@dataclass(frozen=True, slots=True)
class HappyDayStep:
    """Foodie and food truck under the taken card: choose the happy-day reward."""


@dataclass(frozen=True, slots=True)
class SwapStep:
    """Optional: swap 2 feature cards of the same row (``count`` swaps left)."""

    count: int


@dataclass(frozen=True, slots=True)
class ReturnStep:
    """Optional: return up to ``count`` people from the city to the supply."""

    count: int


@dataclass(frozen=True, slots=True)
class RefreshStep:
    """Refresh the display: slide back-row cards down, then deal into blanks, front row first."""


@dataclass(frozen=True, slots=True)
class RevealStep:
    """Physical deck: the table reveals the card for ``slot``; the engine asks which one it was."""

    slot: Slot


@dataclass(frozen=True, slots=True)
class EndTurnStep:
    """Count the turn, check the end of the game, hand over to the next player."""


@dataclass(frozen=True, slots=True)
class FinalMoveStep:
    """The final movement of one player (ruling 11)."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameOverStep:
    """Everything is done: the game is over and ready to score."""


Step = (
    ChooseTileStep
    | FoodTruckStep
    | TurnStep
    | PlaceStep
    | GainStep
    | AddPeopleStep
    | MoveStep
    | MoveHereStep
    | HappyDayStep
    | SwapStep
    | ReturnStep
    | RefreshStep
    | RevealStep
    | EndTurnStep
    | FinalMoveStep
    | GameOverStep
)


@dataclass(frozen=True)
class GameState:
    """A whole game at one moment. Build the first with ``rules.new_game``; never mutate.

    ``current`` is whose turn it is (``ROBOT`` for the Robot), ``actor`` who must answer
    ``pending`` (they differ during setup and the final movement). ``pending`` is ``None`` only
    when the game is over. ``deck`` is the virtual draw order, or for a physical deck the cards that
    may still be revealed (sorted)."""

    setup: GameSetup
    catalogue: Catalogue = field(compare=False, repr=False)
    players: tuple[PlayerState, ...]
    robot: RobotState | None
    supply: Supply
    display: Display
    deck: tuple[str, ...]
    deck_empty: bool = False
    """Physical deck: the table said the deck ran out."""
    rng_draws: int = 0
    current: int = 0
    actor: int = 0
    pending: Step | None = None
    queue: tuple[Step, ...] = ()
    hand: tuple[str, ...] = ()
    hand_source: str = ""
    """How the hand was taken: "display" (normal selection) or a sand dollar action id."""
    turn_number: int = 0
    passes_in_row: int = 0
    end_triggered: bool = False
    finished: bool = False
    log: tuple = ()
    """Every action applied since ``new_game``, in order (``scorer.engine.actions.Action``)."""

    def player(self, seat: int) -> PlayerState:
        """The player in ``seat`` (turn order, from 0)."""
        return self.players[seat]

    def name_of(self, seat: int) -> str:
        """A seat's name for the log ("Robot" for the Robot)."""
        return "Robot" if seat == ROBOT else self.players[seat].name


LOG_LINK = object()
"""Marks a link of a growing action log: ``(earlier log or link, action, LOG_LINK)`` (never an action)."""


class _ActionLog:
    """``GameState.log``: a tuple to every reader, kept as links while a game is played.

    ``apply`` gives each new state the link ``(previous state's _log, action, LOG_LINK)`` under
    ``_log``: one small tuple per action, not a copy of the whole log (copying and then freeing a
    tuple of every action so far, at every action, was a few percent of a playout). The first read
    of ``log`` joins the links into the tuple and keeps it in their place (the same value every
    time). The dataclass's ``__init__`` (and ``dataclasses.replace``) store a given log through
    ``__set__``; ``fields``, equality, hashing and ``repr`` read it like any field."""

    def __get__(self, state: GameState | None, owner: type | None = None) -> tuple:
        if state is None:
            return ()  # the field's default, as the dataclass had it
        found = state.__dict__["_log"]  # what ``__set__`` stored (the same slot ``state._log`` reads)
        if len(found) == 3 and found[2] is LOG_LINK:
            actions = []
            link = found
            while len(link) == 3 and link[2] is LOG_LINK:
                actions.append(link[1])
                link = link[0]
            actions.reverse()
            found = link + tuple(actions)
            state.__dict__["_log"] = found  # the same value, joined once
        return found

    def __set__(self, state: GameState, value: tuple) -> None:
        state.__dict__["_log"] = value

    def __delete__(self, state: GameState) -> None:
        raise FrozenInstanceError("cannot delete field 'log'")


# The dataclass declared ``log`` a tuple field (what every reader gets); the descriptor replaces it on the
# class after the dataclass was made. ``setattr``: the type checker rightly sees a tuple field there.
setattr(GameState, "log", _ActionLog())  # noqa: B010


class Event:
    """One readable log record: who (``ROBOT`` for the Robot, ``None`` for the table), what, and a sentence.

    Immutable, equal and hashing by (``seat``, ``kind``, ``text``). ``text`` may be written on first
    read (``said``): a playout's events are mostly never read, and writing a sentence (square and
    card names) cost more than the rest of a move; once written it is kept, the same string."""

    __slots__ = ("seat", "kind", "_text", "_say", "_words")
    __match_args__ = ("seat", "kind", "text")
    # The slots' types (annotations without values: the slots above hold the values).
    seat: int | None
    kind: str
    _text: str | None
    _say: Any  # ``(write, *values)`` until ``text`` is first read, then ``None`` or the ``Said`` it wrote
    _words: dict[str, str] | None

    def __init__(self, seat: int | None, kind: str, text: str):
        _SET(self, "seat", seat)
        _SET(self, "kind", kind)
        _SET(self, "_text", text)
        _SET(self, "_say", None)
        _SET(self, "_words", None)

    @property
    def text(self) -> str:
        """The sentence (written now from ``said``'s function and values if not yet)."""
        text = self._text
        if text is None:
            say = self._say
            text = say[0](*say[1:])
            if text.__class__ is str:
                _SET(self, "_say", None)
            else:  # a ``scorer.engine.words.Said``: kept, so ``word`` can say it in another language
                _SET(self, "_say", text)
                text = text.word()
            _SET(self, "_text", text)  # the same sentence at every read: written once
        return text

    def word(self, language: str) -> str:
        """The sentence in ``language`` when it was written as a ``Said`` (``scorer.engine.words``), else
        ``text``; written once per language and kept (the Assistant words the whole log at every rerun)."""
        text = self.text
        if self._say is None or language == "en":
            return text
        # The Assistant words the whole log at every rerun: each language's sentence is written once.
        words = self._words
        if words is None:
            words = {}
            _SET(self, "_words", words)
        found = words.get(language)
        if found is None:
            found = words[language] = self._say.word(language)
        return found

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        assert isinstance(other, Event)  # just checked, by its exact class (faster than isinstance first)
        return (self.seat, self.kind, self.text) == (other.seat, other.kind, other.text)

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.text))

    def __repr__(self) -> str:
        return f"Event(seat={self.seat!r}, kind={self.kind!r}, text={self.text!r})"

    def __reduce__(self) -> tuple[type[Event], tuple[int | None, str, str]]:
        return (Event, (self.seat, self.kind, self.text))

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


class _EventDraft:
    # ``scorer.model.records.quick_maker``'s technique: a plain twin with the same slots stores the
    # values with ordinary slot stores, then becomes an ``Event`` (one Python call per event).
    __slots__ = Event.__slots__

    seat: int | None
    kind: str
    _text: str | None
    _say: Any
    _words: dict[str, str] | None

    def __init__(self, seat: int | None, kind: str, text: str) -> None:
        self.seat = seat
        self.kind = kind
        self._text = text
        self._say = None
        self._words = None
        self.__class__ = Event  # type: ignore[assignment]  # the technique: the twin becomes an Event


class _SaidDraft:
    # ``_EventDraft`` for a sentence written on first read. A twin of its own, not an optional argument
    # of the first: each of the two stays three positional values and one call per event.
    __slots__ = Event.__slots__

    seat: int | None
    kind: str
    _text: str | None
    _say: Any
    _words: dict[str, str] | None

    def __init__(self, seat: int | None, kind: str, say: tuple) -> None:
        self.seat = seat
        self.kind = kind
        self._text = None
        self._say = say
        self._words = None
        self.__class__ = Event  # type: ignore[assignment]  # the technique: the twin becomes an Event


# Typed as what a call returns: each draft's ``__init__`` turns it into an ``Event``.
new_event = cast("Callable[[int | None, str, str], Event]", _EventDraft)
"""``Event(seat, kind, text)`` built faster: most actions log one or more."""
said = cast("Callable[[int | None, str, tuple], Event]", _SaidDraft)
"""``said(seat, kind, (write, *values))``: an ``Event`` whose ``text`` is ``write(*values)``, written
on first read. ``write`` must be a pure function of ``values`` (they are immutable)."""


def with_player(state: GameState, seat: int, player: PlayerState, **changes: object) -> GameState:
    """The state with one player replaced (and other ``changes``, in the same copy)."""
    players = list(state.players)
    players[seat] = player
    changes["players"] = tuple(players)
    return copy_with(state, changes)


def replace_player(state: GameState, seat: int, player: PlayerState, changes: dict) -> GameState:
    """``with_player(state, seat, player, **changes)`` for a ``changes`` dict already built (it gets
    the players): the most frequent copies of the state, without packing keyword arguments."""
    players = state.players
    changes["players"] = players[:seat] + (player,) + players[seat + 1:]
    fields = state.__dict__.copy()
    fields.update(changes)
    new = _NEW(GameState)
    _SET(new, "__dict__", fields)
    return new


def copy_with(obj: _T, changes: dict) -> _T:
    """``evolve(obj, **changes)`` for a ``changes`` dict already built (no keyword arguments to pack)."""
    fields = obj.__dict__.copy()
    fields.update(changes)
    new = _NEW(type(obj))
    _SET(new, "__dict__", fields)
    return new
