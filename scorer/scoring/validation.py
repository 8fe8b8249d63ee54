"""Every rule a finished table must obey, checked without raising: one ``Problem`` per failure.

``validate_game`` checks a whole ``FinishedGame`` against the catalogue (the game file's inline
cards and starting tiles win over catalogue ones with the same id); ``validate_city`` checks one
player's city alone (the app uses it while a player enters their city). Each problem has a stable
``code``, the player and the cell it is about, and a message that names the cell and the card and
says how to fix it. An unknown card or starting tile id is a problem, never an exception.

The checks (rulebook "Place the Feature card(s)", "Components", RULINGS.md):
- table: 2 to 4 players, or 1 player with the Robot (solo), with distinct, non-blank names (compared
  by ``card_db.text.name_key``: case, accents' spelling and invisible characters aside); a Robot
  only in a 1-player game; at most 14 cards in the Robot's piles;
  each player's starting tile distinct; no card used twice at the table (cities and Robot piles);
  people and footprints within the box supply (30 locals, 30 tourists, 8 VIPs, 28 footprints);
- city: known ids; nothing at column 0 (the starting tile fills it); beach cards in the beach row
  and street cards in the street row; one card per cell; every card connected to the starting tile
  through shared sides (ruling 1); the end-of-beach card is the leftmost beach card (ruling 14); no
  more VIPs in the city than the starting tile gives (fewer is legal: the "return up to 2 people"
  action may return a VIP, docs/rules-notes.md entry 20); at most 15 feature cards.

Each message is kept as what it says (``lang.said.Said``: a ``problem.*`` catalogue key and its values,
cards named by ``scorer.scoring.problem_words``) and worded when read, in English or the reader's language.
This module does not score, and it does not check how the pieces got where they are (a footprint
on a card its VIPs do not want is legal here: it simply scores nothing).
"""

from __future__ import annotations

from collections import Counter

from card_db.catalogue import Catalogue
from card_db.limits import BOX_SUPPLY
from card_db.models import FeatureCard, StartingTile
from card_db.text import name_key, normalise_name
from lang.said import Said
from scorer.model.game import ROBOT_MAX_CARDS, Cell, FinishedGame, People, PlayerCity
from scorer.model.problems import Problem
from scorer.scoring.placement import squares_off_the_tile
from scorer.scoring.problem_words import card_in_cell, card_named, cell_said, tile_named

MAX_PLAYERS = 4
END_TRIGGER_CARDS = 14
MAX_FEATURE_CARDS = END_TRIGGER_CARDS + 1
"""The end triggers at 14 cards (ruling 11), so a player starts their last turn with at most 13 and
a sand dollar action placing 2 cards brings them to 15; nothing places more than 2 in one turn."""

SUPPLY = BOX_SUPPLY


# --- public entry points --------------------------------------------------------------------


def validate_game(game: FinishedGame, catalogue: Catalogue) -> tuple[Problem, ...]:
    """Every problem of a finished game, in a stable order (table first, then seat by seat).

    An empty tuple means the game obeys every rule this module knows and can be scored."""
    catalogue = catalogue.merged_with(game.cards, game.starting_tiles)
    problems: list[Problem] = []
    problems += _table_problems(game, catalogue)
    for player in game.players:
        problems += _city_problems(player, catalogue, alone=False)
    problems += _robot_problems(game, catalogue)
    problems += _duplicate_card_problems(game)
    problems += _supply_problems(game)
    return tuple(problems)


def validate_city(player: PlayerCity, catalogue: Catalogue) -> tuple[Problem, ...]:
    """Every problem of one player's city on its own (table-wide checks left out).

    The box supply and repeated cards are checked within this city; ``validate_game`` checks them
    across the table instead."""
    return tuple(_city_problems(player, catalogue, alone=True))


# --- labels for messages --------------------------------------------------------------------


def _where(cell: Cell, catalogue: Catalogue) -> Said:
    return card_in_cell(cell.card, cell.row, cell.column, catalogue)


# --- table ----------------------------------------------------------------------------------


def _table_problems(game: FinishedGame, catalogue: Catalogue) -> list[Problem]:
    problems: list[Problem] = []
    count = len(game.players)
    if not 1 <= count <= MAX_PLAYERS:
        problems.append(Problem(
            "players.count",
            Said("problem.players_add" if count < 1 else "problem.players_remove", count=count, most=MAX_PLAYERS),
        ))
    elif count == 1 and game.robot is None:
        # The rulebook is for 2-4 players; solo-rules.txt is the only 1-player game, always with the Robot.
        problems.append(Problem(
            "players.count", Said("problem.players_no_robot", name=game.players[0].name, most=MAX_PLAYERS),
        ))
    if game.robot is not None and count != 1:
        problems.append(Problem("robot.not_solo", Said("problem.robot_not_solo", count=count)))

    seen_names: dict[str, str] = {}
    names = [p.name for p in game.players] + ([game.robot.name] if game.robot is not None else [])
    for name in names:
        key = name_key(name)
        if not key:
            problems.append(Problem("player.name_blank", Said("problem.name_blank", name=repr(name)), player=name))
        elif key in seen_names:
            problems.append(Problem(
                "player.name_duplicate", Said("problem.name_duplicate", name=name, example=normalise_name(name)),
                player=name,
            ))
        else:
            seen_names[key] = name

    tile_owner: dict[str, str] = {}
    for player in game.players:
        tile = player.starting_tile
        if tile in tile_owner:
            problems.append(Problem(
                "tile.duplicate",
                Said("problem.tile_duplicate", name=player.name, other=tile_owner[tile],
                     tile=tile_named(tile, catalogue)),
                player=player.name,
            ))
        else:
            tile_owner[tile] = player.name
    return problems


def _robot_problems(game: FinishedGame, catalogue: Catalogue) -> list[Problem]:
    robot = game.robot
    if robot is None:
        return []
    problems: list[Problem] = []
    taken = len(robot.beach_pile) + len(robot.street_pile)
    if taken > ROBOT_MAX_CARDS:
        # The file format refuses this too; a game built in code (model_copy) is checked here.
        problems.append(Problem(
            "robot.too_many_cards",
            Said("problem.robot_too_many_cards", count=taken, most=ROBOT_MAX_CARDS,
                 extra=Said("card.n_cards", count=taken - ROBOT_MAX_CARDS)),
            player=robot.name,
        ))
    for pile, row in ((robot.beach_pile, "beach"), (robot.street_pile, "street")):
        for card_id in pile:
            card = catalogue.cards.get(card_id)
            if card is None:
                problems.append(Problem(
                    "card.unknown", Said(f"problem.robot_unknown_{row}", card=card_id), player=robot.name,
                ))
            elif card.row != row:
                # Two rows: a card of one row in the other row's pile.
                problems.append(Problem(
                    "robot.wrong_pile",
                    Said(f"problem.robot_wrong_pile_{card.row}", card=card_named(card_id, catalogue)),
                    player=robot.name,
                ))
    return problems


def _duplicate_card_problems(game: FinishedGame) -> list[Problem]:
    """Each printed card exists once: every use after the first is a problem, where it stands."""
    first: dict[str, Said] = {}
    problems: list[Problem] = []
    uses: list[tuple[str, str, Cell | None, Said]] = []
    for player in game.players:
        for cell in player.cells:
            uses.append((cell.card, player.name, cell,
                         Said("problem.place_cell", name=player.name, cell=cell_said(cell.row, cell.column))))
    if game.robot is not None:
        for row, pile in (("beach", game.robot.beach_pile), ("street", game.robot.street_pile)):
            for card_id in pile:
                uses.append((card_id, game.robot.name, None, Said(f"problem.place_robot_{row}")))
    for card_id, owner, used_cell, place in uses:
        if card_id not in first:
            first[card_id] = place
            continue
        problems.append(Problem(
            "card.used_twice",
            Said("problem.used_twice_table", card=card_id, place=place, first=first[card_id]),
            player=owner,
            position=(used_cell.row, used_cell.column) if used_cell is not None else None,
        ))
    return problems


def _supply_problems(game: FinishedGame) -> list[Problem]:
    """People and footprints across the table, the starting tiles' halves and the Robot included."""
    per_player: dict[str, Counter] = {}
    for player in game.players:
        per_player[player.name] = _pieces(player)
    if game.robot is not None:
        per_player[game.robot.name] = Counter(footprints=game.robot.footprints)
    problems: list[Problem] = []
    for piece, limit in SUPPLY.items():
        total = sum(c[piece] for c in per_player.values())
        if total > limit:
            shares = tuple(Said("problem.share", name=name, count=c[piece])
                           for name, c in per_player.items() if c[piece])
            problems.append(Problem(
                f"supply.{piece}", Said(f"problem.table_supply_{piece}", count=total, shares=shares, limit=limit),
            ))
    return problems


def _pieces(player: PlayerCity) -> Counter:
    people: list[People] = [player.start_beach, player.start_street] + [c.people for c in player.cells]
    return Counter(
        locals=sum(p.locals for p in people),
        tourists=sum(p.tourists for p in people),
        vips=sum(p.vips for p in people),
        footprints=sum(1 for c in player.cells if c.footprint),
    )


# --- one city -------------------------------------------------------------------------------


def _city_problems(player: PlayerCity, catalogue: Catalogue, *, alone: bool) -> list[Problem]:
    """Every rule one city must obey, in the order a player would fix them: tile, cards and cells,
    connection, end of beach, repeats, VIPs and (for a lone city) the box supply."""
    tile = catalogue.starting_tiles.get(player.starting_tile)
    cells = sorted(player.cells, key=lambda c: (c.column, c.row != "beach"))
    problems = _tile_problems(player, tile) + _card_count_problems(player, cells)
    cell_problems, occupied = _cell_problems(player, cells, catalogue)
    problems += cell_problems
    problems += [_problem(player, "cell.disconnected",
                          Said("problem.disconnected", where=_where(occupied[square], catalogue)), occupied[square])
                 for square in _disconnected(occupied)]
    problems += _end_of_beach_problems(player, occupied, catalogue)
    if alone:
        # validate_game reports repeats table-wide (_duplicate_card_problems), so only a lone city here.
        problems += _repeated_card_problems(player, cells, catalogue)
    if tile is not None:
        problems += _vip_problems(player, tile, catalogue)
    if alone:
        problems += _lone_city_supply_problems(player)
    return problems


def _problem(player: PlayerCity, code: str, message: Said, cell: Cell | None = None) -> Problem:
    return Problem(code, message, player=player.name, position=(cell.row, cell.column) if cell else None)


def _tile_problems(player: PlayerCity, tile: StartingTile | None) -> list[Problem]:
    if tile is not None:
        return []
    return [_problem(player, "tile.unknown", Said("problem.tile_unknown", name=player.name, tile=player.starting_tile))]


def _card_count_problems(player: PlayerCity, cells: list[Cell]) -> list[Problem]:
    if len(cells) <= MAX_FEATURE_CARDS:
        return []
    return [_problem(player, "city.too_many_cards",
                     Said("problem.too_many_cards", name=player.name, count=len(cells), most=MAX_FEATURE_CARDS,
                          trigger=END_TRIGGER_CARDS))]


def _cell_problems(player: PlayerCity, cells: list[Cell], catalogue: Catalogue
                   ) -> tuple[list[Problem], dict[tuple[str, int], Cell]]:
    """Unknown cards, cards on the starting tile, shared cells and wrong rows; and the cells that
    hold a card (the first card entered for a shared cell), for the connection check."""
    problems: list[Problem] = []
    occupied: dict[tuple[str, int], Cell] = {}
    for cell in cells:
        card: FeatureCard | None = catalogue.cards.get(cell.card)
        if card is None:
            problems.append(_problem(player, "card.unknown",
                                     Said("problem.card_unknown", where=_where(cell, catalogue)), cell))
        if cell.column == 0:
            problems.append(_problem(player, "cell.on_starting_tile",
                                     Said("problem.on_starting_tile", where=_where(cell, catalogue)), cell))
            continue
        square = (cell.row, cell.column)
        if square in occupied:
            problems.append(_problem(player, "cell.occupied",
                Said("problem.occupied", where=_where(cell, catalogue),
                     other=card_named(occupied[square].card, catalogue)), cell))
        else:
            occupied[square] = cell
        if card is not None and card.row != cell.row:
            problems.append(_problem(player, "cell.wrong_row",
                                     Said(f"problem.wrong_row_{card.row}", where=_where(cell, catalogue)), cell))
    return problems, occupied


def _repeated_card_problems(player: PlayerCity, cells: list[Cell], catalogue: Catalogue) -> list[Problem]:
    problems: list[Problem] = []
    seen: dict[str, Cell] = {}
    for cell in cells:
        if cell.card in seen:
            other = seen[cell.card]
            problems.append(_problem(player, "card.used_twice",
                Said("problem.used_twice_city", where=_where(cell, catalogue), cell=cell_said(other.row, other.column)),
                cell))
        seen.setdefault(cell.card, cell)
    return problems


def _vip_problems(player: PlayerCity, tile: StartingTile, catalogue: Catalogue) -> list[Problem]:
    found = _pieces(player)["vips"]
    # Fewer is legal: the "return up to 2 people" action may send a VIP back (rules-notes 20).
    if found <= tile.vips:
        return []
    return [_problem(player, "vips.count",
                     Said("problem.vips_count", name=player.name, vips=Said("card.label_vips", count=found),
                          tile=tile_named(tile.id, catalogue), gives=tile.vips, found=found, extra=found - tile.vips))]


def _lone_city_supply_problems(player: PlayerCity) -> list[Problem]:
    pieces = _pieces(player)
    return [_problem(player, f"supply.{piece}",
                     Said(f"problem.city_supply_{piece}", name=player.name, count=pieces[piece], limit=limit))
            for piece, limit in SUPPLY.items() if pieces[piece] > limit]


def _disconnected(occupied: dict[tuple[str, int], Cell]) -> list[tuple[str, int]]:
    """Squares not reachable from the starting tile through shared sides, in the order of ``occupied``."""
    off = squares_off_the_tile(occupied)
    return [square for square in occupied if square in off]


def _end_of_beach_problems(
    player: PlayerCity, occupied: dict[tuple[str, int], Cell], catalogue: Catalogue
) -> list[Problem]:
    """Ruling 14: no beach card stands to the left of an end-of-beach card."""
    problems: list[Problem] = []
    beach = sorted((column, cell) for (row, column), cell in occupied.items() if row == "beach")
    for column, cell in beach:
        card = catalogue.cards.get(cell.card)
        if card is None or not card.is_end_of_beach:
            continue
        left = [c for col, c in beach if col < column]
        if left:
            leftmost = left[0]
            problems.append(Problem(
                "end_of_beach.not_leftmost",
                Said("problem.end_of_beach", where=_where(cell, catalogue), other=card_named(leftmost.card, catalogue),
                     cell=cell_said("beach", leftmost.column)),
                player=player.name,
                position=(cell.row, cell.column),
            ))
    return problems
