"""The starting-tile keypad's draft: a half-entered starting tile as plain data, every tap a pure change.

A tile draft is a JSON-ready dict (kept in ``st.session_state`` and the page URL, so a reload keeps it):
``vips`` (1, 2 or ``None`` until tapped), the setup bonus (``sand_dollars``, ``locals``, ``tourists``),
the footprint rule (``wants``: attributes in catalogue order; ``points``), each half (``beach``,
``street``: ``tags`` tag -> 1 or 2 printed, ``symbols``, ``rings`` each a ``card_values`` ring row with a
``uid``), ``name`` (optional), ``next`` (the next free ring ``uid``) and, once in a URL, ``id`` (which
tile this is, so the URL of a tile already saved is recognised after a reload). ``draft_tile`` builds the
validated tile through ``webapp.cards.values.build_starting_tile``; ``tap_plan`` lists the taps that
enter a given tile (tests and figures). Pure: no Streamlit, nothing saved, no game rule computed.
"""

from __future__ import annotations

import json
from typing import Any

from card_db.models import TAGS, StartingTile
from lang import DEFAULT_LANGUAGE
from webapp.cards.keypad_draft import TAG_LIMIT
from webapp.cards.values import FIELDS, HALVES, build_starting_tile, row_dict

TileDraft = dict[str, Any]
Tap = tuple[Any, ...]
"""("vips", n), ("setup", field, n), ("want", attribute), ("points", n), ("tag", half, tag),
("symbol", half, symbol), ("ring", half), ("ring_field", half, index, field, n), ("save",)."""

ATTRIBUTES = (*TAGS, "sand_dollar", "people", "ring")
"""What a footprint icon can want: the six tags and the three symbols, in catalogue order."""
SYMBOLS = ("sand_dollar", "people")
SETUP_FIELDS = ("sand_dollars", "locals", "tourists")
SETUP_CHOICES = (0, 1, 2, 3, 4)
POINT_CHOICES = (1, 2, 3, 4)
RING_FIELDS = tuple(spec.name for spec in FIELDS["ring"])
_KEYS = {"vips", *SETUP_FIELDS, "wants", "points", *HALVES, "name", "next"}


def new_tile_draft() -> TileDraft:
    """An empty tile: nothing tapped (the VIPs must be, the rest starts at the tile's plainest)."""
    return {"vips": None, "sand_dollars": 0, "locals": 0, "tourists": 0, "wants": [], "points": 1,
            "beach": _new_half(), "street": _new_half(), "name": "", "next": 0}


def _new_half() -> dict[str, Any]:
    return {"tags": {}, "symbols": [], "rings": []}


def set_value(draft: TileDraft, field: str, value: Any) -> TileDraft:
    """``vips``, a setup bonus number, ``points`` or ``name`` set to ``value``."""
    return {**draft, field: value}


def tap_want(draft: TileDraft, attribute: str) -> TileDraft:
    """One tap on what the VIPs want: on, or off again (kept in catalogue order)."""
    wants = set(draft["wants"]) ^ {attribute}
    return {**draft, "wants": [a for a in ATTRIBUTES if a in wants]}


def tap_tag(draft: TileDraft, half: str, tag: str) -> TileDraft:
    """One tap on a tag of a half: printed once, twice, then not at all."""
    tags = dict(draft[half]["tags"])
    tags[tag] = (tags.get(tag, 0) + 1) % (TAG_LIMIT + 1)
    if not tags[tag]:
        del tags[tag]
    return {**draft, half: {**draft[half], "tags": tags}}


def tap_symbol(draft: TileDraft, half: str, symbol: str) -> TileDraft:
    """One tap on a printed symbol of a half: on, or off again."""
    symbols = set(draft[half]["symbols"]) ^ {symbol}
    return {**draft, half: {**draft[half], "symbols": [s for s in SYMBOLS if s in symbols]}}


def add_ring(draft: TileDraft, half: str) -> TileDraft:
    """One tap: a ring on ``half`` with the usual numbers (1 tourist, 3 points)."""
    ring = {**row_dict("ring", {}), "uid": draft["next"]}
    return {**draft, half: {**draft[half], "rings": [*draft[half]["rings"], ring]}, "next": draft["next"] + 1}


def set_ring_field(draft: TileDraft, half: str, uid: int, field: str, value: int) -> TileDraft:
    """A ring's number (people of a type, or points) set to ``value``."""
    rings = [{**r, field: value} if r["uid"] == uid else r for r in draft[half]["rings"]]
    return {**draft, half: {**draft[half], "rings": rings}}


def remove_ring(draft: TileDraft, half: str, uid: int) -> TileDraft:
    """The draft without ring ``uid`` of ``half``."""
    return {**draft, half: {**draft[half], "rings": [r for r in draft[half]["rings"] if r["uid"] != uid]}}


def is_blank(draft: TileDraft) -> bool:
    """True when nothing was tapped yet."""
    return {k: v for k, v in draft.items() if k not in ("next", "id")} == {
        k: v for k, v in new_tile_draft().items() if k != "next"}


def form_values(draft: TileDraft) -> dict[str, Any]:
    """The draft as ``card_values.build_starting_tile`` values."""
    values: dict[str, Any] = {"name": draft["name"], "vips": draft["vips"], "wants": list(draft["wants"]),
                              "points_per_match": draft["points"], "notes": "",
                              **{field: draft[field] for field in SETUP_FIELDS}}
    for half in HALVES:
        tags = draft[half]["tags"]
        values[half] = {
            "tags_once": [t for t in TAGS if tags.get(t, 0) >= 1],
            "tags_twice": [t for t in TAGS if tags.get(t, 0) >= 2],
            "symbols": list(draft[half]["symbols"]),
            "rings": [{k: v for k, v in r.items() if k != "uid"} for r in draft[half]["rings"]],
        }
    return values


def draft_tile(draft: TileDraft, tile_id: str = "new",
               language: str = DEFAULT_LANGUAGE) -> tuple[StartingTile | None, list[str]]:
    """The draft as a validated starting tile, or ``(None, sentences)`` saying what to fix in ``language``."""
    return build_starting_tile(form_values(draft), tile_id, language)


def tap_plan(tile: StartingTile) -> tuple[Tap, ...]:
    """The taps that enter ``tile`` on the keypad, Save included (tests and figures)."""
    blank = new_tile_draft()
    taps: list[Tap] = [("vips", tile.vips)]
    taps += [("setup", f, getattr(tile.setup, f)) for f in SETUP_FIELDS if getattr(tile.setup, f) != blank[f]]
    taps += [("want", a) for a in ATTRIBUTES if a in tile.footprint.wants]
    if tile.footprint.points_per_match != blank["points"]:
        taps.append(("points", tile.footprint.points_per_match))
    for half in HALVES:
        printed = getattr(tile, half)
        for tag in TAGS:
            taps += [("tag", half, tag)] * printed.tags.count(tag)
        taps += [("symbol", half, s) for s in SYMBOLS if s in printed.symbols]
        preset = row_dict("ring", {})
        for index, ring in enumerate(printed.rings):
            taps.append(("ring", half))
            if ring.kind != "ring":
                raise ValueError("an any-number ring on a tile: enter this tile with the full form")
            taps += [("ring_field", half, index, f, getattr(ring, f)) for f in RING_FIELDS
                     if getattr(ring, f) != preset[f]]
    taps.append(("save",))
    return tuple(taps)


def apply_tap(draft: TileDraft, tap: Tap) -> TileDraft:
    """One tap of a plan applied to a draft (the keypad does the same through its buttons)."""
    match tap:
        case ("vips", n):
            return set_value(draft, "vips", n)
        case ("setup", field, n):
            return set_value(draft, field, n)
        case ("want", attribute):
            return tap_want(draft, attribute)
        case ("points", n):
            return set_value(draft, "points", n)
        case ("tag", half, tag):
            return tap_tag(draft, half, tag)
        case ("symbol", half, symbol):
            return tap_symbol(draft, half, symbol)
        case ("ring", half):
            return add_ring(draft, half)
        case ("ring_field", half, index, field, n):
            return set_ring_field(draft, half, draft[half]["rings"][index]["uid"], field, n)
        case ("save",):
            return draft
    raise ValueError(f"unknown tap {tap!r}")


# --- the draft in the URL -------------------------------------------------------------------------


def encode(draft: TileDraft) -> str:
    """The draft as a compact string for the page URL."""
    return json.dumps(draft, separators=(",", ":"), ensure_ascii=False)


def decode(text: str) -> TileDraft | None:
    """A draft read back from the URL, or ``None`` when it is not one (a hand-edited or old URL)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        return None
    return data if _is_tile_draft(data) else None


def _is_int(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _is_tile_draft(data: Any) -> bool:
    if not isinstance(data, dict) or set(data) - {"id"} != _KEYS:
        return False
    if "id" in data and not (isinstance(data["id"], str) and 0 < len(data["id"]) <= 32):
        return False
    if data["vips"] not in (None, 1, 2) or not isinstance(data["name"], str) or not _is_int(data["next"], 0, 10_000):
        return False
    if not all(_is_int(data[f], 0, 99) for f in SETUP_FIELDS) or not _is_int(data["points"], -99, 99):
        return False
    if not isinstance(data["wants"], list) or not all(a in ATTRIBUTES for a in data["wants"]):
        return False
    for half in HALVES:
        part = data[half]
        if not isinstance(part, dict) or set(part) != {"tags", "symbols", "rings"}:
            return False
        if not isinstance(part["tags"], dict) or not all(t in TAGS and v in (1, 2) for t, v in part["tags"].items()):
            return False
        if not isinstance(part["symbols"], list) or not all(s in SYMBOLS for s in part["symbols"]):
            return False
        if not isinstance(part["rings"], list) or not all(_is_ring(r, data["next"]) for r in part["rings"]):
            return False
    return True


def _is_ring(ring: Any, next_uid: int) -> bool:
    return (isinstance(ring, dict) and set(ring) == {"kind", "uid", *RING_FIELDS} and ring["kind"] == "ring"
            and _is_int(ring["uid"], 0, next_uid - 1) and all(_is_int(ring[f], -99, 99) for f in RING_FIELDS))
