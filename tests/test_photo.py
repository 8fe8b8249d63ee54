"""webapp.cards.photo: any picture becomes a small JPEG thumbnail kept with the card, and travels with exports."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from pydantic import ValidationError

from card_db.loader import dump_catalogue_bytes
from card_db.models import PHOTO_MAX_CHARS, FeatureCard
from card_db.user_catalogue import UserCatalogue
from webapp.cards.photo import LONG_SIDE, PhotoError, photo_bytes, thumbnail


def picture(width: int, height: int, kind: str = "JPEG") -> bytes:
    image = Image.effect_noise((width, height), 80).convert("RGB")  # noise: the hardest case to compress
    out = io.BytesIO()
    # The fastest PNG and WebP encoders: the same picture, and squeezing noise at the default settings cost
    # the suite 5 s for nothing the test checks.
    options = {"JPEG": {"quality": 95}, "PNG": {"compress_level": 1}, "WEBP": {"method": 0}}.get(kind, {})
    image.save(out, kind, **options)
    return out.getvalue()


@pytest.mark.parametrize("kind", ["JPEG", "PNG", "WEBP"])
def test_a_big_photo_becomes_a_small_jpeg_thumbnail(kind):
    text = thumbnail(picture(2400, 1600, kind))
    assert len(text) <= PHOTO_MAX_CHARS
    with Image.open(io.BytesIO(photo_bytes(text))) as image:
        assert image.format == "JPEG" and max(image.size) == LONG_SIDE and image.size[0] > image.size[1]


def test_something_that_is_not_a_picture_says_what_to_do():
    with pytest.raises(PhotoError, match="choose a JPEG, PNG or WebP file"):
        thumbnail(b"%PDF-1.4 not a picture")
    assert photo_bytes("") is None and photo_bytes("not base64!") is None


def test_the_model_bounds_a_photo_and_it_is_not_part_of_the_contents():
    from card_db.models import same_contents

    card = FeatureCard(id="a", row="beach", photo=thumbnail(picture(400, 300)))
    assert same_contents(card, card.model_copy(update={"photo": ""}))
    with pytest.raises(ValidationError):
        FeatureCard(id="b", row="beach", photo="A" * (PHOTO_MAX_CHARS + 4))
    with pytest.raises(ValidationError):
        FeatureCard(id="c", row="beach", photo="<img src=x>")


def test_export_and_import_carry_the_photo(tmp_path):
    card = FeatureCard(id="pier", row="beach", tags=("wave",), photo=thumbnail(picture(640, 480)))
    mine = UserCatalogue(tmp_path / "mine.json")
    mine.save_card(card)
    theirs = UserCatalogue(tmp_path / "theirs.json")
    report = theirs.import_bytes(mine.export_bytes(), "mine.json")
    assert report.added_cards == ("pier",)
    assert theirs.cards()[0].photo == card.photo
    assert b'"photo"' in dump_catalogue_bytes([card])
