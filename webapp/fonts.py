"""The one font loader for every picture the app draws (the city picture and the shared scorepad).

DejaVu Sans is preferred (Debian's fonts-dejavu, also what most Linux phones' servers have), then
Liberation Sans; without either, Pillow's built-in scalable font keeps every picture drawable.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

_FONT_FILES = {
    False: ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "LiberationSans-Regular.ttf"),
    True: ("DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf"),
}

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
"""What ``font`` gives: a TrueType font, or Pillow's built-in one."""


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """A TrueType font of ``size`` pixels; Pillow's built-in scalable font when none is installed."""
    for name in _FONT_FILES[bold]:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)
