"""The City page, its refusals and its picture in German, Spanish and Italian (issue 25, phase 2): the
page's own words, numbers and plurals for the language, a table operation's refusal said in the phone's
language, a finished table's banner and question, and the PNG's words."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store
from language_helpers import english_sentences

from card_db.loader import load_builtin, sample_game_bytes
from lang import LANGUAGES, text
from lang.said import words_of
from scorer.formats.gamefile import load_game_bytes
from scorer.model.game import People
from scorer.model.report import PlayerReport, ScoreItem
from webapp.city import picture
from webapp.tables import operations as tables
from webapp.tables.operations import TableError
from webapp.tables.store import GameNotFoundError, quoted_id

pytestmark = pytest.mark.usefixtures("temp_data")
AREAS = ("city", "table", "ui")  # this page's words (English pieces of them must not show in another language)


def sample_table() -> str:
    return store().create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))


def everything_shown(at) -> str:
    """Every text the page shows: headings, Markdown, captions, messages, labels, help texts, placeholders."""
    texts = [e.value for kind in ("title", "subheader", "markdown", "caption", "warning", "error", "info", "success")
             for e in getattr(at, kind)]
    for widget in [*at.button, *at.text_input, *at.selectbox, *at.radio, *at.number_input, *at.segmented_control,
                   *at.checkbox, *at.toggle, *at.multiselect, *at.expander, *at.get("page_link")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help", "placeholder")]
    return "\n".join(shown(t) for t in texts if t)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_city_page_speaks_the_language_of_the_address(language):
    gid = sample_table()
    city = store().get(gid).game.players[0]
    at = open_page(CITY, gid, language)
    assert_clean(at)
    assert [t.value for t in at.title] == [text("city.title", language)]
    assert shown(at.subheader[0].value) == text("city.whose_city", language, name=city.name)
    # The number of cards with the language's plural ("8 Merkmalskarten", "8 cartas de Zona").
    cards = text("city.feature_cards", language, count=len(city.cells))
    assert any(shown(c.value).endswith(f" · {cards}") for c in at.caption)
    assert at.toggle(key=f"city-enter-{gid}").label == text("city.enter_toggle", language)
    assert at.button(key="next_step").label == text("city.next", language)
    page = everything_shown(at)
    left = [sentence for sentence in english_sentences(*AREAS) if sentence in page]
    assert not left, left
    assert at.query_params["lang"] == language


@pytest.mark.parametrize("language, one, many", [
    ("en", "1 feature card", "2 feature cards"),
    ("de", "1 Merkmalskarte", "2 Merkmalskarten"),
    ("es", "1 carta de Zona", "2 cartas de Zona"),
    ("it", "1 carta Caratteristica", "2 carte Caratteristica"),
])
def test_the_cards_of_a_city_are_counted_in_the_language(language, one, many):
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]))
    store().update(gid, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    at = open_page(CITY, gid, language)
    assert_clean(at)
    assert any(shown(c.value).endswith(f" · {one}") for c in at.caption)
    store().update(gid, lambda g: tables.place_card(g, "Ann", "sample-pier-arcade", "beach", 2))
    at.run()
    assert any(shown(c.value).endswith(f" · {many}") for c in at.caption)


def test_a_refused_change_is_said_in_the_phones_language():
    """A square another phone took meanwhile: the table operation's refusal, in Italian, under the buttons."""
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]))
    store().update(gid, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    at = open_page(CITY, gid, "it")
    at.selectbox(key=f"pick-{gid}").set_value("sample-pier-arcade").run()  # placed at once, beside Kite Beach
    assert_clean(at)
    card = store().get(gid).game.players[0].cells[-1]
    assert card.card == "sample-pier-arcade"
    # The editor names where it went, in Italian ("piazzata in spiaggia +2 (estremità destra)").
    assert any("piazzata in spiaggia +2 (estremità destra)" in shown(m.value) for m in at.markdown)
    # Move it onto the square another phone just filled: the refusal is Italian, with the column and the name.
    store().update(gid, lambda g: tables.place_card(g, "Ann", "sample-lifeguard-tower", "beach", -1))
    prefix = f"cell-{gid}-0-sample-pier-arcade"
    at.button(key=f"{prefix}-move-beach--1").click().run()
    assert not at.exception
    errors = [shown(e.value) for e in at.error]
    assert errors == [text("city.not_moved", "it", refusal=text(
        "table.square_taken_beach", "it", column="-1", player="Ann", card="sample-lifeguard-tower"))]
    assert errors[0].startswith("Non spostata: la fila spiaggia, colonna -1 della città di Ann, ha già")


def test_a_finished_tables_banner_and_question_are_in_the_language():
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]))
    store().finish_game(gid, {"Ann": 1052, "Bob": 40}, ("Ann",))
    at = open_page(CITY, gid, "de")
    assert_clean(at)
    # The points as German writes a number: 1.052.
    assert [shown(s.value) for s in at.success] == ["Beendet: Ann hat mit 1.052 Punkten gewonnen."]
    at.number_input(key=f"sd-{gid}-0").set_value(3).run()
    assert not at.exception
    assert store().get(gid).game.players[0].sand_dollars == 0  # held until the answer
    page = everything_shown(at)
    assert "Er war beendet: Ann hat mit 1.052 Punkten gewonnen. Deine Änderung ist noch nicht gespeichert." in page
    assert "Nicht gespeichert: dieser Tisch ist beendet: Beantworte „Diesen beendeten Tisch korrigieren?“" in page
    assert at.button(key=f"finished-yes-{gid}").label == "Ja, korrigieren"
    at.button(key=f"finished-yes-{gid}").click().run()
    assert_clean(at)
    assert store().get(gid).game.players[0].sand_dollars == 3
    assert any("Seitdem geändert" in shown(w.value) for w in at.warning)


def test_an_unknown_table_is_explained_in_the_language():
    at = open_page(CITY, "nope", "es")
    assert not at.exception
    assert [shown(e.value) for e in at.error] == [
        "no hay ninguna partida con el id «nope» (borrada, o un enlace mal escrito): empieza o abre una mesa"]
    assert text("ui.home_link", "es") in [p.proto.label for p in at.get("page_link")]


# --- the refusals and the picture, without a page ---------------------------------------------------

@pytest.mark.parametrize("language, said", [
    ("en", "card 'pier' is already in Ann's city: each card is in the box once"),
    ("de", "die Karte „pier“ ist schon in der Stadt von Ann: Jede Karte ist nur einmal in der Schachtel"),
    ("es", "la carta «pier» ya está en la ciudad de Ann: cada carta está una sola vez en la caja"),
    ("it", "la carta «pier» è già nella città di Ann: ogni carta è una sola volta nella scatola"),
])
def test_a_table_refusal_is_a_key_said_in_each_language(language, said):
    with pytest.raises(TableError) as caught:
        tables.place_card(tables.place_card(tables.new_table("blue", [("Ann", "a"), ("Bo", "b")]), "Ann", "pier",
                                            "beach", 1), "Bo", "pier", "street", 1)
    assert caught.value.said.key == "table.card_used"
    assert str(caught.value) == text("table.card_used", "en", card="pier", holder="Ann")  # logs read English
    assert words_of(caught.value, language) == said


def test_a_store_refusal_quotes_a_long_id_in_the_language():
    error = GameNotFoundError("table.no_game", id=quoted_id("x" * 1234))
    assert "(1.234 caratteri)" in words_of(error, "it") and "(1,234 characters)" in str(error)
    assert words_of(ValueError("plain"), "de") == "plain"  # any other exception: its own text


@pytest.mark.parametrize("language, heading, start, chip", [
    ("en", "Ana: 1 point", ("Beach half: T 1", "Street half: L 1  V 2"), "Business"),
    ("de", "Ana: 1 Punkt", ("Strandhälfte: T 1", "Promenadenhälfte: E 1  V 2"), "Geschäft"),
    ("es", "Ana: 1 punto", ("Mitad de playa: T 1", "Mitad de paseo: L 1  V 2"), "Negocio"),
    ("it", "Ana: 1 punto", ("Metà spiaggia: T 1", "Metà lungomare: R 1  V 2"), "Negozio"),
])
def test_the_city_picture_speaks_the_language_asked_for(language, heading, start, chip):
    catalogue = load_builtin()
    player = tables.new_table("blue", [("Ana", "sample-surf-club"), ("Bo", "sample-lighthouse")]).players[0]
    player = player.model_copy(update={"start_beach": People(tourists=1), "start_street": People(locals=1, vips=2)})
    layout = picture.city_layout(player, catalogue, None, language)
    assert layout.tile_at("beach", 0).people == start
    assert layout.tile_at("beach", 0).halves == (("beach", "T 1"), ("street", start[1].split(": ")[1]))
    assert text(picture.SHORT_TAGS["business"], language) == chip
    report = PlayerReport(seat=0, name="Ana", is_robot=False, sand_dollars=0, longest_chain=0, unplaced=0,
                          items=(ScoreItem("wave", 1, "wave line"),))
    assert picture.city_layout(player, catalogue, report, language).heading == heading
    png = picture.png_bytes(picture.city_picture(player, catalogue, report, language=language))
    assert png.startswith(b"\x89PNG")


def test_the_robots_piles_are_in_the_language():
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club")], solo_robot=True))
    store().update(gid, lambda g: tables.set_robot(g, beach_pile=["sample-kite-beach"]))
    at = open_page(CITY, gid, "es")
    at.radio(key="city_player").set_value("Robot").run()
    assert_clean(at)
    assert [shown(s.value) for s in at.subheader] == ["Los montones del Robot"]
    # One card: the singular; none: the plural, as Spanish says it.
    assert [m.label for m in at.multiselect] == ["Montón de playa (1 carta)", "Montón de paseo (0 cartas)"]
    assert [n.label for n in at.number_input] == ["Dólares de arena", "Pisadas"]
    assert at.toggle[0].label == "Modo difícil"
    left = [sentence for sentence in english_sentences(*AREAS) if sentence in everything_shown(at)]
    assert not left, left
