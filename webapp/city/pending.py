"""Which other cities a player's running total waits for (issue 33).

Blue's people line compares every city at the table (the most unplaced people pay most, ruling 7), so
while another player's city still has a problem, this player's running total can change when that
player fixes it, though this player did nothing. The City page says so under the running total
(``city.people_pending``) instead of letting the number jump silently. Green's and Orange's people
lines are each city's own and never wait.

Pure: no Streamlit; the problems come from ``scorer.scoring.validation`` (no rule is computed here).
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from scorer.model.game import FinishedGame
from scorer.scoring.validation import validate_city

TABLE_WIDE_PEOPLE_LINES = frozenset({"blue"})
"""The objective tiles whose people line compares the cities with each other."""


def people_line_waits_for(game: FinishedGame, seat: int, catalogue: Catalogue) -> tuple[str, ...]:
    """The names of the OTHER players whose city has a problem, when the people line is table-wide; else ()."""
    if game.objective not in TABLE_WIDE_PEOPLE_LINES:
        return ()
    return tuple(player.name for other, player in enumerate(game.players)
                 if other != seat and validate_city(player, catalogue))
