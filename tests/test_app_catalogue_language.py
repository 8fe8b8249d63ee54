"""The Catalogue page and the card modules in German, Spanish and Italian (AppTest, issue 25): every view
with no English sentence of their own left, and counts, numbers and refusals written for the language
(the catalogue list, the keypad's progress, a refused photo's pixels, an import's report, the picker).

Card labels built from a card's contents (tags, abilities, rings) are not converted here: the checks
look for the sentences of the ``catalogue``, ``cards`` and ``photo`` catalogue areas only."""

from __future__ import annotations

import hostile_photos as hp
import pytest
from app_helpers import CATALOGUE, CITY, assert_clean, open_page, shown
from keypad_helpers import play
from language_helpers import english_sentences
from streamlit.testing.v1 import AppTest
from test_app_city_picker import new_game

from card_db.catalogue_link import encode_link
from card_db.models import AdjacentTag, FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue, load_catalogue
from lang import LANGUAGES, text
from webapp.cards.keypad_draft import tap_plan

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)
AREAS = ("catalogue", "cards", "photo")
VIEWS = ("cards", "tiles", "add_card", "add_tile", "files")
CAFE = FeatureCard(id="cafe", name="Corner Cafe", row="street", tags=("local", "business"),
                   scoring=(AdjacentTag(tag="nature", points=2),))
SURF = FeatureCard(id="surf", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))


def page_in(language_code: str, page: str = CATALOGUE, game_id: str | None = None) -> AppTest:
    """``page`` opened from Home with ``?lang=language_code`` (and ``?game=ID``) in the address."""
    at = open_page(page, game_id, language_code)
    assert_clean(at)
    return at


def words_on(at: AppTest) -> str:
    """Every text of the page's elements (titles, Markdown, messages, labels, help texts, placeholders,
    options, expander labels), read as a player reads them."""
    found: list[str] = []

    def strings(message) -> None:
        for _, value in message.ListFields():
            single = isinstance(value, (str, bytes, int, float)) or hasattr(value, "ListFields")  # else repeated
            for item in [value] if single else value:
                if isinstance(item, str):
                    found.append(item)
                elif hasattr(item, "ListFields"):
                    strings(item)

    def walk(node) -> None:
        proto = getattr(node, "proto", None)
        if proto is not None and hasattr(proto, "ListFields"):
            strings(proto)
        children = getattr(node, "children", None) or {}
        for child in children.values() if isinstance(children, dict) else children:
            walk(child)

    walk(at.main)
    return "\n".join(shown(t) for t in found)


NOT_OURS: set[str] = set()
"""English pieces of our areas a page may still show for a reason of its own (none since the keypads, forms and
card labels are worded in the phone's language, 2026-11-26)."""


def english_left(at: AppTest) -> list[str]:
    on_page = words_on(at)
    return [sentence for sentence in english_sentences(*AREAS) if sentence in on_page and sentence not in NOT_OURS]


def test_the_check_sees_english_sentences():
    """The sentence finder itself: an English page of the same views is full of them."""
    UserCatalogue().save_card(CAFE)
    at = page_in("en")
    assert "Built-in sample: cannot be edited or deleted. Enter the real card with Add" in english_left(at)


@pytest.mark.parametrize("language_code", LANGUAGES[1:])
def test_every_view_of_the_catalogue_speaks_the_language(language_code):
    UserCatalogue().save_card(CAFE)  # a card of one's own: Edit, Delete, Replace photo and Send are shown
    at = page_in(language_code)
    assert [t.value for t in at.title] == [f"🗂️ {text('catalogue.title', language_code)}"]
    assert at.pills(key="cat_view").options == [text(f"catalogue.view_{v}", language_code) for v in VIEWS]
    assert text("cards.coverage", language_code, cards=1, all_cards=78, tiles=0, all_tiles=6) in shown(at.info[0].value)
    left = {}
    for view in VIEWS:
        at.pills(key="cat_view").set_value(view).run()
        assert_clean(at)
        if view == "add_card":  # the camera and the file chooser appear once the photo is asked for
            at.toggle(key="kp:photo_on").set_value(True).run()
        if view == "cards":
            at.toggle(key="photo_replace_cafe").set_value(True).run()
        left[view] = english_left(at)
    assert not any(left.values()), left


@pytest.mark.parametrize("language_code, one, many", [
    ("de", "1 Karte angezeigt", "{n} Karten angezeigt"),
    ("es", "1 carta mostrada", "{n} cartas mostradas"),
    ("it", "1 carta mostrata", "{n} carte mostrate"),
])
def test_the_list_counts_its_cards_in_the_language(language_code, one, many):
    UserCatalogue().save_card(CAFE)
    everything = len(load_catalogue().cards)
    at = page_in(language_code)
    assert many.format(n=everything) in [c.value for c in at.caption]
    at.text_input(key="cat_name").input("Cafe").run()
    assert one in [c.value for c in at.caption]


@pytest.mark.parametrize("language_code, progress", [
    ("de", "1 von 78 Merkmalskarten (Strand 1, Promenade 0), 0 von 6 Startplättchen"),
    ("es", "1 de 78 cartas de Zona (playa 1, paseo 0), 0 de 6 losetas dobles iniciales"),
    ("it", "1 di 78 carte Caratteristica (spiaggia 1, lungomare 0), 0 di 6 tessere Caratteristica di partenza"),
])
def test_a_card_saved_on_the_keypad_is_confirmed_in_the_language(language_code, progress):
    at = page_in(language_code)
    at.pills(key="cat_view").set_value("add_card").run()
    assert at.pills(key="kp:row").options == [text("cards.row_beach", language_code),
                                              text("cards.row_street", language_code)]
    play(at, tap_plan(SURF))
    assert_clean(at)
    confirmed = shown(at.success[0].value)
    assert confirmed.endswith(f". {progress}.") and [c.row for c in UserCatalogue().cards()] == ["beach"]


@pytest.mark.parametrize("language_code, says", [
    ("de", "Kein Foto behalten: das Bild hat 12.000 x 12.000 Pixel, zu viele"),
    ("es", "No se ha guardado ninguna foto: la imagen tiene 12.000 x 12.000 píxeles, demasiados"),
    ("it", "Nessuna foto tenuta: l'immagine è di 12.000 x 12.000 pixel, troppi"),
])
def test_a_refused_photo_says_why_in_the_language_with_its_numbers(language_code, says):
    at = page_in(language_code)
    at.pills(key="cat_view").set_value("add_card").run()
    at.toggle(key="kp:photo_on").set_value(True).run()
    at.file_uploader(key="kp:upload:0").set_value(("bomb.png", hp.png_bomb(12_000), "image/png")).run()
    assert not at.exception
    (message,) = [shown(e.value) for e in at.error]
    assert message.startswith(says)


def test_an_import_is_previewed_and_reported_in_spanish():
    UserCatalogue().save_card(SURF)
    at = page_in("es")
    at.pills(key="cat_view").set_value("files").run()
    at.text_input(key="share_link").input(encode_link([SURF, CAFE])).run()
    at.button(key="share_read_link").click().run()
    preview = [shown(m.value) for m in at.markdown]
    assert "**Desde el enlace pegado**" in preview
    assert any("Añadiría 1 carta y 0 losetas dobles iniciales." in m for m in preview)
    assert any("1 ya en tu catálogo, idénticas: omitidas." in m for m in preview)
    at.button(key="share_go").click().run()
    assert_clean(at)
    assert shown(at.success[0].value) == ("Importado desde el enlace pegado: 1 carta y 0 losetas dobles iniciales "
                                          "añadidas. Añadidas: cafe.")


def test_deleting_ones_own_card_asks_and_confirms_in_italian():
    UserCatalogue().save_card(CAFE)
    at = page_in("it")
    at.button(key="cat_delete_card_cafe").click().run()
    assert shown(at.warning[0].value).startswith("Eliminare Corner Cafe per sempre?")
    assert at.button(key="cat_confirm_card_cafe").label == "Sì, elimina"
    at.button(key="cat_confirm_card_cafe").click().run()
    assert_clean(at)
    assert shown(at.success[0].value) == "Corner Cafe eliminata."
    assert UserCatalogue().cards() == ()


@pytest.mark.parametrize("language_code, caption", [
    ("de", "Tippe die Reihe der Karte an: {n} Karten sind noch nicht am Tisch."),
    ("es", "Toca la fila de la carta: {n} cartas aún no están en la mesa."),
    ("it", "Tocca la fila della carta: {n} carte non sono ancora al tavolo."),
])
def test_the_card_picker_on_the_city_page_speaks_the_language(language_code, caption):
    game_id = new_game()
    at = page_in(language_code, CITY, game_id)
    cards = len(load_catalogue().cards)
    assert caption.format(n=cards) in [c.value for c in at.caption]
    assert at.pills(key="pick_row").options == [text("cards.row_beach", language_code),
                                                text("cards.row_street", language_code)]
