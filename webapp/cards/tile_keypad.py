"""The starting-tile keypad: one of the 6 starting tiles entered by tapping its icons, no typing.

The same way as the card keypad (``webapp.cards.keypad``): the VIPs pictured, the setup bonus, what
the VIPs' footprint icon wants and its points, then each half's tags (tap twice for a doubled tag),
symbols and rings, every number a one-tap choice. "m of 6 starting tiles" says how far the box is;
the tile so far is read above Save, and the save is confirmed right there, where the finger is, while
the keypad clears for the next tile. Every tap changes the draft at once, kept in the session and the
URL (``?tile=...``), so neither a rerun nor a reload loses a half-entered tile.

The draft logic is pure (``webapp.cards.tile_draft``); saving is the caller's ``save`` function.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.labels import content_label
from card_db.models import TAGS, StartingTile
from card_db.wording import tag_labels
from webapp.cards import keypad_draft as keypad
from webapp.cards import tile_draft as tile_pad
from webapp.cards.keypad import remember_saved, saved_as
from webapp.cards.tile_draft import TileDraft
from webapp.cards.values import FIELDS, HALVES, field_label
from webapp.cards.words import half_name, icon_name, not_saved_yet, setup_name, tile_progress_text
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown

PREFIX = "tkp"
URL_PARAM = "tile"
_CSS = """<style>
.st-key-tkp button, .st-key-tkp [data-testid="stButtonGroup"] button { min-height: 2.75rem; min-width: 2.75rem; }
</style>"""
ICON_BUTTON_KEYS = {"sand_dollar": "cards.icon_button_sand_dollar", "people": "cards.icon_button_people"}
DRAFT, SAVED, ERRORS = f"{PREFIX}:draft", f"{PREFIX}:saved", f"{PREFIX}:errors"


def _k(*parts: Any) -> str:
    return ":".join([PREFIX, *map(str, parts)])


def attribute_word(attribute: str) -> str:
    """A tag by its printed name, a symbol by its short name ("Sand dollar", "People", "Ring")."""
    tags = tag_labels(current_language())
    return tags[attribute] if attribute in tags else icon_name(attribute)


def current_draft() -> TileDraft:
    """The draft of this session; on a fresh session the one in the URL (a reload), else a new one."""
    state = st.session_state
    if DRAFT not in state:
        text = st.query_params.get(URL_PARAM)
        draft = (tile_pad.decode(text) if text else None) or tile_pad.new_tile_draft()
        saved_id = saved_as(draft)
        if saved_id is not None:  # the URL of the moment Save was tapped: that tile is saved, start the next
            draft = tile_pad.new_tile_draft()
            state[SAVED] = saved_id
            st.query_params.pop(URL_PARAM, None)
        state[DRAFT] = draft
    return state[DRAFT]


def _put(draft: TileDraft) -> None:
    """Keep a changed draft (session and URL, unless blank); a change after saving starts a new tile."""
    if tile_pad.is_blank(draft):
        st.query_params.pop(URL_PARAM, None)
    else:
        if "id" not in draft:  # named once per tile (see webapp.cards.keypad.saved_as)
            draft = {**draft, "id": secrets.token_urlsafe(6)}
        st.query_params[URL_PARAM] = tile_pad.encode(draft)
    st.session_state[DRAFT] = draft
    st.session_state.pop(SAVED, None)
    st.session_state.pop(ERRORS, None)


def _change(function: Callable[..., TileDraft], *args: Any) -> None:
    """Callback: one pure change of ``webapp.cards.tile_draft`` applied to the draft."""
    _put(function(current_draft(), *args))


def _from_widget(key: str, field: str, half: str | None = None, uid: int | None = None) -> None:
    """Callback of a choice widget: its value into the draft."""
    value = st.session_state[key]
    draft = current_draft()
    if half is not None:
        assert uid is not None  # a ring's field is always bound with its ring's uid (``_half``)
        _put(tile_pad.set_ring_field(draft, half, uid, field, value))
    elif field == "wants":
        _put({**draft, "wants": [a for a in tile_pad.ATTRIBUTES if a in (value or [])]})
    else:
        _put(tile_pad.set_value(draft, field, value))


def _choice(label: str, options: Sequence[Any], key: str, value: Any, field: str, *, fmt: Callable[[Any], str] = str,
            multi: bool = False, half: str | None = None, uid: int | None = None) -> None:
    """One-tap choices bound to the draft (the widget shows the draft's value on every run)."""
    st.session_state[key] = list(value) if multi else value
    # Two calls: Streamlit types each selection mode's widget apart (a list or one value).
    if multi:
        st.pills(label, options, selection_mode="multi", format_func=fmt, key=key,
                 required=False, on_change=_from_widget, args=(key, field, half, uid))
    else:
        st.pills(label, options, selection_mode="single", format_func=fmt, key=key,
                 required=True, on_change=_from_widget, args=(key, field, half, uid))


def _half(draft: TileDraft, half: str) -> None:
    """One half of the tile: its tags, symbols and rings."""
    part = draft[half]
    language = current_language()
    tags = tag_labels(language)
    with st.container(border=True, key=_k(half)):
        st.markdown(f"**{half_name(half)}** ({say('cards.half_tags_twice')})")
        with st.container(horizontal=True, gap="small"):
            for tag in TAGS:
                count = part["tags"].get(tag, 0)
                st.button(tags[tag] + (" ×2" if count == 2 else ""), key=_k(half, "tag", tag),
                          type="primary" if count else "secondary", on_click=_change,
                          args=(tile_pad.tap_tag, half, tag))
            for symbol in tile_pad.SYMBOLS:
                st.button(say(ICON_BUTTON_KEYS[symbol]), key=_k(half, "symbol", symbol),
                          type="primary" if symbol in part["symbols"] else "secondary", on_click=_change,
                          args=(tile_pad.tap_symbol, half, symbol))
            st.button(say("cards.icon_ring"), key=_k(half, "ring"), icon=":material/radio_button_unchecked:", on_click=_change,
                      args=(tile_pad.add_ring, half))
        for number, ring in enumerate(part["rings"], start=1):
            uid = ring["uid"]
            with st.container(border=True, key=_k(half, "ring", uid)):
                with st.container(horizontal=True, vertical_alignment="center"):
                    st.markdown(f"**{say('cards.section_rings', number=number)}**", width="stretch")
                    st.button(say("cards.remove"), key=_k(half, "ring", uid, "remove"), icon=":material/delete:",
                              type="tertiary", on_click=_change, args=(tile_pad.remove_ring, half, uid))
                for spec in FIELDS["ring"]:
                    key, value = _k(half, "ring", uid, spec.name), ring[spec.name]
                    _choice(field_label(spec, language), keypad.number_choices(spec.name, value), key, value, spec.name,
                            half=half, uid=uid)


def tile_keypad(catalogue: Catalogue, save: Callable[[StartingTile], str | None],
                new_id: Callable[[str], str]) -> None:
    """The keypad. ``save(tile)`` stores a tile and returns ``None``, or a sentence saying why it could
    not; ``new_id(label)`` makes a free id from the tile's label. ``catalogue`` (with the tiles saved so
    far) gives the progress line."""
    st.html(_CSS)
    draft = current_draft()
    with st.container(key=PREFIX):
        st.caption(tile_progress_text(catalogue))
        _choice(say("cards.tile_vips_pictured"), (1, 2), _k("vips"), draft["vips"], "vips",
                fmt=lambda n: say("count.vips", count=n))
        st.markdown(f"**{say('cards.setup_bonus')}** ({say('cards.setup_bonus_how')})")
        for field in tile_pad.SETUP_FIELDS:
            value = draft[field]
            options = tile_pad.SETUP_CHOICES if value in tile_pad.SETUP_CHOICES else (*tile_pad.SETUP_CHOICES, value)
            _choice(setup_name(field), options, _k(field), value, field)
        st.markdown(f"**{say('cards.footprint_icon')}** ({say('cards.footprint_icon_how')})")
        _choice(say("cards.vips_want"), tile_pad.ATTRIBUTES, _k("wants"), draft["wants"], "wants",
                fmt=attribute_word, multi=True)
        points = draft["points"]
        point_options = (tile_pad.POINT_CHOICES if points in tile_pad.POINT_CHOICES
                         else (*tile_pad.POINT_CHOICES, points))
        _choice(say("cards.points_per_match"), point_options, _k("points"), points, "points")
        for half in HALVES:
            _half(draft, half)
        with st.expander(say("cards.tile_name_optional")):
            st.session_state[_k("name")] = draft["name"]
            st.text_input(say("cards.tile_printed_name"), key=_k("name"), max_chars=80,
                          on_change=_from_widget, args=(_k("name"), "name"))
        _save_bar(catalogue, draft, save, new_id)


def _save_bar(catalogue: Catalogue, draft: TileDraft, save: Callable[[StartingTile], str | None],
              new_id: Callable[[str], str]) -> None:
    """The tile so far, the last save's confirmation, the problems of a refused save, then Save."""
    state = st.session_state
    with st.container(border=True, key=_k("savebar")):
        tile, _ = tile_pad.draft_tile(draft)  # problems are shown when Save is tapped, not while tapping
        if tile is not None and not tile_pad.is_blank(draft):
            st.markdown(f"**{say('cards.this_tile')}** "
                        f"{escape_markdown(content_label(tile, language=current_language()))}")
        errors = state.get(ERRORS)
        if errors:
            st.error(not_saved_yet(errors))
        st.button(say("cards.save_tile"), key=_k("save"), type="primary", width="stretch", icon=":material/save:",
                  disabled=tile_pad.is_blank(draft), on_click=_save, args=(save, new_id))
        saved_id = state.get(SAVED)
        if saved_id is not None:
            st.success(say("cards.saved", name=escape_markdown(catalogue.tile_label(saved_id, current_language())),
                           progress=tile_progress_text(catalogue)),
                       icon=":material/check_circle:")


def _save(save: Callable[[StartingTile], str | None], new_id: Callable[[str], str]) -> None:
    """Callback of Save: validate the draft, give it a free id from its label, save it, start the next."""
    draft = current_draft()
    tile, errors = tile_pad.draft_tile(draft, language=current_language())
    if tile is None:
        st.session_state[ERRORS] = errors
        return
    tile = tile.model_copy(update={"id": new_id(tile.display_name)})
    refusal = save(tile)
    if refusal:
        st.session_state[ERRORS] = [refusal]
        return
    remember_saved(draft, tile.id)
    _put({**tile_pad.new_tile_draft(), "next": draft["next"]})  # ring uids keep counting: no stale widget
    st.session_state[SAVED] = tile.id
