"""The Assistant's new-game choices -> an engine setup, without Streamlit."""

import pytest

from card_db.loader import load_builtin
from scorer.engine import SetupError
from webapp.assistant.setup_choices import (
    DECK_GENERATED,
    DECK_PHYSICAL,
    NewGameChoices,
    build_setup,
    cards_needed,
)


def choices(**changes) -> NewGameChoices:
    base = {"names": ("Ann", "Bob"), "solo": False, "deck": DECK_GENERATED, "objective": "random",
            "sand_dollar_actions": (), "starting_tiles": (), "hard_mode": False, "seed": 7}
    return NewGameChoices(**{**base, **changes})


def test_the_same_seed_and_choices_deal_the_same_setup():
    one, two = build_setup(choices(), load_builtin()), build_setup(choices(), load_builtin())
    assert one.setup == two.setup
    assert one.setup.objective in ("blue", "green", "orange") and len(one.setup.sand_dollar_actions) == 2
    assert one.label == "virtual deck: generated SAMPLE cards"
    assert all(c not in load_builtin().cards for c in one.setup.deck)  # generated cards only


def test_a_physical_deck_plays_the_tiles_drawn_at_the_table():
    base = load_builtin()
    tiles = tuple(sorted(base.starting_tiles))[:2]
    actions = tuple(sorted(base.sand_dollar_actions))[-2:]
    prepared = build_setup(choices(deck=DECK_PHYSICAL, starting_tiles=tiles, objective="green",
                                   sand_dollar_actions=actions), base)
    assert prepared.setup.starting_tiles == tiles and prepared.setup.objective == "green"
    assert prepared.setup.sand_dollar_actions == actions
    assert prepared.setup.deck_source == "physical" and prepared.label == "physical deck"
    with pytest.raises(SetupError, match="choose the 2 starting tiles drawn for the table"):
        build_setup(choices(deck=DECK_PHYSICAL, starting_tiles=tiles[:1], objective="green",
                            sand_dollar_actions=actions), base)


def test_a_physical_game_never_draws_the_tables_tiles_itself():
    base = load_builtin()
    tiles = tuple(sorted(base.starting_tiles))[:2]
    actions = tuple(sorted(base.sand_dollar_actions))[:2]
    with pytest.raises(SetupError, match="choose the objective tile and the 2 sand dollar action tiles lying on"):
        build_setup(choices(deck=DECK_PHYSICAL, starting_tiles=tiles), base)
    with pytest.raises(SetupError, match="choose the objective tile lying on the table"):
        build_setup(choices(deck=DECK_PHYSICAL, starting_tiles=tiles, sand_dollar_actions=actions), base)
    with pytest.raises(SetupError, match="choose the 2 sand dollar action tiles lying on the table"):
        build_setup(choices(deck=DECK_PHYSICAL, starting_tiles=tiles, objective="blue"), base)
    # A virtual game still draws both when left to chance.
    drawn = build_setup(choices(), base).setup
    assert drawn.objective in ("blue", "green", "orange") and len(drawn.sand_dollar_actions) == 2


def test_the_form_mistakes_are_refused_with_what_to_change():
    base = load_builtin()
    with pytest.raises(SetupError, match="different, non-empty name"):
        build_setup(choices(names=("Ann", "Ann")), base)
    with pytest.raises(SetupError, match="different, non-empty name"):
        build_setup(choices(names=("Ann", "")), base)
    one_action = (sorted(base.sand_dollar_actions)[0],)
    with pytest.raises(SetupError, match="exactly 2 sand dollar actions"):
        build_setup(choices(sand_dollar_actions=one_action), base)


def test_cards_needed_counts_the_robot_and_the_display():
    assert cards_needed(2, solo=False) == 2 * 14 + 8
    assert cards_needed(1, solo=True) == 2 * 14 + 8


def test_every_missing_choice_is_named_at_once():
    """Issue 33: with the starting tiles, the objective and the sand dollar tiles all missing, the start
    named only the starting tiles; the next tap named the rest. Every problem is named at the first tap."""
    base = load_builtin()
    with pytest.raises(SetupError) as refused:
        build_setup(choices(deck=DECK_PHYSICAL), base)
    assert refused.value.problems == ("choose the 2 starting tiles drawn for the table",
                                      "choose the objective tile and the 2 sand dollar action tiles lying on the table")
    with pytest.raises(SetupError) as refused:
        build_setup(choices(names=("Ann", "Ann"), deck=DECK_PHYSICAL, objective="green"), base)
    assert refused.value.problems == ("give every player a different, non-empty name",
                                      "choose the 2 starting tiles drawn for the table",
                                      "choose the 2 sand dollar action tiles lying on the table")
