"""A picture of one player's city: the cards in their grid, as a PNG a phone can read.

``city_layout`` decides what each tile says (pure data, tested without pixels); ``city_picture``
draws it with Pillow: the beach row on top, the street row below, the starting tile double-high
in column 0, each tile with its name, coloured tag chips, the people on it (L/T/V), a footprint
mark, a SAMPLE banner for invented cards and the points the card earned in the report. Wide
cities wrap into strips of a few columns so that the text stays readable on a 390 px screen.

Every word is looked up in the catalogues (``city.*``) in the ``language`` the caller passes ("en" by
default), and each card and starting tile is named by its label in it (``Catalogue.card_label``: a name
stays, contents are worded in the language): the picture a phone downloads speaks that phone's language.

This module imports no Streamlit and computes no score: points come from a ``PlayerReport``.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from card_db.catalogue import Catalogue
from card_db.labels import sample_mark
from card_db.models import TAGS
from lang import DEFAULT_LANGUAGE, text
from scorer.model.game import People, PlayerCity
from scorer.model.report import PlayerReport
from webapp.cards.text import TAG_COLOURS, tag_chips
from webapp.fonts import Font, font

# --- what each tile says (pure) ---------------------------------------------------------------

SHORT_TAGS: dict[str, str] = {
    "local": "tag.short_local",
    "tourist": "tag.short_tourist",
    "business": "tag.short_business",
    "sports": "tag.short_sports",
    "nature": "tag.short_nature",
    "wave": "tag.short_wave",
}
"""The catalogue key of each tag's word on a chip: the card words' short tag names (card_db.wording)."""
PEOPLE_INITIALS = (("locals", "city.initial_locals"), ("tourists", "city.initial_tourists"),
                   ("vips", "city.initial_vips"))
"""Each type of person and the catalogue key of its initial ("L 2  T 1  V 1")."""
HALVES = {"beach": "city.beach_half", "street": "city.street_half"}


@dataclass(frozen=True, slots=True)
class TileSpec:
    """Everything written on one tile of the picture."""

    row: str
    """"beach", "street", or "start" for the double-high starting tile."""
    column: int
    title: str
    chips: tuple[tuple[str, int], ...]
    people: tuple[str, ...]
    """People lines ("L 2  T 1"); the starting tile has one per half ("Beach half: ...")."""
    footprint: bool
    sample: bool
    points: int | None
    """Points this card earned in the report (None when there is no report)."""
    unknown: bool = False
    """The card id is in no catalogue: the tile says so instead of failing."""
    halves: tuple[tuple[str, str], ...] = ()
    """The starting tile's people by half: (("beach", "T 1"), ("street", "L 1  V 1")), halves with people only."""


@dataclass(frozen=True, slots=True)
class CityLayout:
    """The tiles of a city and the columns the grid spans (left to right)."""

    heading: str
    columns: tuple[int, ...]
    tiles: tuple[TileSpec, ...]
    other_points: int | None = None
    """Points tied to no card (objective lines), None when there is no report."""

    def tile_at(self, row: str, column: int) -> TileSpec | None:
        """The tile drawn at a grid square (the starting tile for column 0 in either row)."""
        for tile in self.tiles:
            if tile.column == column and (tile.row == row or tile.row == "start"):
                return tile
        return None


def people_text(people: People, language: str = DEFAULT_LANGUAGE) -> str:
    """"L 2  T 1  V 1" with only the types present (each type's initial in ``language``), "" for nobody."""
    parts = [f"{text(initial, language)} {getattr(people, kind)}" for kind, initial in PEOPLE_INITIALS
             if getattr(people, kind)]
    return "  ".join(parts)


def _points_at(report: PlayerReport | None, position: tuple[str, int]) -> int | None:
    if report is None:
        return None
    return sum(item.points for item in report.items if item.position == position)


def _title(label: str, sample: bool, language: str) -> str:
    """A card's label on its square: the picture marks samples with its own badge, not the words."""
    return label.removesuffix(sample_mark(language)) if sample else label


def city_layout(player: PlayerCity, catalogue: Catalogue, report: PlayerReport | None = None,
                language: str = DEFAULT_LANGUAGE) -> CityLayout:
    """Decide the tiles of ``player``'s city, in ``language``; unknown card ids become "unknown card" tiles."""
    tiles: list[TileSpec] = []
    tile = catalogue.starting_tiles.get(player.starting_tile)
    halves = tuple((half, words) for half, words in (("beach", people_text(player.start_beach, language)),
                                                     ("street", people_text(player.start_street, language)))
                   if words)
    start_people = tuple(text("city.half_people", language, half=text(HALVES[half], language), people=words)
                         for half, words in halves)
    tiles.append(
        TileSpec(
            row="start",
            column=0,
            title=(_title(catalogue.tile_label(tile.id, language), tile.sample, language) if tile
                   else text("city.unknown_tile", language, id=player.starting_tile)),
            chips=tag_chips(tile.tags) if tile else (),
            people=start_people,
            halves=halves,
            footprint=False,
            sample=bool(tile and tile.sample),
            points=_points_at(report, ("start", 0)),
            unknown=tile is None,
        )
    )
    for cell in sorted(player.cells, key=lambda c: (c.column, c.row != "beach")):
        card = catalogue.cards.get(cell.card)
        words = people_text(cell.people, language)
        tiles.append(
            TileSpec(
                row=cell.row,
                column=cell.column,
                title=(_title(catalogue.card_label(card.id, language), card.sample, language) if card
                       else text("city.unknown_card", language, id=cell.card)),
                chips=tag_chips(card.tags) if card else (),
                people=(words,) if words else (),
                footprint=cell.footprint,
                sample=bool(card and card.sample),
                points=_points_at(report, (cell.row, cell.column)),
                unknown=card is None,
            )
        )
    used = [t.column for t in tiles]
    columns = tuple(range(min(used), max(used) + 1))
    heading = player.name if report is None else text("city.picture_heading", language, name=player.name,
                                                     count=report.total)
    other = None if report is None else sum(i.points for i in report.items if i.position is None)
    return CityLayout(heading=heading, columns=columns, tiles=tuple(tiles), other_points=other)


def strips(columns: tuple[int, ...], per_strip: int | None) -> tuple[tuple[int, ...], ...]:
    """Split the columns into consecutive strips of at most ``per_strip`` (None: one strip)."""
    if not per_strip or per_strip >= len(columns):
        return (columns,)
    return tuple(columns[i:i + per_strip] for i in range(0, len(columns), per_strip))


# --- drawing ---------------------------------------------------------------------------------

TILE_W, TILE_H = 230, 220
GAP, MARGIN, LABEL_W, HEADER_H, TITLE_H = 8, 16, 36, 30, 56
INK = "#1B1B1B"
MUTED = "#555B63"
PAPER = "#FFFFFF"
ROW_FILL = {"beach": "#F7E8C3", "street": "#E2E6EB", "start": "#D3EAF2"}
ROW_EDGE = {"beach": "#B8944A", "street": "#7D8794", "start": "#3F8FA8"}
SAMPLE_FILL, SAMPLE_INK = "#FFD23F", "#1B1B1B"
FOOT_FILL = "#6B3E1F"
POINTS_FILL = {1: "#1E7B34", 0: "#6B7280", -1: "#B3261E"}

def wrap(draw: ImageDraw.ImageDraw, text: str, face: Font, width: int, max_lines: int) -> list[str]:
    """Greedy word wrap to ``width`` px; overlong words are cut; the last kept line ends with "..."."""
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and draw.textlength(candidate, font=face) <= width:
            lines[-1] = candidate
            continue
        while draw.textlength(word, font=face) > width and len(word) > 1:
            cut = len(word)
            while cut > 1 and draw.textlength(word[:cut], font=face) > width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        lines.append(word)
    if len(lines) > max_lines:
        last = lines[max_lines - 1]
        while last and draw.textlength(last + "...", font=face) > width:
            last = last[:-1]
        lines = lines[: max_lines - 1] + [last.rstrip() + "..."]
    return lines


def _px(face: Font) -> int:
    """A font's size in pixels. ``font`` gives a FreeType font: Pillow's built-in one is scalable (FreeType)
    too, and the bitmap font of a Pillow without FreeType (which has no size) could not draw these pictures."""
    assert isinstance(face, ImageFont.FreeTypeFont)
    return int(face.size)


def _chip_label(tag: str, count: int, language: str) -> str:
    return text(SHORT_TAGS[tag], language) + (f" x{count}" if count > 1 else "")


def _chip_width(draw: ImageDraw.ImageDraw, tag: str, count: int, face: Font, language: str) -> int:
    return int(draw.textlength(_chip_label(tag, count, language), font=face)) + 16


def _draw_chips(draw: ImageDraw.ImageDraw, chips: tuple[tuple[str, int], ...], x: int, y: int, width: int, face: Font,
                language: str) -> int:
    """Tag chips flowing left to right; returns the y below the last chip row."""
    height = _px(face) + 10
    cx, cy = x, y
    for tag, count in chips:
        w = _chip_width(draw, tag, count, face, language)
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + height + 4
        draw.rounded_rectangle((cx, cy, cx + w, cy + height), radius=height // 2, fill=TAG_COLOURS[tag])
        label = _chip_label(tag, count, language)
        draw.text((cx + w // 2, cy + height // 2), label, fill="#FFFFFF", font=face, anchor="mm")
        cx += w + 5
    return cy + height if chips else y


def _draw_footprint(draw: ImageDraw.ImageDraw, x: int, y: int, scale: float = 1.0) -> None:
    """A small bare footprint: a sole and five toes."""
    s = scale
    draw.ellipse((x + 3 * s, y + 9 * s, x + 17 * s, y + 30 * s), fill=FOOT_FILL)
    for dx, dy, r in ((2, 2, 3.2), (7, 0, 2.6), (11.5, 0.5, 2.3), (15.5, 2.5, 2), (18.5, 6, 1.8)):
        cx, cy = x + (dx + 1.5) * s, y + (dy + 3) * s
        draw.ellipse((cx - r * s, cy - r * s, cx + r * s, cy + r * s), fill=FOOT_FILL)


def _draw_points(draw: ImageDraw.ImageDraw, points: int, right: int, bottom: int, face: Font) -> None:
    label = f"{points:+d}" if points else "0"
    w = max(int(draw.textlength(label, font=face)) + 20, _px(face) + 20)
    h = _px(face) + 14
    fill = POINTS_FILL[(points > 0) - (points < 0)]
    draw.rounded_rectangle((right - w, bottom - h, right, bottom), radius=10, fill=fill)
    draw.text((right - w // 2, bottom - h // 2), label, fill="#FFFFFF", font=face, anchor="mm")


def _draw_sample(draw: ImageDraw.ImageDraw, x0: int, y0: int, x1: int, face: Font, language: str) -> int:
    """The SAMPLE banner across the top of a tile; returns its height."""
    h = _px(face) + 8
    draw.rectangle((x0, y0, x1, y0 + h), fill=SAMPLE_FILL)
    draw.text(((x0 + x1) // 2, y0 + h // 2), text("city.sample_banner", language), fill=SAMPLE_INK, font=face,
              anchor="mm")
    return h


def _draw_tile(draw: ImageDraw.ImageDraw, spec: TileSpec, box: tuple[int, int, int, int], language: str) -> None:
    x0, y0, x1, y1 = box
    edge = "#B3261E" if spec.unknown else ROW_EDGE[spec.row]
    draw.rounded_rectangle(box, radius=12, fill=ROW_FILL[spec.row], outline=edge, width=3)
    pad = 10
    y = y0 + 3
    if spec.sample:
        y += _draw_sample(draw, x0 + 3, y0 + 3, x1 - 3, font(15, True), language)
    y += 6
    inner = x1 - x0 - 2 * pad
    title_face = font(24, True)
    title_width = inner - (26 if spec.footprint else 0)
    for line in wrap(draw, spec.title, title_face, title_width, 3):
        draw.text((x0 + pad, y), line, fill="#B3261E" if spec.unknown else INK, font=title_face)
        y += _px(title_face) + 4
    if spec.footprint:
        _draw_footprint(draw, x1 - pad - 22, y0 + (30 if spec.sample else 8), 1.1)
    y = _draw_chips(draw, spec.chips, x0 + pad, y + 4, inner, font(18, True), language) + 8
    people_face = font(21)
    if spec.row == "start":
        # People on each half sit in that half of the double-high tile.
        halves = dict(zip((half for half, _ in spec.halves), spec.people, strict=True))
        mid = (y0 + y1) // 2
        if "beach" in halves:
            draw.text((x0 + pad, max(y, mid - 40)), halves["beach"], fill=INK, font=people_face)
        if "street" in halves:
            draw.text((x0 + pad, max(y + 30, mid + 20)), halves["street"], fill=INK, font=people_face)
        draw.line((x0 + 14, mid, x1 - 14, mid), fill=ROW_EDGE["start"], width=1)
    else:
        for line in spec.people:
            draw.text((x0 + pad, y), line, fill=INK, font=people_face)
            y += _px(people_face) + 4
    if spec.points is not None:
        _draw_points(draw, spec.points, x1 - pad, y1 - pad, font(24, True))


def _draw_empty(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    # Dashed outline: an empty square of the grid (a gap in the row).
    for x in range(x0, x1, 16):
        draw.line((x, y0, min(x + 8, x1), y0), fill="#C4C8CE", width=2)
        draw.line((x, y1, min(x + 8, x1), y1), fill="#C4C8CE", width=2)
    for y in range(y0, y1, 16):
        draw.line((x0, y, x0, min(y + 8, y1)), fill="#C4C8CE", width=2)
        draw.line((x1, y, x1, min(y + 8, y1)), fill="#C4C8CE", width=2)


def _row_label(image: Image.Image, text: str, x: int, y: int, height: int) -> None:
    face = font(17, True)
    label = Image.new("RGBA", (height, LABEL_W), (0, 0, 0, 0))
    ImageDraw.Draw(label).text((height // 2, LABEL_W // 2), text, fill=MUTED, font=face, anchor="mm")
    rotated = label.rotate(90, expand=True)
    image.paste(rotated, (x, y), rotated)


LEGEND_ITEMS = (
    ("people", "city.legend_people"),
    ("+3", "city.legend_points"),
    ("foot", "city.legend_footprint"),
    ("SAMPLE", "city.legend_sample"),
)
"""Each symbol of the legend and the catalogue key of what it means."""


def _legend_height(width: int, with_points: bool, language: str) -> int:
    """The legend's height at this width: drawn once on a scratch image (Pillow clips, nothing shows)."""
    scratch = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    return _draw_legend(scratch, 0, 0, width, with_points, language) + 8


def _draw_legend(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, with_points: bool, language: str) -> int:
    """Tag chips, then one wrapped line per symbol; returns the y below the legend."""
    draw.text((x, y), text("city.legend", language), fill=INK, font=font(20, True))
    y += 32
    chip_face = font(18, True)
    cx, cy = x, y
    for tag in TAGS:
        w = _chip_width(draw, tag, 1, chip_face, language)
        if cx + w > x + width:
            cx, cy = x, cy + 34
        _draw_chips(draw, ((tag, 1),), cx, cy, w, chip_face, language)
        cx += w + 6
    y = cy + 42
    face = font(18)
    for key, meaning in LEGEND_ITEMS:
        if key == "+3" and not with_points:
            continue
        if key == "foot":
            _draw_footprint(draw, x + 8, y - 4, 0.9)
        elif key == "SAMPLE":
            draw.rectangle((x, y - 2, x + 76, y + 22), fill=SAMPLE_FILL)
            draw.text((x + 38, y + 10), text("city.sample_mark", language), fill=SAMPLE_INK, font=font(14, True),
                      anchor="mm")
        elif key == "+3":
            _draw_points(draw, 3, x + 52, y + 26, font(18, True))
        else:
            initials = " / ".join(text(initial, language) for _, initial in PEOPLE_INITIALS)
            draw.text((x, y), initials, fill=INK, font=font(18, True))
        lines = wrap(draw, text(meaning, language), face, width - 92, 3)
        for line in lines:
            draw.text((x + 92, y), line, fill=INK, font=face)
            y += 24
        y += 10
    return y


def city_picture(
    player: PlayerCity,
    catalogue: Catalogue,
    report: PlayerReport | None = None,
    *,
    columns_per_strip: int | None = 2,
    language: str = DEFAULT_LANGUAGE,
) -> Image.Image:
    """Draw ``player``'s city (with the points of ``report`` if given) as an RGB image, its words in ``language``.

    ``columns_per_strip`` wraps wide cities into strips stacked top to bottom (2 keeps the text
    readable on a phone); ``None`` draws every column in one strip."""
    layout = city_layout(player, catalogue, report, language)
    parts = strips(layout.columns, columns_per_strip)
    widest = max(len(p) for p in parts)
    grid_w = LABEL_W + widest * TILE_W + (widest - 1) * GAP
    width = 2 * MARGIN + max(grid_w, 360)
    strip_h = HEADER_H + 2 * TILE_H + GAP
    legend_h = _legend_height(width - 2 * MARGIN, report is not None, language)
    height = MARGIN + TITLE_H + len(parts) * (strip_h + 18) + legend_h + MARGIN
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    for line in wrap(draw, layout.heading, font(28, True), width - 2 * MARGIN, 1):
        draw.text((MARGIN, MARGIN - 4), line, fill=INK, font=font(28, True))
    if layout.other_points is not None:
        draw.text((MARGIN, MARGIN + 30), text("city.picture_other_points", language,
                                              points=f"{layout.other_points:+d}"), fill=MUTED, font=font(17))
    y = MARGIN + TITLE_H
    for part in parts:
        _row_label(image, text("city.picture_beach", language), MARGIN, y + HEADER_H, TILE_H)
        _row_label(image, text("city.picture_street", language), MARGIN, y + HEADER_H + TILE_H + GAP, TILE_H)
        for i, column in enumerate(part):
            x = MARGIN + LABEL_W + i * (TILE_W + GAP)
            label = (text("city.picture_start_column", language) if column == 0
                     else text("city.picture_column", language, column=str(column)))
            draw.text((x + TILE_W // 2, y + HEADER_H // 2), label, fill=MUTED, font=font(16), anchor="mm")
            if column == 0:
                spec = layout.tile_at("beach", 0)
                assert spec is not None  # ``city_layout`` always lays the starting tile (an unknown one too)
                _draw_tile(draw, spec, (x, y + HEADER_H, x + TILE_W, y + HEADER_H + 2 * TILE_H + GAP), language)
                continue
            for r, row in enumerate(("beach", "street")):
                box = (x, y + HEADER_H + r * (TILE_H + GAP), x + TILE_W, y + HEADER_H + r * (TILE_H + GAP) + TILE_H)
                spec = layout.tile_at(row, column)
                if spec is None:
                    _draw_empty(draw, box)
                else:
                    _draw_tile(draw, spec, box, language)
        y += strip_h + 18
    draw.line((MARGIN, y - 6, width - MARGIN, y - 6), fill="#D0D4DA", width=2)
    _draw_legend(draw, MARGIN, y + 6, width - 2 * MARGIN, report is not None, language)
    return image


def png_bytes(image: Image.Image) -> bytes:
    """The image as PNG file bytes (for ``st.image`` or a download button)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()
