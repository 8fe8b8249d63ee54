"""Words and tables for the Pad page and History: a scored pad, its ranking, pad vs rebuilt city, and
how History lists and counts a pad (one entry with its rebuilt table; counted once in the statistics).

Pure (no Streamlit): the page passes a ``scorer.model.pad.PadReport`` (and, once the table is being
rebuilt, the rebuilt game's ``TableReport``) and the phone's language (English when left out), and gets
Markdown back, worded by the catalogues (``pad.*`` keys), user names escaped with
``webapp.markdown_text.escape_markdown``. No number is computed here beyond laying out the report's.
The tie-breaker words of the ranking (``scorer.formats.explain.decided_text``) are the scorer's.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Literal

import lang
from scorer.advice import stats
from scorer.formats.explain import decided_text
from scorer.model.game import FinishedGame
from scorer.model.pad import PadReport
from scorer.model.report import LINES, Line, TableReport
from scorer.scoring.pad import score_pad
from webapp.history.stats_view import played_at
from webapp.history.view import status_badge
from webapp.markdown_text import escape_markdown
from webapp.pad.store import PadSummary, StoredPad
from webapp.tables.store import GameSummary

FIELD_KEYS: dict[str, str] = {
    "cards": "pad.field_cards", "rings": "pad.field_rings", "footprints": "pad.field_footprints",
    "wave": "pad.field_wave", "misc": "pad.field_misc", "people": "pad.field_people",
    "sand_dollars": "pad.field_sand_dollars", "longest_chain": "pad.field_longest_chain",
}
"""The catalogue key of each number a pad column asks for: the scorepad's own line names, then the tie-breakers."""
ROBOT_HELP_KEYS: dict[str, str] = {
    "cards": "pad.robot_help_cards", "rings": "pad.robot_help_rings", "footprints": "pad.robot_help_footprints",
    "wave": "pad.robot_help_wave", "misc": "pad.robot_help_misc", "people": "pad.robot_help_people",
    "sand_dollars": "pad.robot_help_sand_dollars", "longest_chain": "pad.robot_help_longest_chain",
}
"""Where the solo Robot's numbers come from (solo rules, ruling 15), as its number boxes' help."""


def field_label(field: str, language: str = "en") -> str:
    """The label of a number a pad column asks for ("Feature cards", "Leftover sand dollars (tie-breaker)")."""
    return lang.text(FIELD_KEYS[field], language)


def robot_help(field: str, tile: str, language: str = "en") -> str:
    """Where the solo Robot's number for ``field`` comes from (solo rules, ruling 15), as its box's help;
    ``tile`` is the objective tile's colour as the phone reads it."""
    return lang.text(ROBOT_HELP_KEYS[field], language, tile=tile)


def pad_table(report: PadReport, language: str = "en") -> str:
    """The scorepad as typed: lines x players and each total (a Markdown table)."""
    header = f"| {lang.text('pad.column_line', language)} | " + " | ".join(
        escape_markdown(p.name) for p in report.players) + " |"
    rule = "|:--|" + "--:|" * len(report.players)
    rows = [f"| {field_label(line, language)} | " + " | ".join(lang.number(p.line(line), language)
                                                              for p in report.players) + " |"
            for line in LINES]
    rows.append(f"| **{lang.text('pad.total', language)}** | " + " | ".join(
        f"**{lang.number(p.total, language)}**" for p in report.players) + " |")
    return "\n".join([header, rule, *rows])


def ranking_text(report: PadReport, language: str = "en") -> str:
    """The ranking, one numbered line per player with what decided the place (ruling 12)."""
    by_seat = {p.seat: p for p in report.players}
    return "\n".join(
        f"{s.rank}. " + lang.text("pad.ranking_line", language, name=escape_markdown(s.name), points=s.total,
                                  decided=escape_markdown(decided_text(s, by_seat.get(s.seat), language)))  # type: ignore[arg-type]
        for s in report.standings)


def _names(winners: tuple[str, ...], language: str) -> str:
    return lang.joined(winners, language)


def winner_text(report: PadReport, language: str = "en") -> str:
    """"🏆 Ann wins with 52 points" or the shared win (the names escaped)."""
    winners, top = report.winners, report.standings[0].total
    if len(winners) == 1:
        return "🏆 " + lang.text("pad.wins_with", language, name=escape_markdown(winners[0]), count=top)
    return "🏆 " + lang.text("pad.shared_win_with", language, names=escape_markdown(_names(winners, language)),
                             count=top)


def cities_being_entered(game: FinishedGame) -> bool:
    """True while a table rebuilt from a score pad is still being entered: a player's city has no card.

    The rule a player expects: no finished Santa Monica city is empty, so a scorepad computed with an
    empty city (0 points, a shared win of the empty ones) is not a result yet. The Robot's piles are
    not a city and do not count. Once every city has a card, the cities' own scorepad is the result,
    and the Pad page shows where it differs from the typed lines."""
    return any(not player.cells for player in game.players)


def typed_headline(report: PadReport, language: str = "en") -> str:
    """The Scorepad's headline while the cities are being entered: the result typed on the score pad
    ("Score pad: Cy wins with 30 points") and why it stands in for the cities' (Markdown, names escaped)."""
    winners, top = report.winners, report.standings[0].total
    result = (lang.text("pad.wins_with", language, name=escape_markdown(winners[0]), count=top) if len(winners) == 1
              else lang.text("pad.headline_shared_win", language, names=escape_markdown(_names(winners, language)),
                             count=top))
    key = "pad.headline_so_far" if report.problems else "pad.headline"
    return lang.text(key, language, result=result)


_ROWS: tuple[Line | Literal["total"], ...] = (*LINES, "total")
"""The comparison table's rows per player: the six lines, then the total."""


def comparison_table(pad: PadReport, city: TableReport | None, language: str = "en") -> str:
    """Pad lines beside the rebuilt cities' computed lines, one row per line and player.

    ``city`` is ``None`` while the rebuilt table cannot be scored yet: the city column then says so
    instead of showing a number. A line where the two differ is marked, so the table sees at a glance
    what the rebuild changed or what is still to enter."""
    city_players = {p.name: p for p in city.players} if city is not None else {}
    header = (lang.text(key, language) for key in ("pad.column_player", "pad.column_line", "pad.column_pad",
                                                   "pad.column_cities"))
    rows = ["| " + " | ".join(header) + " |", "|:--|:--|--:|--:|"]
    for player in pad.players:
        rebuilt = city_players.get(player.name)
        for line in _ROWS:
            typed = player.total if line == "total" else player.line(line)
            label = f"**{lang.text('pad.total', language)}**" if line == "total" else field_label(line, language)
            if rebuilt is None:
                computed = lang.text("pad.not_scored_yet", language)
            else:
                value = rebuilt.total if line == "total" else rebuilt.line(line)
                shown = lang.number(value, language)
                computed = shown if value == typed else f"**{shown}** ≠"
            rows.append(f"| {escape_markdown(player.name)} | {label} | {lang.number(typed, language)} | {computed} |")
    return "\n".join(rows)


def pad_badge(pad: PadSummary, rebuild: GameSummary | None, language: str = "en") -> str:
    """History's badges for a pad: "Score pad" and where it stands (Finished, Draft, or its rebuild's state)."""
    if pad.rebuild_id is not None and rebuild is not None:
        if rebuild.status != "finished":
            state = f":orange-badge[{lang.text('pad.badge_rebuilding', language)}]"
        elif rebuild.changed_since_finished:
            state = f":orange-badge[{lang.text('pad.badge_rebuilt_changed', language)}]"
        else:
            state = f":green-badge[{lang.text('pad.badge_rebuilt', language)}]"
    else:
        state = status_badge(pad.summary, language)
    return f":violet-badge[{lang.text('pad.badge_pad', language)}] {state}"


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
