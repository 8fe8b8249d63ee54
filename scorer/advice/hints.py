"""Placement hints (issue 5): where each card the player could take scores best, and by how much.

``placement_hints(state, catalogue)`` answers at the start of a human player's turn (when taking a
card is the pending choice; ``()`` at any other moment). For every way to take cards that the
engine allows now (each front-row card, and each choice of the game's two sand dollar actions
that the player can afford) it finds the best legal slot, or the best pair of slots for the
two-card actions, and the change in the player's provisional total that it brings.

How it stays exact and legal: the candidate moves are not re-implemented here. Each take is played
through the engine itself (``scorer.engine.apply``) and every ``PlaceCard`` the engine lists
(``legal_actions``) is tried, in both orders for two cards, so every slot searched is a legal one
and every hint's ``actions`` is a sequence the engine accepts. Automatic effects happen as the
engine does them: sand dollars gained or paid (they count for unspent-sand-dollar cards), people
from ``add_people`` put on the new card (as many as the supply still holds), the food truck's
sand dollar. Optional choices are not searched: every optional move, "move here", swap or return
is answered ``Done`` (the reason says so), a foodie move is left out ("plus a free move"), and a
happy day is counted as its 2 sand dollars.

The score is the scorer's: the city after the turn against the city as it stands, scored as
``scorer.scoring.score_game`` scores it. For speed one city is scored with ``score_city`` against
the other players' unplaced counts; that is the table's number unless the objective is Blue and
another player has a real ring trade-off (more than one choice on their Blue frontier, so their
choice could answer this player's), in which case the whole table is scored with ``score_game``.
Candidate placements are compared by total only (``city_totals`` / ``score_totals``, the same
numbers without explanations); only the best placement of each take is scored with its reasons.

Worst case, bounded by the rules rather than by a budget (the input is an engine state, legal by
construction, over catalogue cards the schema bounds, ``card_db.limits``): takes are at most the
4 front-row cards plus the choices of the game's 2 sand dollar actions (at most 6 front pairs + 8
display cards, or 6 + 4 front-and-behind pairs); a city has at most 15 cards, so a row offers at
most 17 slots and a two-card take at most 2 x 17 x 18 placements. That caps a request at about
10 x 612 + 8 x 17 < 6,300 placements, each played through the engine and scored once per distinct
city with ``score_city``, whose ring search is polynomial and small (``scorer.scoring.rings``). Real turns
score a few hundred cities; ``scripts/bench_hints.py`` prints the measured worst and that ceiling.

This module changes no state, draws nothing and imports no user interface.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import assert_never

import lang
from card_db.catalogue import Catalogue
from card_db.models import MoveHere, MovePeople
from card_db.printed_words import objective_words
from lang.catalogue import catalogue as _words_of
from scorer.engine import display as disp
from scorer.engine import words
from scorer.engine.actions import Action, ChooseHappyDay, Done, PlaceCard, TakeCard, UseSandDollarAction
from scorer.engine.export import to_finished_game
from scorer.engine.rules import apply, legal_actions, validate
from scorer.engine.state import (
    ROBOT,
    GameState,
    HappyDayStep,
    MoveHereStep,
    MoveStep,
    PlaceStep,
    ReturnStep,
    SwapStep,
    TurnStep,
)
from scorer.engine.words import Phrase, Said
from scorer.model.game import FinishedGame, PlayerCity
from scorer.model.report import LINES, PlayerReport, ScoreItem
from scorer.scoring.city import build_city
from scorer.scoring.rings import blue_frontier
from scorer.scoring.robot import ROBOT_BLUE_UNPLACED
from scorer.scoring.table import city_totals, score_city, score_game, score_totals

Square = tuple[str, int]
Take = TakeCard | UseSandDollarAction
"""What a hint starts from: a card taken from the display, or a sand dollar action."""

HAPPY_DAY_CHOICE = "two_dollars"
"""The happy-day option a hint counts: its 2 sand dollars (the moves of the others are not searched)."""
REASON_PARTS = 4
"""How many changed score items a reason names before "and N more"."""

_REWARD_NOTES = {"food_truck": "advice.note_food_truck", "foodie": "advice.note_foodie",
                 "happy_day": "advice.note_happy_day"}
"""The catalogue key of what a front-row take's reward adds to a hint's reason (none for "none")."""
_EXTRAS = (("advice.extra_moves", "move_count"), ("advice.extra_swaps", "swaps"), ("advice.extra_returns", "return_people"))
"""A sand dollar action's optional steps a hint does not search: the word, the action's field."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The best legal placement for one way of taking cards, and what it does to the score.

    ``source`` is "front row column N" (N from 1) or the sand dollar action's name and cost; ``source``
    and ``reason`` are ``Phrase``s: English as a ``str``, ``word(language)`` in the reader's language;
    ``card_ids`` and ``slots`` go together, in the order the cards are placed; ``delta`` is the
    change of the player's provisional total, ``total_after`` the total after the turn;
    ``line_deltas`` the scorepad lines that change (line -> change, scorepad order; read it, do not
    change it); ``actions`` every engine action of the turn in order (the take, the placements, a
    ``Done`` for each optional step, the happy-day choice); ``reward`` the food truck / foodie
    reward of a front-row take ("none" for sand dollar actions); ``cost`` the sand dollars paid."""

    source: Phrase
    card_ids: tuple[str, ...]
    slots: tuple[Square, ...]
    delta: int
    total_after: int
    reason: Phrase
    line_deltas: dict[str, int]
    actions: tuple
    reward: str = "none"
    cost: int = 0

    @property
    def placing_actions(self) -> tuple:
        """The take and the placements that follow it directly: what "do it" plays for the player.

        It stops at the first optional step (a card's moves, the foodie's move, the happy day): the
        hint did not search those and the player may do better. When the first of two cards has such
        a step, only that card is placed; the second is the player's to place after it
        (``placed_by_do_it`` says how many cards are placed)."""
        kept = [self.actions[0]]
        for action in self.actions[1:]:
            if not isinstance(action, PlaceCard):
                break
            kept.append(action)
        return tuple(kept)

    @property
    def placed_by_do_it(self) -> int:
        """How many of ``card_ids`` (in order) ``placing_actions`` places."""
        return len(self.placing_actions) - 1


def placement_hints(state: GameState, catalogue: Catalogue) -> tuple[Hint, ...]:
    """The hints for the player whose turn it is, best first (ties keep the engine's order).

    ``()`` unless a human player is about to take a card (setup, placing, moving, the Robot's turn,
    the final movement and a finished game all give ``()``), and when no card can be taken.
    ``catalogue`` scores the cities (normally ``state.catalogue``); an unknown card id raises
    ``card_db.catalogue.UnknownCardError``, whose message says how to fix it."""
    pending = state.pending
    if state.finished or not isinstance(pending, TurnStep) or pending.seat == ROBOT:
        return ()
    seat = pending.seat
    takes = [a for a in legal_actions(state) if isinstance(a, (TakeCard, UseSandDollarAction))]
    if not takes:
        return ()
    scorer = _CityScorer(state, catalogue, seat)
    before = scorer.report_of(state)
    hints: list[tuple[int, Hint]] = []
    for index, take in enumerate(takes):
        if validate(state, take) is not None:
            continue  # the engine's quick list may offer a pair that cannot both be placed
        best = _best_turn(state, take, seat, scorer)
        if best is None:
            continue
        actions, after_state, after = best
        hints.append((index, _hint(state, take, actions, after_state, before, after, catalogue)))
    hints.sort(key=lambda pair: (-pair[1].delta, pair[0]))
    return tuple(h for _, h in hints)


def one_per_source(hints: tuple[Hint, ...]) -> tuple[Hint, ...]:
    """The best hint of each front-row card and of each sand dollar action, best first.

    A sand dollar action offers many choices of cards; the table asks where that action is best
    used, so only its best choice is kept (``hints`` must be best first, as ``placement_hints``
    gives them)."""
    seen: set[str] = set()
    kept = []
    for hint in hints:
        if hint.source not in seen:
            seen.add(hint.source)
            kept.append(hint)
    return tuple(kept)


# --- playing one take through the engine ---------------------------------------------------------


def _best_turn(state: GameState, take: Take, seat: int,
               scorer: _CityScorer) -> tuple[tuple[Action, ...], GameState, PlayerReport] | None:
    """The best (actions, state after, report) over every legal placement of the cards taken."""
    best: tuple[tuple[Action, ...], GameState, int] | None = None
    seen: set = set()
    for actions, after_state in _turns(state, take, seat):
        player = after_state.players[seat]
        key = (tuple(sorted(player.cards.items())), tuple(sorted(player.people.items())),
               player.footprints, player.sand_dollars)
        if key in seen:
            continue  # the same city reached in another order scores the same
        seen.add(key)
        total = scorer.total_of(after_state)
        if best is None or total > best[2]:
            best = (actions, after_state, total)
    if best is None:
        return None
    # Only the chosen turn needs the explained report (its lines and reasons make the hint's reason).
    return best[0], best[1], scorer.report_of(best[1])


def _turns(state: GameState, take: Take, seat: int) -> Iterator[tuple[tuple[Action, ...], GameState]]:
    """Every way the engine lets this take end: (actions, state once the player's choices are over).

    Branches on each ``PlaceCard`` the engine lists; answers every optional step with ``Done`` and
    a happy day with its 2 sand dollars. Stops when the turn ends (next turn, a reveal to answer at
    the table, the final movement) or when the game is over."""
    turn = state.turn_number
    stack: list[tuple[tuple[Action, ...], GameState]] = [((take,), apply(state, take)[0])]
    while stack:
        actions, current = stack.pop()
        while True:
            pending = current.pending
            if current.finished or current.turn_number != turn or current.actor != seat:
                yield actions, current
                break
            if isinstance(pending, PlaceStep):
                options = legal_actions(current)
                # Reversed onto the stack so that the engine's order is explored first.
                for place in reversed(options):
                    stack.append((actions + (place,), apply(current, place)[0]))
                break
            answer: Done | ChooseHappyDay
            if isinstance(pending, (MoveHereStep, SwapStep, ReturnStep)) or (
                isinstance(pending, MoveStep) and not pending.final
            ):
                answer = Done()
            elif isinstance(pending, HappyDayStep):
                answer = ChooseHappyDay(option=HAPPY_DAY_CHOICE)
            else:
                yield actions, current  # a reveal, or anything else the table answers
                break
            actions += (answer,)
            current = apply(current, answer)[0]


# --- scoring one city ----------------------------------------------------------------------------


class _CityScorer:
    """Scores one player's city as ``score_game`` would, with the other players as they stand."""

    def __init__(self, state: GameState, catalogue: Catalogue, seat: int) -> None:
        self.catalogue = catalogue
        self.seat = seat
        self.game: FinishedGame = to_finished_game(state)
        self.objective = self.game.objective
        self.rivals_unplaced: tuple[int, ...] = ()
        self.whole_table = False
        if self.objective == "blue":
            counts = []
            for other, city in enumerate(self.game.players):
                if other == seat:
                    continue
                frontier = blue_frontier(build_city(city, catalogue))
                # A rival with a real trade-off may answer this player's choice: score the table.
                self.whole_table = self.whole_table or len(frontier) > 1
                counts.append(frontier[0].unplaced)
            if self.game.robot is not None:
                counts.append(ROBOT_BLUE_UNPLACED)
            self.rivals_unplaced = tuple(counts)

    def report_of(self, state: GameState) -> PlayerReport:
        """The player's report in ``state`` (only the player's city may differ from the first state)."""
        city = to_finished_game(state).players[self.seat]
        return self._score(city)

    def total_of(self, state: GameState) -> int:
        """The player's total in ``state``, as ``report_of`` would give it, without the explanations."""
        city = to_finished_game(state).players[self.seat]
        if self.whole_table:
            return score_totals(self._with(city), self.catalogue).players[self.seat].total
        return city_totals(city, self.catalogue, self.objective, seat=self.seat,
                           rivals_unplaced=self.rivals_unplaced).total

    def _with(self, city: PlayerCity) -> FinishedGame:
        players = list(self.game.players)
        players[self.seat] = city
        return self.game.model_copy(update={"players": tuple(players)})

    def _score(self, city: PlayerCity) -> PlayerReport:
        if self.whole_table:
            return score_game(self._with(city), self.catalogue, check=False).players[self.seat]
        return score_city(city, self.catalogue, self.objective, seat=self.seat,
                          rivals_unplaced=self.rivals_unplaced)


# --- the hint and its reason ---------------------------------------------------------------------


def _hint(state: GameState, take: Take, actions: tuple, after_state: GameState, before: PlayerReport,
          after: PlayerReport, catalogue: Catalogue) -> Hint:
    places = [a for a in actions if isinstance(a, PlaceCard)]
    card_ids = tuple(p.card for p in places)
    slots = tuple((p.row, p.column) for p in places)
    match take:
        case TakeCard(column=column):
            source = Phrase(Said("advice.source_column", column=column + 1).word)
            reward = disp.reward_for(state.display, column)
            cost = 0
        case UseSandDollarAction(action=action_id):
            spec = catalogue.sand_dollar_actions[action_id]
            source = Phrase(Said("advice.source_action", action=words.action_name(spec),
                                 cost=words.count(spec.cost, "sand dollar")).word)
            reward = "none"
            cost = spec.cost
        case _:
            assert_never(take)
    line_deltas: dict[str, int] = {line: after.line(line) - before.line(line) for line in LINES
                   if after.line(line) != before.line(line)}
    delta = after.total - before.total
    seat = state.current
    notes = _notes(take, card_ids, catalogue, reward)
    dollars = (state.players[seat].sand_dollars, after_state.players[seat].sand_dollars)
    reason = _reason(state, card_ids, slots, delta, before, after, dollars, notes, catalogue)
    return Hint(source=source, card_ids=card_ids, slots=slots, delta=delta, total_after=after.total,
                reason=reason, line_deltas=line_deltas, actions=actions, reward=reward, cost=cost)


def _notes(take: Take, card_ids: tuple[str, ...], catalogue: Catalogue, reward: str) -> list[Said]:
    """What the hint did not search, and the reward counted."""
    notes = []
    if reward != "none":
        notes.append(Said(_REWARD_NOTES[reward]))
    movers = [words.card(catalogue, c) for c in card_ids
              if any(isinstance(p, (MovePeople, MoveHere)) for p in catalogue.card(c).placement)]
    if movers:
        notes.append(Said("advice.note_card_moves", cards=words.joined(movers)))
    if isinstance(take, UseSandDollarAction):
        spec = catalogue.sand_dollar_actions[take.action]
        extras = [Said(key) for key, field in _EXTRAS if getattr(spec, field)]
        if extras:
            notes.append(Said("advice.note_action_steps", steps=words.joined(extras)))
    return notes


def _slot(square: Square) -> Said:
    """"beach +2", "street -1": the Assistant page's words for a square."""
    return Said("advice.slot", row=words.row(square[0]), column=f"{square[1]:+d}")


def _reason(state: GameState, card_ids: tuple[str, ...], slots: tuple[Square, ...], delta: int, before: PlayerReport, after: PlayerReport,
            dollars: tuple[int, int], notes: list[Said], catalogue: Catalogue) -> Phrase:
    """"Tide Pools at beach -2: +5 (Tide Pools chain +3, Blue misc 4 -> 6); sand dollars 3 -> 4"."""
    where = words.joined([Said("advice.card_at", card=words.card(catalogue, c), square=_slot(s))
                  for c, s in zip(card_ids, slots, strict=True)])
    parts = _item_changes(before, after, state.setup.objective, catalogue)
    if len(parts) > REASON_PARTS:
        parts = parts[:REASON_PARTS] + [Said("advice.and_more", count=len(parts) - REASON_PARTS)]
    changes = tuple(parts) if parts else Said("advice.no_line_changes")
    reason = Said("advice.hint_reason", where=where, delta=f"{delta:+d}", changes=changes)
    extra = []
    if dollars[0] != dollars[1]:
        extra.append(Said("advice.note_sand_dollars", before=dollars[0], after=dollars[1]))
    for note in extra + notes:
        reason = Said("advice.hint_note", reason=reason, note=note)
    return Phrase(reason.word)


def _objective_name(catalogue: Catalogue, objective: str, language: str) -> str:
    tile = catalogue.objectives.get(objective)
    return objective_words(tile, "name", language) if tile is not None else objective.title()


def _named(item: ScoreItem, catalogue: Catalogue) -> Phrase | str | None:
    """The card (or starting tile) an item names, as the scorer named it, worded in any language."""
    card_id = item.card_id
    if card_id is not None and card_id in catalogue.cards:
        return words.card(catalogue, card_id)
    if card_id is not None and card_id in catalogue.starting_tiles:
        return words.tile(catalogue, card_id)
    return item.card_name


def _ability(item: ScoreItem) -> Said | str:
    """What scored on the card: "chain", "adjacent tag" (the ability's kind, else its line)."""
    name = item.ability or item.line
    key = f"advice.ability.{name}"
    return Said(key) if key in _words_of(lang.DEFAULT_LANGUAGE) else name.replace("_", " ")


def _item_changes(before: PlayerReport, after: PlayerReport, objective: str, catalogue: Catalogue) -> list[Said]:
    """The score items whose points changed as short phrases, biggest change first (then scorepad order).

    A card's ability reads "Tide Pools chain +3"; an objective line "Blue misc 4 -> 6"."""
    old, new = _items_by_key(before), _items_by_key(after)
    found = []
    for order, key in enumerate(list(new) + [k for k in old if k not in new]):
        was = old[key].points if key in old else 0
        now = new[key].points if key in new else 0
        if was == now:
            continue
        item = new.get(key) or old[key]
        if item.card_name is None or (item.ability or "").startswith("objective"):
            phrase = Said("advice.item_objective", objective=Phrase(_objective_name, catalogue, objective),
                          line=Said(f"advice.line.{item.line}"), was=was, now=now)
        else:
            phrase = Said("advice.item_card", card=_named(item, catalogue), ability=_ability(item),
                          change=f"{now - was:+d}")
        found.append((-abs(now - was), order, phrase))
    found.sort(key=lambda entry: entry[:2])
    return [phrase for _, _, phrase in found]


def _items_by_key(report: PlayerReport) -> dict[tuple, ScoreItem]:
    """Items keyed by line, card, position and ability (numbered when a card repeats an ability)."""
    found: dict[tuple, ScoreItem] = {}
    for item in report.items:
        base = (item.line, item.card_id, item.position, item.ability)
        n = 0
        while base + (n,) in found:
            n += 1
        found[base + (n,)] = item
    return found
