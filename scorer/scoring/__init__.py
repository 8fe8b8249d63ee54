"""The scoring pipeline: a finished game in, a scorepad with its reasons out.

Geometry (``city``, ``placement``), per-call facts (``facts``), the ring assignment of ruling 5
(``rings``), card abilities (``abilities``: one function per kind), objective lines, the solo Robot,
tie-breakers (``ranking``), the rules a finished table must obey (``validation``) and ``table``, which
ties them together: ``scorer.scoring.table.score_game`` and ``scorer.scoring.validation.validate_game``
are the two entry points. Every function is pure over frozen models.
"""
