"""AppTest tests of the Catalogue page's Share view: a link opened or pasted shows the merge report and
imports only when confirmed, a bad link is refused with a sentence, a whole deck is offered as several
QR codes plus one link, and cards that only an imported game carried are shared with every game."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, assert_clean, open_catalogue, open_page, shown, store
from test_catalogue_link import real_deck, token_of

from card_db.catalogue_link import URL_PARAM, decode_link, encode_link, token_from_text
from card_db.models import AdjacentTag, FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue
from webapp.tables import operations as tables

SURF = FeatureCard(id="surf", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))
CAFE = FeatureCard(id="cafe", row="street", tags=("local", "business"), scoring=(AdjacentTag(tag="nature", points=2),))

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def texts(at) -> list[str]:
    return [shown(m.value) for m in at.markdown]


def test_a_link_opened_on_the_page_shows_what_it_adds_and_imports_when_confirmed():
    UserCatalogue().save_card(SURF)
    at = open_page(None)
    at.query_params[URL_PARAM] = encode_link([SURF, CAFE])
    at.switch_page(CATALOGUE).run()
    assert_clean(at)
    assert at.pills(key="cat_view").value == "files"  # straight to the Share view
    assert URL_PARAM not in at.query_params  # a reload does not read it again
    assert any("Would add 1 card and 0 starting tiles." in t for t in texts(at))
    assert any("1 already in your catalogue, identical: skipped." in t for t in texts(at))
    assert [c.id for c in UserCatalogue().cards()] == ["surf"]  # nothing before the tap
    at.button(key="share_go").click().run()
    assert_clean(at)
    assert "1 card and 0 starting tiles added. Added: cafe." in shown(at.success[0].value)
    assert [c.id for c in UserCatalogue().cards()] == ["surf", "cafe"]
    assert "share_go" not in [b.key for b in at.button]


def test_a_pasted_link_can_be_cancelled_and_a_bad_one_says_why():
    at = open_catalogue("files")
    at.text_input(key="share_link").input(f"http://192.168.1.20:8501/Catalogue?{URL_PARAM}="
                                          + encode_link([CAFE])).run()
    at.button(key="share_read_link").click().run()
    assert any("Would add 1 card" in t for t in texts(at))
    at.button(key="share_cancel").click().run()
    assert "share_go" not in [b.key for b in at.button] and UserCatalogue().cards() == ()
    bomb = token_of(b" " * 6_000_000)  # 6 MB of spaces: a link of about 8,000 characters
    at.text_input(key="share_link").input(bomb).run()
    at.button(key="share_read_link").click().run()
    assert not at.exception
    message = shown(at.error[0].value)
    assert message.startswith("Nothing was imported") and "unpacks to more than 2 MB" in message
    assert at.text_input(key="share_link").value == bomb  # what was pasted stays
    assert UserCatalogue().cards() == ()


def test_a_whole_deck_takes_several_codes_shown_one_at_a_time_and_one_link():
    user = UserCatalogue()
    deck = real_deck()
    for card in deck:
        user.save_card(card)
    at = open_catalogue("files")
    assert_clean(at)
    assert any("too big for one QR code: it takes 4 codes" in shown(i.value) for i in at.info)
    first = at.image[0].proto.imgs[0].url
    at.segmented_control(key="share_code").set_value(2).run()
    assert at.image[0].proto.imgs[0].url != first
    assert "Code 2 of 4" in at.image[0].proto.imgs[0].caption
    link = at.code[0].value
    assert decode_link(token_from_text(link)).cards == deck  # the one link carries the whole deck


def test_cards_that_came_inside_a_game_are_shared_with_every_game_on_the_server():
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    store().create_game(game.model_copy(update={"cards": (CAFE,)}))  # as an imported game file carries it
    at = open_catalogue("files")
    at.button(key="share_games").click().run()
    assert_clean(at)
    assert any("From the games on this server" in t for t in texts(at))
    at.button(key="share_go").click().run()
    assert_clean(at)
    assert [c.id for c in UserCatalogue().cards()] == ["cafe"]
    at.button(key="share_games").click().run()  # asked again: nothing new
    assert "Nothing new" in shown(at.success[0].value)
