"""A card photo made small and safe: any picture becomes the app's own JPEG thumbnail, or is refused.

``thumbnail`` turns the bytes of a camera shot or an uploaded picture into base64 JPEG text of at most
``card_db.models.PHOTO_MAX_CHARS`` characters (about 30 KB), stored with the card in the catalogue and
carried by export and import. ``stored_photo`` does the same for a photo that is already base64 text (a
catalogue file, a catalogue on disk): what is kept or drawn is always this module's re-encoding, never the
sender's bytes, so a photo that is not a picture, or a decompression bomb, cannot break a page.

Decoding has a memory budget (issue 22): a JPEG is decoded at a reduced scale (Pillow's draft mode, 1/2 to
1/8), so a 48 megapixel phone photo costs a few megapixels; formats that cannot be reduced while decoding
(PNG, WebP, HEIC) are refused above ``DECODE_BUDGET_BYTES`` of decoded pixels, judged from the header before
a single pixel is decoded; and one picture is shrunk at a time per server (``_ONE_AT_A_TIME``), so four
phones uploading at once cost what one does. ``scripts/bench_photo_memory.py`` prints the figures.

Pure (no Streamlit): a picture that cannot be kept raises ``PhotoError``, whose message says what to do
(a catalogue key and its values: the page words it in the phone's language, ``str()`` gives English).
HEIC/HEIF (an iPhone's library) is read with pillow-heif, registered here and only here.
"""

from __future__ import annotations

import base64
import binascii
import ctypes
import ctypes.util
import io
import threading
import warnings
from dataclasses import replace
from functools import lru_cache

from PIL import Image, UnidentifiedImageError

import lang
from card_db.loader import CatalogueFile
from card_db.models import PHOTO_MAX_CHARS

try:  # iPhones store HEIC; without pillow-heif such a photo is refused with what to do instead
    from pillow_heif import register_heif_opener
except ImportError:  # pragma: no cover - pillow-heif is a dependency; a bare install still works
    HEIF_READABLE = False
else:
    register_heif_opener()
    HEIF_READABLE = True

LONG_SIDE = 320
"""Pixels on the long side: enough to recognise a card in a picker, small enough for 78 in one file."""
QUALITIES = (70, 55, 40, 30)
MAX_INPUT_BYTES = 20_000_000
JPEG_MAX_PIXELS = 52_000_000
"""A JPEG's header may say up to 52 megapixels (phones take 12 to 50): decoded at 1/8 scale. The bound is
for progressive JPEGs, whose decoder keeps the whole picture's coefficients (about 140 MB at 48 MP)."""
DECODE_BUDGET_BYTES = 128_000_000
"""Decoded pixel memory allowed for a picture decoded at full size (PNG, WebP, HEIC): with the shrinking,
about 150 MB above the server's baseline at worst, under the issue's 200 MB (see the bench)."""
BYTES_PER_PIXEL = {"1": 2, "L": 1, "P": 5, "I;16": 6, "I;16B": 6, "I;16L": 6, "I": 4}
"""Memory per decoded pixel while shrinking, by the mode Pillow decodes into: the decoded image plus the
copy it is converted into first ("1" -> "L", "P" -> "RGBA", 16-bit grey -> "I"). Pillow keeps every other
mode in 4 bytes a pixel; HEIC costs twice (pillow-heif's buffer, then Pillow's)."""
HEIF_BYTES_PER_PIXEL = 8
ACCEPTED_FORMATS = frozenset({"JPEG", "MPO", "PNG", "WEBP"} | ({"HEIF"} if HEIF_READABLE else set()))
"""MPO is how Pillow names some phones' JPEGs (a JPEG with a second, depth or preview, picture)."""
_ORIENTATION = 0x0112
_TURNS = {2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180, 4: Image.Transpose.FLIP_TOP_BOTTOM,
          5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_270, 7: Image.Transpose.TRANSVERSE,
          8: Image.Transpose.ROTATE_90}
"""EXIF orientation -> the turn that shows the photo upright (phones store the turn, not turned pixels)."""
GIVE_BACK_ABOVE_PIXELS = 4_000_000
"""After decoding more than this, freed memory is handed back to the system (``_give_back``); a stored
thumbnail (320 px) is not worth the heap walk it costs."""
_ONE_AT_A_TIME = threading.Lock()
"""Every Streamlit session runs in a thread of one server process: one decode at a time bounds its memory."""


class PhotoError(ValueError):
    """A picture that cannot be made a thumbnail; the message says what to do.

    ``key`` and ``values`` name the words in the language catalogues (``photo.*``), so a page says them
    in the phone's language; ``str(error)`` is the English sentence (logs, tests, files)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(lang.text(key, lang.DEFAULT_LANGUAGE, **values))
        self.key = key
        self.values = values


def thumbnail(data: bytes) -> str:
    """``data`` (a JPEG, PNG, WebP, HEIC from a camera or a file) as the app's base64 JPEG thumbnail."""
    if len(data) > MAX_INPUT_BYTES:
        raise PhotoError("photo.file_too_big", megabytes=len(data) // 1_000_000)
    with _ONE_AT_A_TIME:
        image, decoded = _small_rgb(data)
        if decoded > GIVE_BACK_ABOVE_PIXELS:
            _give_back()
    for quality in QUALITIES:
        out = io.BytesIO()
        image.save(out, "JPEG", quality=quality, optimize=True)
        text = base64.b64encode(out.getvalue()).decode("ascii")
        if len(text) <= PHOTO_MAX_CHARS:
            return text
    raise PhotoError("photo.too_large_reduced")


def stored_photo(text: str) -> str:
    """A photo given as base64 text (a catalogue file or the catalogue on disk), re-encoded by ``thumbnail``.

    "" stays ""; text that is not base64 of a readable picture raises ``PhotoError``."""
    if not text:
        return ""
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise PhotoError("photo.not_a_picture") from None
    return thumbnail(data)


@lru_cache(maxsize=256)
def _drawable(text: str) -> bytes | None:
    """The JPEG bytes of ``text`` re-encoded, or None; cached: every rerun of a list draws the same photos."""
    try:
        return base64.b64decode(stored_photo(text))
    except PhotoError:
        return None


def photo_bytes(text: str) -> bytes | None:
    """The JPEG bytes to draw for a stored photo (the app's own re-encoding), or ``None`` when there is
    none or it is unreadable: what a page hands to ``st.image``, which never sees the stored bytes."""
    return _drawable(text) if text else None


def photo_unreadable(text: str) -> bool:
    """True when a card has a photo that cannot be drawn (the page says "photo unreadable" instead)."""
    return bool(text) and photo_bytes(text) is None


def clean_photos(catalogue: CatalogueFile) -> tuple[CatalogueFile, tuple[tuple[str, PhotoError], ...]]:
    """``catalogue`` (a file, a link, the cards inside games) with every card's photo replaced by the app's
    own re-encoding, and the cards whose photo cannot be read without one: (cleaned, ((card id, PhotoError), ...)).
    An import then keeps the card and the report says its photo was left out."""
    cards, refused = [], []
    for card in catalogue.cards:
        try:
            cards.append(card.model_copy(update={"photo": stored_photo(card.photo)}) if card.photo else card)
        except PhotoError as error:
            cards.append(card.model_copy(update={"photo": ""}))
            refused.append((card.id, error.with_traceback(None)))  # kept in the session: no frames
    return replace(catalogue, cards=tuple(cards)), tuple(refused)


def _small_rgb(data: bytes) -> tuple[Image.Image, int]:
    """Decode ``data`` within the memory budget and shrink it to ``LONG_SIDE``: (an upright RGB image, the
    pixels its header announced)."""
    try:
        with warnings.catch_warnings():  # the budget below refuses big pictures; Pillow's warning is noise
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))  # the header only: no pixel is decoded yet
    except Image.DecompressionBombError:
        raise PhotoError("photo.far_too_many_pixels") from None
    except (UnidentifiedImageError, OSError, ValueError):
        raise _unknown_picture(data) from None
    with image:
        _check(image)
        # The header's size, not the reduced one: a progressive JPEG's decoder holds the whole picture's data.
        decoded = image.width * image.height
        if image.format in ("JPEG", "MPO"):
            # Decode at 1/2, 1/4 or 1/8 scale, still at least LONG_SIDE on the short side.
            image.draft("RGB", (LONG_SIDE, LONG_SIDE))
        orientation = image.getexif().get(_ORIENTATION)
        try:
            image.load()
            small = _shrunk(image)
        except (OSError, ValueError, SyntaxError):  # a damaged or cut-short file: Pillow's own words mean nothing here
            raise PhotoError("photo.damaged") from None
    turn = _TURNS.get(orientation) if isinstance(orientation, int) else None  # EXIF may hold anything
    return (small.transpose(turn) if turn is not None else small), decoded


def _libc():
    """The C library when it can hand freed memory back to the system (glibc's ``malloc_trim``), else None."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:  # pragma: no cover - not glibc: freed memory is the allocator's business
        return None


_LIBC = _libc()


def _give_back() -> None:
    """Return the decode's freed megabytes to the system: glibc keeps them otherwise, and a server that
    shrank a big PNG would stay 100 MB larger for the rest of its life."""
    if _LIBC is not None:
        _LIBC.malloc_trim(0)


def _check(image: Image.Image) -> None:
    """Refuse what is not a photo, or what would cost more than the budget to decode."""
    kind = image.format or "?"
    if kind == "GIF":
        raise PhotoError("photo.gif")
    if kind not in ACCEPTED_FORMATS:
        raise PhotoError("photo.format", format=kind)
    width, height = image.size
    pixels = width * height
    if kind in ("JPEG", "MPO"):
        fits = pixels <= JPEG_MAX_PIXELS
    else:
        per_pixel = HEIF_BYTES_PER_PIXEL if kind == "HEIF" else BYTES_PER_PIXEL.get(image.mode, 4)
        fits = pixels * per_pixel <= DECODE_BUDGET_BYTES
    if not fits:
        raise PhotoError("photo.too_many_pixels_jpeg" if kind in ("JPEG", "MPO") else "photo.too_many_pixels",
                         width=width, height=height)


def _shrunk(image: Image.Image) -> Image.Image:
    """``image`` (loaded) reduced to ``LONG_SIDE`` and converted to RGB, converting before shrinking only
    what Pillow cannot shrink (1-bit, palette, 16-bit grey), and after it everything else."""
    mode = image.mode
    if mode.startswith("I;16") or mode == "I":
        # 16-bit grey: 0..65535 scaled to 0..255 (a plain convert("L") clips: a washed-out, mostly white card).
        work = image.convert("I") if mode != "I" else image
        work.thumbnail((LONG_SIDE, LONG_SIDE))
        return work.point(lambda v: v / 257).convert("L").convert("RGB")
    if mode == "1":
        work = image.convert("L")
    elif mode in ("P", "PA", "LA", "RGBA", "RGBa", "La"):
        work = image.convert("RGBA")
    elif mode in ("L", "RGB"):
        work = image  # shrunk in place; the convert below copies it out before the file is closed
    else:
        work = image.convert("RGB")
    work.thumbnail((LONG_SIDE, LONG_SIDE))
    if work.mode == "RGBA":  # a transparent picture on white, not on black
        backdrop = Image.new("RGB", work.size, "white")
        backdrop.paste(work, mask=work.getchannel("A"))
        return backdrop
    return work.convert("RGB")


def _unknown_picture(data: bytes) -> PhotoError:
    """What to say about bytes Pillow cannot open: SVG and HEIC get their own advice."""
    head = data[:512].lstrip().lower()
    if head.startswith(b"<svg") or (head.startswith(b"<?xml") and b"<svg" in data[:4096].lower()):
        return PhotoError("photo.svg")
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"heim", b"heis", b"hevc"):
        return PhotoError("photo.heic")
    return PhotoError("photo.unknown")
