"""The finite bounds of the physical game: the box supply and what a printed card can show.

Every input that enters the program (game files, the score pad's steppers, the catalogue and its
card form) is held to these numbers, so every search over people and rings has a known worst case
(docs/architecture.md, "Bounds"). They are declared once here and read by the schema
(``card_db.models``, ``scorer.model.game``), validation and the app's widgets.

- The box (rulebook "Components", RULINGS.md): 30 locals, 30 tourists, 8 VIPs, 28 footprint
  tokens. No space, city or table can hold more people of a type than the box has: the game file
  refuses a space or a city above it (``scorer.model.game``); ``scorer.scoring.validation`` reports a table
  above it, naming each player's share (a table being entered may pass through such a state).
- VIPs: a starting tile gives 1 or 2 and a city never gains any (no action adds a VIP from the
  supply; people never leave their own city), so a legal city holds at most 2. Validation says so
  (against the city's own tile); searches that enumerate VIP moves refuse more.
- Rings: the 78 printed cards are not public (RULINGS.md), so these bounds are generous rather than
  exact: a ring icon pictures a handful of people (the rulebook's examples show 1 and 2), and a
  card's scoring strip (or one half of a starting tile) has room for a few icons. A ring of more
  than 6 people or a card with more than 4 rings cannot be printed on a card of this game.

This module holds numbers only; it checks nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

BOX_LOCALS = 30
BOX_TOURISTS = 30
BOX_VIPS = 8
BOX_FOOTPRINTS = 28

MAX_TILE_VIPS = 2
"""A starting tile gives 1 or 2 VIPs."""
MAX_CITY_VIPS = MAX_TILE_VIPS
"""A legal city never holds more VIPs than its starting tile gave."""

MAX_RING_SIZE = 6
"""People one (exact) ring pictures, all slots together."""
MAX_RINGS_PER_CARD = 4
"""Activity rings (exact and "any number") on one feature card or one half of a starting tile."""

BOX_PEOPLE: Mapping[str, int] = MappingProxyType({"locals": BOX_LOCALS, "tourists": BOX_TOURISTS, "vips": BOX_VIPS})
"""The box's people by game-file field name: the most one space, one city or the table can hold."""
BOX_SUPPLY: Mapping[str, int] = MappingProxyType({**BOX_PEOPLE, "footprints": BOX_FOOTPRINTS})
"""Every piece the box holds (sand dollars are unlimited thanks to the multipliers)."""
PEOPLE_WORDS: Mapping[str, str] = MappingProxyType({"locals": "locals", "tourists": "tourists", "vips": "VIPs"})
