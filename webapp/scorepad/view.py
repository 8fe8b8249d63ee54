"""The Scorepad's words, made once per stored version: the winner, the ranking, the pad, the "Why" tabs.

``scorepad_view(report, game, catalogue, language)`` turns a ``scorer`` table report into the exact Markdown
and captions the page shows in the phone's language (``scorepad.*`` and ``explain.*`` keys of the
language catalogues; the items' reasons, the cards they name and the ring labels worded in that language too,
``scorer.formats.explain``), user text escaped (``webapp.markdown_text.escape_markdown``) where it is
composed. Escaping every card name and reason of a 4-player table is a good part of a rerun, so the
page keeps the result with the report (``webapp.scorepad.report_cache``) and only renders it.

Pure (no Streamlit) and no game rule: every number and reason comes from the report and
``scorer.formats.explain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import lang
from card_db.catalogue import Catalogue
from scorer.formats.explain import (
    card_reason_text,
    decided_text,
    note_text,
    position_label,
    reason_text,
    rulings_used,
    unplaced_text,
)
from scorer.model.game import FinishedGame
from scorer.model.report import LINES, Line, PlayerReport, TableReport, line_label
from scorer.model.rulings import ruling_text, rulings_cited
from webapp.markdown_text import escape_markdown

Part = tuple[Literal["caption", "markdown"], str]
"""One element inside an expander, in order: a caption or a block of Markdown."""


@dataclass(frozen=True, slots=True)
class Fold:
    """An expander: its label and what it holds."""

    label: str
    parts: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class PlayerWhy:
    """One player's tab under "Why": the tab's name, a caption, an expander per line, then by card."""

    tab: str
    caption: str
    lines: tuple[Fold, ...]
    by_card: Fold | None


@dataclass(frozen=True, slots=True)
class ScorepadView:
    """Everything the Scorepad writes above the best final movement, ready to render."""

    sample_cards: bool
    """The table uses SAMPLE cards (the page says they are not the printed ones)."""
    winner: str
    ranking: str
    table: str
    notes: tuple[str, ...]
    blue_table: str
    """The Blue people line across the table ("" for the other objectives)."""
    players: tuple[PlayerWhy, ...]
    rulings: Fold | None


def uses_sample_cards(game: FinishedGame, catalogue: Catalogue) -> bool:
    """True when a card or starting tile of the table (the Robot's piles included) is a SAMPLE one."""
    used = {c.card for p in game.players for c in p.cells} | {p.starting_tile for p in game.players}
    if game.robot is not None:
        used |= set(game.robot.beach_pile + game.robot.street_pile)
    return any(getattr(catalogue.cards.get(i) or catalogue.starting_tiles.get(i), "sample", False) for i in used)


def _say(key: str, language: str, **values: Any) -> str:
    return lang.text(f"scorepad.{key}", language, **values)


def winner_text(report: TableReport, language: str = "en") -> str:
    """"🏆 Ana wins with 48 points", or the shared win."""
    winners = report.winners
    points = report.standings[0].total
    if len(winners) == 1:
        return "🏆 " + _say("winner", language, name=escape_markdown(winners[0]), count=points)
    names = escape_markdown(winners[0])
    for name in winners[1:]:
        names = _say("names_and", language, first=names, second=escape_markdown(name))
    return "🏆 " + _say("shared_win", language, names=names, count=points)


def ranking_text(report: TableReport, language: str = "en") -> str:
    """The ranking as a numbered list, each place with what decided it."""
    by_seat = {p.seat: p for p in report.players}
    return "\n".join(
        f"{s.rank}. **{escape_markdown(s.name)}**: {s.total} "
        f"({escape_markdown(decided_text(s, by_seat.get(s.seat), language))})"
        for s in report.standings)


def pad_table(report: TableReport, language: str = "en") -> str:
    """The pad: a Markdown table of lines x players and the totals."""
    players = report.players
    header = f"| {_say('column_line', language)} | " + " | ".join(escape_markdown(p.name) for p in players) + " |"
    rule = "|:--|" + "--:|" * len(players)
    rows = [f"| {line_label(line, language)} | " + " | ".join(str(p.line(line)) for p in players) + " |"
            for line in LINES]
    rows.append(f"| **{lang.text('explain.total', language)}** | " + " | ".join(f"**{p.total}**" for p in players) + " |")
    return "\n".join([header, rule, *rows])


def blue_table(report: TableReport, language: str = "en") -> str:
    """The Blue people line across the table (unplaced people and points per player); "" otherwise."""
    if report.objective != "blue":
        return ""
    head = " | ".join(_say(key, language) for key in ("column_player", "column_unplaced", "column_points"))
    return (f"| {head} |\n|:--|--:|--:|\n"
            + "\n".join(f"| {escape_markdown(p.name)} | {p.unplaced} | {p.line('people')} |" for p in report.players))


def line_fold(p: PlayerReport, line: Line, language: str = "en") -> Fold:
    """One line of one player: each item's points and reason, the rulings it cites, rings and unplaced."""
    items = [i for i in p.items if i.line == line]
    parts: list[Part] = []
    if not items:
        parts.append(("caption", _say("nothing_on_line", language)))
    lines = []
    for item in items:
        # The reason names the card itself; the position says where it stands.
        head = position_label(item.position, language)
        lines.append(f"- **{item.points:+d}** {escape_markdown(head + ': ' if head else '')}"
                     f"{escape_markdown(reason_text(item, language))}")
        # "(ruling 3)" means nothing to a player: its meaning goes right under the line.
        # Only our own sentences go here (no card name), so there is nothing to escape.
        lines += [f"    - *{ruling_text(ruling.number, language)}*"
                  for ruling in rulings_cited(item.reason, item.ruling)]
    if lines:
        parts.append(("markdown", "\n".join(lines)))
    if line == "rings" and p.rings:
        rings = "; ".join(_say("ring_filled" if r.filled else "ring_not_filled", language,
                               card=r.card_name_in(language), label=r.label_in(language)) for r in p.rings)
        parts.append(("caption", _say("rings_auto", language, rings=escape_markdown(rings))))
    if line == "people":
        parts.append(("caption", _say("unplaced", language, who=escape_markdown(unplaced_text(p, language)))))
    return Fold(f"{line_label(line, language)}: {p.line(line)}", tuple(parts))


def by_card_fold(p: PlayerReport, language: str = "en") -> Fold | None:
    """The same items grouped by card ("why did this card score what it scored"); None without cards.

    Each card is a Markdown part of its own: in one block, a heading after a list would be read as the
    list's last line and glued to it. The heading names the card once; its lines leave the name out."""
    by_card: dict[tuple, list] = {}
    for item in p.items:
        if item.position is not None:
            by_card.setdefault((item.position, item.card_name_in(language) or item.card_id or ""), []).append(item)
    if not by_card:
        return None
    blocks: list[Part] = []
    for (position, name), items in sorted(by_card.items(), key=lambda kv: (kv[0][0][1], kv[0][0][0])):
        lines = [(f"**{escape_markdown(name)}** ({escape_markdown(position_label(position, language))}): "
                  f"**{sum(i.points for i in items):+d}**"), ""]
        lines += [f"- {i.points:+d} {line_label(i.line, language)}: {escape_markdown(card_reason_text(i, language))}"
                  for i in items]
        blocks.append(("markdown", "\n".join(lines)))
    return Fold(_say("by_card", language, count=len(by_card)), tuple(blocks))


def player_why(p: PlayerReport, language: str = "en") -> PlayerWhy:
    """One player's "Why" tab."""
    caption = _say("why_caption", language,
                   sand_dollars=lang.text("explain.sand_dollars", language, count=p.sand_dollars),
                   chain=lang.text("explain.tags", language, count=p.longest_chain),
                   unplaced=lang.text("explain.unplaced_people", language, count=p.unplaced))
    return PlayerWhy(escape_markdown(p.name), caption,
                     tuple(line_fold(p, line, language) for line in LINES), by_card_fold(p, language))


def rulings_fold(report: TableReport, language: str = "en") -> Fold | None:
    """Every ruling the pad cites (ranking, rings, people lines included), each in one sentence of our own."""
    used = rulings_used(report)
    if not used:
        return None
    return Fold(_say("rulings_used", language, count=len(used)),
                (("markdown", "\n".join(f"- {ruling_text(ruling.number, language)}" for ruling in used)),))


def scorepad_view(report: TableReport, game: FinishedGame, catalogue: Catalogue, language: str = "en") -> ScorepadView:
    """The Scorepad's words for this report in ``language`` (``catalogue`` only says whether SAMPLE cards are used)."""
    return ScorepadView(
        sample_cards=uses_sample_cards(game, catalogue),
        winner=winner_text(report, language),
        ranking=ranking_text(report, language),
        table=pad_table(report, language),
        notes=tuple(escape_markdown(note_text(note, language)) for note in report.notes),
        blue_table=blue_table(report, language),
        players=tuple(player_why(p, language) for p in report.players),
        rulings=rulings_fold(report, language),
    )
