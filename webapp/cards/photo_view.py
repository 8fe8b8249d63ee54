"""Card photos on a page: drawn from the app's own re-encoding, "photo unreadable" when there is none,
and the Catalogue's Replace photo / Remove photo for a card of the user's own.

A stored photo that cannot be drawn (a catalogue written before photos were checked, or edited by hand)
never breaks a page: ``show_photo`` writes "photo unreadable" where the picture would be, and the card's
Edit, Replace photo and Delete stay under it. Streamlit drawing only: decoding is ``webapp.cards.photo``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from card_db.loader import CatalogueError
from card_db.models import FeatureCard
from card_db.user_catalogue import UserCatalogue
from lang import joined
from webapp.cards.photo import PhotoError, photo_bytes, photo_unreadable, thumbnail
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown

PICTURE_TYPES = ["jpg", "jpeg", "png", "webp", "heic", "heif", "gif", "svg"]
"""What the file choosers take: GIF and SVG too, so that their refusal is ours and says what to do (the
widget's own refusal only says that "image/gif files are not allowed")."""
PLACEHOLDER_MIN_WIDTH = 76
"""Pixels for "photo unreadable" on two lines where a small thumbnail would be."""
REPLACED = "photo_replaced"  # (card id, catalogue key, its values, done): what the last Replace / Remove photo did


def refusal(key: str, values: dict[str, Any]) -> str:
    """A refusal kept as its catalogue key and values (``PhotoError.key``, ``.values``), in the phone's language."""
    return say(key, **values)


def unreadable() -> str:
    """What stands where a photo cannot be drawn: "photo unreadable"."""
    return say("photo.unreadable")


def show_photo(text: str, width: int, where: Any = st) -> None:
    """A card's photo at ``width`` px in ``where`` (a container or ``st``), or "photo unreadable"."""
    data = photo_bytes(text)
    if data is not None:
        where.image(data, width=width)
    elif text:  # about as wide as the picture would be: the card's label keeps its room beside it
        where.caption(unreadable(), width=max(width, PLACEHOLDER_MIN_WIDTH))


def unreadable_note(cards: tuple[FeatureCard, ...] | list[FeatureCard], label: Callable[[str], str]) -> None:
    """One warning naming the user's cards whose stored photo cannot be drawn, and what to do."""
    names = [label(card.id) for card in cards if photo_unreadable(card.photo)]
    if names:
        st.warning(escape_markdown(say("photo.unreadable_note", names=joined(names, current_language()),
                                       unreadable=unreadable())))


def replace_photo(user: UserCatalogue, card: FeatureCard, label: str) -> None:
    """Under one of the user's cards: a new photo from the camera or a file, or none (Remove photo)."""
    said = st.session_state.get(REPLACED)
    if said and said[0] == card.id:
        (st.success if said[3] else st.error)(escape_markdown(refusal(said[1], said[2])))
    if not st.toggle(say("photo.replace"), key=f"photo_replace_{card.id}"):
        return
    st.camera_input(say("photo.new_photo"), key=f"photo_camera_{card.id}", on_change=_took,
                    args=(user, card, label, f"photo_camera_{card.id}"))
    st.file_uploader(say("photo.choose_file"), key=f"photo_file_{card.id}", on_change=_took,
                     type=PICTURE_TYPES,
                     args=(user, card, label, f"photo_file_{card.id}"))
    if card.photo:
        st.button(say("photo.remove"), key=f"photo_remove_{card.id}", icon=":material/hide_image:", width="stretch",
                  on_click=_save, args=(user, card, "", "photo.removed", label))


def _took(user: UserCatalogue, card: FeatureCard, label: str, key: str) -> None:
    """Callback of the camera and the file: the picture shrunk and saved with the card, or why not."""
    picture = st.session_state.get(key)
    if picture is None:
        return
    try:
        photo = thumbnail(picture.getvalue())
    except PhotoError as error:
        st.session_state[REPLACED] = (card.id, "photo.not_kept", {"why": refusal(error.key, error.values)}, False)
        return
    _save(user, card, photo, "photo.saved", label)


def _save(user: UserCatalogue, card: FeatureCard, photo: str, done: str, label: str) -> None:
    """Save ``card`` with ``photo`` ("" removes it); what happened is said under it (``done``: the key of the
    sentence naming ``label``)."""
    try:
        user.save_card(card.model_copy(update={"photo": photo}), replace=True)
    except CatalogueError as error:
        st.session_state[REPLACED] = (card.id, "photo.not_saved", {"error": str(error)}, False)
    else:
        st.session_state[REPLACED] = (card.id, done, {"name": label}, True)
        st.session_state[f"photo_replace_{card.id}"] = False
