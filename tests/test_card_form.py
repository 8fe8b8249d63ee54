"""The card and starting tile entry forms in a real Streamlit run (AppTest): input kept, sentences, models."""

from __future__ import annotations

import pytest
from app_helpers import shown
from streamlit.testing.v1 import AppTest


def card_page():
    import streamlit as st

    from webapp.cards.form import card_entry_form, reset_form

    card = card_entry_form("new", new_id=lambda name: "id-" + name.lower().replace(" ", "-"))
    if card is not None:
        st.session_state["saved"] = card.model_dump_json()
        st.write("saved " + card.id)
    if st.button("Clear"):
        reset_form("new")
        st.rerun()


def tile_page():
    import streamlit as st

    from webapp.cards.form import starting_tile_form

    tile = starting_tile_form("tile", new_id=lambda name: "tile-1")
    if tile is not None:
        st.session_state["saved"] = tile.model_dump_json()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path))
    at = AppTest.from_function(card_page, default_timeout=20)
    return at.run()


def test_enter_a_card_with_a_ring_and_a_chain(app):
    from card_db.models import FeatureCard

    app.text_input(key="new:name").input("Muscle Beach").run()
    app.segmented_control(key="new:row").set_value("beach").run()
    app.pills(key="new:tags_once").set_value(["sports", "wave"]).run()
    app.pills(key="new:tags_twice").set_value(["sports"]).run()
    app.button(key="new:abilities:add").click().run()
    app.selectbox(key="new:abilities:0:kind").set_value("chain_per_tag").run()
    app.selectbox(key="new:abilities:0:tag").set_value("sports").run()
    app.number_input(key="new:abilities:0:minimum").set_value(4).run()
    app.button(key="new:rings:add").click().run()
    app.button(key="new:placement:add").click().run()
    app.selectbox(key="new:placement:0:kind").set_value("move_here").run()
    app.button(key="new:submit").click().run()
    assert not app.exception
    card = FeatureCard.model_validate_json(app.session_state["saved"])
    assert card.id == "id-muscle-beach"
    assert card.tags == ("sports", "sports", "wave")
    assert [a.kind for a in card.scoring] == ["chain_per_tag", "ring"]
    assert card.scoring[0].minimum == 4
    assert card.placement[0].kind == "move_here" and card.placement[0].count == 3
    assert card.sample is False


def test_a_refused_card_keeps_everything_and_says_why(app):
    app.pills(key="new:tags_once").set_value(["nature"]).run()
    app.button(key="new:rings:add").click().run()
    for field in ("tourists",):
        app.number_input(key=f"new:rings:0:{field}").set_value(0).run()
    app.button(key="new:submit").click().run()
    assert "saved" not in app.session_state
    message = shown(app.error[0].value)
    assert "Ring 1 (Ring with pictured people): a ring needs at least one pictured person" in message
    assert app.pills(key="new:tags_once").value == ["nature"]
    assert app.selectbox(key="new:rings:0:kind").value == "ring"
    # Fix the two problems: the same form saves.
    app.text_input(key="new:name").input("Park").run()
    app.number_input(key="new:rings:0:locals").set_value(1).run()
    app.button(key="new:submit").click().run()
    assert "saved" in app.session_state
    assert not app.error


def test_rows_can_be_removed_and_the_form_reset(app):
    app.button(key="new:abilities:add").click().run()
    app.button(key="new:abilities:add").click().run()
    kinds = [s.key for s in app.selectbox if s.key.startswith("new:abilities:") and s.key.endswith(":kind")]
    assert kinds == ["new:abilities:0:kind", "new:abilities:1:kind"]
    app.button(key="new:abilities:0:remove").click().run()
    kinds = [s.key for s in app.selectbox if s.key.startswith("new:abilities:") and s.key.endswith(":kind")]
    assert kinds == ["new:abilities:1:kind"]
    app.text_input(key="new:name").input("Cafe").run()
    app.button[-1].click().run()  # Clear
    assert app.text_input(key="new:name").value == ""
    assert not [s for s in app.selectbox if s.key.startswith("new:abilities:")]


def test_edit_fills_the_form_with_the_card():
    def edit_page():
        import streamlit as st

        from card_db.models import AdjacentTag, FeatureCard
        from webapp.cards.form import card_entry_form

        card = FeatureCard(id="cafe", name="Cafe", row="street", tags=("local",),
                           scoring=(AdjacentTag(tag="nature", points=2),), sample=True)
        saved = card_entry_form("edit", existing=card)
        if saved is not None:
            st.session_state["saved"] = saved.model_dump_json()

    at = AppTest.from_function(edit_page, default_timeout=20).run()
    assert at.text_input(key="edit:name").value == "Cafe"
    assert at.selectbox(key="edit:abilities:0:kind").value == "adjacent_tag"
    at.number_input(key="edit:abilities:0:points").set_value(3).run()
    at.button(key="edit:submit").click().run()
    from card_db.models import FeatureCard

    saved = FeatureCard.model_validate_json(at.session_state["saved"])
    assert saved.id == "cafe" and saved.scoring[0].points == 3 and saved.sample is False


def test_enter_a_starting_tile(tmp_path, monkeypatch):
    from card_db.models import StartingTile

    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path))
    at = AppTest.from_function(tile_page, default_timeout=20).run()
    at.button(key="tile:submit").click().run()
    assert "What the VIPs want: pick at least one tag or symbol" in shown(at.error[0].value)
    at.text_input(key="tile:name").input("Post Office").run()
    at.multiselect(key="tile:wants").set_value(["business"]).run()
    at.pills(key="tile:street:tags_once").set_value(["business"]).run()
    at.button(key="tile:beach-rings:add").click().run()
    at.button(key="tile:submit").click().run()
    tile = StartingTile.model_validate_json(at.session_state["saved"])
    assert tile.name == "Post Office" and tile.footprint.wants == ("business",)
    assert tile.street.tags == ("business",) and len(tile.beach.rings) == 1 and tile.sample is False
