"""Files and text around a score: reading game files with messages that name the field
(``gamefile``), making a game portable with the user's own cards inline (``portable``), and a
report as text, table, JSON-ready dicts and CSV (``explain``). Nothing here computes points.
"""
