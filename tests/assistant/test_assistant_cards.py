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
