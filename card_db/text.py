"""Text fields as one meaning: names normalised and compared case-folded, control characters refused.

A name typed on a phone or written in a file may carry characters nobody sees: a zero-width space
(``Ana`` and ``Ana`` + U+200B look the same), a decomposed accent (``Jose`` + U+0301 looks like ``José``), a
byte order mark. ``normalise_name`` removes what cannot be seen (Unicode format characters, category
Cf), composes accents (NFC) and trims; ``name_key`` is what two names are compared by, so names that
look the same are the same name. Control characters (category Cc: C0, DEL, C1) are refused in every
text field (``refuse_controls``): they move a terminal's cursor or hide text, and no printed card or
player name holds one. ``visible`` turns any that reach an output into a readable escape.

This module only handles characters; what a field may hold besides (its length, a pattern) is the
models' business (``card_db.models``, ``scorer.model.game``).
"""

from __future__ import annotations

import re
import unicodedata

_BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
"""Right-to-left overrides and isolates (category Cf): they reorder the text printed after them."""

_SHOWN_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
# Every C0 control but the line feed, a carriage return not followed by a line feed (CSV's "\r\n"
# is layout), DEL and C1, and the bidi controls.
_UNSAFE_IN_LAYOUT = re.compile("[\x00-\x09\x0b-\x0c\x0e-\x1f\x7f-\x9f" + _BIDI_CONTROLS + "]|\r(?!\n)")
_UNSAFE_IN_VALUE = re.compile("[\x00-\x1f\x7f-\x9f" + _BIDI_CONTROLS + "]")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _SHOWN_ESCAPES.get(char, f"\\u{ord(char):04x}")


def normalise_name(name: str) -> str:
    """``name`` without format characters (zero-width, bidi marks, BOM...), accents composed (NFC), trimmed.

    Format characters go first, so a zero-width space between a letter and its accent does not keep
    them apart. Control characters are left for ``refuse_controls`` to name."""
    visible_only = "".join(char for i, char in enumerate(name)
                           if unicodedata.category(char) != "Cf" or _joins_emoji(name, i))
    return unicodedata.normalize("NFC", visible_only).strip()


_EMOJI_CATEGORIES = ("So", "Sk")  # pictographs and the skin-tone modifiers


def _joins_emoji(text: str, i: int) -> bool:
    """Whether the format character at ``i`` is part of an emoji: a zero-width joiner between two
    pictographs (the family, the rainbow flag) or a tag character after one (the Scottish flag).

    Those are seen (they change the picture), so they stay; anywhere else a format character is invisible."""
    char = text[i]
    before = text[i - 1] if i > 0 else ""
    after = text[i + 1] if i + 1 < len(text) else ""
    if char == "\u200d":
        # A variation selector (U+FE0F, category Mn) may sit between the pictograph and the joiner.
        base = text[i - 2] if before == "\ufe0f" and i > 1 else before
        return bool(base) and bool(after) and unicodedata.category(base) in _EMOJI_CATEGORIES \
            and unicodedata.category(after) in _EMOJI_CATEGORIES
    if "\U000e0020" <= char <= "\U000e007f":  # tag characters spelling a subdivision flag
        j = i
        while j > 0 and "\U000e0020" <= text[j - 1] <= "\U000e007f":
            j -= 1
        return j > 0 and text[j - 1] == "\U0001f3f4"
    return False


def name_key(name: str) -> str:
    """What names are compared by: normalised, then case-folded (``ANA`` = ``ana``, ``STRASSE`` = ``straße``)."""
    return unicodedata.normalize("NFC", normalise_name(name).casefold())


def control_characters(text: str, allowed: str = "") -> list[str]:
    """The distinct control characters (category Cc) in ``text``, except those in ``allowed``, in order."""
    found: dict[str, None] = {}
    for char in text:
        if unicodedata.category(char) == "Cc" and char not in allowed:
            found.setdefault(char)
    return list(found)


_CONTROL_NAMES = {"\x00": "null", "\x07": "bell", "\x08": "backspace", "\t": "tab", "\n": "line break",
                  "\r": "carriage return", "\x1b": "escape", "\x7f": "delete"}


def describe_controls(chars: list[str]) -> str:
    """Control characters as people can read them: "U+001B (escape), U+0009 (tab), U+009B"."""
    return ", ".join(f"U+{ord(c):04X}" + (f" ({_CONTROL_NAMES[c]})" if c in _CONTROL_NAMES else "") for c in chars)


def refuse_controls(text: str) -> str:
    """``text`` unchanged, or ``ValueError`` when it holds a control character (one-line fields)."""
    found = control_characters(text)
    if found:
        raise ValueError(
            f"the text contains the control character(s) {describe_controls(found)}, which are invisible "
            f"and not allowed here (a line break or tab pasted in?): retype the text without them"
        )
    return text


def refuse_controls_but_line_breaks(text: str) -> str:
    """Like ``refuse_controls`` for multi-line notes: a line feed (``\\n``) is allowed."""
    found = control_characters(text, allowed="\n")
    if found:
        raise ValueError(
            f"the text contains the control character(s) {describe_controls(found)}, which are not allowed "
            f"(only line breaks written as \\n are): retype the text without them"
        )
    return text


_BIDI_MARKS = _BIDI_CONTROLS + "\u200e\u200f\u061c"
"""The bidi controls and the invisible direction marks (LRM, RLM, ALM): stripped from titles and notes."""
_BIDI_MARK_SET = frozenset(_BIDI_MARKS)


def strip_bidi(text: str) -> str:
    """``text`` without bidirectional controls (U+202A-U+202E, U+2066-U+2069) and marks (U+200E, U+200F,
    U+061C): a right-to-left override in a title would reverse everything shown after it, and right-to-left
    writing needs none of them (the bidi algorithm orders Arabic and Hebrew by itself). Names lose them too,
    with every other invisible character (``normalise_name``)."""
    if not _BIDI_MARK_SET.intersection(text):
        return text
    return "".join(char for char in text if char not in _BIDI_MARK_SET)


def text_line(text: str) -> str:
    """A one-line text field as stored (title, date): control characters refused, bidi controls stripped."""
    return strip_bidi(refuse_controls(text))


def text_lines(text: str) -> str:
    """A notes field as stored: line breaks allowed, other control characters refused, bidi controls stripped."""
    return strip_bidi(refuse_controls_but_line_breaks(text))


def clean_name(name: str) -> str:
    """A name as stored: control characters refused, then normalised; ``ValueError`` when nothing is left."""
    refuse_controls(name)
    cleaned = normalise_name(name)
    if not cleaned:
        raise ValueError(
            "the name is empty once spaces and invisible characters are removed: write a name with "
            "letters or digits"
        )
    return cleaned


def visible(text: str, *, layout: bool = False) -> str:
    """``text`` with every control character (and bidi override) written as an escape such as ``\\u001b``.

    ``layout=True`` keeps the line feeds (and CSV's "\\r\\n") that an output's own layout uses; the
    escapes are also valid inside a JSON string, so a JSON document stays JSON."""
    pattern = _UNSAFE_IN_LAYOUT if layout else _UNSAFE_IN_VALUE
    return pattern.sub(_escape, text)
