"""Score pad only (issue 13): a game scored from the paper scorepad's lines, without rebuilding cities.

Without ``?pad=ID`` the page starts a pad: players in turn order (one player plays solo against the
Robot, whose column is typed too), the objective tile and a title. With it, each player's column is
typed line by line (the same six lines as the Scorepad, then leftover sand dollars and the longest
chain for the tie-breakers), saved as it is typed; the totals, the ranking and the checks come from
``scorer.scoring.pad``. Finishing records the result in History; the Scorepad CSV has the same
columns as a rebuilt game's. "Rebuild the cities" starts a table with the same players, keeping the
pad's lines to compare with the cities' computed lines. This page renders and routes only.
"""

from __future__ import annotations

from functools import partial

import streamlit as st

from card_db.loader import CatalogueError
from scorer.formats.explain import scorepad_csv
from scorer.model.words import counted
from scorer.scoring.pad import score_pad
from webapp.ui import frame, held_values, table_url
from webapp.tables import finished_guard
from webapp.pad import operations as pad_tables
from webapp.pad import ui as pad_ui
from webapp.pad import view as pad_view
from webapp.tables import operations as tables
from webapp.history.export import table_date
from webapp.history.view import game_title
from webapp.markdown_text import escape_markdown
from webapp.pad.view import FIELD_LABELS, comparison_table, pad_table, ranking_text, winner_text
from webapp.tables.store import StaleGameError, StoreError
from webapp.tables.operations import TableError

frame.page_setup("Score pad only", "🧮")
st.title("🧮 Score pad only")
try:
    catalogue = table_url.base_catalogue()
except CatalogueError as error:
    st.error(escape_markdown(f"The card catalogue could not be read: {error}. Fix or remove the file, then reload."))
    st.stop()

OBJECTIVES = ("blue", "green", "orange")


def objective_name(objective: str) -> str:
    """The tile's printed name ("Blue (recommended for a first game)")."""
    tile = catalogue.objectives.get(objective)
    return tile.name if tile else objective.title()


def objective_help(objective: str, line: str, robot: bool) -> str | None:
    """What the objective tile prints for one of its lines (the Robot: where its numbers come from)."""
    if robot:
        return pad_view.ROBOT_HELP.get(line, "").format(tile=objective.title()) or None
    tile = catalogue.objectives.get(objective)
    if tile is None or line not in ("wave", "misc", "people"):
        return None
    return getattr(tile, f"{line}_line")


# --- start a pad ------------------------------------------------------------------------------------

stored = pad_ui.current_pad()
if stored is None:
    if pad_ui.pad_id() is not None:
        st.page_link(frame.HOME_PAGE, label="Home", icon="🏠")
        st.stop()
    st.caption("For a table that does not rebuild its cities: type each player's scorepad lines, get the totals "
               "and the winner (ties broken as in the rules), saved in History. You can rebuild the cities later "
               "without typing the lines again.")
    drafts = [p for p in pad_ui.pad_store().list_pads(status="draft", limit=5) if p.rebuild_id is None]
    if drafts:
        st.subheader("Resume a score pad")
        for draft in drafts:
            label = f"{draft.summary.title or 'Score pad'}: {', '.join(draft.summary.players)}"
            if st.button(escape_markdown(label), key=f"pad_resume_{draft.id}", width="stretch"):
                pad_ui.show_pad(draft.id)
        st.subheader("Start a score pad")
    count = int(st.number_input("Players", min_value=1, max_value=tables.MAX_PLAYERS, value=2, step=1,
                                key="pad_new_count") or 1)
    if count == 1:
        st.caption("One player plays solo against the Robot: its column is on the pad too, scored as the solo "
                   "rules say (its towel lines), and it can win.")
    for seat in range(count):
        st.text_input(f"Player {seat + 1}" + (" (starts)" if seat == 0 else ""), key=f"pad_new_name_{seat}",
                      max_chars=tables.NAME_MAX, placeholder="Name")
    objective = st.radio("Objective tile", OBJECTIVES, format_func=objective_name, key="pad_new_objective")
    title = st.text_input("Title (optional)", key="pad_new_title", max_chars=tables.TITLE_MAX,
                          placeholder="e.g. Friday at Sam's")
    if st.button("Start the score pad", type="primary", key="pad_new_start", width="stretch"):
        names = [st.session_state.get(f"pad_new_name_{seat}") or "" for seat in range(count)]
        try:
            new_pad = pad_tables.new_pad(objective, names, solo_robot=count == 1, title=title)
            new_id = pad_ui.pad_store().create_pad(new_pad)
        except (TableError, StoreError) as error:
            st.error(escape_markdown(f"Cannot start the score pad: {error}."), icon="⚠️")
        else:
            pad_ui.show_pad(new_id)
    st.stop()  # no Home button under "Start the score pad": one primary button, as on Home's start form

# --- the pad ---------------------------------------------------------------------------------------

pad, pid = stored.pad, stored.id
report = score_pad(pad)
pad_ui.follow_other_phones(stored)  # several phones on one pad: each sees the others' numbers within seconds
try:  # the table rebuilt from this pad, while it is stored (deleted on its own, the pad is a plain pad again)
    rebuild = table_url.store().get(stored.rebuild_id) if stored.rebuild_id is not None else None
except StoreError:
    rebuild = None
rebuilt = rebuild is not None
if pad.title:
    st.caption(escape_markdown(pad.title))
finished_guard.banner(stored.summary, finish_on="this page")  # finished: with what result, changed since?
if st.button("Close this pad (it stays saved)", key="pad_close", width="stretch"):
    pad_ui.close_pad()
    st.rerun()

if rebuilt:
    st.caption(f"Objective tile: {escape_markdown(objective_name(pad.objective))}")
    st.info("These lines were kept as typed when the table started rebuilding its cities; they are compared "
            "with the cities below.")
    params = {frame.GAME_PARAM: rebuild.id}
    st.page_link(frame.CITY_PAGE, label="Continue the cities", icon="🏙️", query_params=params, width="stretch")
    st.page_link(frame.SCOREPAD_PAGE, label="The rebuilt scorepad", icon="🧮", query_params=params, width="stretch")
else:
    def _objective_changed() -> None:
        """Save the tile just chosen; the lines stay as typed and are checked again on the new tile."""
        chosen = st.session_state.get(f"pad_objective_{pid}")
        refusal = pad_ui.try_update(pid, partial(pad_tables.set_objective, objective=chosen)) if chosen else None
        if refusal and refusal != finished_guard.HELD:  # a held change: the page asks instead
            frame.flash(refusal)

    if not held_values.held_by_the_browser(f"pad_objective_{pid}", pad.objective, _objective_changed):
        st.session_state[f"pad_objective_{pid}"] = pad.objective  # else a tap held across a restart: settled below
    st.segmented_control("Objective tile", OBJECTIVES, format_func=str.title, required=True,
                         key=f"pad_objective_{pid}", on_change=_objective_changed)
    columns = pad.columns
    who = st.segmented_control("Whose column", list(range(len(columns))), default=0, required=True,
                               format_func=lambda seat: escape_markdown(columns[seat].name), key=f"pad_who_{pid}")
    seat = who if isinstance(who, int) and 0 <= who < len(columns) else 0
    column = columns[seat]
    problems = {p.code.removeprefix("pad_"): p.message for p in report.problems if p.player == column.name}
    with st.container(border=True, key="pad_column"):
        st.markdown(f"**{escape_markdown(column.name)}**" + (" (solo rules' towel lines)" if column is pad.robot else ""))
        for field in pad_tables.FIELDS:
            pad_ui.number_box(stored, seat, column.name, field, FIELD_LABELS[field],
                              help=objective_help(pad.objective, field, column is pad.robot), problem=problems.get(field))

# --- totals, ranking, problems -----------------------------------------------------------------------

st.markdown("#### Scorepad")
st.markdown(pad_table(report))
if report.problems:
    st.warning(f"{counted(len(report.problems), 'line')} no game can score: fix "
               f"{'it' if len(report.problems) == 1 else 'them'} before finishing.")
    for problem in report.problems:
        st.caption(escape_markdown(str(problem)))
else:
    st.success(winner_text(report))
    st.markdown(ranking_text(report))

st.download_button("Scorepad CSV", lambda: scorepad_csv(report, date=table_date(stored.summary, pad),
                                                       title=game_title(stored.summary)),
                   file_name=f"santa-monica-{pid}-scorepad.csv",
                   mime="text/csv", key="pad_csv", on_click="ignore", width="stretch")


def _finish(totals: dict[str, int], winners: tuple[str, ...], version: str) -> None:
    """Finish button: record the totals on screen, unless a line changed on another phone since."""
    try:
        pad_ui.pad_store().finish_pad(pid, totals, winners, version=version)
    except StaleGameError:
        st.session_state["pad_finish_refused"] = ("Not finished: a line was changed on another phone after these "
                                                  "totals were added up. Check them and press Finish again.")
    except StoreError as error:
        st.session_state["pad_finish_refused"] = f"The game could not be finished: {error}"


refused = st.session_state.pop("pad_finish_refused", None)
if refused:
    st.warning(refused, icon="⚠️")
if stored.status == "finished" and not stored.summary.changed_since_finished:
    st.success(f"Finished and saved in History ({escape_markdown(stored.summary.winner)} won).")
elif not rebuilt:  # a pad changed since it was finished is finished again with these totals
    st.button("Finish again" if stored.status == "finished" else "Finish game", type="primary", key="pad_finish",
              width="stretch", disabled=not report.complete,
              on_click=_finish, args=({p.name: p.total for p in report.players}, report.winners,
                                      stored.summary.updated))
    if not report.complete:
        st.caption("Finish is ready once every line above can be scored.")

# --- rebuild -----------------------------------------------------------------------------------------

st.markdown("#### Rebuild the cities")
if rebuild is not None:
    city_report, why_not = pad_ui.score_rebuild(rebuild)
    if why_not:
        st.caption(escape_markdown(why_not))
    st.markdown(comparison_table(report, city_report))
    st.caption("Pad: the lines typed here. Cities: the lines computed from the rebuilt cities; ≠ marks a "
               "line that differs.")
else:
    st.caption("Enter the cities card by card later, to see every point explained: the players, the objective, "
               "the leftover sand dollars (and the Robot's sand dollars and footprints) are carried over, and the "
               "lines typed here stay beside the cities' computed lines.")
    tile_ids = sorted(catalogue.starting_tiles, key=catalogue.tile_label)
    with st.expander("Rebuild the cities from this pad"):
        for seat, column in enumerate(pad.players):
            st.selectbox(f"{escape_markdown(column.name)}'s starting tile", tile_ids, index=None,
                         format_func=catalogue.tile_label, key=f"pad_tile_{pid}_{seat}",
                         placeholder="Pick the starting tile")
        if st.button("Start rebuilding", key=f"pad_rebuild_{pid}", width="stretch"):
            tiles = {c.name: st.session_state.get(f"pad_tile_{pid}_{seat}") or "" for seat, c in enumerate(pad.players)}
            vips = {name: catalogue.starting_tiles[t].vips for name, t in tiles.items() if t in catalogue.starting_tiles}
            try:
                game_id = pad_ui.pad_store().rebuild_pad(pid, pad_tables.rebuild_table(pad, tiles, vips))
            except (TableError, StoreError) as error:
                st.error(escape_markdown(f"Cannot start rebuilding: {error}."), icon="⚠️")
            else:
                frame.open_game(game_id)

frame.next_step("Home: start or resume a table", frame.HOME_PAGE, icon=":material/home:")  # as every page ends

# A number or tile the phone held across a server restart: saved, or refused with a message (pad_ui.number_box).
held_values.settle_values_held_by_the_browser(widgets_in_fragments=False)  # the poll and the catch hold no widget
