"""A refusal of the score pad in every language: an exception that carries its catalogue key and values.

The pad's operations and store raise their usual exceptions (``TableError``, ``StoreError``,
``GameNotFoundError``...), made by ``worded``: the message is the English words (for logs, tests and
the command line), and the exception carries its ``Said`` (``error.said``) so that a page says it in the
phone's language (``lang.said.words_of``). Any other exception is said as its message. No Streamlit: the caller
passes the language.
"""

from __future__ import annotations

from typing import Any, TypeVar

from lang.said import Said

E = TypeVar("E", bound=BaseException)


def worded(kind: type[E], key: str, /, *args: Any, **values: Any) -> E:
    """An exception of ``kind`` whose message is the English words of ``key``; ``args`` follow the message
    (``FinishedGameError``'s summary). It carries its ``Said``, so ``lang.said.words_of`` says it in any
    language."""
    said = Said(key, **values)
    error = kind(str(said), *args)
    error.said = said  # type: ignore[attr-defined]
    return error
