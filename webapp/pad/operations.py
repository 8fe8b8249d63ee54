"""Operations on a score-pad-only game: small pure changes, as ``webapp.tables.operations`` has for rebuilt tables.

Each operation maps ``(PadGame, args) -> PadGame`` and raises ``webapp.tables.operations.TableError`` (what is
wrong and how to fix it) when it cannot apply; ``webapp.pad.store.PadStore.update_pad`` applies one
inside a write transaction. Players are named by name, never by a seat number, so a stale request
from another phone fails with a message instead of changing the wrong column.

``rebuild_table`` turns a pad into a new table to rebuild (``scorer.model.game.FinishedGame``) with
the same players, objective, Robot, title and date, through ``webapp.tables.operations.new_table``.

A refusal carries its catalogue key (``webapp.pad.refusal.worded``), so each phone reads it in its language.
No Streamlit, no SQL, no game rule: which numbers a line can hold is ``scorer.scoring.pad``'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from pydantic import ValidationError

from card_db.models import ObjectiveId
from scorer.model.game import FinishedGame
from scorer.model.pad import LINE_LIMIT, ROBOT_NAME, PadColumn, PadGame
from scorer.model.report import LINES
from webapp.pad.refusal import worded
from webapp.tables import operations as tables
from webapp.tables.operations import TableError

Field = Literal["cards", "rings", "footprints", "wave", "misc", "people", "sand_dollars", "longest_chain"]
FIELDS: tuple[Field, ...] = (*LINES, "sand_dollars", "longest_chain")
"""What a column holds, in the order the page asks for it: the six lines, then the tie-breakers."""
TIE_BREAK_MAX = 99
"""The most sand dollars or chain tags a column takes (``card_db.models.Count``)."""


def new_pad(objective: ObjectiveId, names: Iterable[str], *, solo_robot: bool = False, title: str = "",
            played_on: str = "") -> PadGame:
    """A new pad: the players' names in turn order (all lines 0); ``solo_robot`` adds the Robot's column.

    Names are cleaned and checked as at a rebuilt table (``webapp.tables.operations``: non-empty, distinct, not too
    long); the Robot needs exactly one player who is not called "Robot"."""
    names = list(names)
    # The names obey the same rules as at a rebuilt table: new_table checks them (and the title) and cleans
    # them; a pad has no starting tiles, so each seat gets a placeholder that is thrown away.
    checked = tables.new_table(objective, [(name, f"pad-seat-{seat}") for seat, name in enumerate(names)],
                               solo_robot=solo_robot, title=title)
    cleaned = [city.name for city in checked.players]
    try:
        return PadGame(objective=objective, players=tuple(PadColumn(name=name) for name in cleaned),
                       robot=PadColumn(name=ROBOT_NAME) if solo_robot else None,
                       title=checked.title, played_on=played_on)
    except ValidationError as error:
        first = error.errors()[0]
        raise worded(TableError, "pad.refused_start", why=first.get("msg")) from None


def column_of(pad: PadGame, player: str) -> PadColumn:
    """The column called ``player`` (the Robot's included), or a ``TableError``."""
    for column in pad.columns:
        if column.name == player:
            return column
    raise worded(TableError, "pad.refused_no_column", player=player)


def value_of(pad: PadGame, player: str, field: Field) -> int:
    """The number in one cell of the pad (what ``set_value`` sets)."""
    return getattr(column_of(pad, player), field)


def set_value(pad: PadGame, player: str, field: Field, value: int | None) -> PadGame:
    """Write one number in ``player``'s column: a scorepad line or a tie-breaker.

    An empty box counts as 0 (a line left blank on paper scores nothing). A number beyond what a
    line can hold (a typo such as 4000) or a negative tie-breaker is refused with the bound."""
    if field not in FIELDS:
        raise worded(TableError, "pad.refused_no_line", field=field)
    value = 0 if value is None else int(value)
    if field in LINES and abs(value) > LINE_LIMIT:
        raise worded(TableError, "pad.refused_line_limit", value=value, limit=LINE_LIMIT)
    if field not in LINES and not 0 <= value <= TIE_BREAK_MAX:
        key = "pad.refused_sand_dollars" if field == "sand_dollars" else "pad.refused_chain"
        raise worded(TableError, key, count=value, most=TIE_BREAK_MAX)
    old = column_of(pad, player)
    new = old.model_copy(update={field: value})
    if pad.robot is not None and old is pad.robot:
        return pad.model_copy(update={"robot": new})
    return pad.model_copy(update={"players": tuple(new if c is old else c for c in pad.players)})


def set_objective(pad: PadGame, objective: ObjectiveId) -> PadGame:
    """Change the objective tile (the lines stay as typed; ``scorer.scoring.pad`` checks them again)."""
    return pad.model_copy(update={"objective": objective})


def rebuild_table(pad: PadGame, tiles: Mapping[str, str], vips: Mapping[str, int] | None = None) -> FinishedGame:
    """A new table to rebuild from this pad: the same players in turn order with the starting tile
    given for each name (``tiles``), the same objective, Robot (empty piles), title and date, and what
    the pad already holds of the cities: each player's leftover sand dollars, the Robot's sand dollars
    and its footprints (its footprints line, 1 point per footprint).

    ``vips`` per name puts the tile's VIPs on its street half, as a new table does. A missing or
    shared tile is refused by ``webapp.tables.operations.new_table`` with its message."""
    vips = vips or {}
    game = tables.new_table(
        pad.objective, [(column.name, tiles.get(column.name, "")) for column in pad.players],
        solo_robot=pad.robot is not None, title=pad.title, played_on=pad.played_on,
        start_vips=[vips.get(column.name, 0) for column in pad.players],
    )
    # What the pad already knows of each city is not typed twice: leftover sand dollars are a city's own
    # number, and the Robot's sand dollars and footprints are counts it took (1 point each, solo rules).
    for column in pad.players:
        game = tables.set_sand_dollars(game, column.name, column.sand_dollars)
    if pad.robot is not None:
        game = tables.set_robot(game, sand_dollars=pad.robot.sand_dollars, footprints=max(pad.robot.footprints, 0))
    return game
