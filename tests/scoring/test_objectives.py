"""The 9 objective lines (scorer.scoring.objectives), ties included, and the Blue people ranking (ruling 7).

All cards are SAMPLE cards; expected values are the tiles' sums.
"""

from scoring_helpers import card, city, only, score, score_one, street, tile

from card_db.models import Ring
from scorer.scoring.objectives import blue_penalties, orange_wave_points, resolve_blue


def wave(name, n=1):
    return card(name, tags=["wave"] * n)


def plain(name):
    return card(name)


# Beach: W1 | . | W2 W3 | . | W4(2 waves)  -> wave groups of 1, 2 and 2 tags.
WAVY = {"b1": wave("W1"), "b2": plain("Gap1"), "b3": wave("W2"), "b4": wave("W3"), "b5": plain("Gap2"),
        "b6": wave("W4", 2)}


def _line(built, objective, line):
    return only(score_one(built, objective), line=line)


# --- Blue -------------------------------------------------------------------------------------


def test_blue_wave_scores_two_per_wave_in_the_longest_group():
    item = _line(city(WAVY), "blue", "wave")
    assert item.points == 2 * 2
    assert "largest of equal groups" in item.reason  # W2+W3 and W4 both hold 2 tags


def test_blue_wave_counts_tags_not_cards():
    built = city({"b1": wave("W1", 2), "b2": wave("W2")})
    assert _line(built, "blue", "wave").points == 2 * (2 + 1)


def test_blue_misc_only_the_single_largest_non_wave_group_counts():
    cells = {
        "b1": card("P1", tags=["nature"]), "b2": card("P2", tags=["nature"]), "b3": card("P3", tags=["nature"]),
        "s1": street("S1", tags=["sports"]), "s2": street("S2", tags=["sports", "sports"]),
        "b-1": wave("W1", 2), "b-2": wave("W2", 2),  # 4 waves never count on the misc line
    }
    item = _line(city(cells), "blue", "misc")
    assert item.points == 2 * 3
    # Sports comes before Nature in the tag order, so Sports is the one named as counted.
    assert "is Sports, 3 tags" in item.reason
    assert "ties with a Nature group of 3" in item.reason and item.ruling == 8


def test_blue_people_penalties_ruling_7():
    assert blue_penalties([3, 1, 0]) == (-4, -2, 0)
    assert blue_penalties([3, 3, 1]) == (-4, -4, 0)  # tied for most: nobody takes -2
    assert blue_penalties([3, 1, 1, 0]) == (-4, -2, -2, 0)  # tied for second: all take -2
    assert blue_penalties([2, 0, 0]) == (-4, 0, 0)  # zero unplaced is never "second"
    assert blue_penalties([0, 0]) == (0, 0)


def test_blue_people_line_across_players():
    ann = city({"b1": (plain("A1"), "3L")}, name="Ann")
    bob = city({"b1": (plain("B1"), "1T")}, name="Bob")
    cy = city({"b1": plain("C1")}, name="Cy")
    report = score(ann, bob, cy, objective="blue")
    assert [p.line("people") for p in report.players] == [-4, -2, 0]
    item = only(report.players[1], line="people")
    assert item.ruling == 7 and "Ann 3" in item.reason and "second most" in item.reason


def test_resolve_blue_best_response_is_deterministic():
    # Player 0 can trade 5 ring points for one more unplaced person; player 1 is fixed at 3.
    chosen, settled = resolve_blue([[(0, -5), (1, 0)], [(3, 0)]])
    assert settled and chosen == (1, 0)
    # With nobody else unplaced, leaving the person out makes player 0 "most" (-4) instead of -5.
    chosen, _ = resolve_blue([[(0, -5), (1, 0)]], fixed=())
    assert chosen == (1,)
    chosen, _ = resolve_blue([[(0, -3), (1, 0)]], fixed=())
    assert chosen == (0,)


# --- Green ------------------------------------------------------------------------------------


def test_green_wave_scores_three_per_separate_group():
    item = _line(city(WAVY), "green", "wave")
    assert item.points == 3 * 3


def test_green_misc_each_group_of_three_once_however_large():
    cells = {f"b{i}": card(f"P{i}", tags=["nature"]) for i in range(1, 7)}  # 6 Nature in one group
    cells.update({"s1": street("S1", tags=["sports"]), "s2": street("S2", tags=["sports", "sports"]),
                  "s-1": street("L1", tags=["local"]), "s-2": street("L2", tags=["local"])})
    item = _line(city(cells), "green", "misc")
    assert item.points == 3 + 3  # Nature 6 once, Sports 3; Local 2 is too small
    assert item.ruling == 8


def test_green_people_minus_one_per_card_with_unplaced_people():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    cells = {"b1": (cafe, "1T"), "b2": (plain("Sand"), "3L"), "b3": (plain("Dune"), "1V")}
    item = _line(city(cells), "green", "people")
    assert item.points == -1 - 1
    assert "Sand" in item.reason and "Dune" in item.reason and "Cafe" not in item.reason


def test_green_people_starting_tile_is_one_card():
    item = _line(city({}, start_beach="1L", start_street="2T"), "green", "people")
    assert item.points == -1
    assert item.ruling == 18 and "one card" in item.reason


# --- Orange -----------------------------------------------------------------------------------


def test_orange_wave_table_1_3_6_10():
    assert [orange_wave_points(n) for n in (1, 2, 3, 4, 5, 7)] == [1, 3, 6, 10, 10, 10]
    item = _line(city(WAVY), "orange", "wave")
    assert item.points == 1 + 3 + 3
    assert item.ruling == 6 and "misprint" in item.reason


def test_orange_wave_five_waves_score_ten():
    built = city({"b1": wave("W1", 2), "b2": wave("W2", 2), "b3": wave("W3")})
    item = _line(built, "orange", "wave")
    assert item.points == 10 and item.ruling == 6


def test_orange_misc_longest_unbroken_run_of_column_pairs():
    cells = {
        "b1": plain("B1"), "s1": street("S1"),  # column 1 pair, next to the tile (column 0)
        "b2": plain("B2"),  # column 2 beach only: breaks the run
        "b3": plain("B3"), "s3": street("S3"), "b4": plain("B4"), "s4": street("S4"),
        "s2": street("S2"),  # column 2 is a pair too: columns 0 to 4 form one run
    }
    assert _line(city(cells), "orange", "misc").points == 1 + 1 + 1 + 1 + 1
    del cells["s2"]
    item = _line(city(cells), "orange", "misc")
    assert item.points == 1 + 1  # columns 0 and 1 (starting tile included); 3-4 is also 2
    assert "starting tile" in item.reason


def test_orange_people_plus_filled_rings_minus_half_unplaced():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    bar = street("Bar", scoring=[Ring(locals=1, points=2)])
    cells = {"b1": (cafe, "2T"), "s1": (bar, "3L"), "b2": (plain("Sand"), "2V")}
    item = _line(city(cells), "orange", "people")
    assert item.points == 2 - 5 // 2


def test_objective_items_name_the_cards():
    assert "W2 (sample), W3 (sample)" in _line(city(WAVY), "blue", "wave").reason
    sporty = tile("Sporty", beach_tags=["sports"])
    item = _line(city({"b1": card("Court", tags=["sports"])}, tile=sporty), "blue", "misc")
    assert "starting tile Sporty (sample)" in item.reason and item.points == 2 * 2


def test_objective_lines_that_score_0_say_what_the_tile_wants():
    bare = city({"b1": card("Sand")})
    assert only(score_one(bare, "blue"), line="wave").reason == (
        "Blue scores 2 per Wave tag in the longest Wave group; the city has no Wave tag")
    assert only(score_one(bare, "orange"), line="wave").reason == (
        "Orange scores each Wave group 1/3/6/10 by its size; the city has no Wave tag")
    blue_misc = only(score_one(bare, "blue"), line="misc")
    assert (blue_misc.points, blue_misc.reason) == (
        0, "Blue scores 2 per tag in the largest group of one non-wave type; the city has no non-wave tag")
    green_people = only(score_one(bare, "green"), line="people")
    assert (green_people.points, green_people.reason) == (
        0, "Green costs -1 per card holding unplaced people; every person is in a ring")
