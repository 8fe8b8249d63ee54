"""The display of feature cards and the food truck / foodie tokens under it.

- Rewards (ruling 19): only a normal selection from the front row earns them. Food truck under the
  card: +1 sand dollar. Foodie: move any one person 1 space. Both: a happy day.
- Token movement: a token that gave a reward moves one column to the right, wrapping from the
  rightmost column to the leftmost. When both were under the taken card, only the food truck moves,
  two columns.
- Refresh: each empty front slot takes the back-row card above it, then blanks are dealt from the
  deck, front row first (left to right). With no card left, slots stay blank.

Pure functions over ``Display``; the deck itself (virtual order or physical reveals) is handled by
``scorer.engine.rules``.
"""

from __future__ import annotations

from typing import Literal

from scorer.engine.setup import DISPLAY_COLUMNS
from scorer.engine.state import Display, Slot, copy_with, evolve

Reward = Literal["none", "food_truck", "foodie", "happy_day"]


def foodie_column(food_truck: int) -> int:
    """Setup: the foodie starts 2 columns to the right of the food truck (wrapping)."""
    return (food_truck + 2) % DISPLAY_COLUMNS


def reward_for(display: Display, column: int) -> Reward:
    """The reward for taking the front card above ``column`` by normal selection."""
    truck = display.food_truck == column
    foodie = display.foodie == column
    if truck and foodie:
        return "happy_day"
    if truck:
        return "food_truck"
    if foodie:
        return "foodie"
    return "none"


def move_tokens(display: Display, column: int) -> Display:
    """The tokens after a normal selection above ``column`` (rulebook "The Foodie and the Food Truck")."""
    reward = reward_for(display, column)
    truck, foodie = display.food_truck, display.foodie
    # A reward other than "none" means its token is under ``column``: placed, not ``None``.
    if reward == "happy_day":
        assert truck is not None
        truck = (truck + 2) % DISPLAY_COLUMNS  # only the food truck moves, two spaces
    elif reward == "food_truck":
        assert truck is not None
        truck = (truck + 1) % DISPLAY_COLUMNS
    elif reward == "foodie":
        assert foodie is not None
        foodie = (foodie + 1) % DISPLAY_COLUMNS
    return evolve(display, food_truck=truck, foodie=foodie)


def take_front(display: Display, column: int) -> Display:
    """``move_tokens(remove(display, (("front", column),)), column)`` in one new record: the display
    after a normal selection above ``column`` (a turn's most frequent change of the display)."""
    truck, foodie = display.food_truck, display.foodie
    if truck == column:
        truck = (truck + (2 if foodie == column else 1)) % DISPLAY_COLUMNS
    elif foodie == column:
        foodie = (foodie + 1) % DISPLAY_COLUMNS
    front = display.front
    return copy_with(display, {"front": front[:column] + (None,) + front[column + 1:], "food_truck": truck,
                               "foodie": foodie})


def remove(display: Display, slots: tuple[Slot, ...]) -> Display:
    """The display with the cards in ``slots`` taken (those slots become blank)."""
    front, back = list(display.front), list(display.back)
    for row, column in slots:
        (front if row == "front" else back)[column] = None
    return evolve(display, front=tuple(front), back=tuple(back))


def slide_down(display: Display) -> Display:
    """Refresh, part 1: every empty front slot takes the back-row card above it."""
    front, back = list(display.front), list(display.back)
    for column in range(DISPLAY_COLUMNS):
        if front[column] is None and back[column] is not None:
            front[column], back[column] = back[column], None
    return evolve(display, front=tuple(front), back=tuple(back))


def blanks(display: Display) -> tuple[Slot, ...]:
    """Refresh, part 2: the blank slots in dealing order: front row first, left to right."""
    found = [("front", c) for c in range(DISPLAY_COLUMNS) if display.front[c] is None]
    found += [("back", c) for c in range(DISPLAY_COLUMNS) if display.back[c] is None]
    return tuple(found)


def put(display: Display, slot: Slot, card: str) -> Display:
    """The display with ``card`` dealt into ``slot``."""
    row, column = slot
    if row == "front":
        front = display.front[:column] + (card,) + display.front[column + 1:]
        return evolve(display, front=front)
    back = display.back[:column] + (card,) + display.back[column + 1:]
    return evolve(display, back=back)


_FRONT_SLOTS = tuple(("front", c) for c in range(DISPLAY_COLUMNS))
_BACK_SLOTS = tuple(("back", c) for c in range(DISPLAY_COLUMNS))


def refill(display: Display, deck: tuple[str, ...]) -> tuple[Display, bool, tuple[tuple[Slot, str], ...], tuple[str, ...]]:
    """A whole refresh from a virtual deck in one pass: ``slide_down``, then ``put`` the top cards
    of ``deck`` into the ``blanks`` in order while cards last.

    Returns the display, whether any card slid down, the (slot, card) pairs dealt in order, and the
    deck left."""
    front, back = display.front, display.back
    if deck and None not in back and front.count(None) == 1:
        # The commonest refresh (a normal selection): the back card above the taken one slides down
        # and the top card of the deck fills its place.
        column = front.index(None)
        return (copy_with(display, {"front": front[:column] + (back[column],) + front[column + 1:],
                                    "back": back[:column] + (deck[0],) + back[column + 1:]}),
                True, ((_BACK_SLOTS[column], deck[0]),), deck[1:])
    front_row, back_row = list(front), list(back)
    slid = False
    if None in front_row:  # most refreshes fill the one slot a card was taken from: skip full rows
        for column, card in enumerate(front_row):
            if card is None and back_row[column] is not None:
                front_row[column], back_row[column] = back_row[column], None
                slid = True
    dealt = []
    used, left = 0, len(deck)
    for cards, slots in ((front_row, _FRONT_SLOTS), (back_row, _BACK_SLOTS)):
        while used < left and None in cards:  # the leftmost blank next (list searches in C)
            column = cards.index(None)
            cards[column] = card = deck[used]
            dealt.append((slots[column], card))
            used += 1
    if not slid and not dealt:
        return display, False, (), deck
    return copy_with(display, {"front": tuple(front_row), "back": tuple(back_row)}), slid, tuple(dealt), deck[used:]
