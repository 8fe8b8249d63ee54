"""The card catalogue schema: every icon of Santa Monica as frozen pydantic models.

A feature card is described by the icons printed on it, so the schema is the complete
vocabulary of the rulebook's "Action and Ability Guide" and scoring chapters:

- location tags (a card may carry the same tag twice, so tags are a tuple, not a set);
- placement actions (what happens when the card is placed), a discriminated union on ``kind``;
- scoring abilities (what the card scores at game end), a discriminated union on ``kind``,
  activity rings and the "end of beach" icon included.

Starting tiles, objective tiles and sand dollar actions live here too. This module only
describes data; it computes no score and knows nothing about files (see ``card_db.loader``).
Its words (a record's ``display_name``, ``TAG_LABELS``) come from ``card_db.labels`` and
``card_db.wording``, which import no model.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from card_db.labels import content_label
from card_db.limits import MAX_RING_SIZE, MAX_RINGS_PER_CARD, MAX_TILE_VIPS
from card_db.text import clean_name, normalise_name, refuse_controls, text_line, text_lines
from card_db.wording import SYMBOL_LABELS, TAG_LABELS  # noqa: F401 (their words, read with the schema)
from lang.said import Said

# --- constrained types, declared once -------------------------------------------------------

Tag = Literal["local", "tourist", "business", "sports", "nature", "wave"]
"""A location tag: Local Spot, Tourist Spot, Business, Sports, Nature, Waves."""

TAGS: tuple[Tag, ...] = ("local", "tourist", "business", "sports", "nature", "wave")
NON_WAVE_TAGS: tuple[Tag, ...] = ("local", "tourist", "business", "sports", "nature")

Symbol = Literal["sand_dollar", "people", "ring"]
"""A printed icon other than a tag that an adjacency can look at (ruling 3: the icon, not pieces).

``sand_dollar``: the card gives sand dollars through its placement actions;
``people``: the card gives people through its placement actions;
``ring``: the card has an activity ring (filled or not)."""

Attribute = Literal["local", "tourist", "business", "sports", "nature", "wave", "sand_dollar", "people", "ring"]
"""What a VIP can want on a starting tile's footprint rule: a tag or a printed symbol."""

Row = Literal["beach", "street"]
PersonType = Literal["local", "tourist", "vip"]
PersonFilter = Literal["local", "tourist", "vip", "any"]
"""Who a move icon may move: one type, or the multi-coloured wild (any person, never the foodie)."""

ObjectiveId = Literal["blue", "green", "orange"]

Count = Annotated[int, Field(ge=0, le=99)]
PositiveCount = Annotated[int, Field(ge=1, le=99)]
Points = Annotated[int, Field(ge=-99, le=99)]
CardId = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9_\-]*$")]
Name = Annotated[str, Field(min_length=1, max_length=80), AfterValidator(clean_name)]
"""A name (player, card, tile): stored normalised (``card_db.text.clean_name``), never blank."""
def _optional_name(name: str) -> str:
    refuse_controls(name)
    return normalise_name(name)


OptionalName = Annotated[str, Field(max_length=80), AfterValidator(_optional_name)]
"""A card's or tile's name: optional, since the printed cards most likely carry none (see ``card_db.labels``);
stored normalised like ``Name``, but may be empty."""
PHOTO_MAX_CHARS = 40_000
"""A card photo is a small thumbnail (about 30 KB once decoded): the whole box with photos is about 3.4 MB,
within a catalogue file's 8 MB (``strict_json.MAX_CATALOGUE_BYTES``)."""
Photo = Annotated[str, Field(max_length=PHOTO_MAX_CHARS, pattern=r"^[A-Za-z0-9+/]*={0,2}$")]
"""An optional thumbnail of the printed card: a JPEG as base64 text (made by ``webapp.cards.photo``)."""
OneLine = AfterValidator(text_line)
"""Marks a one-line text field (title, date): no control characters, bidi controls stripped."""
MultiLine = AfterValidator(text_lines)
"""Marks a notes field: line breaks allowed, no other control characters, bidi controls stripped."""
CARDS_PER_FILE = 1000
"""Most feature cards one file may define (the printed box has 78): bounds what reading a file costs."""
STARTING_TILES_PER_FILE = 100
"""Most starting tiles one file may define (the printed box has 6)."""


class RuleError(ValueError):
    """A printed-card rule broken, as pydantic's ``value_error``: its message is the English sentence (files'
    reports, logs), ``said`` the catalogue key and values a form words in the reader's language
    (``webapp.cards.values``)."""

    def __init__(self, key: str, /, **values: Any):
        self.said = Said(key, **values)
        super().__init__(str(self.said))


class StrictModel(BaseModel):
    """Base for every catalogue record: immutable, unknown fields rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# --- placement actions ----------------------------------------------------------------------


class GainSandDollars(StrictModel):
    """Take N sand dollars from the supply."""

    kind: Literal["gain_sand_dollars"] = "gain_sand_dollars"
    amount: PositiveCount


class AddPeople(StrictModel):
    """Add N locals or tourists from the supply to this card (not optional)."""

    kind: Literal["add_people"] = "add_people"
    person: Literal["local", "tourist"]
    count: PositiveCount


class MovePeople(StrictModel):
    """Move up to ``count`` people of a type (or any type) up to ``distance`` spaces each (optional)."""

    kind: Literal["move_people"] = "move_people"
    person: PersonFilter
    count: PositiveCount
    distance: PositiveCount


class MoveHere(StrictModel):
    """Move up to ``count`` people of any type onto this card from anywhere in the city (ruling 16)."""

    kind: Literal["move_here"] = "move_here"
    count: PositiveCount = 3


PlacementAction = Annotated[
    GainSandDollars | AddPeople | MovePeople | MoveHere,
    Field(discriminator="kind"),
]


# --- scoring abilities ----------------------------------------------------------------------


class AdjacentTag(StrictModel):
    """``points`` if at least one neighbour carries ``tag`` (scores once; may be negative)."""

    kind: Literal["adjacent_tag"] = "adjacent_tag"
    tag: Tag
    points: Points


class AdjacentSymbol(StrictModel):
    """``points`` if a neighbour carries the printed ``symbol`` (the -4 "gives people" card is this)."""

    kind: Literal["adjacent_symbol"] = "adjacent_symbol"
    symbol: Symbol
    points: Points


class NotAdjacentSymbol(StrictModel):
    """``points`` if NO neighbour carries ``symbol`` (the "not adjacent to a ring" card)."""

    kind: Literal["not_adjacent_symbol"] = "not_adjacent_symbol"
    symbol: Symbol = "ring"
    points: Points


class AdjacentTwoOrMore(StrictModel):
    """``points`` if the neighbours carry 2 or more ``tag`` tags between them, else 0."""

    kind: Literal["adjacent_two_or_more"] = "adjacent_two_or_more"
    tag: Tag
    points: Points


class AdjacentAllOf(StrictModel):
    """``points`` if the neighbours carry every one of ``tags`` (the four-attribute card), else 0."""

    kind: Literal["adjacent_all_of"] = "adjacent_all_of"
    tags: Annotated[tuple[Tag, ...], Field(min_length=2, max_length=6)]
    points: Points

    @model_validator(mode="after")
    def _distinct_tags(self) -> AdjacentAllOf:
        if len(set(self.tags)) != len(self.tags):
            raise ValueError("list each tag once: the card needs all of these different tags around it")
        return self


class AdjacentOneOrMore(StrictModel):
    """Either/or: ``one_points`` for exactly one neighbouring ``tag``, ``more_points`` for two or more."""

    kind: Literal["adjacent_one_or_more"] = "adjacent_one_or_more"
    tag: Tag
    one_points: Points
    more_points: Points


class Chain(StrictModel):
    """Fixed ``points`` if this card is in a group of at least ``minimum`` ``tag`` tags."""

    kind: Literal["chain"] = "chain"
    tag: Tag
    minimum: PositiveCount
    points: Points


class ChainPerTag(StrictModel):
    """``points_per_tag`` per tag in this card's ``tag`` group, if it has at least ``minimum`` tags."""

    kind: Literal["chain_per_tag"] = "chain_per_tag"
    tag: Tag
    minimum: PositiveCount
    points_per_tag: Points


class UnspentSandDollars(StrictModel):
    """``points`` for every ``per`` unspent sand dollars at game end (each card counts on its own)."""

    kind: Literal["unspent_sand_dollars"] = "unspent_sand_dollars"
    per: PositiveCount
    points: Points


class TagsInCity(StrictModel):
    """``points`` for every ``per`` ``tag`` tags anywhere in the city (this card included)."""

    kind: Literal["tags_in_city"] = "tags_in_city"
    tag: Tag
    per: PositiveCount
    points: Points


class Ring(StrictModel):
    """An activity ring: scores ``points`` only when it holds exactly the pictured people.

    ``any`` counts the wild (multi-coloured) slots that a local, tourist or VIP may fill."""

    kind: Literal["ring"] = "ring"
    locals: Count = 0
    tourists: Count = 0
    vips: Count = 0
    any: Count = 0
    points: Points

    @model_validator(mode="after")
    def _has_a_slot(self) -> Ring:
        if self.size == 0:
            raise RuleError("card.rule_ring_empty")
        if self.size > MAX_RING_SIZE:
            raise RuleError("card.rule_ring_too_big", limit=MAX_RING_SIZE, size=self.size, locals=self.locals,
                            tourists=self.tourists, vips=self.vips, any=self.any)
        return self

    @property
    def size(self) -> int:
        """How many people fill the ring exactly."""
        return self.locals + self.tourists + self.vips + self.any


class AnyNumberRing(StrictModel):
    """The "any number, any type" ring: filled by 1 or more people, then holds everyone on its card."""

    kind: Literal["any_number_ring"] = "any_number_ring"
    points: Points


class EndOfBeach(StrictModel):
    """The "end of beach" icon: a placement rule (leftmost beach card, never swapped); scores nothing."""

    kind: Literal["end_of_beach"] = "end_of_beach"


ScoringAbility = Annotated[
    AdjacentTag
    | AdjacentSymbol
    | NotAdjacentSymbol
    | AdjacentTwoOrMore
    | AdjacentAllOf
    | AdjacentOneOrMore
    | Chain
    | ChainPerTag
    | UnspentSandDollars
    | TagsInCity
    | Ring
    | AnyNumberRing
    | EndOfBeach,
    Field(discriminator="kind"),
]

RingAbility = Ring | AnyNumberRing


# --- cards and tiles ------------------------------------------------------------------------


class FeatureCard(StrictModel):
    """One feature card, as printed: its row, tags, placement actions and scoring abilities.

    ``name`` is optional (empty: the card is known by its contents, ``card_db.labels``).
    ``sample`` marks cards invented for demos and tests: they are never the printed cards."""

    id: CardId
    name: OptionalName = ""
    row: Row
    tags: Annotated[tuple[Tag, ...], Field(max_length=6)] = ()
    placement: Annotated[tuple[PlacementAction, ...], Field(max_length=6)] = ()
    scoring: Annotated[tuple[ScoringAbility, ...], Field(max_length=8)] = ()
    sample: bool = False
    notes: Annotated[str, Field(max_length=500), MultiLine] = ""
    photo: Photo = ""
    """Optional: a small JPEG thumbnail of the card, base64; never part of its contents."""

    def without_photo(self) -> FeatureCard:
        """The card without its photo: what a game file carries inline. Photos live in catalogue files
        (``strict_json.MAX_CATALOGUE_BYTES``); a game's 60 cards with photos would pass a game file's
        2 MB and could not be read back."""
        return self.model_copy(update={"photo": ""}) if self.photo else self

    @property
    def rings(self) -> tuple[RingAbility, ...]:
        """The activity rings printed on the card."""
        return tuple(a for a in self.scoring if isinstance(a, (Ring, AnyNumberRing)))

    @property
    def symbols(self) -> frozenset[str]:
        """The printed symbols an adjacency can look at (ruling 3)."""
        return symbols_of(self.placement, self.rings)

    @property
    def is_end_of_beach(self) -> bool:
        """True for the card that must stay the leftmost beach card (ruling 14)."""
        return any(isinstance(a, EndOfBeach) for a in self.scoring)

    @property
    def display_name(self) -> str:
        """The card as shown to players: its name, else its contents; sample cards always say so.

        Two identical unnamed cards read the same here: ``Catalogue.card_label`` tells them apart."""
        return content_label(self)

    @model_validator(mode="after")
    def _rings_fit_on_a_card(self) -> FeatureCard:
        _check_ring_count(self.rings, "card.rule_where_card")
        return self

    @model_validator(mode="after")
    def _end_of_beach_is_beach(self) -> FeatureCard:
        if self.is_end_of_beach and self.row != "beach":
            raise ValueError("the end-of-beach icon only appears on beach cards: set row to 'beach'")
        if sum(isinstance(a, EndOfBeach) for a in self.scoring) > 1:
            raise ValueError("a card carries the end-of-beach icon at most once: remove the repeat")
        return self


def canonical(ability: ScoringAbility) -> ScoringAbility:
    """``ability`` with the tags of "next to all of" in catalogue order (a set on the card, not a list)."""
    if isinstance(ability, AdjacentAllOf):
        return ability.model_copy(update={"tags": tuple(sorted(ability.tags, key=TAGS.index))})
    return ability


def same_contents(a: FeatureCard, b: FeatureCard) -> bool:
    """True when two cards carry the same printed icons (row, tags, abilities); names and ids aside.

    Tags are compared as a multiset, like the tags of "next to all of": the order they were
    entered in is not printed."""
    return (a.row, Counter(a.tags), a.placement, tuple(map(canonical, a.scoring))) == (
        b.row, Counter(b.tags), b.placement, tuple(map(canonical, b.scoring)))


def _check_ring_count(rings: tuple[RingAbility, ...], where: str) -> None:
    """A card (or a tile half) has room for at most ``MAX_RINGS_PER_CARD`` ring icons; ``where`` is the catalogue
    key naming it ("card.rule_where_card")."""
    if len(rings) > MAX_RINGS_PER_CARD:
        raise RuleError("card.rule_too_many_rings", where=Said(where), limit=MAX_RINGS_PER_CARD, count=len(rings),
                        extra=len(rings) - MAX_RINGS_PER_CARD)


def symbols_of(placement: tuple[PlacementAction, ...], rings: tuple[RingAbility, ...]) -> frozenset[str]:
    """Symbols implied by printed placement icons and rings."""
    found: set[str] = set()
    for action in placement:
        if isinstance(action, GainSandDollars):
            found.add("sand_dollar")
        elif isinstance(action, AddPeople):
            found.add("people")
    if rings:
        found.add("ring")
    return frozenset(found)


class TileHalf(StrictModel):
    """What is printed on one half (beach or street) of a starting tile, besides the VIP rule.

    ``symbols`` lists printed sand dollar / people icons that an adjacency may see. Setup
    bonuses are NOT symbols (ruling 17)."""

    tags: Annotated[tuple[Tag, ...], Field(max_length=4)] = ()
    symbols: Annotated[tuple[Literal["sand_dollar", "people"], ...], Field(max_length=2)] = ()
    rings: tuple[Annotated[RingAbility, Field(discriminator="kind")], ...] = ()

    @model_validator(mode="after")
    def _rings_fit_on_a_half(self) -> TileHalf:
        _check_ring_count(self.rings, "card.rule_where_half")
        return self


class SetupBonus(StrictModel):
    """What a starting tile gives at setup; people start on its street half (ruling 4)."""

    sand_dollars: Count = 0
    locals: Count = 0
    tourists: Count = 0


class FootprintRule(StrictModel):
    """Which attributes the VIPs want and the points per matching attribute (ruling 10)."""

    wants: Annotated[tuple[Attribute, ...], Field(min_length=1, max_length=6)]
    points_per_match: Points = 1


class StartingTile(StrictModel):
    """A double-high starting tile: 1 or 2 VIPs, setup bonus, footprint rule, and both halves."""

    id: CardId
    name: OptionalName = ""
    vips: Annotated[int, Field(ge=1, le=MAX_TILE_VIPS)]
    setup: SetupBonus = SetupBonus()
    footprint: FootprintRule
    beach: TileHalf = TileHalf()
    street: TileHalf = TileHalf()
    sample: bool = False
    notes: Annotated[str, Field(max_length=500), MultiLine] = ""

    @property
    def tags(self) -> tuple[Tag, ...]:
        """Tags printed on both halves (the tile is one card for adjacency and chains)."""
        return self.beach.tags + self.street.tags

    @property
    def rings(self) -> tuple[RingAbility, ...]:
        """Rings printed on both halves."""
        return self.beach.rings + self.street.rings

    @property
    def symbols(self) -> frozenset[str]:
        """Printed symbols on either half; setup bonuses never count (ruling 17)."""
        found: set[str] = set(self.beach.symbols) | set(self.street.symbols)
        if self.rings:
            found.add("ring")
        return frozenset(found)

    @property
    def display_name(self) -> str:
        """The tile as shown to players: its name, else its contents; sample tiles always say so."""
        return content_label(self)


class ObjectiveTile(StrictModel):
    """A scoring objective tile: its three printed lines (the scorer dispatches on ``id``)."""

    id: ObjectiveId
    name: Name
    wave_line: Annotated[str, OneLine]
    misc_line: Annotated[str, OneLine]
    people_line: Annotated[str, OneLine]


CardSource = Literal["front", "two_front", "front_and_behind", "anywhere_with_tag", "back"]


class SandDollarAction(StrictModel):
    """One of the 8 sand dollar actions (4 double-sided tiles; ruling 13: any two may be used)."""

    id: CardId
    name: Name
    cost: PositiveCount
    source: CardSource
    tag_filter: tuple[Tag, ...] = ()
    """For ``anywhere_with_tag``: the card must carry at least one of these tags."""
    move_person: PersonFilter = "any"
    move_count: Count = 0
    move_distance: Count = 0
    swaps: Count = 0
    return_people: Count = 0
    """Up to this many people from the city may be returned to the supply."""
    text: Annotated[str, OneLine]
