"""Hostile and awkward "photos" (issue 22), made once per test process: what a catalogue file, a link or an
upload may carry instead of a card's picture. Each is the bytes of a file, as a phone or a file sends it.
"""

from __future__ import annotations

import base64
import io
from functools import cache

from PIL import Image

NOT_A_PICTURE = b"This is a shopping list, not a photo.\n" * 20


@cache
def png_bomb(side: int) -> bytes:
    """A ``side`` x ``side`` 1-bit black PNG: 15000 x 15000 packs into 27 KB (36 KB of base64)."""
    out = io.BytesIO()
    Image.new("1", (side, side), 0).save(out, "PNG", optimize=True)
    return out.getvalue()


@cache
def rgb_png(side: int) -> bytes:
    """A ``side`` x ``side`` RGB PNG of one colour (small on disk, 4 bytes a pixel once decoded)."""
    out = io.BytesIO()
    Image.new("RGB", (side, side), (20, 120, 200)).save(out, "PNG", optimize=True)
    return out.getvalue()


@cache
def big_jpeg(width: int, height: int) -> bytes:
    """A phone-sized JPEG (a gradient, with a red square top left to tell its orientation)."""
    image = Image.linear_gradient("L").resize((width, height)).convert("RGB")
    image.paste((220, 20, 20), (0, 0, width // 4, height // 4))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=80)
    return out.getvalue()


@cache
def grey16(value: int = 32_768, size: tuple[int, int] = (300, 200)) -> bytes:
    """A 16-bit grey PNG of one level (32768: middle grey, 8-bit 127 or 128)."""
    out = io.BytesIO()
    Image.new("I;16", size, value).save(out, "PNG")
    return out.getvalue()


@cache
def heic() -> bytes:
    """An HEIC photo as an iPhone's library holds one (made by pillow-heif, which reads it too)."""
    from pillow_heif import register_heif_opener

    register_heif_opener()  # to write one; reading it is the app's business

    out = io.BytesIO()
    Image.new("RGB", (640, 480), (200, 40, 40)).save(out, "HEIF", quality=60)
    return out.getvalue()


@cache
def gif() -> bytes:
    out = io.BytesIO()
    Image.new("P", (64, 64), 1).save(out, "GIF")
    return out.getvalue()


SVG = b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'


def b64(data: bytes) -> str:
    """``data`` as a catalogue file's photo field carries it."""
    return base64.b64encode(data).decode("ascii")
