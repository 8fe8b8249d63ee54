"""The scoring pipeline: a finished game in, a scorepad with its reasons out.

Geometry (``city``, ``placement``), per-call facts (``facts``), the ring assignment of ruling 5
(``rings``), card abilities, objective lines, the solo Robot, tie-breakers (``ranking``), the rules a
finished table must obey (``validation``) and ``table``, which ties them together. Every function is
pure over frozen models. The two entry points are re-exported here::

    from scorer.scoring import score_game, validate_game
"""

from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game

__all__ = ["score_game", "validate_game"]
