"""The Scorepad page's pieces: its words, what it keeps per stored version, and sharing the result.

``view`` (the winner, ranking and "Why" tabs as Markdown), ``report_cache`` (report, words and pictures
made once per stored version), ``extras`` (best final movement, share glue) and ``share`` (the
scorepad as a PNG, the BG Stats link).
"""
