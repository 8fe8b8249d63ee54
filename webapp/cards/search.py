"""Finding a card or a starting tile by the words a player types, in any of the app's languages.

One search for every box where a player types words to find a card or a tile (the Catalogue's two
searches, the City's card search): ``search(records, query, language)`` keeps the records whose
words hold every typed word. A record's words are its own name (user text, any language), what the
reader sees of it in ``language`` (its label by contents, its lines: row, tags, placement actions,
scoring abilities, rings; ``webapp.cards.text``) and the same in English, since a player may type
either. Matching ignores case and accents ("platano" finds "plátano", "strasse" finds "Straße").

A record's words are worked out once per record and language and kept (``_words``): records are
frozen, and a box searches the same few dozen on every rerun. Pure: no Streamlit, nothing scored.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import TypeVar

import lang
from card_db.labels import contents_label, sample_mark, tile_contents_label
from card_db.models import FeatureCard, StartingTile
from webapp.cards.text import card_lines, sample_line, tile_lines

Record = TypeVar("Record", FeatureCard, StartingTile)

WORDS_KEPT = 8192
"""Records' words kept (per record and language): a full box of 78 cards and 6 tiles in four languages
many times over, so a catalogue edited all evening is never worked out twice per keystroke."""


def folded(text: str) -> str:
    """``text`` as the search compares it: accents dropped (NFKD, combining marks removed), case folded."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def _seen_in(record: FeatureCard | StartingTile, language: str) -> list[str]:
    """What a reader of ``language`` sees of a record: its label by contents and its lines (the long
    "invented for demos" line left out: its common words would match every sample)."""
    if isinstance(record, FeatureCard):
        lines = card_lines(record, language)
        label = contents_label(record, full=True, language=language)
    else:
        lines = tile_lines(record, language)
        label = tile_contents_label(record, language)
    shown = [line for line in lines if not record.sample or line != sample_line(record, language)]
    return [label, *shown, sample_mark(language) if record.sample else ""]


@lru_cache(maxsize=WORDS_KEPT)
def _words(record: FeatureCard | StartingTile, language: str) -> str:
    """A record's searchable words, folded: its name, then what it shows in ``language`` and in English."""
    languages = dict.fromkeys((language, lang.DEFAULT_LANGUAGE))
    return folded(" ".join([record.name, *(w for each in languages for w in _seen_in(record, each))]))


def search(records: Iterable[Record], query: str, language: str = lang.DEFAULT_LANGUAGE) -> list[Record]:
    """The records whose words (name, and what they show in ``language`` or English) hold every word of
    ``query``, in the order given."""
    typed = folded(query).split()
    if not typed:
        return list(records)
    return [r for r in records if all(word in _words(r, language) for word in typed)]
