"""Facts derived from one printed card or starting tile, computed once per card object, not per score.

Cards and tiles are frozen pydantic models, so what scoring derives from them (tag counts, printed
symbols, rings, the name players see) never changes for a given object. Deriving it again in every
``build_city`` call was most of the cost of scoring (issue 14: 28 ``rings`` property calls per
14-card city); ``card_facts`` and ``tile_facts`` derive it on first sight of a card object and
hand back the same record afterwards. ``catalogue_cards`` does the same per catalogue: each card id
resolved once to its card, facts and label.

The memo is keyed by object identity and keeps the object itself beside its facts, so an id can
never be reused by another object while its entry lives; it is cleared whole when it grows past
``MEMO_LIMIT`` entries (a user who edits cards creates new objects). Nothing here scores.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from card_db.catalogue import Catalogue
from card_db.models import TAGS, AnyNumberRing, FeatureCard, Ring, RingAbility, ScoringAbility, StartingTile, Tag
from scorer.scoring.memo import remember

MEMO_LIMIT = 4096
"""Most objects one identity memo keeps before it starts afresh (the printed box has 84 cards and tiles)."""

T = TypeVar("T")
V = TypeVar("V")


class IdentityMemo(Generic[T, V]):
    """``derive(obj)`` remembered per object (by identity), for immutable objects that may not hash cheaply."""

    __slots__ = ("_derive", "entries")

    def __init__(self, derive: Callable[[T], V]) -> None:
        self._derive = derive
        self.entries: dict[int, tuple[T, V]] = {}
        """id(obj) -> (obj, value). A hot loop may probe it inline (``entry[0] is obj``) and call the
        memo only on a miss: a call of ``__call__`` is a Python frame, the probe is not."""

    def __call__(self, obj: T) -> V:
        entry = self.entries.get(id(obj))
        if entry is not None and entry[0] is obj:
            return entry[1]
        value = self._derive(obj)
        remember(self.entries, id(obj), (obj, value), MEMO_LIMIT)  # holding obj keeps its id from being reused
        return value

    def clear(self) -> None:
        """Forget everything (tests and benchmarks that want a cold start)."""
        self.entries.clear()


def tag_counter(tags: tuple[Tag, ...]) -> Counter:
    """Tags with multiplicity, every tag type present (0 when absent) so lookups never miss.

    Shared between every city holding the card: callers read it and never change it."""
    counts = Counter(dict.fromkeys(TAGS, 0))
    for tag in tags:
        counts[tag] += 1
    return counts


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What scoring reads from a feature card, derived once."""

    name: str
    """``display_name``: the name players see (sample cards say so)."""
    tags: tuple[Tag, ...]
    tag_counts: Counter
    tag_pairs: tuple[tuple[Tag, int], ...]
    """(tag, count) for each tag the card carries, in ``TAGS`` order: what walks and sums iterate."""
    symbols: frozenset[str]
    rings: tuple[RingAbility, ...]
    abilities: tuple[ScoringAbility, ...]
    """The printed scoring abilities other than rings (rings score through ``scorer.scoring.rings``)."""


@dataclass(frozen=True, slots=True)
class TileFacts:
    """What scoring reads from a starting tile, derived once (the tile is one card for tags, ruling 4)."""

    name: str
    tags: tuple[Tag, ...]
    tag_counts: Counter
    tag_pairs: tuple[tuple[Tag, int], ...]
    symbols: frozenset[str]
    beach_rings: tuple[RingAbility, ...]
    street_rings: tuple[RingAbility, ...]


def _pairs(counts: Counter) -> tuple[tuple[Tag, int], ...]:
    return tuple((tag, counts[tag]) for tag in TAGS if counts[tag])


def _card(card: FeatureCard) -> CardFacts:
    counts = tag_counter(card.tags)
    abilities = tuple(a for a in card.scoring if not isinstance(a, (Ring, AnyNumberRing)))
    return CardFacts(card.display_name, card.tags, counts, _pairs(counts), card.symbols, card.rings, abilities)


def _tile(tile: StartingTile) -> TileFacts:
    tags = tile.tags
    counts = tag_counter(tags)
    return TileFacts(tile.display_name, tags, counts, _pairs(counts), tile.symbols, tile.beach.rings,
                     tile.street.rings)


card_facts: IdentityMemo[FeatureCard, CardFacts] = IdentityMemo(_card)
"""``card_facts(card) -> CardFacts``, derived on the first call for that card object."""

tile_facts: IdentityMemo[StartingTile, TileFacts] = IdentityMemo(_tile)
"""``tile_facts(tile) -> TileFacts``, derived on the first call for that tile object."""


class CatalogueCards:
    """A catalogue's feature cards as scoring reads them, each id resolved once: the card, its facts
    and its label (unique in the catalogue, "... #2": how players read it)."""

    __slots__ = ("catalogue", "_cards")

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self._cards: dict[str, tuple[FeatureCard, CardFacts, str]] = {}

    def card(self, card_id: str) -> tuple[FeatureCard, CardFacts, str]:
        """(card, facts, label) of ``card_id``; ``UnknownCardError`` for an id the catalogue lacks."""
        found = self._cards.get(card_id)
        if found is None:
            card = self.catalogue.card(card_id)
            found = self._cards[card_id] = (card, card_facts(card), self.catalogue.card_label(card.id))
        return found


catalogue_cards: IdentityMemo[Catalogue, CatalogueCards] = IdentityMemo(CatalogueCards)
"""``catalogue_cards(catalogue) -> CatalogueCards``, one per catalogue object (catalogues are immutable)."""
