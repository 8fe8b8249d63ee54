"""Short labels that name a card or a starting tile by what is printed on it.

The printed feature cards most likely carry no name, so a card entered without one is known by
its contents: row, tags and main abilities, e.g. "Beach · Waves Sports · ring 2 tourists 4".
``content_label`` is that label for one record (a name, when there is one, wins); ``card_labels``
/ ``tile_labels`` label a whole catalogue so that every label is unique: two different cards whose
short labels collide get their full contents, and identical cards get "#2", "#3" in id order.
Sample records always end in "(sample)". Pure functions: no Streamlit, no files, no scoring.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any, Iterable, Mapping

from card_db.wording import SHORT_SYMBOLS, SHORT_TAGS, ability_text, placement_text

SEPARATOR = " · "
SAMPLE_MARK = " (sample)"

MAIN_ABILITIES = 2
"""How many abilities a short label shows; the rest is "…" (a collision shows them all)."""


def tags_words(tags: Iterable[str]) -> str:
    """Tags as short words in catalogue order, a doubled tag as "Nature×2" ("Waves Sports")."""
    counts = Counter(tags)
    return " ".join(SHORT_TAGS[t] + (f"×{counts[t]}" if counts[t] > 1 else "") for t in SHORT_TAGS if counts[t])


def _ability_words(card: Any) -> list[str]:
    """Scoring abilities first (what a player looks for), then placement actions."""
    return [ability_text(a, "short") for a in card.scoring] + [placement_text(a, "short") for a in card.placement]


def contents_label(card: Any, *, full: bool = False) -> str:
    """A card by its contents, never its name: "Beach · Waves Sports · ring 2 tourists 4".

    The short label shows the first ``MAIN_ABILITIES`` abilities then "…"; ``full`` shows all."""
    words = _ability_words(card)
    if not full and len(words) > MAIN_ABILITIES:
        words = words[:MAIN_ABILITIES] + ["…"]
    parts = ["Beach" if card.row == "beach" else "Street", tags_words(card.tags) or "no tags", *words]
    return SEPARATOR.join(parts)


def tile_contents_label(tile: Any) -> str:
    """A starting tile by its contents: "2 VIPs · wants Business Sports · Waves / Local" (beach / street)."""
    wants = " ".join(SHORT_TAGS.get(w, SHORT_SYMBOLS.get(w, w)) for w in tile.footprint.wants)
    halves = f"{tags_words(tile.beach.tags) or 'no tags'} / {tags_words(tile.street.tags) or 'no tags'}"
    vips = f"{tile.vips} VIP{'s' if tile.vips != 1 else ''}"
    return SEPARATOR.join((vips, f"wants {wants}", halves))


def _with_sample(label: str, sample: bool) -> str:
    return label + SAMPLE_MARK if sample else label


def content_label(record: Any, *, full: bool = False) -> str:
    """How players read one record (a feature card or a starting tile): its name if it has one, else its
    contents; samples say so."""
    if record.name.strip():
        return _with_sample(record.name.strip(), record.sample)
    text = contents_label(record, full=full) if hasattr(record, "row") else tile_contents_label(record)
    return _with_sample(text, record.sample)


def _numbered(labels: Mapping[str, str]) -> dict[str, str]:
    """Labels made unique: the first (by id) keeps its label, the next ones get " #2", " #3"
    (before " (sample)", so the mark stays last)."""
    by_label: dict[str, list[str]] = defaultdict(list)
    for record_id in sorted(labels):
        by_label[labels[record_id]].append(record_id)
    found = {}
    for label, ids in by_label.items():
        for number, record_id in enumerate(ids, start=1):
            if number == 1:
                found[record_id] = label
            elif label.endswith(SAMPLE_MARK):
                found[record_id] = f"{label.removesuffix(SAMPLE_MARK)} #{number}{SAMPLE_MARK}"
            else:
                found[record_id] = f"{label} #{number}"
    return found


def card_labels(cards: Iterable[Any]) -> dict[str, str]:
    """A unique label for every card, by id (see the module docstring for how collisions resolve)."""
    cards = list(cards)
    short = {c.id: content_label(c) for c in cards}
    counts = Counter(short.values())
    # Unnamed cards whose short labels collide show all their abilities, so different contents differ.
    labels = {c.id: content_label(c, full=True) if counts[short[c.id]] > 1 and not c.name.strip() else short[c.id]
              for c in cards}
    return _numbered(labels)


def tile_labels(tiles: Iterable[Any]) -> dict[str, str]:
    """A unique label for every starting tile, by id ("#2" for identical ones)."""
    return _numbered({t.id: content_label(t) for t in tiles})
