"""Form values for entering a card or a starting tile: the field table, building and validating models.

Pure helpers behind ``webapp.cards.form`` (no Streamlit): the fields of every placement action,
scoring ability and ring kind; ``build_card`` / ``build_starting_tile`` that turn form values
(plain dicts, as the widgets hold them) into validated models or clear sentences saying what to
fix; ``card_values`` / ``tile_values`` that turn a model back into form values for editing.
Cards built here are the user's own: never samples. Nothing is saved and no game rule computed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Iterable, Mapping

from pydantic import Field, TypeAdapter, ValidationError

from card_db.limits import MAX_RINGS_PER_CARD, MAX_RING_SIZE
from card_db.models import (
    TAGS,
    FeatureCard,
    PlacementAction,
    RingAbility,
    ScoringAbility,
    StartingTile,
    Tag,
)
from webapp.cards.text import ROW_LABELS

# --- the field table (pure) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One input of a placement action or ability row: its model field, label, widget and default."""

    name: str
    label: str
    widget: str
    """"int", "tag", "tags", "symbol", "person_add" or "person_move"."""
    default: Any
    low: int = 0
    high: int = 99


def _points(default: int = 2, label: str = "Points") -> FieldSpec:
    return FieldSpec("points", label, "int", default, -99, 99)


_TAG = FieldSpec("tag", "Tag", "tag", "nature")

PLACEMENT_LABELS: dict[str, str] = {
    "gain_sand_dollars": "Gain sand dollars",
    "add_people": "Add locals or tourists",
    "move_people": "Move people",
    "move_here": "Move people here (from anywhere)",
}

ABILITY_LABELS: dict[str, str] = {
    "adjacent_tag": "Adjacent to a tag",
    "adjacent_two_or_more": "Adjacent to 2+ of a tag",
    "adjacent_one_or_more": "Adjacent: 1 of a tag / 2+ of it",
    "adjacent_all_of": "Adjacent to all of several tags",
    "adjacent_symbol": "Adjacent to a symbol (sand dollar, people, ring)",
    "not_adjacent_symbol": "NOT adjacent to a symbol",
    "chain": "Chain: fixed points",
    "chain_per_tag": "Chain: points per tag",
    "tags_in_city": "Tags anywhere in the city",
    "unspent_sand_dollars": "Unspent sand dollars",
}

RING_LABELS: dict[str, str] = {
    "ring": "Ring with pictured people",
    "any_number_ring": "Any number of people (1 or more)",
}

FIELDS: dict[str, tuple[FieldSpec, ...]] = {
    "gain_sand_dollars": (FieldSpec("amount", "Sand dollars", "int", 1, 1, 99),),
    "add_people": (
        FieldSpec("count", "How many", "int", 1, 1, 99),
        FieldSpec("person", "Who", "person_add", "tourist"),
    ),
    "move_people": (
        FieldSpec("count", "Up to how many people", "int", 1, 1, 99),
        FieldSpec("person", "Who", "person_move", "any"),
        FieldSpec("distance", "Up to how many spaces each", "int", 1, 1, 99),
    ),
    "move_here": (FieldSpec("count", "Up to how many people", "int", 3, 1, 99),),
    "adjacent_tag": (_TAG, _points()),
    "adjacent_two_or_more": (_TAG, _points(5)),
    "adjacent_one_or_more": (
        _TAG,
        FieldSpec("one_points", "Points for exactly 1", "int", 3, -99, 99),
        FieldSpec("more_points", "Points for 2 or more", "int", 5, -99, 99),
    ),
    "adjacent_all_of": (FieldSpec("tags", "Tags (all needed)", "tags", []), _points(8)),
    "adjacent_symbol": (FieldSpec("symbol", "Symbol", "symbol", "people"), _points()),
    "not_adjacent_symbol": (FieldSpec("symbol", "Symbol", "symbol", "ring"), _points()),
    "chain": (_TAG, FieldSpec("minimum", "Minimum tags in the chain", "int", 3, 1, 99), _points(3)),
    "chain_per_tag": (
        _TAG,
        FieldSpec("minimum", "Minimum tags in the chain", "int", 5, 1, 99),
        FieldSpec("points_per_tag", "Points per tag", "int", 1, -99, 99),
    ),
    "tags_in_city": (
        _TAG,
        FieldSpec("per", "For every ... tags", "int", 2, 1, 99),
        _points(1, "Points each time"),
    ),
    "unspent_sand_dollars": (
        FieldSpec("per", "For every ... sand dollars", "int", 2, 1, 99),
        _points(1, "Points each time"),
    ),
    "ring": (  # a ring pictures at most MAX_RING_SIZE people in all; the model says so when the sum is over
        FieldSpec("locals", "Locals", "int", 0, 0, MAX_RING_SIZE),
        FieldSpec("tourists", "Tourists", "int", 1, 0, MAX_RING_SIZE),
        FieldSpec("vips", "VIPs", "int", 0, 0, MAX_RING_SIZE),
        FieldSpec("any", "Any type", "int", 0, 0, MAX_RING_SIZE),
        _points(3),
    ),
    "any_number_ring": (_points(3),),
}

# Row sections of the forms; each starting tile half has its own ring rows.
SECTION_LABELS: dict[str, dict[str, str]] = {
    "placement": PLACEMENT_LABELS,
    "abilities": ABILITY_LABELS,
    "rings": RING_LABELS,
    "beach-rings": RING_LABELS,
    "street-rings": RING_LABELS,
}
SECTION_NOUNS = {"placement": "Placement action", "abilities": "Scoring ability", "rings": "Ring",
                 "beach-rings": "Ring", "street-rings": "Ring"}
SECTION_LIMITS = {"placement": 6, "abilities": 8, "rings": MAX_RINGS_PER_CARD, "beach-rings": MAX_RINGS_PER_CARD,
                  "street-rings": MAX_RINGS_PER_CARD}

PERSON_LABELS = {"local": "Locals", "tourist": "Tourists", "vip": "VIPs", "any": "Any type"}
FIELD_WORDS = {
    "name": "Name",
    "row": "Row",
    "tags": "Tags",
    "placement": "Placement actions",
    "scoring": "Scoring abilities",
    "notes": "Notes",
    "vips": "VIPs",
    "wants": "What the VIPs want",
    "points_per_match": "Points per match",
    "sand_dollars": "Setup sand dollars",
    "locals": "Setup locals",
    "tourists": "Setup tourists",
    "symbols": "Symbols",
    "rings": "Rings",
}

_PLACEMENT = TypeAdapter(PlacementAction)
_ABILITY = TypeAdapter(ScoringAbility)
_RING = TypeAdapter(Annotated[RingAbility, Field(discriminator="kind")])


def row_dict(kind: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The model dict of one row: its ``kind`` and only the fields that kind needs (defaults filled)."""
    found: dict[str, Any] = {"kind": kind}
    for spec in FIELDS[kind]:
        value = values.get(spec.name, spec.default)
        found[spec.name] = tuple(value) if spec.widget == "tags" else value
    return found


def row_values(model: Any) -> dict[str, Any]:
    """A placement action, ability or ring as form row values (``kind`` plus its fields)."""
    data = model.model_dump()
    return {"kind": data["kind"], **{spec.name: _listed(data[spec.name]) for spec in FIELDS[data["kind"]]}}


def _listed(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def tags_from_choice(once: Iterable[str], twice: Iterable[str]) -> tuple[Tag, ...]:
    """Tags from the two pickers: a tag in "printed twice" counts 2, else 1 if picked; catalogue order."""
    once_set, twice_set = set(once or ()), set(twice or ())
    found: list[Tag] = []
    for tag in TAGS:
        found += [tag] * (2 if tag in twice_set else 1 if tag in once_set else 0)
    return tuple(found)


def choice_from_tags(tags: Iterable[str]) -> tuple[list[str], list[str]]:
    """The two pickers' values for a card's tags (the inverse of ``tags_from_choice`` up to 2 per tag)."""
    tags = list(tags)
    return [t for t in TAGS if t in tags], [t for t in TAGS if tags.count(t) >= 2]


def _phrase(error: Mapping[str, Any]) -> str:
    """A pydantic error as the end of a sentence ("must be at least 1")."""
    ctx = error.get("ctx") or {}
    match error["type"]:
        case "greater_than_equal":
            return f"must be at least {ctx.get('ge')}"
        case "less_than_equal":
            return f"must be at most {ctx.get('le')}"
        case "string_too_short":
            return "is required"
        case "string_too_long":
            return f"must be at most {ctx.get('max_length')} characters"
        case "too_short":
            return f"must have at least {ctx.get('min_length')}"
        case "too_long":
            return f"must have at most {ctx.get('max_length')}"
        case "string_pattern_mismatch":
            return "may only use lowercase letters, digits, '-' and '_'"
        case "value_error":
            return str(error["msg"]).removeprefix("Value error, ")
        case _:
            return str(error["msg"])


def error_sentences(error: ValidationError, where: str = "") -> list[str]:
    """Every error of ``error`` as one sentence, naming the part of the form and how to fix it."""
    sentences = []
    for item in error.errors():
        loc = [str(p) for p in item.get("loc", ()) if not isinstance(p, int)]
        # The discriminator value ("chain") is part of the location: it says nothing new here.
        # "function-after[...]" names a model validator, not a field.
        loc = [p for p in loc if p not in FIELDS and "[" not in p]
        field = loc[-1] if loc else ""
        word = _field_word(field)
        text = _phrase(item)
        body = text if item["type"] == "value_error" or not word else f"{word} {text}"
        if item["type"] == "value_error" and word and body.startswith("the text "):
            body = f"{word} {body.removeprefix('the text ')}"  # a text rule (card_db.text): say which box
        sentence = f"{where}: {body}" if where else body
        sentences.append(sentence[0].upper() + sentence[1:] + ("" if sentence.endswith(".") else "."))
    return sentences


def _field_word(field: str) -> str:
    """A field as its form label, in lower case ("minimum tags in the chain")."""
    if field in FIELD_WORDS:
        return FIELD_WORDS[field].lower()
    for specs in FIELDS.values():
        for spec in specs:
            if spec.name == field:
                return spec.label.lower()
    return field.replace("_", " ")


def _rows(section: str, rows: Iterable[Mapping[str, Any]], adapter: TypeAdapter, errors: list[str]) -> list[Any]:
    built = []
    for number, values in enumerate(rows, start=1):
        kind = values.get("kind")
        if kind not in SECTION_LABELS[section]:
            errors.append(f"{SECTION_NOUNS[section]} {number}: choose what it does.")
            continue
        try:
            built.append(adapter.validate_python(row_dict(kind, values)))
        except ValidationError as error:
            errors += error_sentences(error, f"{SECTION_NOUNS[section]} {number} ({SECTION_LABELS[section][kind]})")
    return built


def _limit(section: str, rows: list, errors: list[str], where: str = "") -> None:
    if len(rows) > SECTION_LIMITS[section]:
        errors.append(f"{where}{SECTION_NOUNS[section]}s: at most {SECTION_LIMITS[section]}; remove some.")


def build_card(values: Mapping[str, Any], card_id: str) -> tuple[FeatureCard | None, list[str]]:
    """A validated user card (never a sample) from form values, or ``(None, sentences)`` saying what to fix.

    ``values``: name, row, tags_once, tags_twice, placement / abilities / rings (lists of row
    values with a ``kind``), end_of_beach, notes."""
    errors: list[str] = []
    # Optional: the printed cards most likely have no name; a card is then known by its contents.
    name = str(values.get("name") or "").strip()
    row = values.get("row")
    if row not in ROW_LABELS:
        errors.append("Row: choose beach or street (the colour of the card's back).")
    tags = tags_from_choice(values.get("tags_once", ()), values.get("tags_twice", ()))
    if len(tags) > 6:
        errors.append(f"Tags: a card has at most 6 tags; {len(tags)} are picked.")
    placement = _rows("placement", values.get("placement", ()), _PLACEMENT, errors)
    abilities = _rows("abilities", values.get("abilities", ()), _ABILITY, errors)
    rings = _rows("rings", values.get("rings", ()), _RING, errors)
    _limit("placement", placement, errors)
    scoring = abilities + rings
    if values.get("end_of_beach"):
        scoring.append({"kind": "end_of_beach"})
        if row == "street":
            errors.append("End of beach: this icon is only on beach cards; set the row to beach or untick it.")
    if len(scoring) > 8:
        errors.append("Scoring abilities and rings: at most 8 in all; remove some.")
    if errors:
        return None, errors
    try:
        card = FeatureCard.model_validate(
            {
                "id": card_id,
                "name": name,
                "row": row,
                "tags": tags,
                "placement": placement,
                "scoring": scoring,
                "sample": False,
                "notes": str(values.get("notes") or "").strip(),
            }
        )
    except ValidationError as error:
        return None, error_sentences(error)
    return card, []


def card_values(card: FeatureCard) -> dict[str, Any]:
    """Form values showing ``card`` (for editing): the inverse of ``build_card``."""
    once, twice = choice_from_tags(card.tags)
    return {
        "name": card.name,
        "row": card.row,
        "tags_once": once,
        "tags_twice": twice,
        "placement": [row_values(a) for a in card.placement],
        "abilities": [row_values(a) for a in card.scoring if a.kind in ABILITY_LABELS],
        "rings": [row_values(a) for a in card.scoring if a.kind in RING_LABELS],
        "end_of_beach": card.is_end_of_beach,
        "notes": card.notes,
    }


HALVES = ("beach", "street")


def build_starting_tile(values: Mapping[str, Any], tile_id: str) -> tuple[StartingTile | None, list[str]]:
    """A validated user starting tile (never a sample) from form values, or ``(None, sentences)``.

    ``values``: name, vips, sand_dollars, locals, tourists, wants, points_per_match, notes, and for
    each half ("beach", "street") a dict of tags_once, tags_twice, symbols, rings."""
    errors: list[str] = []
    name = str(values.get("name") or "").strip()  # optional, as for cards
    if values.get("vips") not in (1, 2):
        errors.append("VIPs: choose 1 or 2 (the VIPs pictured on the tile).")
    if not values.get("wants"):
        errors.append("What the VIPs want: pick at least one tag or symbol from the tile's footprint icon.")
    halves: dict[str, dict[str, Any]] = {}
    for half in HALVES:
        half_values = values.get(half) or {}
        where = f"{ROW_LABELS[half]} half, "
        tags = tags_from_choice(half_values.get("tags_once", ()), half_values.get("tags_twice", ()))
        if len(tags) > 4:
            errors.append(f"{where}tags: at most 4 on one half; {len(tags)} are picked.")
        ring_errors: list[str] = []
        rings = _rows("rings", half_values.get("rings", ()), _RING, ring_errors)
        errors += [where + e[0].lower() + e[1:] for e in ring_errors]
        _limit("rings", rings, errors, where)
        halves[half] = {"tags": tags, "symbols": tuple(half_values.get("symbols") or ()), "rings": rings}
    if errors:
        return None, errors
    try:
        tile = StartingTile.model_validate(
            {
                "id": tile_id,
                "name": name,
                "vips": values.get("vips", 1),
                "setup": {
                    "sand_dollars": values.get("sand_dollars", 0),
                    "locals": values.get("locals", 0),
                    "tourists": values.get("tourists", 0),
                },
                "footprint": {"wants": tuple(values.get("wants") or ()),
                              "points_per_match": values.get("points_per_match", 1)},
                "beach": halves["beach"],
                "street": halves["street"],
                "sample": False,
                "notes": str(values.get("notes") or "").strip(),
            }
        )
    except ValidationError as error:
        return None, error_sentences(error)
    return tile, []


def tile_values(tile: StartingTile) -> dict[str, Any]:
    """Form values showing ``tile`` (for editing): the inverse of ``build_starting_tile``."""
    found: dict[str, Any] = {
        "name": tile.name,
        "vips": tile.vips,
        "sand_dollars": tile.setup.sand_dollars,
        "locals": tile.setup.locals,
        "tourists": tile.setup.tourists,
        "wants": list(tile.footprint.wants),
        "points_per_match": tile.footprint.points_per_match,
        "notes": tile.notes,
    }
    for half in HALVES:
        printed = getattr(tile, half)
        once, twice = choice_from_tags(printed.tags)
        found[half] = {
            "tags_once": once,
            "tags_twice": twice,
            "symbols": list(printed.symbols),
            "rings": [row_values(r) for r in printed.rings],
        }
    return found


