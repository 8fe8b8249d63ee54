"""Which keypad drafts were saved already, kept in the app's database so that every app process knows.

A card (or starting tile) being entered on the Catalogue page's keypad lives in the page URL (``?card=`` /
``?tile=``) with a short random draft id (``webapp.cards.keypad``). A phone may open the URL of the moment
Save was tapped again: the reload beat the URL update, the browser restored an old tab, or the phone's app
process died and nginx sent it to another process (issue 31: several processes and machines on one
database). That URL must start the next card with the save confirmed, not bring the saved card back as a new
draft with "another copy?". So every save leaves a mark, draft id -> the id of the card or tile it was
saved as, in table ``saved_drafts`` of the app's database (the SQLite file, or PostgreSQL): every process
and machine reads the same marks, where a per-process memory knew only its own saves.

Bounded: the newest ``KEPT`` marks stay (and the one just written, whatever a clock that stood still says); each save's one write transaction adds its mark and deletes those
past the newest ``KEPT``. A count rather than an age, so the table's size does not depend on how busy the
club is or on the clock. 1000: a mark is wanted only while a URL of that moment may still be opened
(seconds for a reload, a day or so for a restored tab), and a whole deck is 78 cards and 6 tiles, so 1000
covers entering it about a dozen times over; an older URL than that only shows "another copy?", as before.

Written after the card's save, in a transaction of its own, never in the card's: with the SQLite default the
catalogue is a JSON file, which no database transaction covers; on PostgreSQL it is a row of the same
database, but one transaction would make a mark that cannot be written fail the card's save, and the card is
what matters. Saved first, marked second: a mark missing (the database failed between the two) brings back
only "another copy?" for that one URL, nothing lost; a mark written before a save that then failed would
make a reload drop a card that was never saved.

Not moved by ``python -m webapp.move`` (``webapp.move.MOVED``): the marks are short-lived, about URLs of
this server's phones, and mean nothing on another server.

What this module does not do: know Streamlit or the drafts' contents (``webapp.cards.keypad`` does).
"""

from __future__ import annotations

import os

from sqlalchemy import Column, Index, Table, Text, delete, func, select

from webapp.database import METADATA, Clock, Database, upsert_into, utc_now
from webapp.document_table import text_column

KEPT = 1000
"""The marks kept: the newest this many (see the module's docstring for why)."""

SAVED_DRAFTS = Table(
    "saved_drafts", METADATA,
    Column("draft_id", Text, primary_key=True),  # the draft's random id, as the page URL carries it
    text_column("record_id"),  # the card's (or tile's) id in the catalogue
    text_column("saved"),  # ISO 8601 UTC: which marks are the newest
)
Index("saved_drafts_saved", SAVED_DRAFTS.c.saved)


class SavedDrafts(Database):
    """The marks of saved drafts in the app's database. Safe to share between threads (a pooled engine)."""

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now):
        """The marks in ``where`` (a SQLite file's path or a ``postgresql://`` URL), the table made if missing;
        ``clock`` dates each mark. Raises ``webapp.database.DatabaseError`` when the database is away."""
        super().__init__(where, (SAVED_DRAFTS,), clock=clock)

    def remember(self, draft_id: str, record_id: str) -> None:
        """Mark the draft ``draft_id`` as saved as ``record_id``, and forget the marks past the newest
        ``KEPT``: one write transaction. Raises ``DatabaseError`` (nothing written) when the database fails."""
        table = SAVED_DRAFTS
        with self._write() as conn:
            upsert = upsert_into(conn, table).values(draft_id=draft_id, record_id=record_id, saved=self._now())
            conn.execute(upsert.on_conflict_do_update(
                index_elements=[table.c.draft_id],
                set_={"record_id": upsert.excluded.record_id, "saved": upsert.excluded.saved}))
            # Normally one mark past the newest KEPT: the oldest. The draft id breaks a tie of stamps (a clock
            # that stood still), and the mark just written stays whatever its id: at most KEPT + 1 marks.
            older = (select(table.c.draft_id).order_by(table.c.saved.desc(), table.c.draft_id.desc())
                     .offset(KEPT))
            conn.execute(delete(table).where(table.c.draft_id.in_(older) & (table.c.draft_id != draft_id)))

    def saved_as(self, draft_id: str) -> str | None:
        """The id of the card or tile the draft ``draft_id`` was saved as, or None (not saved, or too long
        ago). Raises ``DatabaseError`` when the database fails."""
        with self._connect() as conn:
            return conn.execute(select(SAVED_DRAFTS.c.record_id)
                                .where(SAVED_DRAFTS.c.draft_id == draft_id)).scalar_one_or_none()

    def count(self) -> int:
        """How many marks are kept."""
        with self._connect() as conn:
            return conn.execute(select(func.count()).select_from(SAVED_DRAFTS)).scalar_one()
