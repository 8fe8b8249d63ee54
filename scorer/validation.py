"""Where ``validate_game`` was imported from before the library got shelves; it lives in
``scorer.scoring.validation`` (also ``from scorer.scoring import validate_game``)."""

from scorer.scoring.validation import validate_game

__all__ = ["validate_game"]
