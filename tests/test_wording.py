"""card_db.wording: one table of templates words every kind, in every style; the scorer returns facts, not sentences."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

import pytest

from card_db import models
from card_db.wording import TEMPLATES, ability_text, placement_text, reason_text
from scorer.scoring import abilities

ROOT = Path(__file__).resolve().parents[1]


def kinds(union) -> set[str]:
    """The ``kind`` of every class of a discriminated union (Annotated[Union[...], Field])."""
    return {cls.model_fields["kind"].default for cls in typing.get_args(typing.get_args(union)[0])}


RING_KINDS = {"ring", "any_number_ring"}


def test_every_kind_has_its_templates_in_every_style():
    for kind in kinds(models.PlacementAction):
        assert {f"placement.{kind}.short", f"placement.{kind}.long"} <= TEMPLATES.keys()
    for kind in kinds(models.ScoringAbility):
        assert {f"ability.{kind}.short", f"ability.{kind}.long", f"ability.{kind}.robot"} <= TEMPLATES.keys()
    for kind in RING_KINDS:
        assert f"ability.{kind}.report" in TEMPLATES
    # Every kind scored on the "cards" line says why in its own reasons; rings say it on their own line.
    reasoned = {key.split(".")[1] for key in TEMPLATES if key.startswith("reason.") and key.count(".") == 2}
    assert reasoned == kinds(models.ScoringAbility) - RING_KINDS | {"footprint"}


WORDS = [  # (record, long: the card's lines, short: a catalogue label)
    (models.GainSandDollars(amount=1), "Gain 1 sand dollar", "+1 sand dollar"),
    (models.GainSandDollars(amount=2), "Gain 2 sand dollars", "+2 sand dollars"),
    (models.AddPeople(person="local", count=1), "Add 1 local", "add 1 local"),
    (models.AddPeople(person="tourist", count=2), "Add 2 tourists", "add 2 tourists"),
    (models.MovePeople(person="tourist", count=2, distance=1), "Move up to 2 tourists up to 1 space each",
     "move 2 tourists 1 space"),
    (models.MovePeople(person="vip", count=1, distance=3), "Move up to 1 VIP up to 3 spaces each",
     "move 1 VIP 3 spaces"),
    (models.MovePeople(person="any", count=4, distance=2), "Move up to 4 people of any type up to 2 spaces each",
     "move 4 any 2 spaces"),
    (models.MoveHere(), "Move up to 3 people here from anywhere", "move 3 here"),
    (models.AdjacentTag(tag="tourist", points=2), "Adjacent to Tourist Spot: 2", "next to Tourist 2"),
    (models.AdjacentTag(tag="business", points=-2), "Adjacent to Business: -2", "next to Business -2"),
    (models.AdjacentSymbol(symbol="people", points=-4), "Adjacent to a card that gives people: -4",
     "next to people -4"),
    (models.AdjacentSymbol(symbol="sand_dollar", points=3), "Adjacent to a card that gives sand dollars: 3",
     "next to sand dollar 3"),
    (models.NotAdjacentSymbol(points=2), "Not adjacent to a card with an activity ring: 2", "not next to ring 2"),
    (models.AdjacentTwoOrMore(tag="sports", points=5), "Adjacent to 2+ Sports: 5", "next to 2+ Sports 5"),
    (models.AdjacentAllOf(tags=("local", "tourist", "business", "nature"), points=8),
     "Adjacent to all of Local Spot, Tourist Spot, Business and Nature: 8", "next to Local+Tourist+Business+Nature 8"),
    # Long as entered, short in catalogue order (the label of a card must not depend on the order tapped).
    (models.AdjacentAllOf(tags=("nature", "local"), points=8), "Adjacent to all of Nature and Local Spot: 8",
     "next to Local+Nature 8"),
    (models.AdjacentOneOrMore(tag="wave", one_points=3, more_points=5), "Adjacent to Waves: 1 -> 3, 2+ -> 5",
     "next to Waves 3/2+ 5"),
    (models.Chain(tag="local", minimum=3, points=4), "Chain 3+ Local Spot: 4", "chain 3+ Local 4"),
    (models.ChainPerTag(tag="nature", minimum=5, points_per_tag=1), "Chain 5+ Nature: 1 per tag",
     "chain 5+ Nature 1 each"),
    (models.UnspentSandDollars(per=2, points=1), "Unspent sand dollars: 1 per 2", "1 per 2 sand dollars"),
    (models.TagsInCity(tag="wave", per=2, points=1), "Waves tags in the city: 1 per 2", "1 per 2 Waves in city"),
    (models.Ring(tourists=1, points=3), "Ring: 1 tourist -> 3", "ring 1 tourist 3"),
    (models.Ring(locals=1, tourists=2, vips=1, points=6), "Ring: 1 local + 2 tourists + 1 VIP -> 6",
     "ring 1 local 2 tourists 1 VIP 6"),
    (models.Ring(any=2, points=3), "Ring: 2 people of any type -> 3", "ring 2 any 3"),
    (models.Ring(any=1, points=2), "Ring: 1 person of any type -> 2", "ring 1 any 2"),
    (models.AnyNumberRing(points=3), "Ring: any number of people (at least 1) -> 3", "ring any number 3"),
    (models.EndOfBeach(), "End of beach: stays the leftmost beach card", "end of beach"),
]


@pytest.mark.parametrize(("record", "long", "short"), WORDS)
def test_each_kind_in_its_long_and_short_words(record, long, short):
    text = placement_text if record.kind in kinds(models.PlacementAction) else ability_text
    assert text(record) == long  # the long style is the default (the card's lines, webapp.cards.text)
    assert text(record, "long") == long
    assert text(record, "short") == short


def test_every_kind_has_a_case():
    """A new kind in the schema must get its words and a test here."""
    assert {r.kind for r, _, _ in WORDS} == kinds(models.PlacementAction) | kinds(models.ScoringAbility)


def test_a_ring_as_the_report_names_it():
    assert ability_text(models.Ring(locals=1, any=1, points=3), "report") == "ring of 1 local + 1 person of any type (3 points)"
    assert ability_text(models.AnyNumberRing(points=1), "report") == "any-number ring (1 point)"


def test_a_counted_noun_takes_its_form_from_the_number():
    def footprint(count: int, each: int) -> str:
        return reason_text("footprint", "matches", {"count": count, "matches": ["local"] * count, "each": each},
                           "Pier")

    assert footprint(1, 1) == "Footprint on Pier: 1 match (Local Spot), 1 point each"
    assert footprint(2, -1) == "Footprint on Pier: 2 matches (Local Spot, Local Spot), -1 point each"
    assert footprint(3, 2) == "Footprint on Pier: 3 matches (Local Spot, Local Spot, Local Spot), 2 points each"


def test_a_reason_names_positions_through_the_scorer_and_says_what_the_card_wants():
    def names(positions):
        return ", ".join(f"card {column}" for _, column in positions)

    values = {"tag": "nature", "around": (("beach", 1), ("street", 0)), "wanted": -2}
    assert reason_text("adjacent_tag", "missing", values, "Dune", names) == (
        "Dune loses 2 next to a Nature tag; none of its neighbours (card 1, card 0) has one")
    assert reason_text("adjacent_tag", "missing", {**values, "around": (), "wanted": 3}, "Dune", names) == (
        "Dune scores 3 next to a Nature tag; none of its neighbours has one")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_words_import_no_model_so_the_models_may_use_them():
    # The old circle: card_db.models imported card_db.labels inside display_name, and labels imported models.
    for module in ("wording", "labels"):
        imported = _imported_modules(ROOT / "card_db" / f"{module}.py")
        assert "card_db.models" not in imported and not any(m.startswith("scorer") for m in imported), module
    assert "card_db.labels" in _imported_modules(ROOT / "card_db" / "models.py")


def test_the_scorer_returns_facts_and_only_the_wording_writes_sentences():
    from card_db.generated import generated_catalogue
    from scorer.generated import generated_finished_game
    from scorer.scoring.city import build_city
    from scorer.scoring.facts import CityFacts

    catalogue = generated_catalogue(3)
    seen_cases = set()
    for seed in range(6):
        game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue)
        for player in game.players:
            facts = CityFacts(build_city(player, catalogue))
            items = abilities.score_card_abilities(facts, player.sand_dollars)
            scored = []
            ratio = 0  # ruling 9: the player's ratio cards are counted across the city
            for node in facts.city.feature_nodes():
                for ability in node.abilities:
                    item = abilities.score_ability(ability, node, facts, player.sand_dollars,
                                                   ratio + 1 if ability.kind == "unspent_sand_dollars" else 1)
                    ratio += ability.kind == "unspent_sand_dollars"
                    if item is not None:
                        scored.append(item)
            assert [(i.points, i.reason) for i in items] == [(i.points, i.reason) for i in scored]
            assert abilities.card_points(facts, player.sand_dollars) == sum(i.points for i in items)
            for node in facts.city.feature_nodes():
                for ability in node.abilities:
                    if ability.kind in ("unspent_sand_dollars", *RING_KINDS):
                        continue
                    fact = abilities._handler_of(ability)(ability, node, facts)
                    seen_cases.add((fact.kind, fact.case))
                    # Numbers, tags, a symbol and positions: no sentence is written before it is worded.
                    for value in fact.values.values():
                        assert not (isinstance(value, str) and " " in value), (fact, value)
                    assert f"reason.{fact.kind}.{fact.case}" in TEMPLATES
    assert len(seen_cases) >= 15  # the generated games meet most cases of most kinds
