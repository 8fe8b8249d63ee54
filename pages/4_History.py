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

Every word comes from the catalogues (``history.*``, ``stats.*`` and ``pad.*`` keys) in the phone's
language, dates and numbers written for it (``webapp.language``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st

from card_db.catalogue import UnknownCardError
from card_db.loader import CatalogueError
from lang import joined
from lang.said import words_of
from scorer.advice.stats import filter_summaries, player_stats, scores_over_time
from scorer.model.problems import InvalidGameError
from scorer.scoring.table import score_game
from webapp.history import export as history_export
from webapp.history.stats_view import (
    OBJECTIVE_CHOICES,
    PLAYER_COUNT_CHOICES,
    History,
    SummaryCache,
    chart_rows,
    choice_label,
    collect,
    filter_words,
    line_table,
    player_heading,
    player_table,
    scores_chart,
    skipped_note,
)
from webapp.history.view import (
    changed_since,
    game_date,
    game_title,
    report_totals,
    score_line,
    status_badge,
    totals_change,
)
from webapp.language import current_language, link_params, say
from webapp.markdown_text import escape_markdown
from webapp.pad import ui as pad_ui
from webapp.pad.store import PadSummary
from webapp.pad.view import counts_in_statistics, pad_badge, pad_statistics, shown_summary
from webapp.tables.store import GameSummary, StoreError
from webapp.ui import browser_state, frame, table_url

DELETING = "hist_deleting"
FRESH = "hist_fresh"

frame.page_setup(say("menu.history"), "📜")
st.title(f"📜 {say('menu.history')}")
language = current_language()

try:
    games = table_url.store().list_games()
    pads = pad_ui.pad_store().list_pads()
except StoreError as error:
    st.error(escape_markdown(words_of(error, language)))
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
    _cancel()
    try:
        existed = pad_ui.pad_store().delete_pad(pid)
    except StoreError as error:
        frame.flash(words_of(error, language))
        return
    _say_deleted(title, existed)


def _delete(gid: str, title: str) -> None:
    """Callback of "Yes, delete": remove the game from the store (a refusal becomes a message)."""
    _cancel()
    try:
        existed = table_url.store().delete_game(gid)
    except StoreError as error:
        frame.flash(words_of(error, language))
        return
    _say_deleted(title, existed)


def _say_deleted(title: str, existed: bool) -> None:
    """The message after "Yes, delete": deleted, or deleted already (on another phone)."""
    words = say("history.deleted" if existed else "history.already_deleted", title=title)
    frame.flash(words, "success" if existed else "error")


def _rescore(gid: str) -> None:
    """Callback of "Re-score": score the stored game with today's catalogue; record it if finished."""
    try:
        stored = table_url.store().get(gid)
    except StoreError as error:  # the table is gone, or the database is away
        frame.flash(say("history.rescore_failed", error=words_of(error, language)))
        return
    try:
        report = score_game(stored.game, table_url.catalogue_for(stored.game))
    except InvalidGameError as error:
        problems = "; ".join(p.text_in(language) for p in error.problems[:3])
        if len(error.problems) > 3:
            problems = say("history.and_more", problems=problems, count=len(error.problems) - 3)
        title = game_title(stored.summary, language)
        frame.flash(say("history.cannot_score", title=title, problems=problems))
        return
    except (UnknownCardError, CatalogueError, StoreError) as error:
        frame.flash(say("history.rescore_failed", error=words_of(error, language)))
        return
    totals = report_totals(report)
    if stored.status == "finished":
        try:
            table_url.store().finish_game(gid, totals, report.winners, version=stored.summary.updated)
        except StoreError as error:
            frame.flash(say("history.rescore_not_saved", error=words_of(error, language)))
            return
        change = totals_change(stored.summary.totals, totals, language)
        frame.flash(say("history.rescored", title=game_title(stored.summary, language), change=change),
                    "success")
    else:
        st.session_state.setdefault(FRESH, {})[gid] = (totals, tuple(report.winners))
        frame.flash(say("history.scored_draft", title=game_title(stored.summary, language)), "success")


if not games and not pads:
    st.info(say("history.empty"))
    st.page_link(frame.HOME_PAGE, label=say("history.home_link"), icon="🏠", query_params=link_params())
    st.stop()


# The statistics tables take the screen's width and no more (fixed layout, tighter cells, long names wrap);
# the filter buttons are thumb-sized like the app's other controls. Headers a little smaller, so a column's
# name of eight letters ("Personen", "Personas") stays on one line in every language.
_TABLE_CSS = """
<style>
.st-key-stats_tables table { width: 100%; table-layout: fixed; }
.st-key-stats_tables th, .st-key-stats_tables td { padding: 0.3rem 0.25rem; font-size: 0.85rem;
  overflow-wrap: anywhere; }
.st-key-stats_tables th { font-size: 0.78rem; padding: 0.3rem 0.15rem; }
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
        st.info(say("stats.none_finished"))
        return
    try:
        base = table_url.base_catalogue()
    except CatalogueError as error:
        st.error(escape_markdown(say("stats.catalogue_unreadable", error=error)))
        return
    # A table changed since it was finished counts with its recorded result: the game as it was finished.
    history = collect(finished_rows, table_url.store().get_as_finished, table_url.catalogue_for, base=base, cache=_summary_cache())
    if counted_pads:  # finished score pads count like any finished game (their typed lines and totals)
        try:
            typed = pad_statistics(pad_ui.pad_store().get_pad_as_finished(p.id) for p in counted_pads)
        except StoreError as error:
            st.warning(escape_markdown(say("stats.pads_left_out", error=words_of(error, language))))
            typed = []
        found = sorted([*((s, history.played[s.game_id]) for s in history.summaries), *typed],
                       key=lambda pair: (pair[1], pair[0].game_id))
        history = History(summaries=tuple(s for s, _ in found), played={s.game_id: w for s, w in found},
                          skipped=history.skipped)
    if history.skipped:
        st.warning(skipped_note(history.skipped, language))
    if not history.summaries:
        st.info(say("stats.none_countable"))
        return
    st.html(_TABLE_CSS)
    tile = st.segmented_control(say("stats.objective_tile"), list(OBJECTIVE_CHOICES), default="Any", required=True,
                                format_func=lambda choice: choice_label(choice, language), key="stats_tile")
    count = st.segmented_control(say("stats.players_filter"), list(PLAYER_COUNT_CHOICES), default="Any",
                                 required=True, format_func=lambda choice: choice_label(choice, language),
                                 key="stats_players")
    objective, players = OBJECTIVE_CHOICES[tile or "Any"], PLAYER_COUNT_CHOICES[count or "Any"]
    chosen = filter_summaries(history.summaries, objective=objective, player_count=players)
    per_player = player_stats(chosen)
    if not per_player:
        st.info(say("stats.none_with_filter", filter=filter_words(objective, players, language)))
        return
    st.caption(say("stats.counted", count=len(chosen)))
    with st.container(key="stats_tables"):
        st.container(key="stats_overview").markdown(player_table(per_player, language))
        st.markdown(f"##### {say('stats.line_averages')}")
        for row in per_player:
            st.markdown(player_heading(row, language))
            st.markdown(line_table(row, language))
    st.caption(say("stats.line_legend"))
    st.markdown(f"##### {say('stats.over_time')}")
    chart = scores_chart(chart_rows(scores_over_time(chosen), history.played, language), language)
    st.altair_chart(chart, width="stretch")


def _pad_entry(pad: PadSummary) -> None:
    """One score-pad-only game in the list (with the table rebuilt from it, if any)."""
    pid = pad.id
    rebuild = games_by_id.get(pad.rebuild_id or "")
    summary = shown_summary(pad, rebuild)
    title = game_title(pad.summary, language)
    with st.container(border=True, key=f"hist_pad_{pid}"):
        _heading(title, pad_badge(pad, rebuild, language), pad.summary, summary)
        if st.session_state.get(DELETING) == pid:
            _confirm_delete(pid, title, "history.delete_pad_question" if rebuild is not None
                            else "history.delete_question", _delete_pad)
            return
        st.page_link(pad_ui.PAD_PAGE, label=say("history.open_pad"), icon="🧮",
                     query_params=link_params({pad_ui.PAD_PARAM: pid}), width="stretch")
        if rebuild is not None and rebuild.status == "finished":  # the rebuilt table is the result, as in Statistics
            _csv_button(say("history.csv_table"), lambda: _table_csv(rebuild.id), f"hist_csv_{pid}",
                        f"santa-monica-{rebuild.id}-scorepad.csv")
        elif pad.summary.status == "finished":
            _csv_button(say("history.csv_table"), lambda: history_export.pad_csv(pad_ui.pad_store().get_pad(pid), language),
                        f"hist_csv_{pid}", f"santa-monica-{pid}-scorepad.csv")
        if rebuild is not None:
            params = link_params({frame.GAME_PARAM: rebuild.id})
            st.page_link(frame.SCOREPAD_PAGE, label=say("history.open_rebuilt"), icon="🧮", query_params=params,
                         width="stretch")
            if rebuild.status != "finished":
                st.page_link(frame.CITY_PAGE, label=say("history.continue_cities"), icon="🏙️", query_params=params,
                             width="stretch")
        st.button(say("history.delete"), key=f"hist_delete_{pid}", icon=":material/delete:", width="stretch",
                  on_click=_ask_delete, args=(pid,))


def _heading(title: str, badge: str, own: GameSummary, shown: GameSummary) -> None:
    """A listed game's title and badges, date, winner, scores and whether it changed since it was finished."""
    st.markdown(f"**{escape_markdown(title)}** {badge}")
    st.caption(escape_markdown(game_date(own, browser_state.browser_zone(), language)))
    if shown.status == "finished":
        st.markdown(f"🏆 **{escape_markdown(joined(shown.winners, language))}**" if shown.winners
                    else say("history.no_winner"))
    st.markdown(escape_markdown(score_line(shown, language)))
    if shown.changed_since_finished:
        st.caption(changed_since(language))


def _confirm_delete(entry_id: str, title: str, question: str, delete: Callable[[str, str], None]) -> None:
    """"Delete ... for good?" with Yes and Cancel, in place of the entry's buttons."""
    st.warning(escape_markdown(say(question, title=title)))
    yes, no = st.columns(2)
    yes.button(say("history.yes_delete"), key=f"hist_confirm_{entry_id}", type="primary", width="stretch",
               on_click=delete, args=(entry_id, title))
    no.button(say("history.cancel"), key=f"hist_cancel_{entry_id}", width="stretch", on_click=_cancel)


def _csv_button(label: str, make: Callable[[], str], key: str, file_name: str) -> None:
    """A CSV download made when tapped (scoring every table on each rerun would slow the page down)."""
    st.download_button(label, make, file_name=file_name, mime="text/csv", key=key, on_click="ignore",
                       icon=":material/download:", width="stretch")


def _table_csv(gid: str) -> str:
    """One stored table as CSV (``webapp.history.export``)."""
    stored = table_url.store().get(gid)
    return history_export.table_csv(stored, table_url.catalogue_for(stored.game), language)


def _all_tables_csv() -> str:
    """Every finished table as one CSV (``webapp.history.export``)."""
    return history_export.history_csv(games, pads, table_url.store().get, pad_ui.pad_store().get_pad,
                                       table_url.catalogue_for, language).csv


listed = [g for g in games if g.id not in rebuilds]
finished = sum(1 for g in listed if g.status == "finished") + sum(
    1 for p in pads if shown_summary(p, games_by_id.get(p.rebuild_id or "")).status == "finished")
st.caption(say("history.count", count=len(listed) + len(pads), finished=finished))
tables_tab, stats_tab = st.tabs([say("history.tab_tables"), say("history.tab_statistics")])

# Tables and score pads together, most recently changed first.
entries: list[GameSummary | PadSummary] = sorted([*listed, *pads], key=lambda e: (e.summary.updated if isinstance(e, PadSummary) else e.updated),
                 reverse=True)

with tables_tab:
    if finished:
        _csv_button(say("history.csv_all"), _all_tables_csv, "hist_csv_all", history_export.ALL_TABLES_FILE)
        st.caption(say("history.csv_all_caption"))
    for summary in entries:
        if isinstance(summary, PadSummary):
            _pad_entry(summary)
            continue
        gid, title = summary.id, game_title(summary, language)
        with st.container(border=True):
            _heading(title, status_badge(summary, language), summary, summary)
            fresh = st.session_state.get(FRESH, {}).get(gid)
            if fresh and summary.status != "finished":
                totals, winners = fresh
                scores = " · ".join(say("history.name_points", name=n, points=p) for n, p in totals.items())
                leading = joined(winners, language)
                st.markdown(escape_markdown(say("history.scores_now", scores=scores, leading=leading)))
            if st.session_state.get(DELETING) == gid:
                _confirm_delete(gid, title, "history.delete_question", _delete)
                continue
            params = link_params({frame.GAME_PARAM: gid})
            st.page_link(frame.SCOREPAD_PAGE, label=say("history.open_scorepad"), icon="🧮", query_params=params,
                         width="stretch")
            if summary.status == "finished":
                _csv_button(say("history.csv_table"), partial(_table_csv, gid), f"hist_csv_{gid}",
                            f"santa-monica-{gid}-scorepad.csv")
            if summary.status != "finished":
                st.page_link(frame.CITY_PAGE, label=say("history.continue_cities"), icon="🏙️", query_params=params,
                             width="stretch")
            rescore, delete = st.columns(2)
            rescore.button(say("history.rescore"), key=f"hist_rescore_{gid}", icon=":material/refresh:", width="stretch",
                           on_click=_rescore, args=(gid,))
            delete.button(say("history.delete"), key=f"hist_delete_{gid}", icon=":material/delete:", width="stretch",
                          on_click=_ask_delete, args=(gid,))

with stats_tab:
    _statistics(games, pads)

frame.next_step(say("history.next_new_table"), frame.HOME_PAGE, icon=":material/add:")
