"""The solo Robot (scorer.scoring.robot): solo-rules.txt and ruling 15, towel by towel.

All cards are SAMPLE cards; expected values are the solo rules' sums.
"""

from scoring_helpers import card, city, items, only, score, street

from card_db.models import (
    AddPeople,
    AdjacentAllOf,
    AdjacentOneOrMore,
    AdjacentTag,
    AnyNumberRing,
    ChainPerTag,
    GainSandDollars,
    MoveHere,
    MovePeople,
    NotAdjacentSymbol,
    Ring,
    TagsInCity,
    UnspentSandDollars,
)
from scorer.model.game import RobotPlayer


def _solo(robot_cards, objective="blue", *, player=None, **robot):
    beach = tuple(c.id for c in robot_cards if c.row == "beach")
    streets = tuple(c.id for c in robot_cards if c.row == "street")
    bot = RobotPlayer(beach_pile=beach, street_pile=streets, **robot)
    report = score(player or city({"b1": card("Mine")}), objective=objective, robot=bot, robot_cards=robot_cards)
    return report, report.players[-1]


def test_robot_card_abilities_count_as_met_and_negative_points_as_positive():
    cards = [
        card("Grump", scoring=[AdjacentTag(tag="local", points=-2)]),
        card("Surf", scoring=[AdjacentOneOrMore(tag="wave", one_points=3, more_points=5)]),
        street("Square", scoring=[AdjacentAllOf(tags=("local", "sports"), points=8)]),
        street("Hermit", scoring=[NotAdjacentSymbol(symbol="ring", points=2)]),
        card("Trail", scoring=[ChainPerTag(tag="nature", minimum=5, points_per_tag=1)]),
    ]
    _, bot = _solo(cards)
    assert bot.is_robot
    points = {i.card_id: i.points for i in items(bot, line="cards") if i.card_id}
    assert points == {"grump": 2, "surf": 5, "square": 8, "hermit": 2, "trail": 5 * 1}
    assert all(i.ruling == 15 for i in items(bot, line="cards"))
    assert "negative points count as positive" in only(bot, card_id="grump").reason


def test_robot_ratio_cards_score_nothing_and_tags_in_city_counts_its_piles():
    cards = [
        card("Bank", tags=["business"], scoring=[UnspentSandDollars(per=1, points=1)]),
        street("Mall", tags=["business", "business"], scoring=[TagsInCity(tag="business", per=2, points=1)]),
    ]
    _, bot = _solo(cards, sand_dollars=3)
    assert only(bot, card_id="bank").points == 0
    assert only(bot, card_id="mall").points == (3 // 2) * 1


def test_robot_rings_score_full_value():
    cards = [card("Cafe", scoring=[Ring(tourists=1, points=3)]), street("Plaza", scoring=[AnyNumberRing(points=3)])]
    _, bot = _solo(cards)
    assert bot.line("rings") == 3 + 3


def test_robot_scores_one_per_sand_dollar_and_footprint():
    _, bot = _solo([card("Sand")], sand_dollars=3, footprints=2)
    assert bot.line("cards") == 3
    assert bot.line("footprints") == 2
    assert bot.sand_dollars == 3


def test_robot_hard_mode_adds_sand_dollars_and_footprints_per_card():
    cards = [
        card("Mint", placement=[GainSandDollars(amount=2)]),
        street("Bus", placement=[MovePeople(person="any", count=2, distance=1)]),
        street("Call", placement=[MoveHere()]),
        card("Hotel", placement=[AddPeople(person="tourist", count=1)]),
    ]
    _, bot = _solo(cards, sand_dollars=1, footprints=1, hard_mode=True)
    assert bot.line("cards") == 1 + 1
    assert bot.line("footprints") == 1 + 2
    assert bot.sand_dollars == 1 + 1


def test_robot_blue_towel():
    cards = [card("W", tags=["wave", "wave"]), street("N", tags=["nature", "nature", "nature"]),
             card("S", tags=["sports"])]
    report, bot = _solo(cards, "blue", player=city({"b1": (card("Mine"), "2L")}))
    assert bot.line("wave") == 2 * 2
    assert bot.line("misc") == 2 * 3
    # The Robot counts as 2 unplaced; the player also has 2: tied for most, both -4 (ruling 7).
    assert bot.unplaced == 2
    assert [p.line("people") for p in report.players] == [-4, -4]


def test_robot_blue_people_player_with_fewer_unplaced_takes_second():
    report, bot = _solo([card("Sand")], "blue", player=city({"b1": (card("Mine"), "1L")}))
    assert [p.line("people") for p in report.players] == [-2, -4]


def test_robot_green_towel():
    cards = [card("W", tags=["wave", "wave"]), street("N", tags=["nature"] * 3),
             street("L", tags=["local", "local", "local", "sports"])]
    _, bot = _solo(cards, "green")
    assert bot.line("wave") == (2 - 1) * 3
    assert bot.line("misc") == 3 * 2
    assert bot.line("people") == -2


def test_robot_green_wave_is_literal_and_negative_without_waves():
    _, bot = _solo([card("Sand")], "green")
    item = only(bot, line="wave")
    assert item.points == (0 - 1) * 3
    assert "literal" in item.reason


def test_robot_orange_towel():
    cards = [card("W1", tags=["wave"]), card("W2", tags=["wave", "wave"]), street("R", scoring=[Ring(any=1, points=2)]),
             card("B3")]
    _, bot = _solo(cards, "orange")
    assert bot.line("wave") == 6  # 3 waves as one group
    assert bot.line("misc") == min(3, 1)
    assert bot.line("people") == 1 - 1


def test_robot_longest_chain_is_its_most_common_tag():
    cards = [card("A", tags=["nature", "nature"]), street("B", tags=["nature", "local"])]
    report, bot = _solo(cards)
    assert bot.longest_chain == 3
    assert any("most common tag" in n for n in report.notes)
