"""An unknown game id from the address is quoted by at most its first 40 characters (issue 22): a link
with a 10,000-character id must not fill the page with it."""

from __future__ import annotations

import pytest
from app_helpers import CITY, open_page, shown

from webapp.tables.store import QUOTED_ID_CHARS, GameNotFoundError, GameStore, quoted_id

pytestmark = pytest.mark.usefixtures("temp_data")


def test_a_short_id_is_quoted_whole_and_a_long_one_cut():
    assert str(quoted_id("abc123")) == "'abc123'"
    long_id = "x" * 10_000
    assert str(quoted_id(long_id)) == f"'{'x' * QUOTED_ID_CHARS}...' (10,000 characters)"
    # In German the quote marks, the word and the thousands separator are German's.
    assert quoted_id(long_id).word("de") == f"„{'x' * QUOTED_ID_CHARS}...“ (10.000 Zeichen)"


def test_the_store_and_the_city_page_quote_at_most_40_characters(database):
    long_id = "a1" * 5_000
    with pytest.raises(GameNotFoundError) as caught:
        GameStore(database).get(long_id)
    assert len(str(caught.value)) < 200 and "10,000 characters" in str(caught.value)
    at = open_page(CITY, game_id=long_id)
    assert not at.exception
    said = " ".join(shown(e.value) for e in at.error)
    assert "no game with id 'a1a1" in said and "10,000 characters" in said
    assert "a1" * 25 not in said  # 50 characters of it: more than the 40 quoted
