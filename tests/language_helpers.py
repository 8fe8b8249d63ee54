"""Helpers for the tests of the app's languages (AppTest and the real browser): the English sentences
that must not show on a page read in another language."""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax.visitor import Visitor

from lang import LANGUAGES
from lang.catalogue import catalogue, messages


@cache
def english_sentences(*areas: str) -> tuple[str, ...]:
    """The English pieces (between placeholders, of two words or more) of the catalogue entries in
    ``areas`` ("home", "menu", ...) that no other language writes the same way: on a page read in
    German, Spanish or Italian none of them may show. Worked out once per process for each ``areas`` (the
    catalogues are read once): a whole game checked step by step asked for them hundreds of times."""
    others = [catalogue(language) for language in LANGUAGES[1:]]
    found = []
    for key, message in messages("en").items():
        if key.split(".")[0] not in areas:
            continue
        for piece in _pieces(message):
            piece = piece.strip(" :,.()·?\"'-\n")
            if " " in piece and all(piece not in other[key] for other in others):
                found.append(piece)
    return tuple(sorted(set(found)))


def _pieces(message) -> list[str]:
    """The words of a Fluent message between its placeables, in every variant."""
    found: list[str] = []

    class _Text(Visitor):
        def visit_TextElement(self, node):
            found.append(node.value)

    _Text().visit(message.value)
    return found


# Streamlit's own words that the app cannot reach (the README lists them): its file uploader, its
# widgets' hints and its menu. A line of the page that is one of these is not the app's English.
STREAMLIT_OWN_TEXTS = (
    "Drag and drop file here", "Browse files", "Limit", "per file", "Press Enter to apply",
    "Press Enter to submit form", "Upload", "Take Photo", "Clear photo", "Switch camera",
    "No options to select", "Choose an option", "View more", "View less", "Made with Streamlit",
)
# Words that a sentence in English nearly always has and German, Spanish and Italian sentences do not.
ENGLISH_MARKERS = frozenset({
    "the", "and", "your", "you", "with", "this", "that", "from", "into", "when", "each", "every", "here",
    "there", "have", "has", "will", "can", "not", "are", "is", "of", "to", "on", "for", "it", "its", "or",
    "points", "card", "cards", "player", "players", "table", "city", "tap", "which", "what", "who",
})
_WORD = re.compile(r"[^\W\d_]+")
_ADDRESS = re.compile(r"\w+://\S+")  # a link is an address, not words (the join panel shows one)


def english_lines(shown: str, *, allowed: tuple[str, ...] = ()) -> list[str]:
    """The lines of a page's text that read as English: two or more distinct English marker words,
    not Streamlit's own texts (``STREAMLIT_OWN_TEXTS``) and not ``allowed`` (user data of the test)."""
    found = []
    for line in shown.splitlines():
        clean = _ADDRESS.sub(" ", line)
        for own in (*STREAMLIT_OWN_TEXTS, *allowed):
            clean = clean.replace(own, " ")
        words = {w.lower() for w in _WORD.findall(clean)}
        if len(words & ENGLISH_MARKERS) >= 2:
            found.append(line.strip())
    return found
def english_game_words(db_path, live_id: str, language: str) -> list[str]:
    """What a live Assistant game would show in English where ``language`` words it otherwise: its cards'
    labels, short heads, effects and printed lines, its starting tiles' labels and lines, its sand
    dollar actions' names and texts (only those whose English differs from the language's). A page read
    in ``language`` shows none of them."""
    from webapp.assistant.store import LiveStore

    return list(_english_words_of_cards(LiveStore(db_path).get(live_id).cards_json, language))


@cache
def _english_words_of_cards(cards_json: str, language: str) -> tuple[str, ...]:
    """``english_game_words`` of a game's card snapshot (the same snapshot, step after step: worked out once)."""
    from card_db.printed_words import sand_dollar_words
    from webapp.assistant.cards import card_head, effect_words
    from webapp.assistant.store import catalogue_from_snapshot
    from webapp.cards.text import card_lines, tile_lines

    catalogue = catalogue_from_snapshot(cards_json)
    pairs = []
    for card in catalogue.cards.values():
        pairs += [(catalogue.card_label(card.id), catalogue.card_label(card.id, language)),
                  (card_head(card), card_head(card, language)), (effect_words(card), effect_words(card, language)),
                  *zip(card_lines(card), card_lines(card, language), strict=True)]
    for tile in catalogue.starting_tiles.values():
        pairs += [(catalogue.tile_label(tile.id), catalogue.tile_label(tile.id, language)),
                  *zip(tile_lines(tile), tile_lines(tile, language), strict=True)]
    for spec in catalogue.sand_dollar_actions.values():
        pairs += [(sand_dollar_words(spec, field), sand_dollar_words(spec, field, language)) for field in ("name", "text")]
    return tuple(sorted({english for english, worded in pairs if english != worded}))


# Issue 32's quoted breaks (a native-level review of the sample game and every page) and their patterns: no
# page and no explanation may show them again (tests/lang/test_lang_no_glue.py, tests/test_app_scorepad_language.py).
QUOTED_BREAKS = {  # (language) -> the quoted sentences and their patterns
    "en": [r"1 per 1 sand dollars", r"// 2", (r"groups of 3 or more tags of one non-wave type: Green scores 3 once per "
           r"group, Blue")],
    "de": [r"neben eine Karte", r"aus 1 Einheimischer\b", r"aus 2 Einheimische\b", r"aus 2 beliebige Personen",
           r"mit 1 Einheimischer\b", r"mit 2 Einheimische\b", r"(Geschäft|Natur|Sport|Wellen|Touristenziel)-Symbol", r"Sieger:", r"Gleichauf",
           r"gleichauf", r"unverbraucht", r"Bildzeichen", r"// 2", r"\b1 Punkte\b", r"Natur-Kette", r"enthält 1 Einheimischer\b"],
    "es": [r"quedan 1 ", r"salen 1 ", r"1 terminadas", r"Ganador:", r"// 2", r"junto a otra\)", r"carta de lugar",
           r"\b1 puntos\b", r"\(Deporte, Olas\)"],
    "it": [r"avanzano 1 ", r"escono 1 ", r"1 terminati", r"Vincitore:", r"// 2", r"la mostra.*un anello",
           r"un anello.*la mostra", r"casella", r"dollar[oi] della sabbia", r"\b1 punti\b", r"\(Sport, Onde\)"],
}
