"""How a score reason names a card of the city, in the reader's language.

A reason is kept as what it says (``scorer.model.report.Worded``) and worded when read, so the cards it
names are named then too: a card with a name keeps it (the user's text, in every language); an unnamed
card or starting tile is named by its contents in the reader's language, unique in its catalogue
(``Catalogue.card_label`` / ``tile_label``: "... #2"); the starting tile as "starting tile X". English is
``Node.called``, written once per node when the city is built. Pure functions; no scoring.
"""

from __future__ import annotations

from typing import Iterable

import lang
from card_db.catalogue import Catalogue
from scorer.scoring.city import Node


def tile_called(label: str, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """The starting tile as a reason names it: "starting tile Harbor Office"."""
    return lang.text("explain.called_tile", language, tile=label)


def called_in(node: Node, catalogue: Catalogue, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """How a reason in ``language`` names the card at ``node`` (``Node.called`` in English)."""
    if language == lang.DEFAULT_LANGUAGE:
        return node.called
    if node.card is None:  # the starting tile's node
        return tile_called(catalogue.tile_label(node.card_id, language), language)
    return catalogue.card_label(node.card_id, language)


def names_in(nodes: Iterable[Node], catalogue: Catalogue, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """Several cards named for one sentence, joined as ``CityFacts.names`` joins them (", ")."""
    return ", ".join(called_in(node, catalogue, language) for node in nodes)
