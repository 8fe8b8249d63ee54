"""One test per feature card ability (scorer.scoring.abilities), with the rulebook's worked examples.

Expected values are written as the rulebook's sums. All cards here are SAMPLE cards.
"""

from scoring_helpers import card, city, only, score_one, street, tile

from card_db import models


def _ability(built, card_id, kind):
    return only(score_one(built), card_id=card_id, ability=kind)


# --- adjacency (ruling 3) ---------------------------------------------------------------------


def test_adjacent_tag_scores_once_however_many_neighbours_qualify():
    fan = card("Fan", scoring=[models.AdjacentTag(tag="tourist", points=2)])
    built = city({"b1": fan, "b2": card("Pier", tags=["tourist"]), "s1": street("Shop", tags=["tourist"])})
    item = _ability(built, "fan", "adjacent_tag")
    assert item.points == 2
    assert "Pier" in item.reason and "Shop" in item.reason
    assert item.ruling == 3


def test_adjacent_tag_never_counts_the_cards_own_tag():
    fan = card("Fan", tags=["tourist"], scoring=[models.AdjacentTag(tag="tourist", points=2)])
    built = city({"b1": fan, "b2": card("Dune", tags=["nature"])})
    item = _ability(built, "fan", "adjacent_tag")
    assert item.points == 0
    assert "own" in item.reason and item.ruling == 3


def test_adjacent_tag_with_negative_points():
    grump = card("Grump", scoring=[models.AdjacentTag(tag="local", points=-2)])
    built = city({"b1": grump, "b2": card("Home", tags=["local"])})
    assert _ability(built, "grump", "adjacent_tag").points == -2


def test_adjacency_ignores_diagonal_cards():
    fan = card("Fan", scoring=[models.AdjacentTag(tag="tourist", points=2)])
    built = city({"b1": fan, "s1": street("Road"), "s2": street("Shop", tags=["tourist"])})
    assert _ability(built, "fan", "adjacent_tag").points == 0


def test_adjacent_symbol_looks_at_printed_placement_icons_not_pieces():
    crowded = card("Crowded", scoring=[models.AdjacentSymbol(symbol="people", points=-4)])
    giver = card("Giver", placement=[models.AddPeople(person="local", count=2)])
    assert _ability(city({"b1": crowded, "b2": giver}), "crowded", "adjacent_symbol").points == -4
    # people standing on a neighbour without the printed icon do not count (ruling 3)
    busy = card("Busy")
    assert _ability(city({"b1": crowded, "b2": (busy, "3L")}), "crowded", "adjacent_symbol").points == 0


def test_adjacent_symbol_ring_and_sand_dollar():
    watcher = card("Watcher", scoring=[models.AdjacentSymbol(symbol="ring", points=3)])
    ringed = card("Ringed", scoring=[models.Ring(tourists=1, points=3)])
    assert _ability(city({"b1": watcher, "b2": ringed}), "watcher", "adjacent_symbol").points == 3
    banker = card("Banker", scoring=[models.AdjacentSymbol(symbol="sand_dollar", points=2)])
    mint = street("Mint", placement=[models.GainSandDollars(amount=2)])
    assert _ability(city({"b1": banker, "s1": mint}), "banker", "adjacent_symbol").points == 2


def test_starting_tile_setup_bonus_is_not_a_placement_symbol():
    # Ruling 17: the tile gives 2 sand dollars at setup, but prints no sand dollar icon.
    rich = tile("Rich tile", setup=models.SetupBonus(sand_dollars=2, locals=1))
    banker = card("Banker", scoring=[models.AdjacentSymbol(symbol="sand_dollar", points=2)])
    item = _ability(city({"b1": banker}, tile=rich), "banker", "adjacent_symbol")
    assert item.points == 0
    assert item.ruling == 17 and "setup" in item.reason


def test_starting_tile_counts_with_its_own_printed_symbols():
    # Ruling 4: the tile is a neighbour for what it carries itself.
    printed = tile("Printed tile", beach_symbols=["people"])
    crowded = card("Crowded", scoring=[models.AdjacentSymbol(symbol="people", points=-4)])
    assert _ability(city({"b1": crowded}, tile=printed), "crowded", "adjacent_symbol").points == -4


def test_not_adjacent_symbol():
    hermit = card("Hermit", scoring=[models.NotAdjacentSymbol(symbol="ring", points=2)])
    assert _ability(city({"b1": hermit, "b2": card("Sand")}), "hermit", "not_adjacent_symbol").points == 2
    ringed = card("Ringed", scoring=[models.Ring(any=1, points=2)])
    assert _ability(city({"b1": hermit, "b2": ringed}), "hermit", "not_adjacent_symbol").points == 0


def test_adjacent_two_or_more_counts_tags_across_neighbours():
    gym = card("Gym", scoring=[models.AdjacentTwoOrMore(tag="sports", points=5)])
    assert _ability(city({"b1": gym, "b2": card("Court", tags=["sports"])}), "gym", "adjacent_two_or_more").points == 0
    two_on_one = card("Arena", tags=["sports", "sports"])
    assert _ability(city({"b1": gym, "b2": two_on_one}), "gym", "adjacent_two_or_more").points == 5
    spread = city({"b1": gym, "b2": card("Court", tags=["sports"]), "s1": street("Track", tags=["sports"])})
    assert _ability(spread, "gym", "adjacent_two_or_more").points == 5


def test_adjacent_all_of_needs_every_listed_tag_among_neighbours():
    square = card("Square", scoring=[models.AdjacentAllOf(tags=("local", "tourist", "sports", "nature"), points=8)])
    around = {"b1": square, "b2": card("Mix", tags=["local", "tourist"]), "s1": street("Park", tags=["sports"])}
    missing = _ability(city(around), "square", "adjacent_all_of")
    assert missing.points == 0 and "Nature" in missing.reason
    # the starting tile's own tag completes the set (ruling 4)
    green_tile = tile("Green tile", beach_tags=["nature"])
    assert _ability(city(around, tile=green_tile), "square", "adjacent_all_of").points == 8


def test_adjacent_one_or_more_either_or():
    surf = card("Surf", scoring=[models.AdjacentOneOrMore(tag="wave", one_points=3, more_points=5)])
    assert _ability(city({"b1": surf}), "surf", "adjacent_one_or_more").points == 0
    one = city({"b1": surf, "b2": card("Swell", tags=["wave"])})
    assert _ability(one, "surf", "adjacent_one_or_more").points == 3
    two = city({"b1": surf, "b2": card("Swell", tags=["wave", "wave"])})
    assert _ability(two, "surf", "adjacent_one_or_more").points == 5


# --- chains (ruling 2) ------------------------------------------------------------------------


def test_chain_scores_fixed_points_at_its_minimum():
    grove = card("Grove", tags=["nature"], scoring=[models.Chain(tag="nature", minimum=3, points=4)])
    short = city({"b1": grove, "b2": card("Palm", tags=["nature"])})
    assert _ability(short, "grove", "chain").points == 0
    long = city({"b1": grove, "b2": card("Palm", tags=["nature"]), "b3": card("Fern", tags=["nature", "nature"])})
    item = _ability(long, "grove", "chain")
    assert item.points == 4
    assert "Nature chain of 4 through Grove (sample), Palm (sample), Fern (sample) >= 3: 4" in item.reason
    assert item.ruling == 2  # 4 tags on 3 cards


def test_card_without_the_tag_is_in_no_chain():
    lonely = card("Lonely", scoring=[models.Chain(tag="nature", minimum=1, points=4)])
    item = _ability(city({"b1": lonely, "b2": card("Palm", tags=["nature"])}), "lonely", "chain")
    assert item.points == 0
    assert "no Nature tag" in item.reason


def test_rulebook_nature_chain_per_tag_seven_tags_score_seven():
    trail = card("Trail", tags=["nature", "nature"],
                 scoring=[models.ChainPerTag(tag="nature", minimum=5, points_per_tag=1)])
    built = city({
        "b1": trail,
        "b2": card("Palm", tags=["nature"]),
        "b3": card("Fern", tags=["nature"]),
        "s1": street("Park", tags=["nature", "nature"]),
        "s2": street("Lawn", tags=["nature"]),
    })
    item = _ability(built, "trail", "chain_per_tag")
    assert item.points == 7 * 1
    assert item.reason.startswith("Nature chain of 7 through ") and item.reason.endswith(">= 5: 7 x 1")


def test_rulebook_nature_chain_per_tag_four_tags_score_nothing():
    trail = card("Trail", tags=["nature", "nature"],
                 scoring=[models.ChainPerTag(tag="nature", minimum=5, points_per_tag=1)])
    built = city({"b1": trail, "b2": card("Palm", tags=["nature"]), "s1": street("Park", tags=["nature"])})
    assert _ability(built, "trail", "chain_per_tag").points == 0


def test_chain_runs_through_the_starting_tile_only_with_its_own_tags():
    trail = card("Trail", tags=["nature"], scoring=[models.ChainPerTag(tag="nature", minimum=3, points_per_tag=1)])
    left = card("Palm", tags=["nature"])
    cells = {"b1": trail, "b-1": left}
    assert _ability(city(cells), "trail", "chain_per_tag").points == 0  # the plain tile breaks the chain
    leafy = tile("Leafy tile", street_tags=["nature"])
    assert _ability(city(cells, tile=leafy), "trail", "chain_per_tag").points == 1 + 1 + 1


def test_diagonal_cards_do_not_chain():
    trail = card("Trail", tags=["nature"], scoring=[models.Chain(tag="nature", minimum=2, points=3)])
    built = city({"b1": trail, "s1": street("Road"), "s2": street("Park", tags=["nature"])})
    assert _ability(built, "trail", "chain").points == 0


# --- sand dollars, tags in the city, end of beach ---------------------------------------------


def test_rulebook_unspent_sand_dollars_each_card_counts_on_its_own():
    half = card("Half", scoring=[models.UnspentSandDollars(per=2, points=1)])
    full = card("Full", scoring=[models.UnspentSandDollars(per=1, points=1)])
    report = score_one(city({"b1": half, "b2": full}, sand_dollars=4))
    assert only(report, card_id="half").points == 2
    second = only(report, card_id="full")
    assert second.points == 4 and second.ruling == 9
    assert report.line("cards") == 2 + 4


def test_tags_in_city_counts_the_starting_tile_tags():
    fans = card("Fans", tags=["sports"], scoring=[models.TagsInCity(tag="sports", per=2, points=1)])
    sporty = tile("Sporty tile", street_tags=["sports"])
    built = city({"b1": fans, "b3": card("Far court", tags=["sports"]), "b2": card("Mid")}, tile=sporty)
    item = _ability(built, "fans", "tags_in_city")
    assert item.points == (3 // 2) * 1
    assert item.ruling == 4


def test_end_of_beach_is_a_placement_rule_worth_nothing():
    end = card("The End", scoring=[models.EndOfBeach()])
    item = _ability(city({"b-1": end}), "the-end", "end_of_beach")
    assert item.points == 0
    assert "placement rule" in item.reason and item.ruling == 14


# --- footprints (ruling 10) -------------------------------------------------------------------


def test_rulebook_footprint_on_a_card_with_two_local_tags_scores_two():
    post = tile("Post", wants=["local"])
    homes = card("Homes", tags=["local", "local"])
    item = only(score_one(city({"b1": (homes, "", True)}, tile=post)), line="footprints")
    assert item.points == 1 + 1
    assert "Homes" in item.reason and item.ruling == 10


def test_footprint_counts_wanted_symbols_and_points_per_match():
    fancy = tile("Fancy", wants=["business", "sand_dollar"], per_match=2)
    bank = card("Bank", tags=["business"], placement=[models.GainSandDollars(amount=1)])
    assert only(score_one(city({"b1": (bank, "", True)}, tile=fancy)), line="footprints").points == (1 + 1) * 2


def test_two_vip_tile_still_scores_each_footprint_once():
    double = tile("Double", vips=2, wants=["sports", "wave"])
    surf = card("Surf shop", tags=["sports", "wave"])
    report = score_one(city({"b1": (surf, "", True), "b2": card("Plain")}, tile=double))
    assert report.line("footprints") == 1 + 1
    assert len([i for i in report.items if i.line == "footprints"]) == 1


# --- a line that scores 0 says why, in the card's own terms --------------------------------------


def test_zero_adjacent_tag_names_the_wanted_tag_and_the_neighbours_without_it():
    deck = card("Sun Deck", tags=["wave"], scoring=[models.AdjacentTag(tag="wave", points=3)])
    item = _ability(city({"b1": deck, "b2": card("Dune", tags=["nature"])}), "sun-deck", "adjacent_tag")
    assert item.points == 0
    assert item.reason == ("Sun Deck (sample) scores 3 next to a Waves tag; none of its neighbours "
                           "(starting tile Plain tile (sample), Dune (sample)) has one "
                           "(its own Waves tag does not count, ruling 3)")
    assert item.ruling == 3


def test_zero_penalty_reads_as_what_the_card_would_lose():
    stand = street("Taco Stand", scoring=[models.AdjacentSymbol(symbol="people", points=-4)])
    item = _ability(city({"s1": stand, "s2": street("Road")}), "taco-stand", "adjacent_symbol")
    assert item.points == 0
    assert item.reason == ("Taco Stand (sample) loses 4 next to a card that shows a people icon; none of its "
                           "neighbours (starting tile Plain tile (sample), Road (sample)) shows one")


def test_zero_not_adjacent_symbol_names_the_neighbour_that_breaks_it():
    cove = card("Quiet Cove", scoring=[models.NotAdjacentSymbol(symbol="ring", points=2)])
    school = card("Surf School", scoring=[models.Ring(tourists=1, points=3)])
    item = _ability(city({"b1": cove, "b2": school}), "quiet-cove", "not_adjacent_symbol")
    assert item.points == 0
    assert item.reason == ("Quiet Cove (sample) scores 2 only when no neighbour shows an activity ring; "
                           "Surf School (sample) next to it shows one")
    people = card("Calm", scoring=[models.NotAdjacentSymbol(symbol="people", points=2)])
    givers = {"b1": people, "b2": card("Bus", placement=[models.AddPeople(person="local", count=1)]),
              "s1": street("Tram", placement=[models.AddPeople(person="tourist", count=1)])}
    assert _ability(city(givers), "calm", "not_adjacent_symbol").reason.endswith(
        "no neighbour shows a people icon; Bus (sample), Tram (sample) next to it show one")


def test_zero_adjacent_symbol_names_the_icon_and_the_setup_bonus():
    banker = card("Banker", scoring=[models.AdjacentSymbol(symbol="sand_dollar", points=2)])
    rich = tile("Rich tile", setup=models.SetupBonus(sand_dollars=2))
    item = _ability(city({"b1": banker, "b2": card("Sand")}, tile=rich), "banker", "adjacent_symbol")
    assert item.points == 0
    assert item.reason.startswith("Banker (sample) scores 2 next to a card that shows a sand dollar icon; "
                                  "none of its neighbours (starting tile Rich tile (sample), Sand (sample)) "
                                  "shows one")
    assert "setup bonus is not a placement action, ruling 17" in item.reason


def test_zero_adjacent_two_or_more_says_how_many_and_where():
    gym = card("Gym", scoring=[models.AdjacentTwoOrMore(tag="sports", points=5)])
    item = _ability(city({"b1": gym, "b2": card("Court", tags=["sports"])}), "gym", "adjacent_two_or_more")
    assert item.points == 0
    assert item.reason == ("Gym (sample) scores 5 with 2 or more Sports tags among its neighbours; "
                           "they have only 1, on Court (sample)")
    none = _ability(city({"b1": gym, "b2": card("Sand")}), "gym", "adjacent_two_or_more")
    assert none.reason.endswith("they have none (starting tile Plain tile (sample), Sand (sample))")


def test_zero_adjacent_all_of_names_every_missing_tag():
    square = card("Square", scoring=[models.AdjacentAllOf(tags=("local", "sports", "nature"), points=8)])
    item = _ability(city({"b1": square, "b2": card("Home", tags=["local"])}), "square", "adjacent_all_of")
    assert item.points == 0
    assert item.reason == ("Square (sample) scores 8 when its neighbours show all of Local Spot, Sports, Nature; "
                           "they (starting tile Plain tile (sample), Home (sample)) have no Sports and no Nature")


def test_zero_adjacent_one_or_more_names_both_amounts():
    surf = card("Surf", scoring=[models.AdjacentOneOrMore(tag="wave", one_points=3, more_points=5)])
    item = _ability(city({"b1": surf}), "surf", "adjacent_one_or_more")
    assert item.points == 0
    assert item.reason == ("Surf (sample) scores 3 next to 1 Waves tag and 5 next to 2 or more; none of its "
                           "neighbours (starting tile Plain tile (sample)) has one")


def test_zero_chain_says_the_minimum_and_how_long_the_chain_is():
    grove = card("Grove", tags=["nature"], scoring=[models.Chain(tag="nature", minimum=3, points=4)])
    item = _ability(city({"b1": grove, "b2": card("Palm", tags=["nature"])}), "grove", "chain")
    assert item.points == 0
    assert item.reason == ("Grove (sample) scores 4 in a Nature chain of 3 or more tags; its chain has only "
                           "2 tags (through Grove (sample), Palm (sample))")
    lonely = card("Lonely", scoring=[models.ChainPerTag(tag="nature", minimum=2, points_per_tag=1)])
    item = _ability(city({"b1": lonely}), "lonely", "chain_per_tag")
    assert item.reason == ("Lonely (sample) scores 1 per tag in a Nature chain of 2 or more tags; it has no "
                           "Nature tag itself, so it is in no Nature chain")


def test_zero_unspent_sand_dollars_and_tags_in_city_say_what_is_short():
    bank = card("Bank", scoring=[models.UnspentSandDollars(per=3, points=2)])
    item = _ability(city({"b1": bank}, sand_dollars=1), "bank", "unspent_sand_dollars")
    assert item.points == 0
    assert item.reason == "Bank (sample) scores 2 per 3 unspent sand dollars; only 1 sand dollar left"
    fans = card("Fans", tags=["sports"], scoring=[models.TagsInCity(tag="sports", per=3, points=1)])
    item = _ability(city({"b1": fans}), "fans", "tags_in_city")
    assert item.points == 0
    assert item.reason == "Fans (sample) scores 1 per 3 Sports tags in the city; the city has only 1"


def test_zero_footprint_says_what_the_tile_wants():
    tile_wants = tile("Post", wants=["local", "wave", "people"])
    kite = card("Kite Beach", tags=["sports"])
    item = only(score_one(city({"b1": (kite, "", True)}, tile=tile_wants)), line="footprints")
    assert item.points == 0
    assert item.reason == ("Footprint on Kite Beach (sample): the starting tile wants Local Spot tags or "
                           "Waves tags or a people icon; Kite Beach (sample) has none")


def test_a_per_ratio_is_said_in_words():
    # Issue 23: "1 per 2 -> 1 x 1" read as a score; the reason now says the groups and the points each.
    fans = card("Fans", tags=["sports"], scoring=[models.TagsInCity(tag="sports", per=2, points=1)])
    built = city({"b1": fans, "b2": card("Court", tags=["sports"]), "b3": card("Gym", tags=["sports"])})
    item = _ability(built, "fans", "tags_in_city")
    assert item.reason == "Fans (sample): 3 Sports tags in the city make 1 group of 2, 1 point each"
    bank = card("Bank", scoring=[models.UnspentSandDollars(per=2, points=3)])
    item = only(score_one(city({"b1": bank}, sand_dollars=5)), card_id="bank")
    assert item.points == 2 * 3
    assert item.reason == "Bank (sample): 5 unspent sand dollars make 2 groups of 2, 3 points each"
