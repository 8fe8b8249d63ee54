"""A fixed history of five finished SAMPLE games for the statistics tests, with every number by hand.

Every card and tile is a SAMPLE (``sample=True``, defined inline in each game). Each player's city is
one beach card at b1 with one Local tag, "1 point per Local tag in the city" worth ``cards`` (so the
cards line is ``cards``), a ring for 1 VIP worth ``rings`` holding the tile's only VIP (rings line
``rings``, nobody unplaced), and, when ``foot`` > 0, a footprint on that card with a tile that pays
``foot`` per Local (footprints line ``foot``). No Wave tags, so every wave line is 0. Objective lines:

- Blue: misc 2 x 1 (largest non-wave group: the one Local tag), people 0 (nobody unplaced).
- Green: misc 0 (no group of 3+ tags), people 0.
- Orange: misc 1 (the starting tile is the only beach-above-street column), people +1 (one filled ring).

| game | date | tile | seats: name = cards + rings + foot + misc + people |
|---|---|---|---|
| g1 | 2026-10-01 | blue | Ann 20+10+0+2+0 = 32 (wins), Bob 15+8+2+2+0 = 27 |
| g2 | 2026-10-08 | green | Ann 18+6 = 24, Bob 22+12+3 = 37 (wins), Cat 12+9 = 21 |
| g3 | 2026-10-15 | blue | Ann 25+9+2 = 36, Cat 30+4+2 = 36 (shared win: same sand dollars 0 and chain 1), Bob 14+3+2 = 19 |
| g4 | 2026-09-20 | orange | Cat 21+7+4+1+1 = 34 (wins), Ann 19+5+1+1 = 26 |
| g5 | 2026-10-20 | blue | solo: Ann 10+5+2 = 17 (wins) vs the Robot (no cards: 0, Blue people -4 for its 2 unplaced) |
"""

from __future__ import annotations

from scoring_helpers import Built, card, city, game, tile

from card_db.catalogue import Catalogue
from card_db.models import Ring, TagsInCity
from scorer.model.game import FinishedGame, RobotPlayer
from scorer.scoring.table import score_game
from webapp.tables.store import GameStore


def seat(name: str, gid: str, cards: int, rings: int, foot: int = 0) -> Built:
    """One player's one-card SAMPLE city (see the module docstring for its points)."""
    stand = card(f"{name} {gid} stand", tags=("local",),
                 scoring=(TagsInCity(tag="local", per=1, points=cards), Ring(vips=1, points=rings)))
    start = tile(f"{name} {gid} tile", vips=1, wants=("local",), per_match=foot or 1)
    return city({"b1": (stand, "1V", foot > 0)}, tile=start, name=name)


def dated(played: FinishedGame, played_on: str, title: str) -> FinishedGame:
    return played.model_copy(update={"played_on": played_on, "title": title})


HISTORY: tuple[FinishedGame, ...] = (
    dated(game(seat("Ann", "g1", 20, 10), seat("Bob", "g1", 15, 8, foot=2), objective="blue"), "2026-10-01", "g1"),
    dated(game(seat("Ann", "g2", 18, 6), seat("Bob", "g2", 22, 12, foot=3), seat("Cat", "g2", 12, 9),
               objective="green"), "2026-10-08", "g2"),
    dated(game(seat("Ann", "g3", 25, 9), seat("Cat", "g3", 30, 4), seat("Bob", "g3", 14, 3), objective="blue"),
          "2026-10-15", "g3"),
    dated(game(seat("Cat", "g4", 21, 7, foot=4), seat("Ann", "g4", 19, 5), objective="orange"), "2026-09-20", "g4"),
    dated(game(seat("Ann", "g5", 10, 5), objective="blue", robot=RobotPlayer()), "2026-10-20", "g5"),
)


def finish(store: GameStore, played: FinishedGame, catalogue: Catalogue | None = None) -> str:
    """Store a game and record it finished with the scorer's totals and winners, as the Scorepad does."""
    report = score_game(played, catalogue or Catalogue())
    gid = store.create_game(played)
    store.finish_game(gid, {p.name: p.total for p in report.players}, report.winners)
    return gid


def store_history(store: GameStore) -> dict[str, str]:
    """Store the five games finished (and one draft, which statistics ignore); title -> id."""
    ids = {played.title: finish(store, played) for played in HISTORY}
    ids["draft"] = store.create_game(dated(game(seat("Dan", "d", 50, 50), objective="blue"), "2026-10-02", "draft"))
    return ids
