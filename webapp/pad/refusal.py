"""A refusal of the score pad in every language: an exception that carries its catalogue key and values.

The pad's operations and store raise their usual exceptions (``TableError``, ``StoreError``,
``GameNotFoundError``...), made by ``worded``: the message is the English words (for logs, tests and
the command line), and the exception carries ``key`` and ``values`` so that a page says it in the
phone's language (``words_of``). Any other exception is said as its message. No Streamlit: the caller
passes the language.
"""

from __future__ import annotations

from typing import Any, TypeVar

import lang

E = TypeVar("E", bound=BaseException)


def worded(kind: type[E], key: str, /, *args: Any, **values: Any) -> E:
    """An exception of ``kind`` whose message is the English words of ``key``; ``args`` follow the message
    (``FinishedGameError``'s summary)."""
    error = kind(lang.text(key, lang.DEFAULT_LANGUAGE, **values), *args)
    error.key, error.values = key, values  # type: ignore[attr-defined]
    return error


def words_of(error: BaseException, language: str) -> str:
    """What went wrong in ``language``: the catalogue's words for a ``worded`` exception, else its message."""
    key = getattr(error, "key", None)
    if not isinstance(key, str):
        return str(error)
    return lang.text(key, language, **getattr(error, "values", {}))
