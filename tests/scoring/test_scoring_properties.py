"""Properties of scoring over random legal games (hypothesis over ``scorer.generated`` SAMPLE games).

- mirroring every city left-right (column -> -column) changes no line (no end-of-beach card, so the
  mirrored cities stay legal);
- reordering the players changes nobody's lines;
- every player's total is the sum of its lines, and every item has a reason;
- the per-call group cache (``scorer.scoring.facts``) finds exactly the groups ``City.groups`` finds,
  also where a card scanned late links two groups.
"""

from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_helpers import card, city, street, tile

from card_db.catalogue import Catalogue
from card_db.generated import generated_cards, generated_starting_tiles
from card_db.models import TAGS
from scorer.generated import generated_finished_game
from scorer.scoring.city import build_city
from scorer.scoring.facts import CityFacts
from scorer.scoring.table import score_game

SETTINGS = settings(max_examples=40, deadline=None)


@lru_cache(maxsize=64)
def deck_without_end_of_beach(seed: int) -> Catalogue:
    """A generated SAMPLE deck minus its end-of-beach card (mirroring would make it illegal)."""
    cards = {c.id: c for c in generated_cards(seed) if not c.is_end_of_beach}
    return Catalogue(cards=cards, starting_tiles={t.id: t for t in generated_starting_tiles(seed)})


games = st.builds(
    lambda seed, players, objective, cards: (
        # One player is a solo game: it always has the Robot (a lone player cannot be scored).
        generated_finished_game(seed, players=players, cards_per_city=cards, objective=objective,
                                solo_robot=players == 1, catalogue=deck_without_end_of_beach(seed % 8)),
        deck_without_end_of_beach(seed % 8),
    ),
    seed=st.integers(0, 10_000),
    players=st.integers(1, 4),
    objective=st.sampled_from(["blue", "green", "orange"]),
    cards=st.integers(1, 14),
)


def _mirrored(game):
    players = tuple(
        p.model_copy(update={"cells": tuple(c.model_copy(update={"column": -c.column}) for c in p.cells)})
        for p in game.players
    )
    return game.model_copy(update={"players": players})


def _lines(report):
    return {p.name: p.lines for p in report.players}


@SETTINGS
@given(games)
def test_mirroring_a_city_does_not_change_its_score(pair):
    game, catalogue = pair
    assert _lines(score_game(_mirrored(game), catalogue)) == _lines(score_game(game, catalogue))


@SETTINGS
@given(games, st.randoms(use_true_random=False))
def test_reordering_players_does_not_change_anyones_lines(pair, rng):
    game, catalogue = pair
    players = list(game.players)
    rng.shuffle(players)
    shuffled = game.model_copy(update={"players": tuple(players)})
    assert _lines(score_game(shuffled, catalogue)) == _lines(score_game(game, catalogue))


@SETTINGS
@given(games)
def test_total_is_the_sum_of_the_lines(pair):
    game, catalogue = pair
    report = score_game(game, catalogue)
    for player in report.players:
        assert player.total == sum(player.lines.values())
        assert all(item.reason for item in player.items)
    assert sorted(s.rank for s in report.standings)[0] == 1


@SETTINGS
@given(st.integers(0, 10_000), st.sampled_from(["blue", "green", "orange"]), st.booleans())
def test_solo_games_with_the_robot_add_up(seed, objective, hard):
    catalogue = deck_without_end_of_beach(seed % 8)
    game = generated_finished_game(seed, players=1, objective=objective, solo_robot=True, catalogue=catalogue)
    game = game.model_copy(update={"robot": game.robot.model_copy(update={"hard_mode": hard})})
    report = score_game(game, catalogue)
    robot = report.players[-1]
    assert robot.is_robot and robot.total == sum(robot.lines.values())
    assert len(report.standings) == 2


@SETTINGS
@given(games)
def test_cached_groups_match_the_city_geometry(pair):
    game, catalogue = pair
    for player in game.players:
        city = build_city(player, catalogue)
        facts = CityFacts(city)
        for tag in TAGS:
            assert facts.groups(tag) == city.groups(tag)
        # build_city's scan order is the nodes sorted by column, beach (and the tile) before street
        assert city.ranked == tuple(sorted(city.nodes, key=lambda p: (p[1], p[0] == "street")))


def test_the_one_scan_merges_groups_a_later_card_links():
    # Nature on beach 1 and beach 3 starts two groups; the street row joins them only at street 3,
    # the last card scanned; the starting tile (Nature on its beach half) links beach -1 to beach 1.
    nature = {"tags": ("nature",)}
    home = tile("Linking tile", beach_tags=("nature",))
    cells = {"b-1": card(**nature), "b1": card(**nature), "b2": card(), "b3": card(tags=("nature", "nature")),
             "s1": street(**nature), "s2": street(**nature), "s3": street(**nature), "s-2": street(**nature)}
    built = city(cells, tile=home)
    catalogue = Catalogue(cards={c.id: c for c in built.cards}, starting_tiles={home.id: home})
    geometry = build_city(built.player, catalogue)
    facts = CityFacts(geometry)
    for tag in TAGS:
        assert facts.groups(tag) == geometry.groups(tag)
    (size, members), (lone, _) = facts.groups("nature")
    assert size == 8 and lone == 1 and members[0] == ("beach", -1)
    assert facts.group_of(("street", 2), "nature") == facts.group_of(("beach", 3), "nature")
