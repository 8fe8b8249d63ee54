"""The card pages' shared words in the phone's language: a row's name, how much of the box is catalogued.

The Catalogue page, the entry forms, both keypads and the card picker name the rows and count the
catalogue the same way; the words live in the catalogues (``cards.*`` keys), looked up with
``webapp.language.say``. Card labels built from a card's contents (tags, abilities, rings) are not
worded here: ``webapp.cards.text`` and ``card_db`` own them.
"""

from __future__ import annotations

from card_db.catalogue import PRINTED_FEATURE_CARDS, PRINTED_STARTING_TILES, Catalogue
from webapp.language import say
from webapp.markdown_text import escape_markdown

ROWS = ("beach", "street")
# Each choice's catalogue key, written out whole: tests/lang finds every key the code names.
_ROW_KEYS = {"beach": "cards.row_beach", "street": "cards.row_street"}
_ROW_CARD_KEYS = {"beach": "cards.row_card_beach", "street": "cards.row_card_street"}
_HALF_KEYS = {"beach": "cards.half_beach", "street": "cards.half_street"}
_PERSON_KEYS = {"local": "cards.person_local", "tourist": "cards.person_tourist", "vip": "cards.person_vip",
                "any": "cards.person_any"}
_ICON_KEYS = {"sand_dollar": "cards.icon_sand_dollar", "people": "cards.icon_people", "ring": "cards.icon_ring"}
_SETUP_KEYS = {"sand_dollars": "cards.setup_sand_dollars", "locals": "cards.setup_locals",
               "tourists": "cards.setup_tourists"}


def row_name(row: str) -> str:
    """A row as a choice names it: "Beach", "Strand", "Playa"..."""
    return say(_ROW_KEYS[row])


def row_card(row: str) -> str:
    """A card of a row: "Beach card", "Strandkarte"..."""
    return say(_ROW_CARD_KEYS[row])


def half_name(half: str) -> str:
    """A starting tile's half: "Beach half", "Strandhälfte"..."""
    return say(_HALF_KEYS[half])


def person_name(person: str) -> str:
    """People as a choice names them: "Locals", "Tourists", "VIPs", "Any type"."""
    return say(_PERSON_KEYS[person])


def icon_name(symbol: str) -> str:
    """A printed symbol as a choice names it: "Sand dollar", "People", "Ring"."""
    return say(_ICON_KEYS[symbol])


def setup_name(field: str) -> str:
    """A starting tile's setup bonus: "Sand dollars", "Locals", "Tourists"."""
    return say(_SETUP_KEYS[field])


def coverage_text(catalogue: Catalogue) -> str:
    """How much of the printed box is catalogued: "12 of 78 feature cards and 2 of 6 starting tiles
    catalogued (sample cards not counted)"."""
    cards, tiles = catalogue.coverage()
    return say("cards.coverage", cards=cards, all_cards=PRINTED_FEATURE_CARDS, tiles=tiles,
               all_tiles=PRINTED_STARTING_TILES)


def progress_text(catalogue: Catalogue) -> str:
    """The card keypad's progress line: "12 of 78 feature cards (beach 7, street 5), 1 of 6 starting tiles"."""
    cards, tiles = catalogue.coverage()
    beach = sum(c.row == "beach" for c in catalogue.cards.values() if not c.sample)
    street = sum(c.row == "street" for c in catalogue.cards.values() if not c.sample)
    return say("cards.progress", cards=cards, all_cards=PRINTED_FEATURE_CARDS, beach=beach, street=street,
               tiles=tiles, all_tiles=PRINTED_STARTING_TILES)


def tile_progress_text(catalogue: Catalogue) -> str:
    """The tile keypad's progress line: "2 of 6 starting tiles" (samples not counted)."""
    _, tiles = catalogue.coverage()
    return say("cards.tile_progress", count=PRINTED_STARTING_TILES, tiles=tiles)


def not_saved_yet(errors: list[str]) -> str:
    """A refused save as Markdown: "Not saved yet; please fix:" and each problem as a list item (escaped)."""
    return say("cards.not_saved_yet") + "\n\n" + "\n".join(f"- {escape_markdown(e)}" for e in errors)
