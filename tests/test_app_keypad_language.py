"""The Catalogue page's card and tile keypads and full forms read in German, Spanish and Italian (AppTest,
issue 25): the shape buttons, tag names, field labels and the choices of what a row does come from the
language catalogues, and a refused save says the same as in English, in the reader's language (the pages
through AppTest; ``webapp.cards.values``' sentences, row and field named, called directly)."""

from __future__ import annotations

import pytest
from app_helpers import assert_clean, shown
from test_app_catalogue_language import page_in

from card_db.user_catalogue import UserCatalogue
from card_db.wording import tag_labels
from lang import LANGUAGES, text
from webapp.cards.keypad_draft import SHAPES
from webapp.cards.values import ABILITY_LABELS, FIELDS, build_card, build_starting_tile

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def on_view(language_code: str, view: str):
    """The Catalogue page in ``language_code`` on ``view``."""
    at = page_in(language_code)
    at.pills(key="cat_view").set_value(view).run()
    assert_clean(at)
    return at


@pytest.mark.parametrize("language_code", LANGUAGES[1:])
def test_the_keypads_buttons_and_fields_are_the_catalogues_words(language_code):
    at = on_view(language_code, "add_card")
    shapes = {shape.id: at.button(key=f"kp:shape:{shape.id}").label for shape in SHAPES}
    assert shapes == {shape.id: text(f"cards.shape_{shape.id}", language_code) for shape in SHAPES}
    assert shapes["next_to"] != text("cards.shape_next_to", "en")  # translated, not English kept
    tags = tag_labels(language_code)
    assert {tag: at.button(key=f"kp:tag:{tag}").label for tag in tags} == tags
    at.button(key="kp:shape:chain_each").click().run()
    assert_clean(at)
    # The chain's fields: labels from the catalogue, its tag choices by the language's tag names.
    labels = {spec.name: at.pills(key=f"kp:item:0:{spec.name}").label for spec in FIELDS["chain_per_tag"]}
    assert labels == {"tag": text("cards.field_tag", language_code), "minimum": text("cards.field_minimum", language_code),
                      "points_per_tag": text("cards.field_points_per_tag", language_code)}
    assert at.pills(key="kp:item:0:tag").options == [tags[t] for t in tags]
    assert text("cards.shape_chain_each", language_code) in shown(" ".join(m.value for m in at.markdown))


def test_a_keypad_card_without_its_row_is_refused_in_german():
    at = on_view("de", "add_card")
    at.button(key="kp:tag:nature").click().run()
    at.button(key="kp:save").click().run()
    message = shown(at.error[0].value)
    assert "Reihe: Tippe auf Strand oder Promenade (die Farbe der Kartenrückseite)." in message
    assert text("cards.refuse_row_keypad", "en") not in message
    assert all(row in message for row in at.pills(key="kp:row").options)  # it names the buttons shown
    assert UserCatalogue().cards() == ()  # nothing saved, the tag still tapped
    assert at.button(key="kp:tag:nature").proto.type == "primary"


def test_the_full_forms_refusal_and_choices_are_german():
    at = on_view("de", "add_card")
    at.pills(key="cat_new_card:tags_once").set_value(["nature", "wave"]).run()
    at.checkbox(key="cat_new_card:end_of_beach").check().run()
    at.segmented_control(key="cat_new_card:row").set_value("street").run()
    at.button(key="cat_new_card:abilities:add").click().run()
    kind = at.selectbox(key=next(s.key for s in at.selectbox if s.key.startswith("cat_new_card:abilities:")))
    assert kind.options == [text(key, "de") for key in ABILITY_LABELS.values()]
    at.button(key="cat_new_card:submit").click().run()
    message = shown(at.error[0].value)
    # Same meaning as "End of beach: this icon is only on beach cards; set the row to beach or untick it."
    assert ("Strandende: Dieses Zeichen gibt es nur auf Strandkarten; stelle die Reihe auf Strand oder nimm das "
            "Häkchen weg.") in message
    assert "End of beach" not in message
    assert at.checkbox(key="cat_new_card:end_of_beach").value is True  # nothing entered is lost
    assert UserCatalogue().cards() == ()


def test_a_tile_without_what_its_vips_want_is_refused_in_italian():
    at = on_view("it", "add_tile")
    at.pills(key="tkp:vips").set_value(2).run()  # 1 VIP is where the keypad starts: 2 makes a change
    at.button(key="tkp:save").click().run()
    message = shown(at.error[0].value)
    # Same meaning as "What the VIPs want: pick at least one tag or symbol from the tile's footprint icon."
    assert ("Cosa vogliono i Vip: scegli almeno un simbolo o un'icona dall'icona delle impronte della tessera."
            in message)
    assert "What the VIPs want" not in message
    assert UserCatalogue().starting_tiles() == ()


@pytest.mark.parametrize("language_code, sentence", [
    ("en", "Scoring ability 1 (Chain: fixed points): minimum tags in the chain must be at least 1."),
    ("de", "Wertungsfähigkeit 1 (Kette: feste Punkte): „Mindestzahl Symbole in der Kette“ muss mindestens 1 sein."),
    ("es", "Habilidad de puntuación 1 (Cadena: puntos fijos): «Mínimo de símbolos en la cadena» debe ser al menos 1."),
])
def test_a_number_out_of_range_names_the_row_and_the_field_in_the_language(language_code, sentence):
    values = {"row": "beach", "abilities": [{"kind": "chain", "tag": "nature", "minimum": 0, "points": 3}]}
    assert build_card(values, "x", language_code) == (None, [sentence])


def test_a_starting_tile_half_says_its_problem_in_german():
    half = {"tags_once": ["local", "tourist", "business", "nature", "wave"]}
    tile, problems = build_starting_tile({"vips": 1, "wants": ["sports"], "beach": half}, "x", "de")
    assert tile is None and problems == ["Strandhälfte: Symbole: höchstens 4 auf einer Hälfte; 5 sind gewählt."]


def test_a_card_rule_of_the_model_is_said_in_the_language():
    """The model's own rules (card_db.models.RuleError) reach the form worded for the reader, not in English."""
    empty_ring = {"row": "beach", "rings": [{"kind": "ring", "locals": 0, "tourists": 0, "vips": 0, "any": 0}]}
    assert build_card(empty_ring, "x", "de")[1] == [
        ("Ring 1 (Ring mit abgebildeten Personen): ein Ring braucht mindestens eine abgebildete Person (Einheimische, "
         "Touristen, VIPs oder beliebige).")]
    five_rings = {"row": "beach", "rings": [{"kind": "ring", "tourists": 1, "points": 3}] * 5}
    assert build_card(five_rings, "x", "it")[1] == [("Una carta mostra al massimo 4 anelli attività, qui ce ne sono 5: "
                                                     "togline 1.")]
