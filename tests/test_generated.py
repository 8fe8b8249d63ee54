"""Generated sample data: always flagged as samples, deterministic, and legal by construction."""

from card_db.generated import generated_cards, generated_catalogue
from scorer.generated import generated_finished_game
from scorer.scoring.city import build_city
from scorer.scoring.placement import legal_squares


def test_generated_cards_are_samples_and_deterministic():
    cards = generated_cards(7)
    assert len(cards) == 78
    assert all(c.sample and not c.name for c in cards)  # known by their contents, never "Generated sample 51"
    assert all(c.display_name.endswith("(sample)") and "Generated" not in c.display_name for c in cards)
    assert cards == generated_cards(7)
    assert cards != generated_cards(8)


def test_generated_games_stay_within_the_box_and_use_each_card_once():
    for seed in range(20):
        game = generated_finished_game(seed)
        used = [cell.card for p in game.players for cell in p.cells]
        assert len(used) == len(set(used)) == 4 * 14
        people = [cell.people for p in game.players for cell in p.cells]
        people += [h for p in game.players for h in (p.start_beach, p.start_street)]
        assert sum(x.locals for x in people) <= 30
        assert sum(x.tourists for x in people) <= 30
        assert sum(x.vips for x in people) <= 8
        assert sum(cell.footprint for p in game.players for cell in p.cells) <= 28


def test_every_generated_city_could_have_been_built_card_by_card():
    # Replaying each row outward from the starting tile, every card lands on a legal square.
    game = generated_finished_game(3)
    catalogue = generated_catalogue(3)
    for player in game.players:
        build_city(player, catalogue)
        occupied = {("beach", 0), ("street", 0)}
        for cell in sorted(player.cells, key=lambda c: abs(c.column)):
            card = catalogue.card(cell.card)
            if card.is_end_of_beach:
                continue
            assert (cell.row, cell.column) in legal_squares(occupied, card.row)
            occupied.add((cell.row, cell.column))


def test_a_deck_with_two_end_of_beach_cards_never_puts_both_in_one_city():
    from card_db.catalogue import Catalogue
    from card_db.generated import generated_starting_tiles
    from card_db.models import EndOfBeach
    cards = list(generated_cards(5))
    cards[3] = cards[3].model_copy(update={"row": "beach", "scoring": (EndOfBeach(),)})
    catalogue = Catalogue(cards={c.id: c for c in cards},
                          starting_tiles={t.id: t for t in generated_starting_tiles(5)})
    for seed in range(30):
        game = generated_finished_game(seed, players=1, cards_per_city=60, catalogue=catalogue)
        ends = [c for c in game.players[0].cells if catalogue.card(c.card).is_end_of_beach]
        assert len(ends) <= 1
