"""History page: every stored table with its date, players, scores and winner.

Each table can be opened (its Scorepad, or its Cities while it is a draft), re-scored with the
current catalogue (a finished game's recorded totals and winner are updated; a draft's fresh
scores are only shown) and deleted after a confirmation. Scores come from ``scorer.scoring.table``;
this page computes no rule, and a game that cannot be scored says why instead of a traceback.

Score-pad-only games (``webapp.pad.store``, issue 13) are listed among them with a "Score pad"
badge: opened on the Pad page, deleted the same way (with the table rebuilt from one, if any, which is
then listed as part of its pad, not twice); a pad holds typed lines, so there is nothing to re-score.

The Statistics tab covers the finished games (``scorer.advice.stats`` via ``webapp.history.stats_view``): per
player games, wins, average and best score, average points per scorepad line and a chart of scores
over time, filtered by objective tile and player count. A game that no longer scores is left out
with a note naming it.
"""

from __future__ import annotations

import streamlit as st

from card_db.catalogue import UnknownCardError
from card_db.loader import CatalogueError
from scorer.model.problems import InvalidGameError
from scorer.model.words import counted
from scorer.scoring.table import score_game
from scorer.advice.stats import filter_summaries, player_stats, scores_over_time
from webapp.ui import browser_state, frame, table_url
from webapp.history import export as history_export
from webapp.pad import ui as pad_ui
from webapp.history.view import (CHANGED_SINCE, game_date, game_title, report_totals, score_line, status_badge,
                                 totals_change)
from webapp.markdown_text import escape_markdown
from webapp.pad.store import PadSummary
from webapp.pad.view import counts_in_statistics, pad_badge, pad_statistics, shown_summary
from webapp.history.stats_view import (
    scores_chart,
    OBJECTIVE_CHOICES,
    PLAYER_COUNT_CHOICES,
    SummaryCache,
    chart_rows,
    collect,
    filter_words,
    line_table,
    player_heading,
    player_table,
    skipped_note,
    History,
)
from webapp.tables.store import GameSummary, StoreError

DELETING = "hist_deleting"
FRESH = "hist_fresh"

frame.page_setup("History", "📜")
st.title("📜 History")

try:
    games = table_url.store().list_games()
    pads = pad_ui.pad_store().list_pads()
except StoreError as error:
    st.error(escape_markdown(error))
    st.stop()
games_by_id = {g.id: g for g in games}
# A table rebuilt from a score pad is listed once, with its pad.
rebuilds = {p.rebuild_id for p in pads if p.rebuild_id is not None}


def _ask_delete(gid: str) -> None:
    st.session_state[DELETING] = gid


def _cancel() -> None:
    st.session_state.pop(DELETING, None)


def _delete_pad(pid: str, title: str) -> None:
    """Callback of "Yes, delete" for a score pad: remove it and the table rebuilt from it, if any."""
    _deleted(lambda: pad_ui.pad_store().delete_pad(pid), title)


def _delete(gid: str, title: str) -> None:
    """Callback of "Yes, delete": remove the game from the store."""
    _deleted(lambda: table_url.store().delete_game(gid), title)


def _asked_to_delete(item_id: str, title: str, delete, also: str = "") -> bool:
    """When ``item_id`` (a game or a pad) is the one being deleted: the question, with "Yes, delete"
    (calls ``delete(item_id, title)``) and "Cancel"; True when it was asked, so the caller draws nothing
    else for that entry. ``also`` names what goes with it."""
    if st.session_state.get(DELETING) != item_id:
        return False
    st.warning(escape_markdown(f"Delete {title}{also} for good? This cannot be undone."))
    yes, no = st.columns(2)
    yes.button("Yes, delete", key=f"hist_confirm_{item_id}", type="primary", width="stretch",
               on_click=delete, args=(item_id, title))
    no.button("Cancel", key=f"hist_cancel_{item_id}", width="stretch", on_click=_cancel)
    return True


def _deleted(delete, title: str) -> None:
    """Run ``delete`` (True when it removed something) and say what happened to ``title``; a refusal
    by the store becomes a message."""
    _cancel()
    try:
        existed = delete()
    except StoreError as error:
        frame.flash(str(error))
        return
    frame.flash(f"Deleted {title}." if existed else f"{title} was already deleted.", "success" if existed else "error")


def _rescore(gid: str) -> None:
    """Callback of "Re-score": score the stored game with today's catalogue; record it if finished."""
    try:
        stored = table_url.store().get(gid)
        report = score_game(stored.game, table_url.catalogue_for(stored.game))
    except InvalidGameError as error:
        problems = "; ".join(str(p) for p in error.problems[:3])
        more = f" (and {len(error.problems) - 3} more)" if len(error.problems) > 3 else ""
        frame.flash(f"{game_title(stored.summary)} cannot be scored: {problems}{more}. Fix it on the City page.")
        return
    except (UnknownCardError, CatalogueError, StoreError) as error:
        frame.flash(f"Could not re-score: {error}")
        return
    totals = report_totals(report)
    if stored.status == "finished":
        try:
            table_url.store().finish_game(gid, totals, report.winners, version=stored.summary.updated)
        except StoreError as error:
            frame.flash(f"Re-scored, but the new totals could not be saved: {error}")
            return
        change = totals_change(stored.summary.totals, totals)
        frame.flash(f"Re-scored {game_title(stored.summary)} with the current catalogue: {change}.", "success")
    else:
        st.session_state.setdefault(FRESH, {})[gid] = (totals, " & ".join(report.winners))
        frame.flash(f"Scored the draft {game_title(stored.summary)} (not recorded until it is finished).", "success")


if not games and not pads:
    st.info("No tables yet. Start one on the home page; finished tables are listed here.")
    st.page_link(frame.HOME_PAGE, label="Home: start a table", icon="🏠")
    st.stop()


# The statistics tables take the screen's width and no more (fixed layout, tighter cells, long names wrap);
# the filter buttons are thumb-sized like the app's other controls.
_TABLE_CSS = """
<style>
.st-key-stats_tables table { width: 100%; table-layout: fixed; }
.st-key-stats_tables th, .st-key-stats_tables td { padding: 0.3rem 0.25rem; font-size: 0.85rem;
  overflow-wrap: anywhere; }
.st-key-stats_overview th:first-child, .st-key-stats_overview td:first-child { width: 34%; }
.st-key-stats_tile button, .st-key-stats_players button { min-height: 2.5rem; }
</style>
"""


@st.cache_resource(show_spinner=False)
def _summary_cache() -> SummaryCache:
    """Scored summaries of finished games by (id, last change), shared by every session."""
    return SummaryCache()


def _statistics(rows: tuple[GameSummary, ...], pad_rows: tuple[PadSummary, ...]) -> None:
    """The Statistics tab: filters, per-player tables and the scores-over-time chart."""
    finished_rows = [g for g in rows if g.status == "finished"]
    counted_pads = [p for p in pad_rows if counts_in_statistics(p, games_by_id.get(p.rebuild_id or ""))]
    if not finished_rows and not counted_pads:
        st.info("No finished games yet: finish a table on its Scorepad (Finish game) to see statistics here.")
        return
    try:
        base = table_url.base_catalogue()
    except CatalogueError as error:
        st.error(escape_markdown(f"The statistics need the catalogue, which cannot be read: {error}"))
        return
    # A table changed since it was finished counts with its recorded result: the game as it was finished.
    history = collect(finished_rows, table_url.store().get_as_finished, table_url.catalogue_for, base=base, cache=_summary_cache())
    if counted_pads:  # finished score pads count like any finished game (their typed lines and totals)
        try:
            typed = pad_statistics(pad_ui.pad_store().get_pad_as_finished(p.id) for p in counted_pads)
        except StoreError as error:
            st.warning(escape_markdown(f"The score-pad-only games are left out: {error}"))
            typed = []
        found = sorted([*((s, history.played[s.game_id]) for s in history.summaries), *typed],
                       key=lambda pair: (pair[1], pair[0].game_id))
        history = History(summaries=tuple(s for s, _ in found), played={s.game_id: w for s, w in found},
                          skipped=history.skipped)
    if history.skipped:
        st.warning(skipped_note(history.skipped))
    if not history.summaries:
        st.info("No finished games can be counted yet: every finished game above was left out.")
        return
    st.html(_TABLE_CSS)
    tile = st.segmented_control("Objective tile", list(OBJECTIVE_CHOICES), default="Any", required=True,
                                key="stats_tile")
    count = st.segmented_control("Players", list(PLAYER_COUNT_CHOICES), default="Any", required=True,
                                 key="stats_players")
    objective, players = OBJECTIVE_CHOICES[tile or "Any"], PLAYER_COUNT_CHOICES[count or "Any"]
    chosen = filter_summaries(history.summaries, objective=objective, player_count=players)
    per_player = player_stats(chosen)
    if not per_player:
        st.info(f"No finished games {filter_words(objective, players)} yet: choose Any to see them all.")
        return
    st.caption(f"{counted(len(chosen), 'finished game')}. A shared win counts as a win "
               "for every winner. The solo Robot is not listed.")
    with st.container(key="stats_tables"):
        st.container(key="stats_overview").markdown(player_table(per_player))
        st.markdown("##### Average points per scorepad line")
        for row in per_player:
            st.markdown(player_heading(row))
            st.markdown(line_table(row))
    st.caption("Foot = footprints; Wave, Misc and People are the objective tile's lines.")
    st.markdown("##### Scores over time")
    chart = scores_chart(chart_rows(scores_over_time(chosen), history.played))
    st.altair_chart(chart, width="stretch")


def _pad_entry(pad: PadSummary) -> None:
    """One score-pad-only game in the list (with the table rebuilt from it, if any)."""
    pid = pad.id
    rebuild = games_by_id.get(pad.rebuild_id or "")
    summary = shown_summary(pad, rebuild)
    title = game_title(pad.summary)
    with st.container(border=True, key=f"hist_pad_{pid}"):
        st.markdown(f"**{escape_markdown(title)}** {pad_badge(pad, rebuild)}")
        st.caption(escape_markdown(game_date(pad.summary, browser_state.browser_zone())))
        if summary.status == "finished":
            st.markdown(f"🏆 **{escape_markdown(summary.winner)}**" if summary.winner else "No winner recorded")
        st.markdown(escape_markdown(score_line(summary)))
        if summary.changed_since_finished:
            st.caption(CHANGED_SINCE)
        rebuilt = " and the cities rebuilt from it" if rebuild is not None else ""
        if _asked_to_delete(pid, title, _delete_pad, also=rebuilt):
            return
        st.page_link(pad_ui.PAD_PAGE, label="Open the score pad", icon="🧮", query_params={pad_ui.PAD_PARAM: pid},
                     width="stretch")
        if rebuild is not None and rebuild.status == "finished":  # the rebuilt table is the result, as in Statistics
            _csv_button("This table (CSV)", lambda: _table_csv(rebuild.id), f"hist_csv_{pid}",
                        f"santa-monica-{rebuild.id}-scorepad.csv")
        elif pad.summary.status == "finished":
            _csv_button("This table (CSV)", lambda: history_export.pad_csv(pad_ui.pad_store().get_pad(pid)),
                        f"hist_csv_{pid}", f"santa-monica-{pid}-scorepad.csv")
        if rebuild is not None:
            params = {frame.GAME_PARAM: rebuild.id}
            st.page_link(frame.SCOREPAD_PAGE, label="Open the rebuilt scorepad", icon="🧮", query_params=params,
                         width="stretch")
            if rebuild.status != "finished":
                st.page_link(frame.CITY_PAGE, label="Continue the cities", icon="🏙️", query_params=params,
                             width="stretch")
        st.button("Delete", key=f"hist_delete_{pid}", icon=":material/delete:", width="stretch",
                  on_click=_ask_delete, args=(pid,))


def _csv_button(label: str, make, key: str, file_name: str) -> None:
    """A CSV download made when tapped (scoring every table on each rerun would slow the page down)."""
    st.download_button(label, make, file_name=file_name, mime="text/csv", key=key, on_click="ignore",
                       icon=":material/download:", width="stretch")


def _table_csv(gid: str) -> str:
    """One stored table as CSV (``webapp.history.export``)."""
    stored = table_url.store().get(gid)
    return history_export.table_csv(stored, table_url.catalogue_for(stored.game))


def _all_tables_csv() -> str:
    """Every finished table as one CSV (``webapp.history.export``)."""
    return history_export.history_csv(games, pads, table_url.store().get, pad_ui.pad_store().get_pad,
                                       table_url.catalogue_for).csv


listed = [g for g in games if g.id not in rebuilds]
finished = sum(1 for g in listed if g.status == "finished") + sum(
    1 for p in pads if shown_summary(p, games_by_id.get(p.rebuild_id or "")).status == "finished")
st.caption(f"{counted(len(listed) + len(pads), 'table')}, {finished} finished, most recently changed first.")
tables_tab, stats_tab = st.tabs(["Tables", "Statistics"])

# Tables and score pads together, most recently changed first.
entries = sorted([*listed, *pads], key=lambda e: (e.summary.updated if isinstance(e, PadSummary) else e.updated),
                 reverse=True)

with tables_tab:
    if finished:
        _csv_button("All finished tables (CSV)", _all_tables_csv, "hist_csv_all", history_export.ALL_TABLES_FILE)
        st.caption("One row per player of every finished table: date, objective, title, every scorepad line, "
                   "total and rank. A table that can no longer be scored is left out (Statistics names it).")
    for summary in entries:
        if isinstance(summary, PadSummary):
            _pad_entry(summary)
            continue
        gid, title = summary.id, game_title(summary)
        with st.container(border=True):
            st.markdown(f"**{escape_markdown(title)}** {status_badge(summary)}")
            st.caption(escape_markdown(game_date(summary, browser_state.browser_zone())))
            if summary.status == "finished":
                st.markdown(f"🏆 **{escape_markdown(summary.winner)}**" if summary.winner else "No winner recorded")
            st.markdown(escape_markdown(score_line(summary)))
            if summary.changed_since_finished:
                st.caption(CHANGED_SINCE)
            fresh = st.session_state.get(FRESH, {}).get(gid)
            if fresh and summary.status != "finished":
                totals, winners = fresh
                scores = " · ".join(f"{n} {p}" for n, p in totals.items())
                st.markdown(escape_markdown(f"Scores now (not recorded): {scores}; leading: {winners}"))
            if _asked_to_delete(gid, title, _delete):
                continue
            params = {frame.GAME_PARAM: gid}
            st.page_link(frame.SCOREPAD_PAGE, label="Open the scorepad", icon="🧮", query_params=params, width="stretch")
            if summary.status == "finished":
                _csv_button("This table (CSV)", lambda g=gid: _table_csv(g), f"hist_csv_{gid}",
                            f"santa-monica-{gid}-scorepad.csv")
            if summary.status != "finished":
                st.page_link(frame.CITY_PAGE, label="Continue the cities", icon="🏙️", query_params=params, width="stretch")
            rescore, delete = st.columns(2)
            rescore.button("Re-score", key=f"hist_rescore_{gid}", icon=":material/refresh:", width="stretch",
                           on_click=_rescore, args=(gid,))
            delete.button("Delete", key=f"hist_delete_{gid}", icon=":material/delete:", width="stretch",
                          on_click=_ask_delete, args=(gid,))

with stats_tab:
    _statistics(games, pads)

frame.next_step("Start a new table", frame.HOME_PAGE, icon=":material/add:")
