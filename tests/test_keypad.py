"""webapp.cards.keypad_draft: the entry keypad's draft, its taps, and the tap plan that benchmarks and tests follow."""

from __future__ import annotations

from card_db.generated import generated_cards
from card_db.models import Chain, FeatureCard, Ring
from webapp.cards import keypad_draft as k


def apply_plan(card: FeatureCard, draft: k.Draft) -> k.Draft:
    """Perform ``tap_plan(card)`` on a draft with the pure changes the keypad's buttons make."""
    uids: list[int] = []
    for step in k.tap_plan(card, draft["row"]):
        match step:
            case ("row", row):
                draft = k.set_row(draft, row)
            case ("tag", tag):
                draft = k.tap_tag(draft, tag)
            case ("shape", shape_id):
                draft = k.add_shape(draft, shape_id)
                uids.append(draft["next"] - 1)
            case ("field", index, field, value):
                item = next(i for i in draft["items"] if i["uid"] == uids[index])
                if isinstance(item[field], list):  # one tap switches one tag of a multi choice
                    value = [t for t in item[field] if t != value] if value in item[field] else [*item[field], value]
                draft = k.set_field(draft, uids[index], field, value)
    return draft


def test_every_enterable_generated_card_round_trips_through_its_tap_plan():
    entered = 0
    for card in generated_cards(5):
        try:
            k.tap_plan(card)
        except ValueError:
            continue
        built, problems = k.draft_card(apply_plan(card, k.new_draft()))
        assert problems == [] and built is not None
        want = k.keypad_order(card)
        assert (built.row, built.tags, built.placement, built.scoring) == (
            want.row, want.tags, want.placement, want.scoring), card.id
        entered += 1
    assert entered >= 70  # nearly the whole deck without the full form


def test_a_tag_cycles_once_twice_none():
    draft = k.new_draft("beach")
    draft = k.tap_tag(draft, "nature")
    assert k.tag_tuple(draft) == ("nature",)
    draft = k.tap_tag(draft, "nature")
    assert k.tag_tuple(draft) == ("nature", "nature")
    assert k.tag_tuple(k.tap_tag(draft, "nature")) == ()


def test_a_chain_starts_on_the_cards_own_tag_and_an_adjacency_does_not():
    draft = k.tap_tag(k.new_draft("street"), "business")
    draft = k.add_shape(k.add_shape(draft, "chain"), "next_to")
    chain, next_to = draft["items"]
    assert chain["tag"] == "business" and next_to["tag"] == "nature"


def test_typical_plans_count_the_taps_a_player_makes():
    card = FeatureCard(id="x", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))
    assert k.tap_plan(card) == (("row", "beach"), ("tag", "sports"), ("tag", "wave"), ("shape", "ring"),
                                ("field", 0, "tourists", 2), ("field", 0, "points", 4), ("save",))
    assert len(k.tap_plan(card, row_kept="beach")) == 6
    chain = FeatureCard(id="y", row="street", tags=("nature",), scoring=(Chain(tag="nature", minimum=3, points=3),))
    assert k.tap_plan(chain, row_kept="street") == (("tag", "nature"), ("shape", "chain"), ("save",))


def test_numbers_off_the_keypad_and_a_third_tag_need_the_full_form():
    import pytest

    big = FeatureCard(id="z", row="beach", scoring=(Ring(tourists=1, points=12),))
    with pytest.raises(ValueError, match="full form"):
        k.tap_plan(big)
    with pytest.raises(ValueError, match="at most twice"):
        k.tap_plan(FeatureCard(id="w", row="beach", tags=("local",) * 3))
    assert 12 in k.number_choices("points", 12)  # a value entered elsewhere is still shown


def test_the_draft_survives_the_url_and_a_bad_url_is_ignored():
    draft = k.add_shape(k.tap_tag(k.new_draft("beach"), "wave"), "ring")
    assert k.decode(k.encode(draft)) == draft
    for bad in ("", "not json", '{"row": "moon"}', k.encode({**draft, "next": 0}), "[1, 2]",
                k.encode(k.with_id(draft, "x" * 33)), k.encode({**draft, "id": 7})):
        assert k.decode(bad) is None
    named = k.with_id(draft, "Ab3-_x")  # the id that tells a saved card's old URL from a new card
    assert k.decode(k.encode(named)) == named


def test_a_card_without_a_row_says_so():
    card, problems = k.draft_card(k.tap_tag(k.new_draft(), "local"))
    assert card is None and problems == ["Row: tap Beach or Street (the colour of the card's back)."]


def test_progress_counts_only_the_users_cards_by_row():
    from card_db.loader import load_builtin

    mine = [FeatureCard(id=f"m{n}", row=row) for n, row in enumerate(("beach", "beach", "street"))]
    from webapp.cards.words import progress_text

    text = progress_text(load_builtin().merged_with(mine))
    assert text == "3 of 78 feature cards (beach 2, street 1), 0 of 6 starting tiles"
