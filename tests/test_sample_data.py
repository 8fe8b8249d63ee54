"""The finished SAMPLE game: it loads, uses only sample cards, and is a legal table.

The legality checks here are written out on their own (rows, connection, supply, VIPs, end of
beach) so that the sample file does not rely on the validator it helps to demonstrate; the
validator and the scorer are then run on it as a cross-check.
"""

from collections import Counter

import pytest

from card_db.loader import load_builtin, sample_game_bytes
from card_db.models import NON_WAVE_TAGS, AddPeople, Ring
from scorer.formats.gamefile import load_game_bytes
from scorer.model.game import FinishedGame, People
from scorer.scoring.city import START, build_city
from scorer.scoring.placement import squares_off_the_tile

SUPPLY = {"locals": 30, "tourists": 30, "vips": 8, "footprints": 28}


@pytest.fixture(scope="module")
def game() -> FinishedGame:
    return FinishedGame.model_validate_json(sample_game_bytes())


def _holders(player) -> list[People]:
    return [cell.people for cell in player.cells] + [player.start_beach, player.start_street]


def test_the_sample_game_loads_as_a_finished_game(game):
    assert game == load_game_bytes(sample_game_bytes(), "card_db/samples/sample_game.json")
    assert game.objective == "blue"
    assert [p.name for p in game.players] == ["Ana", "Ben", "Cleo"]
    assert game.cards == () and game.starting_tiles == ()  # everything comes from the built-in catalogue
    assert "SAMPLE" in game.notes


def test_every_id_is_a_built_in_sample(game):
    catalogue = load_builtin()
    for player in game.players:
        assert catalogue.starting_tile(player.starting_tile).sample
        for cell in player.cells:
            assert catalogue.card(cell.card).sample


def test_build_city_works_for_every_player(game):
    for player in game.players:
        city = build_city(player, load_builtin())
        assert len(city.nodes) == len(player.cells) + 1
        assert len(city.holders) == len(player.cells) + 2


def test_cards_sit_in_their_rows_and_connect_to_the_starting_tile(game):
    catalogue = load_builtin()
    for player in game.players:
        squares = {(c.row, c.column) for c in player.cells}
        assert len(squares) == len(player.cells), player.name
        assert all(c.column != 0 for c in player.cells), player.name
        assert all(catalogue.card(c.card).row == c.row for c in player.cells), player.name
        # Joined to the starting tile's two squares through shared sides (ruling 1).
        assert squares_off_the_tile(squares) == set(), player.name


def test_the_end_of_beach_card_is_leftmost(game):
    catalogue = load_builtin()
    used = 0
    for player in game.players:
        beach = [c for c in player.cells if c.row == "beach"]
        for cell in beach:
            if catalogue.card(cell.card).is_end_of_beach:
                used += 1
                assert cell.column == min(c.column for c in beach), player.name
    assert used == 1  # the sample game shows the icon in use


def test_no_card_twice_and_pieces_within_the_box(game):
    used = [cell.card for player in game.players for cell in player.cells]
    assert len(used) == len(set(used))
    people = [h for player in game.players for h in _holders(player)]
    assert sum(p.locals for p in people) <= SUPPLY["locals"]
    assert sum(p.tourists for p in people) <= SUPPLY["tourists"]
    assert sum(p.vips for p in people) <= SUPPLY["vips"]
    assert sum(cell.footprint for player in game.players for cell in player.cells) <= SUPPLY["footprints"]


def test_vips_are_those_the_starting_tiles_give(game):
    catalogue = load_builtin()
    for player in game.players:
        assert sum(h.vips for h in _holders(player)) == catalogue.starting_tile(player.starting_tile).vips


def test_locals_and_tourists_came_from_the_cards_and_tile(game):
    """Only "add people" icons and the setup bonus bring locals and tourists into a city."""
    catalogue = load_builtin()
    for player in game.players:
        tile = catalogue.starting_tile(player.starting_tile)
        given = Counter({"local": tile.setup.locals, "tourist": tile.setup.tourists})
        for cell in player.cells:
            for action in catalogue.card(cell.card).placement:
                if isinstance(action, AddPeople):
                    given[action.person] += action.count
        assert sum(h.locals for h in _holders(player)) <= given["local"], player.name
        assert sum(h.tourists for h in _holders(player)) <= given["tourist"], player.name


def test_some_rings_fill_some_people_stay_unplaced_and_money_is_left(game):
    catalogue = load_builtin()
    exactly_filled = unringed_people = 0
    for player in game.players:
        assert player.sand_dollars > 0, player.name
        tile = catalogue.starting_tile(player.starting_tile)
        spaces = [(c.people, catalogue.card(c.card).rings) for c in player.cells]
        spaces += [(player.start_beach, tile.beach.rings), (player.start_street, tile.street.rings)]
        for people, rings in spaces:
            if not rings:
                unringed_people += people.total  # nobody here can be in a ring
            elif len(rings) == 1 and isinstance(rings[0], Ring) and rings[0].any == 0:
                ring = rings[0]
                pictured = (ring.locals, ring.tourists, ring.vips)
                exactly_filled += (people.locals, people.tourists, people.vips) == pictured
    assert exactly_filled >= 3
    assert unringed_people >= 2


def test_each_player_leads_a_different_blue_line(game):
    """Ana has the longest Wave group, Ben the largest non-wave chain, Cleo leaves nobody unplaced."""
    catalogue = load_builtin()
    cities = {p.name: build_city(p, catalogue) for p in game.players}
    waves = {name: city.groups("wave")[0][0] for name, city in cities.items()}
    assert waves == {"Ana": 4, "Ben": 2, "Cleo": 3}
    chains = {
        name: max(city.groups(tag)[0][0] for tag in NON_WAVE_TAGS if city.groups(tag))
        for name, city in cities.items()
    }
    assert chains == {"Ana": 3, "Ben": 7, "Cleo": 5}
    assert cities["Ben"].group_of(START, "business")[0] == 7  # the tile's printed Business tag links the chain


def test_the_validator_and_scorer_accept_the_sample_game(game):
    from scorer.scoring.table import score_game
    from scorer.scoring.validation import validate_game

    catalogue = load_builtin()
    assert validate_game(game, catalogue) == ()
    report = score_game(game, catalogue)
    lines = {p.name: p.lines for p in report.players}
    assert {name: line["wave"] for name, line in lines.items()} == {"Ana": 2 * 4, "Ben": 2 * 2, "Cleo": 2 * 3}
    assert {name: line["misc"] for name, line in lines.items()} == {"Ana": 2 * 3, "Ben": 2 * 7, "Cleo": 2 * 5}
    assert {p.name: p.unplaced for p in report.players} == {"Ana": 2, "Ben": 1, "Cleo": 0}
    assert {name: line["people"] for name, line in lines.items()} == {"Ana": -4, "Ben": -2, "Cleo": 0}
