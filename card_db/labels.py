"""Short labels that name a card or a starting tile by what is printed on it.

The printed feature cards most likely carry no name, so a card entered without one is known by
its contents: row, tags and main abilities, e.g. "Beach · Waves Sports · ring 2 tourists 4".
``content_label`` is that label for one record (a name, when there is one, wins); ``card_labels``
/ ``tile_labels`` label a whole catalogue so that every label is unique: two different cards whose
short labels collide get their full contents, and identical cards get "#2", "#3" in id order.
Sample records always end in "(sample)". Each function takes the ``language`` to label in (default English,
the catalogue's own labels; the words are the catalogues' ``card.label_*`` and ``tag.*`` entries).
Pure functions: no Streamlit, no files, no scoring.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

import lang
from card_db.wording import ability_text, counted, people, placement_text, short_symbols, short_tags

SEPARATOR = " · "
_EN = lang.DEFAULT_LANGUAGE
_ROW_KEYS = {"beach": "card.label_beach", "street": "card.label_street"}


def sample_mark(language: str = _EN) -> str:
    """What ends a sample record's label: " (sample)"."""
    return " " + lang.text("card.sample_mark", language)


SAMPLE_MARK = sample_mark()

MAIN_ABILITIES = 2
"""How many abilities a short label shows; the rest is "…" (a collision shows them all)."""


def tags_words(tags: Iterable[str], language: str = _EN) -> str:
    """Tags as short words in catalogue order, a doubled tag as "Nature×2" ("Waves Sports")."""
    counts = Counter(tags)
    words = short_tags(language)
    return " ".join(words[t] + (f"×{counts[t]}" if counts[t] > 1 else "") for t in words if counts[t])


def _ability_words(card: Any, language: str) -> list[str]:
    """Scoring abilities first (what a player looks for), then placement actions."""
    return ([ability_text(a, "short", language) for a in card.scoring]
            + [placement_text(a, "short", language) for a in card.placement])


def contents_label(card: Any, *, full: bool = False, language: str = _EN) -> str:
    """A card by its contents, never its name: "Beach · Waves Sports · ring 2 tourists 4".

    The short label shows the first ``MAIN_ABILITIES`` abilities then "…"; ``full`` shows all."""
    words = _ability_words(card, language)
    if not full and len(words) > MAIN_ABILITIES:
        words = words[:MAIN_ABILITIES] + ["…"]
    no_tags = lang.text("card.label_no_tags", language)
    parts = [lang.text(_ROW_KEYS[card.row], language), tags_words(card.tags, language) or no_tags, *words]
    return SEPARATOR.join(parts)


def _setup_words(tile: Any, language: str) -> list[str]:
    """The tile's setup bonus as one label part ("setup 2 sand dollars, 1 local"), none when it gives nothing."""
    setup = tile.setup
    parts = ([counted(setup.sand_dollars, "card.n_sand_dollars", language)] if setup.sand_dollars else []) + [
        people(count, person, "long", language) for count, person in ((setup.locals, "local"),
                                                                       (setup.tourists, "tourist")) if count]
    return [lang.text("card.label_setup", language, parts=lang.listed(parts, language))] if parts else []


def tile_contents_label(tile: Any, language: str = _EN) -> str:
    """A starting tile by its contents: "2 VIPs · setup 1 local · wants Business Sports, 1 per match ·
    Waves / Local" (beach / street); the setup part only when the tile gives something at setup."""
    tags, symbols = short_tags(language), short_symbols(language)
    wants = " ".join(tags.get(w, symbols.get(w, w)) for w in tile.footprint.wants)
    no_tags = lang.text("card.label_no_tags", language)
    halves = f"{tags_words(tile.beach.tags, language) or no_tags} / {tags_words(tile.street.tags, language) or no_tags}"
    vips = counted(tile.vips, "card.label_vips", language)
    wanted = lang.text("card.label_wants", language, wants=wants, points=tile.footprint.points_per_match)
    return SEPARATOR.join((vips, *_setup_words(tile, language), wanted, halves))


def _with_sample(label: str, sample: bool, language: str) -> str:
    return label + sample_mark(language) if sample else label


def content_label(record: Any, *, full: bool = False, language: str = _EN) -> str:
    """How players read one record (a feature card or a starting tile): its name if it has one, else its
    contents; samples say so."""
    if record.name.strip():
        return _with_sample(record.name.strip(), record.sample, language)
    text = (contents_label(record, full=full, language=language) if hasattr(record, "row")
            else tile_contents_label(record, language))
    return _with_sample(text, record.sample, language)


def _numbered(labels: Mapping[str, str], mark: str = SAMPLE_MARK) -> dict[str, str]:
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
            elif label.endswith(mark):
                found[record_id] = f"{label.removesuffix(mark)} #{number}{mark}"
            else:
                found[record_id] = f"{label} #{number}"
    return found


def card_labels(cards: Iterable[Any], language: str = _EN, *, full: bool = False) -> dict[str, str]:
    """A unique label for every card, by id (see the module docstring for how collisions resolve);
    ``full``: every unnamed card with all its abilities, never "…" (where a sentence must not be cut)."""
    cards = list(cards)
    short = {c.id: content_label(c, full=full, language=language) for c in cards}
    counts = Counter(short.values())
    # Unnamed cards whose short labels collide show all their abilities, so different contents differ.
    labels = {c.id: content_label(c, full=True, language=language)
              if counts[short[c.id]] > 1 and not c.name.strip() else short[c.id] for c in cards}
    return _numbered(labels, sample_mark(language))


def tile_labels(tiles: Iterable[Any], language: str = _EN) -> dict[str, str]:
    """A unique label for every starting tile, by id ("#2" for identical ones)."""
    return _numbered({t.id: content_label(t, language=language) for t in tiles}, sample_mark(language))
