"""Advice on top of a score: the exact best final movement (``final_movement``), placement hints
for a live game through the engine (``hints``) and statistics over past games (``stats``). Each
search states its worst case in its module docstring. Nothing here changes a game.
"""
