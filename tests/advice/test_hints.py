"""Tests for ``scorer.advice.hints``: placement hints checked against the engine and ``score_game``.

Seeded virtual games (generated SAMPLE cards over the built-in data) are played at random to
several turns; at each human take step every hint is replayed through the engine and its delta
compared with ``score_game`` before and after, and a brute force over every legal ``PlaceCard``
sequence the engine offers confirms that no slot beats the hinted one. A small hand-made city
(the engine tests' SAMPLE catalogue) checks exact values written as the rulebook's sums.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_engine_support import CATALOGUE, card, ready, with_city, with_display

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from card_db.models import UnspentSandDollars
from scorer.advice import hints as hints_module
from scorer.advice.hints import Hint, placement_hints
from scorer.engine import (
    ChooseHappyDay,
    Done,
    PlaceCard,
    RevealCard,
    TakeCard,
    UseSandDollarAction,
    apply,
    legal_actions,
    new_game,
    random_setup,
    to_finished_game,
    validate,
)
from scorer.engine.state import (
    ROBOT,
    HappyDayStep,
    MoveHereStep,
    MoveStep,
    PlaceStep,
    ReturnStep,
    SwapStep,
    TurnStep,
)
from scorer.model.report import LINES
from scorer.scoring.table import score_game

BASE = load_builtin()
ACTION_PAIRS = (
    ("two-from-front", "front-and-behind"),
    ("local-or-tourist-from-anywhere", "from-the-back"),
    ("business-nature-or-sports-from-anywhere", "front-and-two-swaps"),
    ("front-swap-and-return", "front-and-move-tourists"),
)
GAMES = [
    # (players, seed, objective, sand dollar actions[, deck source])
    (2, 11, "blue", ACTION_PAIRS[0]),
    (3, 12, "green", ACTION_PAIRS[1]),
    (4, 13, "orange", ACTION_PAIRS[2]),
    (1, 14, "blue", ACTION_PAIRS[3]),
    (4, 15, "blue", ACTION_PAIRS[0]),
    (2, 16, "orange", ACTION_PAIRS[1]),
    (3, 17, "blue", ACTION_PAIRS[2]),
    (1, 18, "green", ACTION_PAIRS[0]),
    (3, 19, "orange", ACTION_PAIRS[3], "physical"),  # the table reveals the refill: hints stop before it
]
TURNS = (1, 8, 17, 30)
"""Turn numbers at which hints are checked (the first human take step at or after each)."""
RICH = 6
"""Sand dollars given to the player in a second copy of each state, so that every action is affordable."""


def take_steps(players: int, seed: int, objective: str, actions: tuple[str, str], deck_source: str = "virtual"):
    """Human take-step states of one seeded random game, at or after each of ``TURNS``."""
    catalogue = generated_catalogue(seed, base=BASE)
    names = ("Solo",) if players == 1 else tuple(f"P{n + 1}" for n in range(players))
    setup = random_setup(catalogue, names, seed, objective=objective, deck_source=deck_source)
    setup = setup.model_copy(update={"sand_dollar_actions": actions})
    state = new_game(setup, catalogue)
    rng = random.Random(seed)
    found = []
    wanted = list(TURNS)
    while wanted and not state.finished:
        pending = state.pending
        if isinstance(pending, TurnStep) and pending.seat != ROBOT and state.turn_number >= wanted[0]:
            found.append(state)
            wanted.pop(0)
        # A physical deck is revealed card by card; "the deck is empty" only once it is.
        options = [a for a in legal_actions(state) if not (isinstance(a, RevealCard) and a.card is None)]
        state = apply(state, rng.choice(options or legal_actions(state)))[0]
    return found


def sampled_states():
    """Every sampled state, and a copy of it where the player can afford every sand dollar action."""
    states = []
    for game in GAMES:
        for state in take_steps(*game):
            states.append(state)
            states.append(with_city(state, state.current, sand_dollars=RICH))
    return states


STATES = sampled_states()


def total(state, seat: int) -> int:
    return score_game(to_finished_game(state), state.catalogue, check=False).players[seat].total


def lines(state, seat: int) -> dict[str, int]:
    return score_game(to_finished_game(state), state.catalogue, check=False).players[seat].lines


def takes(state) -> list:
    """The legal ways to take cards now, as the engine validates them."""
    return [a for a in legal_actions(state)
            if isinstance(a, (TakeCard, UseSandDollarAction)) and validate(state, a) is None]


def endings(state, take):
    """Brute force: every way the engine lets the turn go on after ``take``, choosing every legal
    ``PlaceCard``, ``Done`` for optional steps and 2 sand dollars for a happy day."""
    seat, turn = state.current, state.turn_number
    done = []
    todo = [apply(state, take)[0]]
    while todo:
        current = todo.pop()
        pending = current.pending
        if current.finished or current.turn_number != turn or current.actor != seat:
            done.append(current)
        elif isinstance(pending, PlaceStep):
            for action in legal_actions(current):
                assert isinstance(action, PlaceCard)
                todo.append(apply(current, action)[0])
        elif isinstance(pending, (MoveHereStep, SwapStep, ReturnStep)) or (
            isinstance(pending, MoveStep) and not pending.final
        ):
            todo.append(apply(current, Done())[0])
        elif isinstance(pending, HappyDayStep):
            todo.append(apply(current, ChooseHappyDay(option="two_dollars"))[0])
        else:
            done.append(current)
    return done


def replay_hint(state, hint: Hint):
    """Apply the hint's actions through the engine, each checked by ``validate`` first."""
    for action in hint.actions:
        assert validate(state, action) is None, (hint.source, action, validate(state, action))
        state = apply(state, action)[0]
    return state


def test_the_sampled_states_cover_every_objective_player_count_and_sand_dollar_action():
    assert len(STATES) >= 40
    assert {s.setup.objective for s in STATES} == {"blue", "green", "orange"}
    assert {len(s.players) for s in STATES} == {1, 2, 3, 4}
    hinted = {h.actions[0].action for s in STATES for h in placement_hints(s, s.catalogue)
              if isinstance(h.actions[0], UseSandDollarAction)}
    assert hinted == {a for pair in ACTION_PAIRS for a in pair}


@pytest.mark.parametrize("index", range(len(STATES)))
def test_every_hint_replays_through_the_engine_to_its_delta(index):
    state = STATES[index]
    seat = state.current
    before = total(state, seat)
    before_lines = lines(state, seat)
    hints = placement_hints(state, state.catalogue)
    assert hints, "a take step with cards showing has hints"
    for hint in hints:
        after = replay_hint(state, hint)
        # The player has nothing left to decide this turn.
        assert after.finished or after.turn_number != state.turn_number or after.actor != seat \
            or not isinstance(after.pending, (PlaceStep, MoveStep, MoveHereStep, SwapStep, ReturnStep, HappyDayStep))
        assert hint.delta == total(after, seat) - before, hint.reason
        assert hint.total_after == total(after, seat)
        after_lines = lines(after, seat)
        assert hint.line_deltas == {line: after_lines[line] - before_lines[line] for line in LINES
                                    if after_lines[line] != before_lines[line]}
        places = [a for a in hint.actions if isinstance(a, PlaceCard)]
        assert hint.card_ids == tuple(p.card for p in places)
        assert hint.slots == tuple((p.row, p.column) for p in places)
        assert all(after.players[seat].cards[s] == c for c, s in zip(hint.card_ids, hint.slots, strict=True))


@pytest.mark.parametrize("index", range(0, len(STATES), 2))
def test_no_legal_placement_beats_the_hinted_best(index):
    for state in (STATES[index], STATES[index + 1]):
        seat = state.current
        before = total(state, seat)
        hints = {h.actions[0]: h for h in placement_hints(state, state.catalogue)}
        legal = takes(state)
        assert set(hints) == set(legal), "one hint per legal way to take cards, no more"
        for take in legal:
            best = max(total(end, seat) - before for end in endings(state, take))
            assert hints[take].delta == best, hints[take].reason


def test_hints_are_sorted_best_first_and_deterministic():
    for state in STATES[:12]:
        hints = placement_hints(state, state.catalogue)
        assert [h.delta for h in hints] == sorted((h.delta for h in hints), reverse=True)
        assert placement_hints(state, state.catalogue) == hints


def test_do_it_plays_the_take_and_the_placements_and_leaves_the_optional_steps_to_the_player():
    split = 0
    for state in STATES[::3]:
        seat = state.current
        for hint in placement_hints(state, state.catalogue):
            placing = hint.placing_actions
            # The take, then only placements: no optional step is ever answered for the player.
            assert placing == hint.actions[: len(placing)] and placing[0] == hint.actions[0]
            assert all(isinstance(a, PlaceCard) for a in placing[1:]) and hint.placed_by_do_it >= 1
            after = state
            for action in placing:
                assert validate(after, action) is None, (hint.source, action)
                after = apply(after, action)[0]
            n = hint.placed_by_do_it
            assert all(after.players[seat].cards[s] == c for c, s in zip(hint.card_ids[:n], hint.slots[:n], strict=True))
            if n < len(hint.card_ids):
                # The first card's optional step comes before the second placement: it is the player's.
                split += 1
                assert not isinstance(hint.actions[len(placing)], PlaceCard)
                assert isinstance(after.pending, (MoveStep, MoveHereStep, SwapStep, ReturnStep, HappyDayStep))
            else:
                assert not any(isinstance(a, PlaceCard) for a in hint.actions[len(placing):])
    assert split, "the sampled states include a two-card take whose first card has an optional step"


def test_one_hint_per_front_row_card_and_per_sand_dollar_action_each_its_best():
    for state in STATES[:16]:
        hints = placement_hints(state, state.catalogue)
        kept = hints_module.one_per_source(hints)
        sources = [h.source for h in kept]
        assert len(sources) == len(set(sources)) == len({h.source for h in hints})
        assert [h.delta for h in kept] == sorted((h.delta for h in kept), reverse=True)
        for hint in kept:
            assert hint.delta == max(h.delta for h in hints if h.source == hint.source)
        fronts = [h for h in hints if isinstance(h.actions[0], TakeCard)]
        assert [h for h in kept if isinstance(h.actions[0], TakeCard)] == fronts  # one per front-row card already


def test_scoring_the_whole_table_gives_the_same_hints(monkeypatch):
    # For Blue, a rival with a real ring trade-off makes the hints score the whole table with
    # score_game instead of one city; both ways must agree wherever the shortcut is exact.
    blue = [s for s in STATES if s.setup.objective == "blue"][::3]
    quick = [placement_hints(s, s.catalogue) for s in blue]
    start = hints_module._CityScorer.__init__

    def whole_table(self, *args, **kwargs):
        start(self, *args, **kwargs)
        self.whole_table = True

    monkeypatch.setattr(hints_module._CityScorer, "__init__", whole_table)
    assert [placement_hints(s, s.catalogue) for s in blue] == quick


def test_unaffordable_sand_dollar_actions_are_not_hinted():
    checked = 0
    for state in STATES[::2]:
        seat = state.current
        for action_id in state.setup.sand_dollar_actions:
            spec = state.catalogue.sand_dollar_actions[action_id]
            poor = with_city(state, seat, sand_dollars=spec.cost - 1)
            assert not [h for h in placement_hints(poor, poor.catalogue)
                        if isinstance(h.actions[0], UseSandDollarAction) and h.actions[0].action == action_id]
            exact = with_city(state, seat, sand_dollars=spec.cost)
            mine = [h for h in placement_hints(exact, exact.catalogue)
                    if isinstance(h.actions[0], UseSandDollarAction) and h.actions[0].action == action_id]
            assert all(h.cost == spec.cost and spec.name in h.source for h in mine)
            if any(isinstance(a, UseSandDollarAction) and a.action == action_id for a in takes(exact)):
                assert mine
                checked += 1
    assert checked >= 10


def test_no_hints_outside_the_take_step():
    catalogue = generated_catalogue(21, base=BASE)
    setup = random_setup(catalogue, ("A", "B", "C"), 21, objective="blue")
    state = new_game(setup, catalogue)
    rng = random.Random(21)
    kinds = set()
    for _ in range(400):
        pending = state.pending
        hints = placement_hints(state, catalogue)
        if isinstance(pending, TurnStep) and pending.seat != ROBOT:
            assert hints
        else:
            assert hints == ()
            kinds.add(type(pending).__name__)
        if state.finished:
            break
        state = apply(state, rng.choice(legal_actions(state)))[0]
    assert {"ChooseTileStep", "FoodTruckStep", "PlaceStep", "MoveStep"} <= kinds


def test_no_hints_on_the_robots_turn_or_after_the_game():
    catalogue = generated_catalogue(22, base=BASE)
    setup = random_setup(catalogue, ("Solo",), 22, objective="orange")
    state = new_game(setup, catalogue)
    rng = random.Random(22)
    robot_turns = 0
    while not state.finished:
        if isinstance(state.pending, TurnStep) and state.pending.seat == ROBOT:
            assert placement_hints(state, catalogue) == ()
            robot_turns += 1
        state = apply(state, rng.choice(legal_actions(state)))[0]
    assert robot_turns > 5
    assert placement_hints(state, catalogue) == ()


# --- a hand-made city with exact values ---------------------------------------------------------
# Ana (Nature Tile: 1 VIP, 1 local and 1 sand dollar at setup) has Beach 1 and Beach 2 (Local tags)
# at beach 1 and beach 2; Green objective. The food truck is under column 1, the foodie under 3.


def green_table(sand_dollars: int = 1):
    state = ready(objective="green", truck=0)
    state = with_city(state, 0, cards={("beach", 1): "beach-1", ("beach", 2): "beach-2"}, sand_dollars=sand_dollars)
    return with_display(state, front=("beach-3", "add-2-locals", "nature-street", "gain-2"),
                        back=("beach-4", "street-1", "street-2", "street-3"))


def test_a_third_local_tag_in_the_chain_scores_the_green_misc_line():
    state = green_table()
    assert state.display.food_truck == 0 and state.display.foodie == 2
    # Before: a Local chain of 2 (no misc); the tile's local and VIP are unplaced: -1 (ruling 18).
    assert total(state, 0) == -1
    hints = placement_hints(state, CATALOGUE)
    assert [h.source for h in hints] == [f"front row column {n}" for n in (1, 2, 3, 4)]
    beach, locals_, nature, gain = hints
    assert beach.card_ids == ("beach-3",) and beach.slots == (("beach", 3),)
    assert beach.delta == 3 and beach.line_deltas == {"misc": 3}
    assert beach.total_after == -1 + 3
    assert beach.reward == "food_truck" and beach.cost == 0
    assert beach.reason.startswith("Beach 3 (sample) at beach +3: +3 (Green misc 0 -> 3)")
    assert "+1 sand dollar from the food truck" in beach.reason and "sand dollars 1 -> 2" in beach.reason
    # The 2 locals it adds stay on the new card, outside any ring: one more card with unplaced people.
    assert locals_.slots == (("beach", 3),)
    assert locals_.delta == 3 - 1 and locals_.line_deltas == {"misc": 3, "people": -1}
    assert nature.delta == 0 and nature.reward == "foodie" and "plus a free move" in nature.reason
    assert gain.delta == 0 and "sand dollars 1 -> 3" in gain.reason
    assert "no scorepad line changes" in gain.reason


def test_sand_dollar_actions_appear_when_affordable_with_their_cost_counted():
    only_swaps = placement_hints(green_table(sand_dollars=3), CATALOGUE)
    sources = {h.source for h in only_swaps}
    assert "Take 1 card from the front, swap 2 cards in your city (2 sand dollars)" in sources
    assert not any(s.startswith("Take 2 cards from the front row") for s in sources)
    both = placement_hints(green_table(sand_dollars=4), CATALOGUE)
    pairs = [h for h in both if h.source == "Take 2 cards from the front row (4 sand dollars)"]
    assert len(pairs) == 6  # every pair of the 4 front cards
    beach_and_locals = next(h for h in pairs if set(h.card_ids) == {"beach-3", "add-2-locals"})
    # A Local chain of 4 still scores 3 once (ruling 8); the added locals cost -1; the 4 paid score nothing.
    assert beach_and_locals.delta == 3 - 1
    assert "sand dollars 4 -> 0" in beach_and_locals.reason and "moves not searched" in beach_and_locals.reason
    swap = next(h for h in both if h.source.startswith("Take 1 card from the front, swap")
                and h.card_ids == ("beach-3",))
    assert swap.delta == 3 and swap.reward == "none" and "swaps not searched" in swap.reason
    assert "food truck" not in swap.reason


def test_sand_dollars_gained_or_paid_count_for_an_unspent_sand_dollar_card():
    bank = card("bank", "street", ("business",), scoring=(UnspentSandDollars(per=1, points=1),))
    catalogue = CATALOGUE.merged_with([bank])
    state = replace(green_table(sand_dollars=4), catalogue=catalogue)
    state = with_city(state, 0, cards={("beach", 1): "beach-1", ("beach", 2): "beach-2", ("street", 1): "bank"})
    hints = placement_hints(state, catalogue)
    # The food truck's sand dollar is one more unspent: Green misc +3, the bank +1.
    truck = next(h for h in hints if h.source == "front row column 1")
    assert truck.delta == 3 + 1 and truck.line_deltas == {"misc": 3, "cards": 1}
    assert "bank (sample) unspent sand dollars +1" in truck.reason.lower()
    # Paying 2 for the same card costs the bank 2 points.
    paid = next(h for h in hints if h.cost == 2 and h.card_ids == ("beach-3",))
    assert paid.delta == 3 - 2 and "sand dollars 4 -> 2" in paid.reason
    # A happy day (food truck and foodie under the same card) counts its 2 sand dollars.
    happy_state = with_display(state, front=state.display.front, back=state.display.back, truck=3, foodie=3)
    happy = next(h for h in placement_hints(happy_state, catalogue) if h.source == "front row column 4")
    assert happy.reward == "happy_day" and happy.card_ids == ("gain-2",)
    assert happy.delta == 2 + 2  # the card's 2 sand dollars and the happy day's 2, 1 point each
    assert ChooseHappyDay(option="two_dollars") in happy.actions and "happy day" in happy.reason
