"""Small builders for scoring tests: SAMPLE cards, tiles, compact cities, whole games.

Every card and tile built here is flagged ``sample=True``: they are invented for tests, never the
printed cards. Positions are written compactly: ``"b1"`` is beach column 1, ``"s-2"`` street
column -2 (the starting tile stands at column 0). People are written ``"2L1T1V"``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, FootprintRule, SetupBonus, StartingTile, TileHalf
from scorer.model.game import Cell, FinishedGame, People, PlayerCity, RobotPlayer
from scorer.model.report import PlayerReport, ScoreItem, TableReport
from scorer.scoring.table import score_game

_counter = 0


NO_SETUP_BONUS = SetupBonus()
"""A tile's default: no setup bonus (a frozen model: one object serves every tile)."""


def _next_id(prefix: str) -> str:
    global _counter
    _counter += 1
    return f"{prefix}-{_counter}"


def card(name: str | None = None, *, row: str = "beach", tags=(), scoring=(), placement=(), id: str | None = None):
    """A SAMPLE feature card; the id defaults to a slug of the name (or a fresh one)."""
    if id is None:
        id = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") if name else _next_id("card")
    return FeatureCard(id=id, name=name or id, row=row, tags=tuple(tags), scoring=tuple(scoring),
                       placement=tuple(placement), sample=True)


def street(name: str | None = None, **kwargs) -> FeatureCard:
    """A SAMPLE street card."""
    return card(name, row="street", **kwargs)


def tile(
    name: str = "Test tile",
    *,
    vips: int = 1,
    wants=("local",),
    per_match: int = 1,
    beach_tags=(),
    street_tags=(),
    beach_rings=(),
    street_rings=(),
    beach_symbols=(),
    street_symbols=(),
    setup: SetupBonus = NO_SETUP_BONUS,
    id: str | None = None,
) -> StartingTile:
    """A SAMPLE starting tile."""
    return StartingTile(
        id=id or re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-"),
        name=name,
        vips=vips,
        setup=setup,
        footprint=FootprintRule(wants=tuple(wants), points_per_match=per_match),
        beach=TileHalf(tags=tuple(beach_tags), rings=tuple(beach_rings), symbols=tuple(beach_symbols)),
        street=TileHalf(tags=tuple(street_tags), rings=tuple(street_rings), symbols=tuple(street_symbols)),
        sample=True,
    )


PLAIN_TILE = tile("Plain tile")


def people(text: str = "") -> People:
    """``"2L1T1V"`` -> People(locals=2, tourists=1, vips=1)."""
    counts = {"L": 0, "T": 0, "V": 0}
    for number, kind in re.findall(r"(\d+)([LTV])", text):
        counts[kind] += int(number)
    return People(locals=counts["L"], tourists=counts["T"], vips=counts["V"])


def where(key: str) -> tuple[str, int]:
    """``"b1"`` -> ("beach", 1); ``"s-2"`` -> ("street", -2)."""
    return ("beach" if key[0] == "b" else "street", int(key[1:]))


@dataclass(frozen=True)
class Built:
    """A player's city with the sample cards and tile it uses (for inline definitions)."""

    player: PlayerCity
    cards: tuple[FeatureCard, ...]
    tile: StartingTile


def city(
    cells: dict | None = None,
    *,
    tile: StartingTile = PLAIN_TILE,
    name: str = "Ann",
    sand_dollars: int = 0,
    start_beach: str = "",
    start_street: str = "",
) -> Built:
    """A city from ``{"b1": card, "s1": (card, "1T"), "b-1": (card, "", True)}``: card, people, footprint."""
    built, cards = [], []
    for key, value in (cells or {}).items():
        if isinstance(value, FeatureCard):
            value = (value,)
        value = tuple(value)
        the_card, crowd, footprint = value + ("", False)[len(value) - 1:]
        row, column = where(key)
        built.append(Cell(row=row, column=column, card=the_card.id, people=people(crowd), footprint=footprint))
        cards.append(the_card)
    player = PlayerCity(name=name, starting_tile=tile.id, sand_dollars=sand_dollars, cells=tuple(built),
                        start_beach=people(start_beach), start_street=people(start_street))
    return Built(player, tuple(cards), tile)


def game(*cities: Built, objective: str = "blue", robot: RobotPlayer | None = None, robot_cards=()) -> FinishedGame:
    """A finished game with every card and tile defined inline."""
    cards = {c.id: c for b in cities for c in b.cards}
    cards.update({c.id: c for c in robot_cards})
    tiles = {b.tile.id: b.tile for b in cities}
    return FinishedGame(objective=objective, players=tuple(b.player for b in cities), robot=robot,
                        cards=tuple(cards.values()), starting_tiles=tuple(tiles.values()))


def score(*cities: Built, objective: str = "blue", robot=None, robot_cards=(), check: bool = False) -> TableReport:
    """Score a game built from ``cities`` against an empty catalogue."""
    return score_game(game(*cities, objective=objective, robot=robot, robot_cards=robot_cards), Catalogue(),
                      check=check)


def score_one(built: Built, objective: str = "blue") -> PlayerReport:
    """Score a single city (no rivals) and return its report."""
    return score(built, objective=objective).players[0]


def items(report: PlayerReport, *, line: str | None = None, ability: str | None = None,
          card_id: str | None = None) -> list[ScoreItem]:
    """The report's items filtered by line, ability kind and card id."""
    return [i for i in report.items
            if (line is None or i.line == line) and (ability is None or i.ability == ability)
            and (card_id is None or i.card_id == card_id)]


def only(report: PlayerReport, **kwargs) -> ScoreItem:
    """The single item matching the filters (fails loudly otherwise)."""
    found = items(report, **kwargs)
    assert len(found) == 1, f"expected one item for {kwargs}, found {found}"
    return found[0]
