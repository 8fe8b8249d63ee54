"""The Scorepad in German, Spanish and Italian (issue 25, phase 2): the page's own words, the pad's line
names, the "Why" tabs' counts with the language's plurals, the ruling sentences, the best final movement,
the shared picture's words and the text scorepad of the command line (``--lang``)."""

from __future__ import annotations

import io

import pytest
from app_helpers import CITY, SCOREPAD, assert_clean, open_page, shown, store
from language_helpers import QUOTED_BREAKS, english_sentences
from streamlit.testing.v1 import AppTest

from card_db.loader import load_builtin, sample_game_bytes
from lang import LANGUAGES, text
from scorer import __main__ as cli
from scorer.formats.explain import report_to_text
from scorer.formats.gamefile import load_game_bytes
from scorer.model.rulings import RULING_MEANINGS, ruling_text
from scorer.scoring.table import score_game
from webapp.scorepad import extras
from webapp.scorepad.share import _footnotes
from webapp.scorepad.view import scorepad_view

pytestmark = pytest.mark.usefixtures("temp_data")
AREAS = ("scorepad", "ruling")  # this page's own words (the items' reasons are the scorer's, in English)


def sample_game():
    return load_game_bytes(sample_game_bytes(), "sample_game.json")


def scorepad_page(language: str, game_id: str) -> AppTest:
    """The Scorepad of ``game_id`` with ``?lang=language`` in the address."""
    return open_page(SCOREPAD, game_id, language)


def everything_shown(at) -> str:
    """Every text the page shows: headings, Markdown, captions, messages, labels and help texts, tabs."""
    texts = [e.value for kind in ("title", "markdown", "caption", "warning", "error", "info", "success")
             for e in getattr(at, kind)]
    for widget in [*at.button, *at.radio, *at.expander, *at.tabs, *at.get("download_button"),
                   *at.get("link_button"), *at.get("page_link")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help")]
    return "\n".join(shown(t) for t in texts if t)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_scorepad_speaks_the_language_of_the_address(language):
    game = sample_game()
    gid = store().create_game(game)
    at = scorepad_page(language, gid)
    assert_clean(at)
    assert [t.value for t in at.title] == [text("menu.scorepad", language)]
    report = score_game(game, load_builtin())
    winner = report.standings[0]
    # The headline with the language's plural ("mit 48 Punkten", "con 48 puntos").
    assert shown(at.success[0].value).endswith(text("scorepad.winner", language, name=winner.name, count=winner.total))
    # The pad's lines and the Why tabs' captions, with the counts in the language.
    pad = next(m.value for m in at.markdown if m.value.startswith("| "))
    assert text("explain.line.cards", language) in pad and text("explain.total", language) in pad
    ana = report.players[0]
    from card_db.wording import tag_labels
    tag = tag_labels(language)[ana.longest_chain_tag]  # the chain's tag, as the tag filter names it
    caption = {"de": f"1 Sanddollar übrig · längste Kette 4 Symbole ({tag}) · 2 nicht platzierte Personen",
               "es": f"queda 1 dólar de arena · cadena más larga 4 símbolos ({tag}) · 2 personas sin colocar",
               "it": f"avanza 1 dollaro di sabbia · catena più lunga 4 simboli ({tag}) · 2 persone non piazzate"}[language]
    assert (ana.sand_dollars, ana.longest_chain, ana.unplaced) == (1, 4, 2)
    assert caption in [shown(c.value) for c in at.caption]
    labels = [e.label for e in at.expander]
    assert text("scorepad.movement_of", language, name="Ana") in labels
    assert any(label.startswith(text("scorepad.rulings_used", language, count=1)[:8]) for label in labels)
    assert at.button(key="finish").label == text("scorepad.finish_game", language)
    page = everything_shown(at)
    assert ruling_text(5, language) in page  # a ruling's sentence in the language, under a line it explains
    for item in (item for player in report.players for item in player.items if item.line in ("wave", "misc", "people")):
        assert item.reason_in(language) in page and item.reason not in page  # the objective lines' reasons
    left = [sentence for sentence in english_sentences(*AREAS) if sentence in page]
    assert not left, left
    assert at.query_params["lang"] == language


def test_the_best_final_movement_is_said_in_the_language():
    game = sample_game()
    gid = store().create_game(game)
    at = scorepad_page("de", gid)
    at.button(key=f"movement-{gid}-0").click().run()
    assert_clean(at)
    page = everything_shown(at)
    view = extras.check_movement(game, 0, load_builtin(), "de")
    assert view.headline and view.headline in page
    # Already the best, or a gain: either way the words are German, not the English ones.
    assert view.headline in {text("scorepad.already_best", "de"), text("scorepad.no_better_found", "de"),
                             text("scorepad.could_score", "de", count=max(view.gain, 1))}
    assert text("scorepad.already_best", "en") not in page


@pytest.mark.parametrize("language, one, many", [
    ("en", "1 unplaced person", "2 unplaced people"),
    ("de", "1 nicht platzierte Person", "2 nicht platzierte Personen"),
    ("es", "1 persona sin colocar", "2 personas sin colocar"),
    ("it", "1 persona non piazzata", "2 persone non piazzate"),
])
def test_the_why_tabs_count_unplaced_people_with_the_languages_plural(language, one, many):
    report = score_game(sample_game(), load_builtin())
    captions = [why.caption for why in scorepad_view(report, sample_game(), load_builtin(), language).players]
    by_unplaced = {p.unplaced: caption for p, caption in zip(report.players, captions, strict=True)}
    assert one in by_unplaced[1] and many in by_unplaced[2]


def test_the_shared_pictures_words_are_in_the_language():
    report = score_game(sample_game(), load_builtin())
    assert _footnotes(report, "en")[-1] == "Objective tile: Blue"
    assert _footnotes(report, "it")[-1] == "Tessera Obiettivo di punteggio: Blu"
    assert _footnotes(report, "de")[0] == f"Es gewinnt {report.winners[0]}"


def test_the_text_scorepad_in_german_keeps_the_english_layout_and_reasons():
    report = score_game(sample_game(), load_builtin())
    english, german = report_to_text(report), report_to_text(report, "de")
    assert report_to_text(report, "en") == english
    assert german.splitlines()[0] == "Santa-Monica-Wertungsblock - Wertungsplättchen: Blau"
    assert "  1. Cleo    48 Punkte  nach Punkten" in german.splitlines()
    assert "Es gewinnt Cleo" in german.splitlines()
    assert f"  {ruling_text(5, 'de')}" in german.splitlines()
    assert RULING_MEANINGS[5] not in german  # the English sentence of the same ruling is not there
    assert len(german.splitlines()) == len(english.splitlines())  # the same lines, worded for the language


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_command_line_prints_the_explanation_in_the_language_asked_for(tmp_path, monkeypatch, language):
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path))
    game_file = tmp_path / "game.json"
    game_file.write_bytes(sample_game_bytes())
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["score", str(game_file), "--lang", language], out=out, err=err) == 0, err.getvalue()
    report = score_game(sample_game(), load_builtin())
    assert out.getvalue() == report_to_text(report, language)
    header = text("explain.header", language, objective=text("explain.objective_blue", language))
    assert out.getvalue().splitlines()[0] == header


def test_the_command_line_refuses_a_language_it_does_not_speak(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["score", str(tmp_path / "game.json"), "--lang", "fr"])
    assert exit_.value.code == 2
    assert "--lang" in capsys.readouterr().err


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_pads_ranking_says_what_decided_each_place_in_the_language(language):
    # The score pad only page (webapp.pad.view) uses the explanation's tie-breaker words too.
    from scorer.model.pad import PadColumn, PadGame
    from scorer.scoring.pad import score_pad
    from webapp.pad.view import ranking_text

    pad = PadGame(objective="orange", players=(PadColumn(name="Ann", cards=12), PadColumn(name="Bob", cards=9)))
    ranking = shown(ranking_text(score_pad(pad), language))
    assert ranking.splitlines()[0].endswith(f"({text('explain.decided_points', language)})")


def test_the_robots_note_is_said_in_the_language():
    from scorer.formats.explain import note_text

    english = text("explain.note_robot", "en")
    assert note_text(english, "it") == text("explain.note_robot", "it") != english
    assert note_text("a note of no key", "de") == "a note of no key"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_scorepad_and_city_pages_show_none_of_the_quoted_breaks(language):
    """Issue 32: the sample game's Scorepad (every Why tab, the pad, the rulings) and City pages in the
    language hold none of the sentences the review quoted, nor their patterns."""
    import re

    gid = store().create_game(sample_game())
    for page in (SCOREPAD, CITY):
        at = open_page(page, gid, language)
        assert_clean(at)
        words = everything_shown(at)
        assert len(words) > 500
        found = [pattern for pattern in QUOTED_BREAKS[language] if re.search(pattern, words)]
        assert not found, (page, language, found)
