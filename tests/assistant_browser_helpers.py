"""Helpers shared by the Assistant's real-browser tests: the live game as stored, a tap that waits for
its rerun, the live game's id in the page URL."""

from __future__ import annotations

import re

from browser_support import rerun

from webapp.assistant.store import LiveStore, catalogue_from_snapshot, load_state


def stored_state(server, live_id: str):
    game = LiveStore(server.db_path).get(live_id)
    return load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state


def tap(page, locator) -> None:
    with rerun(page):
        locator.click()


def live_id_of(page) -> str:
    match = re.search(r"[?&]live=([^&]+)", page.url)
    assert match, page.url
    return match.group(1)
