"""The merged catalogue: built-in data, then the user's catalogue, then a game file's inline cards.

``Catalogue`` is an immutable lookup by id. It does not read files (``card_db.loader`` and
``card_db.user_catalogue`` do) and it does not score anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from card_db.labels import card_labels, tile_labels
from card_db.models import FeatureCard, ObjectiveTile, SandDollarAction, StartingTile
from lang import DEFAULT_LANGUAGE

PRINTED_FEATURE_CARDS = 78
PRINTED_STARTING_TILES = 6


class UnknownCardError(LookupError):
    """A card or starting tile id that is in no catalogue; the message says how to fix it."""


@dataclass(frozen=True)
class Catalogue:
    """Cards, starting tiles, objective tiles and sand dollar actions, looked up by id."""

    cards: Mapping[str, FeatureCard] = field(default_factory=dict)
    starting_tiles: Mapping[str, StartingTile] = field(default_factory=dict)
    objectives: Mapping[str, ObjectiveTile] = field(default_factory=dict)
    sand_dollar_actions: Mapping[str, SandDollarAction] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Read-only views so that a shared catalogue cannot be changed behind a caller's back.
        for name in ("cards", "starting_tiles", "objectives", "sand_dollar_actions"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    def card(self, card_id: str) -> FeatureCard:
        """The feature card with this id, or an ``UnknownCardError`` that says how to fix it."""
        try:
            return self.cards[card_id]
        except KeyError:
            raise UnknownCardError(
                f"unknown feature card '{card_id}': add it to the catalogue (Catalogue page or "
                f"'cards' in the game file) or correct the id"
            ) from None

    def starting_tile(self, tile_id: str) -> StartingTile:
        """The starting tile with this id, or an ``UnknownCardError`` that says how to fix it."""
        try:
            return self.starting_tiles[tile_id]
        except KeyError:
            raise UnknownCardError(
                f"unknown starting tile '{tile_id}': add it to the catalogue (Catalogue page or "
                f"'starting_tiles' in the game file) or correct the id"
            ) from None

    @cached_property
    def _card_labels(self) -> Mapping[str, str]:
        # Computed once per catalogue (it is immutable); cached_property writes past the frozen dataclass.
        return MappingProxyType(card_labels(self.cards.values()))

    @cached_property
    def _tile_labels(self) -> Mapping[str, str]:
        return MappingProxyType(tile_labels(self.starting_tiles.values()))

    @cached_property
    def _labels_in(self) -> dict[tuple[str, str], Mapping[str, str]]:
        # Per (kind, language) other than English: made on first use, once per catalogue and language.
        return {}

    def _labels(self, kind: str, language: str) -> Mapping[str, str]:
        if language == DEFAULT_LANGUAGE and kind != "full card":
            return self._card_labels if kind == "card" else self._tile_labels
        found = self._labels_in.get((kind, language))
        if found is None:
            found = self._labels_in[(kind, language)] = MappingProxyType(
                card_labels(self.cards.values(), language, full=kind == "full card") if kind != "tile"
                else tile_labels(self.starting_tiles.values(), language))
        return found

    def card_label(self, card_id: str, language: str = DEFAULT_LANGUAGE, *, full: bool = False) -> str:
        """How players read this card: its name or its contents (in ``language``), unique in this catalogue
        ("... #2"); an unknown id is returned as it is. ``full``: an unnamed card with all its abilities
        (the short label ends in "…" after two)."""
        return self._labels("full card" if full else "card", language).get(card_id, card_id)

    def tile_label(self, tile_id: str, language: str = DEFAULT_LANGUAGE) -> str:
        """How players read this starting tile (unique in this catalogue); an unknown id as it is."""
        return self._labels("tile", language).get(tile_id, tile_id)

    def merged_with(
        self, cards: Iterable[FeatureCard] = (), starting_tiles: Iterable[StartingTile] = ()
    ) -> Catalogue:
        """A new catalogue where the given cards and tiles win over ones with the same id.

        With nothing to merge (a tuple or list of none) the catalogue itself: it is immutable, and
        every score of a game without inline cards asks for this."""
        if isinstance(cards, (tuple, list)) and isinstance(starting_tiles, (tuple, list)) \
                and not cards and not starting_tiles:
            return self
        return Catalogue(
            cards={**self.cards, **{c.id: c for c in cards}},
            starting_tiles={**self.starting_tiles, **{t.id: t for t in starting_tiles}},
            objectives=self.objectives,
            sand_dollar_actions=self.sand_dollar_actions,
        )

    def coverage(self) -> tuple[int, int]:
        """How many non-sample (printed) cards and starting tiles are catalogued, capped at the box."""
        cards = sum(1 for c in self.cards.values() if not c.sample)
        tiles = sum(1 for t in self.starting_tiles.values() if not t.sample)
        return min(cards, PRINTED_FEATURE_CARDS), min(tiles, PRINTED_STARTING_TILES)
