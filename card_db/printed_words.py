"""The words printed on the built-in objective tiles and sand dollar action tiles, in a language.

``card_db/data/objectives.json`` and ``sand_dollar_actions.json`` hold the English words as printed;
the catalogues (``lang/catalogues``) hold them in every language under ``objective.<id>.<field>`` and
``sanddollar.<id>.<field>`` (an id's ``-`` written ``_``). A tile whose id the catalogues do not know,
or whose English words differ from the catalogue's (a catalogue file changed by hand), shows its own
data text, as before. This module reads no file and scores nothing.
"""

from __future__ import annotations

from typing import Literal

import lang
from card_db.models import ObjectiveTile, SandDollarAction
from lang.catalogue import catalogue

ObjectiveField = Literal["name", "wave_line", "misc_line", "people_line"]
ActionField = Literal["name", "text"]


def _printed(key: str, printed: str, language: str) -> str:
    """The catalogue's words for ``key`` when its English is ``printed``; else ``printed`` itself."""
    if catalogue(lang.DEFAULT_LANGUAGE).get(key) != printed:
        return printed
    return lang.text(key, language)


def objective_words(tile: ObjectiveTile, field: ObjectiveField, language: str = "en") -> str:
    """An objective tile's ``name`` or one of its printed lines in ``language`` ("Blau", "2 pro ...")."""
    return _printed(f"objective.{tile.id}.{field}", getattr(tile, field), language)


def sand_dollar_words(action: SandDollarAction, field: ActionField, language: str = "en") -> str:
    """A sand dollar action's ``name`` or ``text`` in ``language``."""
    return _printed(f"sanddollar.{action.id.replace('-', '_')}.{field}", getattr(action, field), language)
