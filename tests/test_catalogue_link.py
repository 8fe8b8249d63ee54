"""A catalogue in a link or QR codes (card_db.catalogue_link): round trips, splitting a whole deck over
several codes, and every bad link refused with a sentence (decompression bomb, other versions, changed
or cut letters, trailing data, photos, and what the strict catalogue reader refuses)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from card_db.catalogue import Catalogue
from card_db.catalogue_link import (
    MAX_TOKEN_CHARS,
    MAX_UNPACKED_BYTES,
    URL_PARAM,
    decode_link,
    encode_link,
    encode_parts,
    token_from_text,
)
from card_db.generated import generated_cards
from card_db.loader import CatalogueError
from card_db.models import FeatureCard, Ring, StartingTile
from card_db.user_catalogue import slugify
from webapp.qr import MAX_QR_BYTES

TILE = StartingTile.model_validate({"id": "post-office", "name": "Post Office", "vips": 1,
                                   "footprint": {"wants": ["business"]}, "beach": {"tags": ["business"]}})


def real_deck() -> tuple[FeatureCard, ...]:
    """78 cards with ids made from their labels, as the keypad names them (long ids compress less)."""
    cards = [c.model_copy(update={"sample": False, "id": f"d{n}"}) for n, c in enumerate(generated_cards(5), 1)]
    labels = Catalogue(cards={c.id: c for c in cards})
    return tuple(c.model_copy(update={"id": slugify(labels.card_label(c.id))}) for c in cards)


def token_of(raw: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_a_catalogue_survives_its_link_without_photos():
    card = FeatureCard(id="surf", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),),
                       photo="AAAA")
    token = encode_link([card], [TILE])
    assert token.startswith("1.") and all(ch.isalnum() or ch in "._-" for ch in token)  # URL-safe as it is
    back = decode_link(token)
    assert back.cards == (card.model_copy(update={"photo": ""}),) and back.starting_tiles == (TILE,)
    assert decode_link(f"  {token}\n") == back  # pasted with spaces around


def test_a_whole_deck_is_split_into_codes_that_each_carry_a_complete_part():
    deck = real_deck()
    budget = MAX_QR_BYTES - len("http://192.168.1.20:8501/Catalogue?catalogue=")
    assert len(encode_link(deck, [TILE])) > budget  # a real deck does not fit one code: say so, split
    parts = encode_parts(deck, [TILE], budget)
    assert 2 <= len(parts) <= 3 and all(len(p) <= budget for p in parts)
    decoded = [decode_link(p) for p in parts]
    assert tuple(c for d in decoded for c in d.cards) == deck  # in order, none lost, none twice
    assert decoded[0].starting_tiles == (TILE,) and all(not d.starting_tiles for d in decoded[1:])
    assert encode_parts(deck[:5], [TILE], budget) == (encode_link(deck[:5], [TILE]),)  # fits: one code
    with pytest.raises(ValueError, match="alone does not fit"):
        encode_parts(deck, (), 40)


def test_a_link_is_found_in_what_was_pasted():
    token = encode_link([FeatureCard(id="a", row="street")])
    assert token_from_text(f"http://10.0.0.5:8501/Catalogue?{URL_PARAM}={token}") == token
    assert token_from_text(token) == token
    with pytest.raises(CatalogueError, match="carries no catalogue"):
        token_from_text("http://10.0.0.5:8501/City?game=abc")


def test_a_decompression_bomb_stops_at_the_limit():
    bomb = token_of(b" " * (3 * MAX_UNPACKED_BYTES))  # 6 MB of spaces in a link of about 8 KB
    assert len(bomb) <= MAX_TOKEN_CHARS
    with pytest.raises(CatalogueError, match="unpacks to more than 2 MB"):
        decode_link(bomb)


@pytest.mark.parametrize(("token", "says"), [
    ("", "empty"),
    ("eJyrVg", "format number"),
    ("2.eJyrVg", "format 2, and this app reads format 1"),
    ("1.abc=def", "characters a catalogue link never has"),
    ("1.abc def", "characters a catalogue link never has"),
    ("1.A", "do not spell whole bytes"),
    ("1.AB", "do not spell whole bytes"),  # 'B' leaves bits over: a second spelling of the same byte
    ("1.bm90IHppcA", "damaged"),
    ("x" * (MAX_TOKEN_CHARS + 1), "more than a link can carry .8,000.; ask for the catalogue as a file"),
])
def test_a_bad_link_says_what_is_wrong_and_what_to_do(token, says):
    with pytest.raises(CatalogueError, match=says):
        decode_link(token)


def test_a_cut_or_lengthened_link_is_refused():
    raw = json.dumps({"format": "santa-monica-catalogue", "version": 1, "cards": []}).encode()
    packed = zlib.compress(raw)
    with pytest.raises(CatalogueError, match="cut short"):
        decode_link("1." + base64.urlsafe_b64encode(packed[:-6]).decode().rstrip("="))
    with pytest.raises(CatalogueError, match="extra data"):
        decode_link("1." + base64.urlsafe_b64encode(packed + b"more").decode().rstrip("="))


def test_a_link_is_read_by_the_strict_catalogue_reader():
    twice = b'{"format": "santa-monica-catalogue", "version": 1, "cards": [], "cards": []}'
    with pytest.raises(CatalogueError, match="more than once"):
        decode_link(token_of(twice))
    text_number = json.dumps({"format": "santa-monica-catalogue", "version": 1, "cards": [
        {"id": "a", "row": "beach", "scoring": [{"kind": "ring", "points": "4"}]}]}).encode()
    with pytest.raises(CatalogueError, match="the catalogue link"):
        decode_link(token_of(text_number))


def test_a_link_never_carries_a_photo():
    document = {"format": "santa-monica-catalogue", "version": 1,
                "cards": [{"id": "a", "row": "beach", "photo": "AAAA"}]}
    with pytest.raises(CatalogueError, match="links never do"):
        decode_link(token_of(json.dumps(document).encode()))
