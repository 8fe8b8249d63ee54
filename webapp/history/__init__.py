"""The History page's pieces: a stored game in words, the statistics over finished games, CSV export.

``view`` (dates, scores, what a re-score changed), ``stats_view`` (finished games scored into
``scorer.advice.stats`` summaries, filters, words) and ``export`` (one table or all as CSV).
"""
