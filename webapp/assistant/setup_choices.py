"""What the Assistant's new-game form chose, turned into an engine setup (no Streamlit).

``new_game_form`` (``webapp.assistant.new``) only reads widgets into a ``NewGameChoices``;
``build_setup`` turns them into the engine's ``GameSetup``, the catalogue the game plays with, its
deck and the label the game list shows. The engine still checks the setup against the cards before it
is stored; this module only refuses what the form itself got wrong, with a ``SetupError`` that says
what to change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from scorer.engine import GameSetup, SetupError
from webapp.language import say

OBJECTIVES = ("random", "blue", "green", "orange")
Deck = Literal["generated", "mine", "physical"]
"""Where the game's cards come from (a ``NewGameChoices.deck``)."""
DECK_GENERATED: Deck = "generated"
DECK_MINE: Deck = "mine"
DECK_PHYSICAL: Deck = "physical"
DECK_LABELS = {DECK_GENERATED: "virtual deck: generated SAMPLE cards", DECK_MINE: "virtual deck: my catalogue",
               DECK_PHYSICAL: "physical deck"}
"""The deck's label stored with a game (the same in every language: a stored value, not words on a screen);
``deck_label_words`` shows it in the phone's language."""
_DECK_LABEL_KEYS = {DECK_LABELS[DECK_GENERATED]: "assistant.deck_label_generated",
                    DECK_LABELS[DECK_MINE]: "assistant.deck_label_mine",
                    DECK_LABELS[DECK_PHYSICAL]: "assistant.deck_label_physical"}


OBJECTIVE_KEYS = {"blue": "assistant.objective_blue", "green": "assistant.objective_green",
                  "orange": "assistant.objective_orange"}
"""The objective tiles by their colour, as the glossary names them (docs/glossary.md)."""


def objective_words(objective: str, name: str | None = None) -> str:
    """An objective tile in the phone's language: its colour for the printed ones, else its ``name``."""
    key = OBJECTIVE_KEYS.get(objective)
    return say(key) if key else (name or objective)


def deck_label_words(label: str) -> str:
    """A stored deck label in the phone's language (a label of another origin as it is)."""
    key = _DECK_LABEL_KEYS.get(label)
    return say(key) if key else label



def cards_needed(players: int, solo: bool) -> int:
    """Enough cards for everyone (and the Robot) to reach 14, plus the display of 8."""
    return 14 * (players + (1 if solo else 0)) + 8


def printed_cards(base: Catalogue) -> list[str]:
    """The user's own (printed, not sample) card ids, sorted: the deck of "my catalogue"."""
    return sorted(c for c, card in base.cards.items() if not card.sample)


@dataclass(frozen=True)
class NewGameChoices:
    """Everything the new-game form asks, as typed (names not yet checked)."""

    names: tuple[str, ...]
    solo: bool
    deck: Deck
    objective: str  # one of OBJECTIVES
    sand_dollar_actions: tuple[str, ...]  # none (draw 2) or the 2 chosen
    starting_tiles: tuple[str, ...]  # the tiles drawn at the table (physical deck, 2+ players)
    hard_mode: bool
    seed: int


@dataclass(frozen=True)
class PreparedGame:
    """A setup ready for the engine's check, with the catalogue and the deck label it goes with."""

    setup: GameSetup
    catalogue: Catalogue
    label: str


def _deck(choices: NewGameChoices, base: Catalogue) -> tuple[Catalogue, tuple[str, ...], list[str], str]:
    """The catalogue, deck, starting-tile pool and game-list label of the chosen deck."""
    if choices.deck == DECK_GENERATED:
        builtin = load_builtin()
        catalogue = generated_catalogue(choices.seed, base=builtin)
        cards = tuple(sorted(c for c in catalogue.cards if c not in builtin.cards))
        tiles = sorted(t for t in catalogue.starting_tiles if t not in builtin.starting_tiles)
        return catalogue, cards, tiles, DECK_LABELS[DECK_GENERATED]
    if choices.deck == DECK_MINE:
        return base, tuple(printed_cards(base)), sorted(base.starting_tiles), DECK_LABELS[DECK_MINE]
    return base, tuple(sorted(base.cards)), sorted(base.starting_tiles), DECK_LABELS[DECK_PHYSICAL]


def _starting_tiles(choices: NewGameChoices, pool: list[str], rng: random.Random) -> tuple[str, ...]:
    n = len(choices.names)
    if choices.solo:
        return tuple(pool)
    if choices.deck == DECK_PHYSICAL:
        return tuple(choices.starting_tiles)  # their count is checked with the other tiles on the table
    if len(pool) < n:
        raise SetupError((say("assistant.setup_few_tiles", count=len(pool), players=n),))
    return tuple(rng.sample(pool, n))


def build_setup(choices: NewGameChoices, base: Catalogue) -> PreparedGame:
    """The engine setup for ``choices``; tiles, actions and objective left to chance are drawn from the seed.

    Raises ``SetupError`` naming what to change on the form."""
    catalogue, cards, tile_pool, label = _deck(choices, base)
    rng = random.Random(choices.seed)  # tiles, actions and objective drawn from the seed too
    names = choices.names
    chosen = choices.sand_dollar_actions
    # Every mistake of the form at once (issue 33: the tiles lying on the table were named one tap later).
    problems = []
    if len(set(names)) != len(names) or not all(names):
        problems.append(say("assistant.setup_names"))
    if choices.deck == DECK_PHYSICAL:
        # The table drew its tiles already: the app tracks those, never a draw of its own.
        if not choices.solo and len(choices.starting_tiles) != len(names):
            problems.append(say("assistant.setup_tiles_drawn", count=len(names)))
        objective_missing, actions_missing = choices.objective == "random", len(chosen) != 2
        if objective_missing or actions_missing:
            problems.append(say("assistant.setup_objective_and_actions" if objective_missing and actions_missing
                                else "assistant.setup_objective" if objective_missing else "assistant.setup_actions"))
    if problems:
        raise SetupError(tuple(problems))
    tiles = _starting_tiles(choices, tile_pool, rng)
    if chosen and len(chosen) != 2:
        raise SetupError((say("assistant.setup_two_actions"),))
    # Drawn from the form's catalogue (the one it listed), as before the split: the same seed deals the same game.
    pair = tuple(chosen) if chosen else tuple(rng.sample(sorted(base.sand_dollar_actions), 2))
    objective = rng.choice(OBJECTIVES[1:]) if choices.objective == "random" else choices.objective
    setup = GameSetup(
        players=names, objective=objective, sand_dollar_actions=pair, starting_tiles=tiles, deck=cards,
        deck_source="physical" if choices.deck == DECK_PHYSICAL else "virtual",
        seed=choices.seed, solo=choices.solo, hard_mode=choices.hard_mode,
    )
    return PreparedGame(setup=setup, catalogue=catalogue, label=label)
