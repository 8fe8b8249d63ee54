"""The Scorepad's words, made once per stored version: the winner, the ranking, the pad, the "Why" tabs.

``scorepad_view(report, game, catalogue)`` turns a ``scorer`` table report into the exact Markdown and
captions the page shows, user text escaped (``webapp.markdown_text.escape_markdown``) where it is
composed. Escaping every card name and reason of a 4-player table is a good part of a rerun, so the
page keeps the result with the report (``webapp.scorepad.report_cache``) and only renders it.

Pure (no Streamlit) and no game rule: every number and reason comes from the report and
``scorer.formats.explain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from card_db.catalogue import Catalogue
from scorer.formats.explain import card_reason_text, decided_text, position_label, reason_text, rulings_used, unplaced_text
from scorer.model.game import FinishedGame
from scorer.model.report import LINE_LABELS, LINES, PlayerReport, TableReport
from scorer.model.rulings import rulings_cited
from scorer.model.words import counted
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


def winner_text(report: TableReport) -> str:
    """"🏆 Ana wins with 48 points", or the shared win."""
    winners = report.winners
    if len(winners) == 1:
        return f"🏆 {escape_markdown(winners[0])} wins with {counted(report.standings[0].total, 'point')}"
    return f"🏆 Shared win: {escape_markdown(' & '.join(winners))} with {counted(report.standings[0].total, 'point')}"


def ranking_text(report: TableReport) -> str:
    """The ranking as a numbered list, each place with what decided it."""
    by_seat = {p.seat: p for p in report.players}
    return "\n".join(
        f"{s.rank}. **{escape_markdown(s.name)}**: {s.total} ({escape_markdown(decided_text(s, by_seat.get(s.seat)))})"
        for s in report.standings)


def pad_table(report: TableReport) -> str:
    """The pad: a Markdown table of lines x players and the totals."""
    players = report.players
    header = "| Line | " + " | ".join(escape_markdown(p.name) for p in players) + " |"
    rule = "|:--|" + "--:|" * len(players)
    rows = [f"| {LINE_LABELS[line]} | " + " | ".join(str(p.line(line)) for p in players) + " |" for line in LINES]
    rows.append("| **Total** | " + " | ".join(f"**{p.total}**" for p in players) + " |")
    return "\n".join([header, rule, *rows])


def blue_table(report: TableReport) -> str:
    """The Blue people line across the table (unplaced people and points per player); "" otherwise."""
    if report.objective != "blue":
        return ""
    return ("| Player | Unplaced people | Points |\n|:--|--:|--:|\n"
            + "\n".join(f"| {escape_markdown(p.name)} | {p.unplaced} | {p.line('people')} |" for p in report.players))


def line_fold(p: PlayerReport, line: str) -> Fold:
    """One line of one player: each item's points and reason, the rulings it cites, rings and unplaced."""
    items = [i for i in p.items if i.line == line]
    parts: list[Part] = []
    if not items:
        parts.append(("caption", "Nothing on this line."))
    lines = []
    for item in items:
        # The reason names the card itself; the position says where it stands.
        head = position_label(item.position)
        lines.append(f"- **{item.points:+d}** {escape_markdown(head + ': ' if head else '')}"
                     f"{escape_markdown(reason_text(item))}")
        # "(ruling 3)" means nothing to a player: its meaning goes right under the line.
        # Only our own sentences go here (no card name), so there is nothing to escape.
        lines += [f"    - *{ruling.text}*" for ruling in rulings_cited(item.reason, item.ruling)]
    if lines:
        parts.append(("markdown", "\n".join(lines)))
    if line == "rings" and p.rings:
        parts.append(("caption", "Rings filled automatically in the best legal way (ruling 5): " + escape_markdown(
            "; ".join(f"{r.card_name}: {r.ring_label} {'filled' if r.filled else 'not filled'}" for r in p.rings))))
    if line == "people":
        parts.append(("caption", f"Unplaced (ruling 5): {escape_markdown(unplaced_text(p))}"))
    return Fold(f"{LINE_LABELS[line]}: {p.line(line)}", tuple(parts))


def by_card_fold(p: PlayerReport) -> Fold | None:
    """The same items grouped by card ("why did this card score what it scored"); None without cards.

    Each card is a Markdown part of its own: in one block, a heading after a list would be read as the
    list's last line and glued to it. The heading names the card once; its lines leave the name out."""
    by_card: dict[tuple, list] = {}
    for item in p.items:
        if item.position is not None:
            by_card.setdefault((item.position, item.card_name or item.card_id or ""), []).append(item)
    if not by_card:
        return None
    blocks: list[Part] = []
    for (position, name), items in sorted(by_card.items(), key=lambda kv: (kv[0][0][1], kv[0][0][0])):
        lines = [f"**{escape_markdown(name)}** ({escape_markdown(position_label(position))}): "
                 f"**{sum(i.points for i in items):+d}**", ""]
        lines += [f"- {i.points:+d} {LINE_LABELS[i.line]}: {escape_markdown(card_reason_text(i))}" for i in items]
        blocks.append(("markdown", "\n".join(lines)))
    return Fold(f"By card ({counted(len(by_card), 'card')} scored or explained)", tuple(blocks))


def player_why(p: PlayerReport) -> PlayerWhy:
    """One player's "Why" tab."""
    return PlayerWhy(escape_markdown(p.name),
                     f"{counted(p.sand_dollars, 'sand dollar')} left · longest chain "
                     f"{counted(p.longest_chain, 'tag')} · {counted(p.unplaced, 'unplaced person')}",
                     tuple(line_fold(p, line) for line in LINES), by_card_fold(p))


def rulings_fold(report: TableReport) -> Fold | None:
    """Every ruling the pad cites (ranking, rings, people lines included), each in one sentence of our own."""
    used = rulings_used(report)
    if not used:
        return None
    return Fold(f"Rulings used ({len(used)})", (("markdown", "\n".join(f"- {ruling.text}" for ruling in used)),))


def scorepad_view(report: TableReport, game: FinishedGame, catalogue: Catalogue) -> ScorepadView:
    """The Scorepad's words for this report (``catalogue`` only says whether SAMPLE cards are used)."""
    return ScorepadView(
        sample_cards=uses_sample_cards(game, catalogue),
        winner=winner_text(report),
        ranking=ranking_text(report),
        table=pad_table(report),
        notes=tuple(escape_markdown(note) for note in report.notes),
        blue_table=blue_table(report),
        players=tuple(player_why(p) for p in report.players),
        rulings=rulings_fold(report),
    )
