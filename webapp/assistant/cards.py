"""Every card's effects in short words, complete, where the Assistant asks for a choice (no Streamlit).

A card's label (``Catalogue.card_label``) names it in a few words and ends in "…" after two
abilities, so two cards in the display could not be told apart and a player could not see what a card
gives before taking it (issue 26). Here a card reads as two short lines: what it is (name when it has
one, row, tags, "sample") and everything it does (placement actions first, as they happen first,
then scoring), in the catalogue's short icon words (``card_db.labels``), never cut. The full
sentences (``webapp.cards.text.card_lines``) stay one tap away in the page's expander. This module
decides no rule: which cards are offered is the engine's.
"""

from __future__ import annotations

import lang
from card_db.labels import SEPARATOR, sample_mark, tags_words
from card_db.models import FeatureCard
from card_db.wording import ability_text, placement_text
from scorer.engine import GameState
from scorer.engine import display as engine_display
from webapp.language import current_language, say

ROW_KEYS = {"beach": "card.label_beach", "street": "card.label_street"}
REWARD_KEYS = {"food_truck": "assistant.reward_food_truck", "foodie": "assistant.reward_foodie",
               "happy_day": "assistant.reward_happy_day"}
"""The catalogue key of each reward of a normal selection (none for "none")."""


def card_head(card: FeatureCard, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """What a card is, in one short line: "Pier · Beach · Waves" or "Street · Local×2 (sample)", in ``language``."""
    tags = tags_words(card.tags, language) or lang.text("card.label_no_tags", language)
    parts = ([card.name.strip()] if card.name.strip() else []) + [lang.text(ROW_KEYS[card.row], language), tags]
    return SEPARATOR.join(parts) + (sample_mark(language) if card.sample else "")


def effect_words(card: FeatureCard, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """Everything a card does, placement first: "+2 sand dollars · next to Nature 2" ("no effects")."""
    words = ([placement_text(a, "short", language) for a in card.placement]
             + [ability_text(a, "short", language) for a in card.scoring])
    return SEPARATOR.join(words) or lang.text("assistant.no_effects", language)


def card_two_lines(state: GameState, card_id: str | None) -> tuple[str, str]:
    """A display card as its two lines (head, effects); an empty slot or an unknown id says so."""
    if card_id is None:
        return say("assistant.blank"), say("assistant.nothing_to_take")
    card = state.catalogue.cards.get(card_id)
    if card is None:
        return say("assistant.not_in_catalogue", id=card_id), ""
    language = current_language()
    return card_head(card, language), effect_words(card, language)


def card_in_full(state: GameState, card_id: str | None) -> str:
    """A card where a choice names it (a reveal, a place button, a sand dollar action's cards): what it is
    and everything it does on one line, "Beach · Waves (sample): +1 sand dollar · ring 2 tourists 4"."""
    head, effects = card_two_lines(state, card_id)
    return f"{head}: {effects}" if effects else head


def take_label(state: GameState, column: int) -> str:
    """A Take button's two lines: the column and its reward, then the card with all its effects.

    Plain text with one newline; the page escapes each line and shows the break."""
    head, effects = card_two_lines(state, state.display.front[column])
    reward = REWARD_KEYS.get(engine_display.reward_for(state.display, column))
    take = (say("assistant.take_column_reward", column=column + 1, reward=say(reward)) if reward
            else say("assistant.take_column", column=column + 1))
    return f"{take}\n{head}: {effects}"
