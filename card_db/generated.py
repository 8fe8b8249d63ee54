"""Randomly generated SAMPLE cards and starting tiles, for benchmarks, property tests and virtual games.

The printed cards are not public, so a full 78-card deck for tests and benchmarks has to be made
up. Every generated card is flagged ``sample=True`` so it can never pass for a printed card, and has
no name: like a printed card it is known by its contents (``card_db.labels``), and "(sample)". Generation is deterministic for a seed. This module builds data only.
"""

from __future__ import annotations

import random

from card_db import models
from card_db.catalogue import PRINTED_FEATURE_CARDS, PRINTED_STARTING_TILES, Catalogue
from card_db.models import NON_WAVE_TAGS, TAGS


def _ability(rng: random.Random) -> models.ScoringAbility:
    """One random scoring ability (rings excluded: they are drawn separately)."""
    tag = rng.choice(TAGS)
    roll = rng.randrange(11)
    if roll == 0:
        return models.AdjacentTag(tag=tag, points=rng.choice((1, 2, 2, 3, -2)))
    if roll == 1:
        return models.AdjacentSymbol(symbol=rng.choice(("sand_dollar", "people", "ring")),
                                     points=rng.choice((2, 3, -4)))
    if roll == 2:
        return models.NotAdjacentSymbol(symbol="ring", points=2)
    if roll == 3:
        return models.AdjacentTwoOrMore(tag=tag, points=5)
    if roll == 4:
        return models.AdjacentAllOf(tags=tuple(rng.sample(NON_WAVE_TAGS, 4)), points=8)
    if roll == 5:
        return models.AdjacentOneOrMore(tag=tag, one_points=3, more_points=5)
    if roll == 6:
        return models.Chain(tag=tag, minimum=rng.choice((2, 3, 4)), points=rng.choice((3, 4, 5)))
    if roll == 7:
        return models.ChainPerTag(tag=tag, minimum=rng.choice((3, 4, 5)), points_per_tag=1)
    if roll == 8:
        return models.UnspentSandDollars(per=rng.choice((1, 2, 3)), points=1)
    if roll == 9:
        return models.TagsInCity(tag=tag, per=2, points=1)
    return models.AdjacentTag(tag=tag, points=2)


def _ring(rng: random.Random) -> models.RingAbility:
    roll = rng.randrange(5)
    if roll == 0:
        return models.AnyNumberRing(points=3)
    if roll == 1:
        return models.Ring(any=rng.choice((1, 2)), points=rng.choice((2, 3)))
    return models.Ring(
        locals=rng.choice((0, 1, 2)),
        tourists=rng.choice((0, 1, 2)) or 1,
        vips=1 if rng.random() < 0.15 else 0,
        points=rng.choice((3, 4, 5, 6)),
    )


def _placement(rng: random.Random) -> tuple[models.PlacementAction, ...]:
    roll = rng.randrange(6)
    if roll == 0:
        return (models.GainSandDollars(amount=rng.choice((1, 2, 3))),)
    if roll == 1:
        return (models.AddPeople(person=rng.choice(("local", "tourist")), count=rng.choice((1, 2))),)
    if roll == 2:
        return (models.MovePeople(person=rng.choice(("local", "tourist", "any")), count=rng.choice((1, 2, 4)),
                           distance=rng.choice((1, 2))),)
    if roll == 3:
        return (models.MoveHere(count=3),)
    if roll == 4:
        return (models.AddPeople(person="tourist", count=1), models.GainSandDollars(amount=1))
    return ()


def generated_cards(seed: int, count: int = PRINTED_FEATURE_CARDS) -> tuple[models.FeatureCard, ...]:
    """``count`` random sample feature cards; about half beach, half street; one end-of-beach card."""
    rng = random.Random(seed)
    cards = []
    for number in range(1, count + 1):
        row = "beach" if number % 2 else "street"
        tag_pool = TAGS if row == "beach" else NON_WAVE_TAGS
        tags = tuple(rng.choice(tag_pool) for _ in range(rng.choice((1, 1, 2, 2, 3))))
        scoring = [_ability(rng) for _ in range(rng.choice((0, 1, 1, 2)))]
        if rng.random() < 0.35:
            scoring.append(_ring(rng))
        if number == 1:
            scoring = [models.EndOfBeach()]
        cards.append(
            models.FeatureCard(
                id=f"gen-{seed}-{number:02d}",
                row=row,
                tags=tags,
                placement=_placement(rng),
                scoring=tuple(scoring),
                sample=True,
            )
        )
    return tuple(cards)


def generated_starting_tiles(seed: int, count: int = PRINTED_STARTING_TILES) -> tuple[models.StartingTile, ...]:
    """``count`` random sample starting tiles with 1 or 2 VIPs (at most 8 VIPs in all, as in the box)."""
    rng = random.Random(seed + 1)
    tiles = []
    for number in range(1, count + 1):
        vips = 2 if number <= 2 else 1
        wants = tuple(rng.sample(TAGS, vips))
        tiles.append(
            models.StartingTile(
                id=f"gen-{seed}-tile-{number}",
                vips=vips,
                setup=models.SetupBonus(sand_dollars=rng.choice((0, 1, 2)), locals=rng.choice((0, 1)),
                                 tourists=rng.choice((0, 1))),
                footprint=models.FootprintRule(wants=wants, points_per_match=rng.choice((1, 2))),
                beach=models.TileHalf(tags=(rng.choice(TAGS),)),
                street=models.TileHalf(tags=(rng.choice(NON_WAVE_TAGS),)),
                sample=True,
            )
        )
    return tuple(tiles)


def generated_catalogue(seed: int, base: Catalogue | None = None) -> Catalogue:
    """A catalogue of 78 generated sample cards and 6 tiles, merged over ``base`` (objectives, actions)."""
    base = base or Catalogue()
    return base.merged_with(generated_cards(seed), generated_starting_tiles(seed))
