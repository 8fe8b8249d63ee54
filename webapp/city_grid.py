"""The City page's grid: every card of a city as a button in its square, tapped to open its editor.

Beach row on top, street row below, the starting tile double-high in column 0, as on the table.
Wide cities wrap into strips of ``COLUMNS_PER_STRIP`` columns so that a 14-card city stays about
two button rows per strip at 390 px. Each square shows the card's label, the people on it and a
footprint mark; a card whose catalogue entry has a photo shows it behind its label (a small
copy made here with Pillow, cached). What each square says comes from ``webapp.picture.city_layout``;
this module draws it and calls ``on_select(cell_id)`` when a square is tapped: it saves nothing
and computes no game rule.
"""

from __future__ import annotations

import base64
import io
import re
from functools import lru_cache
from typing import Callable

import streamlit as st
from PIL import Image

from card_db.catalogue import Catalogue
from scorer.model.game import PlayerCity
from webapp.card_text import TAG_COLOURS
from webapp.markdown_text import escape_markdown
from webapp.photo import photo_bytes
from webapp.picture import TileSpec, city_layout

START = "start"
"""The cell id of the starting tile (a card's cell id is its card id)."""
COLUMNS_PER_STRIP = 5
GRID_PHOTO_SIDE = 120
"""Pixels on the long side of a square's photo: a square is about 70 px wide on a phone (2x screens)."""
_NEUTRAL = "#4A4F57"


def css_key(key: str) -> str:
    """Streamlit's class for a widget key (``st-key-`` + the key, other characters than A-Za-z0-9_- as "-")."""
    return "st-key-" + re.sub(r"[^A-Za-z0-9_-]", "-", key.strip())


@lru_cache(maxsize=256)
def grid_photo(photo: str) -> str | None:
    """A catalogue photo (base64 JPEG) made small for a grid square, as base64 JPEG; None if unreadable."""
    data = photo_bytes(photo)
    if not data:
        return None
    try:
        with Image.open(io.BytesIO(data)) as image:
            image = image.convert("RGB")
            image.thumbnail((GRID_PHOTO_SIDE, GRID_PHOTO_SIDE))
            out = io.BytesIO()
            image.save(out, "JPEG", quality=70)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    return base64.b64encode(out.getvalue()).decode("ascii")


def scroll_into_view_js(key: str, *, nonce: int) -> str:
    """A script that scrolls the element created with ``key=`` into view (the nearest edge), again
    after the page has been drawn (elements arrive one by one), but never after the user does
    something (a key, a tap, a wheel): typing the next card must not be scrolled away from.
    ``nonce`` makes each request a new element, so the browser runs it once per placement and never
    on an ordinary rerun."""
    selector = "." + css_key(key)
    return (f"<script>/* {int(nonce)} */ (function () {{"
            " const timers = [];"
            " const stop = () => timers.forEach(clearTimeout);"
            " ['keydown', 'pointerdown', 'touchstart', 'wheel'].forEach("
            "(kind) => document.addEventListener(kind, stop, {once: true, capture: true}));"
            f" const go = () => {{ const el = document.querySelector('{selector}');"
            " if (el) { el.style.scrollMarginBottom = '12px'; el.scrollIntoView({block: 'nearest'}); } };"
            " [60, 250, 600].forEach((ms) => timers.push(setTimeout(go, ms))); })();</script>")


def square_label(spec: TileSpec) -> str:
    """What a square says (Markdown, escaped): the card's label, then its people and a footprint mark."""
    people = " · ".join(p.replace("Beach half: ", "B: ").replace("Street half: ", "S: ") for p in spec.people)
    lines = [escape_markdown(spec.title)]
    if people or spec.footprint:
        lines.append(escape_markdown(people) + (" :material/footprint:" if spec.footprint else ""))
    return "\n\n".join(lines)


def cell_key(prefix: str, cell_id: str) -> str:
    """The widget key of a square's button."""
    return f"{prefix}-{cell_id}"


def _strips(columns: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [columns[i:i + COLUMNS_PER_STRIP] for i in range(0, len(columns), COLUMNS_PER_STRIP)] or [(0,)]


def grid_css(prefix: str, specs: dict[str, TileSpec], photos: dict[str, str], selected: str | None,
             strip_widths: list[int]) -> str:
    """The grid's style: each strip a CSS grid filled column by column, each square its tag colour
    (or its photo, darkened so the label stays readable), the selected square outlined."""
    rules = []
    for number, width in enumerate(strip_widths):
        rules.append(
            f".{css_key(f'{prefix}-strip-{number}')} {{ display: grid !important; gap: 3px !important;"
            f" grid-template-columns: repeat({width}, minmax(0, 1fr)); grid-template-rows: auto auto;"
            " grid-auto-flow: column; margin-bottom: 3px; }")
    # Every square fills its grid cell: the squares of a row are equally high, the tile fills its two rows.
    rules.append(f"[class*='st-key-{prefix}-strip-'] > div {{ align-self: stretch; height: auto !important; }}")
    rules.append(f"[class*='st-key-{prefix}-strip-'] > div > div, [class*='st-key-{prefix}-strip-']"
                 " [data-testid='stButton'] { height: 100%; }")
    rules.append(f"[class*='st-key-{prefix}-'] button {{ min-height: 3.1rem !important; height: 100%; width: 100%;"
                 " padding: 2px 3px !important; color: white !important; border: none;"
                 " background-size: cover !important; background-position: center !important; }")
    rules.append(f"[class*='st-key-{prefix}-'] button p {{ font-size: 0.66rem !important; line-height: 1.12;"
                 " margin: 0 !important; overflow-wrap: anywhere; }")
    rules.append(f"[class*='st-key-{prefix}-'] button div {{ overflow: hidden; max-height: 3.9rem; }}")
    # An empty square is low: a row with no card in this strip takes little height.
    rules.append(f".{prefix}-empty {{ background: #eef1f4; border-radius: 0.5rem; min-height: 1.6rem; height: 100%;"
                 " display: flex; align-items: center; justify-content: center; color: #777; font-size: 0.7rem; }")
    for cell_id, spec in specs.items():
        where = css_key(cell_key(prefix, cell_id))
        colour = "#222" if cell_id == START else (
            TAG_COLOURS.get(spec.chips[0][0], _NEUTRAL) if spec.chips else _NEUTRAL)
        photo = photos.get(cell_id)
        background = (f"linear-gradient(rgba(0,0,0,0.45), rgba(0,0,0,0.6)), url(data:image/jpeg;base64,{photo})"
                      if photo else "none")
        rules.append(f".{where} button {{ background-color: {colour} !important; background-image: {background}"
                     " !important; }")
        if cell_id == START:
            rules.append(f".{where} {{ grid-row: span 2; }}")  # double-high, like the tile on the table
    if selected in specs:
        rules.append(f".{css_key(cell_key(prefix, selected))} button {{ outline: 3px solid #FF4B4B;"
                     " outline-offset: 1px; }")
    return "<style>" + "\n".join(rules) + "</style>"


def city_grid(player: PlayerCity, catalogue: Catalogue, selected: str | None, on_select: Callable[[str], None],
              *, prefix: str) -> None:
    """Draw ``player``'s city as tappable squares (keys ``{prefix}-{card id}``, ``{prefix}-start``)."""
    layout = city_layout(player, catalogue)
    specs: dict[str, TileSpec] = {}
    at: dict[tuple[str, int], str] = {}
    for cell in player.cells:
        spec = layout.tile_at(cell.row, cell.column)
        if spec is not None:
            specs[cell.card] = spec
            at[(cell.row, cell.column)] = cell.card
    specs[START] = layout.tile_at("beach", 0)
    photos = {}
    for cell_id in specs:
        card = catalogue.cards.get(cell_id) if cell_id != START else None
        if card is not None and card.photo:
            small = grid_photo(card.photo)
            if small:
                photos[cell_id] = small
    strips = _strips(layout.columns)
    # One strip uses the whole width; several share one column width (equal squares in every strip).
    # (at least 3 columns wide: a new city's starting tile is a square, not a bar across the screen).
    widths = [max(len(strips[0]), 3)] if len(strips) == 1 else [COLUMNS_PER_STRIP] * len(strips)
    st.html(grid_css(prefix, specs, photos, selected, widths))
    for number, strip in enumerate(strips):
        with st.container(key=f"{prefix}-strip-{number}", gap=None):
            # Squares go in column order: the CSS grid flows down each column (beach, then street).
            for column in strip:
                for row in ("beach", "street"):
                    cell_id = START if column == 0 else at.get((row, column))
                    if column == 0 and row == "street":
                        continue  # the starting tile spans both rows
                    if cell_id is None:
                        st.html(f'<div class="{prefix}-empty">·</div>')
                        continue
                    st.button(square_label(specs[cell_id]), key=cell_key(prefix, cell_id), width="stretch",
                              on_click=on_select, args=(cell_id,))
            for _ in range(COLUMNS_PER_STRIP - len(strip) if len(strips) > 1 else 0):
                for _row in ("beach", "street"):
                    st.html(f'<div class="{prefix}-pad"></div>')
