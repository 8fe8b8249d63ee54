"""The Catalogue page's Share view: one person enters the deck, everyone at the table uses it.

Three parts, in the order a table needs them:

1. **This server.** The catalogue is the server's: every game on it and every phone that opens the app
   reads it. What a game may hold alone are the cards that came inside an imported game file (inline
   cards); "Share with every game on this server" copies them into the catalogue, after showing what
   would be added, what is already there and what conflicts, and asking to confirm.
2. **Send it to another app.** The catalogue as QR codes and a link (``card_db.catalogue_link``; photos
   never go in a link) and as a file (photos included). A whole deck needs more than one code: the page
   says so and shows the codes one at a time, each a complete part that imports on its own.
3. **Receive one.** A pasted link, a link opened on this page (``?catalogue=...``) or an uploaded file is
   read strictly, shown as the merge report (added / identical / conflicting, never overwriting) and
   imported only when confirmed.

Streamlit drawing and routing only: reading and merging are ``card_db``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

import streamlit as st

from card_db.catalogue_link import MAX_LINK_CHARS, URL_PARAM, decode_link, encode_link, encode_parts, token_from_text
from card_db.loader import CatalogueError, CatalogueFile, dump_catalogue_bytes, parse_catalogue_bytes
from card_db.models import FeatureCard, StartingTile
from card_db.strict_json import MAX_CATALOGUE_LABEL
from card_db.user_catalogue import ImportReport, UserCatalogue
from webapp.cards.photo import PhotoError, clean_photos
from webapp.cards.photo_view import refusal
from webapp.database import DatabaseError
from webapp.language import listed, say
from webapp.markdown_text import escape_markdown
from webapp.qr import MAX_QR_BYTES, QRTooLongError, qr_png
from webapp.tables.store import StoreError
from webapp.ui import table_url

PENDING = "share_pending"  # a catalogue read and waiting for "Import": (CatalogueFile, source)
REPORT = "cat_import_report"  # the last import's report, or the sentence saying why nothing was read
PHOTOS_LEFT_OUT = "cat_import_photos"  # the last import's cards whose photo could not be read: ((id, why), ...)
CODE = "share_code"
CODE_BYTES = 1400
"""What one code of a catalogue carries: about version 30 of QR (137 modules a side), so a code as wide as
the phone has modules of 2.5 screen pixels that another phone's camera reads; a full code (2,331 bytes,
177 modules) is too fine to read from a screen. A whole deck of about 3 KB takes four codes."""
PAGE_PATH = "Catalogue"
LINK_SHAPE = f"http://.../{PAGE_PATH}?{URL_PARAM}=1...."
"""What a catalogue link looks like (the paste box's placeholder): an address, the same in every language."""


@dataclass(frozen=True)
class Pending:
    """A catalogue read (link, file or this server's games), waiting for the player to confirm."""

    catalogue: CatalogueFile
    source: str
    photos_left_out: tuple[tuple[str, PhotoError], ...] = ()
    """Cards whose photo is not a picture that can be read: imported without it (``webapp.cards.photo``)."""


def arriving_link() -> bool:
    """Read a catalogue link opened on this page (``?catalogue=...``) into a pending import; True if one
    came. The parameter leaves the URL at once: the preview is kept in the session instead."""
    token = st.query_params.get(URL_PARAM)
    if token is None:
        return False
    st.query_params.pop(URL_PARAM, None)
    _read(lambda: decode_link(token_from_text(token)), say("catalogue.source_opened_link"))
    return True


def share_view(user: UserCatalogue, mine: CatalogueFile) -> None:
    """The whole Share view (``mine``: the user's own cards and tiles, read once by the page)."""
    pending = st.session_state.get(PENDING)
    if isinstance(pending, Pending):
        _confirm(user, pending)
    _last_report()
    _this_server(user, mine)
    st.divider()
    _send(user, mine)
    st.divider()
    _receive()


# --- 1. this server -------------------------------------------------------------------------------------


def _this_server(user: UserCatalogue, mine: CatalogueFile) -> None:
    st.markdown(f"#### {say('catalogue.server')}")
    st.caption(say("catalogue.server_how", cards=say("count.cards", count=len(mine.cards)),
                   tiles=say("catalogue.count_tiles", count=len(mine.starting_tiles))))
    st.caption(say("catalogue.games_carry_cards"))
    st.button(say("catalogue.share_games"), key="share_games", icon=":material/group:",
              width="stretch", on_click=_read_games)


def _read_games() -> None:
    """Callback: the cards and tiles carried inside this server's games, as a pending import."""
    def collect() -> CatalogueFile:
        store = table_url.store()
        cards: list[FeatureCard] = []
        tiles: list[StartingTile] = []
        for summary in store.list_games():
            game = store.get(summary.id).game
            cards += game.cards
            tiles += game.starting_tiles
        return CatalogueFile(cards=tuple(cards), starting_tiles=tuple(tiles))

    try:
        _read(collect, say("catalogue.source_games"))
    except (StoreError, DatabaseError, OSError) as error:
        st.session_state[REPORT] = say("catalogue.games_unreadable", error=str(error))


# --- 2. send ----------------------------------------------------------------------------------------------


def _origin() -> str:
    """The address this phone reached the app at (a phone on the same network can open it)."""
    url = getattr(st.context, "url", None) or ""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else "http://localhost:8501"


def link_of(token: str) -> str:
    """The Catalogue page of this server with ``token`` in it."""
    return f"{_origin()}/{PAGE_PATH}?{URL_PARAM}={token}"


@st.cache_data(max_entries=8, show_spinner=False)
def _parts(whole: str, budget: int, _cards: Iterable[FeatureCard], _tiles: Iterable[StartingTile]) -> tuple[str, ...]:
    """The QR-sized parts of a catalogue, cached by its whole token (the same contents, the same parts):
    splitting a deck takes a tenth of a second or more, and the view reruns on every tap."""
    try:
        return encode_parts(_cards, _tiles, budget)
    except ValueError:  # a card too big for one code: the link and the file still carry it
        return ()


@st.cache_data(max_entries=16, show_spinner=False)
def _qr(link: str) -> bytes:
    """A link's QR code, cached: a full-size code takes about a second to draw."""
    return qr_png(link)


def _send(user: UserCatalogue, mine: CatalogueFile) -> None:
    st.markdown(f"#### {say('catalogue.send')}")
    if not mine.cards and not mine.starting_tiles:
        st.caption(say("catalogue.nothing_to_send"))
        return
    st.caption(say("catalogue.send_how"))
    whole = encode_link(mine.cards, mine.starting_tiles)
    tokens = _parts(whole, min(CODE_BYTES, MAX_QR_BYTES) - len(link_of("")), mine.cards, mine.starting_tiles)
    if len(tokens) > 1:
        st.info(say("catalogue.many_codes", count=len(tokens)))
        number = st.segmented_control(say("catalogue.code"), range(1, len(tokens) + 1), key=CODE, required=True,
                                      default=1, format_func=lambda n: say("catalogue.n_of", number=n, count=len(tokens)),
                                      width="stretch")
        token = tokens[(number or 1) - 1]
    elif tokens:
        token = tokens[0]
    else:
        token = None
    if token is not None:
        try:
            st.image(_qr(link_of(token)), width="stretch",
                     caption=say("catalogue.code_n_of", number=tokens.index(token) + 1, count=len(tokens))
                     if len(tokens) > 1 else say("catalogue.one_code"))
        except QRTooLongError:  # the address itself was very long: the link and the file still work
            st.caption(say("catalogue.address_too_long"))
    link = link_of(whole)
    if len(link) > MAX_LINK_CHARS:  # an address that long ends on a browser's error page, not in the app
        st.caption(say("catalogue.link_too_long", characters=len(link), limit=MAX_LINK_CHARS))
    else:
        with st.expander(say("catalogue.link", count=len(link))):
            st.caption(say("catalogue.link_how"))
            st.code(link, language=None, wrap_lines=True)
    try:
        data = _export(mine)
    except CatalogueError as error:
        st.error(escape_markdown(error))
    else:
        st.download_button(say("catalogue.download"), data, file_name="santa-monica-catalogue.json",
                           mime="application/json", key="cat_export", width="stretch", icon=":material/download:")


def _export(mine: CatalogueFile) -> bytes:
    """The catalogue file to download: every photo the app's own re-encoding (one stored before photos were
    checked may not be), an unreadable one left out, as an import would."""
    cleaned, _ = clean_photos(mine)
    return dump_catalogue_bytes(cleaned.cards, cleaned.starting_tiles,
                                notes="Exported from a Santa Monica score pad catalogue.")


# --- 3. receive -------------------------------------------------------------------------------------------


def _receive() -> None:
    st.markdown(f"#### {say('catalogue.receive')}")
    st.caption(say("catalogue.receive_how"))
    st.text_input(say("catalogue.paste_link"), key="share_link", placeholder=LINK_SHAPE)
    st.button(say("catalogue.read_link"), key="share_read_link", width="stretch", icon=":material/link:",
              on_click=_read_pasted)
    upload = st.file_uploader(say("catalogue.file"), type=["json"], key="cat_upload",
                              help=say("catalogue.file_help", size=MAX_CATALOGUE_LABEL))
    st.button(say("catalogue.read_file"), key="cat_import", width="stretch", disabled=upload is None,
              icon=":material/upload:", on_click=_read_upload)


def _read_pasted() -> None:
    text = st.session_state.get("share_link") or ""
    _read(lambda: decode_link(token_from_text(text)), say("catalogue.source_pasted_link"))


def _read_upload() -> None:
    upload = st.session_state.get("cat_upload")
    if upload is not None:
        _read(lambda: parse_catalogue_bytes(upload.getvalue(), upload.name), upload.name)


def _read(load: Callable[[], CatalogueFile], source: str) -> None:
    """Read a catalogue (``load()``) into a pending import, or keep the sentence saying why it cannot be."""
    st.session_state.pop(PENDING, None)
    try:
        # Photos are decoded and re-encoded here, where Pillow may be used: card_db only checks their text.
        catalogue, left_out = clean_photos(load())
        st.session_state[PENDING] = Pending(catalogue, source, left_out)
        st.session_state.pop(REPORT, None)
    except CatalogueError as error:
        st.session_state[REPORT] = str(error)


def _confirm(user: UserCatalogue, pending: Pending) -> None:
    """The merge report of a pending import (nothing written yet), with Import and Cancel."""
    try:
        preview = user.import_catalogue(pending.catalogue, pending.source, dry_run=True)
    except CatalogueError as error:
        st.session_state.pop(PENDING, None)
        st.error(escape_markdown(error))
        return
    with st.container(border=True, key="share_confirm"):
        st.markdown(f"**{say('catalogue.from', source=escape_markdown(pending.source))}**")
        cards, tiles = len(preview.added_cards), len(preview.added_starting_tiles)
        lines = [say("catalogue.would_add", cards=say("count.cards", count=cards),
                     tiles=say("catalogue.count_tiles", count=tiles))] if cards or tiles else []
        if preview.identical:
            lines.append(say("catalogue.would_skip", count=len(preview.identical)))
        if preview.conflicts:
            lines.append(say("catalogue.would_conflict", count=len(preview.conflicts)))
        st.markdown("\n".join(f"- {escape_markdown(line)}" for line in lines))
        for conflict in preview.conflicts:
            st.warning(escape_markdown(say("catalogue.conflict_preview", difference=conflict.difference)))
        _photos_left_out(pending.photos_left_out, "photo.left_out_would")
        if cards or tiles:
            go, stop = st.columns(2)
            go.button(say("catalogue.import"), key="share_go", type="primary", width="stretch", icon=":material/download_done:",
                      on_click=_import, args=(user, pending))
            stop.button(say("catalogue.cancel"), key="share_cancel", width="stretch", on_click=_cancel)
        else:
            st.success(say("catalogue.nothing_new"))
            st.button(say("catalogue.done"), key="share_done", width="stretch", on_click=_cancel)


def _cancel() -> None:
    st.session_state.pop(PENDING, None)


def _import(user: UserCatalogue, pending: Pending) -> None:
    """Callback of Import: merge for real (the report may differ from the preview if a card was saved since)."""
    st.session_state.pop(PENDING, None)
    try:
        report = user.import_catalogue(pending.catalogue, pending.source)
        st.session_state[REPORT] = report
        st.session_state[PHOTOS_LEFT_OUT] = tuple(p for p in pending.photos_left_out if p[0] in report.added_cards)
    except CatalogueError as error:
        st.session_state[REPORT] = str(error)


def _last_report() -> None:
    report = st.session_state.get(REPORT)
    if isinstance(report, ImportReport):
        show_import_report(report)
        _photos_left_out(st.session_state.get(PHOTOS_LEFT_OUT, ()), "photo.left_out_was")
    elif report:
        # The lines quote the file or link (ids, names, values): shown as text, never as Markdown.
        st.error(say("catalogue.import_problems") + "\n\n" + "\n".join(
            f"- {escape_markdown(line)}" for line in str(report).splitlines() if line.strip()))


def show_import_report(report: ImportReport) -> None:
    """What an import did: added, identical (skipped), conflicts (not imported), ids that shadow samples."""
    added = len(report.added)
    # The file's name, ids and record names are the importer's text: all shown as typed.
    what = say("catalogue.imported", source=report.source, cards=say("count.cards", count=len(report.added_cards)),
               tiles=say("catalogue.count_tiles", count=len(report.added_starting_tiles)))
    if added:
        what = say("catalogue.imported_names", imported=what, names=listed(report.added))
    (st.success if added else st.info)(escape_markdown(what))
    if report.identical:
        st.info(escape_markdown(say("catalogue.skipped", count=len(report.identical), names=listed(report.identical))))
    for conflict in report.conflicts:
        st.warning(escape_markdown(say("catalogue.conflict", difference=conflict.difference)))
    if report.replaces_builtin:
        st.caption(escape_markdown(say("catalogue.replaces_samples", ids=listed(report.replaces_builtin))))


def _photos_left_out(cards: tuple[tuple[str, PhotoError], ...], sentence: str) -> None:
    """One warning per card whose photo is not a picture that can be read: the card comes without it
    (``sentence``: the key saying whether it would be, or was, imported)."""
    for card_id, why in cards:
        st.warning(escape_markdown(say(sentence, card=card_id, why=refusal(why.key, why.values))))
