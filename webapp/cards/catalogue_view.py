"""Browsing the catalogue: filtering and ordering cards and starting tiles for the Catalogue page.

Pure (no Streamlit): the page passes what the user typed and picked, and gets the records to show.
The card picker's rules (row, then a tag or two, then the card) live here too.
Nothing here changes the catalogue or computes a game rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from card_db.catalogue import Catalogue
from card_db.labels import SEPARATOR, contents_label, sample_mark
from card_db.models import TAGS, FeatureCard, StartingTile
from lang import DEFAULT_LANGUAGE
from webapp.cards.search import search


def filter_cards(
    cards: Iterable[FeatureCard],
    *,
    name: str = "",
    rows: Iterable[str] = (),
    tags: Iterable[str] = (),
    samples: bool = True,
    language: str = DEFAULT_LANGUAGE,
) -> list[FeatureCard]:
    """Cards whose words hold every word of ``name`` (their name, or what they show in ``language`` or
    English: ``webapp.cards.search``), in one of ``rows`` (any if empty), carrying every tag of ``tags``;
    samples only when ``samples``. User cards first, then by name."""
    rows, tags = set(rows), set(tags)
    kept = [card for card in cards
            if (not rows or card.row in rows) and tags <= set(card.tags) and (samples or not card.sample)]
    return sorted(search(kept, name, language), key=lambda c: (c.sample, c.display_name.casefold(), c.id))


def filter_tiles(tiles: Iterable[StartingTile], *, name: str = "", samples: bool = True,
                 language: str = DEFAULT_LANGUAGE) -> list[StartingTile]:
    """Starting tiles whose words (name, or what they show in ``language`` or English) hold every word of
    ``name``; samples only when ``samples``."""
    kept = [t for t in tiles if samples or not t.sample]
    return sorted(search(kept, name, language), key=lambda t: (t.sample, t.display_name.casefold(), t.id))


def list_label(catalogue: Catalogue, card: FeatureCard, language: str = DEFAULT_LANGUAGE) -> str:
    """A card as every list of cards names it, sample or the table's own in one style: what is printed
    on it ("Beach · Waves · ring 2 tourists 4"), after its name when it has one, "(sample)" last; in
    ``language``.

    The catalogue's label (``Catalogue.card_label``: unique, "#2" for a copy) when the card has no name;
    a name alone says nothing of the card, so a named card (every sample) adds its contents."""
    label = catalogue.card_label(card.id, language)
    if not card.name.strip():
        return label
    mark = sample_mark(language) if label.endswith(sample_mark(language)) else ""
    return f"{label.removesuffix(mark)}{SEPARATOR}{contents_label(card, language=language)}{mark}"


def has_own_cards(cards: Iterable[FeatureCard]) -> bool:
    """Whether any of ``cards`` is the table's own (entered or imported), not a built-in sample."""
    return any(not card.sample for card in cards)


# --- the card picker: row, then a tag or two, then the card -------------------------------------

NO_TAGS = "none"
"""The picker's tag choice for cards that carry no tag."""

SHOWN_WITHOUT_TAG = 8
"""A row with at most this many cards lists them at once; a longer one asks for a tag first."""


def picker_matches(cards: Iterable[FeatureCard], row: str | None, tags: Iterable[str]) -> list[FeatureCard]:
    """The cards of ``row`` that carry every tag of ``tags`` (``NO_TAGS``: no tag at all), by id."""
    tags = set(tags)
    found = [c for c in cards if (row is None or c.row == row)
             and (tags - {NO_TAGS}) <= set(c.tags) and (NO_TAGS not in tags or not c.tags)]
    return sorted(found, key=lambda c: c.id)


def picker_tags(cards: Iterable[FeatureCard]) -> dict[str, int]:
    """The tag choices for these cards, in catalogue order, with how many cards carry each."""
    cards = list(cards)
    counts = {tag: sum(tag in c.tags for c in cards) for tag in TAGS}
    found = {tag: n for tag, n in counts.items() if n}
    none = sum(not c.tags for c in cards)
    return found | ({NO_TAGS: none} if none else {})


def picker_lists_cards(matches: int, tags: Iterable[str]) -> bool:
    """Whether the picker shows the card buttons: a short row at once, a long one once a tag is chosen."""
    return matches <= SHOWN_WITHOUT_TAG or bool(list(tags))


def taps_to_find(card: FeatureCard, cards: Iterable[FeatureCard]) -> int:
    """Taps to pick ``card`` among ``cards``: its row, a tag if its row is long, then the card."""
    same_row = [c for c in cards if c.row == card.row]
    return 2 if picker_lists_cards(len(same_row), ()) else 3
