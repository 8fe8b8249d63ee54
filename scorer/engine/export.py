"""Hand-off from the engine to the scorer: a state as a ``scorer.model.game.FinishedGame``.

``to_finished_game`` works on any state once every player has a starting tile, so a UI can also
show provisional scores mid-game (``provisional_scores``: the cities scored as they stand, without
the final movement). The Robot (solo) becomes a ``RobotPlayer`` with its piles; hard mode extras are
added by the scorer. This module does not score by itself.
"""

from __future__ import annotations

from scorer.engine.state import START_SQUARES, Crowd, GameState
from scorer.model.game import Cell, FinishedGame, People, PlayerCity, RobotPlayer
from scorer.model.report import TableReport


def _people(crowd: Crowd) -> People:
    return People(locals=crowd.locals, tourists=crowd.tourists, vips=crowd.vips)


def to_finished_game(state: GameState, *, inline_cards: bool = False, title: str = "") -> FinishedGame:
    """The table as a finished-game record (final once ``is_terminal(state)``).

    ``inline_cards`` copies the definitions of every card and tile used into the record so that the
    file scores on any machine. Raises ``ValueError`` before every player has a starting tile."""
    if any(p.starting_tile is None for p in state.players):
        raise ValueError("the starting tiles are not all chosen yet: finish the setup first")
    players = []
    tile_ids: list[str] = []
    used_cards: set[str] = set()
    for player in state.players:
        cells = tuple(
            Cell(row=row, column=column, card=card_id, people=_people(player.crowd((row, column))),
                 footprint=(row, column) in player.footprints)
            for (row, column), card_id in sorted(player.cards.items(), key=lambda i: (i[0][1], i[0][0]))
        )
        used_cards.update(player.cards.values())
        assert player.starting_tile is not None  # every tile is chosen: checked above
        tile_ids.append(player.starting_tile)
        players.append(PlayerCity(
            name=player.name,
            starting_tile=player.starting_tile,
            sand_dollars=player.sand_dollars,
            cells=cells,
            start_beach=_people(player.crowd(START_SQUARES[0])),
            start_street=_people(player.crowd(START_SQUARES[1])),
        ))
    robot = None
    if state.robot is not None:
        r = state.robot
        used_cards.update(r.beach_pile + r.street_pile)
        robot = RobotPlayer(beach_pile=r.beach_pile, street_pile=r.street_pile, sand_dollars=r.sand_dollars,
                            footprints=r.footprints, hard_mode=state.setup.hard_mode)
    # Game files carry no photos (card_db.models.FeatureCard.without_photo): the catalogue keeps them.
    cards = tuple(state.catalogue.card(c).without_photo() for c in sorted(used_cards)) if inline_cards else ()
    tiles = tuple(state.catalogue.starting_tile(t) for t in tile_ids) if inline_cards else ()
    return FinishedGame(
        objective=state.setup.objective,
        players=tuple(players),
        robot=robot,
        cards=cards,
        starting_tiles=tiles,
        title=title,
        notes="" if state.finished else "provisional: the game is not over",
    )


def provisional_scores(state: GameState) -> TableReport | None:
    """The cities scored as they stand (``scorer.scoring.score_game`` with ``check=False``).

    Returns ``None`` while starting tiles are still being chosen. Mid-game the people line and the
    rings reflect where people stand now, before the final movement."""
    if any(p.starting_tile is None for p in state.players):
        return None
    from scorer.scoring.table import score_game  # imported here: scoring is heavier than the engine needs

    return score_game(to_finished_game(state), state.catalogue, check=False)
