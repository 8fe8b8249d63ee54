"""Shared helpers for the engine tests: a small hand-made SAMPLE catalogue and state builders.

Not a test module (it defines no tests); the engine test modules import it. Every card here is an
invented sample (``sample=True``), named for what it does.
"""

from __future__ import annotations

from dataclasses import replace

from card_db.catalogue import Catalogue
from card_db.loader import load_builtin
from card_db.models import (
    AddPeople,
    EndOfBeach,
    FeatureCard,
    FootprintRule,
    GainSandDollars,
    MoveHere,
    MovePeople,
    Ring,
    SetupBonus,
    StartingTile,
)
from scorer.engine import GameSetup, apply, legal_actions, new_game
from scorer.engine.actions import ChooseStartingTile, PlaceCard, PlaceFoodTruck, TakeCard
from scorer.engine.state import Crowd, Display, GameState, MoveStep, Supply, frozen_map, with_player

BUILTIN = load_builtin()
ACTIONS = BUILTIN.sand_dollar_actions


def card(card_id: str, row: str = "beach", tags=("local",), placement=(), scoring=()) -> FeatureCard:
    return FeatureCard(id=card_id, name=card_id.replace("-", " ").title(), row=row, tags=tuple(tags),
                       placement=tuple(placement), scoring=tuple(scoring), sample=True)


CARDS = [
    *(card(f"beach-{n}", "beach", ("local",)) for n in range(1, 21)),
    *(card(f"street-{n}", "street", ("business",)) for n in range(1, 21)),
    card("nature-beach", "beach", ("nature",)),
    card("nature-street", "street", ("nature",)),
    card("sports-street", "street", ("sports",)),
    card("wave-beach", "beach", ("wave",)),
    card("tourist-beach", "beach", ("tourist",)),
    card("ring-street", "street", ("business",), scoring=(Ring(tourists=1, points=3),)),
    card("gain-2", "street", ("business",), placement=(GainSandDollars(amount=2),)),
    card("add-2-locals", "beach", ("local",), placement=(AddPeople(person="local", count=2),)),
    card("add-tourist-gain", "street", ("tourist",),
         placement=(AddPeople(person="tourist", count=1), GainSandDollars(amount=1))),
    card("move-tourists", "beach", ("tourist",), placement=(MovePeople(person="tourist", count=2, distance=2),)),
    card("move-any-2", "street", ("sports",), placement=(MovePeople(person="any", count=4, distance=2),)),
    card("move-here", "street", ("nature",), placement=(MoveHere(count=3),)),
    card("end-of-beach", "beach", ("wave",), scoring=(EndOfBeach(),)),
]

TILES = [
    StartingTile(id="tile-nature", name="Nature Tile", vips=1, setup=SetupBonus(sand_dollars=1, locals=1),
                 footprint=FootprintRule(wants=("nature",)), sample=True),
    StartingTile(id="tile-sports", name="Sports Tile", vips=2, setup=SetupBonus(tourists=2),
                 footprint=FootprintRule(wants=("sports", "wave")), sample=True),
    StartingTile(id="tile-ring", name="Ring Tile", vips=1, setup=SetupBonus(sand_dollars=2),
                 footprint=FootprintRule(wants=("ring",)), sample=True),
    StartingTile(id="tile-local", name="Local Tile", vips=1, setup=SetupBonus(locals=2, tourists=1),
                 footprint=FootprintRule(wants=("local",)), sample=True),
]

CATALOGUE = Catalogue(
    cards={c.id: c for c in CARDS},
    starting_tiles={t.id: t for t in TILES},
    objectives=BUILTIN.objectives,
    sand_dollar_actions=ACTIONS,
)
TILE_IDS = tuple(t.id for t in TILES)


def make_setup(players=("Ana", "Ben"), actions=("two-from-front", "front-and-two-swaps"), **kw) -> GameSetup:
    solo = len(players) == 1
    tiles = kw.pop("starting_tiles", TILE_IDS if solo else TILE_IDS[: len(players)])
    return GameSetup(players=tuple(players), sand_dollar_actions=tuple(actions), starting_tiles=tiles,
                     deck=kw.pop("deck", tuple(sorted(c.id for c in CARDS))), solo=solo, **kw)


def ready(players=("Ana", "Ben"), truck: int = 0, tiles=None, **kw) -> GameState:
    """A virtual game after setup: tiles chosen (seat order given by ``tiles``), food truck placed."""
    setup = make_setup(players, **kw)
    state = new_game(setup, CATALOGUE)
    if not setup.solo:
        tiles = tiles or TILE_IDS[: len(players)]
        for seat in reversed(range(len(players))):
            state, _ = apply(state, ChooseStartingTile(tile=tiles[seat]))
    state, _ = apply(state, PlaceFoodTruck(column=truck))
    return state


def with_display(state: GameState, front, back=(None,) * 4, truck=None, foodie=None) -> GameState:
    """The state with a chosen display (tokens kept unless given)."""
    d = state.display
    display = Display(front=tuple(front), back=tuple(back),
                      food_truck=d.food_truck if truck is None else truck,
                      foodie=d.foodie if foodie is None else foodie)
    shown = set(display.cards())
    return replace(state, display=display, deck=tuple(c for c in state.deck if c not in shown))


def with_city(state: GameState, seat: int, cards=None, people=None, footprints=None, sand_dollars=None) -> GameState:
    """The state with one player's city replaced; the supply is adjusted so pieces stay conserved."""
    player = state.players[seat]
    before = _pieces(player)
    player = replace(
        player,
        cards=frozen_map(dict(cards)) if cards is not None else player.cards,
        people=frozen_map({s: c for s, c in people.items() if c.total}) if people is not None else player.people,
        footprints=frozenset(footprints) if footprints is not None else player.footprints,
        sand_dollars=player.sand_dollars if sand_dollars is None else sand_dollars,
    )
    after = _pieces(player)
    s = state.supply
    supply = Supply(s.locals - after[0] + before[0], s.tourists - after[1] + before[1],
                    s.vips - after[2] + before[2], s.footprints - after[3] + before[3])
    state = replace(with_player(state, seat, player), supply=supply)
    if cards is not None:
        # The cards now in the city leave the deck and the display: the box has one of each.
        placed = set(cards.values())
        d = state.display
        state = replace(state, deck=tuple(c for c in state.deck if c not in placed),
                        display=replace(d, front=tuple(None if c in placed else c for c in d.front),
                                        back=tuple(None if c in placed else c for c in d.back)))
    return state


def foodie_move_step() -> GameState:
    """Ana took the foodie's card (column 1) and placed it: her 1-space move is pending, with 2 locals
    and a VIP on the street half of her tile and cards on beach 1 and street 1 around it."""
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"), truck=3, foodie=0)
    state = with_city(state, 0, cards={("beach", 1): "beach-5", ("street", 1): "street-5"},
                      people={("street", 0): crowd(locals=2, vips=1)})
    state = apply(state, TakeCard(column=0))[0]
    state = apply(state, [a for a in legal_actions(state) if isinstance(a, PlaceCard)][0])[0]
    assert isinstance(state.pending, MoveStep)
    return state


def _pieces(player) -> tuple[int, int, int, int]:
    return (player.people_total("local"), player.people_total("tourist"), player.people_total("vip"),
            len(player.footprints))


def crowd(locals=0, tourists=0, vips=0) -> Crowd:
    return Crowd(locals, tourists, vips)


def play(state: GameState, *actions):
    """Apply actions in order; returns the final state and all events."""
    events = []
    for action in actions:
        state, more = apply(state, action)
        events += more
    return state, events


def conserved(state: GameState) -> bool:
    """Pieces in cities + Robot + supply == the box."""
    from scorer.engine.state import BOX

    locals_ = sum(p.people_total("local") for p in state.players) + state.supply.locals
    tourists = sum(p.people_total("tourist") for p in state.players) + state.supply.tourists
    vips = sum(p.people_total("vip") for p in state.players) + state.supply.vips
    robot = state.robot.footprints if state.robot else 0
    footprints = sum(len(p.footprints) for p in state.players) + state.supply.footprints + robot
    return (locals_, tourists, vips, footprints) == (BOX["locals"], BOX["tourists"], BOX["vips"], BOX["footprints"])
