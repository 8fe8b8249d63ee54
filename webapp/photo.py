"""A card photo made small: a camera shot or an upload reduced with Pillow to a JPEG thumbnail.

``thumbnail`` turns the bytes of any picture Pillow reads into base64 JPEG text of at most
``card_db.models.PHOTO_MAX_CHARS`` characters (about 30 KB), stored with the card in the catalogue
and carried by export and import. ``photo_bytes`` decodes it for display. Pure (no Streamlit):
the keypad calls it; a picture that cannot be read raises ``PhotoError`` saying what to do.
"""

from __future__ import annotations

import base64
import binascii
import io

from PIL import Image, ImageOps, UnidentifiedImageError

from card_db.models import PHOTO_MAX_CHARS

LONG_SIDE = 320
"""Pixels on the long side: enough to recognise a card in a picker, small enough for 78 in one file."""
QUALITIES = (70, 55, 40, 30)
MAX_INPUT_BYTES = 20_000_000
MAX_INPUT_PIXELS = 50_000_000


class PhotoError(ValueError):
    """A picture that cannot be made a thumbnail; the message says what to do."""


def thumbnail(data: bytes) -> str:
    """``data`` (a JPEG, PNG, WebP... from a camera or a file) as a base64 JPEG thumbnail."""
    if len(data) > MAX_INPUT_BYTES:
        raise PhotoError(f"the picture is {len(data) // 1_000_000} MB: take a photo or choose one under 20 MB")
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.width * image.height > MAX_INPUT_PIXELS:
                raise PhotoError("the picture has too many pixels: take a photo or choose a smaller picture")
            image = ImageOps.exif_transpose(image).convert("RGB")  # phones store the turn in EXIF
            image.thumbnail((LONG_SIDE, LONG_SIDE))
            for quality in QUALITIES:
                out = io.BytesIO()
                image.save(out, "JPEG", quality=quality, optimize=True)
                text = base64.b64encode(out.getvalue()).decode("ascii")
                if len(text) <= PHOTO_MAX_CHARS:
                    return text
    except (UnidentifiedImageError, OSError, Image.DecompressionBombError) as error:
        raise PhotoError(f"this file is not a picture that can be read ({error.__class__.__name__}): "
                         "take a photo, or choose a JPEG, PNG or WebP file") from None
    raise PhotoError("the picture stays too large even reduced: take a plainer photo of the card")


def photo_bytes(text: str) -> bytes | None:
    """The JPEG bytes of a stored thumbnail, or ``None`` when there is none or it is unreadable."""
    if not text:
        return None
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None
