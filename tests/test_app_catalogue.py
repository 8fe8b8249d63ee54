"""AppTest tests of the Catalogue page: add through the form, refused input kept, import conflicts, delete."""

from __future__ import annotations

import json

import pytest
from app_helpers import assert_clean, open_catalogue, shown

from card_db.loader import dump_catalogue_bytes
from card_db.models import AdjacentTag, FeatureCard
from card_db.user_catalogue import UserCatalogue
from webapp.cards.catalogue_view import filter_cards

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def expander_labels(at) -> list[str]:
    """Labels of the card and tile expanders (not the filter expander), as a reader sees them."""
    return [shown(e.label) for e in at.expander if not e.label.startswith("Filter")]


CAFE = FeatureCard(id="cafe", name="Corner Cafe", row="street", tags=("local", "business"),
                   scoring=(AdjacentTag(tag="nature", points=2),))


def test_coverage_is_at_the_top_and_samples_are_labelled():
    at = open_catalogue()
    assert "0 of 78 feature cards and 0 of 6 starting tiles catalogued" in at.info[0].value
    labels = expander_labels(at)
    assert labels and all("(sample)" in label for label in labels)
    assert any("Built-in sample: cannot be edited or deleted" in c.value for c in at.caption)
    assert not [b for b in at.button if b.key and b.key.startswith(("cat_edit_", "cat_delete_"))]


def test_add_a_card_through_the_form_and_it_appears():
    at = open_catalogue("add_card")
    at.text_input(key="cat_new_card:name").input("Muscle Beach").run()
    at.segmented_control(key="cat_new_card:row").set_value("beach").run()
    at.pills(key="cat_new_card:tags_once").set_value(["sports"]).run()
    at.button(key="cat_new_card:abilities:add").click().run()
    at.selectbox(key="cat_new_card:abilities:0:kind").set_value("chain").run()
    at.selectbox(key="cat_new_card:abilities:0:tag").set_value("sports").run()
    at.button(key="cat_new_card:submit").click().run()
    assert_clean(at)
    assert any("Saved Muscle Beach" in s.value for s in at.success)
    saved = UserCatalogue().cards()
    assert [(c.id, c.name, c.tags, c.sample) for c in saved] == [("muscle-beach", "Muscle Beach", ("sports",), False)]
    assert at.text_input(key="cat_new_card:name").value == ""  # the form is empty for the next card
    at.pills(key="cat_view").set_value("cards").run()
    at.text_input(key="cat_name").input("muscle").run()
    assert expander_labels(at) == ["Muscle Beach · Beach · Sports · chain 3+ Sports 2"]  # its name, then what is printed
    assert "1 of 78 feature cards" in at.info[0].value


def test_add_a_starting_tile_through_the_full_form_and_it_is_saved():
    at = open_catalogue("add_tile")
    at.text_input(key="cat_new_tile:name").input("Pier Tile").run()
    at.segmented_control(key="cat_new_tile:vips").set_value(2).run()
    at.button(key="cat_new_tile:submit").click().run()
    assert any("What the VIPs want" in shown(e.value) for e in at.error)  # refused: nothing saved, nothing lost
    assert UserCatalogue().starting_tiles() == () and at.text_input(key="cat_new_tile:name").value == "Pier Tile"
    at.multiselect(key="cat_new_tile:wants").set_value(["sports"]).run()
    at.button(key="cat_new_tile:submit").click().run()
    assert_clean(at)
    assert any(shown(s.value).startswith("Saved the starting tile Pier Tile.") and "of 6 starting tiles" in shown(s.value)
               for s in at.success)
    assert [(t.name, t.vips) for t in UserCatalogue().starting_tiles()] == [("Pier Tile", 2)]
    assert at.text_input(key="cat_new_tile:name").value == ""  # the form is empty for the next tile


def test_a_bad_card_keeps_its_values_and_says_what_to_fix():
    at = open_catalogue("add_card")
    at.pills(key="cat_new_card:tags_once").set_value(["nature", "wave"]).run()
    at.checkbox(key="cat_new_card:end_of_beach").check().run()
    at.segmented_control(key="cat_new_card:row").set_value("street").run()
    at.button(key="cat_new_card:submit").click().run()
    assert not at.exception
    message = shown(at.error[0].value)
    assert "End of beach: this icon is only on beach cards" in message
    assert at.pills(key="cat_new_card:tags_once").value == ["nature", "wave"]
    assert at.checkbox(key="cat_new_card:end_of_beach").value is True
    assert UserCatalogue().cards() == ()


def test_import_with_a_conflict_shows_it_and_does_not_overwrite():
    UserCatalogue().save_card(CAFE)
    changed = CAFE.model_copy(update={"name": "Corner Cafe (new print)"})
    park = FeatureCard(id="park", name="Park", row="street", tags=("nature",))
    data = dump_catalogue_bytes((changed, park), ())
    at = open_catalogue("files")
    at.file_uploader(key="cat_upload").set_value(("friends.json", data, "application/json")).run()
    at.button(key="cat_import").click().run()
    assert_clean(at)
    # First what it would do, nothing written; then Import.
    assert any("Would add 1 card and 0 starting tiles." in shown(m.value) for m in at.markdown)
    assert "Conflict, would not be imported" in shown(at.warning[0].value)
    assert [c.name for c in UserCatalogue().cards()] == ["Corner Cafe"]
    at.button(key="share_go").click().run()
    assert_clean(at)
    assert "1 card and 0 starting tiles added. Added: park." in shown(at.success[0].value)
    warning = shown(at.warning[0].value)
    assert "Conflict, not imported" in warning and "card 'cafe' differs in name" in warning
    assert [c.name for c in UserCatalogue().cards()] == ["Corner Cafe", "Park"]


def test_a_broken_import_file_names_the_card_and_field():
    data = b'{"format": "santa-monica-catalogue", "version": 1, "cards": [{"id": "x", "name": "X", "row": "sky"}]}'
    at = open_catalogue("files")
    at.file_uploader(key="cat_upload").set_value(("bad.json", data, "application/json")).run()
    at.button(key="cat_import").click().run()
    assert not at.exception
    message = shown(at.error[0].value)
    assert "Nothing was imported" in message and "bad.json" in message and "row" in message
    assert UserCatalogue().cards() == ()


def import_catalogue_file(data: bytes):
    at = open_catalogue("files")
    at.file_uploader(key="cat_upload").set_value(("friends.json", data, "application/json")).run()
    at.button(key="cat_import").click().run()
    assert not at.exception
    return at


def test_a_catalogue_file_with_a_repeated_key_or_a_number_as_text_is_refused_on_the_page():
    card = (b'{"id": "pier", "name": "Pier", "row": "beach", "row": "street", "scoring": [{"kind": "adjacent_tag", '
            b'"tag": "wave", "points": "1_0"}]}')
    data = b'{"format": "santa-monica-catalogue", "version": 1, "cards": [' + card + b"]}"
    message = shown(import_catalogue_file(data).error[0].value)
    assert 'friends.json: cards[0].row: the key "row" is written more than once' in message
    assert UserCatalogue().cards() == ()
    fixed = data.replace(b'"row": "beach", ', b"")
    message = shown(import_catalogue_file(fixed).error[0].value)
    assert "friends.json: card 'pier': field 'scoring[0].points': \"1_0\" is not a whole number" in message
    assert UserCatalogue().cards() == ()


def test_a_file_of_a_thousand_broken_cards_shows_fifty_problems_and_the_count():
    cards = [{"id": f"c{i}", "name": f"C{i}", "tags": ["mud"]} for i in range(1000)]
    data = json.dumps({"format": "santa-monica-catalogue", "version": 1, "cards": cards}).encode()
    message = shown(import_catalogue_file(data).error[0].value)
    lines = message.splitlines()
    assert lines[0] == "Nothing was imported; it has problems:"
    assert len([line for line in lines if line.startswith("- ")]) == 51
    assert lines[-1] == ("- friends.json: ... and 1950 more problems: fix these first, then read the file again to "
                         "see the rest")


def test_delete_asks_to_confirm_first():
    UserCatalogue().save_card(CAFE)
    at = open_catalogue()
    at.button(key="cat_delete_card_cafe").click().run()
    assert_clean(at)
    assert any("Delete Corner Cafe for good?" in shown(w.value) for w in at.warning)
    assert [c.id for c in UserCatalogue().cards()] == ["cafe"]  # nothing deleted yet
    at.button(key="cat_cancel_card_cafe").click().run()
    assert [c.id for c in UserCatalogue().cards()] == ["cafe"]
    at.button(key="cat_delete_card_cafe").click().run()
    at.button(key="cat_confirm_card_cafe").click().run()
    assert_clean(at)
    assert any("Deleted Corner Cafe." in shown(s.value) for s in at.success)
    assert UserCatalogue().cards() == ()


def test_edit_replaces_the_users_card():
    UserCatalogue().save_card(CAFE)
    at = open_catalogue()
    at.button(key="cat_edit_card_cafe").click().run()
    form = "cat_edit_form_card_cafe"
    assert at.text_input(key=f"{form}:name").value == "Corner Cafe"
    at.number_input(key=f"{form}:abilities:0:points").set_value(3).run()
    at.button(key=f"{form}:submit").click().run()
    assert_clean(at)
    assert UserCatalogue().cards() == (CAFE.model_copy(update={"scoring": (AdjacentTag(tag="nature", points=3),)}),)
    # The editor stays, showing the saved values, with the confirmation under its Save button.
    assert at.number_input(key=f"{form}:abilities:0:points").value == 3
    assert shown(at.success[0].value) == "Saved the changes to Corner Cafe."
    at.button(key="cat_done_edit").click().run()
    assert_clean(at)
    assert f"{form}:submit" not in [b.key for b in at.button]


def test_filters_by_name_row_and_every_tag():
    cards = [CAFE, FeatureCard(id="pier", name="Old Pier", row="beach", tags=("wave", "tourist"), sample=True),
             FeatureCard(id="park", name="Park", row="street", tags=("nature", "local"))]
    assert [c.id for c in filter_cards(cards, rows=["street"])] == ["cafe", "park"]
    assert [c.id for c in filter_cards(cards, tags=["local", "business"])] == ["cafe"]
    assert [c.id for c in filter_cards(cards, name="old p")] == ["pier"]
    assert [c.id for c in filter_cards(cards, samples=False)] == ["cafe", "park"]


def test_a_card_with_a_photo_shows_its_thumbnail_in_the_list():
    """Photos in every picker (issue 12): the browse list shows the photo beside the closed entry, and a
    card without a photo takes no room for one."""
    import io

    from PIL import Image

    from card_db.models import FeatureCard
    from webapp.cards.photo import thumbnail

    picture = io.BytesIO()
    Image.new("RGB", (400, 300), "teal").save(picture, format="PNG")
    user = UserCatalogue()
    user.save_card(FeatureCard(id="pictured", row="beach", tags=("wave",), photo=thumbnail(picture.getvalue())))
    user.save_card(FeatureCard(id="plain", row="street", tags=("local",)))
    at = open_catalogue()
    at.toggle(key="cat_samples").set_value(False).run()
    assert_clean(at)
    # The list's thumbnail outside the entry, the larger picture inside it; nothing for "plain".
    assert len(at.image) == 2
    assert [len(entry.image) for entry in at.expander] == [0, 1, 0]  # the filters, "pictured", "plain"
    assert len(expander_labels(at)) == 2
