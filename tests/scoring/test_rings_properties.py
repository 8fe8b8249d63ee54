"""Properties of ``PlayerReport.unplaced_people`` (who is unplaced) over many random cities.

For every player that is not the Robot:
- the groups add up to ``unplaced``, the count the people line uses;
- each space's group is exactly the people standing there minus those the report's ``RingFill``
  records put in that space's rings (so it comes from the assignment the score used);
- under Green, the people line is -1 per distinct card in the groups (the tile's halves are one, ruling 18).
The Robot has no groups. Cities come from ``scorer.generated`` (SAMPLE decks, solo games included)
and from a ring-heavy strategy below: up to 4 rings per card (wild rings of up to 6 included),
any-number rings, negative ring points and rings on the starting tile's halves, which the
generated decks do not have.
"""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_helpers import card, city, game, score, street, tile

from card_db.generated import generated_catalogue
from card_db.models import AnyNumberRing, Ring
from scorer.generated import generated_finished_game
from scorer.scoring.city import START
from scorer.scoring.table import score_game

SETTINGS = settings(max_examples=60, deadline=None)


def _spaces(player):
    """People per space as in the game file: (row, column) for cards, (half, 0) for the tile."""
    spaces = {("beach", 0): player.start_beach, ("street", 0): player.start_street}
    spaces.update({(c.row, c.column): c.people for c in player.cells})
    return {key: (p.locals, p.tourists, p.vips) for key, p in spaces.items()}


def _in_rings(report):
    held: Counter = Counter()
    for fill in report.rings:
        key = fill.position
        if key == START:
            key = (fill.ring_label.split()[0], 0)  # "beach half: ring of ..." / "street half: ..."
        for kind, count in enumerate((fill.locals, fill.tourists, fill.vips)):
            held[key, kind] += count
    return held


def check_unplaced_groups(finished, report):
    """Every property of the module docstring, for one scored game."""
    by_name = {p.name: p for p in finished.players}
    for player in report.players:
        if player.is_robot:
            assert player.unplaced_people == ()
            continue
        groups = player.unplaced_people
        assert sum(g.total for g in groups) == player.unplaced
        assert all(g.total > 0 for g in groups)
        found = {(g.row, g.column): (g.locals, g.tourists, g.vips) for g in groups}
        assert len(found) == len(groups)  # one group per space
        held = _in_rings(player)
        for key, people in _spaces(by_name[player.name]).items():
            left = tuple(people[kind] - held[key, kind] for kind in range(3))
            assert min(left) >= 0
            assert found.get(key, (0, 0, 0)) == left, (player.name, key)
        assert all((g.card_id is None) == (g.column == 0) for g in groups)
        if report.objective == "green":
            cards = {(0,) if g.on_starting_tile else (g.row, g.column) for g in groups}
            assert player.line("people") == -len(cards)


generated = st.builds(
    lambda seed, players, objective, cards, solo: (
        generated_finished_game(seed, players=1 if solo else players, cards_per_city=cards, objective=objective,
                                solo_robot=solo, catalogue=generated_catalogue(seed % 4)),
        generated_catalogue(seed % 4),
    ),
    seed=st.integers(0, 10_000),
    players=st.integers(1, 4),
    objective=st.sampled_from(["blue", "green", "orange"]),
    cards=st.integers(1, 14),
    solo=st.booleans(),
)


@SETTINGS
@given(generated)
def test_unplaced_groups_on_generated_games(pair):
    finished, catalogue = pair
    check_unplaced_groups(finished, score_game(finished, catalogue, check=False))


ring = st.one_of(
    st.builds(lambda p: AnyNumberRing(points=p), st.integers(-2, 4)),
    st.builds(lambda a, p: Ring(any=a, points=p), st.integers(1, 6), st.integers(-2, 6)),  # wild, up to the limit
    st.builds(lambda loc, t, v, a, p: Ring(locals=loc, tourists=t, vips=v, any=a if loc + t + v else max(a, 1), points=p),
              st.integers(0, 2), st.integers(0, 2), st.integers(0, 1), st.integers(0, 1), st.integers(-5, 6)),
)
crowd = st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 1))
space = st.tuples(st.lists(ring, max_size=4), crowd)  # up to the 4 rings a card shows (card_db.limits)


@st.composite
def ring_cities(draw, name: str):
    """A line of cards right of the tile in both rows, each with random rings and people.

    Up to 3 cities share the box (``card_db.limits``): each takes at most 10 locals, 10 tourists
    and 2 VIPs; people drawn beyond that stay in the box."""
    left = [10, 10, 2]

    def text(people: tuple[int, int, int]) -> str:
        taken = [min(n, room) for n, room in zip(people, left, strict=True)]
        left[:] = [room - n for room, n in zip(left, taken, strict=True)]
        return f"{taken[0]}L{taken[1]}T{taken[2]}V"

    cells = {}
    for row in ("beach", "street"):
        for column, (rings, people) in enumerate(draw(st.lists(space, max_size=4)), start=1):
            make = card if row == "beach" else street
            cells[f"{row[0]}{column}"] = (make(f"{name} {row} {column}", scoring=rings), text(people))
    beach_rings, street_rings = draw(st.lists(ring, max_size=4)), draw(st.lists(ring, max_size=4))
    the_tile = tile(f"{name} tile", vips=2, beach_rings=beach_rings, street_rings=street_rings)
    return city(cells, tile=the_tile, name=name, start_beach=text(draw(crowd)), start_street=text(draw(crowd)))


@SETTINGS
@given(st.lists(st.sampled_from(["Ann", "Bob", "Cy"]), min_size=1, max_size=3, unique=True).flatmap(
    lambda names: st.tuples(*(ring_cities(n) for n in names))), st.sampled_from(["blue", "green", "orange"]))
def test_unplaced_groups_on_ring_heavy_cities(cities, objective):
    check_unplaced_groups(game(*cities, objective=objective), score(*cities, objective=objective))
