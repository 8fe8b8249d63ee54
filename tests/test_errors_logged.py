"""An unexpected error on a page reaches the server's log (webapp.errors, webapp.server_log); the phone's
message stays as it was; expected errors (refusals, bad input) are not logged; no user text unescaped."""

from __future__ import annotations

import logging

import pytest
from app_helpers import CITY, SCOREPAD, open_page, shown, store

from card_db.catalogue import UnknownCardError
from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp import errors, server_log
from webapp.database import DatabaseError
from webapp.scorepad import report_cache
from webapp.tables import operations as tables
from webapp.tables.operations import TableError
from webapp.tables.store import GameStore

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def _scoring_breaks(*_args, **_kwargs):
    raise RuntimeError("the scorer broke\nFAKE 2026-01-01 ERROR forged line")


def test_an_unexpected_scoring_error_is_logged_with_traceback_page_and_table(monkeypatch, caplog):
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    gid = store().create_game(game)
    monkeypatch.setattr(report_cache, "table_report", _scoring_breaks)
    with caplog.at_level(logging.ERROR, logger=server_log.LOGGER):
        at = open_page(SCOREPAD, gid)

    assert not at.exception  # never a traceback on the phone
    assert [shown(e.value) for e in at.error] == [  # the message the phone showed before this was logged
        ("The scorer could not score this table: the scorer broke FAKE 2026-01-01 ERROR forged line. "
         "Export the game JSON below and report it.")]
    assert at.get("download_button")  # and the game's JSON to report it with
    [record] = [r for r in caplog.records if r.name == server_log.LOGGER]
    assert record.levelno == logging.ERROR and record.exc_info is not None
    line = record.getMessage()
    assert "page pages/2_Scorepad.py" in line and f"table 'game={gid}'" in line
    assert "\n" not in line  # the error's own line break is escaped, not a forged second line
    formatted = server_log.SafeFormatter("%(message)s").format(record)
    assert "Traceback (most recent call last):" in formatted and "_scoring_breaks" in formatted
    assert "pages/2_Scorepad.py" in formatted  # the page's frame in the traceback
    assert "builtins.RuntimeError: 'the scorer broke\\nFAKE" in formatted
    assert "\nFAKE" not in formatted  # no line of the log starts with what the error's text made up


def test_an_error_in_a_widgets_callback_is_logged_with_the_page_the_phone_showed(monkeypatch, caplog):
    # A stepper's change is saved by its callback, which runs before any page file is in the call stack.
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                               start_vips=[2, 1]))
    at = open_page(CITY, gid)

    def database_away(*_args, **_kwargs):
        raise DatabaseError("connection refused")

    monkeypatch.setattr(GameStore, "update", database_away)
    with caplog.at_level(logging.ERROR, logger=server_log.LOGGER):
        at.number_input(key=f"sd-{gid}-0").set_value(4).run()

    assert not at.exception
    [record] = [r for r in caplog.records if r.name == server_log.LOGGER]
    assert "page pages/1_City.py" in record.getMessage() and f"table 'game={gid}'" in record.getMessage()
    assert store().get(gid).game.players[0].sand_dollars == 0  # nothing saved, and the phone was told


def test_expected_errors_are_not_logged(caplog):
    with caplog.at_level(logging.DEBUG, logger=server_log.LOGGER):
        errors.caught(TableError("table.no_such_card", card="x"))
        errors.caught(UnknownCardError("no-such-card"))
    assert not caplog.records


def test_a_user_text_in_a_log_line_is_quoted_with_its_control_characters_escaped():
    assert server_log.safe("Ana\n\x1b[31mBob\u202e") == "'Ana\\n\\x1b[31mBob\\u202e'"
    assert server_log.safe("x" * 500).endswith("... (500 characters)")


def test_logging_is_configured_once_whatever_the_number_of_runs():
    server_log.configure()
    handlers = list(server_log.log.handlers)
    server_log.configure()
    errors.caught(RuntimeError("boom"))
    assert server_log.log.handlers == handlers and len(handlers) == 1


def test_a_moved_streamlit_internal_is_said_once_and_outside_a_run_nothing_is(caplog, monkeypatch):
    from webapp.ui import browser_state

    monkeypatch.setattr(server_log, "_noted", set())
    with caplog.at_level(logging.WARNING, logger=server_log.LOGGER):
        assert browser_state.incoming_widget_states() is None and browser_state.in_fragment_run() is False
        assert not caplog.records  # no script run is not a moved internal
        server_log.internals_moved("Something._private (a test)", "nothing")
        server_log.internals_moved("Something._private (a test)", "nothing")
    [record] = caplog.records
    assert record.levelno == logging.WARNING and "Moving to a new Streamlit" in record.getMessage()
