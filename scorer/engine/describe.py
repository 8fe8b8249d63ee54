"""Actions as short sentences for a user interface ("Take Pier (sample), front column 2: +1 sand dollar").

``describe_action(state, action)`` describes an action in the state where it would be applied
(so a legal-action list can become buttons). It computes what the rules say would happen, using
the same helpers as the rules, and changes nothing. It does not check legality (``validate`` does).
"""

from __future__ import annotations

from typing import assert_never

from scorer.engine import display as disp
from scorer.engine import actions as act
from scorer.engine.flow import card_label
from scorer.engine.movement import footprint_drops, square_label
from scorer.engine.state import GameState
from scorer.model.words import counted

HAPPY_DAY_LABELS = {
    "dollar_and_move": "1 sand dollar and move 1 person 1 space",
    "two_dollars": "2 sand dollars",
    "two_moves": "2 one-space moves (2 people, or 1 person twice)",
}
REWARD_LABELS = {
    "none": "",
    "food_truck": ": +1 sand dollar (food truck)",
    "foodie": ": move 1 person 1 space (foodie)",
    "happy_day": ": happy day (foodie and food truck)",
}


def describe_action(state: GameState, action) -> str:
    """One short sentence for ``action`` taken in ``state``."""
    match action:
        case act.ChooseStartingTile(tile=tile):
            return f"Take the starting tile {state.catalogue.tile_label(tile)}"
        case act.PlaceFoodTruck(column=column):
            return f"Food truck under column {column + 1} (foodie under column {disp.foodie_column(column) + 1})"
        case act.RevealCard(card=card):
            return "The deck is empty" if card is None else f"The card revealed is {card_label(state, card)}"
        case act.RollDie(value=value):
            return "Roll the die" if value is None else f"The die shows {value}"
        case act.TakeCard(column=column):
            card = state.display.front[column]
            label = card_label(state, card) if card else "a blank slot"
            return f"Take {label}, front column {column + 1}{REWARD_LABELS[disp.reward_for(state.display, column)]}"
        case act.UseSandDollarAction(action=action_id, slots=slots):
            spec = state.catalogue.sand_dollar_actions[action_id]
            cards = " and ".join(card_label(state, state.display.at(s)) for s in slots if state.display.at(s))
            return f"Pay {counted(spec.cost, 'sand dollar')} ({spec.name}): take {cards}"
        case act.Pass():
            return "Pass: no card can be taken"
        case act.PlaceCard(card=card, row=row, column=column):
            return f"Place {card_label(state, card)} at {square_label((row, column))}"
        case act.MovePerson(person=person, from_square=start, path=path):
            text = f"Move a {person} from {square_label(start)} to {square_label(path[-1])}"
            if len(path) > 1:
                text += f" via {', '.join(square_label(s) for s in path[:-1])}"
            player = state.players[state.actor]
            if person == "vip" and player.starting_tile:
                tile = state.catalogue.starting_tile(player.starting_tile)
                drops = footprint_drops(path, player.cards, player.footprints, tile, state.catalogue,
                                        state.supply.footprints)
                if drops:
                    text += f" (footprint on {', '.join(card_label(state, player.cards[s]) for s in drops)})"
            return text
        case act.ChooseHappyDay(option=option):
            return f"Happy day: {HAPPY_DAY_LABELS[option]}"
        case act.SwapCards(first=first, second=second):
            cards = state.players[state.actor].cards
            return (f"Swap {card_label(state, cards.get(first, '?'))} ({square_label(first)}) and "
                    f"{card_label(state, cards.get(second, '?'))} ({square_label(second)})")
        case act.ReturnPerson(square=square, person=person):
            return f"Return a {person} from {square_label(square)} to the supply"
        case act.Done():
            return "Done: skip the rest of this step"
        case _:
            assert_never(action)
