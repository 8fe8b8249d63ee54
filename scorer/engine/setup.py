"""Game setup for the rules engine: who plays, with which tiles, actions and deck.

A game is its ``GameSetup`` plus its action log (``scorer.engine.actions``): replaying the log on
the setup rebuilds every state. The setup is a frozen pydantic model so it is stored as JSON next to
the log. ``check_setup`` lists what is wrong with a setup for a catalogue (unknown ids, too few
tiles, ...) as sentences; ``random_setup`` draws a ready-to-play virtual setup from a seed.

What the setup holds and what the engine asks for instead:
- the 2 sand dollar actions and the objective tile are fixed here (the table drew them);
- ``starting_tiles`` are the tiles drawn for the table; players choose among them in reverse turn
  order during the game (solo: the player gets one at random, or says which one they drew when the
  deck is physical);
- ``deck`` lists the feature cards in the deck. ``virtual``: the engine shuffles them with ``seed``.
  ``physical``: the deck is the table's and the engine asks which card was revealed each time.

This module does not apply any rule; ``scorer.engine.rules`` does.
"""

from __future__ import annotations

import random
from typing import Annotated, Literal

from pydantic import Field, model_validator

from card_db.catalogue import Catalogue
from card_db.models import CardId, Name, ObjectiveId, StrictModel
from card_db.text import name_key
from scorer.model.words import counted

DeckSource = Literal["virtual", "physical"]
DISPLAY_COLUMNS = 4
MAX_PLAYERS = 4


class SetupError(ValueError):
    """A setup that cannot start a game; ``problems`` lists every reason as a sentence."""

    def __init__(self, problems: tuple[str, ...]):
        self.problems = tuple(problems)
        super().__init__("; ".join(self.problems) or "invalid setup")


class GameSetup(StrictModel):
    """Everything fixed before the first action: players, objective, actions, tiles, deck, seed.

    ``players`` are names in turn order (the first is the starting player). A solo game has exactly
    one player and ``solo=True``: the Robot plays against them (solo-rules.txt)."""

    players: Annotated[tuple[Name, ...], Field(min_length=1, max_length=MAX_PLAYERS)]
    objective: ObjectiveId = "blue"
    sand_dollar_actions: Annotated[tuple[CardId, ...], Field(min_length=2, max_length=2)]
    starting_tiles: Annotated[tuple[CardId, ...], Field(min_length=1, max_length=24)]
    deck: Annotated[tuple[CardId, ...], Field(min_length=1, max_length=200)]
    deck_source: DeckSource = "virtual"
    seed: int = 0
    solo: bool = False
    hard_mode: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> GameSetup:
        problems = _shape_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _shape_problems(setup: GameSetup) -> list[str]:
    problems = []
    # Compared as everywhere (card_db.text.name_key): "Ana" and "ANA" + a zero-width space are one name.
    if len({name_key(name) for name in setup.players}) != len(setup.players):
        problems.append("two players have the same name (ignoring case and invisible characters): give each "
                        "player a different name")
    if setup.solo and len(setup.players) != 1:
        problems.append("a solo game has exactly one player (the Robot is added by the engine)")
    if not setup.solo and len(setup.players) < 2:
        problems.append("a game needs 2 to 4 players, or set solo=True to play against the Robot")
    if len(set(setup.sand_dollar_actions)) != 2:
        problems.append("choose two different sand dollar actions")
    if len(set(setup.starting_tiles)) != len(setup.starting_tiles):
        problems.append("a starting tile is listed twice: list each drawn tile once")
    if not setup.solo and len(setup.starting_tiles) != len(setup.players):
        problems.append(
            f"draw as many starting tiles as players ({len(setup.players)}), "
            f"not {len(setup.starting_tiles)}"
        )
    if len(set(setup.deck)) != len(setup.deck):
        problems.append("a feature card is listed twice in the deck: each card is in the box once")
    if setup.hard_mode and not setup.solo:
        problems.append("hard mode is a solo option: set solo=True or hard_mode=False")
    return problems


def check_setup(setup: GameSetup, catalogue: Catalogue) -> tuple[str, ...]:
    """Every reason this setup cannot start with this catalogue (empty when it can)."""
    problems: list[str] = []
    for action_id in setup.sand_dollar_actions:
        if action_id not in catalogue.sand_dollar_actions:
            problems.append(f"unknown sand dollar action '{action_id}': pick one of the catalogue's actions")
    for tile_id in setup.starting_tiles:
        if tile_id not in catalogue.starting_tiles:
            problems.append(f"unknown starting tile '{tile_id}': add it to the catalogue or correct the id")
    unknown = [c for c in setup.deck if c not in catalogue.cards]
    if unknown:
        problems.append(
            f"{counted(len(unknown), 'deck card')} {'is' if len(unknown) == 1 else 'are'} not in the catalogue "
            f"(first: '{unknown[0]}'): "
            f"add them to the catalogue or remove them from the deck"
        )
    return tuple(problems)


def random_setup(
    catalogue: Catalogue,
    players: tuple[str, ...],
    seed: int,
    *,
    deck_source: DeckSource = "virtual",
    objective: ObjectiveId | None = None,
    hard_mode: bool = False,
) -> GameSetup:
    """A setup drawn at random as the rulebook says: 2 sand dollar actions, the objective, the tiles.

    One player means a solo game. The deck is every feature card of the catalogue. Deterministic
    for a seed; the objective is drawn too unless given."""
    rng = random.Random(seed)
    solo = len(players) == 1
    tiles = sorted(catalogue.starting_tiles)
    actions = sorted(catalogue.sand_dollar_actions)
    if len(actions) < 2 or len(tiles) < len(players):
        raise SetupError(
            ("the catalogue needs at least 2 sand dollar actions and as many starting tiles as players",)
        )
    drawn_tiles = tuple(tiles) if solo else tuple(rng.sample(tiles, len(players)))
    return GameSetup(
        players=tuple(players),
        objective=objective or rng.choice(("blue", "green", "orange")),
        sand_dollar_actions=tuple(rng.sample(actions, 2)),
        starting_tiles=drawn_tiles,
        deck=tuple(sorted(catalogue.cards)),
        deck_source=deck_source,
        seed=seed,
        solo=solo,
        hard_mode=hard_mode and solo,
    )
