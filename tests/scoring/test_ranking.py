"""Ruling 12: ranking by points, then leftover sand dollars, then longest chain, then shared."""

from scoring_helpers import card, city, score, street

from card_db.models import UnspentSandDollars
from scorer.model.report import PlayerReport, ScoreItem
from scorer.scoring.ranking import rank_players


def _player(seat, name, points, sand_dollars=0, chain=0):
    item = ScoreItem(line="cards", points=points, why="test")
    return PlayerReport(seat=seat, name=name, is_robot=False, sand_dollars=sand_dollars, longest_chain=chain,
                        unplaced=0, items=(item,))


def _table(standings):
    return [(s.rank, s.name, s.decided_by) for s in standings]


def test_most_points_wins():
    standings = rank_players([_player(0, "Ann", 10), _player(1, "Bob", 12), _player(2, "Cy", 7)])
    assert _table(standings) == [(1, "Bob", "points"), (2, "Ann", "points"), (3, "Cy", "points")]


def test_tie_broken_by_leftover_sand_dollars():
    standings = rank_players([_player(0, "Ann", 10, sand_dollars=1), _player(1, "Bob", 10, sand_dollars=3)])
    assert _table(standings) == [(1, "Bob", "sand dollars"), (2, "Ann", "sand dollars")]


def test_then_by_longest_chain():
    standings = rank_players([_player(0, "Ann", 10, 2, chain=5), _player(1, "Bob", 10, 2, chain=6),
                              _player(2, "Cy", 4)])
    assert _table(standings) == [(1, "Bob", "longest chain"), (2, "Ann", "longest chain"), (3, "Cy", "points")]


def test_then_the_win_is_shared_with_competition_ranking():
    standings = rank_players([_player(0, "Ann", 10, 2, 5), _player(1, "Bob", 10, 2, 5), _player(2, "Cy", 4)])
    assert _table(standings) == [(1, "Ann", "shared"), (1, "Bob", "shared"), (3, "Cy", "points")]


def test_score_game_ranks_ties_on_real_cities():
    # Both score 2: a 1:1 card on 2 sand dollars, a 2:1 card on 4; Bob keeps more sand dollars.
    ann = city({"b1": card("Purse", scoring=[UnspentSandDollars(per=1, points=1)])}, name="Ann", sand_dollars=2)
    bob = city({"b1": card("Wallet", scoring=[UnspentSandDollars(per=2, points=1)])}, name="Bob", sand_dollars=4)
    report = score(ann, bob, objective="green")
    assert [p.total for p in report.players] == [2, 2]
    assert report.winners == ("Bob",)
    assert report.standings[0].decided_by == "sand dollars"


def test_longest_chain_counts_tags_including_waves():
    ann = city({"b1": card("Swell", tags=["wave", "wave", "wave"])}, name="Ann")
    bob = city({"b1": card("Palm", tags=["nature"]), "s1": street("Park", tags=["nature"])}, name="Bob")
    report = score(ann, bob, objective="orange")
    assert [p.longest_chain for p in report.players] == [3, 2]
