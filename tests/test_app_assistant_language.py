"""The Assistant in German, Spanish and Italian (AppTest, issue 25): the start screen, a game's prompt,
status, choices, scores and refusals read in the language of ``?lang=``, with its numbers and plurals;
no English sentence of the Assistant's or the engine's catalogue entries is left outside the game log
(the log's sentences stay English: scorer/engine/words.py says why)."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from app_helpers import assert_clean, shown
from lang import LANGUAGES, text
from language_helpers import english_sentences, live_game_texts
from scorer.engine import TakeCard, prompt, refusal
from scorer.engine.state import TurnStep
from test_app_assistant import action_buttons, live_id, open_assistant, stored_state
from webapp import language
from webapp.assistant import ui
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")
AREAS = ("assistant", "engine")


def shown_outside_the_log(at: AppTest) -> str:
    """Every text of the page a player reads, except the game log's entries (English by design)."""
    texts = [e.value for kind in ("title", "subheader", "caption", "warning", "info", "success")
             for e in getattr(at, kind)]
    texts += [m.value for m in at.markdown if not m.value.startswith("- **")]
    for widget in [*at.button, *at.text_input, *at.selectbox, *at.radio, *at.number_input, *at.segmented_control,
                   *at.multiselect, *at.toggle, *at.expander, *at.get("file_uploader")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help", "placeholder")]
    return "\n".join(shown(t) for t in texts if t)


def english_left(at: AppTest, gid: str | None = None) -> list[str]:
    page, cards = shown_outside_the_log(at), live_game_texts(default_db_path(), gid) if gid else ""
    return [sentence for sentence in english_sentences(*AREAS) if sentence in page and sentence not in cards]


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
    assert not english_left(at, gid), english_left(at, gid)


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
