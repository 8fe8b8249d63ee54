"""Ruling 5: the automatic ring assignment (scorer.scoring.rings), with the rulebook's ring examples.

All cards are SAMPLE cards; expected values are the rulebook's sums.
"""

import random
from itertools import product as every

from card_db.models import AnyNumberRing, Ring
from scorer.scoring.city import START
from scorer.scoring.rings import space_options
from scoring_helpers import card, city, items, score, score_one, street, tile


def _rings(report):
    return [(f.card_name, f.locals, f.tourists, f.vips, f.filled, f.points) for f in report.rings]


def test_rulebook_one_tourist_ring_filled_exactly_scores_three():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    report = score_one(city({"b1": (cafe, "1T")}))
    assert report.line("rings") == 3
    assert report.unplaced == 0
    (item,) = items(report, line="rings")
    assert "Cafe" in item.reason and "1 tourist" in item.reason and item.ruling == 5


def test_ring_never_holds_more_than_pictured():
    # Two tourists on a one-tourist ring: one fills it, the other is unplaced (no over-full ring).
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    report = score_one(city({"b1": (cafe, "2T")}))
    assert report.line("rings") == 3
    assert report.unplaced == 1


def test_ring_of_the_wrong_type_does_not_score():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    report = score_one(city({"b1": (cafe, "1L")}))
    assert report.line("rings") == 0
    assert report.unplaced == 1
    assert _rings(report) == [("Cafe (sample)", 0, 0, 0, False, 0)]


def test_people_in_a_ring_that_is_not_filled_are_placed():
    # Rulebook, Orange people line: in a ring but not filling it is not unplaced.
    club = card("Club", scoring=[Ring(tourists=2, points=5)])
    report = score_one(city({"b1": (club, "1T")}), "orange")
    assert report.line("rings") == 0
    assert report.unplaced == 0
    assert _rings(report) == [("Club (sample)", 0, 1, 0, False, 0)]


def test_any_slot_takes_a_vip_and_typed_slots_are_exact():
    lounge = card("Lounge", scoring=[Ring(locals=1, any=1, points=4)])
    assert score_one(city({"b1": (lounge, "1L1V")})).line("rings") == 4
    assert score_one(city({"b1": (lounge, "2V")})).line("rings") == 0  # the local slot needs a local


def test_rulebook_any_number_ring_needs_one_person_then_holds_everyone():
    plaza = card("Plaza", scoring=[AnyNumberRing(points=3)])
    assert score_one(city({"b1": plaza})).line("rings") == 0
    one = score_one(city({"b1": (plaza, "1V")}))
    assert one.line("rings") == 3
    crowd = score_one(city({"b1": (plaza, "3L2T1V")}))
    assert crowd.line("rings") == 3
    assert crowd.unplaced == 0
    assert _rings(crowd) == [("Plaza (sample)", 3, 2, 1, True, 3)]


def test_people_use_only_the_rings_of_their_own_space():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    report = score_one(city({"b1": cafe, "b2": (card("Sand"), "1T")}))
    assert report.line("rings") == 0
    assert report.unplaced == 1


def test_starting_tile_halves_keep_their_own_rings():
    ringed = tile("Ringed tile", beach_rings=[Ring(locals=1, points=2)])
    on_street = score_one(city({}, tile=ringed, start_street="1L"))
    assert on_street.line("rings") == 0 and on_street.unplaced == 1
    on_beach = score_one(city({}, tile=ringed, start_beach="1L"))
    assert on_beach.line("rings") == 2 and on_beach.unplaced == 0
    assert on_beach.rings[0].position == START and "beach half" in on_beach.rings[0].ring_label


def test_best_assignment_picks_the_more_valuable_ring():
    # Two tourists: both in the 2-any ring (3) beats one in the tourist ring (2) and one left over.
    pier = card("Pier", scoring=[Ring(any=2, points=3), Ring(tourists=1, points=2)])
    report = score_one(city({"b1": (pier, "2T")}))
    assert report.line("rings") == 3
    assert report.unplaced == 0


def test_rings_on_several_cards_add_up():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    bar = street("Bar", scoring=[Ring(locals=2, points=5)])
    report = score_one(city({"b1": (cafe, "1T"), "s1": (bar, "2L")}))
    assert report.line("rings") == 3 + 5
    assert len(items(report, line="rings")) == 2


def test_orange_prefers_more_filled_rings_when_points_plus_rings_is_higher():
    # One local, one tourist, one VIP: the 3-person ring (4) or three 1-any rings (1 + 1 + 1).
    # Blue takes the 4; Orange counts +1 per filled ring: 4 + 1 < (1 + 1 + 1) + 3.
    hall = card("Hall", scoring=[Ring(locals=1, tourists=1, vips=1, points=4), Ring(any=1, points=1),
                                 Ring(any=1, points=1), Ring(any=1, points=1)])
    cells = {"b1": (hall, "1L1T1V")}
    assert score_one(city(cells), "blue").line("rings") == 4
    orange = score_one(city(cells), "orange")
    assert orange.line("rings") == 1 + 1 + 1
    assert orange.line("people") == 3 - 0 // 2


def test_space_options_keep_the_best_per_unplaced_count():
    options = space_options(((False, 0, 1, 0, 0, 3),), 0, 2, 0)
    assert [(o.unplaced, o.points, o.filled) for o in options] == [(1, 3, 1), (2, 0, 0)]


def test_blue_player_may_leave_people_out_of_a_costly_ring():
    # A (sample) ring worth -5: filling it costs more than being second most unplaced (-2).
    trap = card("Trap", scoring=[Ring(tourists=1, points=-5)])
    ann = city({"b1": (trap, "1T")}, name="Ann")
    bob = city({"b1": (card("Beach"), "3L")}, name="Bob")
    report = score(ann, bob, objective="blue")
    a, b = report.players
    assert (a.line("rings"), a.line("people"), a.unplaced) == (0, -2, 1)
    assert (b.line("people"), b.unplaced) == (-4, 3)


def _brute_force(specs, people):
    """Oracle: try every person in every ring or outside; best value for each 'at most u unplaced'."""
    persons = ["l"] * people[0] + ["t"] * people[1] + ["v"] * people[2]
    best = {}
    for places in every(range(len(specs) + 1), repeat=len(persons)):
        points = filled = 0
        legal = True
        for index, (any_number, rl, rt, rv, ra, rp) in enumerate(specs):
            inside = [p for p, where in zip(persons, places) if where == index]
            if any_number:
                full = len(inside) >= 1
            else:
                over = sum(max(0, inside.count(k) - cap) for k, cap in (("l", rl), ("t", rt), ("v", rv)))
                legal &= over <= ra
                full = len(inside) == rl + rt + rv + ra
            points += rp if full else 0
            filled += full
        if legal:
            unplaced = sum(1 for where in places if where == len(specs))
            value = best.get(unplaced, (-99, -99))
            best[unplaced] = (max(value[0], points), max(value[1], points + filled))
    return best


def _at_most(table, top):
    """Best (points, points + filled) with at most u unplaced, for each u in 0..top."""
    out, running = {}, (-99, -99)
    for u in range(top + 1):
        if u in table:
            running = (max(running[0], table[u][0]), max(running[1], table[u][1]))
        out[u] = running
    return out


def test_space_options_match_a_brute_force_oracle():
    # Random small spaces, negative ring points included; the oracle ignores the any-number
    # ring's "holds everyone" convenience, which only removes dominated options.
    rng = random.Random(5)
    for _ in range(150):
        specs = []
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.2:
                specs.append((True, 0, 0, 0, 0, rng.randint(-2, 5)))
            else:
                l, t, v, a = (rng.randint(0, 2) for _ in range(4))
                specs.append((False, l, t, v, a or (0 if l + t + v else 1), rng.randint(-3, 6)))
        people = tuple(rng.randint(0, 2) for _ in range(3))
        mine = {}
        for o in space_options(tuple(specs), *people):
            value = mine.get(o.unplaced, (-99, -99))
            mine[o.unplaced] = (max(value[0], o.points), max(value[1], o.points + o.filled))
        oracle = _brute_force(specs, people)
        assert _at_most(mine, sum(people)) == _at_most(oracle, sum(people)), specs


def test_blue_choices_do_not_depend_on_seat_order():
    trap = card("Trap", scoring=[Ring(tourists=1, points=-5)])
    ann = city({"b1": (trap, "1T")}, name="Ann")
    bob = city({"b1": (card("Snare", scoring=[Ring(tourists=1, points=-5)]), "1T")}, name="Bob")
    cy = city({"b1": card("Calm")}, name="Cy")
    forward = {p.name: p.lines for p in score(ann, bob, cy, objective="blue").players}
    backward = {p.name: p.lines for p in score(cy, bob, ann, objective="blue").players}
    assert forward == backward
    # Both leave the tourist out: tied for most unplaced, -4 each, better than a -5 ring.
    assert forward["Ann"]["people"] == forward["Bob"]["people"] == -4
    assert forward["Ann"]["rings"] == 0


# --- who is unplaced (UnplacedPeople, built from the assignment the score used) -------------------


def _groups(report):
    return [(g.row, g.column, g.card_id, g.card_name, g.locals, g.tourists, g.vips) for g in report.unplaced_people]


def _mixed_city():
    ringed = tile("Ringed tile", beach_rings=[Ring(locals=1, points=2)])
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    club = card("Club", scoring=[Ring(tourists=2, points=5)])
    plaza = card("Plaza", scoring=[AnyNumberRing(points=3)])
    return city({"b-1": (club, "1T"), "b1": (cafe, "1L2T"), "s1": (street("Shed"), "2L"), "b2": (plaza, "3L")},
                tile=ringed, start_beach="2L1T", start_street="1V")


def test_unplaced_people_name_every_space_with_people_outside_rings():
    # Club: its 1 tourist stands in the (unfilled) 2-tourist ring, so is placed. Tile beach half: 1 of
    # its 2 locals fills the 1-local ring; 1 local + 1 tourist are left. Street half: no ring, 1 VIP.
    # Cafe: 1 tourist fills the ring; 1 local + 1 tourist are left. Shed: no ring, both locals.
    # Plaza: the any-number ring holds all 3.
    for objective in ("blue", "green", "orange"):
        report = score_one(_mixed_city(), objective)
        assert _groups(report) == [
            ("beach", 0, None, "Ringed tile (sample)", 2 - 1, 1, 0),
            ("street", 0, None, "Ringed tile (sample)", 0, 0, 1),
            ("beach", 1, "cafe", "Cafe (sample)", 1, 2 - 1, 0),
            ("street", 1, "shed", "Shed (sample)", 2, 0, 0),
        ], objective
        assert report.unplaced == (1 + 1) + 1 + (1 + 1) + 2
        assert sum(g.total for g in report.unplaced_people) == report.unplaced
    assert score_one(_mixed_city(), "green").line("people") == -3  # tile (both halves, ruling 18), Cafe, Shed


def test_unplaced_people_follow_the_blue_choice_to_leave_a_costly_ring_empty():
    # The same city as test_blue_player_may_leave_people_out_of_a_costly_ring: Ann keeps her tourist
    # out of the -5 ring, so he is named as unplaced on Trap.
    trap = card("Trap", scoring=[Ring(tourists=1, points=-5)])
    ann = city({"b1": (trap, "1T")}, name="Ann")
    bob = city({"b1": (card("Beach"), "3L")}, name="Bob")
    a, b = score(ann, bob, objective="blue").players
    assert _groups(a) == [("beach", 1, "trap", "Trap (sample)", 0, 1, 0)]
    assert _groups(b) == [("beach", 1, "beach", "Beach (sample)", 3, 0, 0)]


def test_a_city_with_everyone_in_rings_has_no_unplaced_groups():
    cafe = card("Cafe", scoring=[Ring(tourists=1, points=3)])
    report = score_one(city({"b1": (cafe, "1T")}))
    assert report.unplaced == 0 and report.unplaced_people == ()


def test_the_robot_has_no_unplaced_groups_though_blue_counts_it_as_two():
    from scorer.model.game import RobotPlayer

    solo = score(city({"b1": (card("Mine"), "1L")}, name="Ann"), objective="blue",
                 robot=RobotPlayer(beach_pile=("rob",)), robot_cards=[card("Rob")])
    ann, robot = solo.players
    assert robot.is_robot and robot.unplaced == 2 and robot.unplaced_people == ()
    assert _groups(ann) == [("beach", 1, "mine", "Mine (sample)", 1, 0, 0)]
