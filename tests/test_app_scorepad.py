"""AppTest tests of the Scorepad page: the pad equals score_game's report, why, exports, invalid games, finish."""

from __future__ import annotations

import pytest

from app_helpers import SCOREPAD, assert_clean, open_page
from card_db.loader import load_builtin, sample_game_bytes
from scorer.explain import breakdown_csv, scorepad_csv
from scorer.game import People
from scorer.gamefile import load_game_bytes
from scorer.report import LINE_LABELS, LINES
from scorer.scoring import score_game
from webapp import tables
from webapp.store import GameStore, default_db_path


@pytest.fixture(autouse=True)
def temp_data(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "games.sqlite3"))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))


def store() -> GameStore:
    return GameStore(default_db_path())


def sample_game():
    return load_game_bytes(sample_game_bytes(), "sample_game.json")


def pad_rows(at) -> dict[str, list[str]]:
    """The scorepad markdown table as {line label: [cell per player]} (plus the header row under "Line")."""
    (table,) = [m.value for m in at.markdown if m.value.startswith("| Line |")]
    rows = {}
    for line in table.splitlines():
        cells = [c.strip().strip("*") for c in line.strip("|").split("|")]
        if cells[0] and not set(cells[0]) <= {":", "-"}:
            rows[cells[0]] = cells[1:]
    return rows


def test_the_pad_shows_every_line_of_every_player_as_score_game_computes():
    game = sample_game()
    report = score_game(game, load_builtin())
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    rows = pad_rows(at)
    assert rows["Line"] == [p.name for p in report.players]
    for line in LINES:
        assert rows[LINE_LABELS[line]] == [str(p.line(line)) for p in report.players]
    assert rows["Total"] == [str(p.total) for p in report.players]
    assert f"{report.winners[0]} wins with {report.standings[0].total} points" in at.success[0].value


def test_ranking_says_what_decided_each_place():
    at = open_page(SCOREPAD, store().create_game(sample_game()))
    ranking = [m.value for m in at.markdown if m.value.startswith("1. ")][0]
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
    ranking = [m.value for m in at.markdown if m.value.startswith("1. ")][0]
    assert ranking.startswith("1. **Bob**: -2 (tied on points, decided by leftover sand dollars (3 left) (ruling 12))")
    assert "Bob wins with -2 points" in at.success[0].value


def test_blue_people_line_across_players():
    game = sample_game()
    report = score_game(game, load_builtin())
    at = open_page(SCOREPAD, store().create_game(game))
    table = [m.value for m in at.markdown if m.value.startswith("| Player | Unplaced people |")][0]
    for p in report.players:
        assert f"| {p.name} | {p.unplaced} | {p.line('people')} |" in table


def test_an_expander_per_line_per_player_explains_every_item():
    game = sample_game()
    report = score_game(game, load_builtin())
    at = open_page(SCOREPAD, store().create_game(game))
    assert [t.label for t in at.tabs] == [p.name for p in report.players]
    labels = [e.label for e in at.expander]
    for p in report.players:
        for line in LINES:
            assert f"{LINE_LABELS[line]}: {p.line(line)}" in labels
    why = " ".join(m.value for m in at.markdown)
    first = report.players[0]
    for item in first.items:
        assert item.reason in why
    assert "(ruling 5)" in why  # ruling numbers are shown where a ruling changed a number


def test_picture_chart_and_exports_are_offered():
    game = sample_game()
    report = score_game(game, load_builtin())
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert len(at.image) == 1  # one city picture at a time
    assert len(at.get("vega_lite_chart")) == 1
    labels = [b.label for b in at.get("download_button")]
    assert labels == [f"Download {report.players[0].name}'s city (PNG)", "Scorepad CSV",
                      "Per-card breakdown CSV", "Game JSON"]
    at.radio(key=f"picture-{game_id}").set_value(1).run()
    assert_clean(at)
    assert f"Download {report.players[1].name}'s city (PNG)" in [b.label for b in at.get("download_button")]
    # The CSVs are the library's exports of the same report.
    assert scorepad_csv(report).startswith("player")
    assert breakdown_csv(report).count("\n") == sum(len(p.items) for p in report.players) + 1


def test_an_invalid_game_lists_every_problem_and_no_scorepad():
    game = tables.new_table("blue", [("Ann", "sample-surf-club")], start_vips=[2])
    game = tables.set_start_people(game, "Ann", "street", People())  # the 2 VIPs went missing
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


def test_a_table_of_sample_cards_says_so():
    at = open_page(SCOREPAD, store().create_game(sample_game()))
    assert "SAMPLE cards" in at.info[0].value


def test_by_card_shows_why_each_card_scored():
    game = sample_game()
    report = score_game(game, load_builtin())
    at = open_page(SCOREPAD, store().create_game(game))
    assert_clean(at)
    first = report.players[0]
    surf = [i for i in first.items if i.card_id == "sample-surf-school"]
    text = " ".join(m.value for m in at.markdown)
    assert f"**Surf School (sample)** (beach, column 1): **{sum(i.points for i in surf):+d}**" in text
