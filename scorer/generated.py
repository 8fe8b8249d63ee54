"""Random legal finished games over generated sample cards, for benchmarks and property tests.

Cities are grown outward from the starting tile along both rows, which always keeps them legal
(connected, right rows, end-of-beach card leftmost); people, VIPs and footprints are spread within
the box supply. Deterministic for a seed. Not a model of how people really play.
"""

from __future__ import annotations

import random

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.limits import BOX_SUPPLY
from scorer.model.game import Cell, FinishedGame, People, PlayerCity, RobotPlayer

SUPPLY = BOX_SUPPLY


def _grow_row(cards: list, row: str, rng: random.Random) -> list[tuple[str, int, str]]:
    """Columns for one row's cards: end-of-beach card leftmost, the rest alternating sides."""
    placed: list[tuple[str, int, str]] = []
    left, right = 0, 0
    end = [c for c in cards if c.is_end_of_beach]
    for card in [c for c in cards if not c.is_end_of_beach]:
        if rng.random() < 0.5:
            left -= 1
            placed.append((row, left, card.id))
        else:
            right += 1
            placed.append((row, right, card.id))
    for card in end:
        left -= 1
        placed.append((row, left, card.id))
    return placed


def generated_city(
    name: str, tile_id: str, card_ids: list[str], catalogue: Catalogue, rng: random.Random, share: int
) -> PlayerCity:
    """One legal city holding ``card_ids``; ``share`` is this player's slice of the people supply."""
    cards = [catalogue.card(i) for i in card_ids]
    squares = _grow_row([c for c in cards if c.row == "beach"], "beach", rng)
    squares += _grow_row([c for c in cards if c.row == "street"], "street", rng)
    tile = catalogue.starting_tile(tile_id)
    spaces = len(squares) + 2
    people = [[0, 0, 0] for _ in range(spaces)]
    for kind, limit in ((0, share), (1, share)):
        for _ in range(rng.randint(limit // 2, limit)):
            people[rng.randrange(spaces)][kind] += 1
    for _ in range(tile.vips):
        people[rng.randrange(spaces)][2] += 1
    footprints = set(rng.sample(range(len(squares)), min(len(squares), rng.randint(0, 7))))
    cells = tuple(
        Cell(row=row, column=column, card=card_id, people=People(locals=loc, tourists=tou, vips=vip),
             footprint=index in footprints)
        # ``people`` has two more entries than ``squares``: the starting tile's halves, read below.
        for index, ((row, column, card_id), (loc, tou, vip)) in enumerate(zip(squares, people, strict=False))
    )
    beach, street = people[-2], people[-1]
    return PlayerCity(
        name=name,
        starting_tile=tile_id,
        sand_dollars=rng.randint(0, 8),
        cells=cells,
        start_beach=People(locals=beach[0], tourists=beach[1], vips=beach[2]),
        start_street=People(locals=street[0], tourists=street[1], vips=street[2]),
    )


def _deal_hand(deck: list[str], size: int, catalogue: Catalogue) -> tuple[list[str], list[str]]:
    """Deal ``size`` cards, at most one end-of-beach card per city (ruling 14); the rest stay in the deck."""
    hand: list[str] = []
    rest: list[str] = []
    has_end = False
    for card_id in deck:
        is_end = catalogue.card(card_id).is_end_of_beach
        if len(hand) < size and not (is_end and has_end):
            hand.append(card_id)
            has_end = has_end or is_end
        else:
            rest.append(card_id)
    return hand, rest


def generated_finished_game(
    seed: int,
    players: int = 4,
    cards_per_city: int = 14,
    catalogue: Catalogue | None = None,
    objective: str | None = None,
    solo_robot: bool = False,
) -> FinishedGame:
    """A random legal finished game; ``catalogue`` defaults to ``generated_catalogue(seed)``."""
    rng = random.Random(seed)
    catalogue = catalogue or generated_catalogue(seed)
    deck = sorted(catalogue.cards)
    rng.shuffle(deck)
    tiles = sorted(catalogue.starting_tiles)
    rng.shuffle(tiles)
    # Keep the VIPs within the box: 8 in all, tiles give 1 or 2 each.
    tiles.sort(key=lambda t: catalogue.starting_tile(t).vips)
    share = 30 // max(players, 1) // 2
    cities = []
    for seat in range(players):
        hand, deck = _deal_hand(deck, cards_per_city, catalogue)
        cities.append(generated_city(f"Player {seat + 1}", tiles[seat], hand, catalogue, rng, share))
    robot = None
    if solo_robot and players == 1:
        pile, deck = deck[:cards_per_city], deck[cards_per_city:]
        robot = RobotPlayer(
            beach_pile=tuple(c for c in pile if catalogue.card(c).row == "beach"),
            street_pile=tuple(c for c in pile if catalogue.card(c).row == "street"),
            sand_dollars=rng.randint(0, 4),
            footprints=rng.randint(0, 4),
        )
    return FinishedGame(
        objective=objective or rng.choice(("blue", "green", "orange")),
        players=tuple(cities),
        robot=robot,
        title=f"Generated sample game {seed}",
    )
