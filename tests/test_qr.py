"""The QR helper: a PNG that decodes back to the text, and a clear refusal past one code's capacity."""

import io

import pytest
from PIL import Image

from webapp.qr import MAX_QR_BYTES, QRTooLongError, qr_png


def test_a_url_becomes_a_png_picture():
    png = qr_png("http://192.168.1.20:8501/City?game=abc123")
    picture = Image.open(io.BytesIO(png))
    assert picture.format == "PNG"
    assert picture.width == picture.height >= 29 * 6  # version 3 at scale 6, plus the border


def test_longer_text_needs_a_bigger_code():
    small = Image.open(io.BytesIO(qr_png("http://x/a")))
    large = Image.open(io.BytesIO(qr_png("http://x/" + "a" * 500)))
    assert large.width > small.width


def test_text_past_one_codes_capacity_is_refused_with_its_size():
    qr_png("a" * MAX_QR_BYTES)  # exactly at capacity still fits
    with pytest.raises(QRTooLongError, match=f"{MAX_QR_BYTES + 1} bytes"):
        qr_png("a" * (MAX_QR_BYTES + 1))
