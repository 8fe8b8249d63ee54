"""The server's log: configured once per process, and nothing a user typed in it unescaped.

``configure`` gives the ``santa_monica`` logger its one handler (stderr, where Streamlit writes its own
log); ``streamlit_app.py`` calls it at start, and ``webapp.errors`` again, idempotently, before it logs (a
restarted server may run a page before the frame). ``safe`` is how a log line quotes anything from a user
(a table id from the address, a player's or a card's name inside an error's message): its ``repr``, so
control characters and line breaks are escaped and no one forges a log line; ``SafeFormatter`` writes
tracebacks frame by frame with each exception's message quoted the same way. ``internals_moved`` says,
once, that a private Streamlit internal the app reads has moved.

What this module does not do: decide what is worth logging (``webapp.errors`` does, for pages).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from types import TracebackType

LOGGER = "santa_monica"
log = logging.getLogger(LOGGER)
SAFE_CHARS = 200  # the most of a user's text a log line quotes

_configured = threading.Lock()
_done = False
_noted: set[str] = set()


def safe(text: object) -> str:
    """``text`` as a log line may quote it: its ``repr`` (control characters, line breaks and invisible
    format characters escaped), at most ``SAFE_CHARS`` characters of it."""
    if text is None:
        return "None"
    value = str(text)
    return repr(value[:SAFE_CHARS]) + (f"... ({len(value)} characters)" if len(value) > SAFE_CHARS else "")


ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None] | tuple[None, None, None]
"""What ``sys.exc_info()`` returns, as ``logging.Formatter.formatException`` takes it."""


class SafeFormatter(logging.Formatter):
    """The standard line, with a traceback whose exception messages are ``safe``: the frames are the
    project's and Streamlit's source lines; only a message can carry what a user typed."""

    def formatException(self, ei: ExcInfo) -> str:  # logging.Formatter's name
        _, error, _ = ei
        return "".join(traceback_lines(error)).rstrip("\n") if error is not None else ""


def traceback_lines(error: BaseException, seen: set[int] | None = None) -> list[str]:
    """``error``'s traceback as Python prints it (causes first), each exception's message ``safe``."""
    seen = set() if seen is None else seen
    seen.add(id(error))
    lines: list[str] = []
    if error.__cause__ is not None and id(error.__cause__) not in seen:
        lines += traceback_lines(error.__cause__, seen)
        lines.append("\nThe above exception was the direct cause of the following exception:\n\n")
    elif (error.__context__ is not None and not error.__suppress_context__
          and id(error.__context__) not in seen):
        lines += traceback_lines(error.__context__, seen)
        lines.append("\nDuring handling of the above exception, another exception occurred:\n\n")
    lines.append("Traceback (most recent call last):\n")
    lines += traceback.StackSummary.extract(traceback.walk_tb(error.__traceback__)).format()
    lines.append(f"{type(error).__module__}.{type(error).__qualname__}: {safe(error)}\n")
    return lines


def configure() -> None:
    """Give the ``santa_monica`` logger its one handler, once per process. It still hands records on to
    the root logger, which has no handler in a served app (tests read them there)."""
    global _done
    with _configured:
        if _done:
            return
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(SafeFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        _done = True


def internals_moved(what: str, loss: str) -> None:
    """Say once per process, as a warning, that a private Streamlit internal the app reads has moved
    (the app takes its safe answer; docs/architecture.md, "Moving to a new Streamlit")."""
    if what in _noted:
        return
    _noted.add(what)
    configure()
    log.warning("Streamlit's internals moved (%s): %s. See docs/architecture.md, 'Moving to a new Streamlit'.",
                what, loss)
