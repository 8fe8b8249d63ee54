"""AppTest tests of the Scorepad page: the pad equals score_game's report, why, best final movement, sharing,
exports, invalid games, finish."""

from __future__ import annotations

import json
from datetime import date
from urllib.parse import parse_qs, urlsplit

import pytest
from app_helpers import SCOREPAD, assert_clean, open_page, ring_table, shown, store
from app_helpers import scorepad_rows as pad_rows
from streamlit.testing.v1 import AppTest

from card_db.loader import load_builtin, sample_game_bytes
from scorer.advice.final_movement import best_final_movement
from scorer.formats.explain import breakdown_csv, rulings_used, scorepad_csv, unplaced_text
from scorer.formats.gamefile import load_game_bytes
from scorer.model.game import People
from scorer.model.report import LINE_LABELS, LINES
from scorer.model.rulings import ruling_meaning
from scorer.scoring.table import score_game
from webapp.scorepad.extras import share_png
from webapp.tables import operations as tables
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def sample_game():
    return load_game_bytes(sample_game_bytes(), "sample_game.json")


@pytest.fixture(scope="module")
def sample_pad(tmp_path_factory) -> AppTest:
    """The sample game's Scorepad page, opened once for the tests that only read it (none clicks or
    types: each would otherwise open the same page again, about 0.3 s of CPU drawing the pad, its
    pictures and its chart). In a store and data folder of its own, like ``temp_data``'s."""
    folder = tmp_path_factory.mktemp("sample-pad")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("SANTA_MONICA_DB", str(folder / "games.sqlite3"))
        env.setenv("SANTA_MONICA_DATA_DIR", str(folder / "data"))
        at = open_page(SCOREPAD, store().create_game(sample_game()))
    assert_clean(at)
    return at


def test_the_pad_shows_every_line_of_every_player_as_score_game_computes(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    assert_clean(at)
    rows = pad_rows(at)
    assert rows["Line"] == [p.name for p in report.players]
    for line in LINES:
        assert rows[LINE_LABELS[line]] == [str(p.line(line)) for p in report.players]
    assert rows["Total"] == [str(p.total) for p in report.players]
    assert f"{report.winners[0]} wins with {report.standings[0].total} points" in at.success[0].value


def test_ranking_says_what_decided_each_place(sample_pad):
    at = sample_pad
    ranking = [shown(m.value) for m in at.markdown if m.value.startswith("1. ")][0]
    assert ranking.count("on points") == 3


def test_a_tie_broken_by_sand_dollars_is_explained():
    # Blue, two bare cities: both end on -2 (Ann: misc +2, people -4; Bob: waves +2, people -4);
    # Bob kept 3 sand dollars, so he wins the tie-break (ruling 12).
    game = tables.new_table("blue", [("Ann", "sample-harbor-office"), ("Bob", "sample-lighthouse")],
                            start_vips=[1, 1])
    game = tables.set_sand_dollars(game, "Bob", 3)
    report = score_game(game, load_builtin())
    assert [(s.name, s.total, s.decided_by) for s in report.standings] == [
        ("Bob", 2 - 4, "sand dollars"), ("Ann", 2 - 4, "sand dollars")]
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    ranking = [shown(m.value) for m in at.markdown if m.value.startswith("1. ")][0]
    assert ranking.startswith("1. **Bob**: -2 (tied on points, decided by leftover sand dollars (3 left) (ruling 12))")
    assert "Bob wins with -2 points" in shown(at.success[0].value)


def test_blue_people_line_across_players(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    table = [m.value for m in at.markdown if m.value.startswith("| Player | Unplaced people |")][0]
    for p in report.players:
        assert f"| {p.name} | {p.unplaced} | {p.line('people')} |" in table


def test_an_expander_per_line_per_player_explains_every_item(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    assert [t.label for t in at.tabs] == [p.name for p in report.players]
    labels = [e.label for e in at.expander]
    for p in report.players:
        for line in LINES:
            assert f"{LINE_LABELS[line]}: {p.line(line)}" in labels
    why = shown(" ".join(m.value for m in at.markdown))
    first = report.players[0]
    for item in first.items:
        assert item.reason in why
    assert "(ruling 5)" in why  # ruling numbers are shown where a ruling changed a number


def test_picture_chart_and_exports_are_offered():
    game = sample_game()
    report = score_game(game, load_builtin())
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert len(at.image) == 1 + 1 + 1  # one city picture at a time, the shared scorepad's preview, the join QR
    assert len(at.get("vega_lite_chart")) == 1
    labels = [b.label for b in at.get("download_button")]
    assert labels == [f"Download {report.players[0].name}'s city (PNG)", "Download the scorepad picture (PNG)",
                      "Scorepad CSV", "Per-card breakdown CSV", "Game JSON"]
    at.radio(key=f"picture-{game_id}").set_value(1).run()
    assert_clean(at)
    assert f"Download {report.players[1].name}'s city (PNG)" in [b.label for b in at.get("download_button")]
    # The CSVs are the library's exports of the same report.
    assert scorepad_csv(report).startswith("date,objective,title,player")
    assert breakdown_csv(report).count("\n") == sum(len(p.items) for p in report.players) + 1


def test_an_invalid_game_lists_every_problem_and_no_scorepad():
    game = tables.new_table("blue", [("Ann", "sample-surf-club")], start_vips=[2])
    game = tables.set_start_people(game, "Ann", "street", People(vips=3))  # the tile gives only 2
    game = tables.place_card(game, "Ann", "sample-kite-beach", "street", 5)  # wrong row, not connected
    at = open_page(SCOREPAD, store().create_game(game))
    assert not at.exception
    assert "cannot be scored yet" in at.error[0].value
    assert len(at.warning) >= 3
    assert not [m for m in at.markdown if m.value.startswith("| Line |")]
    assert not at.get("download_button")


def test_unknown_card_is_a_message():
    game = tables.new_table("blue", [("Ann", "no-such-tile")])
    at = open_page(SCOREPAD, store().create_game(game))
    assert not at.exception
    assert at.error


def test_finish_game_records_totals_and_winner_for_history():
    game = sample_game()
    report = score_game(game, load_builtin())
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    at.button(key="finish").click().run()
    assert_clean(at)
    summary = store().get(game_id).summary
    assert summary.status == "finished"
    assert summary.winner == report.winners[0]
    assert summary.totals == {p.name: p.total for p in report.players}
    assert "Finished and saved in History" in at.success[-1].value


def test_finish_after_another_phone_changed_the_game_saves_only_totals_of_the_stored_game():
    game = sample_game()
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)  # this phone draws the scorepad...
    store().update(game_id, lambda g: tables.set_footprint(g, "Ana", "sample-pier-arcade", True))  # ...another
    before = score_game(game, load_builtin())  # phone adds a footprint, worth a point the pad on screen lacks
    at.button(key="finish").click().run()
    assert not at.exception
    assert store().get(game_id).status == "draft"  # the totals on screen were not saved
    assert "changed on another phone after this scorepad was scored" in at.warning[0].value
    stored = store().get(game_id)
    report = score_game(stored.game, load_builtin())
    assert [p.total for p in report.players] != [p.total for p in before.players]
    assert pad_rows(at)["Total"] == [str(p.total) for p in report.players]  # the new scores are shown
    at.button(key="finish").click().run()  # pressed again on the scores now shown
    assert_clean(at)
    summary = store().get(game_id).summary
    assert summary.status == "finished"
    assert summary.totals == {p.name: p.total for p in report.players}
    assert summary.winner == " & ".join(report.winners)


def test_solo_game_scores_the_robot_last():
    game = tables.new_table("orange", [("Sol", "sample-lighthouse")], solo_robot=True, start_vips=[1])
    game = tables.set_robot(game, beach_pile=["sample-kite-beach"], street_pile=["sample-yoga-lawn"],
                            sand_dollars=2, footprints=1)
    report = score_game(game, load_builtin())
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    rows = pad_rows(at)
    assert rows["Line"] == ["Sol", "Robot"]
    assert rows["Total"] == [str(p.total) for p in report.players]


def test_a_table_of_sample_cards_says_so(sample_pad):
    at = sample_pad
    assert "SAMPLE cards" in at.info[0].value


def test_by_card_shows_why_each_card_scored(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    assert_clean(at)
    first = report.players[0]
    surf = [i for i in first.items if i.card_id == "sample-surf-school"]
    text = shown(" ".join(m.value for m in at.markdown))
    assert f"**Surf School (sample)** (beach, column 1): **{sum(i.points for i in surf):+d}**" in text


def test_the_people_line_says_who_is_unplaced(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    assert_clean(at)
    captions = [shown(c.value) for c in at.caption if c.value.startswith("Unplaced (ruling 5): ")]
    assert len(captions) == len(report.players)
    first = report.players[0]
    assert first.unplaced == sum(g.total for g in first.unplaced_people) > 0
    assert captions[0] == f"Unplaced (ruling 5): {unplaced_text(first)}"
    # The sample game's first player: a local on the tile's street half and a VIP on Lifeguard Tower.
    assert captions[0] == ("Unplaced (ruling 5): 1 local on the street half of Surf Club (sample); "
                           "1 VIP on Lifeguard Tower (sample) at beach, column 2")


# --- best final movement and sharing (issue 5) -------------------------------------------------------


def texts(at) -> str:
    """Every message and markdown on the page, one string, as a reader sees it."""
    kinds = ("info", "success", "warning", "markdown", "caption")
    parts = [shown(e.value) for kind in kinds for e in getattr(at, kind)]
    return "\n".join(parts)


def test_best_final_movement_is_searched_only_on_request_and_shows_the_gain():
    game, catalogue = ring_table(), load_builtin()
    plan = best_final_movement(game, 0, catalogue)
    moved = game.model_copy(update={"players": (plan.city, game.players[1])})
    before = score_game(game, catalogue).players[0].total
    after = score_game(moved, catalogue).players[0].total
    # Orange: ring 3, then the people line: +1 filled ring, 1 unplaced instead of 2 (-1 per 2, rounded down).
    assert plan.gain == after - before == 3 + (1 - 1 // 2) - (0 - 2 // 2)
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    assert {"Best final movement: Ann", "Best final movement: Bob"} <= {e.label for e in at.expander}
    assert "You could have scored" not in texts(at)  # nothing searched until a player asks
    at.button(key=f"movement-{game_id}-0").click().run()
    assert_clean(at)
    keys = [b.key for b in at.button]
    assert f"movement-{game_id}-0" not in keys and f"movement-{game_id}-1" in keys  # Ann answered, Bob not asked
    text = texts(at)
    assert f"You could have scored {3 + 1 + 1} more by moving:" in text
    assert "- 1 tourist: the street half of Harbor Office (sample) → Yoga Lawn (sample) at street 1" in text
    assert f"**{before} → {after} points** (+{plan.gain})" in text
    assert "Proven best: no other final movement scores more." in text
    # Bob was not searched; a later rerun keeps Ann's answer without asking again.
    assert "scores more: proven" not in text
    at.run()
    assert f"You could have scored {plan.gain} more by moving:" in texts(at)
    assert f"movement-{game_id}-0" not in [b.key for b in at.button]


def test_a_movement_already_the_best_says_so():
    game, catalogue = ring_table(), load_builtin()
    assert best_final_movement(game, 1, catalogue).gain == 0
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    at.button(key=f"movement-{game_id}-1").click().run()
    assert_clean(at)
    assert "No final movement from these positions scores more: proven (every movement was tried)." in [
        shown(s.value) for s in at.success]
    assert f"{score_game(game, catalogue).players[1].total} points as entered." in texts(at)


def test_the_solo_robot_and_an_invalid_game_are_not_offered_a_movement():
    game = tables.new_table("orange", [("Sol", "sample-lighthouse")], solo_robot=True, start_vips=[1])
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    labels = [e.label for e in at.expander if e.label.startswith("Best final movement")]
    assert labels == ["Best final movement: Sol"]
    game = tables.new_table("blue", [("Ann", "sample-surf-club")], start_vips=[2])
    game = tables.set_start_people(game, "Ann", "street", People(vips=3))  # the tile gives only 2: invalid
    at = open_page(SCOREPAD, store().create_game(game))
    assert not at.exception
    assert not [e for e in at.expander if e.label.startswith("Best final movement")]
    assert not at.get("link_button")


@pytest.fixture
def served_files(monkeypatch):
    """What the page hands Streamlit's media storage (images and downloads), as (data, mimetype, kind, name)."""
    from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage

    served = []
    original = MemoryMediaFileStorage.load_and_get_id

    def record(self, path_or_data, mimetype, kind, filename=None):
        served.append((path_or_data, mimetype, kind, filename))
        return original(self, path_or_data, mimetype, kind, filename)

    monkeypatch.setattr(MemoryMediaFileStorage, "load_and_get_id", record)
    return served


def test_the_scorepad_picture_downloads_as_a_png_with_a_preview(served_files):
    from streamlit.runtime.media_file_storage import MediaFileKind

    game = ring_table(played_on="2026-11-20")
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    downloads = [d for d in served_files if d[3] == f"santa-monica-{game_id}-scorepad.png"]
    assert downloads and all(d[2] == MediaFileKind.DOWNLOADABLE and d[1] == "image/png" for d in downloads)
    data = downloads[-1][0]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    started = date.fromisoformat(store().get(game_id).summary.created[:10])  # the page's fallback date
    assert data == share_png(score_game(game, load_builtin()), game, started)
    previews = [d for d in served_files if d[2] == MediaFileKind.MEDIA and d[0] == data]
    assert previews  # the same picture shown on the page
    assert "The final scorepad: every player, every line, the winner" in [c for i in at.image for c in i.captions]


def test_push_to_bgstats_link_decodes_to_the_games_players_and_scores():
    game = ring_table(played_on="2026-11-20")
    report = score_game(game, load_builtin())
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    (button,) = at.get("link_button")
    assert button.proto.label == "Push to BG Stats"
    parts = urlsplit(button.proto.url)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    play = json.loads(parse_qs(parts.query)["data"][0])
    assert [(p["name"], p["score"], p["winner"]) for p in play["players"]] == [
        ("Ann", report.players[0].total, False), ("Bob", report.players[1].total, True)]
    assert report.winners == ("Bob",)
    assert play["playDate"] == "2026-11-20 12:00:00" and play["sourcePlayId"] == game_id
    assert play["players"][0]["startPlayer"] and not play["players"][1]["startPlayer"]


def test_a_game_without_a_date_is_pushed_with_the_day_its_table_was_started():
    import sqlite3

    game_id = store().create_game(ring_table())
    with sqlite3.connect(default_db_path()) as conn:  # a table started on an earlier day
        conn.execute("UPDATE games SET created = ? WHERE id = ?", ("2026-10-03T20:15:00+00:00", game_id))
    at = open_page(SCOREPAD, game_id)
    (button,) = at.get("link_button")
    play = json.loads(parse_qs(urlsplit(button.proto.url).query)["data"][0])
    assert play["playDate"] == "2026-10-03 12:00:00"


def test_a_change_to_the_table_drops_the_old_answer_and_redraws_the_picture(served_files):
    game, catalogue = ring_table(), load_builtin()
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    at.button(key=f"movement-{game_id}-0").click().run()
    assert "You could have scored 5 more" in texts(at)
    # Ann's tourist is moved onto the Yoga Lawn on the City page (here: through the store), and a title set.
    store().update(game_id, lambda g: tables.set_start_people(g, "Ann", "street", People(vips=1)))
    store().update(game_id, lambda g: tables.set_people(g, "Ann", "sample-yoga-lawn", People(tourists=1)))
    changed = store().update(game_id, lambda g: tables.set_title(g, "Friday night")).game
    served_files.clear()
    at.run()
    assert_clean(at)
    assert "You could have scored" not in texts(at)  # the old answer belonged to the old table
    at.button(key=f"movement-{game_id}-0").click().run()
    assert "No final movement from these positions scores more: proven" in texts(at)
    assert best_final_movement(changed, 0, catalogue).gain == 0
    (png,) = {d[0] for d in served_files if d[3] == f"santa-monica-{game_id}-scorepad.png"}
    started = date.fromisoformat(store().get(game_id).summary.created[:10])
    assert png == share_png(score_game(changed, catalogue), changed, started)


def test_each_why_line_names_its_card_once(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    why_lines = [line for m in at.markdown for line in shown(m.value).splitlines() if line.startswith("- **")]
    named = [item for p in report.players for item in p.items if item.card_name]
    assert named, "the sample game has card items"
    for item in named:
        (line,) = {line for line in why_lines if item.reason in line} or {""}
        # "Driftwood Point (sample) (beach, column -1): Driftwood Point (sample): ..." named it twice.
        assert line.count(item.card_name) == item.reason.count(item.card_name) >= 1, line


def test_a_why_line_citing_a_ruling_shows_its_meaning_right_under_it(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    ring = next(i for i in report.players[0].items if i.line == "rings")
    assert ring.ruling == 5
    # The first block holding the reason is its line's expander (the "By card" list comes later).
    block = next(shown(m.value) for m in at.markdown if ring.reason in shown(m.value))
    lines = block.splitlines()
    at_line = next(n for n, line in enumerate(lines) if ring.reason in line)
    assert lines[at_line + 1] == f"    - *Ruling 5: {ruling_meaning(5)}*"
    # A line citing no ruling gets no meaning under it.
    plain = next(i for i in report.players[0].items if i.ruling is None and "ruling" not in i.reason)
    block = next(shown(m.value) for m in at.markdown if plain.reason in shown(m.value))
    lines = block.splitlines()
    at_line = next(n for n, line in enumerate(lines) if plain.reason in line)
    assert at_line + 1 == len(lines) or lines[at_line + 1].startswith("- **")


def test_rulings_used_lists_every_ruling_the_pad_cites_with_its_meaning(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    (box,) = [e for e in at.expander if e.label.startswith("Rulings used")]
    text = " ".join(m.value for m in box.markdown)
    used = rulings_used(report)
    assert box.label == f"Rulings used ({len(used)})"
    assert {5, 7, 14} <= {r.number for r in used}  # rings, the Blue people line, the end-of-beach card
    for ruling in used:
        assert f"- Ruling {ruling.number}: {ruling_meaning(ruling.number)}" in text


def test_points_by_line_chart_keeps_the_pads_line_order_and_shows_the_reports_points(sample_pad):
    game = sample_game()
    report = score_game(game, load_builtin())
    at = sample_pad
    (chart,) = at.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    # Vega-Lite sorts an ordinal axis alphabetically unless told not to: sort null keeps the data's order.
    assert "sort" in spec["encoding"]["x"] and spec["encoding"]["x"]["sort"] is None
    assert spec["encoding"]["color"]["sort"] == [p.name for p in report.players]  # turn order, not A-Z
    import pyarrow as pa  # streamlit sends chart data as Arrow

    (dataset,) = chart.proto.datasets
    rows = pa.ipc.open_stream(dataset.data.data).read_all().to_pylist()
    assert list(dict.fromkeys(r["line"] for r in rows)) == [LINE_LABELS[line] for line in LINES]
    assert {(r["line"], r["player"]): r["points"] for r in rows} == {
        (LINE_LABELS[line], p.name): p.line(line) for line in LINES for p in report.players}


def test_a_city_picture_downloads_under_the_players_name_made_safe_for_a_file(served_files):
    game = tables.new_table("orange", [("Ann / Bo*", "sample-harbor-office"), ("Bob", "sample-lighthouse")],
                            start_vips=[1, 1], played_on="2026-11-20")
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    names = {d[3] for d in served_files if d[3] and d[3].endswith(".png")}
    # The first city shown is the first seat's: its slash and star become one hyphen each run.
    assert f"santa-monica-{game_id}-Ann-Bo.png" in names
    assert not [n for n in names if "/" in n or "*" in n]
