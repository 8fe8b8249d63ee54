"""A catalogue carried in a link or a QR code: compact, versioned, and read as strictly as a file.

A link token is ``"1."`` (the format version) followed by the catalogue file (``card_db.loader``'s
format, photos left out, canonical JSON: sorted keys, no spaces) compressed with zlib and written in
unpadded base64url, so it fits in a URL query value as it is. A whole deck of 78 cards is about 3 KB of
token: more than one QR code carries, so ``encode_parts`` splits a catalogue into tokens that each
hold some of the cards and are each a complete catalogue (imported in any order, one at a time).

Reading a token refuses, with a sentence saying what to do: an unknown version, characters that are
not base64url, a token that does not encode back to itself (one meaning per link), data that
unpacks to more than ``MAX_UNPACKED_BYTES`` (checked while unpacking: a small link cannot expand
into gigabytes), trailing data, a photo (links never carry photos), and then everything the strict
catalogue reader refuses (``card_db.loader.parse_catalogue_bytes``). Pure: no Streamlit, no files.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterable
from urllib.parse import parse_qs, urlsplit

from card_db.loader import CatalogueError, CatalogueFile, dump_catalogue_bytes, parse_catalogue_bytes
from card_db.models import FeatureCard, StartingTile
from card_db.strict_json import MAX_FILE_BYTES

LINK_VERSION = 1
URL_PARAM = "catalogue"
"""The query parameter of the Catalogue page that carries a token (``/Catalogue?catalogue=1.eJy...``)."""
MAX_LINK_CHARS = 8_000
"""The longest link the app makes or opens: what an address carries everywhere. Streamlit's server refuses
a request line over 64 KB with a bare browser error page, and a proxy in front of it (nginx: 8 KB by
default) far sooner; a whole box is about 3 KB of token. A bigger catalogue travels as a file or QR codes."""
MAX_TOKEN_CHARS = MAX_LINK_CHARS
"""A token longer than this is refused before it is decoded: the link around it would be longer still."""
MAX_UNPACKED_BYTES = MAX_FILE_BYTES
"""What a token may unpack to: the strict reader's limit for a catalogue file."""
SOURCE = "the catalogue link"

_PREFIX = f"{LINK_VERSION}."
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")


def encode_link(cards: Iterable[FeatureCard] = (), starting_tiles: Iterable[StartingTile] = ()) -> str:
    """The token of a catalogue (photos left out: a link carries the cards' contents only)."""
    document = json.loads(dump_catalogue_bytes(
        (c.model_copy(update={"photo": ""}) for c in cards), starting_tiles))
    canonical = json.dumps(document, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    packed = zlib.compress(canonical, 9)
    return _PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def encode_parts(cards: Iterable[FeatureCard], starting_tiles: Iterable[StartingTile],
                 max_chars: int) -> tuple[str, ...]:
    """Tokens of at most ``max_chars`` characters that together carry the catalogue, cards in order
    (the starting tiles ride with the first part). One token when the whole catalogue fits.

    Raises ``ValueError`` when a single card (or the tiles alone) does not fit in ``max_chars``."""
    cards, tiles = tuple(cards), tuple(starting_tiles)
    whole = encode_link(cards, tiles)
    if len(whole) <= max_chars:
        return (whole,)
    parts: list[str] = []
    start, part_tiles = 0, tiles
    while start < len(cards):
        # The longest run of cards from ``start`` that fits, by halving (sizes grow with the cards, though
        # compression makes them not exactly additive: every token kept is measured, so each one fits).
        end, best = start, None
        low, high = start + 1, len(cards)
        while low <= high:
            middle = (low + high) // 2
            token = encode_link(cards[start:middle], part_tiles)
            if len(token) <= max_chars:
                end, best, low = middle, token, middle + 1
            else:
                high = middle - 1
        if best is None:
            if not part_tiles:
                raise ValueError(f"card '{cards[start].id}' alone does not fit in {max_chars} characters")
            best = encode_link((), part_tiles)  # the tiles in a part of their own, then the cards
        parts.append(best)
        start, part_tiles = end, ()
    if part_tiles:  # tiles too big to ride with any card, and no card left
        parts.append(encode_link((), part_tiles))
    if any(len(p) > max_chars for p in parts):
        raise ValueError(f"the starting tiles alone do not fit in {max_chars} characters")
    return tuple(parts)


def token_from_text(text: str) -> str:
    """The token in what a player pasted: a whole link (``...?catalogue=TOKEN``) or the token alone."""
    text = text.strip()
    if "?" in text or "://" in text:
        values = parse_qs(urlsplit(text).query).get(URL_PARAM)
        if not values:
            raise CatalogueError(f"{SOURCE}: this link carries no catalogue (no '{URL_PARAM}=' in it); copy the "
                                 "whole link shown under the QR code of the Catalogue page")
        return values[0].strip()
    return text


def decode_link(token: str) -> CatalogueFile:
    """The catalogue a token carries, read through the strict catalogue reader.

    Raises ``CatalogueError`` naming the problem and the fix; nothing is unpacked past the limit."""
    token = token.strip()
    if not token:
        raise CatalogueError(f"{SOURCE}: it is empty; paste the whole link or scan the QR code again")
    if len(token) > MAX_TOKEN_CHARS:
        raise CatalogueError(f"{SOURCE}: it is {len(token):,} characters long, more than a link can carry "
                             f"({MAX_LINK_CHARS:,}); ask for the catalogue as a file, or as QR codes (each carries "
                             "part of it)")
    version, dot, body = token.partition(".")
    if not dot or not version.isdigit() or len(version) > 3:
        raise CatalogueError(f"{SOURCE}: it does not start with a format number ('{_PREFIX}...'); it may be cut "
                             "short: copy the whole link again")
    if int(version) != LINK_VERSION:
        raise CatalogueError(f"{SOURCE}: it is in format {int(version)}, and this app reads format {LINK_VERSION}; "
                             "update the app, or ask for a catalogue file")
    if not _BASE64URL.fullmatch(body):
        raise CatalogueError(f"{SOURCE}: it holds characters a catalogue link never has (spaces, '=', '+' or '/'); "
                             "copy the link again without changing it")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        packed = None
    if packed is None or base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=") != body:
        raise CatalogueError(f"{SOURCE}: it is cut short or changed (its letters do not spell whole bytes); "
                             "copy the whole link again")
    return _without_photos(parse_catalogue_bytes(_unpack(packed), SOURCE))


def _unpack(packed: bytes) -> bytes:
    """The packed bytes unpacked, never past ``MAX_UNPACKED_BYTES`` (a decompression bomb stops there)."""
    unpacker = zlib.decompressobj()
    try:
        data = unpacker.decompress(packed, MAX_UNPACKED_BYTES + 1)
    except zlib.error:
        raise CatalogueError(f"{SOURCE}: it is damaged (the packed data does not unpack); copy the whole link "
                             "again, or ask for a catalogue file") from None
    if len(data) > MAX_UNPACKED_BYTES or unpacker.unconsumed_tail:
        raise CatalogueError(f"{SOURCE}: it unpacks to more than {MAX_UNPACKED_BYTES // 1_000_000} MB, more than "
                             "any catalogue; it was not made by this app. Ask for a catalogue file")
    if not unpacker.eof:
        raise CatalogueError(f"{SOURCE}: it is cut short (the packed data ends early); copy the whole link again")
    if unpacker.unused_data:
        raise CatalogueError(f"{SOURCE}: it has extra data after the catalogue; copy the link again without "
                             "adding to it")
    return data


def _without_photos(catalogue: CatalogueFile) -> CatalogueFile:
    """``catalogue`` when no card carries a photo; a link never does (photos travel in files)."""
    pictured = [c.id for c in catalogue.cards if c.photo]
    if pictured:
        raise CatalogueError(f"{SOURCE}: card '{pictured[0]}' carries a photo, and links never do; "
                             "share photos with a catalogue file")
    return catalogue
