"""Words and tables for the Pad page and History: a scored pad, its ranking, pad vs rebuilt city, and
how History lists and counts a pad (one entry with its rebuilt table; counted once in the statistics).

Pure (no Streamlit): the page passes a ``scorer.model.pad.PadReport`` (and, once the table is being
rebuilt, the rebuilt game's ``TableReport``) and gets Markdown back, user names escaped with
``webapp.markdown_text.escape_markdown``. No number is computed here beyond laying out the report's.
"""

from __future__ import annotations

from datetime import datetime
from typing import Iterable

from scorer.advice import stats
from scorer.formats.explain import decided_text
from scorer.model.game import FinishedGame
from scorer.model.pad import PadReport
from scorer.model.report import LINE_LABELS, LINES, TableReport
from scorer.model.words import counted
from scorer.scoring.pad import score_pad
from webapp.history.view import status_badge
from webapp.markdown_text import escape_markdown
from webapp.pad.store import PadSummary, StoredPad
from webapp.history.stats_view import played_at
from webapp.tables.store import GameSummary

FIELD_LABELS: dict[str, str] = {
    **LINE_LABELS,
    "sand_dollars": "Leftover sand dollars (tie-breaker)",
    "longest_chain": "Longest chain, in tags (2nd tie-breaker)",
}
"""The label of each number a pad column asks for: the scorepad's own line names, then the tie-breakers."""
ROBOT_HELP: dict[str, str] = {
    "cards": "Its cards' points as the solo rules count them (every condition met, negatives as positive; "
             "ruling 15), plus 1 per sand dollar it took",
    "rings": "Every ring on its cards at full value (ruling 15)",
    "footprints": "1 per footprint it took",
    "wave": "The {tile} towel's wave line (solo rules)",
    "misc": "The {tile} towel's misc line (solo rules)",
    "people": "The {tile} towel's people line (solo rules)",
    "sand_dollars": "The sand dollars it took (tie-breaker)",
    "longest_chain": "The count of its most common tag (tie-breaker)",
}
"""Where the solo Robot's numbers come from (solo rules, ruling 15), as its number boxes' help."""


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


def cities_being_entered(game: FinishedGame) -> bool:
    """True while a table rebuilt from a score pad is still being entered: a player's city has no card.

    The rule a player expects: no finished Santa Monica city is empty, so a scorepad computed with an
    empty city (0 points, a shared win of the empty ones) is not a result yet. The Robot's piles are
    not a city and do not count. Once every city has a card, the cities' own scorepad is the result,
    and the Pad page shows where it differs from the typed lines."""
    return any(not player.cells for player in game.players)


def typed_headline(report: PadReport) -> str:
    """The Scorepad's headline while the cities are being entered: the result typed on the score pad
    ("Score pad: Cy wins with 30 points") and why it stands in for the cities' (Markdown, names escaped)."""
    winners, top = report.winners, report.standings[0].total
    points = counted(top, "point")
    result = (f"{escape_markdown(winners[0])} wins with {points}" if len(winners) == 1
              else f"shared win, {escape_markdown(' & '.join(winners))} with {points}")
    typed = "as typed so far" if report.problems else "as typed"
    return (f"Score pad: {result} ({typed}). The cities are still being entered: the scorepad below counts "
            "only the cards entered so far, and gives the result once every player's city is entered.")


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


def pad_badge(pad: PadSummary, rebuild: GameSummary | None) -> str:
    """History's badges for a pad: "Score pad" and where it stands (Finished, Draft, or its rebuild's state)."""
    if pad.rebuild_id is not None and rebuild is not None:
        state = ":orange-badge[Rebuilding]" if rebuild.status != "finished" else (
            ":orange-badge[Rebuilt, finished, changed since]" if rebuild.changed_since_finished
            else ":green-badge[Rebuilt, finished]")
    else:
        state = status_badge(pad.summary)
    return f":violet-badge[Score pad] {state}"


def shown_summary(pad: PadSummary, rebuild: GameSummary | None) -> GameSummary:
    """The summary History shows for a pad: its rebuilt table's once that is finished (the cities are
    then the result), else the pad's own (the typed totals)."""
    if rebuild is not None and rebuild.status == "finished":
        return rebuild
    return pad.summary


def counts_in_statistics(pad: PadSummary, rebuild: GameSummary | None) -> bool:
    """A finished pad counts in the statistics unless its rebuilt table is finished (that one counts, once)."""
    return pad.summary.status == "finished" and not (rebuild is not None and rebuild.status == "finished")


def pad_statistics(pads: Iterable[StoredPad]) -> list[tuple[stats.GameSummary, datetime]]:
    """Statistics summaries of finished pads with when each was played, as ``stats_view.collect`` has them
    for rebuilt games (the same ``scorer.advice.stats.summary_from_report`` over the pad's totals)."""
    found = []
    for stored in pads:
        when = played_at(stored.summary, stored.pad)  # type: ignore[arg-type]  # reads played_on only
        report = score_pad(stored.pad)
        found.append((stats.summary_from_report(stored.id, when.date().isoformat(), report), when))  # type: ignore[arg-type]
    return found
