"""Hostile photos (issue 22): text as a photo, PNG decompression bombs, 7000 x 7000, 16-bit grey, HEIC,
GIF and SVG, through the photo module itself, its memory budget, a catalogue file, a link and the upload.

What is kept is always the app's own JPEG thumbnail; what cannot be read is refused with a sentence saying
what to do (never an exception's class name), or its card is imported without it and the report says so.
"""

from __future__ import annotations

import base64
import importlib.util
import io
from pathlib import Path

import hostile_photos as hp
import pytest
from app_helpers import assert_clean, open_page, shown
from PIL import Image
from test_catalogue_link import token_of

from card_db.catalogue_link import URL_PARAM
from card_db.loader import dump_catalogue_bytes
from card_db.models import PHOTO_MAX_CHARS, FeatureCard
from card_db.user_catalogue import UserCatalogue
from webapp.cards import photo
from webapp.cards.photo import LONG_SIDE, PhotoError, clean_photos, stored_photo, thumbnail

CATALOGUE = "pages/3_Catalogue.py"
ROOT = Path(__file__).resolve().parent.parent


def _jpeg(text: str) -> Image.Image:
    image = Image.open(io.BytesIO(base64.b64decode(text)))
    assert image.format == "JPEG" and max(image.size) <= LONG_SIDE
    return image


REFUSED = [
    ("text", lambda: hp.NOT_A_PICTURE, "not a picture that can be read: take the photo with the camera button"),
    ("bomb 15000", lambda: hp.png_bomb(15_000), "far too many pixels"),
    ("bomb 12000", lambda: hp.png_bomb(12_000), "12,000 x 12,000 pixels, too many to shrink here"),
    ("RGB 7000", lambda: hp.rgb_png(7_000), ("7,000 x 7,000 pixels, too many to shrink here: take the photo with "
                                             "the camera button, or export it as JPEG")),
    ("GIF", hp.gif, ("a GIF is not kept as a card photo: take the photo with the camera button, or save the "
                     "picture as JPEG or PNG")),
    ("SVG", lambda: hp.SVG, ("an SVG drawing is not kept as a card photo: take the photo with the camera button, "
                             "or export the picture as JPEG or PNG")),
]


@pytest.mark.parametrize(("name", "make", "says"), REFUSED, ids=[r[0] for r in REFUSED])
def test_what_is_not_a_keepable_picture_is_refused_with_what_to_do(name, make, says):
    with pytest.raises(PhotoError) as caught:
        thumbnail(make())
    message = str(caught.value)
    assert says in message
    assert "Error" not in message and "PIL" not in message  # no exception class names


def test_the_issues_bomb_fits_in_a_catalogue_photo_field():
    assert len(hp.b64(hp.png_bomb(15_000))) < PHOTO_MAX_CHARS  # the hostile file the issue describes


def test_a_7000_square_1_bit_png_and_a_48_megapixel_jpeg_are_kept_small():
    assert _jpeg(thumbnail(hp.png_bomb(7_000))).size == (LONG_SIDE, LONG_SIDE)
    image = _jpeg(thumbnail(hp.big_jpeg(8_000, 6_000)))
    assert image.size == (LONG_SIDE, 240)
    assert image.convert("RGB").getpixel((10, 10))[0] > 180  # the red corner: decoded, not a blank


def test_a_16_bit_grey_png_is_scaled_to_8_bits_not_clipped_to_white():
    for level, expected in ((32_768, 128), (8_192, 32), (65_535, 255)):
        image = _jpeg(thumbnail(hp.grey16(level))).convert("L")
        assert abs(image.getpixel((150, 100)) - expected) <= 2, level


def test_an_iphone_heic_photo_is_read():
    assert photo.HEIF_READABLE  # pillow-heif is a dependency
    red, green, blue = _jpeg(thumbnail(hp.heic())).convert("RGB").getpixel((20, 20))
    assert red > 160 and green < 80 and blue < 80
    # Without pillow-heif the refusal would say what to do instead.
    assert "export it as JPEG" in str(photo._unknown_picture(hp.heic()))


def test_a_stored_photo_is_re_encoded_never_kept_as_sent():
    sent = hp.b64(hp.grey16())  # a PNG: readable, but not the app's own bytes
    kept = stored_photo(sent)
    assert kept != sent and _jpeg(kept).mode in ("RGB", "L")
    assert photo.photo_bytes(sent) == base64.b64decode(kept)  # what a page draws is the re-encoding
    assert photo.photo_bytes(hp.b64(hp.NOT_A_PICTURE)) is None and photo.photo_unreadable(hp.b64(hp.NOT_A_PICTURE))


def _bench():
    spec = importlib.util.spec_from_file_location("bench_photo_memory", ROOT / "scripts" / "bench_photo_memory.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_upload_and_four_at_once_stay_within_200_mb(tmp_path):
    """The issue's budget, measured as the bench does (peak RSS above the baseline, in a fresh process): a
    48 MP phone JPEG is decoded at 1/8 scale, and four 7000 x 7000 PNGs at once cost what one does."""
    bench = _bench()
    warm = tmp_path / "warm.jpg"
    warm.write_bytes(hp.big_jpeg(800, 600))
    jpeg = tmp_path / "phone.jpg"
    jpeg.write_bytes(hp.big_jpeg(8_000, 6_000))
    png = tmp_path / "square.png"
    png.write_bytes(hp.png_bomb(7_000))
    peak, *_, outcome = bench.peak_above_baseline(jpeg, warm, 1)
    assert outcome == "kept" and peak < 60  # the whole picture decoded would be 192 MB
    peak, *_, outcome = bench.peak_above_baseline(png, warm, 4)
    assert outcome == "kept" and peak < 200


# --- through a catalogue file, a link and the upload (AppTest) ------------------------------------------

HOSTILE_CARDS = {
    "text-photo": hp.NOT_A_PICTURE, "bomb-15000": hp.png_bomb(15_000), "bomb-12000": hp.png_bomb(12_000),
    "gif-photo": hp.gif(),
}
KEPT_CARDS = {"square-7000": hp.png_bomb(7_000), "grey-16-bit": hp.grey16(), "iphone-heic": hp.heic()}


def _cards(photos: dict[str, bytes]) -> list[FeatureCard]:
    return [FeatureCard(id=card_id, row="beach", tags=("nature", "wave"), notes=f"card {i}", photo=hp.b64(data))
            for i, (card_id, data) in enumerate(photos.items())]


@pytest.mark.usefixtures("temp_data")
def test_a_catalogue_file_with_hostile_photos_imports_its_cards_without_them_and_says_so():
    data = dump_catalogue_bytes(_cards(HOSTILE_CARDS) + _cards(KEPT_CARDS), ())
    at = open_page(CATALOGUE)
    at.pills(key="cat_view").set_value("files").run()
    at.file_uploader(key="cat_upload").set_value(("friends.json", data, "application/json")).run()
    at.button(key="cat_import").click().run()
    assert_clean(at)
    warnings = [shown(w.value) for w in at.warning]
    for card_id in HOSTILE_CARDS:
        assert any(f"Card '{card_id}' would be imported without its photo" in w for w in warnings), card_id
    at.button(key="share_go").click().run()
    assert not at.exception
    assert any("7 cards and 0 starting tiles added" in shown(s.value) for s in at.success)
    assert sum("was imported without its photo" in shown(w.value) for w in at.warning) == len(HOSTILE_CARDS)
    stored = {c.id: c.photo for c in UserCatalogue().cards()}
    assert all(stored[card_id] == "" for card_id in HOSTILE_CARDS)
    for card_id, sent in KEPT_CARDS.items():
        assert stored[card_id] and stored[card_id] != hp.b64(sent)  # the app's own thumbnail, not the sender's
        _jpeg(stored[card_id])
    at.pills(key="cat_view").set_value("cards").run()  # the list draws every card, photos and all
    assert_clean(at)
    assert len(at.image) == 2 * len(KEPT_CARDS)  # beside each entry and inside it


@pytest.mark.usefixtures("temp_data")
def test_a_link_carrying_a_photo_is_refused_with_the_apps_message():
    token = token_of(dump_catalogue_bytes(_cards({"bomb-15000": hp.png_bomb(15_000)}), ()))
    at = open_page()
    at.query_params[URL_PARAM] = token
    at.switch_page(CATALOGUE).run()
    assert not at.exception
    said = " ".join(shown(e.value) for e in at.error)
    assert "card 'bomb-15000' carries a photo, and links never do" in said and UserCatalogue().cards() == ()


@pytest.mark.usefixtures("temp_data")
@pytest.mark.parametrize(("name", "data", "says"), [
    ("shopping.jpg", hp.NOT_A_PICTURE, "not a picture that can be read"),
    ("bomb.png", hp.png_bomb(15_000), "far too many pixels"),
    ("bomb12.png", hp.png_bomb(12_000), "12,000 x 12,000 pixels"),
    ("anim.gif", hp.gif(), "a GIF is not kept as a card photo"),
    ("logo.svg", hp.SVG, "an SVG drawing is not kept"),
], ids=["text", "bomb-15000", "bomb-12000", "gif", "svg"])
def test_the_keypad_upload_refuses_a_hostile_picture_and_says_what_to_do(name, data, says):
    at = open_page(CATALOGUE)
    at.pills(key="cat_view").set_value("add_card").run()
    at.toggle(key="kp:photo_on").set_value(True).run()
    at.file_uploader(key="kp:upload:0").set_value((name, data, "application/octet-stream")).run()
    assert not at.exception
    (message,) = [shown(e.value) for e in at.error]
    assert message.startswith("No photo kept: ") and says in message
    assert "kp:photo" not in at.session_state or not at.session_state["kp:photo"]


@pytest.mark.usefixtures("temp_data")
@pytest.mark.parametrize(("name", "data"), [("square.png", hp.png_bomb(7_000)), ("grey.png", hp.grey16()),
                                            ("IMG_0001.HEIC", hp.heic())], ids=["7000-1-bit", "16-bit", "heic"])
def test_the_keypad_upload_keeps_a_readable_picture_as_a_thumbnail(name, data):
    at = open_page(CATALOGUE)
    at.pills(key="cat_view").set_value("add_card").run()
    at.toggle(key="kp:photo_on").set_value(True).run()
    at.file_uploader(key="kp:upload:0").set_value((name, data, "application/octet-stream")).run()
    assert_clean(at)
    _jpeg(at.session_state["kp:photo"])


def test_clean_photos_names_each_card_it_could_not_read():
    from card_db.loader import CatalogueFile

    cleaned, refused = clean_photos(CatalogueFile(cards=tuple(_cards({**HOSTILE_CARDS, **KEPT_CARDS}))))
    assert [card_id for card_id, _ in refused] == list(HOSTILE_CARDS)
    assert [bool(c.photo) for c in cleaned.cards] == [False] * len(HOSTILE_CARDS) + [True] * len(KEPT_CARDS)


# --- a catalogue already on disk with photos that cannot be drawn -----------------------------------------

UNREADABLE = {"text-photo": hp.NOT_A_PICTURE, "bomb-15000": hp.png_bomb(15_000)}


def _unreadable_on_disk() -> None:
    """Cards saved as a catalogue written before photos were checked, or edited by hand, would hold them."""
    user = UserCatalogue()
    for card in _cards(UNREADABLE):
        user.save_card(card.model_copy(update={"tags": ("sports", "wave")}))


@pytest.mark.usefixtures("temp_data")
def test_the_catalogue_list_draws_an_unreadable_photo_as_words_and_keeps_every_action():
    _unreadable_on_disk()
    at = open_page(CATALOGUE)
    at.toggle(key="cat_samples").set_value(False).run()
    assert_clean(at)
    assert [c.value for c in at.caption].count("photo unreadable") == 2 * len(UNREADABLE)  # beside and inside
    assert "cannot be read" in shown(at.warning[0].value) and "Replace photo" in shown(at.warning[0].value)
    keys = {b.key for b in at.button}
    for card_id in UNREADABLE:
        assert {f"cat_edit_card_{card_id}", f"cat_delete_card_{card_id}"} <= keys
    # Replace photo: a readable picture replaces the unreadable one, drawn at once.
    at.toggle(key="photo_replace_text-photo").set_value(True).run()
    at.file_uploader(key="photo_file_text-photo").set_value(("card.jpg", hp.big_jpeg(1200, 900), "image/jpeg")).run()
    assert_clean(at)
    assert any("New photo saved" in shown(s.value) for s in at.success)
    _jpeg({c.id: c.photo for c in UserCatalogue().cards()}["text-photo"])
    assert [c.value for c in at.caption].count("photo unreadable") == 2 * (len(UNREADABLE) - 1)
    # Remove photo: the other card's unreadable photo goes, the card stays.
    at.toggle(key="photo_replace_bomb-15000").set_value(True).run()
    at.button(key="photo_remove_bomb-15000").click().run()
    assert_clean(at)
    assert {c.id: c.photo for c in UserCatalogue().cards()}["bomb-15000"] == ""


@pytest.mark.usefixtures("temp_data")
def test_the_city_picker_row_with_an_unreadable_photo_still_offers_the_card():
    from app_helpers import CITY, store

    from webapp.tables import operations as tables
    _unreadable_on_disk()
    game_id = store().create_game(tables.new_table("blue", [("Ana", "sample-surf-club")]))
    at = open_page(CITY, game_id)
    at.pills(key="pick_row").set_value("beach").run()
    at.pills(key="pick_tags").set_value(["sports"]).run()
    assert_clean(at)
    offered = {b.key.removeprefix(f"pick-{game_id}-card-") for b in at.button
               if b.key and b.key.startswith(f"pick-{game_id}-card-")}
    assert set(UNREADABLE) <= offered
    assert [c.value for c in at.caption].count("photo unreadable") == len(UNREADABLE)
    at.button(key=f"pick-{game_id}-card-bomb-15000").click().run()  # and it is placed like any card
    assert_clean(at)
    assert [c.card for c in store().get(game_id).game.players[0].cells] == ["bomb-15000"]


@pytest.mark.usefixtures("temp_data")
def test_the_assistants_reveal_offers_a_card_whose_photo_is_unreadable():
    from test_app_assistant import open_assistant, start_game, stored_state

    from webapp.assistant.store import LiveStore
    from webapp.tables.store import default_db_path

    _unreadable_on_disk()
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    at.pills(key="pick_row").set_value("beach").run()
    at.pills(key="pick_tags").set_value(["sports"]).run()
    assert_clean(at)
    assert [c.value for c in at.caption].count("photo unreadable") == len(UNREADABLE)
    rev = LiveStore(default_db_path()).get(gid).revision
    at.button(key=f"reveal-pick-{rev}-card-bomb-15000").click().run()  # revealed like any card
    assert_clean(at)
    assert stored_state(gid).display.front[0] == "bomb-15000"
