"""Table operations for the score pad: small pure changes to a game being rebuilt.

Each operation maps ``(FinishedGame, args) -> FinishedGame`` and raises ``TableError`` (a "table.*"
catalogue key naming the problem and how to fix it, said in the phone's language by the page) when the
change cannot be applied to the game as it is now.
``webapp.tables.store.GameStore.update`` applies one operation inside a write transaction on the freshly
read game, so two phones editing different players or different cards never lose each other's work.

Names typed here are stored as ``card_db.text.normalise_name`` makes them (no invisible characters,
accents composed, trimmed) and compared by ``name_key`` (case aside), like names read from a file.
Players are named by their name and cards by their id (a card id is used once per table), never
by a seat number or a list index: after another phone reorders players or removes a card, a stale
request then fails with a clear message instead of changing the wrong thing.

This module knows no Streamlit and no SQL, and it computes no game rule: where a card may go comes
from ``scorer.scoring.placement``, whether a city is legal from ``scorer.scoring.validation``.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Literal

from annotated_types import MaxLen
from pydantic import BaseModel, ValidationError

from card_db.catalogue import Catalogue
from card_db.models import ObjectiveId, Row
from card_db.text import control_characters, describe_controls, name_key, normalise_name, strip_bidi
from lang.said import SaidError
from scorer.model.game import ROBOT_MAX_CARDS, Cell, FinishedGame, People, PlayerCity, RobotPlayer
from scorer.scoring.placement import next_square

Half = Literal["beach", "street"]
MAX_PLAYERS = 4
# Refusals that name a row or a count by its kind: one catalogue key each, as each language words them.
SQUARE_TAKEN = {"beach": "table.square_taken_beach", "street": "table.square_taken_street"}
STAYS_IN_ROW = {"beach": "table.stays_beach", "street": "table.stays_street"}
ROBOT_NEGATIVE = {"sand_dollars": "table.robot_negative_sand_dollars", "footprints": "table.robot_negative_footprints"}


def _max_length(model: type[BaseModel], field: str) -> int:
    """The longest text the game format accepts in ``model.field`` (read from the model, never repeated)."""
    return next(m.max_length for m in model.model_fields[field].metadata if isinstance(m, MaxLen))


NAME_MAX = _max_length(PlayerCity, "name")
"""Longest player name the game format accepts (the name boxes use it as their ``max_chars``)."""
TITLE_MAX = _max_length(FinishedGame, "title")
"""Longest game title the game format accepts."""


class TableError(SaidError, ValueError):
    """A table change that cannot be applied: a "table.*" catalogue key saying what is wrong and how to
    fix it, with its values (``lang.said``: the page says it in the phone's language)."""


# --- building a new table -----------------------------------------------------------------------


def new_table(
    objective: ObjectiveId,
    players: Iterable[tuple[str, str]],
    *,
    solo_robot: bool = False,
    title: str = "",
    played_on: str = "",
    start_vips: Iterable[int] = (),
) -> FinishedGame:
    """A new table: ``players`` are (name, starting tile id) in turn order; ``solo_robot`` adds the Robot.

    ``start_vips`` (per player, optional) puts that many VIPs on the street half of the starting
    tile, where the tile's VIPs begin the game (ruling 4); players then move them as on the table.
    Names must be distinct and non-empty, starting tiles distinct; the Robot needs exactly one player."""
    seats = [(_clean_name(name, "table.name_missing"), tile) for name, tile in players]
    if not seats:
        raise TableError("table.no_player")
    if len(seats) > MAX_PLAYERS:
        raise TableError("table.too_many_players", most=MAX_PLAYERS, extra=len(seats) - MAX_PLAYERS)
    names = [name for name, _ in seats]
    for name in names:
        _check_name_length(name)
    _check_distinct_names(names)
    tiles = [tile for _, tile in seats]
    if any(not tile for tile in tiles):
        raise TableError("table.tile_missing")
    if len(set(tiles)) != len(tiles):
        raise TableError("table.same_tile")
    if solo_robot and len(seats) != 1:
        raise TableError("table.robot_solo_only")
    if solo_robot and name_key(names[0]) == name_key(RobotPlayer().name):
        raise TableError("table.robot_name", robot=RobotPlayer().name)
    title = _checked_title(title)
    vips = list(start_vips) + [0] * len(seats)
    try:
        return FinishedGame(
            objective=objective,
            players=tuple(
                PlayerCity(name=name, starting_tile=tile, start_street=People(vips=vips[seat]))
                for seat, (name, tile) in enumerate(seats)
            ),
            robot=RobotPlayer() if solo_robot else None,
            title=title,
            played_on=played_on,
        )
    except ValidationError as error:
        # Anything else the game format refuses (a malformed tile id, too many VIPs...): a message, not a traceback.
        raise TableError("table.cannot_start", problem=_first_problem(error)) from None


def _first_problem(error: ValidationError) -> str:
    first = error.errors()[0]
    where = " ".join(str(part) for part in first.get("loc", ()))
    return f"{where}: {first.get('msg', 'not accepted')}" if where else str(first.get("msg", "not accepted"))


def _clean_name(name: str, if_empty: str) -> str:
    """A typed name as the game stores it (``card_db.text.clean_name``), or a ``TableError``.

    Invisible characters go and accents are composed, so "Ana" + a zero-width space is "Ana"; a name
    left empty by that is refused with the catalogue key ``if_empty``, a control character with how to fix it."""
    found = control_characters(name)
    if found:
        raise TableError("table.name_controls", characters=describe_controls(found))
    cleaned = normalise_name(name)
    if not cleaned:
        raise TableError(if_empty)
    return cleaned


def _check_name_length(name: str) -> None:
    if len(name) > NAME_MAX:
        raise TableError("table.name_too_long", start=name[:20], length=len(name), most=NAME_MAX)


def _checked_title(title: str) -> str:
    # Bidi controls stripped as the game format does (``set_title`` copies without validating).
    title = strip_bidi(title).strip()
    found = control_characters(title)
    if found:
        raise TableError("table.title_controls", characters=describe_controls(found))
    # Zero-width and other invisible format characters go too, as in names (issue 33).
    title = normalise_name(title)
    if len(title) > TITLE_MAX:
        raise TableError("table.title_too_long", length=len(title), most=TITLE_MAX)
    return title


def _iso_date(value: date | str) -> str:
    """``value`` as an ISO date (``2026-11-21``), or a ``TableError`` saying how to write it."""
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    try:
        return date.fromisoformat(value.strip()).isoformat()
    except (ValueError, AttributeError):
        raise TableError("table.not_a_date", value=value) from None


def _check_distinct_names(names: list[str]) -> None:
    """Names compared as ``card_db.text.name_key`` does: "ANA", "Ana" and "Ana" + a zero-width space are one name."""
    seen: set[str] = set()
    for name in names:
        if name_key(name) in seen:
            raise TableError("table.same_name", name=name)
        seen.add(name_key(name))


# --- finding things -----------------------------------------------------------------------------


def seat_of(game: FinishedGame, player: str) -> int:
    """Index of the player called ``player``, or a ``TableError`` (renamed or removed elsewhere?)."""
    for seat, city in enumerate(game.players):
        if city.name == player:
            return seat
    raise TableError("table.no_such_player", player=player)


def cards_in_use(game: FinishedGame) -> dict[str, str]:
    """Every card id placed at the table (Robot piles included) -> who holds it."""
    used: dict[str, str] = {}
    for city in game.players:
        for cell in city.cells:
            used[cell.card] = city.name
    if game.robot is not None:
        for card_id in game.robot.beach_pile + game.robot.street_pile:
            used[card_id] = game.robot.name
    return used


def city_is_empty(city: PlayerCity) -> bool:
    """True when nothing was entered in the city yet: no card and no sand dollars."""
    return not city.cells and not city.sand_dollars


def cell_of(city: PlayerCity, card_id: str) -> Cell:
    """The cell holding ``card_id`` in this city, or a ``TableError``."""
    for cell in city.cells:
        if cell.card == card_id:
            return cell
    raise TableError("table.card_not_in_city", card=card_id, player=city.name)


def person_count(game: FinishedGame, player: str, card_id: str, kind: Literal["locals", "tourists", "vips"]) -> int:
    """How many people of one type stand on one card (what ``set_person_count`` sets)."""
    return getattr(cell_of(game.players[seat_of(game, player)], card_id).people, kind)


def start_person_count(game: FinishedGame, player: str, half: Half, kind: Literal["locals", "tourists", "vips"]) -> int:
    """How many people of one type stand on one half of the starting tile (``set_start_person_count``)."""
    city = game.players[seat_of(game, player)]
    return getattr(city.start_beach if half == "beach" else city.start_street, kind)


def sand_dollars_of(game: FinishedGame, player: str) -> int:
    """``player``'s leftover sand dollars (what ``set_sand_dollars`` sets)."""
    return game.players[seat_of(game, player)].sand_dollars


def robot_count(game: FinishedGame, field: Literal["sand_dollars", "footprints"]) -> int:
    """The Robot's sand dollars or footprints (what ``set_robot`` sets with the same argument name)."""
    if game.robot is None:
        raise TableError("table.no_robot")
    return getattr(game.robot, field)


def robot_pile(game: FinishedGame, row: Row) -> tuple[str, ...]:
    """The cards in the Robot's beach or street pile (what ``set_robot`` sets as ``{row}_pile``)."""
    if game.robot is None:
        raise TableError("table.no_robot")
    return game.robot.beach_pile if row == "beach" else game.robot.street_pile


def _with_player(game: FinishedGame, seat: int, city: PlayerCity) -> FinishedGame:
    players = list(game.players)
    players[seat] = city
    return game.model_copy(update={"players": tuple(players)})


def _with_cell(game: FinishedGame, player: str, card_id: str, **changes: object) -> FinishedGame:
    seat = seat_of(game, player)
    city = game.players[seat]
    old = cell_of(city, card_id)
    new = old.model_copy(update=changes)
    cells = tuple(new if c is old else c for c in city.cells)
    return _with_player(game, seat, city.model_copy(update={"cells": cells}))


# --- operations on a city -----------------------------------------------------------------------


def _check_square_free(city: PlayerCity, player: str, row: Row, column: int, moving: Cell | None = None) -> None:
    """Refuse a square another card holds (``moving``: the card being moved, which may stay put)."""
    for cell in city.cells:
        if (cell.row, cell.column) == (row, column) and cell is not moving:
            raise TableError(SQUARE_TAKEN[row], column=f"{column:+d}", player=player, card=cell.card)


def place_card(game: FinishedGame, player: str, card_id: str, row: Row, column: int) -> FinishedGame:
    """Put ``card_id`` at (row, column) of ``player``'s city.

    Refuses an occupied square, column 0 (the starting tile) and a card already used at the table.
    Legality by the rules (row, adjacency, end of beach) is offered by ``scorer.scoring.placement.legal_slots``
    before the call and checked in full by ``scorer.scoring.validation``."""
    seat = seat_of(game, player)
    city = game.players[seat]
    if column == 0:
        raise TableError("table.column_zero")
    holder = cards_in_use(game).get(card_id)
    if holder is not None:
        raise TableError("table.card_used", card=card_id, holder=holder)
    _check_square_free(city, player, row, column)
    cell = Cell(row=row, column=column, card=card_id)
    return _with_player(game, seat, city.model_copy(update={"cells": city.cells + (cell,)}))


def place_next(game: FinishedGame, player: str, card_id: str, catalogue: Catalogue) -> FinishedGame:
    """Put ``card_id`` at ``next_square`` of ``player``'s city as it is now (read in the same transaction,
    so a card placed meanwhile on another phone moves the next square on instead of colliding)."""
    city = game.players[seat_of(game, player)]
    card = catalogue.cards.get(card_id)
    if card is None:
        raise TableError("table.card_unknown", card=card_id)
    square = next_square(city, catalogue, card)
    if square is None:
        raise TableError("table.nowhere_to_go", card=catalogue.card_label(card_id), player=player)
    row, column = square
    assert row == card.row  # ``next_square`` looks in the card's own row
    return place_card(game, player, card_id, card.row, column)


def move_card(game: FinishedGame, player: str, card_id: str, row: Row, column: int) -> FinishedGame:
    """Move a placed card, with its people and footprint, to (row, column) of the same city.

    Refuses column 0 and an occupied square, as ``place_card`` does; the squares the rules allow come
    from ``move_targets`` before the call. The moved card becomes the last placed, so the next card of
    its row follows it (``next_square``)."""
    seat = seat_of(game, player)
    city = game.players[seat]
    old = cell_of(city, card_id)
    if column == 0:
        raise TableError("table.column_zero")
    if old.row != row:
        raise TableError(STAYS_IN_ROW[old.row], card=card_id)
    _check_square_free(city, player, row, column, moving=old)
    moved = old.model_copy(update={"column": column})
    cells = tuple(c for c in city.cells if c is not old) + (moved,)
    return _with_player(game, seat, city.model_copy(update={"cells": cells}))


def remove_card(game: FinishedGame, player: str, card_id: str) -> FinishedGame:
    """Take ``card_id`` (and the people and footprint on it) out of ``player``'s city."""
    seat = seat_of(game, player)
    city = game.players[seat]
    cell_of(city, card_id)
    cells = tuple(c for c in city.cells if c.card != card_id)
    return _with_player(game, seat, city.model_copy(update={"cells": cells}))


def set_people(game: FinishedGame, player: str, card_id: str, people: People) -> FinishedGame:
    """Set the locals, tourists and VIPs standing on one card."""
    return _with_cell(game, player, card_id, people=people)


def set_person_count(
    game: FinishedGame, player: str, card_id: str, kind: Literal["locals", "tourists", "vips"], count: int
) -> FinishedGame:
    """Set one type of person on one card, keeping the other two (what one stepper changes)."""
    if count < 0:
        raise TableError("table.negative_people")
    seat = seat_of(game, player)
    old = cell_of(game.players[seat], card_id).people
    return set_people(game, player, card_id, old.model_copy(update={kind: count}))


def set_person_count_from_tile(
    game: FinishedGame, player: str, card_id: str, kind: Literal["locals", "tourists", "vips"], count: int,
    tile_vips: int,
) -> FinishedGame:
    """``set_person_count``, where a VIP added to a card beyond the ``tile_vips`` the city has comes off
    the starting tile (street half first, where the VIPs start, ruling 4), as the piece moves at the
    table: a tap on V never makes a VIP out of nothing (issue 33). More than the tile still holds stays
    as tapped, for the check to explain."""
    changed = set_person_count(game, player, card_id, kind, count)
    if kind != "vips":
        return changed
    city = changed.players[seat_of(changed, player)]
    excess = (sum(c.people.vips for c in city.cells) + city.start_beach.vips + city.start_street.vips) - tile_vips
    for half in ("street", "beach"):
        held = start_person_count(changed, player, half, "vips")
        if excess > 0 and held:
            taken = min(held, excess)
            changed = set_start_person_count(changed, player, half, "vips", held - taken)
            excess -= taken
    return changed


def set_start_people(game: FinishedGame, player: str, half: Half, people: People) -> FinishedGame:
    """Set the people on the beach or street half of ``player``'s starting tile."""
    seat = seat_of(game, player)
    field = "start_beach" if half == "beach" else "start_street"
    return _with_player(game, seat, game.players[seat].model_copy(update={field: people}))


def set_start_person_count(
    game: FinishedGame, player: str, half: Half, kind: Literal["locals", "tourists", "vips"], count: int
) -> FinishedGame:
    """Set one type of person on one half of the starting tile, keeping the other two."""
    if count < 0:
        raise TableError("table.negative_people")
    city = game.players[seat_of(game, player)]
    old = city.start_beach if half == "beach" else city.start_street
    return set_start_people(game, player, half, old.model_copy(update={kind: count}))


def set_footprint(game: FinishedGame, player: str, card_id: str, footprint: bool) -> FinishedGame:
    """Put a footprint token on one card, or take it off (at most one per card, ruling 10)."""
    return _with_cell(game, player, card_id, footprint=footprint)


def set_sand_dollars(game: FinishedGame, player: str, sand_dollars: int) -> FinishedGame:
    """Set ``player``'s leftover sand dollars."""
    if sand_dollars < 0:
        raise TableError("table.negative_sand_dollars")
    seat = seat_of(game, player)
    return _with_player(game, seat, game.players[seat].model_copy(update={"sand_dollars": sand_dollars}))


def set_starting_tile(game: FinishedGame, player: str, tile_id: str) -> FinishedGame:
    """Give ``player`` another starting tile (refused when another player has it)."""
    seat = seat_of(game, player)
    for other in game.players:
        if other.name != player and other.starting_tile == tile_id:
            raise TableError("table.tile_taken", player=other.name)
    return _with_player(game, seat, game.players[seat].model_copy(update={"starting_tile": tile_id}))


def rename_player(game: FinishedGame, player: str, new_name: str) -> FinishedGame:
    """Rename ``player``; names stay distinct and non-empty."""
    new_name = _clean_name(new_name, "table.rename_empty")
    _check_name_length(new_name)
    seat = seat_of(game, player)
    _check_distinct_names([c.name for i, c in enumerate(game.players) if i != seat] + [new_name])
    if game.robot is not None and name_key(new_name) == name_key(game.robot.name):
        raise TableError("table.robot_rename", robot=game.robot.name)
    return _with_player(game, seat, game.players[seat].model_copy(update={"name": new_name}))


def add_player(game: FinishedGame, name: str, tile_id: str, *, start_vips: int = 0) -> FinishedGame:
    """Add a player last in turn order with an empty city; ``start_vips`` go on the tile's street half.

    Refused at a full table, in a solo game (the Robot plays one player only), and for a blank,
    too long or taken name or a starting tile another player has."""
    if game.robot is not None:
        raise TableError("table.solo_no_more")
    if len(game.players) >= MAX_PLAYERS:
        raise TableError("table.table_full", most=MAX_PLAYERS)
    name = _clean_name(name, "table.new_player_name")
    _check_name_length(name)
    _check_distinct_names([c.name for c in game.players] + [name])
    if not tile_id:
        raise TableError("table.new_player_tile")
    for other in game.players:
        if other.starting_tile == tile_id:
            raise TableError("table.tile_taken", player=other.name)
    try:
        city = PlayerCity(name=name, starting_tile=tile_id, start_street=People(vips=start_vips))
    except ValidationError as error:
        raise TableError("table.cannot_add", problem=_first_problem(error)) from None
    return game.model_copy(update={"players": game.players + (city,)})


def can_remove_player(game: FinishedGame) -> bool:
    """True when a player may leave: 2 to 4 players play, or 1 against the Robot, so a table keeps
    at least 2 players (1 with the Robot, who then cannot leave either)."""
    return len(game.players) > (1 if game.robot is not None else 2)


def remove_player(game: FinishedGame, player: str, *, only_if_empty: bool = False) -> FinishedGame:
    """Take ``player`` and their whole city off the table (see ``can_remove_player``).

    ``only_if_empty`` refuses when the city holds cards or sand dollars: the page removes an empty
    city at once and asks first otherwise, and another phone may have filled it in the meantime."""
    seat = seat_of(game, player)
    if not can_remove_player(game):
        raise TableError("table.cannot_leave", player=player)
    if only_if_empty and not city_is_empty(game.players[seat]):
        raise TableError("table.city_not_empty", player=player)
    return game.model_copy(update={"players": game.players[:seat] + game.players[seat + 1:]})


def move_player(game: FinishedGame, player: str, offset: int) -> FinishedGame:
    """Move ``player`` up (-1) or down (+1) in turn order; a move past either end is refused."""
    seat = seat_of(game, player)
    target = seat + offset
    if not 0 <= target < len(game.players):
        raise TableError("table.already_first" if offset < 0 else "table.already_last", player=player)
    players = list(game.players)
    players[seat], players[target] = players[target], players[seat]
    return game.model_copy(update={"players": tuple(players)})


def set_objective(game: FinishedGame, objective: ObjectiveId) -> FinishedGame:
    """Change the objective tile (Blue, Green or Orange)."""
    return game.model_copy(update={"objective": objective})


def set_title(game: FinishedGame, title: str) -> FinishedGame:
    """Change the game's title (shown in History)."""
    return game.model_copy(update={"title": _checked_title(title)})


def set_played_on(game: FinishedGame, played_on: date | str) -> FinishedGame:
    """Set the date the game was played (stored as an ISO date; History and BG Stats use it)."""
    return game.model_copy(update={"played_on": _iso_date(played_on)})


def set_robot(
    game: FinishedGame,
    *,
    beach_pile: Iterable[str] | None = None,
    street_pile: Iterable[str] | None = None,
    sand_dollars: int | None = None,
    footprints: int | None = None,
    hard_mode: bool | None = None,
) -> FinishedGame:
    """Change the solo Robot's piles, sand dollars, footprints or hard mode (only what is given)."""
    if game.robot is None:
        raise TableError("table.no_robot")
    changes: dict = {}
    if beach_pile is not None:
        changes["beach_pile"] = tuple(beach_pile)
    if street_pile is not None:
        changes["street_pile"] = tuple(street_pile)
    for name, value in (("sand_dollars", sand_dollars), ("footprints", footprints)):
        if value is not None:
            if value < 0:
                raise TableError(ROBOT_NEGATIVE[name])
            changes[name] = value
    if hard_mode is not None:
        changes["hard_mode"] = hard_mode
    robot = game.robot.model_copy(update=changes)
    piles = robot.beach_pile + robot.street_pile
    if len(piles) > ROBOT_MAX_CARDS:
        raise TableError("table.robot_too_many", count=len(piles), rounds=ROBOT_MAX_CARDS,
                         extra=len(piles) - ROBOT_MAX_CARDS)
    if len(set(piles)) != len(piles):
        raise TableError("table.robot_card_twice")
    in_cities = {c.card: city.name for city in game.players for c in city.cells}
    for card_id in piles:
        if card_id in in_cities:
            raise TableError("table.robot_card_in_city", card=card_id, player=in_cities[card_id])
    return game.model_copy(update={"robot": robot})

