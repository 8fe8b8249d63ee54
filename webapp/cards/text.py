"""Readable text for the icons on a card: tags, placement actions, scoring abilities, rings.

Every page and the city picture describe cards with these strings, so a card reads the same way
everywhere ("Chain 5+ Nature: 1 per tag", "Adjacent to Tourist Spot: 2", "Ring: 1 tourist -> 3"):
each ability and placement action in the long style of ``card_db.wording``, the one wording of
every kind; here the card's lines, tags as chips and colours, a starting tile's lines.
Sample cards always say so. This module is pure (no Streamlit, no Pillow) and computes no score.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from card_db.models import SYMBOL_LABELS, TAG_LABELS, TAGS, FeatureCard, StartingTile, TileHalf
from card_db.wording import ability_text, people, placement_text
from scorer.model.words import counted

# Tag colours: one hue per tag, dark enough for white text on a chip (contrast >= 4.5:1).
TAG_COLOURS: dict[str, str] = {
    "local": "#B35400",  # orange
    "tourist": "#A3007D",  # magenta
    "business": "#4A4F57",  # slate
    "sports": "#B3261E",  # red
    "nature": "#1E7B34",  # green
    "wave": "#0B5CAD",  # blue
}

# Streamlit's named markdown colours for the same tags (":green-background[Nature]").
TAG_ST_COLOURS: dict[str, str] = {
    "local": "orange",
    "tourist": "violet",
    "business": "gray",
    "sports": "red",
    "nature": "green",
    "wave": "blue",
}

ROW_LABELS: dict[str, str] = {"beach": "Beach", "street": "Street"}

# "1 tourist", "2 tourists": the library's one pluraliser, under the name this module's callers use.
plural = counted

_HALF_SYMBOLS = {"sand_dollar": "sand dollar icon", "people": "people icon"}

def tag_label(tag: str) -> str:
    """The printed name of a tag ("Tourist Spot")."""
    return TAG_LABELS[tag]


def tag_chips(tags: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """Tags as (tag, count) chips in the catalogue's tag order: a card's two Nature tags are one chip x2."""
    counts = Counter(tags)
    return tuple((tag, counts[tag]) for tag in TAGS if counts[tag])


def chip_label(tag: str, count: int) -> str:
    """"Nature" or "Nature x2"."""
    return tag_label(tag) if count == 1 else f"{tag_label(tag)} x{count}"


def tags_text(tags: Iterable[str]) -> str:
    """"Nature x2, Waves", or "no tags"."""
    chips = tag_chips(tags)
    return ", ".join(chip_label(t, n) for t, n in chips) if chips else "no tags"


def tags_markdown(tags: Iterable[str]) -> str:
    """Tags as coloured Streamlit markdown badges, or "no tags"."""
    chips = tag_chips(tags)
    if not chips:
        return "no tags"
    return " ".join(f":{TAG_ST_COLOURS[t]}-background[{chip_label(t, n)}]" for t, n in chips)


def card_title(card: FeatureCard | StartingTile) -> str:
    """The name as shown everywhere: sample cards and tiles say "(sample)"."""
    return card.display_name


def card_lines(card: FeatureCard) -> tuple[str, ...]:
    """A feature card as short lines: row and tags, then placement actions, then scoring."""
    lines = [f"{ROW_LABELS[card.row]} card; tags: {tags_text(card.tags)}"]
    lines += [f"When placed: {placement_text(a)}" for a in card.placement]
    lines += [ability_text(a) for a in card.scoring]
    if card.sample:
        lines.append("SAMPLE card: invented for demos, not a printed card")
    return tuple(lines)


def half_text(label: str, half: TileHalf) -> str:
    """One half of a starting tile ("Beach half: Waves; a card that gives people; Ring: 1 local -> 2")."""
    parts = [tags_text(half.tags)] if half.tags else []
    parts += [_HALF_SYMBOLS[s] for s in half.symbols]
    parts += [ability_text(r) for r in half.rings]
    return f"{label}: {'; '.join(parts) if parts else 'nothing printed'}"


def footprint_text(tile: StartingTile) -> str:
    """The VIPs' footprint rule ("Footprints: 1 per Business on the card")."""
    wants = [tag_label(w) if w in TAG_LABELS else SYMBOL_LABELS[w] for w in tile.footprint.wants]
    return f"Footprints: {tile.footprint.points_per_match} per {' / '.join(wants)} on the card"


def setup_text(tile: StartingTile) -> str:
    """The setup bonus ("Setup: 2 sand dollars, 1 local"), or "Setup: nothing"."""
    setup = tile.setup
    parts = []
    if setup.sand_dollars:
        parts.append(plural(setup.sand_dollars, "sand dollar"))
    if setup.locals:
        parts.append(people(setup.locals, "local"))
    if setup.tourists:
        parts.append(people(setup.tourists, "tourist"))
    return f"Setup: {', '.join(parts) if parts else 'nothing'}"


def tile_lines(tile: StartingTile) -> tuple[str, ...]:
    """A starting tile as short lines: VIPs, setup, footprints, both halves."""
    lines = [
        f"{plural(tile.vips, 'VIP')}",
        setup_text(tile),
        footprint_text(tile),
        half_text("Beach half", tile.beach),
        half_text("Street half", tile.street),
    ]
    if tile.sample:
        lines.append("SAMPLE tile: invented for demos, not a printed tile")
    return tuple(lines)
