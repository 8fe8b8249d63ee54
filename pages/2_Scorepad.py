"""Scorepad page: the paper pad for the whole table, the winner and the reason for every point.

Reads the game named by ``?game=ID`` from the store, scores it with ``scorer.scoring.score_game`` once
per stored version (``webapp.scorepad.report_cache``, which also keeps the chart and the pictures) and renders
the report: lines x players, totals, ranking with the tie-breaker that decided it, the
Blue people line across players, an explanation per line per player, the city pictures, a chart and
the exports. An invalid game shows every problem and how to fix it, never a traceback. This page
computes no rule: every number comes from the report. The city picture and the best final movement
are fragments (``st.fragment``): a tap there reruns that part only, not the whole pad.
"""

from __future__ import annotations

from datetime import date

import streamlit as st

from card_db.catalogue import UnknownCardError
from scorer.formats.explain import breakdown_csv, scorepad_csv
from scorer.formats.gamefile import dump_game
from scorer.model.problems import InvalidGameError
from scorer.model.words import counted
from webapp.scorepad import report_cache
from webapp.scorepad import view as scorepad_view
from webapp.scorepad import extras
from webapp.ui import frame, join_panel, table_url
from webapp.tables import finished_guard
from webapp.pad import ui as pad_ui
from webapp.file_names import file_name_part
from webapp.history.export import table_date
from webapp.history.view import game_title
from webapp import language
from webapp.markdown_text import escape_markdown
from webapp.tables.store import StaleGameError, default_db_path

frame.page_setup("Scorepad")
stored = table_url.require_game()
game, gid = stored.game, stored.id
join_panel.nav(gid, frame.SCOREPAD_PAGE)
st.title("Scorepad")
if game.title:
    st.caption(escape_markdown(game.title))
finished_guard.banner(stored.summary)  # finished: with what result, and whether it changed since
pad_ui.link_to_pad_of(gid)  # a table rebuilt from a score pad: its typed lines (issue 13)
# Rebuilt from a score pad and a city still empty: the typed result is the headline, not the empty cities'.
typed_headline = pad_ui.typed_result_while_entering(stored)
if typed_headline:
    st.info(typed_headline, icon="📝")


@st.cache_resource(show_spinner=False)
def pad_caches() -> report_cache.PadCaches:
    """Reports, their words, charts, pictures and best movements by stored version, shared by every session.

    One cached function, not one per cache: Streamlit re-reads a cached function's source on every run."""
    return report_cache.PadCaches()


caches = pad_caches()
updated = stored.summary.updated
version = report_cache.version_key(str(default_db_path()), gid, updated)
try:
    catalogue_token = table_url.base_catalogue()  # a catalogue file saved since makes a new object: results start over
    catalogue = table_url.catalogue_for(game)
    report = report_cache.table_report(caches.pad, version, catalogue_token, game, catalogue)
except InvalidGameError as error:
    st.error(f"This table cannot be scored yet: {counted(len(error.problems), 'problem')}. Fix them on the City page.")
    for problem in error.problems:
        st.warning(escape_markdown(problem))
    st.page_link(frame.CITY_PAGE, label="Fix the cities", icon="🏙️", query_params={frame.GAME_PARAM: gid})
    st.stop()
except UnknownCardError as error:
    st.error(escape_markdown(f"{error}."))
    st.page_link(frame.CITY_PAGE, label="Fix the cities", icon="🏙️", query_params={frame.GAME_PARAM: gid})
    st.stop()
except Exception as error:  # noqa: BLE001 - never a traceback on a page
    st.error(escape_markdown(f"The scorer could not score this table: {error}. Export the game JSON below and "
                             "report it."))
    st.download_button("Game JSON", dump_game(game), file_name=f"santa-monica-{gid}.json", mime="application/json")
    st.stop()

players = report.players
by_seat = {p.seat: p for p in players}
words = report_cache.cached_scorepad_view(caches.pad, version, catalogue_token, report, game, catalogue)
if words.sample_cards:
    st.info("This table uses SAMPLE cards (invented for demos and tests), not the printed cards.")

# --- winner, ranking and the pad: lines x players ---------------------------------------------------------

winners = report.winners
if not typed_headline:
    st.success(words.winner)
st.markdown(words.ranking)
st.markdown(words.table)
for note in words.notes:
    st.caption(note)
if words.blue_table:
    st.markdown("**Blue people line across the table** (most unplaced people -4, second most -2; ruling 7)")
    st.markdown(words.blue_table)

# --- why: one expander per line per player, then by card, then the rulings cited -------------------------


def fold(part: scorepad_view.Fold) -> None:
    """One expander of the pad's words (made and escaped in webapp.scorepad.view)."""
    with st.expander(part.label):
        for kind, text in part.parts:
            (st.caption if kind == "caption" else st.markdown)(text)


st.markdown("#### Why")
tabs = st.tabs([why.tab for why in words.players])
for tab, why in zip(tabs, words.players):
    with tab:
        st.caption(why.caption)
        for line in why.lines:
            fold(line)
        if why.by_card is not None:
            fold(why.by_card)
if words.rulings is not None:
    fold(words.rulings)

# --- best final movement: searched only when a player asks (it can take a moment) ------------------------


cache = caches.extras
# A game without its own date is dated by the day its table was started here (like History), which at a
# real table is the day it was played; today only if even that cannot be read.
try:
    today = date.fromisoformat(stored.summary.created[:10])
except (AttributeError, ValueError):
    today = date.today()


def show_movement(view: extras.MovementView) -> None:
    """One player's checked final movement: the gain and the moves, or that it was already the best."""
    # The moves name the cards (user text) and the notes come from the search: all shown as text.
    if view.problem:
        st.warning(escape_markdown(view.problem))
    elif view.gain > 0:
        st.info(f"**{escape_markdown(view.headline)}**\n\n" + "\n".join(f"- {escape_markdown(m)}" for m in view.moves))
        st.markdown(f"**{escape_markdown(view.points)}** (+{view.gain})")
        st.caption(escape_markdown(view.proof))
    elif view.proven:
        st.success(escape_markdown(view.headline))
        st.caption(escape_markdown(f"{counted(view.before, 'point')} as entered." + (f" {view.proof}" if view.proof else "")))
    else:
        st.info(escape_markdown(view.headline))
        st.caption(escape_markdown(view.proof))


@st.fragment
def movement_checks(movement_seats: tuple[int, ...]) -> None:
    """One expander per player; its button reruns this part only (the search result is kept)."""
    for seat in movement_seats:
        with st.expander(f"Best final movement: {escape_markdown(by_seat[seat].name)}"):
            key = extras.movement_key(gid, updated, seat)
            view = cache.lookup(key, catalogue_token)
            if view is None:
                slot = st.empty()  # the button goes once the answer is shown, as on every later rerun
                if slot.button("Check my final movement", key=f"movement-{gid}-{seat}", width="stretch"):
                    with st.spinner("Trying every final movement…"):
                        view = cache.get_or_make(key, catalogue_token,
                                                 lambda seat=seat: extras.check_movement(game, seat, catalogue))
                    slot.empty()
            if view is not None:
                show_movement(view)


movement_seats = extras.offered_seats(report)
if movement_seats:
    st.markdown("#### Best final movement")
    st.caption("Could another final movement (each local up to 3 spaces, each tourist and VIP 1) have scored "
               "more? An exact search, one player at a time, when asked. It moves people from where they stand "
               "as entered: to check a real final movement, enter the city as it stood just before it.")
    movement_checks(movement_seats)

# --- chart ---------------------------------------------------------------------------------------------

st.markdown("#### Points by line")
try:
    st.vega_lite_chart(report_cache.cached_chart_spec(caches.pad, version, catalogue_token, report), width="stretch")
except Exception as error:  # noqa: BLE001 - a chart is optional
    st.caption(escape_markdown(f"The chart cannot be drawn: {error}"))

# --- city pictures (one at a time: drawing is the slow part) --------------------------------------------

st.markdown("#### City pictures")
city_players = [p for p in players if not p.is_robot]


@st.fragment
def city_pictures() -> None:
    """The radio and the picture of the chosen city: switching player reruns this part only."""
    who = st.radio("City of", [p.seat for p in city_players], horizontal=True, key=f"picture-{gid}",
                   format_func=lambda s: escape_markdown(by_seat[s].name))
    try:
        png = report_cache.cached_city_png(caches.pictures, version, catalogue_token, game, who, catalogue,
                                           by_seat[who], language.current_language())
    except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
        st.warning(escape_markdown(f"The picture cannot be drawn: {error}"))
    else:
        st.image(png, width="stretch", output_format="PNG")  # PNG in, PNG out: no re-encoding per rerun
        st.download_button(f"Download {escape_markdown(by_seat[who].name)}'s city (PNG)", png,
                           file_name=f"santa-monica-{gid}-{file_name_part(by_seat[who].name, f'player-{who}')}.png", mime="image/png",
                           key=f"png-{gid}-{who}", on_click="ignore", width="stretch")


if city_players:
    city_pictures()

# --- share: the scorepad as one picture, and the play pushed to BG Stats ----------------------------------

st.markdown("#### Share")
try:
    share_png = cache.get_or_make(extras.share_key(gid, updated, today), catalogue_token,
                                  lambda: extras.share_png(report, game, today))
except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
    st.warning(escape_markdown(f"The scorepad picture cannot be drawn: {error}"))
else:
    st.image(share_png, caption="The final scorepad: every player, every line, the winner", width="stretch",
             output_format="PNG")
    st.download_button("Download the scorepad picture (PNG)", share_png,
                       file_name=f"santa-monica-{gid}-scorepad.png", mime="image/png", key=f"share-png-{gid}",
                       on_click="ignore", width="stretch")
try:
    bgstats_url, bgstats_note = extras.share_link(report, game, gid, today)
except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
    st.warning(escape_markdown(f"The BG Stats link cannot be made: {error}."))
else:
    st.link_button("Push to BG Stats", bgstats_url, icon="📲", width="stretch",
                   help="Opens BG Stats with this play ready to import")
    st.caption("Opens BG Stats (its app on this device, or its web page) with the play filled in: players, "
               "scores, winner, start player. Nothing is saved until you confirm it there.")
    if bgstats_note:
        st.caption(escape_markdown(bgstats_note))

# --- exports and finish ---------------------------------------------------------------------------------

st.markdown("#### Export")
st.download_button("Scorepad CSV", lambda: scorepad_csv(report, date=table_date(stored.summary, game),
                                                       title=game_title(stored.summary)), file_name=f"santa-monica-{gid}-scorepad.csv",
                   mime="text/csv", key="dl-scorepad", on_click="ignore", width="stretch")
st.download_button("Per-card breakdown CSV", lambda: breakdown_csv(report),
                   file_name=f"santa-monica-{gid}-breakdown.csv", mime="text/csv", key="dl-breakdown",
                   on_click="ignore", width="stretch")
st.download_button("Game JSON", lambda: dump_game(table_url.portable(game)), file_name=f"santa-monica-{gid}.json",
                   mime="application/json", key="dl-game", on_click="ignore", width="stretch")

st.markdown("#### Finish")


def finish(totals: dict[str, int], winners: tuple[str, ...], version: str) -> None:
    """Finish button: save the totals shown, unless the table changed since they were scored."""
    try:
        table_url.store().finish_game(gid, totals, winners, version=version)
    except StaleGameError:
        st.session_state[f"finish-refused-{gid}"] = (
            "Not finished: the table was changed on another phone after this scorepad was scored. "
            "The scorepad above now shows the new scores: check them and press Finish again.")
    except Exception as error:  # noqa: BLE001 - never a traceback on a page
        st.session_state[f"finish-refused-{gid}"] = f"The game could not be marked finished: {error}"


finish_refusal = st.session_state.pop(f"finish-refused-{gid}", None)
if finish_refusal:  # next to the button the user just pressed, not at the top of a long page
    st.warning(finish_refusal, icon="⚠️")
finished_as_stored = stored.status == "finished" and not stored.summary.changed_since_finished
if finished_as_stored:
    st.success(f"Finished and saved in History ({escape_markdown(stored.summary.winner)} won).")
else:
    # The totals and the version are those of THIS run's report, the one on screen when Finish is pressed.
    # A table changed since it was finished is finished again with the result above (it replaces the old one).
    # Not while a city rebuilt from a score pad is still empty: that would record the empty cities' result.
    st.button("Finish again" if stored.status == "finished" else "Finish game", type="primary", key="finish",
              width="stretch", on_click=finish, disabled=bool(typed_headline),
              args=({p.name: p.total for p in players}, winners, stored.summary.updated))
    if typed_headline:
        st.caption("Finish is ready once every player's city is entered.")
if stored.status == "finished":
    frame.next_step("See it in History", frame.HISTORY_PAGE)
