"""Sharing: the scorepad PNG (signature, size, winner highlight) and the BG Stats link (decodes back)."""

from __future__ import annotations

import io
import json
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
from PIL import Image

from scorer.model.game import FinishedGame, PlayerCity
from scorer.model.report import PlayerReport, ScoreItem, Standing, TableReport
from webapp.scorepad.share import bgstats_link, bgstats_play, scorepad_png


def _player(seat, name, cards, rings, footprints, wave, misc, people, is_robot=False):
    items = tuple(
        ScoreItem(line=line, points=points, why="test")
        for line, points in (("cards", cards), ("rings", rings), ("footprints", footprints),
                             ("wave", wave), ("misc", misc), ("people", people))
    )
    return PlayerReport(seat=seat, name=name, is_robot=is_robot, sand_dollars=2, longest_chain=4,
                        unplaced=0, items=items)


REPORT = TableReport(
    objective="blue",
    players=(
        _player(0, "Ann", 20, 10, 4, 6, 8, 0),     # 48
        _player(1, "Bob", 22, 12, 5, 6, 6, -1),    # 50
        _player(2, "Cat", 12, 9, 0, 3, 3, -4),     # 23
    ),
    standings=(
        Standing(rank=1, seat=1, name="Bob", total=50, decided_by="points"),
        Standing(rank=2, seat=0, name="Ann", total=48, decided_by="points"),
        Standing(rank=3, seat=2, name="Cat", total=23, decided_by="points"),
    ),
)
GAME = FinishedGame(
    objective="blue",
    players=tuple(PlayerCity(name=name, starting_tile="post-office") for name in ("Ann", "Bob", "Cat")),
)


def decode_bgstats(link: str) -> dict:
    """The play a BG Stats link carries, after checking it points at BG Stats' create-play page."""
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    (data,) = parse_qs(parts.query)["data"]
    return json.loads(data)


def test_link_decodes_back_to_the_documented_play():
    link = bgstats_link(REPORT, GAME, "2026-11-21", play_id="game-7")
    assert json.loads(unquote(link.split("?data=", 1)[1])) == {
        "sourceName": "Santa Monica Scorer",
        "sourcePlayId": "game-7",
        "playDate": "2026-11-21 12:00:00",
        "board": "Blue objective tile",
        "game": {"name": "Santa Monica", "highestWins": True, "noPoints": False, "sourceGameId": "santa-monica"},
        "players": [
            {"name": "Ann", "score": 20 + 10 + 4 + 6 + 8 + 0, "rank": 2, "winner": False, "startPlayer": True,
             "sourcePlayerId": "player-ann"},
            {"name": "Bob", "score": 22 + 12 + 5 + 6 + 6 - 1, "rank": 1, "winner": True, "startPlayer": False,
             "sourcePlayerId": "player-bob"},
            {"name": "Cat", "score": 12 + 9 + 0 + 3 + 3 - 4, "rank": 3, "winner": False, "startPlayer": False,
             "sourcePlayerId": "player-cat"},
        ],
    }
    assert decode_bgstats(link) == json.loads(unquote(link.split("?data=", 1)[1]))


def test_link_is_fully_url_encoded():
    link = bgstats_link(REPORT, GAME, "2026-11-21T19:30:00", location="Café & Co", comments="a=b?")
    data = link.split("?data=", 1)[1]
    for raw in ('"', "{", " ", "&", "=", "?", ":", "é"):
        assert raw not in data
    play = decode_bgstats(link)
    assert play["playDate"] == "2026-11-21 19:30:00"
    assert play["location"] == "Café & Co" and play["comments"] == "a=b?"


def test_optional_bgg_id_and_duration():
    play = bgstats_play(REPORT, GAME, "2026-11-21", bgg_id=12345, duration_min=45)
    assert play["game"]["bggId"] == 12345 and play["durationMin"] == 45
    assert "bggId" not in bgstats_play(REPORT, GAME, "2026-11-21")["game"]


def test_shared_win_marks_every_winner():
    shared = TableReport(objective="green", players=REPORT.players[:2], standings=(
        Standing(rank=1, seat=0, name="Ann", total=48, decided_by="shared"),
        Standing(rank=1, seat=1, name="Bob", total=48, decided_by="shared"),
    ))
    game = FinishedGame(objective="green", players=GAME.players[:2])
    play = bgstats_play(shared, game, "2026-11-21")
    assert [(p["rank"], p["winner"]) for p in play["players"]] == [(1, True), (1, True)]


def test_robot_is_a_player_but_never_the_start_player():
    robot = _player(1, "Robot", 20, 0, 3, 0, 0, 0, is_robot=True)
    report = TableReport(objective="blue", players=(REPORT.players[0], robot), standings=(
        Standing(rank=1, seat=0, name="Ann", total=48, decided_by="points"),
        Standing(rank=2, seat=1, name="Robot", total=23, decided_by="points"),
    ))
    game = FinishedGame(objective="blue", players=GAME.players[:1])
    players = bgstats_play(report, game, "2026-11-21")["players"]
    assert [(p["name"], p["startPlayer"], p["sourcePlayerId"]) for p in players] == [
        ("Ann", True, "player-ann"), ("Robot", False, "robot")]


def test_mismatched_report_and_bad_date_get_clear_messages():
    other = FinishedGame(objective="blue", players=(PlayerCity(name="Zed", starting_tile="x"),))
    with pytest.raises(ValueError, match="does not belong to this game"):
        bgstats_link(REPORT, other, "2026-11-21")
    with pytest.raises(ValueError, match="not an ISO date"):
        bgstats_link(REPORT, GAME, "21.11.2026")


def test_scorepad_png_signature_size_and_winner_highlight():
    data = scorepad_png(REPORT, "Friday night", "2026-11-21")
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.size[0] == 1080 and 700 < image.size[1] < 1400
    # Bob (second column) won: his column carries the highlight colour, Ann's does not.
    margin, label, columns = 36, 330, 3
    column = (1080 - 2 * margin - label) // columns
    y = 150 + 72 * 7 + 10  # inside the "Total" row, near its top edge
    bob_x = margin + label + column + 8
    ann_x = margin + label + 8
    assert image.getpixel((bob_x, y)) == (255, 224, 130)
    assert image.getpixel((ann_x, y)) != (255, 224, 130)


def test_scorepad_png_four_players_with_long_names():
    players = tuple(_player(i, f"A very long player name number {i}", 10 + i, 0, 0, 0, 0, 0) for i in range(4))
    standings = tuple(Standing(rank=4 - i, seat=i, name=p.name, total=p.total, decided_by="points")
                      for i, p in enumerate(players))
    data = scorepad_png(TableReport(objective="orange", players=players, standings=standings), "", "2026-11-21")
    assert Image.open(io.BytesIO(data)).size[0] == 1080


def test_scorepad_png_needs_players():
    with pytest.raises(ValueError, match="no players"):
        scorepad_png(TableReport(objective="blue", players=(), standings=()), "t", "2026-11-21")
