"""How a score reason names a card of the city, in the reader's language.

A reason is kept as what it says (``scorer.model.report.Worded``) and worded when read, so the cards it
names are named then too: a card with a name keeps it (the user's text, in every language; a sample card's
mark is the language's); an unnamed card or starting tile is named by its contents in the reader's language,
unique in its catalogue (``Catalogue.card_label`` / ``tile_label``: "... #2"); the starting tile as
"starting tile X". English is ``Node.called`` / ``Node.name``, written once per node when the city is
built; the other languages ask the node's own catalogue (``Node.word``), so a reason needs to keep only
the nodes it names. Pure functions; no scoring.
"""

from __future__ import annotations

from collections.abc import Iterable

import lang
from card_db.catalogue import Catalogue
from scorer.scoring.city import Node

EN = lang.DEFAULT_LANGUAGE


def tile_called(label: str, language: str = EN) -> str:
    """The starting tile as a reason names it: "starting tile Harbor Office"."""
    return lang.text("explain.called_tile", language, tile=label)


def label_in(node: Node, language: str = EN, catalogue: Catalogue | None = None) -> str:
    """The card or starting tile at ``node`` as players read it in ``language`` (``Node.name`` in
    English): its name, else its contents, unique in its catalogue (``catalogue``, else the node's own,
    ``Node.word``)."""
    if catalogue is None or language == EN:
        return node.word(language)
    if node.card is None:  # the starting tile's node
        return catalogue.tile_label(node.card_id, language)
    return catalogue.card_label(node.card_id, language)


def called_in(node: Node, catalogue: Catalogue | None = None, language: str = EN) -> str:
    """How a reason in ``language`` names the card at ``node`` (``Node.called`` in English): the starting
    tile as "starting tile X"; ``catalogue`` defaults to the node's own."""
    if language == EN:
        return node.called
    if node.card is None:
        return tile_called(label_in(node, language, catalogue), language)
    return label_in(node, language, catalogue)


def names_in(nodes: Iterable[Node], catalogue: Catalogue | None = None, language: str = EN) -> str:
    """Several cards named for one sentence, joined as ``CityFacts.names`` joins them (", ")."""
    return ", ".join(called_in(node, catalogue, language) for node in nodes)
