"""The scorer's reasons kept as what they say, worded only when read, in the reader's language.

Scoring makes one of these per explained item (``ScoreItem.why``, a ``scorer.model.report.Worded``) and
writes no sentence: ``CardReason`` (a card ability or a footprint: its kind, case and the ``Fact``'s
values, the card's node and the nodes of the cards it names), ``RingReason`` (a filled activity ring),
``RingLabel`` (a ring as the ring assignment lists it, ``RingFill.label``) and ``RobotReason`` (one
ability of a solo Robot card). ``word(language)`` writes the sentence from the catalogues' templates
(``card_db.wording``: ``reason.<kind>.<case>``, ``why.ring_*``), cards named by ``card_names`` in that
language; English is the pinned text, byte for byte, and is kept once written (items are shared by every
city scored with the same cards in the same surroundings, and read often). ``word_own`` words a line
under a heading that names the card already ("it is next to ...", "Footprint: 1 match"), in any language.

What a reason holds is small and shared: the fact's values (numbers, tags, positions), nodes (which every
city of their catalogue shares, ``scorer.scoring.city._Placed``), a printed ring: never a city, so a
memoised item keeps no city alive. Scores nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import lang
from card_db.catalogue import Catalogue
from card_db.models import AnyNumberRing, FeatureCard, RingAbility, ScoringAbility
from card_db.wording import ability_text, own_reason_wording, reason_wording, robot_text
from scorer.scoring.card_names import called_in, label_in
from scorer.scoring.city import Node, Position

EN = lang.DEFAULT_LANGUAGE


def own_card(language: str = EN) -> str:
    """How a line under the card's own heading names that card ("it")."""
    return lang.text("why.own_card", language)


class CardReason:
    """Why one ability (or the footprint) of the card at ``node`` scored what it scored: the ``Fact``'s kind,
    case and values, and ``named``, the nodes of the cards its values name by position (its neighbours,
    or its chain's members)."""

    __slots__ = ("kind", "case", "values", "node", "named", "_en")

    def __init__(self, kind: str, case: str, values: Mapping[str, Any], node: Node, named: tuple[Node, ...] = ()):
        self.kind = kind
        self.case = case
        self.values = values
        self.node = node
        self.named = named
        self._en: str | None = None

    def _names(self, language: str) -> Callable[[Iterable[Position]], str]:
        """Names the cards at some positions, joined as ``CityFacts.names`` joins them."""
        by_position = {node.position: node for node in self.named}
        if language == EN:
            return lambda positions: ", ".join([by_position[p].called for p in positions])
        return lambda positions: ", ".join([called_in(by_position[p], None, language) for p in positions])

    def word(self, language: str = EN) -> str:
        """The reason in ``language`` (its template ``reason.<kind>.<case>``)."""
        if language == EN:
            found = self._en
            if found is None:
                found = self._en = reason_wording(self.kind, self.case)(self.values, self.node.name,
                                                                         self._names(EN))
            return found
        return reason_wording(self.kind, self.case, language)(self.values, label_in(self.node, language),
                                                              self._names(language))

    def word_own(self, language: str = EN) -> str:
        """The reason under a heading naming the card: the card itself as ``own_card`` ("it")."""
        return own_reason_wording(self.kind, self.case, language)(self.values, own_card(language),
                                                                  self._names(language))

    def card_name_in(self, language: str = EN) -> str:
        """The card this reason is about, as players read it in ``language``."""
        return label_in(self.node, language)

    def __eq__(self, other: object) -> bool:
        return (type(other) is CardReason and (self.kind, self.case, self.values, self.node, self.named)
                == (other.kind, other.case, other.values, other.node, other.named))

    # No __hash__: a class that defines __eq__ is unhashable (Python sets __hash__ to None); compared, never a key.

    def __repr__(self) -> str:
        return f"CardReason({self.word()!r})"


def named_nodes(nodes: Mapping[Position, Node], positions: Iterable[Position]) -> tuple[Node, ...]:
    """The nodes at ``positions`` (a reason keeps them to name those cards later)."""
    return tuple(map(nodes.__getitem__, positions))


# --- rings -----------------------------------------------------------------------------------------


def _row(half: str, language: str) -> str:
    return lang.text("explain.row_beach" if half == "beach" else "explain.row_street", language)


def people_words(locals_: int, tourists: int, vips: int, language: str = EN) -> str:
    """"1 local + 1 VIP" (who fills a ring); "nobody"."""
    parts = [lang.text(key, language, count=n) for key, n in
             (("explain.locals", locals_), ("explain.tourists", tourists), ("explain.vips", vips)) if n]
    return " + ".join(parts) if parts else lang.text("explain.nobody", language)


def ring_words(ring: RingAbility, language: str = EN) -> str:
    """A printed ring as the report names it: "ring of 2 tourists (4 points)" (``card_db.wording``)."""
    return ability_text(ring, "report", language)


def ring_ability(ring: RingAbility) -> str:
    """The ability a "rings" item names."""
    return "any_number_ring" if isinstance(ring, AnyNumberRing) else "ring"


class RingLabel:
    """A printed ring as the ring assignment lists it ("ring of 2 tourists (4 points)"; on a half of the
    starting tile "street half: ring of ..."), worded when read."""

    __slots__ = ("ring", "half", "_en")

    def __init__(self, ring: RingAbility, half: str | None = None) -> None:
        self.ring = ring
        self.half = half
        self._en: str | None = None

    def word(self, language: str = EN) -> str:
        """The label in ``language``."""
        if language == EN and self._en is not None:
            return self._en
        label = ring_words(self.ring, language)
        if self.half is not None:
            label = lang.text("why.ring_half_label", language, row=_row(self.half, language), label=label)
        if language == EN:
            self._en = label
        return label

    def __eq__(self, other: object) -> bool:
        return type(other) is RingLabel and self.ring == other.ring and self.half == other.half

    # No __hash__: a class that defines __eq__ is unhashable (Python sets __hash__ to None); compared, never a key.

    def __repr__(self) -> str:
        return f"RingLabel({self.word()!r})"


class RingReason:
    """Why a filled ring scored (ruling 5): the ring, the card (``node``; ``half`` on the starting tile),
    who fills it and its points."""

    __slots__ = ("ring", "node", "half", "people", "points", "_en")

    def __init__(self, ring: RingAbility, node: Node, half: str | None, people: tuple[int, int, int], points: int):
        self.ring = ring
        self.node = node
        self.half = half
        self.people = people
        self.points = points
        self._en: str | None = None

    def _worded(self, language: str, card: str | None) -> str:
        label = ring_words(self.ring, language)
        values = {"ring": label[0].upper() + label[1:], "people": people_words(*self.people, language=language),
                  "points": self.points}
        if self.half is not None:
            values["row"] = _row(self.half, language)
        if card is None:  # under the card's own heading
            return lang.text("why.ring_own_filled" if self.half is None else "why.ring_own_filled_half", language,
                             **values)
        return lang.text("why.ring_filled" if self.half is None else "why.ring_filled_half", language, card=card,
                         **values)

    def word(self, language: str = EN) -> str:
        """The reason in ``language``: "Ring of 2 tourists (4 points) on Surf School filled by 2 tourists: 4"."""
        if language == EN:
            found = self._en
            if found is None:
                found = self._en = self._worded(EN, self.node.name)
            return found
        return self._worded(language, label_in(self.node, language))

    def word_own(self, language: str = EN) -> str:
        """The reason under the card's own heading: "Ring of 2 tourists (4 points) filled by ..."."""
        return self._worded(language, None)

    def card_name_in(self, language: str = EN) -> str:
        """The card (or starting tile) holding the ring, in ``language``."""
        return label_in(self.node, language)

    def __eq__(self, other: object) -> bool:
        return (type(other) is RingReason and (self.ring, self.node, self.half, self.people, self.points)
                == (other.ring, other.node, other.half, other.people, other.points))

    # No __hash__: a class that defines __eq__ is unhashable (Python sets __hash__ to None); compared, never a key.

    def __repr__(self) -> str:
        return f"RingReason({self.word()!r})"


# --- the solo Robot ----------------------------------------------------------------------------------


class RobotReason:
    """One printed ability of a Robot card, counted as met (ruling 15): the ability, the card, its catalogue
    (which names the card in any language, "#2" for an identical copy) and the numbers."""

    __slots__ = ("ability", "card", "catalogue", "values")

    def __init__(self, ability: ScoringAbility, card: FeatureCard, catalogue: Catalogue | None,
                 values: Mapping[str, Any]) -> None:
        self.ability = ability
        self.card = card
        self.catalogue = catalogue
        self.values = values

    def card_name_in(self, language: str = EN) -> str:
        """The card as players read it in ``language``."""
        if self.catalogue is None:
            return self.card.display_name
        return self.catalogue.card_label(self.card.id, language)

    def word(self, language: str = EN) -> str:
        """"Robot: Pier: ..." in ``language``."""
        return robot_text(self.ability, self.card_name_in(language), self.values, language)

    def __eq__(self, other: object) -> bool:
        return (type(other) is RobotReason and (self.ability, self.card, self.values)
                == (other.ability, other.card, other.values) and self.catalogue is other.catalogue)

    # No __hash__: a class that defines __eq__ is unhashable (Python sets __hash__ to None); compared, never a key.

    def __repr__(self) -> str:
        return f"RobotReason({self.word()!r})"
