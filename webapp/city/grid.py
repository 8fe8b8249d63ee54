"""The City page's grid: every card of a city as a button in its square, tapped to open its editor.

Beach row on top, street row below, the starting tile double-high in column 0, as on the table.
A row never wraps: a city wider than the screen (up to 16 columns: 15 cards and the tile) keeps
its squares at a readable width and scrolls sideways inside its own box, never the page; the
starting tile stays on screen at the box's edge wherever the box is scrolled, and the square being
edited is scrolled into view when it changes. Each square shows the card's label, the people on it and a
footprint mark; a card whose catalogue entry has a photo shows it behind its label (a small
copy made here with Pillow, cached). What each square says comes from ``webapp.city.picture.city_layout``;
this module draws it and calls ``on_select(cell_id)`` when a square is tapped: it saves nothing
and computes no game rule.
"""

from __future__ import annotations

import base64
import io
import re
from collections.abc import Callable
from functools import lru_cache

import streamlit as st
from PIL import Image

from card_db.catalogue import Catalogue
from scorer.model.game import PlayerCity
from webapp.cards.photo import photo_bytes
from webapp.cards.text import TAG_COLOURS
from webapp.city.picture import TileSpec, city_layout
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown

START = "start"
"""The cell id of the starting tile (a card's cell id is its card id)."""
COLUMNS_ON_A_PHONE = 5
"""Columns that fit a 390 px phone side by side; a wider city scrolls inside its box."""
SQUARE_MIN_WIDTH = "4.2rem"
"""The narrowest a square gets (about 67 px: two short words of a label per line)."""
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
        with Image.open(io.BytesIO(data)) as opened:
            image = opened.convert("RGB")
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


def show_square_js(prefix: str, cell_id: str) -> str:
    """A script that scrolls the grid's box sideways (never the page) until the square ``cell_id`` is
    wholly in view and clear of the starting tile held at the box's edge; it does nothing when the
    square already is, and stops once the user touches the page. A new square makes a new script,
    so it runs when the square being edited changes and when the grid is first drawn, not on every
    rerun: a grid the player scrolled stays where they left it."""
    box, square, tile = (css_key(k) for k in (grid_key(prefix), cell_key(prefix, cell_id), cell_key(prefix, START)))
    return (f"<script>(function () {{ const timers = [];"
            " ['pointerdown', 'touchstart', 'wheel', 'keydown'].forEach((kind) => document.addEventListener("
            "kind, () => timers.forEach(clearTimeout), {once: true, capture: true}));"
            f" const go = () => {{ const box = document.querySelector('.{box}');"
            f" const el = document.querySelector('.{square}'); const tile = document.querySelector('.{tile}');"
            " if (!box || !el || el === tile) return;"
            " const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();"
            " const edge = tile ? tile.getBoundingClientRect().width + 3 : 0;"
            " const left = b.left + edge, right = b.right - edge;"
            " if (r.left < left) box.scrollLeft -= left - r.left;"
            " else if (r.right > right) box.scrollLeft += r.right - right; };"
            " [60, 250, 600].forEach((ms) => timers.push(setTimeout(go, ms))); })();</script>")


HALF_SHORT = {"beach": "city.half_short_beach", "street": "city.half_short_street"}
"""The starting tile's halves as a square says them ("B: T 1 · S: L 1"), by catalogue key."""


def square_label(spec: TileSpec) -> str:
    """What a square says (Markdown, escaped): the card's label, then its people and a footprint mark."""
    if spec.halves:  # the starting tile: each half's people after the half's short name
        people = " · ".join(say("city.half_people", half=say(HALF_SHORT[half]), people=words)
                            for half, words in spec.halves)
    else:
        people = " · ".join(spec.people)
    lines = [escape_markdown(spec.title)]
    if people or spec.footprint:
        lines.append(escape_markdown(people) + (" :material/footprint:" if spec.footprint else ""))
    return "\n\n".join(lines)


def grid_key(prefix: str) -> str:
    """The key of the grid's box (named "strip-0" from when wide cities wrapped into strips: other
    tests and pages find the grid by it)."""
    return f"{prefix}-strip-0"


def cell_key(prefix: str, cell_id: str) -> str:
    """The widget key of a square's button."""
    return f"{prefix}-{cell_id}"


def grid_css(prefix: str, specs: dict[str, TileSpec], photos: dict[str, str], selected: str | None,
             columns: int) -> str:
    """The grid's style: one CSS grid of ``columns`` columns filled column by column, scrolled sideways
    inside its own box when it is wider than the screen, the starting tile held on screen at the box's
    edge (sticky), each square its tag colour (or its photo, darkened so the label stays readable),
    the selected square outlined."""
    box = css_key(grid_key(prefix))
    rules = [
        (f".{box} {{ display: grid !important; gap: 3px !important;"
         f" grid-template-columns: repeat({columns}, minmax({SQUARE_MIN_WIDTH}, 1fr)); grid-template-rows: auto auto;"
         " grid-auto-flow: column; margin-bottom: 3px; overflow-x: auto; overscroll-behavior-x: contain;"
         " padding-bottom: 2px; }"),
        # The tile sticks to whichever edge it would leave by: it is always there to find, and every
        # card still shows beside it at some scroll position.
        (f".{css_key(cell_key(prefix, START))} {{ position: sticky; left: 0; right: 0; z-index: 2;"
         " box-shadow: 0 0 0 3px white; border-radius: 0.5rem; }"),
    ]
    # Every square fills its grid cell: the squares of a row are equally high, the tile fills its two rows.
    rules.append(f".{box} > div {{ align-self: stretch; height: auto !important; }}")
    rules.append(f".{box} > div > div, .{box}"
                 " [data-testid='stButton'] { height: 100%; }")
    rules.append(f"[class*='st-key-{prefix}-'] button {{ min-height: 3.1rem !important; height: 100%; width: 100%;"
                 " padding: 2px 3px !important; color: white !important; border: none;"
                 " background-size: cover !important; background-position: center !important; }")
    rules.append(f"[class*='st-key-{prefix}-'] button p {{ font-size: 0.66rem !important; line-height: 1.12;"
                 " margin: 0 !important; overflow-wrap: anywhere; }")
    rules.append(f"[class*='st-key-{prefix}-'] button div {{ overflow: hidden; max-height: 3.9rem; }}")
    # An empty square is low: a row with no card in this city takes little height.
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
    layout = city_layout(player, catalogue, language=current_language())
    specs: dict[str, TileSpec] = {}
    at: dict[tuple[str, int], str] = {}
    for cell in player.cells:
        spec = layout.tile_at(cell.row, cell.column)
        if spec is not None:
            specs[cell.card] = spec
            at[(cell.row, cell.column)] = cell.card
    start = layout.tile_at("beach", 0)
    assert start is not None  # every layout has its starting tile at column 0
    specs[START] = start
    photos = {}
    for spec_id in specs:
        card = catalogue.cards.get(spec_id) if spec_id != START else None
        if card is not None and card.photo:
            small = grid_photo(card.photo)
            if small:
                photos[spec_id] = small
    columns = layout.columns or (0,)
    # At least 3 columns wide: a new city's starting tile is a square, not a bar across the screen.
    st.html(grid_css(prefix, specs, photos, selected, max(len(columns), 3)))
    with st.container(key=grid_key(prefix), gap=None):  # one box, one line per row
        # Squares go in column order: the CSS grid flows down each column (beach, then street).
        for column in columns:
            for row in ("beach", "street"):
                cell_id = START if column == 0 else at.get((row, column))
                if column == 0 and row == "street":
                    continue  # the starting tile spans both rows
                if cell_id is None:
                    st.html(f'<div class="{prefix}-empty">·</div>')
                    continue
                st.button(square_label(specs[cell_id]), key=cell_key(prefix, cell_id), width="stretch",
                          on_click=on_select, args=(cell_id,))
    if len(columns) > COLUMNS_ON_A_PHONE and selected in specs:
        st.html(show_square_js(prefix, selected), unsafe_allow_javascript=True)
