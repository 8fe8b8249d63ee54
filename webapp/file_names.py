"""A piece of user text (a player's name) made safe to stand inside a download's file name.

Browsers sanitise a download's name themselves, but each in its own way: a name such as ``Ana/Bob``,
``..`` or one holding a control character comes out differently on each phone, or as a bare
"download". This module keeps the letters and digits of any script (``Zoë``, ``陈``) and turns every
other run of characters into one hyphen, so ``santa-monica-ID-Ana-Bob.png`` is the same file name
everywhere. It does not decide what a name may be; the store does that.
"""

from __future__ import annotations

import unicodedata

# Long enough for any real name; keeps the whole file name well under every file system's limit.
MAX_PART_LENGTH = 40


def file_name_part(text: str, fallback: str) -> str:
    """``text`` as a file-name part: letters and digits kept, other runs as one "-"; ``fallback`` if none is left."""
    normal = unicodedata.normalize("NFC", text)
    pieces: list[str] = []
    gap = False
    for char in normal:
        if char.isalnum():
            if gap and pieces:
                pieces.append("-")
            pieces.append(char)
            gap = False
        else:
            gap = True
    part = "".join(pieces)[:MAX_PART_LENGTH].strip("-")
    return part or fallback
