"""Scorepad page: the paper pad for the whole table, the winner and the reason for every point.

Reads the game named by ``?game=ID`` from the store, scores it with ``scorer.scoring.score_game`` once
per stored version (``webapp.report_cache``, which also keeps the chart and the pictures) and renders
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
from scorer.formats.explain import breakdown_csv, decided_text, position_label, reason_text, scorepad_csv, unplaced_text
from scorer.formats.explain import rulings_used
from scorer.formats.gamefile import dump_game
from scorer.model.problems import InvalidGameError
from scorer.model.report import LINE_LABELS, LINES
from scorer.model.rulings import rulings_cited
from scorer.model.words import counted
from webapp import report_cache
from webapp import scorepad_extras as extras
from webapp import ui
from webapp.markdown_text import escape_markdown
from webapp.store import StaleGameError, default_db_path

ui.page_setup("Scorepad")
stored = ui.require_game()
game, gid = stored.game, stored.id
ui.nav(gid, ui.SCOREPAD_PAGE)
st.title("Scorepad")
if game.title:
    st.caption(escape_markdown(game.title))


@st.cache_resource(show_spinner=False)
def extras_cache() -> extras.ResultCache:
    """Best movements and the share picture by (game id, last change), shared by every session."""
    return extras.ResultCache(max_entries=128)


@st.cache_resource(show_spinner=False)
def pad_cache() -> extras.ResultCache:
    """Table reports and chart specs by stored version (``webapp.report_cache``), shared by every session."""
    return extras.ResultCache(max_entries=64)


@st.cache_resource(show_spinner=False)
def picture_cache() -> extras.ResultCache:
    """City pictures by stored version and seat: PNGs are large, so fewer of them are kept."""
    return extras.ResultCache(max_entries=32)


updated = stored.summary.updated
version = report_cache.version_key(str(default_db_path()), gid, updated)
try:
    catalogue_token = ui.base_catalogue()  # a catalogue file saved since makes a new object: results start over
    catalogue = ui.catalogue_for(game)
    report = report_cache.table_report(pad_cache(), version, catalogue_token, game, catalogue)
except InvalidGameError as error:
    st.error(f"This table cannot be scored yet: {counted(len(error.problems), 'problem')}. Fix them on the City page.")
    for problem in error.problems:
        st.warning(escape_markdown(problem))
    st.page_link(ui.CITY_PAGE, label="Fix the cities", icon="🏙️", query_params={ui.GAME_PARAM: gid})
    st.stop()
except UnknownCardError as error:
    st.error(escape_markdown(f"{error}."))
    st.page_link(ui.CITY_PAGE, label="Fix the cities", icon="🏙️", query_params={ui.GAME_PARAM: gid})
    st.stop()
except Exception as error:  # noqa: BLE001 - never a traceback on a page
    st.error(escape_markdown(f"The scorer could not score this table: {error}. Export the game JSON below and "
                             "report it."))
    st.download_button("Game JSON", dump_game(game), file_name=f"santa-monica-{gid}.json", mime="application/json")
    st.stop()

players = report.players
by_seat = {p.seat: p for p in players}

used_ids = {c.card for p in game.players for c in p.cells} | {p.starting_tile for p in game.players}
if game.robot is not None:
    used_ids |= set(game.robot.beach_pile + game.robot.street_pile)
if any(getattr(catalogue.cards.get(i) or catalogue.starting_tiles.get(i), "sample", False) for i in used_ids):
    st.info("This table uses SAMPLE cards (invented for demos and tests), not the printed cards.")

# --- winner and ranking ------------------------------------------------------------------------------

winners = report.winners
if len(winners) == 1:
    st.success(f"🏆 {escape_markdown(winners[0])} wins with {report.standings[0].total} points")
else:
    st.success(f"🏆 Shared win: {escape_markdown(' & '.join(winners))} with {report.standings[0].total} points")

ranking = "\n".join(
    f"{s.rank}. **{escape_markdown(s.name)}**: {s.total} ({escape_markdown(decided_text(s, by_seat.get(s.seat)))})"
    for s in report.standings
)
st.markdown(ranking)

# --- the pad: lines x players --------------------------------------------------------------------------


header = "| Line | " + " | ".join(escape_markdown(p.name) for p in players) + " |"
rule = "|:--|" + "--:|" * len(players)
rows = [f"| {LINE_LABELS[line]} | " + " | ".join(str(p.line(line)) for p in players) + " |" for line in LINES]
rows.append("| **Total** | " + " | ".join(f"**{p.total}**" for p in players) + " |")
st.markdown("\n".join([header, rule, *rows]))
for note in report.notes:
    st.caption(escape_markdown(note))

if report.objective == "blue":
    st.markdown("**Blue people line across the table** (most unplaced people -4, second most -2; ruling 7)")
    st.markdown(
        "| Player | Unplaced people | Points |\n|:--|--:|--:|\n"
        + "\n".join(f"| {escape_markdown(p.name)} | {p.unplaced} | {p.line('people')} |" for p in players)
    )

# --- why: one expander per line per player --------------------------------------------------------------

st.markdown("#### Why")
tabs = st.tabs([escape_markdown(p.name) for p in players])
for tab, p in zip(tabs, players):
    with tab:
        st.caption(f"{p.sand_dollars} sand dollars left · longest chain {p.longest_chain} tags · "
                   f"{p.unplaced} unplaced people")
        for line in LINES:
            items = [i for i in p.items if i.line == line]
            with st.expander(f"{LINE_LABELS[line]}: {p.line(line)}"):
                if not items:
                    st.caption("Nothing on this line.")
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
                    st.markdown("\n".join(lines))
                if line == "rings" and p.rings:
                    st.caption("Rings filled automatically in the best legal way (ruling 5): " + escape_markdown(
                        "; ".join(f"{r.card_name}: {r.ring_label} {'filled' if r.filled else 'not filled'}"
                                  for r in p.rings)))
                if line == "people":
                    st.caption(f"Unplaced (ruling 5): {escape_markdown(unplaced_text(p))}")

        # The same items grouped by card: "why did this card score what it scored".
        by_card: dict[tuple, list] = {}
        for item in p.items:
            if item.position is not None:
                by_card.setdefault((item.position, item.card_name or item.card_id or ""), []).append(item)
        if by_card:
            with st.expander(f"By card ({len(by_card)} cards scored or explained)"):
                blocks = []
                for (position, name), items in sorted(by_card.items(), key=lambda kv: (kv[0][0][1], kv[0][0][0])):
                    blocks.append(f"**{escape_markdown(name)}** ({escape_markdown(position_label(position))}): "
                                  f"**{sum(i.points for i in items):+d}**")
                    blocks += [f"- {i.points:+d} {LINE_LABELS[i.line]}: {escape_markdown(reason_text(i))}"
                               for i in items]
                st.markdown("\n".join(blocks))

# Every ruling this pad cites (ranking, rings, people lines included), each in one sentence of our own.
used = rulings_used(report)
if used:
    with st.expander(f"Rulings used ({len(used)})"):
        st.markdown("\n".join(f"- {ruling.text}" for ruling in used))

# --- best final movement: searched only when a player asks (it can take a moment) ------------------------


cache = extras_cache()
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
        st.caption(escape_markdown(f"{view.before} points as entered." + (f" {view.proof}" if view.proof else "")))
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
    st.vega_lite_chart(report_cache.cached_chart_spec(pad_cache(), version, catalogue_token, report), width="stretch")
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
        png = report_cache.cached_city_png(picture_cache(), version, catalogue_token, game, who, catalogue,
                                           by_seat[who])
    except Exception as error:  # noqa: BLE001 - the scorepad above stays usable
        st.warning(escape_markdown(f"The picture cannot be drawn: {error}"))
    else:
        st.image(png, width="stretch", output_format="PNG")  # PNG in, PNG out: no re-encoding per rerun
        st.download_button(f"Download {escape_markdown(by_seat[who].name)}'s city (PNG)", png,
                           file_name=f"santa-monica-{gid}-{by_seat[who].name}.png", mime="image/png",
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
st.download_button("Scorepad CSV", lambda: scorepad_csv(report), file_name=f"santa-monica-{gid}-scorepad.csv",
                   mime="text/csv", key="dl-scorepad", on_click="ignore", width="stretch")
st.download_button("Per-card breakdown CSV", lambda: breakdown_csv(report),
                   file_name=f"santa-monica-{gid}-breakdown.csv", mime="text/csv", key="dl-breakdown",
                   on_click="ignore", width="stretch")
st.download_button("Game JSON", lambda: dump_game(ui.portable(game)), file_name=f"santa-monica-{gid}.json",
                   mime="application/json", key="dl-game", on_click="ignore", width="stretch")

st.markdown("#### Finish")


def finish(totals: dict[str, int], winners: tuple[str, ...], version: str) -> None:
    """Finish button: save the totals shown, unless the table changed since they were scored."""
    try:
        ui.store().finish_game(gid, totals, winners, version=version)
    except StaleGameError:
        st.session_state[f"finish-refused-{gid}"] = (
            "Not finished: the table was changed on another phone after this scorepad was scored. "
            "The scorepad above now shows the new scores: check them and press Finish again.")
    except Exception as error:  # noqa: BLE001 - never a traceback on a page
        st.session_state[f"finish-refused-{gid}"] = f"The game could not be marked finished: {error}"


finish_refusal = st.session_state.pop(f"finish-refused-{gid}", None)
if finish_refusal:  # next to the button the user just pressed, not at the top of a long page
    st.warning(finish_refusal, icon="⚠️")
if stored.status == "finished":
    st.success(f"Finished and saved in History ({escape_markdown(stored.summary.winner)} won).")
else:
    # The totals and the version are those of THIS run's report, the one on screen when Finish is pressed.
    st.button("Finish game", type="primary", key="finish", width="stretch", on_click=finish,
              args=({p.name: p.total for p in players}, winners, stored.summary.updated))
