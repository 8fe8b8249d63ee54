"""Readable text for the icons on a card: tags, placement actions, scoring abilities, rings.

Every page and the city picture describe cards with these strings, so a card reads the same way
everywhere ("Chain 5+ Nature: 1 per tag", "Adjacent to Tourist Spot: 2", "Ring: 1 tourist -> 3"):
each ability and placement action in the long style of ``card_db.wording``, the one wording of
every kind; here the card's lines, tags as chips and colours, a starting tile's lines.
Sample cards always say so. Every function takes the ``language`` to say it in (default English; a
page passes the phone's, ``webapp.language.current_language``): the words are the catalogues' ``card.*``
and ``tag.*`` entries. This module is pure (no Streamlit, no Pillow) and computes no score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import lang
from card_db.models import TAGS, FeatureCard, StartingTile, TileHalf
from card_db.wording import ability_text, people, placement_text, symbol_labels, tag_labels
from card_db.wording import counted as counted_in
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
"""The rows in English (the keypads' own labels); ``row_label`` says them in a language."""

# "1 tourist", "2 tourists": the library's English pluraliser, under the name this module's callers use
# (``counted_in`` says a catalogue's plural entry in any language).
plural = counted

_EN = lang.DEFAULT_LANGUAGE
_ROW_KEYS = {"beach": "card.label_beach", "street": "card.label_street"}
_LINE_KEYS = {"beach": "card.line_beach", "street": "card.line_street"}
_HALF_SYMBOL_KEYS = {"sand_dollar": "card.half_sand_dollar", "people": "card.half_people"}


def row_label(row: str, language: str = _EN) -> str:
    """"Beach" / "Street" in ``language``."""
    return lang.text(_ROW_KEYS[row], language)


def tag_label(tag: str, language: str = _EN) -> str:
    """The printed name of a tag ("Tourist Spot")."""
    return tag_labels(language)[tag]


def tag_chips(tags: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """Tags as (tag, count) chips in the catalogue's tag order: a card's two Nature tags are one chip x2."""
    counts = Counter(tags)
    return tuple((tag, counts[tag]) for tag in TAGS if counts[tag])


def chip_label(tag: str, count: int, language: str = _EN) -> str:
    """"Nature" or "Nature x2"."""
    return tag_label(tag, language) if count == 1 else f"{tag_label(tag, language)} x{count}"


def tags_text(tags: Iterable[str], language: str = _EN) -> str:
    """"Nature x2, Waves", or "no tags"."""
    chips = tag_chips(tags)
    if not chips:
        return lang.text("card.label_no_tags", language)
    return lang.listed([chip_label(t, n, language) for t, n in chips], language)


def tags_markdown(tags: Iterable[str], language: str = _EN) -> str:
    """Tags as coloured Streamlit markdown badges, or "no tags"."""
    chips = tag_chips(tags)
    if not chips:
        return lang.text("card.label_no_tags", language)
    return " ".join(f":{TAG_ST_COLOURS[t]}-background[{chip_label(t, n, language)}]" for t, n in chips)


def card_lines(card: FeatureCard, language: str = _EN) -> tuple[str, ...]:
    """A feature card as short lines: row and tags, then placement actions, then scoring (then the
    sample line, ``sample_line``)."""
    lines = [lang.text(_LINE_KEYS[card.row], language, tags=tags_text(card.tags, language))]
    lines += [lang.text("card.line_placed", language, action=placement_text(a, "long", language))
              for a in card.placement]
    lines += [ability_text(a, "long", language) for a in card.scoring]
    if card.sample:
        lines.append(sample_line(card, language))
    return tuple(lines)


def sample_line(record: FeatureCard | StartingTile, language: str = _EN) -> str:
    """The line that says a sample card or tile was invented for demos (a page may leave it out)."""
    return lang.text("card.line_sample_card" if isinstance(record, FeatureCard) else "card.line_sample_tile",
                     language)


def half_text(half_key: str, half: TileHalf, language: str = _EN) -> str:
    """One half of a starting tile ("Beach half: Waves; a card that gives people; Ring: 1 local -> 2");
    ``half_key`` is the catalogue's "card.half_beach" or "card.half_street"."""
    parts = [tags_text(half.tags, language)] if half.tags else []
    parts += [lang.text(_HALF_SYMBOL_KEYS[s], language) for s in half.symbols]
    parts += [ability_text(r, "long", language) for r in half.rings]
    return lang.text(half_key, language,
                     parts="; ".join(parts) if parts else lang.text("card.half_nothing", language))


def footprint_text(tile: StartingTile, language: str = _EN) -> str:
    """The VIPs' footprint rule ("Footprints: 1 per Business on the card")."""
    labels, symbols = tag_labels(language), symbol_labels(language)
    wants = [labels[w] if w in labels else symbols[w] for w in tile.footprint.wants]
    return lang.text("card.line_footprints", language, points=tile.footprint.points_per_match,
                     wants=" / ".join(wants))


def setup_text(tile: StartingTile, language: str = _EN) -> str:
    """The setup bonus ("Setup: 2 sand dollars, 1 local"), or "Setup: nothing"."""
    setup = tile.setup
    parts = []
    if setup.sand_dollars:
        parts.append(counted_in(setup.sand_dollars, "card.n_sand_dollars", language))
    if setup.locals:
        parts.append(people(setup.locals, "local", "long", language))
    if setup.tourists:
        parts.append(people(setup.tourists, "tourist", "long", language))
    if not parts:
        return lang.text("card.line_setup_nothing", language)
    return lang.text("card.line_setup", language, parts=lang.listed(parts, language))


def tile_lines(tile: StartingTile, language: str = _EN) -> tuple[str, ...]:
    """A starting tile as short lines: VIPs, setup, footprints, both halves (then the sample line)."""
    lines = [
        counted_in(tile.vips, "card.label_vips", language),
        setup_text(tile, language),
        footprint_text(tile, language),
        half_text("card.half_beach", tile.beach, language),
        half_text("card.half_street", tile.street, language),
    ]
    if tile.sample:
        lines.append(sample_line(tile, language))
    return tuple(lines)


def ring_label(record: FeatureCard | StartingTile | None, ring_index: int, english: str, language: str = _EN) -> str:
    """A ring the score report names in English (``english``: "ring of 2 tourists (4 points)", the report's
    ``ring_label``) said in ``language``: the ring ``ring_index`` of ``record`` (a card, or a tile's rings
    of both halves), checked against the English words; a ring not found keeps the report's words."""
    rings = record.rings if record is not None else ()
    candidates = ([rings[ring_index]] if 0 <= ring_index < len(rings) else []) + list(rings)
    for ring in candidates:
        if ability_text(ring, "report") == english:
            return ability_text(ring, "report", language)
    return english
