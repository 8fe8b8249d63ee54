"""The shortcuts the scorer takes for speed (issue 14) give what the plain way gives.

- ``build_city`` shares nodes per catalogue and a shape's neighbours between cities of that shape:
  a city's neighbours are still exactly the grid's, whatever city of the same shape came first; so is
  the Orange column-pairs run (``column_pairs_run``), remembered per shape;
- ``Holder.counts`` is the space's people, read once;
- ``score_card_abilities`` dispatches through a per-class table: every item equals ``score_ability``'s;
- ``report_records`` walks the chosen fillings once for ring items, fills and unplaced groups; what it
  and ``_card_choices`` find per shared holder equals what they build afresh, wherever the card comes
  in its city, and one holder standing for two spaces keeps each space's own people in rings;
- an adjacency item remembered per card and neighbours (``abilities._BY_AROUND``) is found again only
  beside the very same neighbours, a chain item (``abilities._BY_GROUP``) only in the very same group,
  a wave line (``objectives._WAVES``) only for the very same Wave groups, and each equals the item
  scored afresh.
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from card_db.models import AdjacentTag, Chain, ChainPerTag, UnspentSandDollars
from scorer.generated import generated_finished_game
from scorer.model.game import Cell, People
from scorer.scoring import abilities, objectives, rings
from scorer.scoring.abilities import footprint_items, score_ability, score_card_abilities
from scorer.scoring.city import START, build_city, column_pairs_run, grid_neighbours
from scorer.scoring.facts import CityFacts
from scorer.scoring.rings import best_assignment, report_records


def _catalogue() -> Catalogue:
    builtin = load_builtin()
    return generated_catalogue(3, base=Catalogue(objectives=builtin.objectives,
                                                 sand_dollar_actions=builtin.sand_dollar_actions))


def _grid_neighbours(city, position):
    """The neighbours the grid gives, the starting tile once, only squares holding a card."""
    if position == START:
        squares = [("beach", -1), ("beach", 1), ("street", -1), ("street", 1)]
        return tuple(p for p in squares if p in city.nodes)
    found = []
    for p in grid_neighbours(*position):
        if p in city.nodes and p not in found:
            found.append(p)
    return tuple(found)


def test_cities_of_one_shape_share_neighbours_that_are_still_the_grids():
    catalogue = _catalogue()
    game = generated_finished_game(11, players=4, cards_per_city=9, catalogue=catalogue)
    first = build_city(game.players[0], catalogue)
    # The same shape with other cards and people: the same neighbours, by the grid.
    cards = [c for c in catalogue.cards.values() if not c.is_end_of_beach]
    other = game.players[0].model_copy(update={"cells": tuple(
        Cell(row=c.row, column=c.column, card=next(k.id for k in cards if k.row == c.row and k.id != c.card),
             people=People(locals=1)) for c in game.players[0].cells)})
    second = build_city(other, catalogue)
    assert second.ranked == first.ranked
    assert second.neighbours == first.neighbours
    for city in (first, second):
        for position in city.nodes:
            assert city.neighbours[position] == _grid_neighbours(city, position)
    # One card fewer: another shape, its own neighbours.
    smaller = build_city(other.model_copy(update={"cells": other.cells[:-1]}), catalogue)
    assert smaller.ranked != first.ranked
    for position in smaller.nodes:
        assert smaller.neighbours[position] == _grid_neighbours(smaller, position)


def test_holder_counts_are_the_people_on_the_space():
    """Also when holders are shared between cities (nobody on a card, or equal people on it)."""
    catalogue = _catalogue()
    for seed in range(5):
        for player in generated_finished_game(seed, players=2, cards_per_city=12, catalogue=catalogue).players:
            on_square = {(c.row, c.column): c for c in player.cells}
            for holder in build_city(player, catalogue).holders:
                people = holder.people
                assert holder.counts == (people.locals, people.tourists, people.vips)
                if holder.position != START:
                    cell = on_square[holder.position]
                    assert (holder.card_id, people) == (cell.card, cell.people)
                    assert holder.label == "card"


def test_the_dispatch_table_scores_every_ability_as_score_ability_does():
    catalogue = _catalogue()
    kinds = set()
    for seed in range(30):
        for player in generated_finished_game(seed, players=2, cards_per_city=14, catalogue=catalogue).players:
            facts = CityFacts(build_city(player, catalogue))
            expected, ratio = [], 0
            for node in facts.city.feature_nodes():
                for ability in node.abilities:
                    kinds.add(ability.kind)
                    ratio += isinstance(ability, UnspentSandDollars)
                    item = score_ability(ability, node, facts, player.sand_dollars, ratio)
                    if item is not None:
                        expected.append(item)
            assert score_card_abilities(facts, player.sand_dollars) == expected
    assert len(kinds) >= 10  # the generated deck exercises (nearly) every kind of ability


def test_report_records_add_up_to_the_assignment():
    catalogue = _catalogue()
    for seed in range(20):
        game = generated_finished_game(seed, players=3, cards_per_city=14, catalogue=catalogue)
        for player in game.players:
            city = build_city(player, catalogue)
            assignment = best_assignment(city, "orange")
            items, fills, unplaced = report_records(city, assignment)
            assert sum(g.total for g in unplaced) == assignment.unplaced
            assert sum(i.points for i in items) == assignment.points == sum(f.points for f in fills)
            assert sum(f.filled for f in fills) == assignment.filled
            assert len(fills) == sum(len(h.rings) for h in city.holders)  # a fill per printed ring


def _fresh_items(facts, sand_dollars):
    """Every ability's item through ``score_ability`` (no memo), as ``score_card_abilities`` lists them."""
    expected, ratio = [], 0
    for node in facts.city.feature_nodes():
        for ability in node.abilities:
            ratio += isinstance(ability, UnspentSandDollars)
            item = score_ability(ability, node, facts, sand_dollars, ratio)
            if item is not None:
                expected.append(item)
    return expected


def test_an_adjacency_item_is_found_again_only_beside_the_same_neighbours():
    catalogue = _catalogue()
    game = generated_finished_game(5, players=2, cards_per_city=14, catalogue=catalogue)
    player = game.players[0]
    abilities._BY_AROUND.clear()
    first = score_card_abilities(CityFacts(build_city(player, catalogue)), player.sand_dollars)
    assert abilities._BY_AROUND  # the city's adjacency items were remembered
    again = score_card_abilities(CityFacts(build_city(player, catalogue)), player.sand_dollars)
    assert again == first
    # Found, not written again: the very same frozen items come back for unchanged neighbourhoods.
    remembered = {id(item) for item in abilities._BY_AROUND.values()}
    assert any(id(item) in remembered for item in again)
    # A card with a neighbour taken away: the cards around that square read other neighbours now,
    # and every item still equals the one scored afresh (no stale sentence from the full city).
    for drop in range(len(player.cells)):
        cells = player.cells[:drop] + player.cells[drop + 1:]
        smaller = player.model_copy(update={"cells": cells})
        facts = CityFacts(build_city(smaller, catalogue))
        assert score_card_abilities(facts, player.sand_dollars) == _fresh_items(facts, player.sand_dollars)


def test_an_adjacency_item_tells_neighbours_apart_that_differ_only_in_what_they_carry():
    """Two cities with the same card on the same square, whose neighbour on the same square is another
    card: the remembered item of the first is not given to the second."""
    catalogue = _catalogue()
    cards = [c for c in catalogue.cards.values() if not c.is_end_of_beach and c.row == "beach"]
    wanting = next(c for c in cards if any(isinstance(a, AdjacentTag) for a in c.scoring))
    tag = next(a.tag for a in wanting.scoring if isinstance(a, AdjacentTag))
    with_tag = next(c for c in cards if tag in c.tags and c.id != wanting.id)
    without = next(c for c in cards if tag not in c.tags and c.id != wanting.id)
    abilities._BY_AROUND.clear()
    found = _items_beside(catalogue, wanting, (with_tag, without, with_tag), ("adjacent_tag",))
    assert found[0].points > 0 and found[1].points == 0  # the same card, another neighbour: another item
    assert found[2] is found[0]  # the first neighbourhood again: its item, found


def test_the_scan_order_is_the_grids_even_with_a_square_given_twice():
    """``City.ranked``: by column, beach before street, the starting tile at column 0, each square
    once; also for an invalid city (a square given twice, cards left of the tile) scored unchecked."""
    catalogue = _catalogue()
    game = generated_finished_game(7, players=1, cards_per_city=10, catalogue=catalogue)
    player = game.players[0]
    twice = player.model_copy(update={"cells": player.cells + (player.cells[0], player.cells[-1])})
    for city in (player, twice):
        built = build_city(city, catalogue)
        squares = {(c.row, c.column) for c in city.cells}
        expected = sorted(squares | {START}, key=lambda p: (p[1], p[0] == "street"))
        assert list(built.ranked) == expected
        assert list(built.nodes)[1:] == [p for p in expected if p != START]


def _fresh_records(city, assignment):
    rings._OCCUPIED.clear()
    rings._CHOICES.clear()
    rings._EMPTY_FILLS.clear()
    return report_records(city, assignment)


def test_ring_records_and_choices_found_per_shared_holder_equal_those_built_afresh():
    catalogue = _catalogue()
    games = [generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue) for seed in range(12)]
    cities = [build_city(player, catalogue) for game in games for player in game.players]
    for objective in ("green", "orange"):
        found = [(best_assignment(city, objective), report_records(city, best_assignment(city, objective)))
                 for city in cities]  # the second call of each finds what the first remembered
        for city, (assignment, records) in zip(cities, found, strict=True):
            fresh = best_assignment(city, objective)
            assert fresh == assignment
            assert _fresh_records(city, fresh) == records


def test_a_card_with_people_filled_another_way_gets_its_own_records():
    """The same shared holder under two of its options (as two objectives or Blue's frontier may pick):
    each option's records, never the other's remembered ones."""
    catalogue = _catalogue()
    tried = 0
    for seed in range(12):
        for player in generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue).players:
            city = build_city(player, catalogue)
            for holder in city.holders:
                if holder.position == START or not holder.rings or holder.counts == (0, 0, 0):
                    continue
                options = rings.space_options(rings._specs_of(holder.rings), *holder.counts)
                if len({o.fills for o in options}) < 2:
                    continue
                choice = rings.CardChoice(holder.position, (holder,), options)
                assignments = [rings._assignment(0, (), ((choice, option),)) for option in options]
                remembered = [report_records(city, a) for a in assignments]  # each found after the first
                remembered += [report_records(city, a) for a in assignments]
                expected = [_fresh_records(city, a) for a in assignments]
                assert remembered == expected + expected
                assert len({str(r[1]) for r in expected}) > 1  # the options do fill the rings differently
                tried += 1
    assert tried  # the games hold such cards


def test_a_ringed_cards_choice_found_where_it_comes_elsewhere_in_a_city_is_its_own():
    """A choice is remembered per shared holder, whatever the card's place among its city's spaces: a
    city scored, then with a card added on its left (every space after it one further on), gives the
    assignment and records scored with the memos emptied."""
    catalogue = _catalogue()
    extra = next(c for c in catalogue.cards.values() if not c.is_end_of_beach and c.row == "street")
    tried = 0
    for seed in range(6):
        player = generated_finished_game(seed, players=1, cards_per_city=12, catalogue=catalogue).players[0]
        left = min(c.column for c in player.cells) - 1  # a new leftmost square: every space after it moves on
        moved = player.model_copy(update={"cells": (Cell(row="street", column=left, card=extra.id),) + player.cells})
        for city in (build_city(player, catalogue), build_city(moved, catalogue)):
            for objective in ("green", "orange", "blue"):
                assignment = best_assignment(city, objective)  # the second city finds the first's choices
                records = report_records(city, assignment)
                assert _fresh_records(city, best_assignment(city, objective)) == records
        tried += 1
    assert tried


def test_a_space_given_twice_keeps_its_own_people_in_rings():
    """One shared holder standing for two spaces (the same ringed card, footprint and people given twice
    on a square: invalid, scored unchecked), each filled another way: each space's unplaced group is
    its people less what its own filling puts in rings."""
    catalogue = _catalogue()
    for seed in range(12):
        for player in generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue).players:
            cell = next((c for c in player.cells if (c.people.locals + c.people.tourists + c.people.vips) > 1
                         and catalogue.card(c.card).rings), None)
            if cell is None:
                continue
            city = build_city(player.model_copy(update={"cells": player.cells + (cell,)}), catalogue)
            twins = [h for h in city.holders if h.position == (cell.row, cell.column)]
            assert len(twins) == 2 and twins[0] is twins[1]  # the one shared holder, twice
            holder = twins[0]
            options = rings.space_options(rings._specs_of(holder.rings), *holder.counts)
            held = {o.unplaced: o for o in options}
            if len(held) < 2:
                continue
            fewer, more = held[min(held)], held[max(held)]
            choice = rings.CardChoice(holder.position, (holder,), options)
            assignment = rings._assignment(0, (), ((choice, fewer), (choice, more)))
            groups = [g for g in report_records(city, assignment)[2] if (g.row, g.column) == (cell.row, cell.column)]
            assert sorted(g.total for g in groups if g.total) == sorted(u for u in (fewer.unplaced, more.unplaced) if u)
            return
    raise AssertionError("no game holds a ringed card with people filled two ways")


def test_items_remembered_per_node_follow_their_numbers_and_rule():
    """Tags-in-the-city and unspent-sand-dollar items (``abilities._BY_NODE``, per node and numbers) and
    footprint items (``abilities._FOOTPRINTS``, per node and rule): a city scored with each card taken
    away in turn (other tag totals), other sand dollars and another starting tile (another rule) gets
    every item as scored with those memos emptied."""
    catalogue = _catalogue()
    tiles = sorted(catalogue.starting_tiles.values(), key=lambda t: t.id)[:2]
    assert tiles[0].footprint != tiles[1].footprint
    kinds = set()
    for seed in range(3):
        player = generated_finished_game(seed, players=1, cards_per_city=14, catalogue=catalogue).players[0]
        for drop in range(len(player.cells)):
            for sand_dollars, tile in ((0, tiles[0]), (5, tiles[1]), (9, tiles[0])):
                city = player.model_copy(update={"cells": player.cells[:drop] + player.cells[drop + 1:],
                                                 "sand_dollars": sand_dollars, "starting_tile": tile.id})
                facts = CityFacts(build_city(city, catalogue))
                found = score_card_abilities(facts, sand_dollars) + footprint_items(facts)
                abilities._BY_NODE.clear()
                abilities._FOOTPRINTS.clear()
                fresh = _fresh_items(facts, sand_dollars) + footprint_items(facts)
                assert found == fresh
                kinds |= {item.ability for item in found}
    assert {"tags_in_city", "unspent_sand_dollars", "footprint"} <= kinds


def test_a_chain_item_is_found_again_only_in_the_same_group():
    """A chain card scored in a city, then in the city with each other card taken away in turn (its
    group shrinks, splits or stays): every item equals the one scored with the memo emptied."""
    catalogue = _catalogue()
    chains = 0
    for seed in range(6):
        player = generated_finished_game(seed, players=1, cards_per_city=14, catalogue=catalogue).players[0]
        for drop in range(len(player.cells)):
            city = player.model_copy(update={"cells": player.cells[:drop] + player.cells[drop + 1:]})
            facts = CityFacts(build_city(city, catalogue))
            remembered = score_card_abilities(facts, city.sand_dollars)
            abilities._BY_GROUP.clear()
            abilities._BY_AROUND.clear()
            assert remembered == _fresh_items(facts, city.sand_dollars)
            chains += sum(isinstance(a, (Chain, ChainPerTag)) for n in facts.city.feature_nodes() for a in n.abilities)
            score_card_abilities(facts, city.sand_dollars)  # remembered again for the next city
    assert chains  # the games hold chain cards


def test_a_chain_item_names_its_own_group_not_an_equal_sized_one_remembered():
    """The same chain card beside two different cards of one tag each (groups of equal size, other
    names): the second city gets its own sentence, the first city's item comes back for it again."""
    catalogue = _catalogue()
    cards = [c for c in catalogue.cards.values() if not c.is_end_of_beach and c.row == "beach"]
    chain = next(c for c in cards if any(isinstance(a, (Chain, ChainPerTag)) and a.tag in c.tags for a in c.scoring))
    tag = next(a.tag for a in chain.scoring if isinstance(a, (Chain, ChainPerTag)) and a.tag in chain.tags)
    ones = [c for c in cards if c.tags.count(tag) == 1 and c.id != chain.id]
    first, second = ones[0], next(c for c in ones[1:] if c.display_name != ones[0].display_name)
    abilities._BY_GROUP.clear()
    found = _items_beside(catalogue, chain, (first, second, first), ("chain", "chain_per_tag"))
    assert found[0].reason != found[1].reason  # equal sizes, other cards named
    assert found[2] is found[0]


def test_the_column_pairs_run_remembered_per_shape_is_the_citys_own():
    """Each city's longest run of beach-above-street columns (the tile's column counts), worked out
    here square by square, whatever city of the same shape was asked first."""
    catalogue = _catalogue()
    for seed in range(20):
        for player in generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue).players:
            city = build_city(player, catalogue)
            pairs = {c for (r, c) in city.nodes if r == "beach" and ("street", c) in city.nodes} | {0}
            best = max((tuple(range(a, b + 1)) for a in pairs for b in pairs
                        if a <= b and all(c in pairs for c in range(a, b + 1))), key=lambda run: (len(run), -run[0]))
            assert column_pairs_run(city) == (len(best), best)
            assert column_pairs_run(city) == (len(best), best)  # found the second time


def test_a_wave_line_is_found_again_only_for_the_same_wave_groups():
    """One Wave card on a square, then another Wave card of one tag there (groups of equal size, other
    names), then the first again, under each objective: each line equals the one written afresh."""
    catalogue = _catalogue()
    waves = [c for c in catalogue.cards.values()
             if not c.is_end_of_beach and c.row == "beach" and c.tags.count("wave") == 1]
    first = waves[0]
    second = next(c for c in waves[1:] if c.display_name != first.display_name)
    base = generated_finished_game(5, players=1, cards_per_city=1, catalogue=catalogue).players[0]
    tile = next(t for t in catalogue.starting_tiles.values() if "wave" not in t.tags)  # the card's group alone
    base = base.model_copy(update={"starting_tile": tile.id})
    objectives._WAVES.clear()
    for objective in ("blue", "green", "orange"):
        found = []
        for card in (first, second, first):
            city = base.model_copy(update={"cells": (Cell(row="beach", column=2, card=card.id),)})
            facts = CityFacts(build_city(city, catalogue))
            item = objectives.wave_item(objective, facts)
            assert item == objectives._wave_item(objective, facts, facts.groups("wave"))
            found.append(item)
        assert found[0].points == found[1].points and found[0].reason != found[1].reason
        assert found[2] is found[0]


def _items_beside(catalogue, card, neighbours, kinds: tuple[str, ...]) -> list:
    """``card``'s item of one of ``kinds`` with each of ``neighbours`` beside it in turn, each checked
    equal to a fresh scoring with nothing remembered.

    Columns 2 and 3 (not a legal city, build_city does not judge): away from the starting tile, so the
    card's one neighbour is the one that changes."""
    base = generated_finished_game(5, players=1, cards_per_city=1, catalogue=catalogue).players[0]
    found = []
    for neighbour in neighbours:
        city = base.model_copy(update={"cells": (Cell(row="beach", column=2, card=card.id),
                                                 Cell(row="beach", column=3, card=neighbour.id))})
        facts = CityFacts(build_city(city, catalogue))
        items = score_card_abilities(facts, city.sand_dollars)
        assert items == _fresh_items(facts, city.sand_dollars)
        found.append(next(i for i in items if i.position == ("beach", 2) and i.ability in kinds))
    return found
