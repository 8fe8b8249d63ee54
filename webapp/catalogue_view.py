"""Browsing the catalogue: filtering and ordering cards and starting tiles for the Catalogue page.

Pure (no Streamlit): the page passes what the user typed and picked, and gets the records to show.
Nothing here changes the catalogue or computes a game rule.
"""

from __future__ import annotations

from typing import Iterable

from card_db.labels import contents_label
from card_db.models import FeatureCard, StartingTile


def _matches_name(name: str, query: str) -> bool:
    words = query.casefold().split()
    return all(word in name.casefold() for word in words)


def _searchable(card: FeatureCard) -> str:
    # Cards without a printed name are found by their icons too ("ring", "chain nature").
    return f"{card.display_name} {contents_label(card, full=True)}"


def filter_cards(
    cards: Iterable[FeatureCard],
    *,
    name: str = "",
    rows: Iterable[str] = (),
    tags: Iterable[str] = (),
    samples: bool = True,
) -> list[FeatureCard]:
    """Cards whose name or contents hold every word of ``name``, in one of ``rows`` (any if empty), carrying
    every tag of ``tags``; samples only when ``samples``. User cards first, then by name."""
    rows, tags = set(rows), set(tags)
    found = [
        card
        for card in cards
        if _matches_name(_searchable(card), name)
        and (not rows or card.row in rows)
        and tags <= set(card.tags)
        and (samples or not card.sample)
    ]
    return sorted(found, key=lambda c: (c.sample, c.display_name.casefold(), c.id))


def filter_tiles(tiles: Iterable[StartingTile], *, name: str = "", samples: bool = True) -> list[StartingTile]:
    """Starting tiles whose name holds every word of ``name``; samples only when ``samples``."""
    found = [t for t in tiles if _matches_name(t.display_name, name) and (samples or not t.sample)]
    return sorted(found, key=lambda t: (t.sample, t.display_name.casefold(), t.id))
