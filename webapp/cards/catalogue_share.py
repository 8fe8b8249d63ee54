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

import sqlite3
from dataclasses import dataclass
from urllib.parse import urlsplit

import streamlit as st

from card_db.catalogue_link import MAX_LINK_CHARS, URL_PARAM, decode_link, encode_link, encode_parts, token_from_text
from card_db.loader import CatalogueError, CatalogueFile, dump_catalogue_bytes, parse_catalogue_bytes
from card_db.strict_json import MAX_CATALOGUE_LABEL
from card_db.user_catalogue import ImportReport, UserCatalogue
from webapp.ui import table_url
from webapp.cards.text import plural
from webapp.markdown_text import escape_markdown
from webapp.cards.photo import clean_photos
from webapp.qr import MAX_QR_BYTES, QRTooLongError, qr_png
from webapp.tables.store import StoreError

PENDING = "share_pending"  # a catalogue read and waiting for "Import": (CatalogueFile, source)
REPORT = "cat_import_report"  # the last import's report, or the sentence saying why nothing was read
PHOTOS_LEFT_OUT = "cat_import_photos"  # the last import's cards whose photo could not be read: ((id, why), ...)
CODE = "share_code"
CODE_BYTES = 1400
"""What one code of a catalogue carries: about version 30 of QR (137 modules a side), so a code as wide as
the phone has modules of 2.5 screen pixels that another phone's camera reads; a full code (2,331 bytes,
177 modules) is too fine to read from a screen. A whole deck of about 3 KB takes four codes."""
PAGE_PATH = "Catalogue"


@dataclass(frozen=True)
class Pending:
    """A catalogue read (link, file or this server's games), waiting for the player to confirm."""

    catalogue: CatalogueFile
    source: str
    photos_left_out: tuple[tuple[str, str], ...] = ()
    """Cards whose photo is not a picture that can be read: imported without it (``webapp.cards.photo``)."""


def arriving_link() -> bool:
    """Read a catalogue link opened on this page (``?catalogue=...``) into a pending import; True if one
    came. The parameter leaves the URL at once: the preview is kept in the session instead."""
    token = st.query_params.get(URL_PARAM)
    if token is None:
        return False
    st.query_params.pop(URL_PARAM, None)
    _read(lambda: decode_link(token_from_text(token)), "the link you opened")
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
    st.markdown("#### Everyone on this server")
    st.caption(f"This catalogue ({plural(len(mine.cards), 'card')}, {plural(len(mine.starting_tiles), 'starting tile')}"
               " of your own) belongs to this server: every game here uses it, on every phone that opens this app. "
               "The others at the table open the same address: nothing to send.")
    st.caption("A game imported from a file may carry cards of its own that only that game knows. "
               "Share them with every game here:")
    st.button("Share cards inside games with every game", key="share_games", icon=":material/group:",
              width="stretch", on_click=_read_games)


def _read_games() -> None:
    """Callback: the cards and tiles carried inside this server's games, as a pending import."""
    def collect() -> CatalogueFile:
        store = table_url.store()
        cards, tiles = [], []
        for summary in store.list_games():
            game = store.get(summary.id).game
            cards += game.cards
            tiles += game.starting_tiles
        return CatalogueFile(cards=tuple(cards), starting_tiles=tuple(tiles))

    try:
        _read(collect, "the games on this server")
    except (StoreError, sqlite3.Error, OSError) as error:
        st.session_state[REPORT] = f"The games on this server cannot be read right now ({error}); try again."


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
def _parts(whole: str, budget: int, _cards, _tiles) -> tuple[str, ...]:
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
    st.markdown("#### Send it to another app")
    if not mine.cards and not mine.starting_tiles:
        st.caption("Nothing to send yet: enter cards with Add a card, or receive a catalogue below.")
        return
    st.caption("Scan the code with the other phone, or send the link; then open it in the other app (or paste it "
               "under Receive there). Photos stay out of codes and links: the file carries them.")
    whole = encode_link(mine.cards, mine.starting_tiles)
    tokens = _parts(whole, min(CODE_BYTES, MAX_QR_BYTES) - len(link_of("")), mine.cards, mine.starting_tiles)
    if len(tokens) > 1:
        st.info(f"Your catalogue is too big for one QR code: it takes {len(tokens)} codes. Scan them one after "
                "the other, in any order; each adds its own cards. Or send the link or the file below.")
        number = st.segmented_control("Code", range(1, len(tokens) + 1), key=CODE, required=True, default=1,
                                      format_func=lambda n: f"{n} of {len(tokens)}", width="stretch")
        token = tokens[(number or 1) - 1]
    elif tokens:
        token = tokens[0]
    else:
        token = None
    if token is not None:
        try:
            st.image(_qr(link_of(token)), width="stretch",
                     caption=f"Code {tokens.index(token) + 1} of {len(tokens)}" if len(tokens) > 1 else
                     "Your whole catalogue in one code")
        except QRTooLongError:  # the address itself was very long: the link and the file still work
            st.caption("This server's address is too long for a QR code: send the link or the file.")
    link = link_of(whole)
    if len(link) > MAX_LINK_CHARS:  # an address that long ends on a browser's error page, not in the app
        st.caption(f"Your catalogue is too big for one link ({len(link):,} characters; an address carries "
                   f"{MAX_LINK_CHARS:,}): send the file below, or the QR codes above.")
    else:
        with st.expander(f"The link to your whole catalogue ({len(link):,} characters)"):
            st.caption("Copy it with the button at its corner and send it in a message.")
            st.code(link, language=None, wrap_lines=True)
    try:
        data = _export(mine)
    except CatalogueError as error:
        st.error(escape_markdown(error))
    else:
        st.download_button("Download my catalogue (with photos)", data, file_name="santa-monica-catalogue.json",
                           mime="application/json", key="cat_export", width="stretch", icon=":material/download:")


def _export(mine: CatalogueFile) -> bytes:
    """The catalogue file to download: every photo the app's own re-encoding (one stored before photos were
    checked may not be), an unreadable one left out, as an import would."""
    cleaned, _ = clean_photos(mine)
    return dump_catalogue_bytes(cleaned.cards, cleaned.starting_tiles,
                                notes="Exported from a Santa Monica score pad catalogue.")


# --- 3. receive -------------------------------------------------------------------------------------------


def _receive() -> None:
    st.markdown("#### Receive a catalogue")
    st.caption("Cards and tiles already in your catalogue are never overwritten: identical ones are skipped, "
               "different ones are listed as conflicts. You see what would change before anything is imported.")
    st.text_input("Paste a catalogue link", key="share_link", placeholder="http://.../Catalogue?catalogue=1....")
    st.button("Read the link", key="share_read_link", width="stretch", icon=":material/link:",
              on_click=_read_pasted)
    upload = st.file_uploader("Or a catalogue file (.json)", type=["json"], key="cat_upload",
                              help=f"A catalogue file exported from this app, up to {MAX_CATALOGUE_LABEL}.")
    st.button("Read this file", key="cat_import", width="stretch", disabled=upload is None,
              icon=":material/upload:", on_click=_read_upload)


def _read_pasted() -> None:
    text = st.session_state.get("share_link") or ""
    _read(lambda: decode_link(token_from_text(text)), "the pasted link")


def _read_upload() -> None:
    upload = st.session_state.get("cat_upload")
    if upload is not None:
        _read(lambda: parse_catalogue_bytes(upload.getvalue(), upload.name), upload.name)


def _read(load, source: str) -> None:
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
        st.markdown(f"**From {escape_markdown(pending.source)}**")
        cards, tiles = len(preview.added_cards), len(preview.added_starting_tiles)
        lines = [f"Would add {plural(cards, 'card')} and {plural(tiles, 'starting tile')}."] if cards or tiles else []
        if preview.identical:
            lines.append(f"{len(preview.identical)} already in your catalogue, identical: skipped.")
        if preview.conflicts:
            lines.append(f"{plural(len(preview.conflicts), 'conflict')}: yours kept, listed below.")
        st.markdown("\n".join(f"- {escape_markdown(line)}" for line in lines))
        for conflict in preview.conflicts:
            st.warning(escape_markdown(f"Conflict, would not be imported: {conflict.difference}."))
        _photos_left_out(pending.photos_left_out, "would be imported")
        if cards or tiles:
            go, stop = st.columns(2)
            go.button("Import", key="share_go", type="primary", width="stretch", icon=":material/download_done:",
                      on_click=_import, args=(user, pending))
            stop.button("Cancel", key="share_cancel", width="stretch", on_click=_cancel)
        else:
            st.success("Nothing new: everything is in your catalogue already.")
            st.button("Done", key="share_done", width="stretch", on_click=_cancel)


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
        _photos_left_out(st.session_state.get(PHOTOS_LEFT_OUT, ()), "was imported")
    elif report:
        # The lines quote the file or link (ids, names, values): shown as text, never as Markdown.
        st.error("Nothing was imported; it has problems:\n\n" + "\n".join(
            f"- {escape_markdown(line)}" for line in str(report).splitlines() if line.strip()))


def show_import_report(report: ImportReport) -> None:
    """What an import did: added, identical (skipped), conflicts (not imported), ids that shadow samples."""
    added = len(report.added)
    # The file's name, ids and record names are the importer's text: all shown as typed.
    (st.success if added else st.info)(escape_markdown(
        f"Imported from {report.source}: {plural(len(report.added_cards), 'card')} and "
        f"{plural(len(report.added_starting_tiles), 'starting tile')} added."
        + (f" Added: {', '.join(report.added)}." if added else "")
    ))
    if report.identical:
        st.info(escape_markdown(f"{len(report.identical)} already in your catalogue, identical, skipped: "
                                f"{', '.join(report.identical)}."))
    for conflict in report.conflicts:
        st.warning(escape_markdown(f"Conflict, not imported: {conflict.difference}."))
    if report.replaces_builtin:
        st.caption(escape_markdown("These ids are also built-in sample ids; your records are used instead of the "
                                   "samples: " + ", ".join(report.replaces_builtin) + "."))


def _photos_left_out(cards: tuple[tuple[str, str], ...], done: str) -> None:
    """One warning per card whose photo is not a picture that can be read: the card comes without it."""
    for card_id, why in cards:
        st.warning(escape_markdown(f"Card '{card_id}' {done} without its photo: {why}. Add a new one with "
                                   "Replace photo under the card."))
