"""A ``TableReport`` rendered for people and for other programs: text, JSON-ready dicts and CSV.

- ``report_to_text``: the scorepad as an aligned table (lines x players, totals), the ranking with
  what decided it, then every scored item of every player with its points and reason; ruling
  numbers appear as "(ruling N)"; each player's section ends with who is unplaced; a "Rulings used"
  footnote gives each cited ruling's meaning in one sentence (``scorer.model.rulings``);
- ``rulings_used``: every ruling the text scorepad cites, with its meaning;
- ``unplaced_text``: who a player left outside rings, in one line (for the text and the app);
- ``card_reason_text``: an item's reason without its own card's name, under a heading naming the card;
- ``report_to_dict``: the same report as plain dicts and lists with stable keys (totals included,
  each item's ruling with its meaning, and the report's rulings used), seats as in the report (0 = first in turn order); text and CSV count seats from 1 for people;
- ``scorepad_csv`` / ``scorepads_csv`` / ``breakdown_csv``: one row per player (of a rebuilt game or a
  score-pad-only game, same columns, each row with the table's date, objective and title) / the same for
  many tables in one file / one row per item, written with the
  ``csv`` module. Text cells that a spreadsheet would run as a formula (starting with = + - @, a tab
  or a carriage return) get a leading single quote and control characters are written as escapes
  (``\\u001b``); numbers stay numbers.

This module formats a finished report; it computes no score and does not read files.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from typing import Any, Iterable

from card_db.text import visible
from scorer.model.report import (
    LINE_LABELS,
    LINES,
    PlayerReport,
    RingFill,
    ScoreItem,
    Standing,
    TableReport,
    UnplacedPeople,
)
from scorer.model.pad import PadReport
from scorer.model.rulings import Ruling, ruling_meaning, rulings_cited
from scorer.model.words import counted

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
SCOREPAD_COLUMNS = ("date", "objective", "title", "player", "seat", *LINES, "total", "rank")
BREAKDOWN_COLUMNS = ("player", "line", "card", "position", "ability", "points", "reason")


# --- shared labels --------------------------------------------------------------------------


def position_label(position: tuple[str, int] | None) -> str:
    """A city position as players read it: "beach, column -2", "starting tile", or ""."""
    if position is None:
        return ""
    row, column = position
    return "starting tile" if row == "start" else f"{row}, column {column}"


def objective_label(objective: str) -> str:
    """"blue" -> "Blue"."""
    return objective.capitalize()


def reason_text(item: ScoreItem) -> str:
    """The item's reason with its ruling number, when a ruling changed the number."""
    if item.ruling is None or f"ruling {item.ruling}" in item.reason:
        return item.reason  # no ruling, or the reason already cites it
    return f"{item.reason} (ruling {item.ruling})"


def card_reason_text(item: ScoreItem) -> str:
    """``reason_text`` without the item's own card name, for a block already headed by that card:
    "Pier: 2 Waves tags ..." -> "2 Waves tags ...", "Pier is next to ..." -> "it is next to ...",
    "Footprint on Pier: 1 match" -> "Footprint: 1 match". A long name (a user's card is named after
    its abilities) would otherwise fill every line of the block twice."""
    text, name = reason_text(item), item.card_name
    if not name:
        return text
    if text.startswith(name + ": "):
        return text[len(name) + 2:]
    if text.startswith(name + " "):
        return "it" + text[len(name):]
    return text.replace(f" on {name}", "", 1)


def decided_text(standing: Standing, player: PlayerReport | None) -> str:
    """What put a player in their place, in words (ruling 12 for the tie-breakers)."""
    match standing.decided_by:
        case "points":
            return "on points"
        case "sand dollars":
            left = f" ({player.sand_dollars} left)" if player else ""
            return f"tied on points, decided by leftover sand dollars{left} (ruling 12)"
        case "longest chain":
            chain = f" ({player.longest_chain} tags)" if player else ""
            return f"tied on points and sand dollars, decided by the longest chain{chain} (ruling 12)"
        case "shared":
            return "tied on points, sand dollars and longest chain: the place is shared (ruling 12)"
        case other:
            return other


def _points_word(points: int) -> str:
    return "point" if abs(points) == 1 else "points"


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def unplaced_group_text(group: UnplacedPeople) -> str:
    """One space's unplaced people: "1 VIP on Pier at beach, column 2", "1 local on the street half of T"."""
    people = " + ".join(counted(n, one) for n, one in
                        ((group.locals, "local"), (group.tourists, "tourist"), (group.vips, "VIP")) if n)
    if group.on_starting_tile:
        return f"{people} on the {group.row} half of {group.card_name}"
    return f"{people} on {group.card_name} at {position_label((group.row, group.column))}"


def unplaced_text(player: PlayerReport) -> str:
    """Who the player left outside rings, space by space joined by "; ", or "nobody".

    The solo Robot has no people on the table; under Blue it counts as 2 unplaced (ruling 7) and
    the text says so. A report built without its groups says how many are not located rather
    than pretend they are nobody."""
    parts = [unplaced_group_text(group) for group in player.unplaced_people]
    missing = player.unplaced - sum(group.total for group in player.unplaced_people)
    if missing > 0 and player.is_robot:
        parts.append(f"the Robot counts as {counted(missing, 'unplaced person')} "
                     f"(solo rules, ruling 7)")
    elif missing > 0:
        parts.append(f"{counted(missing, 'person')} whose space this report does not record")
    return "; ".join(parts) if parts else "nobody"


# --- text -----------------------------------------------------------------------------------


def report_to_text(report: TableReport) -> str:
    """The whole report as plain text: scorepad table, ranking, every item per player, then the
    meaning of every ruling cited ("Rulings used"), so "(ruling 5)" never stands unexplained."""
    out = _text_body(report)
    used = _rulings_in(out)
    if used:
        out += ["", "Rulings used"]
        out += [f"  {ruling.text}" for ruling in used]
    return "\n".join(out) + "\n"


def rulings_used(report: TableReport) -> tuple[Ruling, ...]:
    """Every ruling the text scorepad cites (reasons, ring assignment, tie-breakers, notes), by number."""
    return _rulings_in(_text_body(report))


def _rulings_in(lines: list[str]) -> tuple[Ruling, ...]:
    return tuple(sorted(rulings_cited("\n".join(lines)), key=lambda ruling: ruling.number))


def _text_body(report: TableReport) -> list[str]:
    out: list[str] = [f"Santa Monica scorepad - objective tile: {objective_label(report.objective)}", ""]
    out += _scorepad_table(report)
    out += ["", "Ranking"]
    by_seat = {p.seat: p for p in report.players}
    name_width = max((len(s.name) for s in report.standings), default=0)
    for standing in report.standings:
        out.append(
            f"  {standing.rank}. {standing.name:<{name_width}}  {standing.total:>4} {_points_word(standing.total)}  "
            f"{decided_text(standing, by_seat.get(standing.seat))}"
        )
    winners = report.winners
    if winners:
        out.append(f"Winner: {winners[0]}" if len(winners) == 1 else f"Shared win: {', '.join(winners)}")
    for player in report.players:
        out += ["", *_player_section(player)]
    if report.notes:
        out += ["", "Notes"]
        out += [f"  - {note}" for note in report.notes]
    return out


def _scorepad_table(report: TableReport) -> list[str]:
    labels = [LINE_LABELS[line] for line in LINES] + ["Total"]
    label_width = max(len(label) for label in labels)
    widths = [max(len(p.name), 4) for p in report.players]
    header = " " * label_width + "".join(f"  {p.name:>{w}}" for p, w in zip(report.players, widths))
    rows = [header]
    for line in LINES:
        rows.append(f"{LINE_LABELS[line]:<{label_width}}" + "".join(
            f"  {p.line(line):>{w}}" for p, w in zip(report.players, widths)))
    rows.append("-" * len(header))
    rows.append(f"{'Total':<{label_width}}" + "".join(f"  {p.total:>{w}}" for p, w in zip(report.players, widths)))
    return rows


def _player_section(player: PlayerReport) -> list[str]:
    robot = " (Robot)" if player.is_robot else ""
    out = [
        f"{player.name}{robot}: {counted(player.total, 'point')} (seat {player.seat + 1}, "
        f"{counted(player.sand_dollars, 'sand dollar')} left, longest chain {counted(player.longest_chain, 'tag')}, "
        f"{counted(player.unplaced, 'unplaced person')})"
    ]
    for line in LINES:
        items = [item for item in player.items if item.line == line]
        out.append(f"  {LINE_LABELS[line]}: {_signed(player.line(line))}")
        if not items:
            out.append("       nothing scored")
        for item in items:
            out.append(f"    {_signed(item.points):>3}  {_item_text(item)}")
    if player.rings:
        out.append("  Ring assignment (ruling 5):")
        per_position = Counter(ring.position for ring in player.rings)
        out += [f"       {_ring_text(ring, per_position[ring.position] > 1)}" for ring in player.rings]
    # Who makes up the people line's count, from the same assignment (ruling 5; the Robot's is ruling 7).
    out.append(f"  Unplaced people{'' if player.is_robot else ' (ruling 5)'}: {unplaced_text(player)}")
    return out


def _item_text(item: ScoreItem) -> str:
    # Reasons name their cards already; the position says where to look in the city.
    where = position_label(item.position)
    return f"{where}: {reason_text(item)}" if where else reason_text(item)


def _ring_text(ring: RingFill, several: bool) -> str:
    people = ", ".join(
        counted(n, one) for n, one in ((ring.locals, "local"), (ring.tourists, "tourist"), (ring.vips, "VIP")) if n
    ) or "nobody"
    which = f" ring {ring.ring_index + 1}" if several else ""
    state = f"filled, {_signed(ring.points)}" if ring.filled else "not filled, 0"
    return f"{position_label(ring.position)}, {ring.card_name}{which}: {ring.ring_label}: holds {people}: {state}"


# --- dicts ----------------------------------------------------------------------------------


def report_to_dict(report: TableReport) -> dict[str, Any]:
    """The report as JSON-ready dicts with stable keys; each player carries its lines and total."""
    return {
        "objective": report.objective,
        "line_labels": {line: LINE_LABELS[line] for line in LINES},
        "players": [_player_dict(p) for p in report.players],
        "standings": [
            {"rank": s.rank, "seat": s.seat, "name": s.name, "total": s.total, "decided_by": s.decided_by}
            for s in report.standings
        ],
        "winners": list(report.winners),
        "notes": list(report.notes),
        "rulings": [{"number": r.number, "meaning": r.meaning} for r in rulings_used(report)],
    }


def _position_dict(position: tuple[str, int] | None) -> dict[str, Any] | None:
    return None if position is None else {"row": position[0], "column": position[1]}


def _player_dict(player: PlayerReport) -> dict[str, Any]:
    return {
        "seat": player.seat,
        "name": player.name,
        "is_robot": player.is_robot,
        "sand_dollars": player.sand_dollars,
        "longest_chain": player.longest_chain,
        "unplaced": player.unplaced,
        "lines": player.lines,
        "total": player.total,
        "items": [
            {
                "line": item.line,
                "points": item.points,
                "reason": item.reason,
                "card_id": item.card_id,
                "card_name": item.card_name,
                "position": _position_dict(item.position),
                "ability": item.ability,
                "ruling": item.ruling,
                "ruling_meaning": None if item.ruling is None else ruling_meaning(item.ruling),
            }
            for item in player.items
        ],
        "rings": [
            {
                "card_id": ring.card_id,
                "card_name": ring.card_name,
                "position": _position_dict(ring.position),
                "ring_index": ring.ring_index,
                "ring_label": ring.ring_label,
                "locals": ring.locals,
                "tourists": ring.tourists,
                "vips": ring.vips,
                "filled": ring.filled,
                "points": ring.points,
            }
            for ring in player.rings
        ],
        "unplaced_people": [
            {
                "row": group.row,
                "column": group.column,
                "card_id": group.card_id,
                "card_name": group.card_name,
                "locals": group.locals,
                "tourists": group.tourists,
                "vips": group.vips,
            }
            for group in player.unplaced_people
        ],
    }


# --- CSV ------------------------------------------------------------------------------------


def spreadsheet_safe(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula gets a leading quote; a control character
    is written as an escape (``\\u001b``), so no cell can move a terminal's cursor; numbers pass."""
    if not isinstance(value, str):
        return value
    if value.startswith(FORMULA_STARTS):
        value = "'" + value
    return visible(value)


def _csv(header: tuple[str, ...], rows: list[list[Any]]) -> str:
    buffer = io.StringIO()
    # The default "\r\n" ending (RFC 4180) also makes the writer quote any cell holding a "\r".
    writer = csv.writer(buffer)
    writer.writerow(header)
    for row in rows:
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return buffer.getvalue()


def scorepad_rows(report: TableReport | PadReport, *, date: str = "", title: str = "") -> list[list[Any]]:
    """The rows of ``scorepad_csv`` (one per player), each starting with the table's date, objective and title."""
    rank = {s.seat: s.rank for s in report.standings}
    objective = objective_label(report.objective)
    return [
        [date, objective, title, p.name, p.seat + 1, *(p.line(line) for line in LINES), p.total, rank.get(p.seat, "")]
        for p in report.players
    ]


def scorepad_csv(report: TableReport | PadReport, *, date: str = "", title: str = "") -> str:
    """One row per player: the table's date, objective tile and title (so a row read alone, or pasted
    under other tables, still says which game it is), then player, seat (1 = first in turn order), one
    column per scorepad line, total, rank.

    A score-pad-only game (``scorer.model.pad.PadReport``) gives the same columns, so a spreadsheet of
    past games reads both kinds alike (the solo Robot's seat comes last in both)."""
    return _csv(SCOREPAD_COLUMNS, scorepad_rows(report, date=date, title=title))


def scorepads_csv(tables: Iterable[tuple[TableReport | PadReport, str, str]]) -> str:
    """Many tables in one CSV, ``scorepad_csv``'s columns: each (report, date, title) gives its rows in turn."""
    return _csv(SCOREPAD_COLUMNS, [row for report, date, title in tables
                                   for row in scorepad_rows(report, date=date, title=title)])


def breakdown_csv(report: TableReport) -> str:
    """One row per scored item: player, line, card, position, ability, points, reason (with ruling)."""
    rows = [
        [p.name, item.line, item.card_name or item.card_id or "", position_label(item.position),
         item.ability or "", item.points, reason_text(item)]
        for p in report.players
        for item in p.items
    ]
    return _csv(BREAKDOWN_COLUMNS, rows)
