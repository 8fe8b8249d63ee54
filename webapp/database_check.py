"""The app's database checked before the server starts, and what a page says when it cannot be opened.

``python -m webapp.database_check`` (``scripts/start.sh`` runs it) opens the stores' database once: it makes
the tables of an empty database, migrates an older SQLite file, and prints one line saying where the data is
kept (a URL with its password hidden). A database that cannot be used prints one clear message instead
(which setting, what failed, what to check), never a traceback: a setting that is wrong stops the start
(exit 2); a server that does not answer yet lets the app start (exit 0 after the message), since its
pages say the same and work as soon as the database answers.
"""

from __future__ import annotations

import sys

import lang
from webapp.database import DatabaseError, DatabaseSettingError, configured_url, setting_name, shown_url


def unopenable_message(error: BaseException, language: str) -> str:
    """What a page (or the start) says when the database cannot be opened, in ``language``: the SQLite
    file's path and ``$SANTA_MONICA_DB``, or the database setting's name and its URL without the password."""
    from webapp.tables.store import default_db_path

    try:
        url = configured_url()
    except DatabaseSettingError:
        url = None
    if url is None and not isinstance(error, DatabaseSettingError):
        return lang.text("ui.store_unopenable", language, path=default_db_path(), error=error)
    return lang.text("ui.database_unreachable", language, setting=setting_name(),
                     url=shown_url(url) if url else "-", error=error)


def main() -> int:
    """Open the app's database once; print where the data is kept, or why it cannot be used."""
    from webapp.assistant.store import LiveStore
    from webapp.pad.store import PadStore
    from webapp.tables.store import default_database

    try:
        where = default_database()
        PadStore(where)
        LiveStore(where)
    except DatabaseSettingError as error:
        print(unopenable_message(error, "en"), file=sys.stderr)
        return 2
    except (DatabaseError, OSError) as error:
        print(unopenable_message(error, "en"), file=sys.stderr)
        return 0
    print(lang.text("home.saved_in", "en", path=shown_url(where)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
