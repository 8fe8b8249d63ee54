"""The library: a finished game in, every scorepad line with its reason out; and the rules engine.

Layer: below the app (``webapp/``, the pages), above the catalogue (``card_db/``); it imports neither
Streamlit nor Pillow. Shelves, lowest first: ``model`` (the vocabulary: game files, reports,
problems), ``scoring`` (the pipeline: ``scorer.scoring.table.score_game``,
``scorer.scoring.validation.validate_game``), ``formats`` (files and explanations), ``engine`` (the rules engine) and ``advice`` (final movement,
hints, statistics). ``python -m scorer`` is the command line. ``tests/test_layers.py`` keeps the
imports pointing down.
"""
