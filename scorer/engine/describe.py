"""Actions as short sentences for a user interface ("Take Pier (sample), front column 2: +1 sand dollar").

``describe_action(state, action, language)`` describes an action in the state where it would be
applied (so a legal-action list can become buttons), in any of the app's languages (English by
default): a catalogue key and its values (``engine.describe_*``), worded in one place
(``scorer.engine.words``). It computes what the rules say would happen, using the same helpers as the
rules, and changes nothing. It does not check legality (``validate`` does).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import assert_never

from scorer.engine import actions as act
from scorer.engine import display as disp
from scorer.engine import words
from scorer.engine.flow import card_label
from scorer.engine.movement import footprint_drops
from scorer.engine.state import GameState, Square
from scorer.engine.words import ENGLISH, Said

HAPPY_DAY_KEYS = {
    "dollar_and_move": "engine.describe_happy_dollar_and_move",
    "two_dollars": "engine.describe_happy_two_dollars",
    "two_moves": "engine.describe_happy_two_moves",
}
REWARD_KEYS = {
    "food_truck": "engine.describe_reward_food_truck",
    "foodie": "engine.describe_reward_foodie",
    "happy_day": "engine.describe_reward_happy_day",
}
"""The words of a front-row take's reward (none for "none")."""


def describe_action(state: GameState, action: act.Action, language: str = ENGLISH) -> str:
    """One short sentence for ``action`` taken in ``state``, in ``language``."""
    return described(state, action).word(language)


def described(state: GameState, action: act.Action) -> Said:
    """``describe_action``'s sentence, not yet worded."""
    match action:
        case act.ChooseStartingTile(tile=tile_id):
            return Said("engine.describe_tile", tile=words.tile(state.catalogue, tile_id))
        case act.PlaceFoodTruck(column=column):
            return Said("engine.describe_food_truck", column=column + 1, foodie=disp.foodie_column(column) + 1)
        case act.RevealCard(card=card):
            if card is None:
                return Said("engine.describe_deck_empty")
            return Said("engine.describe_revealed", card=card_label(state, card))
        case act.RollDie(value=value):
            return Said("engine.describe_roll") if value is None else Said("engine.describe_die", value=value)
        case act.TakeCard(column=column):
            card = state.display.front[column]
            label = card_label(state, card) if card else Said("engine.describe_blank")
            reward = REWARD_KEYS.get(disp.reward_for(state.display, column))
            if reward is None:
                return Said("engine.describe_take", card=label, column=column + 1)
            return Said("engine.describe_take_reward", card=label, column=column + 1, reward=Said(reward))
        case act.UseSandDollarAction(action=action_id, slots=slots):
            spec = state.catalogue.sand_dollar_actions[action_id]
            taken = [card_label(state, shown) for s in slots if (shown := state.display.at(s))]
            return Said("engine.describe_pay", cost=words.count(spec.cost, "sand dollar"),
                        action=words.action_name(spec), cards=words.joined(taken) if taken else "")
        case act.Pass():
            return Said("engine.describe_pass")
        case act.PlaceCard(card=card, row=row, column=column):
            return Said("engine.describe_place", card=card_label(state, card), square=words.square((row, column)))
        case act.MovePerson(person=person, from_square=start, path=path):
            said = Said("engine.describe_move", person=words.person(person), source=words.square(start),
                        target=words.square(path[-1]))
            if len(path) > 1:
                said = Said("engine.describe_move_via", move=said, path=tuple(words.square(s) for s in path[:-1]))
            player = state.players[state.actor]
            if person == "vip" and player.starting_tile:
                start_tile = state.catalogue.starting_tile(player.starting_tile)
                drops = footprint_drops(path, player.cards, player.footprints, start_tile, state.catalogue,
                                        state.supply.footprints)
                if drops:
                    said = Said("engine.describe_move_footprint", move=said,
                                cards=tuple(card_label(state, player.cards[s]) for s in drops))
            return said
        case act.ChooseHappyDay(option=option):
            return Said("engine.describe_happy_day", option=Said(HAPPY_DAY_KEYS[option]))
        case act.SwapCards(first=first, second=second):
            city = state.players[state.actor].cards
            return Said("engine.describe_swap", first=_card_at(state, city, first), first_square=words.square(first),
                        second=_card_at(state, city, second), second_square=words.square(second))
        case act.ReturnPerson(square=square, person=person):
            return Said("engine.describe_return", person=words.person(person), square=words.square(square))
        case act.Done():
            return Said("engine.describe_done")
        case _:
            assert_never(action)


def _card_at(state: GameState, cards: Mapping[Square, str], square: Square) -> object:
    """The card on ``square`` of a city ("?" for none: a swap offered on an empty square names nothing)."""
    card = cards.get(square)
    return card_label(state, card) if card else "?"
