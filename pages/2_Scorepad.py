"""Scorepad page: the paper pad for the whole table, the winner and the reason for every point.

Reads the game named by ``?game=ID`` from the store, scores it with ``scorer.scoring.score_game`` once
per stored version (``webapp.scorepad.report_cache``, which also keeps the chart and the pictures) and renders
the report: lines x players, totals, ranking with the tie-breaker that decided it, the
Blue people line across players, an explanation per line per player, the city pictures, a chart and
the exports. An invalid game shows every problem and how to fix it, never a traceback. This page
computes no rule: every number comes from the report. The city picture and the best final movement
are fragments (``st.fragment``): a tap there reruns that part only, not the whole pad. Every word is
in the phone's language (``say``: ``scorepad.*`` keys; the pad's words are kept per language).
"""

from __future__ import annotations

from datetime import date
from functools import partial

import streamlit as st

from card_db.catalogue import UnknownCardError
from lang import joined
from scorer.formats.gamefile import dump_game
from scorer.model.problems import InvalidGameError
from webapp import errors, language
from webapp.file_names import file_name_part
from webapp.history.export import breakdown_csv, scorepads_csv, table_date
from webapp.history.view import game_title
from webapp.language import say
from webapp.markdown_text import escape_markdown
from webapp.pad import ui as pad_ui
from webapp.scorepad import extras, report_cache
from webapp.scorepad import view as scorepad_view
from webapp.tables import finished_guard
from webapp.tables.store import StaleGameError
from webapp.ui import frame, join_panel, table_url

frame.page_setup(say("menu.scorepad"))
speaks = language.current_language()
stored = table_url.require_game()
game, gid = stored.game, stored.id
join_panel.nav(gid, frame.SCOREPAD_PAGE)
st.title(say("menu.scorepad"))
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
version = report_cache.version_key(str(table_url.store().where), gid, updated)
try:
    catalogue_token = table_url.base_catalogue()  # a catalogue file saved since makes a new object: results start over
    catalogue = table_url.catalogue_for(game)
    report = report_cache.table_report(caches.pad, version, catalogue_token, game, catalogue)
except InvalidGameError as error:
    st.error(say("scorepad.cannot_score", count=len(error.problems)))
    for problem in error.problems:
        st.warning(escape_markdown(problem.text_in(speaks)))
    st.page_link(frame.CITY_PAGE, label=say("scorepad.fix_cities"), icon="🏙️",
                 query_params=language.link_params({frame.GAME_PARAM: gid}))
    st.stop()
except UnknownCardError as error:
    st.error(escape_markdown(say("scorepad.unknown_card", error=error)))
    st.page_link(frame.CITY_PAGE, label=say("scorepad.fix_cities"), icon="🏙️",
                 query_params=language.link_params({frame.GAME_PARAM: gid}))
    st.stop()
except Exception as error:  # noqa: BLE001 - never a traceback on a page
    errors.caught(error)
    st.error(escape_markdown(say("scorepad.scorer_failed", error=error)))
    st.download_button(say("scorepad.game_json"), dump_game(game), file_name=f"santa-monica-{gid}.json",
                       mime="application/json")
    st.stop()

players = report.players
by_seat = {p.seat: p for p in players}
words = report_cache.cached_scorepad_view(caches.pad, version, catalogue_token, report, game, catalogue, speaks)
if words.sample_cards:
    st.info(say("scorepad.sample_cards"))

# --- winner, ranking and the pad: lines x players ---------------------------------------------------------

winners = report.winners
if not typed_headline:
    st.success(words.winner)
st.markdown(words.ranking)
st.markdown(words.table)
for note in words.notes:
    st.caption(note)
if words.blue_table:
    st.markdown(f"**{say('scorepad.blue_heading')}** ({say('scorepad.blue_rule')})")
    st.markdown(words.blue_table)

# --- why: one expander per line per player, then by card, then the rulings cited -------------------------


def fold(part: scorepad_view.Fold) -> None:
    """One expander of the pad's words (made and escaped in webapp.scorepad.view)."""
    with st.expander(part.label):
        for kind, text in part.parts:
            (st.caption if kind == "caption" else st.markdown)(text)


st.markdown(f"#### {say('scorepad.why')}")
tabs = st.tabs([why.tab for why in words.players])
for tab, why in zip(tabs, words.players, strict=True):
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
        st.caption(escape_markdown(view.as_entered))
    else:
        st.info(escape_markdown(view.headline))
        st.caption(escape_markdown(view.proof))


@st.fragment
def movement_checks(movement_seats: tuple[int, ...]) -> None:
    """One expander per player; its button reruns this part only (the search result is kept)."""
    for seat in movement_seats:
        with st.expander(say("scorepad.movement_of", name=escape_markdown(by_seat[seat].name))):
            key = extras.movement_key(gid, updated, seat, speaks)
            view = cache.lookup(key, catalogue_token)
            if view is None:
                slot = st.empty()  # the button goes once the answer is shown, as on every later rerun
                if slot.button(say("scorepad.movement_check"), key=f"movement-{gid}-{seat}", width="stretch"):
                    with st.spinner(say("scorepad.movement_trying")):
                        view = cache.get_or_make(key, catalogue_token,
                                                 partial(extras.check_movement, game, seat, catalogue, speaks))
                    slot.empty()
            if view is not None:
                show_movement(view)


movement_seats = extras.offered_seats(report)
if movement_seats:
    st.markdown(f"#### {say('scorepad.movement_heading')}")
    st.caption(say("scorepad.movement_help"))
    movement_checks(movement_seats)

# --- chart ---------------------------------------------------------------------------------------------

st.markdown(f"#### {say('scorepad.chart_heading')}")
try:
    st.vega_lite_chart(report_cache.cached_chart_spec(caches.pad, version, catalogue_token, report, speaks),
                       width="stretch")
except Exception as error:  # noqa: BLE001 - a chart is optional
    errors.caught(error)
    st.caption(escape_markdown(say("scorepad.chart_failed", error=error)))

# --- city pictures (one at a time: drawing is the slow part) --------------------------------------------

st.markdown(f"#### {say('scorepad.pictures_heading')}")
city_players = [p for p in players if not p.is_robot]


@st.fragment
def city_pictures() -> None:
    """The radio and the picture of the chosen city: switching player reruns this part only."""
    who = st.radio(say("scorepad.city_of"), [p.seat for p in city_players], horizontal=True, key=f"picture-{gid}",
                   format_func=lambda s: escape_markdown(by_seat[s].name))
    try:
        png = report_cache.cached_city_png(caches.pictures, version, catalogue_token, game, who, catalogue,
                                           by_seat[who], speaks)
    except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
        errors.caught(error)
        st.warning(escape_markdown(say("scorepad.picture_failed", error=error)))
    else:
        st.image(png, width="stretch", output_format="PNG")  # PNG in, PNG out: no re-encoding per rerun
        st.download_button(say("scorepad.download_city", name=escape_markdown(by_seat[who].name)), png,
                           file_name=f"santa-monica-{gid}-{file_name_part(by_seat[who].name, f'player-{who}')}.png", mime="image/png",
                           key=f"png-{gid}-{who}", on_click="ignore", width="stretch")


if city_players:
    city_pictures()

# --- share: the scorepad as one picture, and the play pushed to BG Stats ----------------------------------

st.markdown(f"#### {say('scorepad.share_heading')}")
try:
    share_png = cache.get_or_make(extras.share_key(gid, updated, today, speaks), catalogue_token,
                                  lambda: extras.share_png(report, game, today, speaks))
except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
    errors.caught(error)
    st.warning(escape_markdown(say("scorepad.share_failed", error=error)))
else:
    st.image(share_png, caption=say("scorepad.share_caption"), width="stretch", output_format="PNG")
    st.download_button(say("scorepad.share_download"), share_png,
                       file_name=f"santa-monica-{gid}-scorepad.png", mime="image/png", key=f"share-png-{gid}",
                       on_click="ignore", width="stretch")
try:
    bgstats_url, bgstats_note = extras.share_link(report, game, gid, today, speaks)
except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
    errors.caught(error)
    st.warning(escape_markdown(say("scorepad.bgstats_failed", error=error)))
else:
    st.link_button(say("scorepad.bgstats_button"), bgstats_url, icon="📲", width="stretch",
                   help=say("scorepad.bgstats_help"))
    st.caption(say("scorepad.bgstats_caption"))
    if bgstats_note:
        st.caption(escape_markdown(bgstats_note))

# --- exports and finish ---------------------------------------------------------------------------------

st.markdown(f"#### {say('scorepad.export_heading')}")
# The CSV files in the phone's language, as History's export writes them (the command line's are English).
st.download_button(say("scorepad.csv_scorepad"), lambda: scorepads_csv(
                       [(report, table_date(stored.summary, game), game_title(stored.summary, speaks))],
                       speaks), file_name=f"santa-monica-{gid}-scorepad.csv",
                   mime="text/csv", key="dl-scorepad", on_click="ignore", width="stretch")
st.download_button(say("scorepad.csv_breakdown"), lambda: breakdown_csv(report, speaks),
                   file_name=f"santa-monica-{gid}-breakdown.csv", mime="text/csv", key="dl-breakdown",
                   on_click="ignore", width="stretch")
st.download_button(say("scorepad.game_json"), lambda: dump_game(table_url.portable(game)), file_name=f"santa-monica-{gid}.json",
                   mime="application/json", key="dl-game", on_click="ignore", width="stretch")

st.markdown(f"#### {say('scorepad.finish_heading')}")


def finish(totals: dict[str, int], winners: tuple[str, ...], version: str) -> None:
    """Finish button: save the totals shown, unless the table changed since they were scored."""
    try:
        table_url.store().finish_game(gid, totals, winners, version=version)
    except StaleGameError:
        st.session_state[f"finish-refused-{gid}"] = say("scorepad.finish_stale")
    except Exception as error:  # noqa: BLE001 - never a traceback on a page
        errors.caught(error)
        st.session_state[f"finish-refused-{gid}"] = escape_markdown(say("scorepad.finish_failed", error=error))


finish_refusal = st.session_state.pop(f"finish-refused-{gid}", None)
if finish_refusal:  # next to the button the user just pressed, not at the top of a long page
    st.warning(finish_refusal, icon="⚠️")
finished_as_stored = stored.status == "finished" and not stored.summary.changed_since_finished
if finished_as_stored:
    st.success(escape_markdown(say("scorepad.finished_saved", winner=joined(stored.summary.winners, speaks))))
else:
    # The totals and the version are those of THIS run's report, the one on screen when Finish is pressed.
    # A table changed since it was finished is finished again with the result above (it replaces the old one).
    # Not while a city rebuilt from a score pad is still empty: that would record the empty cities' result.
    st.button(say("scorepad.finish_again" if stored.status == "finished" else "scorepad.finish_game"), type="primary",
              key="finish",
              width="stretch", on_click=finish, disabled=bool(typed_headline),
              args=({p.name: p.total for p in players}, winners, stored.summary.updated))
    if typed_headline:
        st.caption(say("scorepad.finish_waits"))
if stored.status == "finished":
    frame.next_step(say("scorepad.see_history"), frame.HISTORY_PAGE)
