"""The remembered layout facts (scorer.engine.layout) answer what the plain functions answer."""

import random

from test_engine_support import CATALOGUE

from scorer.engine.layout import layout, open_squares, row_columns, unplaceable
from scorer.engine.movement import neighbours, shortest_paths, vip_paths
from scorer.engine.placement import card_squares, with_card
from scorer.engine.state import START_SQUARES, PlayerState, frozen_map
from scorer.scoring.placement import legal_squares

END = CATALOGUE.card("end-of-beach")
BEACH = CATALOGUE.card("beach-1")
STREET = CATALOGUE.card("street-1")


def random_occupied(rng: random.Random) -> set:
    """A city grown by legal placements: the starting tile's two halves and 0 to 16 cards."""
    occupied = set(START_SQUARES)
    for _ in range(rng.randint(0, 16)):
        free = legal_squares(occupied, rng.choice(("beach", "street")))
        if free:
            occupied.add(rng.choice(free))
    return occupied


def test_open_squares_is_legal_squares_on_random_cities():
    rng = random.Random(14)
    compared = 0
    for _ in range(400):
        occupied = random_occupied(rng)
        columns = row_columns(occupied)
        beach = sorted(c for r, c in occupied if r == "beach")
        for row in ("beach", "street"):
            for is_end in (False, True):
                for end_at in (None, beach[0], beach[-1], rng.randint(-5, 5)):
                    assert open_squares(columns, row, is_end, end_at) == legal_squares(
                        occupied, row, is_end_of_beach=is_end, end_of_beach_at=end_at)
                    compared += 1
    assert compared == 400 * 16


def city(cards: dict) -> PlayerState:
    return PlayerState(name="Ana", starting_tile="tile-local", cards=frozen_map(cards))


def test_fits_after_is_card_squares_of_the_city_with_the_card_added():
    rng = random.Random(5)
    checked = 0
    for _ in range(150):
        occupied = random_occupied(rng)
        cards = {square: f"{square[0]}-{n % 20 + 1}" for n, square in enumerate(sorted(occupied - set(START_SQUARES)))}
        if rng.random() < 0.3:  # an end-of-beach card left of every beach card
            cards[("beach", min(c for r, c in occupied if r == "beach") - 1)] = END.id
        player = city(cards)
        for placed in (BEACH, STREET, END):
            for square in card_squares(player, CATALOGUE, placed):
                after = with_card(player, square, placed.id)
                for other in (BEACH, STREET, END):
                    expected = bool(card_squares(after, CATALOGUE, other))
                    assert layout(player.cards, CATALOGUE).fits_after(square, placed, other) == expected
                    checked += 1
    assert checked > 1000


def test_unplaceable_is_the_cards_with_no_legal_square_on_random_cities():
    # ``legal_actions`` lists the cards a player may take by ``unplaceable``, without geometry: it
    # must name exactly the cards that ``card_squares`` (and the score pad's ``legal_squares``) have
    # no square for, end-of-beach cards placed or not, anywhere in the beach row.
    rng = random.Random(21)
    ends = frozenset({END.id})
    blocked_seen = free_seen = 0
    for _ in range(300):
        occupied = random_occupied(rng)
        cards = {square: f"{square[0]}-{n % 20 + 1}" for n, square in enumerate(sorted(occupied - set(START_SQUARES)))}
        end_at = None
        if rng.random() < 0.4:  # an end-of-beach card: left of every beach card, or any beach card's place
            beach = sorted(c for r, c in occupied if r == "beach" and c)
            end_at = rng.choice(beach) if beach and rng.random() < 0.5 else min(c for r, c in occupied if r == "beach") - 1
            cards[("beach", end_at)] = END.id
        player = city(cards)
        blocked = unplaceable(player.cards, ends)
        spaces = set(START_SQUARES) | set(cards)
        for card in (BEACH, STREET, END):
            fits = bool(card_squares(player, CATALOGUE, card))
            assert fits == bool(legal_squares(spaces, card.row, is_end_of_beach=card.id in ends, end_of_beach_at=end_at)) \
                or card.id in ends  # legal_squares alone does not refuse a second end-of-beach card
            assert (card.id in blocked) == (not fits)
            blocked_seen += not fits
            free_seen += fits
    assert blocked_seen > 50 and free_seen > 500


def test_every_space_of_a_city_has_a_neighbour():
    # ``flow.can_move`` relies on it: anyone standing in a city can move at least one space.
    rng = random.Random(33)
    for _ in range(300):
        occupied = random_occupied(rng)
        spaces = frozenset(occupied)
        city_layout = layout(frozen_map(dict.fromkeys(occupied - set(START_SQUARES), "beach-1")), CATALOGUE)
        for square in occupied:
            assert neighbours(square, spaces) and city_layout.neighbours(square)


def test_a_placement_derives_the_new_layout_with_the_answers_of_one_made_from_nothing():
    import scorer.engine.layout as geometry

    rng = random.Random(8)
    compared = 0
    for _ in range(60):
        player = city({})
        for _ in range(rng.randint(1, 12)):
            before = layout(player.cards, CATALOGUE)
            before.columns(), before.end_at  # worked out, so that the new layout inherits them
            before._shape.around(before.spaces, ("street", 0), 2)
            card = rng.choice((BEACH, STREET, BEACH, STREET, END))
            squares = before.card_squares(card)
            if not squares:
                continue
            square = rng.choice(squares)
            after = with_card(player, square, card.id)
            geometry.placed(player.cards, after.cards, square, CATALOGUE)
            derived = layout(after.cards, CATALOGUE)
            assert derived.cards is after.cards
            # The same layout from nothing, with no shape remembered to lean on.
            shapes = dict(geometry._SHAPES)
            geometry._SHAPES.clear()
            try:
                fresh = geometry.Layout(after.cards, CATALOGUE, geometry.end_of_beach_cards(CATALOGUE))
                assert derived.spaces == fresh.spaces and derived.end_at == fresh.end_at
                assert {r: set(c) for r, c in derived.columns().items()} == {r: set(c) for r, c in fresh.columns().items()}
                for other in (BEACH, STREET, END):
                    assert derived.card_squares(other) == fresh.card_squares(other)
                for where in derived.spaces:
                    for distance in (1, 2, 3):
                        assert derived._shape.around(derived.spaces, where, distance) == \
                            fresh._shape.around(fresh.spaces, where, distance)
                    assert derived.moves("local", where, 3) == fresh.moves("local", where, 3)
            finally:
                geometry._SHAPES.clear()
                geometry._SHAPES.update(shapes)
            player = after
            compared += 1
    assert compared > 200


def test_a_layout_is_remembered_per_cards_mapping_and_never_shared_with_another():
    player = city({("beach", 1): BEACH.id})
    first = layout(player.cards, CATALOGUE)
    assert layout(player.cards, CATALOGUE) is first
    assert first.spaces == {("beach", 0), ("street", 0), ("beach", 1)}
    assert first.neighbours(("beach", 1)) == neighbours(("beach", 1), first.spaces) == (("beach", 0),)
    # Same content, another mapping: answered afresh, and the same.
    twin = city({("beach", 1): BEACH.id})
    assert layout(twin.cards, CATALOGUE) is not first
    assert layout(twin.cards, CATALOGUE).card_squares(STREET) == first.card_squares(STREET)
    # A card added makes a new mapping, so the old answers are not reused.
    bigger = with_card(player, ("street", 1), STREET.id)
    assert layout(bigger.cards, CATALOGUE).card_squares(STREET) == (("street", -1), ("street", 2))
    assert first.card_squares(STREET) == (("street", -1), ("street", 1))


def test_the_remembered_moves_are_the_shortest_paths_in_the_order_legal_actions_offers():
    rng = random.Random(9)
    compared = 0
    for _ in range(200):
        occupied = random_occupied(rng)
        cards = dict.fromkeys(occupied - set(START_SQUARES), "beach-1")
        city_layout = layout(frozen_map(cards), CATALOGUE)
        for square in sorted(occupied):
            for distance in (1, 2, 3):
                paths = [m.path for m in city_layout.moves("local", square, distance)]
                expected = sorted(shortest_paths(city_layout.spaces, square, distance).values(), key=lambda p: (len(p), p))
                assert paths == expected
                assert all(m.person == "local" and m.from_square == square for m in city_layout.moves("local", square, distance))
                compared += 1
            # A VIP's one-space moves: every neighbour, in neighbour order (what vip_paths gives).
            vip = [m.path for m in city_layout.moves("vip", square, 1)]
            assert vip == vip_paths(city_layout.spaces, square, 1, cards, frozenset(), None, CATALOGUE, 0)
    assert compared > 1000


def test_cities_of_one_shape_share_their_geometry_and_keep_their_own_end_of_the_beach():
    # Same spaces, different cards: the neighbours and move offers are one shared answer.
    plain = layout(frozen_map({("beach", -1): BEACH.id, ("beach", 1): BEACH.id}), CATALOGUE)
    ended = layout(frozen_map({("beach", -1): END.id, ("beach", 1): BEACH.id}), CATALOGUE)
    assert plain.spaces == ended.spaces
    assert ended.moves("local", ("beach", 1), 3) is plain.moves("local", ("beach", 1), 3)
    assert ended.neighbours(("beach", 0)) == neighbours(("beach", 0), ended.spaces)
    # Where cards may go depends on the end of the beach too: never shared between these two.
    assert plain.end_at is None and ended.end_at == -1
    assert plain.card_squares(BEACH) == (("beach", -2), ("beach", 2))
    assert ended.card_squares(BEACH) == (("beach", 2),)
    assert ended.card_squares(END) == () and plain.card_squares(END) == (("beach", -2),)
    occupied = set(plain.spaces)
    assert ended.card_squares(BEACH) == legal_squares(occupied, "beach", is_end_of_beach=False, end_of_beach_at=-1)


def test_cities_with_the_same_spaces_near_a_square_share_its_moves_and_others_do_not():
    # Two shapes that differ only 3 columns away: the one-space moves from beach -1 are one answer.
    near = {("beach", -1): BEACH.id, ("beach", 1): BEACH.id, ("street", 1): STREET.id}
    far = layout(frozen_map({**near, ("beach", 2): BEACH.id}), CATALOGUE)
    base = layout(frozen_map(near), CATALOGUE)
    assert far.spaces != base.spaces
    assert far.moves("local", ("beach", -1), 1) is base.moves("local", ("beach", -1), 1)
    # Within reach of a 3-space move that square matters: each city gets its own shortest paths.
    for city in (base, far):
        paths = [m.path for m in city.moves("local", ("beach", -1), 3)]
        assert paths == sorted(shortest_paths(city.spaces, ("beach", -1), 3).values(), key=lambda p: (len(p), p))
    assert far.moves("local", ("beach", -1), 3) != base.moves("local", ("beach", -1), 3)
    # A space next to the square changes the one-space moves too.
    beside = layout(frozen_map({**near, ("street", -1): STREET.id}), CATALOGUE)
    assert [m.path for m in beside.moves("local", ("beach", -1), 1)] == [(("beach", 0),), (("street", -1),)]
    assert [m.path for m in base.moves("local", ("beach", -1), 1)] == [(("beach", 0),)]
