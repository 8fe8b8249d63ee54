"""The vocabulary every shelf of the library speaks.

``game`` is the finished-game file format (``FinishedGame``, ``PlayerCity``, ``Cell``, ``People``,
``RobotPlayer``); ``report`` the scorepad records a score returns (``ScoreItem``, ``PlayerReport``,
``TableReport``); ``problems`` the ``Problem`` records and ``InvalidGameError`` that validation and
scoring raise. Data only: nothing here scores, reads files or knows the rules.
"""
