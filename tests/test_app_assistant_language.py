"""The Assistant in German, Spanish and Italian (AppTest, issue 25): the start screen, a game's prompt,
status, choices, scores and refusals read in the language of ``?lang=``, with its numbers and plurals;
and whole games played to the end through the page's buttons (two players, solo against the Robot, a
physical deck), hints, sand dollar actions, the best final movement and the game log included, show no
English: no sentence of the catalogues' Assistant, engine, advice and card areas, no line that reads as
English, and none of the game's cards, tiles and sand dollar actions in their English words."""

from __future__ import annotations

import html
import random
import re

import pytest
from app_helpers import assert_clean, shown
from language_helpers import english_game_words, english_lines, english_sentences
from streamlit.testing.v1 import AppTest
from test_app_assistant import action_buttons, live_id, open_assistant, stored_state

from lang import LANGUAGES, text
from scorer.engine import TakeCard, UseSandDollarAction, legal_actions, prompt, refusal
from scorer.engine.state import TurnStep
from webapp import language
from webapp.assistant import ui
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")
AREAS = ("assistant", "engine", "advice", "card", "ability", "placement", "sanddollar", "ruling")
_TAG = re.compile(r"<[^>]+>")


def shown_text(at: AppTest) -> str:
    """Every text of the page a player reads (the game log and every expander's content included): the
    elements' words, the widgets' labels, helps, placeholders and options, the HTML's visible text."""
    texts = [e.value for kind in ("title", "subheader", "caption", "warning", "info", "success", "error", "markdown")
             for e in getattr(at, kind)]
    for widget in [*at.button, *at.text_input, *at.selectbox, *at.radio, *at.number_input, *at.segmented_control,
                   *at.multiselect, *at.toggle, *at.expander, *at.get("file_uploader")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help", "placeholder")]
        texts += [str(option) for option in getattr(widget, "options", None) or ()]
    texts = [shown(t) for t in texts if t]
    texts += [html.unescape(_TAG.sub("\n", h.proto.body)) for h in at.html if "<style" not in h.proto.body]
    return "\n".join(texts)


def english_left(at: AppTest, gid: str | None = None, language: str | None = None) -> list[str]:
    """The English a page read in another language shows: catalogue sentences, lines that read as English,
    and the game's own cards, tiles and sand dollar actions in their English words."""
    page = shown_text(at)
    found = [sentence for sentence in english_sentences(*AREAS) if sentence in page]
    found += english_lines(page)
    if gid and language:
        found += [words for words in english_game_words(default_db_path(), gid, language) if words in page]
    return found


def started(lang: str) -> tuple[AppTest, str]:
    """A 2-player virtual game started and set up through the page in ``lang``: a turn is up."""
    at = open_assistant(lang=lang)
    at.number_input(key="as_seed").set_value(7)
    at.button(key="as_start").click().run()
    assert_clean(at)
    gid = live_id(at)
    for _ in range(10):
        if isinstance(stored_state(gid).pending, TurnStep):
            return at, gid
        action_buttons(at)[0].click().run()
        assert_clean(at)
    raise AssertionError("the setup never ended")


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_start_screen_speaks_the_language_of_the_address(lang):
    at = open_assistant(lang=lang)
    assert [t.value for t in at.title] == [text("assistant.title", lang)]
    assert text("assistant.new_game", lang) in [s.value for s in at.subheader]
    assert at.button(key="as_start").label == text("assistant.start", lang)
    assert at.segmented_control(key="as_count").label == text("assistant.players", lang)
    assert at.text_input(key="as_name_0").value == text("assistant.player_n", lang, number=1)
    assert not english_left(at), english_left(at)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_game_reads_in_the_language_with_its_numbers_and_plurals(lang):
    at, gid = started(lang)
    state = stored_state(gid)
    info = "\n".join(shown(i.value) for i in at.info)
    # The engine's prompt, worded in the phone's language (not English).
    assert prompt(state, lang) in info and prompt(state) not in info
    # The status line: the round and the cards left, a plural written for the language.
    left = text("assistant.left_in_deck", lang, count=len(state.deck))
    assert left in info and str(len(state.deck)) in left
    buttons = " ".join(shown(b.label) for b in action_buttons(at))
    assert text("assistant.take_column", lang, column=1).split()[0] in buttons
    heads = [text(k, lang) for k in ("assistant.col_player", "assistant.col_points", "assistant.col_sand_dollars")]
    table = next(m.value for m in at.markdown if m.value.startswith("| "))
    assert all(h in table for h in heads)
    assert not english_left(at, gid, lang), english_left(at, gid, lang)


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_refused_move_says_why_in_the_language(lang, monkeypatch):
    at, gid = started(lang)
    state = stored_state(gid)
    blank = TakeCard(column=0)
    # A blank front column: the engine refuses the take, the page says why in the phone's language.
    from scorer.engine.state import evolve
    emptied = evolve(state, display=evolve(state.display, front=(None,) + state.display.front[1:]))
    reason = refusal(emptied, blank)
    assert reason is not None and reason.word(lang) != reason.word("en")
    flashed = []
    monkeypatch.setattr(ui.frame, "flash", lambda message, kind="error": flashed.append(message))
    monkeypatch.setattr(ui, "played_for", lambda game: type("P", (), {"state": emptied})())
    monkeypatch.setattr(language, "_last_run_language", lang)
    assert not ui.act(gid, ui.live_store().get(gid).revision, blank)
    assert flashed == [text("assistant.move_refused", lang, reason=reason.word(lang))]
    assert text("engine.column_blank", lang, column=1) in flashed[0]


def _taps(at: AppTest, gid: str, rng: random.Random, asked: set[str]) -> list:
    """The button a player taps next: "Show hints" and the best final movement's "Find it" once each, a
    sand dollar action whenever one is offered (so that every game uses them), else any choice of the step."""
    buttons = [b for b in at.button if b.key and not b.disabled and b.key.startswith(
        ("act-", "mover-", "dest-", "hints-", "hint-")) and "cancel" not in b.key]
    for prefix in ("hints-", "hint-"):
        ask = [b for b in buttons if b.key.startswith(prefix) and not b.key.startswith("hint-do-")]
        if ask and prefix not in asked:
            asked.add(prefix)
            return ask[:1]
    state = stored_state(gid)
    if isinstance(state.pending, TurnStep):
        actions = legal_actions(state)
        uses = [b for b in buttons if b.key.startswith("act-")
                and isinstance(actions[int(b.key.rsplit("-", 1)[1])], UseSandDollarAction)]
        if uses:
            return [rng.choice(uses)]
    return [rng.choice(buttons)] if buttons else []


def play_to_the_end(lang: str, players: str = "2", deck: str = "virtual", seed: int = 3) -> tuple[list[str], str, set]:
    """A game started on the page in ``lang`` and played through its buttons to the end: the English
    found on any page on the way (see ``english_left``), the game's id and what was asked for."""
    at = open_assistant(lang=lang)
    if players != "2":
        at.segmented_control(key="as_count").set_value(players).run()
    if deck == "physical":
        at.radio(key="as_deck").set_value("physical").run()
        at.selectbox(key="as_table_objective").set_value("orange")
        at.multiselect(key="as_table_actions").set_value(at.multiselect(key="as_table_actions").options[:2]).run()
        if players != "Solo":
            at.multiselect(key="as_tiles").set_value(at.multiselect(key="as_tiles").options[:int(players)]).run()
    at.number_input(key="as_seed").set_value(seed)
    at.button(key="as_start").click().run()
    assert_clean(at)
    gid = live_id(at)
    rng, asked, found = random.Random(seed), set(), []
    for _ in range(400):
        found += [f for f in english_left(at, gid, lang) if f not in found]
        if stored_state(gid).finished:
            break
        taps = _taps(at, gid, rng, asked)
        assert taps, "no choice left before the end"
        taps[0].click().run()
        assert_clean(at)
    assert stored_state(gid).finished
    return found, gid, asked


@pytest.mark.parametrize("lang, players, deck", [("de", "2", "virtual"), ("es", "Solo", "virtual"),
                                                 ("it", "3", "physical")])
def test_a_whole_game_shows_no_english(lang, players, deck):
    found, gid, asked = play_to_the_end(lang, players, deck)
    assert found == [], found
    state = stored_state(gid)
    # The game went through what the brief lists: a sand dollar action, the hints, the best final
    # movement (two players), the Robot's turns (solo), the log (every page shows it).
    assert any(isinstance(a, UseSandDollarAction) for a in state.log) or deck == "physical"
    assert {"hints-", "hint-"} <= asked or deck == "physical"
    assert state.robot is None or state.robot.turns > 0
