"""Bounded memos: how scoring and the engine store a value they worked out in a module-level dict.

Each memo is a plain dict that a hot loop probes inline (a lookup, no call). On a miss the value is
stored through ``remember``, which starts the dict afresh once it holds ``limit`` entries: no memo grows
without bound, whatever the input, and each call site states its own bound.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

V = TypeVar("V")


def remember(memo: dict, key: Hashable, value: V, limit: int) -> V:
    """Store ``value`` under ``key`` in ``memo`` (emptied first when it holds ``limit`` entries); returns ``value``.

    Cleared whole rather than oldest-first: a memo refills in a few scores, and clearing costs nothing per
    entry on the way."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value
    return value


__all__ = ["remember"]
