"""The Assistant page's helpers: live engine games in SQLite (``store``), the page's URL, store and
callback glue (``ui``), its start screen (``new``), the prompt and the choices of each step (``panel``,
``turn_panel``, ``steps``) and pure labels and layout from engine state (``view``). Rules come from ``scorer.engine``; nothing here decides what is legal.
"""
