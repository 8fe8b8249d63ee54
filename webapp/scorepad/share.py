"""Sharing a scored game: the final scorepad as one PNG picture, and the "push to BG Stats" link.

``scorepad_png`` draws the scorepad with Pillow: players as columns, scorepad lines as rows, the
totals, the ranking, and the winner's column highlighted; sized to stay readable on a phone.
``bgstats_link`` builds the link that BG Stats documents for importing a play from another app
("Push plays to BG Stats from other apps or websites", bgstatsapp.com support pages):
``https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>`` with the play's game,
players, scores, ranks, winners and start player. This module does not score, store or send
anything: the user opens the link on their own device. The picture's words are in the language asked
for (``scorepad.png_*`` keys of the language catalogues); the link's play data is BG Stats' and stays English.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from datetime import date, datetime
from urllib.parse import quote

from PIL import Image, ImageDraw

import lang
from scorer.formats.explain import objective_label
from scorer.model.game import FinishedGame
from scorer.model.report import LINES, TableReport, line_label
from webapp import fonts

GAME_NAME = "Santa Monica"
SOURCE_NAME = "Santa Monica Scorer"
"""How this app names itself to BG Stats; BG Stats remembers matches per source, so keep it stable."""
SOURCE_GAME_ID = "santa-monica"
BGSTATS_CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"

OBJECTIVE_NAMES = {"blue": "Blue", "green": "Green", "orange": "Orange"}
"""The objective tiles as the BG Stats play's ``board`` names them (data, not the picture's words)."""

# --- scorepad picture -------------------------------------------------------------------------

_BACKGROUND = (255, 253, 246)
_INK = (33, 37, 41)
_MUTED = (108, 117, 125)
_RULE = (206, 212, 218)
_HEADER = (0, 119, 182)
_HEADER_INK = (255, 255, 255)
_WINNER = (255, 224, 130)
_WINNER_INK = (120, 80, 0)
_NEGATIVE = (176, 42, 55)

def _text_width(draw: ImageDraw.ImageDraw, text: str, font: fonts.Font) -> float:
    return draw.textlength(text, font=font)


_LABEL_SIZES = (34, 30, 26)
"""The type sizes a line's name may take in the picture, largest first."""


def _fit(draw: ImageDraw.ImageDraw, text: str, font: fonts.Font, width: float) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` pixels."""
    if _text_width(draw, text, font) <= width:
        return text
    while text and _text_width(draw, text + "…", font) > width:
        text = text[:-1]
    return text + "…"


def _name_lines(draw: ImageDraw.ImageDraw, name: str, font: fonts.Font, small_font: fonts.Font,
                width: float) -> tuple[list[str], bool]:
    """A player's name as lines, and whether the small font is needed.

    One line when it fits; else two smaller lines (split at a space); else one small shortened line."""
    if _text_width(draw, name, font) <= width:
        return [name], False
    if " " not in name.strip():
        return [_fit(draw, name, small_font, width)], True
    words = name.split(" ")
    best = [name]
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        if _text_width(draw, first, small_font) <= width:
            best = [first, second]
    return [_fit(draw, line, small_font, width) for line in best], True


def _ordinal(rank: int) -> str:
    suffix = "th" if 10 <= rank % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    return f"{rank}{suffix}"


@dataclass(frozen=True)
class _Grid:
    """Where the scorepad table sits in the picture: 1080 px wide (a phone screen at 3x)."""

    players: int
    width: int = 1080
    margin: int = 36
    label_width: int = 330
    row_height: int = 72
    header_height: int = 150  # the title and the game's name and date above the table

    @property
    def left(self) -> int:
        """Where the first player's column starts."""
        return self.margin + self.label_width

    @property
    def column_width(self) -> int:
        return (self.width - 2 * self.margin - self.label_width) // self.players

    @property
    def rows(self) -> int:
        return 1 + len(LINES) + 2  # names, scorepad lines, total, place

    @property
    def bottom(self) -> int:
        return self.header_height + self.rows * self.row_height


def scorepad_png(report: TableReport, title: str, played_on: str, language: str = "en") -> bytes:
    """The final scorepad as PNG bytes: players as columns, lines as rows, totals, ranks, winner.

    1080 pixels wide (a phone screen at 3x), large type; the winner's column is highlighted and
    named under the table, with the tie-breaker when one decided the ranking."""
    players = report.players
    if not players:
        raise ValueError("the report has no players: score a game with at least one player first")
    winners = {s.seat for s in report.standings if s.rank == 1}
    grid = _Grid(players=len(players))
    footnotes = _footnotes(report, language)
    height = grid.bottom + 30 + len(footnotes) * 44 + grid.margin
    image = Image.new("RGB", (grid.width, height), _BACKGROUND)
    draw = ImageDraw.Draw(image)
    _draw_title(draw, grid, title, played_on)
    _draw_names(draw, grid, report, winners)
    y = _draw_lines(draw, grid, report, winners, language)
    _draw_footnotes(draw, grid, footnotes, y + 30)
    out = io.BytesIO()
    # Not optimize=True: that took 160 ms of server CPU for 4 % fewer bytes (46 ms at level 6), made again
    # for every change of a table that a Scorepad shows (issue 21, py-spy with four phones on one table).
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def _place(rank: int, language: str) -> str:
    """A place as the picture writes it: "1st" in English, "1." in German, "1.º", "1°"."""
    # English ordinals are not a plural category of the catalogues: made here, the rest from the catalogue.
    return _ordinal(rank) if language == "en" else _say("png_ordinal", language, place=rank)


def _say(key: str, language: str, **values: object) -> str:
    return lang.text(f"scorepad.{key}", language, **values)


def _footnotes(report: TableReport, language: str = "en") -> list[str]:
    """The lines under the table: the winner(s), a shared win, tie-breakers that decided a place, the tile."""
    footnotes = [_say("png_winner", language, names=lang.joined(report.winners, language)) if report.winners
                 else _say("png_no_winner", language)]
    for standing in report.standings:
        if standing.decided_by == "shared" and standing.rank == 1 and len(report.winners) > 1:
            footnotes.append(_say("png_shared", language))
            break
    for standing in report.standings:
        if standing.decided_by in ("sand dollars", "longest chain"):
            key = "png_place_by_sand_dollars" if standing.decided_by == "sand dollars" else "png_place_by_chain"
            footnotes.append(_say(key, language, name=standing.name, place=_place(standing.rank, language)))
    footnotes.append(_say("png_objective", language, objective=objective_label(report.objective, language)))
    return footnotes


def _draw_title(draw: ImageDraw.ImageDraw, grid: _Grid, title: str, played_on: str) -> None:
    title_font, sub_font = fonts.font(50, bold=True), fonts.font(32)
    inner = grid.width - 2 * grid.margin
    draw.text((grid.margin, grid.margin - 6), _fit(draw, title or GAME_NAME, title_font, inner),
              font=title_font, fill=_INK)
    draw.text((grid.margin, grid.margin + 62), _fit(draw, f"{GAME_NAME} · {played_on}", sub_font, inner),
              font=sub_font, fill=_MUTED)


def _draw_names(draw: ImageDraw.ImageDraw, grid: _Grid, report: TableReport, winners: set[int]) -> None:
    """The winners' highlighted columns, then the header row of names."""
    top, width = grid.header_height, grid.column_width
    name_font, small_name_font = fonts.font(34, bold=True), fonts.font(28, bold=True)
    # Winner columns first, so the rules and numbers are drawn over the highlight.
    for index, player in enumerate(report.players):
        if player.seat in winners:
            x = grid.left + index * width
            draw.rectangle((x + 2, top, x + width - 2, grid.bottom), fill=_WINNER)
    draw.rectangle((grid.margin, top, grid.width - grid.margin, top + grid.row_height), fill=_HEADER)
    for index, player in enumerate(report.players):
        x = grid.left + index * width
        # A star marks the winner even on a black-and-white print of the picture.
        name = ("★ " if player.seat in winners else "") + player.name
        lines, small = _name_lines(draw, name, name_font, small_name_font, width - 12)
        draw.multiline_text((x + width / 2, top + grid.row_height / 2), "\n".join(lines),
                            font=small_name_font if small else name_font,
                            fill=_HEADER_INK, anchor="mm", align="center", spacing=2)


def _draw_lines(draw: ImageDraw.ImageDraw, grid: _Grid, report: TableReport, winners: set[int],
                language: str = "en") -> int:
    """The scorepad lines, the total and the place; returns the y under the table."""
    players = report.players
    cell_font, bold_font = fonts.font(40), fonts.font(40, bold=True)
    right = grid.width - grid.margin

    def row(y: float, label: str, values: list[str], font: fonts.Font, label_bold: bool = False,
            colours: list[tuple[int, int, int]] | None = None) -> None:
        # A longer line name (German's "Wertung: Sonstiges") takes a smaller type before it is shortened.
        space = grid.label_width - 16
        size = next((size for size in _LABEL_SIZES if _text_width(draw, label, fonts.font(size, bold=label_bold)) <= space),
                    _LABEL_SIZES[-1])
        label_font = fonts.font(size, bold=label_bold)
        draw.text((grid.margin + 10, y + grid.row_height / 2), _fit(draw, label, label_font, space),
                  font=label_font, fill=_INK, anchor="lm")
        for index, value in enumerate(values):
            x = grid.left + index * grid.column_width + grid.column_width / 2
            colour = colours[index] if colours else _INK
            draw.text((x, y + grid.row_height / 2), value, font=font, fill=colour, anchor="mm")
        draw.line((grid.margin, y + grid.row_height, right, y + grid.row_height), fill=_RULE, width=2)

    y = grid.header_height + grid.row_height
    for line in LINES:
        points = [p.line(line) for p in players]
        row(y, line_label(line, language), [str(v) for v in points], cell_font,
            colours=[_NEGATIVE if v < 0 else _INK for v in points])
        y += grid.row_height
    draw.line((grid.margin, y, right, y), fill=_INK, width=4)
    row(y, _say("png_total", language), [str(p.total) for p in players], bold_font, label_bold=True)
    y += grid.row_height
    rank_of = {s.seat: s for s in report.standings}
    ranks = [rank_of[p.seat].rank if p.seat in rank_of else 0 for p in players]
    row(y, _say("png_place", language), [_place(r, language) if r else "-" for r in ranks], bold_font, label_bold=True,
        colours=[_WINNER_INK if p.seat in winners else _INK for p in players])
    y += grid.row_height
    draw.rectangle((grid.margin, grid.header_height, right, grid.bottom), outline=_INK, width=3)
    return y


def _draw_footnotes(draw: ImageDraw.ImageDraw, grid: _Grid, footnotes: list[str], y: float) -> None:
    bold_font, small_font = fonts.font(40, bold=True), fonts.font(28)
    for index, note in enumerate(footnotes):
        font = bold_font if index == 0 else small_font
        draw.text((grid.margin, y), _fit(draw, note, font, grid.width - 2 * grid.margin), font=font,
                  fill=_WINNER_INK if index == 0 else _MUTED)
        y += 44 if index else 52


# --- BG Stats link ----------------------------------------------------------------------------


def _play_date(played_on: str) -> str:
    """BG Stats' ``playDate`` format, ``YYYY-MM-DD HH:MM:SS``, from an ISO date or date-time.

    A date without a time is sent at noon: whether BG Stats reads the time as local or as UTC,
    noon stays on the same day in every time zone players are likely to be in (midnight would
    move the play to the day before west of UTC)."""
    try:
        if len(played_on) == 10:
            return date.fromisoformat(played_on).isoformat() + " 12:00:00"
        return datetime.fromisoformat(played_on).strftime("%Y-%m-%d %H:%M:%S")
    except ValueError:
        raise ValueError(
            f"played_on '{played_on}' is not an ISO date or date-time: write it as YYYY-MM-DD "
            f"(or YYYY-MM-DDTHH:MM:SS), for example 2026-11-21"
        ) from None


def bgstats_play(
    report: TableReport,
    game: FinishedGame,
    played_on: str,
    *,
    play_id: str | None = None,
    bgg_id: int | None = None,
    location: str | None = None,
    duration_min: int | None = None,
    comments: str | None = None,
) -> dict:
    """The play as the JSON object BG Stats documents (before URL encoding).

    Players in turn order (the Robot last) with score, rank and winner; seat 0 is the start player.
    ``bgg_id`` (BoardGameGeek's id for the game) is sent only when given: BG Stats then matches the
    game by it, otherwise by name."""
    humans = [p for p in report.players if not p.is_robot]
    if [p.name for p in humans] != [p.name for p in game.players]:
        raise ValueError(
            "the report does not belong to this game: its players "
            f"{[p.name for p in humans]} differ from the game's {[p.name for p in game.players]}; "
            "score this game again and share that report"
        )
    standings = {s.seat: s for s in report.standings}
    players = []
    for player in report.players:
        standing = standings.get(player.seat)
        players.append({
            "name": player.name,
            "score": player.total,
            "rank": standing.rank if standing else 0,
            "winner": bool(standing and standing.rank == 1),
            "startPlayer": player.seat == 0 and not player.is_robot,
            # Stable per name, so BG Stats can remember who is who from one import to the next.
            "sourcePlayerId": ("robot" if player.is_robot else "player-" + player.name.strip().casefold()),
        })
    game_record: dict = {
        "name": GAME_NAME,
        "highestWins": True,
        "noPoints": False,
        "sourceGameId": SOURCE_GAME_ID,
    }
    if bgg_id is not None:
        game_record["bggId"] = bgg_id
    play: dict = {
        "sourceName": SOURCE_NAME,
        "playDate": _play_date(played_on),
        "game": game_record,
        "players": players,
        "board": f"{OBJECTIVE_NAMES.get(game.objective, game.objective)} objective tile",
    }
    if play_id:
        play["sourcePlayId"] = play_id
    if location:
        play["location"] = location
    if duration_min is not None:
        play["durationMin"] = duration_min
    if comments:
        play["comments"] = comments
    return play


def bgstats_link(
    report: TableReport,
    game: FinishedGame,
    played_on: str,
    *,
    play_id: str | None = None,
    bgg_id: int | None = None,
    location: str | None = None,
    duration_min: int | None = None,
    comments: str | None = None,
) -> str:
    """The "push to BG Stats" link: ``createPlay.html?data=`` followed by the URL-encoded play JSON.

    Opening it on a device with BG Stats installed shows BG Stats' import dialog."""
    play = bgstats_play(report, game, played_on, play_id=play_id, bgg_id=bgg_id, location=location,
                        duration_min=duration_min, comments=comments)
    data = json.dumps(play, ensure_ascii=False, separators=(",", ":"))
    # safe="" encodes every reserved character, like JavaScript's encodeURIComponent.
    return f"{BGSTATS_CREATE_PLAY}?data={quote(data, safe='')}"
