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
from typing import Iterable, Mapping, assert_never

from card_db.models import (
    TAGS,
    AddPeople,
    AdjacentAllOf,
    AdjacentOneOrMore,
    AdjacentSymbol,
    AdjacentTag,
    AdjacentTwoOrMore,
    AnyNumberRing,
    Chain,
    ChainPerTag,
    EndOfBeach,
    FeatureCard,
    GainSandDollars,
    MoveHere,
    MovePeople,
    NotAdjacentSymbol,
    PlacementAction,
    Ring,
    ScoringAbility,
    StartingTile,
    TagsInCity,
    UnspentSandDollars,
)

SEPARATOR = " · "
SAMPLE_MARK = " (sample)"

SHORT_TAGS: dict[str, str] = {
    "local": "Local",
    "tourist": "Tourist",
    "business": "Business",
    "sports": "Sports",
    "nature": "Nature",
    "wave": "Waves",
}
"""One word per tag, so a label stays short on a phone."""

_SYMBOL_WORDS = {"sand_dollar": "sand dollar", "people": "people", "ring": "ring"}
_PERSON_WORDS = {"local": ("local", "locals"), "tourist": ("tourist", "tourists"), "vip": ("VIP", "VIPs"),
                 "any": ("any", "any")}

MAIN_ABILITIES = 2
"""How many abilities a short label shows; the rest is "…" (a collision shows them all)."""


def _people(count: int, person: str) -> str:
    singular, plural = _PERSON_WORDS[person]
    return f"{count} {singular if count == 1 else plural}"


def tags_words(tags: Iterable[str]) -> str:
    """Tags as short words in catalogue order, a doubled tag as "Nature×2" ("Waves Sports")."""
    counts = Counter(tags)
    return " ".join(SHORT_TAGS[t] + (f"×{counts[t]}" if counts[t] > 1 else "") for t in TAGS if counts[t])


def placement_words(action: PlacementAction) -> str:
    """A placement action in a few words ("+2 sand dollars", "move 2 tourists 1 space")."""
    match action:
        case GainSandDollars(amount=amount):
            return f"+{amount} sand dollar{'s' if amount != 1 else ''}"
        case AddPeople(person=person, count=count):
            return f"add {_people(count, person)}"
        case MovePeople(person=person, count=count, distance=distance):
            return f"move {_people(count, person)} {distance} space{'s' if distance != 1 else ''}"
        case MoveHere(count=count):
            return f"move {count} here"
        case _:
            assert_never(action)


def ability_words(ability: ScoringAbility) -> str:
    """A scoring ability in a few words, points last ("ring 2 tourists 4", "chain 3+ Nature 3")."""
    match ability:
        case AdjacentTag(tag=tag, points=points):
            return f"next to {SHORT_TAGS[tag]} {points}"
        case AdjacentSymbol(symbol=symbol, points=points):
            return f"next to {_SYMBOL_WORDS[symbol]} {points}"
        case NotAdjacentSymbol(symbol=symbol, points=points):
            return f"not next to {_SYMBOL_WORDS[symbol]} {points}"
        case AdjacentTwoOrMore(tag=tag, points=points):
            return f"next to 2+ {SHORT_TAGS[tag]} {points}"
        case AdjacentAllOf(tags=tags, points=points):
            return f"next to {'+'.join(SHORT_TAGS[t] for t in TAGS if t in tags)} {points}"
        case AdjacentOneOrMore(tag=tag, one_points=one, more_points=more):
            return f"next to {SHORT_TAGS[tag]} {one}/2+ {more}"
        case Chain(tag=tag, minimum=minimum, points=points):
            return f"chain {minimum}+ {SHORT_TAGS[tag]} {points}"
        case ChainPerTag(tag=tag, minimum=minimum, points_per_tag=per_tag):
            return f"chain {minimum}+ {SHORT_TAGS[tag]} {per_tag} each"
        case UnspentSandDollars(per=per, points=points):
            return f"{points} per {per} sand dollars"
        case TagsInCity(tag=tag, per=per, points=points):
            return f"{points} per {per} {SHORT_TAGS[tag]} in city"
        case Ring():
            parts = [_people(n, person) for n, person in ((ability.locals, "local"), (ability.tourists, "tourist"),
                                                          (ability.vips, "vip"), (ability.any, "any")) if n]
            return f"ring {' '.join(parts)} {ability.points}"
        case AnyNumberRing(points=points):
            return f"ring any number {points}"
        case EndOfBeach():
            return "end of beach"
        case _:
            assert_never(ability)


def _ability_words(card: FeatureCard) -> list[str]:
    """Scoring abilities first (what a player looks for), then placement actions."""
    return [ability_words(a) for a in card.scoring] + [placement_words(a) for a in card.placement]


def contents_label(card: FeatureCard, *, full: bool = False) -> str:
    """A card by its contents, never its name: "Beach · Waves Sports · ring 2 tourists 4".

    The short label shows the first ``MAIN_ABILITIES`` abilities then "…"; ``full`` shows all."""
    words = _ability_words(card)
    if not full and len(words) > MAIN_ABILITIES:
        words = words[:MAIN_ABILITIES] + ["…"]
    parts = ["Beach" if card.row == "beach" else "Street", tags_words(card.tags) or "no tags", *words]
    return SEPARATOR.join(parts)


def tile_contents_label(tile: StartingTile) -> str:
    """A starting tile by its contents: "2 VIPs · wants Business Sports · Waves / Local" (beach / street)."""
    wants = " ".join(SHORT_TAGS.get(w, _SYMBOL_WORDS.get(w, w)) for w in tile.footprint.wants)
    halves = f"{tags_words(tile.beach.tags) or 'no tags'} / {tags_words(tile.street.tags) or 'no tags'}"
    vips = f"{tile.vips} VIP{'s' if tile.vips != 1 else ''}"
    return SEPARATOR.join((vips, f"wants {wants}", halves))


def _with_sample(label: str, sample: bool) -> str:
    return label + SAMPLE_MARK if sample else label


def content_label(record: FeatureCard | StartingTile, *, full: bool = False) -> str:
    """How players read one record: its name if it has one, else its contents; samples say so."""
    if record.name.strip():
        return _with_sample(record.name.strip(), record.sample)
    text = contents_label(record, full=full) if isinstance(record, FeatureCard) else tile_contents_label(record)
    return _with_sample(text, record.sample)


def canonical(ability: ScoringAbility) -> ScoringAbility:
    """``ability`` with the tags of "next to all of" in catalogue order (a set on the card, not a list)."""
    if isinstance(ability, AdjacentAllOf):
        return ability.model_copy(update={"tags": tuple(sorted(ability.tags, key=TAGS.index))})
    return ability


def same_contents(a: FeatureCard, b: FeatureCard) -> bool:
    """True when two cards carry the same printed icons (row, tags, abilities); names and ids aside.

    Tags are compared as a multiset, like the tags of "next to all of": the order they were
    entered in is not printed."""
    return (a.row, Counter(a.tags), a.placement, tuple(map(canonical, a.scoring))) == (
        b.row, Counter(b.tags), b.placement, tuple(map(canonical, b.scoring)))


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


def card_labels(cards: Iterable[FeatureCard]) -> dict[str, str]:
    """A unique label for every card, by id (see the module docstring for how collisions resolve)."""
    cards = list(cards)
    short = {c.id: content_label(c) for c in cards}
    counts = Counter(short.values())
    # Unnamed cards whose short labels collide show all their abilities, so different contents differ.
    labels = {c.id: content_label(c, full=True) if counts[short[c.id]] > 1 and not c.name.strip() else short[c.id]
              for c in cards}
    return _numbered(labels)


def tile_labels(tiles: Iterable[StartingTile]) -> dict[str, str]:
    """A unique label for every starting tile, by id ("#2" for identical ones)."""
    return _numbered({t.id: content_label(t) for t in tiles})
