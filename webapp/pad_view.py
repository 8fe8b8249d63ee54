"""Words and tables for the Pad page and History: a scored pad, its ranking, and pad vs rebuilt city.

Pure (no Streamlit): the page passes a ``scorer.model.pad.PadReport`` (and, once the table is being
rebuilt, the rebuilt game's ``TableReport``) and gets Markdown back, user names escaped with
``webapp.markdown_text.escape_markdown``. No number is computed here beyond laying out the report's.
"""

from __future__ import annotations

from scorer.formats.explain import decided_text
from scorer.model.pad import PadReport
from scorer.model.report import LINE_LABELS, LINES, TableReport
from webapp.markdown_text import escape_markdown

FIELD_LABELS: dict[str, str] = {
    **LINE_LABELS,
    "sand_dollars": "Leftover sand dollars (tie-breaker)",
    "longest_chain": "Longest chain, in tags (2nd tie-breaker)",
}
"""The label of each number a pad column asks for: the scorepad's own line names, then the tie-breakers."""


def pad_table(report: PadReport) -> str:
    """The scorepad as typed: lines x players and each total (a Markdown table)."""
    header = "| Line | " + " | ".join(escape_markdown(p.name) for p in report.players) + " |"
    rule = "|:--|" + "--:|" * len(report.players)
    rows = [f"| {LINE_LABELS[line]} | " + " | ".join(str(p.line(line)) for p in report.players) + " |"
            for line in LINES]
    rows.append("| **Total** | " + " | ".join(f"**{p.total}**" for p in report.players) + " |")
    return "\n".join([header, rule, *rows])


def ranking_text(report: PadReport) -> str:
    """The ranking, one numbered line per player with what decided the place (ruling 12)."""
    by_seat = {p.seat: p for p in report.players}
    return "\n".join(
        f"{s.rank}. **{escape_markdown(s.name)}**: {s.total} "
        f"({escape_markdown(decided_text(s, by_seat.get(s.seat)))})"  # type: ignore[arg-type]
        for s in report.standings)


def winner_text(report: PadReport) -> str:
    """"🏆 Ann wins with 52 points" or the shared win."""
    winners, top = report.winners, report.standings[0].total
    if len(winners) == 1:
        return f"🏆 {escape_markdown(winners[0])} wins with {top} points"
    return f"🏆 Shared win: {escape_markdown(' & '.join(winners))} with {top} points"


def comparison_table(pad: PadReport, city: TableReport | None) -> str:
    """Pad lines beside the rebuilt cities' computed lines, one row per line and player.

    ``city`` is ``None`` while the rebuilt table cannot be scored yet: the city column then says so
    instead of showing a number. A line where the two differ is marked, so the table sees at a glance
    what the rebuild changed or what is still to enter."""
    city_players = {p.name: p for p in city.players} if city is not None else {}
    rows = ["| Player | Line | Pad | Cities |", "|:--|:--|--:|--:|"]
    for player in pad.players:
        rebuilt = city_players.get(player.name)
        for line in (*LINES, "total"):
            typed = player.total if line == "total" else player.line(line)
            label = "**Total**" if line == "total" else LINE_LABELS[line]
            if rebuilt is None:
                computed = "not scored yet"
            else:
                value = rebuilt.total if line == "total" else rebuilt.line(line)
                computed = str(value) if value == typed else f"**{value}** ≠"
            rows.append(f"| {escape_markdown(player.name)} | {label} | {typed} | {computed} |")
    return "\n".join(rows)
