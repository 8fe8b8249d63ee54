"""QR codes as PNG bytes, for what another phone at the table should open (a game, a catalogue link).

``segno`` makes the code (pure Python, no Pillow needed); this module only picks the settings a phone
camera reads well from another phone's screen: medium error correction, a quiet border, big modules.
No Streamlit here: the pages show the bytes with ``st.image``.
"""

from __future__ import annotations

import io
from functools import lru_cache

import segno

MAX_QR_BYTES = 2331
"""What one QR code can carry as bytes at the medium error correction used here (version 40-M).
A longer text is refused with ``QRTooLongError`` instead of a code no camera can read."""


class QRTooLongError(ValueError):
    """The text does not fit in one readable QR code."""


@lru_cache(maxsize=64)  # ~39 ms of CPU a code, asked again on every rerun of a page that shows one
def qr_png(text: str, *, scale: int = 6) -> bytes:
    """``text`` (a URL) as a QR code PNG; raises ``QRTooLongError`` when it cannot fit in one code.

    Remembered for the last 64 texts (a few KB each): a table's link is the same from run to run."""
    size = len(text.encode("utf-8"))
    if size > MAX_QR_BYTES:
        raise QRTooLongError(f"{size} bytes is more than one QR code carries ({MAX_QR_BYTES})")
    # Medium correction survives a glare on a phone screen; error="m" with boost_error=False keeps it fixed.
    code = segno.make(text, error="m", boost_error=False, micro=False)
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=3)
    return out.getvalue()
