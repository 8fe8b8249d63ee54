"""The engine's words (scorer/engine/words.py): prompts and refusals are a catalogue key and values,
worded in one place in each language; English is what ``prompt`` and ``validate`` always said."""

from __future__ import annotations

import pytest
from test_engine_support import CATALOGUE, make_setup, ready, with_display

from lang import LANGUAGES, text
from lang.said import Said
from scorer.engine import (
    ROBOT,
    MovePerson,
    RollDie,
    TakeCard,
    apply,
    legal_actions,
    new_game,
    prompt,
    refusal,
    validate,
    words,
)
from scorer.engine.state import MoveStep


@pytest.fixture(scope="module")
def first():
    """A new 2-player game: the second player chooses a starting tile."""
    return new_game(make_setup(("Ana", "Ben")), CATALOGUE)


def test_english_is_what_the_engine_always_said(first):
    assert prompt(first) == "Ben: choose a starting tile."
    assert validate(first, TakeCard(column=0)) == "that is not the choice being asked: Ben: choose a starting tile."
    assert str(refusal(first, TakeCard(column=0))) == validate(first, TakeCard(column=0))


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_a_prompt_and_a_refusal_are_worded_in_each_language(first, language):
    asked = prompt(first, language)
    assert asked == text("engine.prompt_tile", language, who="Ben") and asked != prompt(first)
    why = validate(first, RollDie(value=3), language)
    assert why == text("engine.wrong_choice", language, prompt=asked)  # the prompt nested in the refusal


@pytest.mark.parametrize("language, square, people", [
    ("en", "beach row, column -2", "2 people"),
    ("de", "Reihe Strand, Spalte -2", "2 Personen"),
    ("es", "fila de playa, columna -2", "2 personas"),
    ("it", "fila spiaggia, colonna -2", "2 persone"),
])
def test_squares_and_counts_are_worded_for_the_language(language, square, people):
    assert words.square(("beach", -2)).word(language) == square
    assert words.count(2, "person").word(language) == people
    assert words.count(1, "person").word(language) != people


def test_a_refusal_names_its_numbers():
    """A blank front column: the same kind and number in every language, each worded its own way."""
    state = ready()
    front = state.display.front
    state = with_display(state, front[:2] + (None,) + front[3:], state.display.back)
    said = refusal(state, TakeCard(column=2))
    assert said.key == "engine.column_blank" and said.values == {"column": 3}
    assert [said.word(lang) for lang in LANGUAGES] == [text("engine.column_blank", lang, column=3) for lang in LANGUAGES]
    assert len({said.word(lang) for lang in LANGUAGES}) == 4 and all("3" in said.word(lang) for lang in LANGUAGES)
    moved = refusal(state, MovePerson(person="local", from_square=("beach", 1), path=(("beach", 2),)))
    assert moved.key == "engine.wrong_choice" and moved.values["prompt"].key == "engine.prompt_turn"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_robots_log_sentences_are_worded_in_each_language(language):
    """The Robot's turn logs ``Said`` sentences: English in ``text`` (pinned by the seeded playouts),
    the language asked for in ``word``."""
    state = ready(players=("Solo",))
    state, events = apply(state, RollDie(value=2))
    robot = [e for e in events if e.seat == ROBOT]
    assert robot[0].text == "The Robot's die shows 2."
    assert robot[0].word(language) == text("engine.robot_die_shows", language, value=2)
    took = next(e for e in robot if e.kind == "take")
    assert took.word(language) != took.text or language == "en"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_a_take_is_logged_in_english_and_worded_in_each_language(language):
    """A take logs a ``Said`` sentence: English in ``text``, the language's words with the same card and column."""
    state = ready()
    column = next(c for c, card in enumerate(state.display.front) if card)
    state, events = apply(state, TakeCard(column=column))
    took = next(e for e in events if e.kind == "take")
    assert took.text.startswith("Ana takes ") and took.text.endswith(f"(front row, column {column + 1}).")
    card = state.catalogue.card_label(state.hand[0], language)  # the card named in the language too
    assert card != state.catalogue.card_label(state.hand[0])
    assert took.word(language) == text("engine.log_took", language, name="Ana", card=card, column=column + 1)
    assert took.word(language) != took.text


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_reasons_a_step_gives_are_english_in_the_state_and_worded_in_each_language(language):
    """A foodie's move: the step's reason compares as the English it always was, and the prompt says it
    (and the card names it holds) in the reader's language."""
    state = ready()
    foodie = state.display.foodie
    state = apply(state, TakeCard(column=foodie))[0]
    while not (isinstance(state.pending, MoveStep) and state.pending.reason == "foodie"):
        state = apply(state, legal_actions(state)[0])[0]
    reason = state.pending.reason
    assert reason.word(language) == text("engine.reason_foodie", language) != "foodie"
    assert text("engine.reason_foodie", language) in prompt(state, language)
    assert "foodie" in prompt(state)


def test_a_phrase_is_its_english_words():
    state = ready()
    card_id = state.display.front[0]
    name = words.card(state.catalogue, card_id)
    assert name == state.catalogue.card_label(card_id) and hash(name) == hash(str(name))
    assert name.word("de") == state.catalogue.card_label(card_id, "de")
    assert words.term("engine.reason_final") == "final movement"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_legal_action_is_described_in_each_language(language):
    """``describe_action`` words each legal action of a game in the language, cards named in it too."""
    from scorer.engine import describe_action, is_terminal

    state = ready()
    for _ in range(40):
        if is_terminal(state):
            break
        for action in legal_actions(state):
            english, worded = describe_action(state, action), describe_action(state, action, language)
            assert worded and worded != english, (action, worded)
        state = apply(state, legal_actions(state)[0])[0]
    take = describe_action(ready(), TakeCard(column=0), language)
    card = ready().display.front[0]
    assert ready().catalogue.card_label(card, language) in take


@pytest.mark.parametrize("language, shown", [
    ("en", "Pier has none of the tags this action needs (Business, Sports)"),
    ("de", "Pier hat keines der Symbole, die diese Aktion braucht (Geschäft und Sport)"),
    ("es", "Pier no tiene ninguno de los símbolos que pide esta acción (Negocio y Deporte)"),
    ("it", "Pier non ha nessuno dei simboli richiesti da questa azione (Negozio e Sport)"),
])
def test_a_refusal_names_tags_in_the_readers_language_and_lists_them_with_its_and(language, shown):
    """Issue 32: the tags an action needs were their ids ("business, sports") in every language."""
    said = Said("engine.no_tag", card="Pier", tags=(words.tag("business"), words.tag("sports")))
    assert said.word(language) == shown
