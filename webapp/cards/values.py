"""Form values for entering a card or a starting tile: the field table, building and validating models.

Pure helpers behind ``webapp.cards.form`` (no Streamlit): the fields of every placement action,
scoring ability and ring kind; ``build_card`` / ``build_starting_tile`` that turn form values
(plain dicts, as the widgets hold them) into validated models or clear sentences saying what to
fix; ``card_values`` / ``tile_values`` that turn a model back into form values for editing.
Cards built here are the user's own: never samples. Nothing is saved and no game rule computed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field, TypeAdapter, ValidationError

import lang
from card_db.limits import MAX_RING_SIZE, MAX_RINGS_PER_CARD
from card_db.models import (
    TAGS,
    FeatureCard,
    PlacementAction,
    RingAbility,
    ScoringAbility,
    StartingTile,
    Tag,
)
from lang import DEFAULT_LANGUAGE
from webapp.cards.text import ROW_LABELS

# --- the field table (pure) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One input of a placement action or ability row: its model field, label, widget and default."""

    name: str
    key: str
    """The catalogue key of its label ("cards.field_points": "Points"); ``field_label`` says it."""
    widget: str
    """"int", "tag", "tags", "symbol", "person_add" or "person_move"."""
    default: Any
    low: int = 0
    high: int = 99


def field_label(spec: FieldSpec, language: str = DEFAULT_LANGUAGE) -> str:
    """The label of a row's input in ``language`` ("Points", "Punkte")."""
    return lang.text(spec.key, language)


def _points(default: int = 2, key: str = "cards.field_points") -> FieldSpec:
    return FieldSpec("points", key, "int", default, -99, 99)


_TAG = FieldSpec("tag", "cards.field_tag", "tag", "nature")

# Each kind's catalogue key, written out whole: tests/lang finds every key the code names.
PLACEMENT_LABELS: dict[str, str] = {
    "gain_sand_dollars": "cards.kind_gain_sand_dollars",
    "add_people": "cards.kind_add_people",
    "move_people": "cards.kind_move_people",
    "move_here": "cards.kind_move_here",
}

ABILITY_LABELS: dict[str, str] = {
    "adjacent_tag": "cards.kind_adjacent_tag",
    "adjacent_two_or_more": "cards.kind_adjacent_two_or_more",
    "adjacent_one_or_more": "cards.kind_adjacent_one_or_more",
    "adjacent_all_of": "cards.kind_adjacent_all_of",
    "adjacent_symbol": "cards.kind_adjacent_symbol",
    "not_adjacent_symbol": "cards.kind_not_adjacent_symbol",
    "chain": "cards.kind_chain",
    "chain_per_tag": "cards.kind_chain_per_tag",
    "tags_in_city": "cards.kind_tags_in_city",
    "unspent_sand_dollars": "cards.kind_unspent_sand_dollars",
}

RING_LABELS: dict[str, str] = {
    "ring": "cards.kind_ring",
    "any_number_ring": "cards.kind_any_number_ring",
}


def kind_label(kind: str, language: str = DEFAULT_LANGUAGE) -> str:
    """What a placement action, ability or ring kind does, as the form's choice names it, in ``language``."""
    return lang.text({**PLACEMENT_LABELS, **ABILITY_LABELS, **RING_LABELS}[kind], language)


FIELDS: dict[str, tuple[FieldSpec, ...]] = {
    "gain_sand_dollars": (FieldSpec("amount", "cards.field_amount", "int", 1, 1, 99),),
    "add_people": (
        FieldSpec("count", "cards.field_count", "int", 1, 1, 99),
        FieldSpec("person", "cards.field_person", "person_add", "tourist"),
    ),
    "move_people": (
        FieldSpec("count", "cards.field_move_count", "int", 1, 1, 99),
        FieldSpec("person", "cards.field_person", "person_move", "any"),
        FieldSpec("distance", "cards.field_distance", "int", 1, 1, 99),
    ),
    "move_here": (FieldSpec("count", "cards.field_move_count", "int", 3, 1, 99),),
    "adjacent_tag": (_TAG, _points()),
    "adjacent_two_or_more": (_TAG, _points(5)),
    "adjacent_one_or_more": (
        _TAG,
        FieldSpec("one_points", "cards.field_one_points", "int", 3, -99, 99),
        FieldSpec("more_points", "cards.field_more_points", "int", 5, -99, 99),
    ),
    "adjacent_all_of": (FieldSpec("tags", "cards.field_tags", "tags", []), _points(8)),
    "adjacent_symbol": (FieldSpec("symbol", "cards.field_symbol", "symbol", "people"), _points()),
    "not_adjacent_symbol": (FieldSpec("symbol", "cards.field_symbol", "symbol", "ring"), _points()),
    "chain": (_TAG, FieldSpec("minimum", "cards.field_minimum", "int", 3, 1, 99), _points(3)),
    "chain_per_tag": (
        _TAG,
        FieldSpec("minimum", "cards.field_minimum", "int", 5, 1, 99),
        FieldSpec("points_per_tag", "cards.field_points_per_tag", "int", 1, -99, 99),
    ),
    "tags_in_city": (
        _TAG,
        FieldSpec("per", "cards.field_per_tags", "int", 2, 1, 99),
        _points(1, "cards.field_points_each"),
    ),
    "unspent_sand_dollars": (
        FieldSpec("per", "cards.field_per_sand_dollars", "int", 2, 1, 99),
        _points(1, "cards.field_points_each"),
    ),
    "ring": (  # a ring pictures at most MAX_RING_SIZE people in all; the model says so when the sum is over
        FieldSpec("locals", "cards.person_local", "int", 0, 0, MAX_RING_SIZE),
        FieldSpec("tourists", "cards.person_tourist", "int", 1, 0, MAX_RING_SIZE),
        FieldSpec("vips", "cards.person_vip", "int", 0, 0, MAX_RING_SIZE),
        FieldSpec("any", "cards.person_any", "int", 0, 0, MAX_RING_SIZE),
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
# A section's row ("Scoring ability 2") and its rows together ("Rings: at most 2"), by catalogue key.
SECTION_ROW_KEYS = {"placement": "cards.section_placement", "abilities": "cards.section_abilities",
                    "rings": "cards.section_rings", "beach-rings": "cards.section_rings",
                    "street-rings": "cards.section_rings"}
SECTION_LIMIT_KEYS = {"placement": "cards.refuse_limit_placement", "abilities": "cards.refuse_limit_abilities",
                      "rings": "cards.refuse_limit_rings", "beach-rings": "cards.refuse_limit_rings",
                      "street-rings": "cards.refuse_limit_rings"}
SECTION_LIMITS = {"placement": 6, "abilities": 8, "rings": MAX_RINGS_PER_CARD, "beach-rings": MAX_RINGS_PER_CARD,
                  "street-rings": MAX_RINGS_PER_CARD}

PERSON_LABELS = {"local": "Locals", "tourist": "Tourists", "vip": "VIPs", "any": "Any type"}
"""People in English (``webapp.cards.words.person_name`` says them in the phone's language)."""
FIELD_WORDS = {
    "name": "cards.word_name",
    "row": "cards.word_row",
    "tags": "cards.word_tags",
    "placement": "cards.word_placement",
    "scoring": "cards.word_scoring",
    "notes": "cards.word_notes",
    "vips": "cards.word_vips",
    "wants": "cards.word_wants",
    "points_per_match": "cards.word_points_per_match",
    "sand_dollars": "cards.word_sand_dollars",
    "locals": "cards.word_locals",
    "tourists": "cards.word_tourists",
    "symbols": "cards.word_symbols",
    "rings": "cards.word_rings",
}
"""A model field a refusal names, as the form calls it, by catalogue key."""

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


# Each pydantic error type a form can meet, by the catalogue key of its sentence ("{field} must be at least {limit}").
_PHRASE_KEYS = {"greater_than_equal": ("cards.error_at_least", "ge"), "less_than_equal": ("cards.error_at_most", "le"),
                "string_too_short": ("cards.error_required", ""),
                "string_too_long": ("cards.error_too_long_text", "max_length"),
                "too_short": ("cards.error_too_few", "min_length"), "too_long": ("cards.error_too_many", "max_length"),
                "string_pattern_mismatch": ("cards.error_pattern", "")}


def _phrase(error: Mapping[str, Any], word: str, language: str) -> str:
    """A pydantic error as a sentence about the field called ``word`` ("points must be at least 1"); a model
    rule's own sentence (``value_error``) in ``language`` when it carries one, else as the model says it."""
    ctx = error.get("ctx") or {}
    if error["type"] == "value_error":
        said = getattr(ctx.get("error"), "said", None)  # a card rule's own sentence (card_db.models.RuleError)
        return said.word(language) if said is not None else str(error["msg"]).removeprefix("Value error, ")
    if error["type"] in _PHRASE_KEYS:
        key, limit = _PHRASE_KEYS[error["type"]]
        return lang.text(key, language, field=word, limit=ctx.get(limit, ""))
    return lang.text("cards.error_other", language, field=word, problem=str(error["msg"]))


def _inside(words: str, language: str) -> str:
    """Words put inside a sentence: English writes a form's label there in lower case ("points must be..."); the
    other catalogues keep it as the form shows it (German nouns keep their capital)."""
    return words[0].lower() + words[1:] if language == DEFAULT_LANGUAGE and words else words


def error_sentences(error: ValidationError, where: str = "", language: str = DEFAULT_LANGUAGE) -> list[str]:
    """Every error of ``error`` as one sentence in ``language``, naming the part of the form and how to fix it."""
    sentences = []
    for item in error.errors():
        loc = [str(p) for p in item.get("loc", ()) if not isinstance(p, int)]
        # The discriminator value ("chain") is part of the location: it says nothing new here.
        # "function-after[...]" names a model validator, not a field.
        loc = [p for p in loc if p not in FIELDS and "[" not in p]
        field = loc[-1] if loc else ""
        word = _inside(_field_word(field, language), language) if field else lang.text("cards.word_value", language)
        body = _phrase(item, word, language)
        if item["type"] == "value_error" and field and body.startswith("the text "):
            body = f"{word} {body.removeprefix('the text ')}"  # a text rule (card_db.text): say which box
        sentence = lang.text("cards.error_where", language, where=where, problem=body) if where else body
        sentences.append(sentence[0].upper() + sentence[1:] + ("" if sentence.endswith(".") else "."))
    return sentences


def _field_word(field: str, language: str) -> str:
    """A field as its form label ("Minimum tags in the chain")."""
    if field in FIELD_WORDS:
        return lang.text(FIELD_WORDS[field], language)
    for specs in FIELDS.values():
        for spec in specs:
            if spec.name == field:
                return field_label(spec, language)
    return field.replace("_", " ")


def _rows(section: str, rows: Iterable[Mapping[str, Any]], adapter: TypeAdapter, errors: list[str],
          language: str) -> list[Any]:
    built = []
    for number, values in enumerate(rows, start=1):
        kind = values.get("kind")
        row = lang.text(SECTION_ROW_KEYS[section], language, number=number)
        if kind not in SECTION_LABELS[section]:
            errors.append(lang.text("cards.refuse_kind", language, where=row))
            continue
        try:
            built.append(adapter.validate_python(row_dict(kind, values)))
        except ValidationError as error:
            where = lang.text("cards.error_row", language, row=row, kind=kind_label(kind, language))
            errors += error_sentences(error, where, language)
    return built


def _limit(section: str, rows: list, language: str) -> list[str]:
    """The refusal of too many rows in ``section``, if there are."""
    if len(rows) > SECTION_LIMITS[section]:
        return [lang.text(SECTION_LIMIT_KEYS[section], language, limit=SECTION_LIMITS[section])]
    return []


def build_card(values: Mapping[str, Any], card_id: str,
               language: str = DEFAULT_LANGUAGE) -> tuple[FeatureCard | None, list[str]]:
    """A validated user card (never a sample) from form values, or ``(None, sentences)`` saying what to fix
    in ``language``.

    ``values``: name, row, tags_once, tags_twice, placement / abilities / rings (lists of row
    values with a ``kind``), end_of_beach, notes."""
    errors: list[str] = []
    # Optional: the printed cards most likely have no name; a card is then known by its contents.
    name = str(values.get("name") or "").strip()
    row = values.get("row")
    if row not in ROW_LABELS:
        errors.append(lang.text("cards.refuse_row", language))
    tags = tags_from_choice(values.get("tags_once", ()), values.get("tags_twice", ()))
    if len(tags) > 6:
        errors.append(lang.text("cards.refuse_tags", language, limit=6, count=len(tags)))
    placement = _rows("placement", values.get("placement", ()), _PLACEMENT, errors, language)
    abilities = _rows("abilities", values.get("abilities", ()), _ABILITY, errors, language)
    rings = _rows("rings", values.get("rings", ()), _RING, errors, language)
    errors += _limit("placement", placement, language)
    scoring = abilities + rings
    if values.get("end_of_beach"):
        scoring.append({"kind": "end_of_beach"})
        if row == "street":
            errors.append(lang.text("cards.refuse_end_of_beach", language))
    if len(scoring) > 8:
        errors.append(lang.text("cards.refuse_scoring_limit", language, limit=8))
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
        return None, error_sentences(error, language=language)
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
_HALF_KEYS = {"beach": "cards.half_beach", "street": "cards.half_street"}


def build_starting_tile(values: Mapping[str, Any], tile_id: str,
                        language: str = DEFAULT_LANGUAGE) -> tuple[StartingTile | None, list[str]]:
    """A validated user starting tile (never a sample) from form values, or ``(None, sentences)`` in ``language``.

    ``values``: name, vips, sand_dollars, locals, tourists, wants, points_per_match, notes, and for
    each half ("beach", "street") a dict of tags_once, tags_twice, symbols, rings."""
    errors: list[str] = []
    name = str(values.get("name") or "").strip()  # optional, as for cards
    if values.get("vips") not in (1, 2):
        errors.append(lang.text("cards.refuse_vips", language))
    if not values.get("wants"):
        errors.append(lang.text("cards.refuse_wants", language))
    halves: dict[str, dict[str, Any]] = {}
    for half in HALVES:
        half_values = values.get(half) or {}
        half_name = lang.text(_HALF_KEYS[half], language)
        tags = tags_from_choice(half_values.get("tags_once", ()), half_values.get("tags_twice", ()))
        ring_errors: list[str] = []
        if len(tags) > 4:
            ring_errors.append(lang.text("cards.refuse_half_tags", language, limit=4, count=len(tags)))
        rings = _rows("rings", half_values.get("rings", ()), _RING, ring_errors, language)
        ring_errors += _limit("rings", rings, language)
        errors += [lang.text("cards.refuse_half", language, half=half_name, problem=_inside(e, language))
                   for e in ring_errors]
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
        return None, error_sentences(error, language=language)
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


