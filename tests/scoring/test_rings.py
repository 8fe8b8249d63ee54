"""Ruling 5: the automatic ring assignment (scorer.scoring.rings), with the rulebook's ring examples.

All cards are SAMPLE cards; expected values are the rulebook's sums.
"""

import random
from itertools import product as every

from scoring_helpers import card, city, items, score, score_one, street, tile

from card_db.models import AnyNumberRing, Ring
from scorer.scoring.city import START
from scorer.scoring.rings import space_options


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
            inside = [p for p, where in zip(persons, places, strict=True) if where == index]
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
                loc, t, v, a = (rng.randint(0, 2) for _ in range(4))
                specs.append((False, loc, t, v, a or (0 if loc + t + v else 1), rng.randint(-3, 6)))
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


# --- the search against the earlier one, and the worst cases the schema allows ---------------------


def _random_space(rng: random.Random):
    """Up to 4 rings (the most a card shows) of up to 6 people: wild, mixed, typed, any-number, negative."""
    specs = []
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.15:
            specs.append((True, 0, 0, 0, 0, rng.randint(-2, 5)))
            continue
        while True:
            loc, t, v, a = (rng.randint(0, 3) if rng.random() < 0.7 else 0 for _ in range(4))
            if rng.random() < 0.3:
                loc = t = v = 0
                a = rng.randint(1, 6)
            if 1 <= loc + t + v + a <= 6:
                break
        specs.append((False, loc, t, v, a, rng.randint(-3, 6)))
    return tuple(specs), (rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 3))


def _check_fills(specs, people, option):
    """The option's fills are a legal filling with exactly its outcome."""
    fills = option.fills
    assert len(fills) == len(specs)
    held = [sum(f[k] for f in fills) for k in range(3)]
    assert all(h <= p for h, p in zip(held, people, strict=True))
    assert sum(people) - sum(held) == option.unplaced
    points = 0
    for (any_number, rl, rt, rv, ra, rp), (loc, t, v, full) in zip(specs, fills, strict=True):
        if any_number:
            assert full == (loc + t + v >= 1)
        else:
            assert max(0, loc - rl) + max(0, t - rt) + max(0, v - rv) <= ra  # typed slots are exact by type
            assert loc + t + v <= rl + rt + rv + ra and full == (loc + t + v == rl + rt + rv + ra)
        points += rp if full else 0
    assert (points, sum(f[3] for f in fills)) == (option.points, option.filled)


def test_space_options_match_the_reference_search_and_every_option_is_a_legal_filling():
    # The earlier search (tests/rings_reference.py) tried every content of every ring; the new one
    # must give the same outcomes, in the same order, and fillings that really have them.
    from rings_reference import reference_space_options

    rng = random.Random(10)
    for _ in range(400):
        specs, people = _random_space(rng)
        space_options.cache_clear()
        mine = space_options(specs, *people)
        reference = reference_space_options(specs, *people)
        assert [(o.unplaced, o.points, o.filled) for o in mine] == \
            [(o.unplaced, o.points, o.filled) for o in reference], (specs, people)
        for option in mine:
            _check_fills(specs, people, option)


def test_the_whole_box_on_one_card_of_wild_and_mixed_rings_scores_exactly():
    # The worst card the schema allows: 4 rings of 6, the box's 30 locals, 30 tourists and 8 VIPs
    # on it (the old search took seconds). With 8 VIPs every ring fills: 6 * 4 = 24 people in rings.
    wild = Ring(any=6, points=1)
    needs_vips = [Ring(locals=2, tourists=2, vips=1, any=1, points=5), Ring(locals=1, vips=1, any=4, points=4),
                  Ring(tourists=3, vips=1, any=2, points=3)]
    hall = card("Hall", scoring=[wild, *needs_vips])
    for objective in ("blue", "green", "orange"):
        report = score_one(city({"b1": (hall, "30L30T8V")}), objective)
        assert report.line("rings") == 1 + 5 + 4 + 3, objective
        assert report.unplaced == 30 + 30 + 8 - 6 * 4
    assert score_one(city({"b1": (hall, "30L30T8V")}), "orange").line("people") == 4 - (68 - 24) // 2
    # With 2 VIPs only two VIP rings fill (the best two, 5 + 4); the third holds 5 without its VIP.
    report = score_one(city({"b1": (hall, "30L30T2V")}), "blue")
    assert report.line("rings") == 1 + 5 + 4
    assert report.unplaced == 62 - (6 + 6 + 6 + 5)
    assert [r.filled for r in report.rings] == [True, True, True, False]


def test_a_reduced_adversarial_card_matches_the_brute_force_oracle():
    # The same shape, small enough to try every person in every ring: one wild ring, three rings
    # that each need a VIP, and one VIP short.
    specs = ((False, 0, 0, 0, 2, 1), (False, 1, 0, 1, 0, 5), (False, 0, 1, 1, 0, 4), (False, 1, 1, 0, 0, 3))
    for people in ((2, 2, 1), (3, 2, 2), (1, 3, 0)):
        mine = {}
        for o in space_options(specs, *people):
            value = mine.get(o.unplaced, (-99, -99))
            mine[o.unplaced] = (max(value[0], o.points), max(value[1], o.points + o.filled))
        assert _at_most(mine, sum(people)) == _at_most(_brute_force(specs, people), sum(people)), people


def test_many_ring_cards_across_a_city_add_up():
    # Every card of a wide city carries 4 rings and a few people; the rings line is the sum of the
    # cards' best fillings (each card alone is small enough to check by hand: 2 locals fill the
    # 2-local ring, the tourist the 1-any ring).
    cells = {}
    for column in range(1, 16):
        rings = [Ring(locals=2, points=3), Ring(any=1, points=1), Ring(tourists=2, points=2), Ring(vips=1, points=4)]
        cells[f"b{column}"] = (card(f"Stall {column}", scoring=rings), "2L1T" if column <= 10 else "")
    report = score_one(city(cells), "blue")
    assert report.line("rings") == 10 * (3 + 1)
    assert report.unplaced == 0
