"""The card entry keypad: a card entered by tapping its icons, no typing, about 6 taps a card.

One screen of large buttons: the row, the tags (tap twice for a doubled tag), the ability shapes
of ``webapp.cards.keypad_draft.SHAPES`` (one tap adds one with its usual numbers), then each ability's tag,
person and numbers as one-tap choices. A readable label of the card so far sits right above the
save button, with a warning when the catalogue already holds the same contents ("another
copy?"). Saving starts the next card on the same row at once and shows the confirmation there
until the next tap; "Discard this card" clears a card without saving it, keeping the row, and offers
"Undo discard" (the card and its photo back) until the next tap. Every tap
changes the draft at once: it is kept in ``st.session_state`` and in the page URL (``?card=...``),
so neither a rerun nor a reload loses a half-entered card; a URL that still carries a card already saved
(a reload that beat the URL update, a restored tab, a phone moved to another app process) starts the next
card instead of offering a copy: each save is marked in the app's database (``webapp.cards.saved_drafts``).

The draft logic is pure (``webapp.cards.keypad_draft``); this module only draws it. Saving is the caller's
``save`` function; no game rule is computed here.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.labels import content_label
from card_db.models import SYMBOL_LABELS, TAGS, FeatureCard
from card_db.wording import tag_labels
from webapp.cards import keypad_draft as keypad
from webapp.cards.keypad_draft import SHAPES, Draft, Shape, shape_label
from webapp.cards.photo import PhotoError, photo_bytes, thumbnail
from webapp.cards.photo_view import PICTURE_TYPES, refusal
from webapp.cards.saved_drafts import SavedDrafts
from webapp.cards.values import FIELDS, field_label
from webapp.cards.words import ROWS, icon_name, not_saved_yet, person_name, progress_text, row_name
from webapp.errors import caught
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables.store import default_database

URL_PARAM = "card"

_CSS = """<style>
.st-key-kp button, .st-key-kp [data-testid="stButtonGroup"] button { min-height: 2.75rem; min-width: 2.75rem; }
</style>"""


@dataclass(frozen=True)
class Keys:
    """Where one keypad keeps its state: the prefix of its widget and session keys, and the URL
    parameter that carries its draft across a reload (``None``: session only, for a keypad embedded
    in another page whose URL already means something else)."""

    prefix: str = "kp"
    url_param: str | None = URL_PARAM

    def __call__(self, *parts: Any) -> str:
        return ":".join([self.prefix, *map(str, parts)])

    @property
    def draft(self) -> str:
        return self("draft")

    @property
    def saved(self) -> str:
        return self("saved")

    @property
    def errors(self) -> str:
        return self("errors")

    @property
    def discarded(self) -> str:
        """The last discarded card (draft and photo), offered back by "Undo discard" until the next tap."""
        return self("discarded")

    @property
    def photo(self) -> str:
        """The photo stays out of the draft (too big for a URL): session only, cleared with the card."""
        return self("photo")


CATALOGUE_KEYS = Keys()
"""The Catalogue page's keypad: widget keys ``kp:...``, its draft in ``?card=``."""


@st.cache_resource(show_spinner=False)
def _saved_drafts_at(where: str) -> SavedDrafts:
    return SavedDrafts(where)


def _saved_drafts() -> SavedDrafts:
    """The marks of saved drafts in the app's database (``webapp.tables.store.default_database``), shared by
    every process and machine of the app: a phone sent to another process still finds its save."""
    return _saved_drafts_at(str(default_database()))


def saved_as(draft: dict[str, Any]) -> str | None:
    """The id of the card (or tile) the draft was saved as, if it was (``webapp.cards.saved_drafts``). Why: a
    phone may open the URL of the moment Save was tapped again (the reload beat the URL update, the browser
    restored an old tab, its app process died and another took it); that URL must not bring the saved card
    back as a new draft with "another copy?". A database that is away: None (the draft comes back as it is,
    nothing lost), the error in the server's log."""
    draft_id = draft.get("id")
    if not draft_id:
        return None
    try:
        return _saved_drafts().saved_as(draft_id)
    except Exception as error:  # noqa: BLE001 - the draft is shown either way; the log gets the traceback
        caught(error)
        return None


def remember_saved(draft: dict[str, Any], record_id: str) -> None:
    """Note that the draft (by its id, if it has one) was saved as ``record_id``; call it after the save.
    A mark that cannot be written leaves the save as it stands: the error goes to the server's log, and a
    reload of that one URL offers the draft again with "another copy?", nothing lost."""
    if "id" in draft:
        try:
            _saved_drafts().remember(draft["id"], record_id)
        except Exception as error:  # noqa: BLE001 - the card is saved; a missing mark must not undo that on the page
            caught(error)


def current_draft(keys: Keys = CATALOGUE_KEYS) -> Draft:
    """The draft of this session; on a fresh session, the one in the URL (a reload), else a new one.

    A URL draft that was saved already starts the next card on its row, with the save confirmed."""
    state = st.session_state
    if keys.draft not in state:
        text = st.query_params.get(keys.url_param) if keys.url_param else None
        draft = (keypad.decode(text) if text else None) or keypad.new_draft()
        saved_id = saved_as(draft)
        if saved_id is not None:
            draft = keypad.new_draft(draft["row"])
            state[keys.saved] = saved_id
            if keys.url_param:  # a draft saved already came from the URL's parameter
                st.query_params.pop(keys.url_param, None)
        state[keys.draft] = draft
    return state[keys.draft]


def _put(keys: Keys, draft: Draft) -> None:
    """Keep a changed draft (session and URL, unless blank); a change after saving starts a new card."""
    if keys.url_param:
        if keypad.is_blank(draft):  # nothing to lose: the URL stays clean
            if keys.url_param:  # a draft saved already came from the URL's parameter
                st.query_params.pop(keys.url_param, None)
        else:
            if "id" not in draft:  # named once per card, so a URL of a card already saved is recognised
                draft = keypad.with_id(draft, secrets.token_urlsafe(6))
            st.query_params[keys.url_param] = keypad.encode(draft)
    st.session_state[keys.draft] = draft
    st.session_state.pop(keys.saved, None)
    st.session_state.pop(keys.errors, None)
    st.session_state.pop(keys.discarded, None)


def _change(keys: Keys, function: Callable[..., Draft], *args: Any) -> None:
    """Callback: apply one pure change of ``webapp.cards.keypad_draft`` to the draft."""
    _put(keys, function(current_draft(keys), *args))


def _from_widget(keys: Keys, key: str, uid: int | None, field: str) -> None:
    """Callback of a choice widget: copy its value into the draft."""
    value = st.session_state[key]
    if uid is None:
        draft = current_draft(keys)
        _put(keys, keypad.set_row(draft, value) if field == "row" else keypad.set_name(draft, value))
    else:
        _put(keys, keypad.set_field(current_draft(keys), uid, field, list(value) if isinstance(value, list) else value))


def _next_card(keys: Keys) -> None:
    """Clear the card for the next one (after Save or Discard): keep the row, clear the rest (uids keep counting:
    no stale widget)."""
    draft = current_draft(keys)
    _put(keys, {**keypad.new_draft(draft["row"]), "next": draft["next"]})
    _forget_photo(keys)


def _discard(keys: Keys) -> None:
    """Callback of "Discard this card": clear it like a saved card, but keep it for "Undo discard"
    (a newcomer read the old "Next card" as "save and next" and lost a card without a word)."""
    state = st.session_state
    kept = {"draft": current_draft(keys), "photo": state.get(keys.photo, "")}
    _next_card(keys)
    state[keys.discarded] = kept


def _undo_discard(keys: Keys) -> None:
    """Callback of "Undo discard": the discarded card and its photo back, as they were."""
    kept = st.session_state.get(keys.discarded)
    if kept is None:
        return
    _put(keys, kept["draft"])
    if kept["photo"]:
        st.session_state[keys.photo] = kept["photo"]


def _forget_photo(keys: Keys) -> None:
    # A new key for the camera and upload widgets empties them for the next card.
    st.session_state.pop(keys.photo, None)
    st.session_state.pop(keys("photo_error"), None)
    st.session_state[keys("photo_round")] = st.session_state.get(keys("photo_round"), 0) + 1


def _took_photo(keys: Keys, key: str) -> None:
    """Callback of the camera and the upload: keep the picture as a small thumbnail, or say why not."""
    picture = st.session_state.get(key)
    st.session_state.pop(keys("photo_error"), None)
    if picture is None:
        return
    try:
        st.session_state[keys.photo] = thumbnail(picture.getvalue())
    except PhotoError as error:
        st.session_state[keys("photo_error")] = (error.key, error.values)


def _photo(keys: Keys) -> None:
    """An optional photo of the card: the camera or a file, shown small once kept."""
    state = st.session_state
    on = st.toggle(say("cards.photo_toggle"), key=keys("photo_on"))
    kept = photo_bytes(state.get(keys.photo, ""))
    if kept:
        st.image(kept, width=120, caption=say("cards.photo_kept"))
    if not on:  # the camera starts only when asked: no permission prompt on every visit
        return
    round_ = state.get(keys("photo_round"), 0)
    camera, upload = keys("camera", round_), keys("upload", round_)
    st.camera_input(say("cards.photo_camera"), key=camera, on_change=_took_photo, args=(keys, camera))
    # The server refuses any upload over its 8 MB limit (.streamlit/config.toml), whatever the widget says:
    # the camera's shots are far smaller; a bigger picture has to be made smaller first.
    st.file_uploader(say("photo.choose_file"), type=PICTURE_TYPES, key=upload,
                     on_change=_took_photo, args=(keys, upload))
    if state.get(keys("photo_error")):
        st.error(escape_markdown(say("photo.not_kept", why=refusal(*state[keys("photo_error")]))))


def _choice(keys: Keys, label: str, options: Sequence[Any], key: str, value: Any, uid: int | None, field: str, *,
            fmt: Callable[[Any], str] = str, multi: bool = False) -> None:
    """One-tap choices bound to the draft (the widget shows the draft's value on every run)."""
    st.session_state[key] = list(value) if multi else value
    # Two calls: Streamlit types each selection mode's widget apart (a list or one value).
    if multi:
        st.pills(label, options, selection_mode="multi", format_func=fmt, key=key,
                 required=False, on_change=_from_widget, args=(keys, key, uid, field))
    else:
        st.pills(label, options, selection_mode="single", format_func=fmt, key=key,
                 required=True, on_change=_from_widget, args=(keys, key, uid, field))


def _item(keys: Keys, item: dict[str, Any]) -> None:
    """One ability of the draft: its shape, then each field as one-tap choices, and a remove button."""
    uid, kind = item["uid"], item["kind"]
    shape = next(s for s in SHAPES if s.kind == kind)
    language = current_language()
    tags = tag_labels(language)  # every tag named (tests/lang/test_card_words.py)
    with st.container(border=True, key=keys("item", uid)):
        with st.container(horizontal=True, vertical_alignment="center"):
            st.markdown(f"{shape.icon} **{shape_label(shape, language)}**", width="stretch")
            st.button(say("cards.remove"), key=keys("item", uid, "remove"), icon=":material/delete:", type="tertiary",
                      on_click=_change, args=(keys, keypad.remove_item, uid))
        for spec in FIELDS.get(kind, ()):
            key, value, label = keys("item", uid, spec.name), item[spec.name], field_label(spec, language)
            match spec.widget:
                case "int":
                    _choice(keys, label, keypad.number_choices(spec.name, value), key, value, uid, spec.name)
                case "tag":
                    _choice(keys, label, TAGS, key, value, uid, spec.name, fmt=tags.__getitem__)
                case "tags":
                    _choice(keys, label, TAGS, key, value, uid, spec.name, fmt=tags.__getitem__, multi=True)
                case "symbol":
                    _choice(keys, label, tuple(SYMBOL_LABELS), key, value, uid, spec.name, fmt=icon_name)
                case "person_add":
                    _choice(keys, label, ("local", "tourist"), key, value, uid, spec.name, fmt=person_name)
                case "person_move":
                    _choice(keys, label, ("local", "tourist", "vip", "any"), key, value, uid, spec.name,
                            fmt=person_name)


def _shape_buttons(keys: Keys, shapes: Sequence[Shape]) -> None:
    language = current_language()
    with st.container(horizontal=True, gap="small"):
        for shape in shapes:
            st.button(shape_label(shape, language), key=keys("shape", shape.id), icon=shape.icon, on_click=_change,
                      args=(keys, keypad.add_shape, shape.id))


def card_keypad(catalogue: Catalogue, save: Callable[[FeatureCard], str | None],
                new_id: Callable[[str], str], *, keys: Keys = CATALOGUE_KEYS, row: str | None = None) -> None:
    """The keypad. ``save(card)`` stores a card and returns ``None``, or a sentence saying why it could
    not; ``new_id(label)`` makes a free id from the card's label. ``catalogue`` is read for the
    progress line and the same-contents warning (it should include the cards saved so far).

    ``keys`` lets another page embed its own keypad (``Keys("city-kp", None)``: own widget keys, the
    draft kept in the session only); ``row`` presets the row of a new draft (the row a player is
    filling)."""
    st.html(_CSS.replace("st-key-kp", f"st-key-{keys.prefix}"))
    if row is not None and keys.draft not in st.session_state:
        st.session_state[keys.draft] = keypad.new_draft(row)
    draft = current_draft(keys)
    with st.container(key=keys.prefix):
        # Saved: the next card starts at its row and tags, 700 px above Save (issue 33), and the
        # confirmation goes with them. Once per save; the City's keypad has its own scroll.
        above = keys == CATALOGUE_KEYS and st.session_state.pop(_BACK_UP, False)
        if above:
            _confirmation(catalogue, st.session_state.get(keys.saved))
            st.html(_BACK_UP_JS.replace("PREFIX", keys.prefix), unsafe_allow_javascript=True)
        st.caption(progress_text(catalogue))
        _choice(keys, say("cards.row_back"), ROWS, keys("row"), draft["row"], None, "row", fmt=row_name)
        st.markdown(f"**{say('cards.tags')}** ({say('cards.tags_twice')})")
        tags = tag_labels(current_language())
        with st.container(horizontal=True, gap="small"):
            for tag in TAGS:
                count = draft["tags"].get(tag, 0)
                st.button(tags[tag] + (" ×2" if count == 2 else ""), key=keys("tag", tag),
                          type="primary" if count else "secondary", on_click=_change,
                          args=(keys, keypad.tap_tag, tag))
        st.markdown(f"**{say('cards.printed')}** ({say('cards.printed_how')})")
        # Every shape of the rulebook's guide is one tap: no "more" menu to open first.
        _shape_buttons(keys, SHAPES)
        for item in draft["items"]:
            _item(keys, item)
        with st.expander(say("cards.name_optional")):
            st.session_state[keys("name")] = draft["name"]
            st.text_input(say("cards.printed_name"), key=keys("name"), max_chars=80,
                          on_change=_from_widget, args=(keys, keys("name"), None, "name"))
        _photo(keys)
        _save_bar(keys, catalogue, draft, save, new_id, confirmed_above=above)


_BACK_UP = "kp:back_up"  # set by Save: the next run scrolls the Catalogue's keypad back to its row
# Our own fixed script (a widget key prefix, no user text): the keypad's top, clear of Streamlit's header.
_BACK_UP_JS = """<script>setTimeout(() => { const pad = document.querySelector('.st-key-PREFIX');
if (pad) { pad.style.scrollMarginTop = '4.5rem'; pad.scrollIntoView({block: 'start'}); } }, 80);</script>"""


def _confirmation(catalogue: Catalogue, saved_id: str | None) -> None:
    """"Saved <card>. m of 78 cards.": above the keypad right after a save, else beside Save."""
    if saved_id is None:
        return
    language = current_language()
    st.success(say("cards.saved", name=escape_markdown(catalogue.card_label(saved_id, language)),
                   progress=progress_text(catalogue)), icon=":material/check_circle:")


def _save_bar(keys: Keys, catalogue: Catalogue, draft: Draft, save: Callable[[FeatureCard], str | None],
              new_id: Callable[[str], str], *, confirmed_above: bool = False) -> None:
    """The last save's confirmation (unless it is shown above the keypad this run), the card so far with a same-contents warning, the last discard with its
    undo, then Save and Discard."""
    state = st.session_state
    saved_id = state.get(keys.saved)
    language = current_language()
    with st.container(border=True, key=keys("savebar")):
        card, _ = keypad.draft_card(draft)  # problems are shown when Save is tapped, not while tapping
        same = keypad.same_as(card, catalogue) if card is not None else None
        if not confirmed_above:
            _confirmation(catalogue, saved_id)
        if card is not None and not keypad.is_blank(draft):
            st.markdown(f"**{say('cards.this_card')}** {escape_markdown(content_label(card, language=language))}")
            if same is not None:
                st.warning(say("cards.same_as", name=escape_markdown(catalogue.card_label(same.id, language))),
                           icon=":material/warning:")
        discarded = state.get(keys.discarded)
        if discarded is not None:
            _discarded_note(keys, discarded["draft"])
        errors = state.get(keys.errors)
        if errors:
            st.error(not_saved_yet(errors))
        left, right = st.columns(2)
        left.button(say("cards.save_copy" if same else "cards.save_card"), key=keys("save"), type="primary",
                    width="stretch", icon=":material/save:", disabled=keypad.is_blank(draft), on_click=_save,
                    args=(keys, save, new_id))
        # The key stays "next" (taps recorded by the benchmarks); the words say what it does.
        right.button(say("cards.discard"), key=keys("next"), width="stretch", icon=":material/delete:",
                     on_click=_discard, args=(keys,), disabled=keypad.is_blank(draft),
                     help=say("cards.discard_help"))


def _discarded_note(keys: Keys, draft: Draft) -> None:
    """What was discarded, with the button that brings it back."""
    card, _ = keypad.draft_card(draft)
    what = escape_markdown(content_label(card, language=current_language())) if card is not None else say("cards.the_card")
    st.info(say("cards.discarded", name=what), icon=":material/delete:")
    st.button(say("cards.undo_discard"), key=keys("undo"), icon=":material/undo:", width="stretch",
              on_click=_undo_discard, args=(keys,))


def _save(keys: Keys, save: Callable[[FeatureCard], str | None], new_id: Callable[[str], str]) -> None:
    """Callback of Save: validate the draft, give it a free id from its label, save it."""
    draft = current_draft(keys)
    card, errors = keypad.draft_card(draft, language=current_language())
    if card is None:
        st.session_state[keys.errors] = errors
        return
    card = card.model_copy(update={"id": new_id(card.display_name), "photo": st.session_state.get(keys.photo, "")})
    refusal = save(card)
    if refusal:
        st.session_state[keys.errors] = [refusal]
        return
    # The pile goes on: the next card starts at once on the same row; the confirmation stays until
    # its first tap (one tap saved per card over a separate "Next card" after every save).
    remember_saved(draft, card.id)
    _next_card(keys)
    st.session_state[keys.saved] = card.id
    st.session_state[_BACK_UP] = True
