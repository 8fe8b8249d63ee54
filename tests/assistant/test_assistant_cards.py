"""Cards in full where the choice is made (``webapp.assistant.cards``): every effect, never "…"."""

from card_db.generated import generated_catalogue
from card_db.wording import ability_text, placement_text
from webapp.assistant.cards import card_head, effect_words


def test_every_effect_of_every_card_is_named_and_nothing_is_cut():
    catalogue = generated_catalogue(7)
    for card in catalogue.cards.values():
        words = effect_words(card)
        parts = words.split(" · ")
        assert "…" not in words and "…" not in card_head(card)
        # Placement first (it happens first), then scoring, each in the catalogue's short words.
        assert parts == [placement_text(a, "short") for a in card.placement] + [ability_text(a, "short") for a in card.scoring] \
            or (parts == ["no effects"] and not card.placement and not card.scoring)


def test_the_head_says_what_the_card_is():
    card = next(c for c in generated_catalogue(7).cards.values() if len(c.tags) >= 2)
    head = card_head(card)
    assert head.startswith("Beach · " if card.row == "beach" else "Street · ") and head.endswith("(sample)")
    named = card.model_copy(update={"name": "Muscle Beach", "sample": False})
    assert card_head(named).startswith("Muscle Beach · ") and "(sample)" not in card_head(named)


def test_no_choice_log_line_or_robot_move_is_cut_and_every_card_choice_shows_what_it_gives():
    """Issue 33: the reveal list, the place buttons, the sand dollar list, the game log and the Robot's
    move named unnamed cards by their label cut after two abilities ("…"). Random playouts over generated
    cards (most have three or more abilities): no word the page shows is cut, and a choice that names a
    card gives its effects too."""
    import random

    from card_db.loader import load_builtin
    from scorer.engine import GameSetup, PlaceCard, RevealCard, UseSandDollarAction, apply, legal_actions, new_game
    from webapp.assistant import view
    from webapp.assistant.robot_view import last_robot_move

    base = load_builtin()
    for players, seed, source in ((("Ana", "Ben"), 2, "virtual"), (("Solo",), 3, "virtual"),
                                  (("Ana", "Ben"), 4, "physical")):
        catalogue = generated_catalogue(seed, base=base)
        deck = tuple(sorted(c for c in catalogue.cards if c not in base.cards))
        tiles = tuple(sorted(t for t in catalogue.starting_tiles if t not in base.starting_tiles))
        setup = GameSetup(players=players, sand_dollar_actions=("two-from-front", "business-nature-or-sports-from-anywhere"),
                          starting_tiles=tiles if len(players) == 1 else tiles[: len(players)], deck=deck,
                          seed=seed, solo=len(players) == 1, deck_source=source, objective="blue")
        rng = random.Random(seed)
        state = new_game(setup, catalogue)
        checked = {PlaceCard: 0, RevealCard: 0, UseSandDollarAction: 0}
        events = []
        for _ in range(400):
            if state.finished:
                break
            actions = legal_actions(state)
            for action in actions:
                label = view.action_label(state, action)
                assert "…" not in label, label
                kind = type(action)
                card_ids = ([action.card] if kind in (PlaceCard, RevealCard) and action.card else
                            [state.display.at(s) for s in action.slots] if kind is UseSandDollarAction else [])
                for card_id in card_ids:
                    assert effect_words(state.catalogue.cards[card_id]) in label, label
                    checked[kind] += 1
            state, new = apply(state, rng.choice(actions))
            events.append(new)
        log = view.log_entries((), tuple(events))
        assert not [line for entry in log for line in entry.lines if "…" in line]
        robot = last_robot_move(state.log, tuple(events))
        assert robot is None or "…" not in robot
        assert checked[PlaceCard] and (checked[RevealCard] or source == "virtual"), checked
