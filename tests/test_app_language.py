"""The phone's language on Home and in the menu (AppTest): ``?lang=`` in the address, the choice on
Home, an address naming a language the app does not speak, and Home's words, numbers and plurals in
German, Spanish and Italian (issue 25, the pilot page)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from app_helpers import HOME, TIMEOUT, assert_clean, shown, store, ticking_clock
from language_helpers import english_sentences
from streamlit.testing.v1 import AppTest

from card_db.loader import sample_game_bytes
from lang import LANGUAGES, date_time, text
from scorer.formats.gamefile import load_game_bytes
from webapp import navigation
from webapp.language import CHOICE_KEY

pytestmark = pytest.mark.usefixtures("temp_data")
AREAS = ("home", "menu", "nav", "language", "count")  # the words converted so far (the pilot)


def home(language: str | None, game_id: str | None = None):
    """Home with ``?lang=language`` (and ``?game=ID``) in the address."""
    at = AppTest.from_file(str(HOME), default_timeout=TIMEOUT)
    if language is not None:
        at.query_params["lang"] = language
    if game_id is not None:
        at.query_params["game"] = game_id
    return at.run()


def sample_table() -> str:
    return store().create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))


def everything_shown(at) -> list[str]:
    """Every text the page shows: titles, headings, Markdown, captions, messages, labels, help texts,
    placeholders and options of its widgets."""
    texts = [e.value for kind in ("title", "subheader", "markdown", "caption", "warning", "error", "info")
             for e in getattr(at, kind)]
    for widget in [*at.button, *at.text_input, *at.selectbox, *at.radio, *at.number_input, *at.segmented_control,
                   *at.date_input, *at.expander, *at.get("page_link"), *at.get("file_uploader")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help", "placeholder")]
    return [shown(t) for t in texts if t]


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_home_speaks_the_language_of_the_address(language):
    gid = sample_table()
    at = home(language, gid)
    assert_clean(at)
    assert [t.value for t in at.title] == [f"🌊 {text('home.title', language)}"]
    subheaders = [shown(s.value) for s in at.subheader]
    for key in ("home.resume", "home.start", "home.import", "home.try", "home.more"):
        assert text(key, language) in subheaders or key == "home.resume"
    assert at.number_input(key="setup_count").label == text("home.players", language)
    assert at.button(key="start_table").label == text("home.start_button", language)
    # No English sentence of Home is left anywhere on it.
    shown_text = "\n".join(everything_shown(at))
    left = [sentence for sentence in english_sentences(*AREAS) if sentence in shown_text]
    assert not left, left
    assert at.query_params["lang"] == language and at.query_params["game"] == gid


@pytest.mark.parametrize("language, cards, dollars", [
    ("en", "{n} cards", "{m} sand dollar"),
    ("de", "{n} Karten", "{m} Sanddollar"),
    ("es", "{n} cartas", "{m} dólar de arena"),
    ("it", "{n} carte", "{m} dollaro di sabbia"),
])
def test_removing_a_city_counts_its_cards_in_the_language(language, cards, dollars):
    gid = sample_table()
    city = store().get(gid).game.players[0]
    assert len(city.cells) > 1 and city.sand_dollars == 1  # both forms in one sentence: "8 Karten, 1 Sanddollar"
    at = home(language, gid)
    at.button(key=f"remove-open-{gid}-0").click().run()
    assert_clean(at)
    question = shown(at.warning[0].value)
    assert city.name in question
    assert f"({cards.format(n=len(city.cells))}, {dollars.format(m=city.sand_dollars)})" in question
    assert question == text("home.remove_question", language, name=city.name,
                            contents=text("home.city_contents", language,
                                          cards=text("count.cards", language, count=len(city.cells)),
                                          sand_dollars=text("count.sand_dollars", language,
                                                            count=city.sand_dollars)))


def test_the_sample_games_player_count_is_a_number_in_the_sentence():
    at = home("de")
    assert shown(at.caption[1].value).startswith("Ein beendetes Spiel mit 3 Spielern")


def test_without_a_language_in_the_address_home_speaks_english():
    at = home(None)
    assert_clean(at)
    assert [t.value for t in at.title] == ["🌊 Santa Monica score pad"]
    assert "lang" not in at.query_params


def test_the_choice_on_home_changes_the_language_and_keeps_the_table_open():
    gid = sample_table()
    at = home(None, gid)
    choice = at.segmented_control(key=CHOICE_KEY)
    assert choice.value == "en" and choice.options == ["English", "Deutsch", "Español", "Italiano"]
    choice.set_value("it").run()
    assert_clean(at)
    assert at.query_params["lang"] == "it" and at.query_params["game"] == gid
    assert [t.value for t in at.title] == [f"🌊 {text('home.title', 'it')}"]
    assert shown(at.subheader[0].value).startswith("Tavolo aperto: ")
    # The next step keeps both in the address: the City page opens the same table in Italian.
    at.button(key="next_step").click().run()
    assert_clean(at)
    assert at.query_params["lang"] == "it" and at.query_params["game"] == gid


def test_an_address_naming_another_language_is_explained_and_dropped():
    at = home("fr")
    assert not at.exception
    warning = shown(at.warning[0].value)
    assert '"fr"' in warning and "English, Deutsch, Español, Italiano" in warning and "?lang=en" in warning
    assert "lang" not in at.query_params
    assert [t.value for t in at.title] == ["🌊 Santa Monica score pad"]


def test_a_regional_tag_in_the_address_is_read_and_written_as_links_write_it():
    at = home("de-AT")
    assert [t.value for t in at.title] == [f"🌊 {text('home.title', 'de')}"]
    assert at.query_params["lang"] == "de"


def test_the_menu_titles_are_in_the_phones_language(monkeypatch):
    monkeypatch.setattr("webapp.navigation.say", lambda key: text(key, "es"))
    titles = [navigation.title_of(path)[0] for path in navigation.page_files()]
    assert titles[:3] == ["Inicio", "Ciudad", "Libreta de puntuación"]
    assert all(title == text(key, "es") for title, (key, _) in zip(titles, navigation.TITLES.values(), strict=True))


def test_the_join_link_carries_a_chosen_language_and_the_browsers_is_left_out():
    gid = sample_table()
    chosen = home("es", gid)
    assert_clean(chosen)
    assert [t.value for t in chosen.text if "game=" in t.value][0].endswith(f"?game={gid}&lang=es")
    plain = home(None, gid)
    assert [t.value for t in plain.text if "game=" in t.value][0].endswith(f"?game={gid}")


def test_the_nav_links_keep_the_language_and_the_table():
    gid = sample_table()
    at = home("de", gid)
    links = {p.proto.label: p.proto for p in at.get("page_link") if p.proto.label in ("Start", "Städte", "Wertungsblock")}
    assert set(links) == {"Start", "Städte", "Wertungsblock"}
    assert all(f"game={gid}" in link.query_string and "lang=de" in link.query_string for link in links.values())


def test_a_table_to_resume_is_dated_the_way_the_language_writes_a_date():
    set_up = datetime(2026, 3, 7, 9, 5, tzinfo=UTC)  # a fixed clock, with one-digit day, month and hour
    gid = store(ticking_clock(set_up)).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
    summary = store().get(gid).summary
    at = home("de")
    label = next(b.label for b in at.button if b.key == f"resume-{gid}")
    # AppTest's browser reports no time zone: the store's UTC time is shown, written the German way.
    written = date_time(datetime.fromisoformat(summary.updated), "de")
    assert written == "07.03.2026, 09:05"
    assert shown(label).endswith(f" · {written}") and shown(label).startswith(f"{summary.title}: ")


def test_a_menu_link_that_drops_the_language_gets_it_back_from_the_session():
    at = home("de")
    del at.query_params["lang"]  # Streamlit's menu links carry no query parameters
    at.switch_page("pages/4_History.py").run()
    assert_clean(at)
    assert at.query_params["lang"] == "de"
