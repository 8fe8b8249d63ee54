"""The card entry keypad's draft: a half-entered card as plain data, and every tap as a pure change.

A draft is a JSON-ready dict (it lives in ``st.session_state`` and in the page URL, so a reload
keeps it): ``row``, ``tags`` (tag -> 0, 1 or 2 printed), ``items`` (the card's abilities in the
order tapped, each a ``card_values`` row dict with a ``uid``), ``name`` (optional), ``next``
(the next free ``uid``) and, once it is in a URL, ``id`` (which card this is: a URL that still carries a
card already saved is recognised, see ``webapp.cards.keypad``). ``SHAPES`` are the one-tap shapes of the rulebook's Action and Ability
Guide, with the usual numbers preset; ``NUMBER_CHOICES`` the numbers offered as one tap each.
``draft_card`` turns a draft into a validated card through ``webapp.cards.values.build_card``.
Pure: no Streamlit, nothing saved, no game rule computed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import lang
from card_db.catalogue import Catalogue
from card_db.models import TAGS, FeatureCard, canonical, same_contents
from lang import DEFAULT_LANGUAGE
from webapp.cards.values import (
    ABILITY_LABELS,
    FIELDS,
    PLACEMENT_LABELS,
    RING_LABELS,
    build_card,
    field_label,
    row_dict,
)

Draft = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Shape:
    """One button of the keypad: an ability kind with its usual numbers preset."""

    id: str
    key: str
    """The catalogue key of its label ("cards.shape_next_to": "Next to tag"); ``shape_label`` says it."""
    kind: str
    icon: str
    """A Material icon (bundled with Streamlit: phones without an emoji font still show it)."""
    preset: tuple[tuple[str, Any], ...] = ()


SHAPES: tuple[Shape, ...] = (
    # The common shapes first; every shape is shown, one tap each.
    Shape("ring", "cards.shape_ring", "ring", ":material/radio_button_unchecked:"),
    Shape("next_to", "cards.shape_next_to", "adjacent_tag", ":material/arrow_forward:"),
    Shape("chain", "cards.shape_chain", "chain", ":material/link:"),
    Shape("gain", "cards.shape_gain", "gain_sand_dollars", ":material/paid:"),
    Shape("add", "cards.shape_add", "add_people", ":material/person_add:"),
    Shape("move", "cards.shape_move", "move_people", ":material/directions_walk:"),
    Shape("next_to_2", "cards.shape_next_to_2", "adjacent_two_or_more", ":material/keyboard_double_arrow_right:"),
    Shape("one_or_more", "cards.shape_one_or_more", "adjacent_one_or_more", ":material/compare_arrows:"),
    Shape("chain_each", "cards.shape_chain_each", "chain_per_tag", ":material/add_link:"),
    Shape("ring_any", "cards.shape_ring_any", "any_number_ring", ":material/all_inclusive:"),
    Shape("near_symbol", "cards.shape_near_symbol", "adjacent_symbol", ":material/east:"),
    Shape("not_near_ring", "cards.shape_not_near_ring", "not_adjacent_symbol", ":material/block:"),
    # The guide's example needs four different attributes: start from four, swap one in two taps.
    Shape("all_of", "cards.shape_all_of", "adjacent_all_of", ":material/select_all:",
          (("tags", ("local", "tourist", "business", "sports")),)),
    Shape("in_city", "cards.shape_in_city", "tags_in_city", ":material/location_city:"),
    Shape("unspent", "cards.shape_unspent", "unspent_sand_dollars", ":material/savings:"),
    Shape("move_here", "cards.shape_move_here", "move_here", ":material/move_down:"),
    Shape("end_of_beach", "cards.shape_end_of_beach", "end_of_beach", ":material/flag:"),
)
SHAPES_BY_ID = {s.id: s for s in SHAPES}


def shape_label(shape: Shape, language: str = DEFAULT_LANGUAGE) -> str:
    """A keypad button's words in ``language`` ("Next to tag", "Neben Symbol")."""
    return lang.text(shape.key, language)

NUMBER_CHOICES: dict[str, tuple[int, ...]] = {
    "points": (-4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8),
    "count": (1, 2, 3, 4),
    "people": (0, 1, 2, 3),
    "small": (1, 2, 3, 4, 5),
}
"""The numbers offered as one tap each, by field; a value outside is kept and shown too."""

_PEOPLE_FIELDS = {"locals", "tourists", "vips", "any"}
_POINT_FIELDS = {"points", "one_points", "more_points", "points_per_tag"}
TAG_LIMIT = 2
"""A tag is printed at most twice on a card (tap once: one tag, twice: two, a third tap: none)."""


def number_choices(field: str, value: int) -> tuple[int, ...]:
    """The one-tap numbers for ``field``, with ``value`` added when it is not among them."""
    group = ("points" if field in _POINT_FIELDS else "people" if field in _PEOPLE_FIELDS
             else "count" if field in ("count", "amount", "distance") else "small")
    choices = NUMBER_CHOICES[group]
    return choices if value in choices else tuple(sorted((*choices, value)))


def section_of(kind: str) -> str:
    """Which part of the card an item kind belongs to: placement, abilities, rings or end_of_beach."""
    if kind in PLACEMENT_LABELS:
        return "placement"
    if kind in RING_LABELS:
        return "rings"
    if kind in ABILITY_LABELS:
        return "abilities"
    if kind == "end_of_beach":
        return "end_of_beach"
    raise ValueError(f"unknown ability kind {kind!r}")


def new_draft(row: str | None = None) -> Draft:
    """An empty card; ``row`` is kept from the previous card when entering a pile of one row."""
    return {"row": row, "tags": {}, "items": [], "name": "", "next": 0}


def set_row(draft: Draft, row: str) -> Draft:
    """The draft on ``row`` (beach or street)."""
    return {**draft, "row": row}


def tap_tag(draft: Draft, tag: str) -> Draft:
    """One tap on a tag: printed once, twice, then not at all."""
    tags = dict(draft["tags"])
    tags[tag] = (tags.get(tag, 0) + 1) % (TAG_LIMIT + 1)
    if not tags[tag]:
        del tags[tag]
    return {**draft, "tags": tags}


def tag_tuple(draft: Draft) -> tuple[str, ...]:
    """The draft's tags in catalogue order, a doubled tag twice."""
    return tuple(t for t in TAGS for _ in range(draft["tags"].get(t, 0)))


OWN_TAG_KINDS = ("chain", "chain_per_tag", "tags_in_city")
"""Abilities that usually count a tag the card carries itself: their tag starts as the card's first."""


def preset_values(shape: Shape, card_tags: tuple[str, ...]) -> dict[str, Any]:
    """The fields a shape starts with: its usual numbers; a chain's tag is the card's own first tag."""
    values = row_dict(shape.kind, dict(shape.preset))
    if shape.kind in OWN_TAG_KINDS and card_tags:
        values["tag"] = card_tags[0]
    return {key: list(value) if isinstance(value, tuple) else value for key, value in values.items()}


def add_shape(draft: Draft, shape_id: str) -> Draft:
    """One tap on a shape: the ability added with its usual numbers (end of beach at most once)."""
    shape = SHAPES_BY_ID[shape_id]
    if shape.kind == "end_of_beach" and any(i["kind"] == "end_of_beach" for i in draft["items"]):
        return draft
    values = {} if shape.kind == "end_of_beach" else preset_values(shape, tag_tuple(draft))
    item = {**values, "kind": shape.kind, "uid": draft["next"]}
    return {**draft, "items": [*draft["items"], item], "next": draft["next"] + 1}


def set_field(draft: Draft, uid: int, field: str, value: Any) -> Draft:
    """One item's field set to ``value`` (a tag, a person, a number...)."""
    if field == "tags":  # "next to all of": a set of tags, kept in catalogue order
        value = [t for t in TAGS if t in value]
    items = [{**item, field: value} if item["uid"] == uid else item for item in draft["items"]]
    return {**draft, "items": items}


def remove_item(draft: Draft, uid: int) -> Draft:
    """The draft without item ``uid``."""
    return {**draft, "items": [i for i in draft["items"] if i["uid"] != uid]}


def set_name(draft: Draft, name: str) -> Draft:
    """The optional printed name."""
    return {**draft, "name": name}


def is_blank(draft: Draft) -> bool:
    """True when nothing but the row was entered."""
    return not draft["tags"] and not draft["items"] and not draft["name"].strip()


def form_values(draft: Draft) -> dict[str, Any]:
    """The draft as ``card_values.build_card`` values (its sections and tag pickers)."""
    tags = draft["tags"]
    sections: dict[str, list[dict[str, Any]]] = {"placement": [], "abilities": [], "rings": []}
    for item in draft["items"]:
        section = section_of(item["kind"])
        if section != "end_of_beach":
            sections[section].append({k: v for k, v in item.items() if k != "uid"})
    return {
        "name": draft["name"],
        "row": draft["row"],
        "tags_once": [t for t in TAGS if tags.get(t, 0) >= 1],
        "tags_twice": [t for t in TAGS if tags.get(t, 0) >= 2],
        **sections,
        "end_of_beach": any(i["kind"] == "end_of_beach" for i in draft["items"]),
        "notes": "",
    }


def draft_card(draft: Draft, card_id: str = "new",
               language: str = DEFAULT_LANGUAGE) -> tuple[FeatureCard | None, list[str]]:
    """The draft as a validated card, or ``(None, sentences)`` saying what to fix in ``language``."""
    if draft["row"] is None:
        return None, [lang.text("cards.refuse_row_keypad", language)]
    return build_card(form_values(draft), card_id, language)


def same_as(card: FeatureCard, catalogue: Catalogue) -> FeatureCard | None:
    """The first card of the user's (non-sample) catalogue with the same printed contents, or ``None``."""
    return next((c for c in sorted(catalogue.cards.values(), key=lambda c: c.id)
                 if not c.sample and c.id != card.id and same_contents(c, card)), None)


# --- the draft in the URL -------------------------------------------------------------------

def encode(draft: Draft) -> str:
    """The draft as a compact string for the page URL."""
    return json.dumps(draft, separators=(",", ":"), ensure_ascii=False)


def decode(text: str) -> Draft | None:
    """A draft read back from the URL, or ``None`` when it is not one (a hand-edited or old URL)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        return None
    if not _is_draft(data):
        return None
    return data


_DRAFT_KEYS = {"row", "tags", "items", "name", "next"}
MAX_DRAFT_ID = 32


def with_id(draft: Draft, draft_id: str) -> Draft:
    """The draft named ``draft_id`` (kept while it is tapped; a new card gets a new one)."""
    return {**draft, "id": draft_id}


def _is_draft(data: Any) -> bool:
    if not isinstance(data, dict) or set(data) - {"id"} != _DRAFT_KEYS:
        return False
    if "id" in data and not (isinstance(data["id"], str) and 0 < len(data["id"]) <= MAX_DRAFT_ID):
        return False
    if data["row"] not in (None, "beach", "street") or not isinstance(data["name"], str):
        return False
    if not isinstance(data["tags"], dict) or not all(t in TAGS and v in (1, 2) for t, v in data["tags"].items()):
        return False
    if not isinstance(data["next"], int) or not isinstance(data["items"], list):
        return False
    return all(_is_item(item, data["next"]) for item in data["items"])


def _is_item(item: Any, next_uid: int) -> bool:
    if not isinstance(item, dict) or not isinstance(item.get("uid"), int) or item["uid"] >= next_uid:
        return False
    kind = item.get("kind")
    if kind == "end_of_beach":
        return set(item) == {"kind", "uid"}
    return kind in FIELDS and set(item) == {"kind", "uid", *(s.name for s in FIELDS[kind])}


# --- taps ---------------------------------------------------------------------------------------

Tap = tuple[Any, ...]
"""One tap on the keypad: ("row", row), ("tag", tag), ("shape", id),
("field", item index, field, value), ("save",)."""


def shape_for(kind: str) -> Shape:
    """The keypad button that adds an ability of ``kind``."""
    return next(s for s in SHAPES if s.kind == kind)


def tap_plan(card: FeatureCard, row_kept: str | None = None) -> tuple[Tap, ...]:
    """The taps that enter ``card`` on the keypad, Save included (for benchmarks and tests).

    ``row_kept``: the row still chosen from the previous card. Abilities are tapped in the order the
    keypad stores them: scoring abilities, rings, end of beach, then placement actions. A number the
    keypad does not offer raises ``ValueError`` (such a card needs the full form), so does a tag
    more than twice."""
    taps: list[Tap] = [] if card.row == row_kept else [("row", card.row)]
    for tag in TAGS:
        if card.tags.count(tag) > TAG_LIMIT:
            raise ValueError(f"{tag} is on the card {card.tags.count(tag)} times: a printed card shows a tag at most twice")
        taps += [("tag", tag)] * card.tags.count(tag)
    ordered = sorted(card.scoring, key=lambda a: ("abilities", "rings", "end_of_beach").index(section_of(a.kind)))
    for index, ability in enumerate((*ordered, *card.placement)):
        shape = shape_for(ability.kind)
        taps.append(("shape", shape.id))
        if ability.kind == "end_of_beach":
            continue
        preset = preset_values(shape, tuple(sorted(card.tags, key=TAGS.index)))
        for spec in FIELDS[ability.kind]:
            value = getattr(ability, spec.name)
            if spec.widget == "tags":
                # A multi choice: one tap per tag switched on or off.
                toggled = set(value) ^ set(preset[spec.name])
                taps += [("field", index, spec.name, t) for t in TAGS if t in toggled]
            elif value != preset[spec.name]:
                if spec.widget == "int" and value not in number_choices(spec.name, preset[spec.name]):
                    # For benchmarks and tests (no reader sees it): English.
                    raise ValueError(f"{field_label(spec)} {value} is not on the keypad: enter this card with the full form")
                taps.append(("field", index, spec.name, value))
    taps.append(("save",))
    return tuple(taps)


def keypad_order(card: FeatureCard) -> FeatureCard:
    """``card`` as the keypad saves it (tags in catalogue order; scoring as abilities, rings, end of
    beach), for comparing."""
    ordered = sorted(card.scoring, key=lambda a: ("abilities", "rings", "end_of_beach").index(section_of(a.kind)))
    tags = tuple(sorted(card.tags, key=TAGS.index))
    return card.model_copy(update={"scoring": tuple(map(canonical, ordered)), "tags": tags})
