"""Score pad only (issue 13): a game scored from the paper scorepad's lines, without rebuilding cities.

Without ``?pad=ID`` the page starts a pad: players in turn order (one player plays solo against the
Robot, whose column is typed too), the objective tile and a title. With it, each player's column is
typed line by line (the same six lines as the Scorepad, then leftover sand dollars and the longest
chain for the tie-breakers), saved as it is typed; the totals, the ranking and the checks come from
``scorer.scoring.pad``. Finishing records the result in History; the Scorepad CSV has the same
columns as a rebuilt game's. "Rebuild the cities" starts a table with the same players, keeping the
pad's lines to compare with the cities' computed lines. This page renders and routes only; its words
come from the catalogues (``pad.*`` keys) in the phone's language.
"""

from __future__ import annotations

from functools import partial

import streamlit as st

from card_db.loader import CatalogueError
from card_db.models import ObjectiveId
from card_db.printed_words import ObjectiveField, objective_words
from lang import joined
from lang.said import words_of
from scorer.scoring.pad import score_pad
from webapp.history.export import pad_csv
from webapp.history.view import TILE_KEYS
from webapp.language import current_language, link_params, listed, say
from webapp.markdown_text import escape_label, escape_markdown
from webapp.pad import operations as pad_tables
from webapp.pad import ui as pad_ui
from webapp.pad.view import comparison_table, field_label, pad_table, ranking_text, robot_help, winner_text
from webapp.tables import finished_guard
from webapp.tables import operations as tables
from webapp.tables.operations import TableError
from webapp.tables.store import StaleGameError, StoreError
from webapp.ui import frame, held_values, table_url

frame.page_setup(say("menu.pad"), "🧮")
st.title(f"🧮 {say('menu.pad')}")
language = current_language()
try:
    catalogue = table_url.base_catalogue()
except CatalogueError as error:
    st.error(escape_markdown(say("pad.catalogue_unreadable", error=error)))
    st.stop()

OBJECTIVES: tuple[ObjectiveId, ...] = ("blue", "green", "orange")
# The scorepad lines an objective tile prints a rule for, and the tile's field holding it. (A comment, not a
# docstring: Streamlit's magic would draw a bare string on the page.)
PRINTED_LINES: dict[str, ObjectiveField] = {"wave": "wave_line", "misc": "misc_line", "people": "people_line"}


def objective_colour(objective: str) -> str:
    """The tile's colour as the phone reads it ("Blau")."""
    key = TILE_KEYS.get(objective)
    return say(key) if key else objective.title()


def objective_name(objective: str) -> str:
    """The tile's printed name ("Blue (recommended for a first game)"), in the phone's language."""
    tile = catalogue.objectives.get(objective)
    return objective_words(tile, "name", language) if tile else objective.title()


def objective_help(objective: str, line: str, robot: bool) -> str | None:
    """What the objective tile prints for one of its lines (the Robot: where its numbers come from)."""
    if robot:
        return robot_help(line, objective_colour(objective), language)
    tile = catalogue.objectives.get(objective)
    printed = PRINTED_LINES.get(line)
    if tile is None or printed is None:
        return None
    return objective_words(tile, printed, language)


# --- start a pad ------------------------------------------------------------------------------------

stored = pad_ui.current_pad()
if stored is None:
    if pad_ui.pad_id() is not None:
        st.page_link(frame.HOME_PAGE, label=say("menu.home"), icon="🏠", query_params=link_params())
        st.stop()
    st.caption(say("pad.intro"))
    drafts = [p for p in pad_ui.pad_store().list_pads(status="draft", limit=5) if p.rebuild_id is None]
    if drafts:
        st.subheader(say("pad.resume"))
        for draft in drafts:
            label = say("pad.resume_label", title=draft.summary.title or say("pad.untitled"),
                        players=listed(draft.summary.players))
            if st.button(escape_markdown(label), key=f"pad_resume_{draft.id}", width="stretch"):
                pad_ui.show_pad(draft.id)
        st.subheader(say("pad.start"))
    count = int(st.number_input(say("pad.players"), min_value=1, max_value=tables.MAX_PLAYERS, value=2, step=1,
                                key="pad_new_count") or 1)
    if count == 1:
        st.caption(say("pad.solo"))
    for seat in range(count):
        st.text_input(say("pad.player_first" if seat == 0 else "pad.player", number=seat + 1),
                      key=f"pad_new_name_{seat}", max_chars=tables.NAME_MAX, placeholder=say("pad.name_placeholder"))
    objective = st.radio(say("pad.objective_tile"), OBJECTIVES, format_func=objective_name, key="pad_new_objective")
    title = st.text_input(say("pad.title_optional"), key="pad_new_title", max_chars=tables.TITLE_MAX,
                          placeholder=say("pad.title_placeholder"))
    if st.button(say("pad.start_button"), type="primary", key="pad_new_start", width="stretch"):
        names = [st.session_state.get(f"pad_new_name_{seat}") or "" for seat in range(count)]
        try:
            new_pad = pad_tables.new_pad(objective, names, solo_robot=count == 1, title=title)
            new_id = pad_ui.pad_store().create_pad(new_pad)
        except (TableError, StoreError) as error:
            st.error(escape_markdown(say("pad.cannot_start", error=words_of(error, language))), icon="⚠️")
        else:
            pad_ui.show_pad(new_id)
    st.stop()  # no Home button under "Start the score pad": one primary button, as on Home's start form

# --- the pad ---------------------------------------------------------------------------------------

pad, pid = stored.pad, stored.id
report = score_pad(pad, language)  # its problems in the phone's language
pad_ui.follow_other_phones(stored)  # several phones on one pad: each sees the others' numbers within seconds
try:  # the table rebuilt from this pad, while it is stored (deleted on its own, the pad is a plain pad again)
    rebuild = table_url.store().get(stored.rebuild_id) if stored.rebuild_id is not None else None
except StoreError:
    rebuild = None
rebuilt = rebuild is not None
if pad.title:
    st.caption(escape_markdown(pad.title))
finished_guard.banner(stored.summary, finish_on="this page")  # finished: with what result, changed since?
if st.button(say("pad.close"), key="pad_close", width="stretch"):
    pad_ui.close_pad()
    st.rerun()

if rebuild is not None:
    st.caption(escape_markdown(say("pad.objective_is", tile=objective_name(pad.objective))))
    st.info(say("pad.kept_as_typed"))
    params = link_params({frame.GAME_PARAM: rebuild.id})
    st.page_link(frame.CITY_PAGE, label=say("pad.continue_cities"), icon="🏙️", query_params=params, width="stretch")
    st.page_link(frame.SCOREPAD_PAGE, label=say("pad.rebuilt_scorepad"), icon="🧮", query_params=params,
                 width="stretch")
else:
    def _objective_changed() -> None:
        """Save the tile just chosen; the lines stay as typed and are checked again on the new tile."""
        chosen = st.session_state.get(f"pad_objective_{pid}")
        refusal = pad_ui.try_update(pid, partial(pad_tables.set_objective, objective=chosen)) if chosen else None
        if refusal and refusal != finished_guard.HELD:  # a held change: the page asks instead
            frame.flash(refusal)

    if not held_values.held_by_the_browser(f"pad_objective_{pid}", pad.objective, _objective_changed):
        st.session_state[f"pad_objective_{pid}"] = pad.objective  # else a tap held across a restart: settled below
    st.segmented_control(say("pad.objective_tile"), OBJECTIVES, format_func=objective_colour, required=True,
                         key=f"pad_objective_{pid}", on_change=_objective_changed)
    columns = pad.columns
    who: object = st.segmented_control(say("pad.whose_column"), list(range(len(columns))), default=0, required=True,
                               format_func=lambda seat: escape_markdown(columns[seat].name), key=f"pad_who_{pid}")
    seat = who if isinstance(who, int) and 0 <= who < len(columns) else 0
    column = columns[seat]
    problems = {p.code.removeprefix("pad_"): p.message_in(language) for p in report.problems if p.player == column.name}
    with st.container(border=True, key="pad_column"):
        st.markdown(say("pad.robot_column", name=escape_markdown(column.name)) if column is pad.robot
                    else f"**{escape_markdown(column.name)}**")
        for field in pad_tables.FIELDS:
            pad_ui.number_box(stored, seat, column.name, field, field_label(field, language),
                              help=objective_help(pad.objective, field, column is pad.robot), problem=problems.get(field))

# --- totals, ranking, problems -----------------------------------------------------------------------

st.markdown(f"#### {say('pad.scorepad')}")
st.markdown(pad_table(report, language))
if report.problems:
    st.warning(say("pad.lines_no_game_scores", count=len(report.problems)))
    for problem in report.problems:
        st.caption(escape_markdown(problem.text_in(language)))
else:
    st.success(winner_text(report, language))
    st.markdown(ranking_text(report, language))

st.download_button(say("pad.csv_button"), partial(pad_csv, stored, language),
                   file_name=f"santa-monica-{pid}-scorepad.csv",
                   mime="text/csv", key="pad_csv", on_click="ignore", width="stretch")


def _finish(totals: dict[str, int], winners: tuple[str, ...], version: str) -> None:
    """Finish button: record the totals on screen, unless a line changed on another phone since."""
    try:
        pad_ui.pad_store().finish_pad(pid, totals, winners, version=version)
    except StaleGameError:
        st.session_state["pad_finish_refused"] = say("pad.finish_stale")
    except StoreError as error:
        st.session_state["pad_finish_refused"] = say("pad.finish_failed", error=words_of(error, language))


refused = st.session_state.pop("pad_finish_refused", None)
if refused:
    st.warning(escape_markdown(refused), icon="⚠️")
if stored.status == "finished" and not stored.summary.changed_since_finished:
    st.success(escape_markdown(say("pad.finished_saved", winner=joined(stored.summary.winners, language))))
elif not rebuilt:  # a pad changed since it was finished is finished again with these totals
    st.button(say("pad.finish_again" if stored.status == "finished" else "pad.finish"), type="primary", key="pad_finish",
              width="stretch", disabled=not report.complete,
              on_click=_finish, args=({p.name: p.total for p in report.players}, report.winners,
                                      stored.summary.updated))
    if not report.complete:
        st.caption(say("pad.finish_ready_when"))

# --- rebuild -----------------------------------------------------------------------------------------

st.markdown(f"#### {say('pad.rebuild')}")
if rebuild is not None:
    city_report, why_not = pad_ui.score_rebuild(rebuild)
    if why_not:
        st.caption(escape_markdown(why_not))
    st.markdown(comparison_table(report, city_report, language))
    st.caption(say("pad.comparison_caption"))
else:
    st.caption(say("pad.rebuild_caption"))
    tile_ids = sorted(catalogue.starting_tiles, key=catalogue.tile_label)
    with st.expander(say("pad.rebuild_from_pad")):
        for seat, column in enumerate(pad.players):
            taken = {st.session_state.get(f"pad_tile_{pid}_{other}") for other in range(len(pad.players)) if other != seat}
            st.selectbox(escape_label(say("pad.starting_tile_of", name=column.name)),
                         [t for t in tile_ids if t not in taken], index=None,
                         format_func=catalogue.tile_label, key=f"pad_tile_{pid}_{seat}",
                         placeholder=say("pad.tile_placeholder"))
        if st.button(say("pad.start_rebuilding"), key=f"pad_rebuild_{pid}", width="stretch"):
            tiles = {c.name: st.session_state.get(f"pad_tile_{pid}_{seat}") or "" for seat, c in enumerate(pad.players)}
            vips = {name: catalogue.starting_tiles[t].vips for name, t in tiles.items() if t in catalogue.starting_tiles}
            try:
                game_id = pad_ui.pad_store().rebuild_pad(pid, pad_tables.rebuild_table(pad, tiles, vips))
            except (TableError, StoreError) as error:
                st.error(escape_markdown(say("pad.cannot_rebuild", error=words_of(error, language))), icon="⚠️")
            else:
                frame.open_game(game_id)

frame.next_step(say("pad.next_home"), frame.HOME_PAGE, icon=":material/home:")  # as every page ends

# A number or tile the phone held across a server restart: saved, or refused with a message (pad_ui.number_box).
held_values.settle_values_held_by_the_browser(widgets_in_fragments=False)  # the poll and the catch hold no widget
