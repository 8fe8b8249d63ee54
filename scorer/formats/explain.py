"""A ``TableReport`` rendered for people and for other programs: text, JSON-ready dicts and CSV.

- ``report_to_text``: the scorepad as an aligned table (lines x players, totals), the ranking with
  what decided it, then every scored item of every player with its points and reason; ruling
  numbers appear as "(ruling N)"; each player's section ends with who is unplaced; a "Rulings used"
  footnote gives each cited ruling's meaning in one sentence (``scorer.model.rulings``);
- ``rulings_used``: every ruling the text scorepad cites, with its meaning;
- ``unplaced_text``: who a player left outside rings, in one line (for the text and the app);
- ``card_reason_text``: an item's reason without its own card's name, under a heading naming the card
  (in any language: the reason worded with the card as a pronoun, ``reason.own.*``);
- ``report_to_dict``: the same report as plain dicts and lists with stable keys (totals included,
  each item's ruling with its meaning, and the report's rulings used), seats as in the report (0 = first in turn order); text and CSV count seats from 1 for people;
- ``scorepad_csv`` / ``scorepads_csv`` / ``breakdown_csv``: one row per player (of a rebuilt game or a
  score-pad-only game, same columns, each row with the table's date, objective and title) / the same for
  many tables in one file / one row per item, written with the
  ``csv`` module. Text cells that a spreadsheet would run as a formula (starting with = + - @, a tab
  or a carriage return) get a leading single quote and control characters are written as escapes
  (``\\u001b``); numbers stay numbers.

The words people read (line names, the ranking's tie-breakers, who is unplaced, ring states, ruling
sentences) come from the language catalogues (``explain.*`` and ``ruling.*`` keys in
``lang/catalogues``): each text function takes ``language`` ("en" by default, whose text is pinned
byte for byte). The reasons of the score items are kept as what they say and worded here in the language
asked for (``ScoreItem.reason_in``; ``scorer.scoring.reasons``), and so are the cards they name, the ring
labels and who is unplaced where (``card_name_in``, ``label_in``). JSON keys, CSV headers and CSV cells are
the file formats' own and stay English.

This module formats a finished report; it computes no score and does not read files.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable
from typing import Any

import lang
from card_db.text import visible
from lang.grammar import cased, cased_join
from lang.lists import cased_list
from scorer.model.pad import PadReport
from scorer.model.report import (
    LINE_LABELS,
    LINES,
    PlayerReport,
    RingFill,
    ScoreItem,
    Standing,
    TableReport,
    UnplacedPeople,
    line_label,
)
from scorer.model.rulings import Ruling, ruling_meaning, ruling_text, rulings_cited

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
SCOREPAD_COLUMNS = ("date", "objective", "title", "player", "seat", *LINES, "total", "rank")
BREAKDOWN_COLUMNS = ("player", "line", "card", "position", "ability", "points", "reason")


# --- shared labels --------------------------------------------------------------------------


def _say(key: str, language: str, **values: Any) -> str:
    return lang.text(f"explain.{key}", language, **values)


def _count(key: str, n: int, language: str) -> str:
    """A count with its word ("1 tag", "2 Symbole"): a plural entry of the catalogues."""
    return lang.text(f"explain.{key}", language, count=n)


def row_label(row: str, language: str = "en") -> str:
    """A city row's name ("beach", "Strand"); a row the catalogues do not know stays as it is."""
    return _say(f"row_{row}", language) if row in ("beach", "street") else row


def position_label(position: tuple[str, int] | None, language: str = "en") -> str:
    """A city position as players read it: "beach, column -2", "starting tile", or ""."""
    if position is None:
        return ""
    row, column = position
    if row == "start":
        return _say("starting_tile", language)
    return _say("position", language, row=row_label(row, language), column=str(column))


def objective_label(objective: str, language: str = "en") -> str:
    """"blue" -> "Blue" ("Blau" in German)."""
    if objective in ("blue", "green", "orange"):
        return _say(f"objective_{objective}", language)
    return objective.capitalize()


def reason_text(item: ScoreItem, language: str = "en") -> str:
    """The item's reason with its ruling number, when a ruling changed the number."""
    reason = item.reason_in(language)
    if item.ruling is None or f"ruling {item.ruling}" in item.reason:  # the English cites it, so every language
        return reason  # no ruling, or the reason already cites it
    return _say("with_ruling", language, reason=reason, number=str(item.ruling))


def card_reason_text(item: ScoreItem, language: str = "en") -> str:
    """``reason_text`` without the item's own card name, for a block already headed by that card:
    "Pier: 2 Waves tags ..." -> "2 Waves tags ...", "Pier is next to ..." -> "it is next to ...",
    "Footprint on Pier: 1 match" -> "Footprint: 1 match". A long name (a user's card is named after
    its abilities) would otherwise fill every line of the block twice.

    A kept reason that can name its card by a pronoun (``word_own``) is worded so, in ``language``; a
    plain sentence (the same in every language) loses the name as written."""
    own = getattr(item.why, "word_own", None)
    if own is not None:
        text = own(language)
        if item.ruling is None or f"ruling {item.ruling}" in item.reason:
            return text
        return _say("with_ruling", language, reason=text, number=str(item.ruling))
    text, name = reason_text(item, language), item.card_name
    if not name:
        return text
    if text.startswith(name + ": "):
        return text[len(name) + 2:]
    if text.startswith(name + " "):
        return "it" + text[len(name):]
    return text.replace(f" on {name}", "", 1)


NOTE_KEYS = ("explain.note_robot", "explain.note_blue_unsettled")
"""The notes a report may carry (``scorer.scoring.table`` writes them in English from these keys)."""


def note_text(note: str, language: str = "en") -> str:
    """A report's note in ``language``; a note of no key stays as it is."""
    for key in NOTE_KEYS:
        if note == lang.text(key, "en"):
            return lang.text(key, language)
    return note


def decided_text(standing: Standing, player: PlayerReport | None, language: str = "en") -> str:
    """What put a player in their place, in words (ruling 12 for the tie-breakers)."""
    match standing.decided_by:
        case "points":
            return _say("decided_points", language)
        case "sand dollars":
            if player is None:
                return _say("decided_sand_dollars", language)
            return _say("decided_sand_dollars_left", language, left=player.sand_dollars)
        case "longest chain":
            if player is None:
                return _say("decided_chain", language)
            return _say("decided_chain_tags", language, tags=player.longest_chain)
        case "shared":
            return _say("decided_shared", language)
        case other:
            return other


def points_text(points: int, language: str = "en") -> str:
    """"1 point", "-3 points", "3 Punkte": a number of points in words."""
    return _count("points", points, language)


def people_text(locals_: int, tourists: int, vips: int, joiner: str, language: str = "en") -> str:
    """"1 local + 2 VIPs" (``joiner`` " + ", as a ring pictures them) or "1 local and 2 VIPs" (``joiner``
    "and": a list in a sentence, ``lang.joined``): the people of each type there are, each in every case
    the sentence around may ask for (``lang.grammar.Cased``); "" for nobody."""
    parts = [cased(lang.text, f"explain.{key}", language, count=n) for key, n in
             (("locals", locals_), ("tourists", tourists), ("vips", vips)) if n]
    if joiner == "and":
        return cased_list(parts, language)
    return cased_join(parts, joiner)


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def unplaced_group_text(group: UnplacedPeople, language: str = "en") -> str:
    """One space's unplaced people: "1 VIP on Pier at beach, column 2", "1 local on the street half of T"."""
    people = people_text(group.locals, group.tourists, group.vips, " + ", language)
    if group.on_starting_tile:
        return _say("group_on_half", language, people=people, row=row_label(group.row, language),
                    card=group.card_name_in(language))
    return _say("group_at", language, people=people, card=group.card_name_in(language),
                where=position_label((group.row, group.column), language))


def unplaced_text(player: PlayerReport, language: str = "en") -> str:
    """Who the player left outside rings, space by space joined by "; ", or "nobody".

    The solo Robot has no people on the table; under Blue it counts as 2 unplaced (ruling 7) and
    the text says so. A report built without its groups says how many are not located rather
    than pretend they are nobody."""
    parts = [unplaced_group_text(group, language) for group in player.unplaced_people]
    missing = player.unplaced - sum(group.total for group in player.unplaced_people)
    if missing > 0 and player.is_robot:
        parts.append(_say("robot_unplaced", language, unplaced=_count("unplaced_people", missing, language)))
    elif missing > 0:
        parts.append(_say("not_located", language, people=_count("people", missing, language)))
    return "; ".join(parts) if parts else _say("nobody", language)


# --- text -----------------------------------------------------------------------------------


def report_to_text(report: TableReport, language: str = "en") -> str:
    """The whole report as plain text in ``language``: scorepad table, ranking, every item per player,
    then the meaning of every ruling cited ("Rulings used"), so "(ruling 5)" never stands unexplained."""
    out = _text_body(report, language)
    used = rulings_used(report)
    if used:
        out += ["", _say("rulings_used", language)]
        out += [f"  {ruling_text(ruling.number, language)}" for ruling in used]
    return "\n".join(out) + "\n"


def rulings_used(report: TableReport) -> tuple[Ruling, ...]:
    """Every ruling the text scorepad cites (reasons, ring assignment, tie-breakers, notes), by number.

    Read from the English text (the citations are found by their English words); every language
    cites the same rulings, as its lines are the same."""
    return _rulings_in(_text_body(report, "en"))


def _rulings_in(lines: list[str]) -> tuple[Ruling, ...]:
    return tuple(sorted(rulings_cited("\n".join(lines)), key=lambda ruling: ruling.number))


def _text_body(report: TableReport, language: str) -> list[str]:
    out: list[str] = [_say("header", language, objective=objective_label(report.objective, language)), ""]
    out += _scorepad_table(report, language)
    out += ["", _say("ranking", language)]
    by_seat = {p.seat: p for p in report.players}
    name_width = max((len(s.name) for s in report.standings), default=0)
    for standing in report.standings:
        points_word = lang.text("explain.points_word", language, count=standing.total)
        out.append(
            f"  {standing.rank}. {standing.name:<{name_width}}  {standing.total:>4} {points_word}  "
            f"{decided_text(standing, by_seat.get(standing.seat), language)}"
        )
    winners = report.winners
    if winners:
        out.append(_say("winner", language, names=lang.joined(winners, language), count=len(winners)))
    for player in report.players:
        out += ["", *_player_section(player, language)]
    if report.notes:
        out += ["", _say("notes", language)]
        out += [f"  - {note_text(note, language)}" for note in report.notes]
    return out


def _scorepad_table(report: TableReport, language: str) -> list[str]:
    names = [line_label(line, language) for line in LINES]
    total = _say("total", language)
    label_width = max(len(label) for label in [*names, total])
    widths = [max(len(p.name), 4) for p in report.players]
    header = " " * label_width + "".join(f"  {p.name:>{w}}" for p, w in zip(report.players, widths, strict=True))
    rows = [header]
    for line, name in zip(LINES, names, strict=True):
        rows.append(f"{name:<{label_width}}" + "".join(
            f"  {p.line(line):>{w}}" for p, w in zip(report.players, widths, strict=True)))
    rows.append("-" * len(header))
    rows.append(f"{total:<{label_width}}" + "".join(f"  {p.total:>{w}}" for p, w in zip(report.players, widths, strict=True)))
    return rows


def _player_section(player: PlayerReport, language: str) -> list[str]:
    name = _say("robot_mark", language, name=player.name) if player.is_robot else player.name
    out = [
        _say("player_head", language, name=name, points=player.total, seat=player.seat + 1,
             sand_dollars=player.sand_dollars, chain=player.longest_chain, unplaced=player.unplaced)
    ]
    for line in LINES:
        items = [item for item in player.items if item.line == line]
        out.append(f"  {line_label(line, language)}: {_signed(player.line(line))}")
        if not items:
            out.append(f"       {_say('nothing_scored', language)}")
        for item in items:
            out.append(f"    {_signed(item.points):>3}  {_item_text(item, language)}")
    if player.rings:
        out.append(f"  {_say('ring_assignment', language)}")
        per_position = Counter(ring.position for ring in player.rings)
        out += [f"       {_ring_text(ring, per_position[ring.position] > 1, language)}" for ring in player.rings]
    # Who makes up the people line's count, from the same assignment (ruling 5; the Robot's is ruling 7).
    who = unplaced_text(player, language)
    out.append(f"  {_say('unplaced_line_robot' if player.is_robot else 'unplaced_line', language, who=who)}")
    return out


def _item_text(item: ScoreItem, language: str) -> str:
    # Reasons name their cards already; the position says where to look in the city.
    where = position_label(item.position, language)
    return f"{where}: {reason_text(item, language)}" if where else reason_text(item, language)


def _ring_text(ring: RingFill, several: bool, language: str) -> str:
    people = people_text(ring.locals, ring.tourists, ring.vips, "and", language) or _say("holds_nobody", language)
    name = ring.card_name_in(language)
    card = _say("ring_number", language, card=name, number=ring.ring_index + 1) if several else name
    state = (_say("ring_filled", language, points=_signed(ring.points)) if ring.filled
             else _say("ring_not_filled", language))
    return _say("ring", language, where=position_label(ring.position, language), card=card,
                label=ring.label_in(language), people=people, state=state)


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


def breakdown_rows(report: TableReport, language: str = "en") -> list[list[Any]]:
    """The rows of ``breakdown_csv``, their card names, positions and reasons in ``language`` (the line
    and ability stay the format's keys)."""
    return [
        [p.name, item.line, item.card_name_in(language) or item.card_id or "", position_label(item.position, language),
         item.ability or "", item.points, reason_text(item, language)]
        for p in report.players
        for item in p.items
    ]


def breakdown_csv(report: TableReport) -> str:
    """One row per scored item: player, line, card, position, ability, points, reason (with ruling)."""
    return _csv(BREAKDOWN_COLUMNS, breakdown_rows(report))
