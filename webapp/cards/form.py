"""Entering a feature card or a starting tile by its printed icons, on a phone, in under a minute.

``card_entry_form`` / ``starting_tile_form`` are Streamlit forms built from the field table of
``webapp.cards.values``. Every widget has a named key under the form's ``key`` in
``st.session_state``, so nothing entered is lost when the page reruns, when a row is added or
removed, or when a submit is refused (the problems are shown above the save button as sentences).
Plain widgets rather than ``st.form``: adding a row must rerun the page.

Cards entered here are the user's own: never samples. This module saves nothing (the caller does)
and computes no game rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from card_db.models import SYMBOL_LABELS, TAGS, FeatureCard, StartingTile
from card_db.wording import symbol_labels, tag_labels
from webapp.cards.values import (
    FIELDS,
    HALVES,
    SECTION_LABELS,
    SECTION_LIMITS,
    FieldSpec,
    build_card,
    build_starting_tile,
    card_values,
    field_label,
    kind_label,
    tile_values,
)
from webapp.cards.words import ROWS, half_name, icon_name, not_saved_yet, person_name, row_card, row_name, setup_name
from webapp.language import current_language, say

# --- Streamlit forms -------------------------------------------------------------------------

def attribute_label(attribute: str) -> str:
    """What a tile's VIPs may want: a tag by its printed name, or a symbol ("Symbol: a card that gives people")."""
    language = current_language()
    tags = tag_labels(language)
    if attribute in tags:
        return tags[attribute]
    return say("cards.symbol_choice", symbol=symbol_labels(language)[attribute])


ATTRIBUTES = (*TAGS, *SYMBOL_LABELS)


def _k(key: str, *parts: Any) -> str:
    return ":".join([key, *map(str, parts)])


def reset_form(key: str) -> None:
    """Forget everything entered in the form ``key`` (call after saving, before ``st.rerun()``)."""
    prefix = key + ":"
    for name in [k for k in st.session_state if str(k).startswith(prefix)]:  # str(): a key may be a number
        del st.session_state[name]


def _seed_rows(key: str, section: str, rows: list[dict[str, Any]]) -> None:
    st.session_state[_k(key, section, "rows")] = list(range(len(rows)))
    st.session_state[_k(key, section, "next")] = len(rows)
    for rid, values in enumerate(rows):
        st.session_state[_k(key, section, rid, "kind")] = values["kind"]
        for spec in FIELDS[values["kind"]]:
            st.session_state[_k(key, section, rid, spec.name)] = values[spec.name]


def _add_row(key: str, section: str) -> None:
    rid = st.session_state.get(_k(key, section, "next"), 0)
    st.session_state[_k(key, section, "next")] = rid + 1
    st.session_state[_k(key, section, "rows")] = [*st.session_state.get(_k(key, section, "rows"), []), rid]


def _remove_row(key: str, section: str, rid: int) -> None:
    rows = st.session_state.get(_k(key, section, "rows"), [])
    st.session_state[_k(key, section, "rows")] = [r for r in rows if r != rid]


SECTION_KEYS = {"placement": "cards.section_placement", "abilities": "cards.section_abilities",
                "rings": "cards.section_rings", "beach-rings": "cards.section_rings", "street-rings": "cards.section_rings"}
"""Each section's row heading ("Scoring ability 2"), by catalogue key."""
ADD_RING_KEYS = {"beach": "cards.add_ring_beach", "street": "cards.add_ring_street"}

NUMBER_WIDTH = 130
"""Pixel width of a number stepper in a row: two fit side by side on a phone."""


def _field_widget(spec: FieldSpec, wkey: str) -> Any:
    st.session_state.setdefault(wkey, list(spec.default) if isinstance(spec.default, list) else spec.default)
    language = current_language()
    label = field_label(spec, language)
    match spec.widget:
        case "int":
            return st.number_input(label, min_value=spec.low, max_value=spec.high, step=1, key=wkey,
                                   width=NUMBER_WIDTH)
        case "tag":
            return st.selectbox(label, TAGS, format_func=tag_labels(language).__getitem__, key=wkey)
        case "tags":
            return st.multiselect(label, TAGS, format_func=tag_labels(language).__getitem__, key=wkey,
                                  placeholder=say("cards.choose"))
        case "symbol":
            return st.selectbox(label, tuple(SYMBOL_LABELS), format_func=symbol_labels(language).__getitem__, key=wkey)
        case "person_add":
            return st.selectbox(label, ("local", "tourist"), format_func=person_name, key=wkey)
        case "person_move":
            return st.selectbox(label, ("local", "tourist", "vip", "any"), format_func=person_name,
                                key=wkey)
        case _:
            raise ValueError(f"unknown widget {spec.widget!r}")


def _row_section(key: str, section: str, title: str, add_label: str) -> list[dict[str, Any]]:
    """Rows of one section (each a bordered box: kind, its fields, a remove button); returns their values."""
    labels = SECTION_LABELS[section]
    st.markdown(f"**{title}**")
    st.session_state.setdefault(_k(key, section, "rows"), [])
    found = []
    for number, rid in enumerate(st.session_state[_k(key, section, "rows")], start=1):
        with st.container(border=True):
            kind_key = _k(key, section, rid, "kind")
            st.session_state.setdefault(kind_key, next(iter(labels)))
            kind = st.selectbox(say(SECTION_KEYS[section], number=number),
                                tuple(labels), format_func=lambda kind: kind_label(kind, current_language()),
                                key=kind_key)
            values: dict[str, Any] = {"kind": kind}
            specs = FIELDS[kind]
            for spec in (s for s in specs if s.widget != "int"):
                values[spec.name] = _field_widget(spec, _k(key, section, rid, spec.name))
            # Numbers side by side, wrapping: two per line on a 390 px phone instead of a tall column.
            with st.container(horizontal=True):
                for spec in (s for s in specs if s.widget == "int"):
                    values[spec.name] = _field_widget(spec, _k(key, section, rid, spec.name))
            st.button(say("cards.remove"), key=_k(key, section, rid, "remove"), on_click=_remove_row,
                      args=(key, section, rid), icon=":material/delete:")
            found.append(values)
    st.button(add_label, key=_k(key, section, "add"), on_click=_add_row, args=(key, section),
              icon=":material/add:", width="stretch",
              disabled=len(found) >= SECTION_LIMITS[section])
    return found


def _tag_pickers(key: str, prefix: tuple[str, ...], label: str) -> tuple[list[str], list[str]]:
    once_key, twice_key = _k(key, *prefix, "tags_once"), _k(key, *prefix, "tags_twice")
    st.session_state.setdefault(once_key, [])
    st.session_state.setdefault(twice_key, [])
    tags = tag_labels(current_language())  # every tag named (tests/lang/test_card_words.py)
    once = st.pills(label, TAGS, selection_mode="multi", format_func=tags.__getitem__, key=once_key)
    twice = st.pills(say("cards.printed_twice"), TAGS, selection_mode="multi", format_func=tags.__getitem__,
                     key=twice_key)
    return list(once or []), list(twice or [])


def _show_errors(key: str, slot: Any) -> None:
    """The problems of the last refused submit, in ``slot`` (right above the save button)."""
    errors = st.session_state.get(_k(key, "errors"))
    if errors:
        slot.error(not_saved_yet(errors))
    else:
        slot.empty()


def card_entry_form(
    key: str,
    *,
    row: str | None = None,
    existing: FeatureCard | None = None,
    new_id: Callable[[str], str] | None = None,
) -> FeatureCard | None:
    """The card entry form; returns the validated card on a valid submit, else ``None``.

    ``row`` fixes the row (beach or street); ``existing`` fills the form to edit that card (its id
    is kept); ``new_id(name)`` makes the id of a new card (default: a free id in the user's
    catalogue). Refused submits show every problem as a sentence and keep all input. After
    saving the card, call ``reset_form(key)`` to empty the form."""
    seeded = _k(key, "seeded")
    if existing is not None and st.session_state.get(seeded) != existing.id:
        values = card_values(existing)
        for name in ("name", "row", "tags_once", "tags_twice", "end_of_beach", "notes"):
            st.session_state[_k(key, name)] = values[name]
        for section in ("placement", "abilities", "rings"):
            _seed_rows(key, section, values[section])
        st.session_state[seeded] = existing.id
    state = st.session_state
    state.setdefault(_k(key, "name"), "")
    st.text_input(say("cards.card_name"), key=_k(key, "name"), max_chars=80)
    chosen_row: str | None  # None only if the control were emptied: the card's check then says the row is missing
    if row is not None:
        chosen_row = row
        st.caption(row_card(row) if row in ROWS else row)
    else:
        state.setdefault(_k(key, "row"), "beach")
        chosen_row = st.segmented_control(say("cards.row"), ROWS, format_func=row_name,
                                          key=_k(key, "row"), width="stretch", required=True)
    once, twice = _tag_pickers(key, (), say("cards.location_tags"))
    placement = _row_section(key, "placement", say("cards.placement"), say("cards.add_placement"))
    abilities = _row_section(key, "abilities", say("cards.abilities"), say("cards.add_ability"))
    rings = _row_section(key, "rings", say("cards.rings"), say("cards.add_ring"))
    state.setdefault(_k(key, "end_of_beach"), False)
    end_of_beach = st.checkbox(say("cards.end_of_beach"), key=_k(key, "end_of_beach"))
    state.setdefault(_k(key, "notes"), "")
    notes = st.text_area(say("cards.notes"), key=_k(key, "notes"), max_chars=500, height=68)
    slot = st.empty()
    _show_errors(key, slot)
    label = say("cards.save_changes" if existing is not None else "cards.save_card")
    if not st.button(label, key=_k(key, "submit"), type="primary", width="stretch", icon=":material/save:"):
        return None
    values = {
        "name": state[_k(key, "name")],
        "row": chosen_row,
        "tags_once": once,
        "tags_twice": twice,
        "placement": placement,
        "abilities": abilities,
        "rings": rings,
        "end_of_beach": end_of_beach,
        "notes": notes,
    }
    card_id = existing.id if existing is not None else PENDING_ID
    card, errors = build_card(values, card_id, current_language())
    if card is not None and existing is None:  # an unnamed card's id is made from its contents
        card = card.model_copy(update={"id": _new_id(new_id, card.display_name, "card")})
    elif card is not None and existing is not None:  # the form has no photo field: keep the card's photo
        card = card.model_copy(update={"photo": existing.photo})
    state[_k(key, "errors")] = errors
    _show_errors(key, slot)
    return card


PENDING_ID = "new"
"""A valid placeholder id while a new record is validated; its real id comes from its label."""


def _new_id(make: Callable[[str], str] | None, name: str, kind: str) -> str:
    from card_db.loader import CatalogueError
    from card_db.user_catalogue import slugify
    from webapp.catalogue_store import user_catalogue

    if make is not None:
        return make(name)
    try:
        user = user_catalogue()
        return user.new_card_id(name) if kind == "card" else user.new_starting_tile_id(name)
    except CatalogueError:
        # A damaged catalogue file is reported where it is saved; an id is still needed here.
        return slugify(name)


def starting_tile_form(
    key: str,
    existing: StartingTile | None = None,
    *,
    new_id: Callable[[str], str] | None = None,
) -> StartingTile | None:
    """The starting tile entry form; returns the validated tile on a valid submit, else ``None``.

    Same behaviour as ``card_entry_form`` (kept input, sentences for problems, ``reset_form``)."""
    state = st.session_state
    seeded = _k(key, "seeded")
    if existing is not None and state.get(seeded) != existing.id:
        values = tile_values(existing)
        for name in ("name", "vips", "sand_dollars", "locals", "tourists", "wants", "points_per_match", "notes"):
            state[_k(key, name)] = values[name]
        for half in HALVES:
            for name in ("tags_once", "tags_twice", "symbols"):
                state[_k(key, half, name)] = values[half][name]
            _seed_rows(key, f"{half}-rings", values[half]["rings"])
        state[seeded] = existing.id
    defaults = {"name": "", "vips": 1, "sand_dollars": 0, "locals": 0, "tourists": 0, "wants": [],
                "points_per_match": 1, "notes": ""}
    for name, default in defaults.items():
        state.setdefault(_k(key, name), default)
    st.text_input(say("cards.tile_name"), key=_k(key, "name"), max_chars=80)
    st.segmented_control(say("cards.tile_vips"), (1, 2), key=_k(key, "vips"), width="stretch", required=True)
    st.markdown(f"**{say('cards.setup_bonus')}**")
    with st.container(horizontal=True):
        for name in ("sand_dollars", "locals", "tourists"):
            st.number_input(setup_name(name), min_value=0, max_value=99, step=1, key=_k(key, name),
                            width=NUMBER_WIDTH)
    st.markdown(f"**{say('cards.footprints')}**")
    st.multiselect(say("cards.footprint_wants"), ATTRIBUTES, format_func=attribute_label, key=_k(key, "wants"),
                   placeholder=say("cards.choose"))
    st.number_input(say("cards.points_per_match_long"), min_value=-99, max_value=99, step=1,
                    key=_k(key, "points_per_match"))
    halves: dict[str, dict[str, Any]] = {}
    for half in HALVES:
        with st.container(border=True):
            st.markdown(f"**{half_name(half)}**")
            once, twice = _tag_pickers(key, (half,), say("cards.location_tags"))
            sym_key = _k(key, half, "symbols")
            state.setdefault(sym_key, [])
            symbols = st.multiselect(say("cards.half_symbols"), ("sand_dollar", "people"), placeholder=say("cards.choose"),
                                     format_func=icon_name, key=sym_key)
            rings = _row_section(key, f"{half}-rings", say("cards.rings"), say(ADD_RING_KEYS[half]))
            halves[half] = {"tags_once": once, "tags_twice": twice, "symbols": symbols, "rings": rings}
    st.text_area(say("cards.notes"), key=_k(key, "notes"), max_chars=500, height=68)
    slot = st.empty()
    _show_errors(key, slot)
    label = say("cards.save_changes" if existing is not None else "cards.save_tile")
    if not st.button(label, key=_k(key, "submit"), type="primary", width="stretch", icon=":material/save:"):
        return None
    values = {name: state[_k(key, name)] for name in defaults} | halves
    tile_id = existing.id if existing is not None else PENDING_ID
    tile, errors = build_starting_tile(values, tile_id, current_language())
    if tile is not None and existing is None:
        tile = tile.model_copy(update={"id": _new_id(new_id, tile.display_name, "tile")})
    state[_k(key, "errors")] = errors
    _show_errors(key, slot)
    return tile
