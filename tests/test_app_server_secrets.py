"""The tests' app processes never start on a checkout that holds a Streamlit secrets file (``browser_support``).

Such a file (a developer's own, naming the club's PostgreSQL, say) is read by every app the tests start, wherever
their data lies: the tests would write their tables into that database. ``AppServer`` and the club's
``Club`` refuse to start instead, naming the file and the fix.
"""

from __future__ import annotations

import browser_support
import pytest
from browser_support import AppServer, refuse_checkout_secrets
from club_support import Club

A_DEVELOPERS_SECRETS = '[connections.santa_monica]\nurl = "postgresql://club@db.example/santa"\npassword = "x"\n'


@pytest.fixture
def checkout_secrets(tmp_path, monkeypatch):
    """A secrets file where the checkout's would be."""
    path = tmp_path / "secrets.toml"
    path.write_text(A_DEVELOPERS_SECRETS)
    monkeypatch.setattr(browser_support, "CHECKOUT_SECRETS", path)
    return path


def test_an_app_of_the_tests_does_not_start_while_the_checkout_has_a_secrets_file(checkout_secrets, tmp_path):
    server = AppServer(tmp_path / "app")
    with pytest.raises(RuntimeError, match=r"secrets\.toml exists: .* Move it out of the checkout"):
        server.start()
    assert not server.running


def test_a_club_of_the_tests_does_not_start_either(checkout_secrets, tmp_path):
    club = Club(tmp_path / "club", {"SANTA_MONICA_DB": str(tmp_path / "club.sqlite3")})
    with pytest.raises(RuntimeError, match=r"secrets\.toml exists"):
        club.start()
    assert club._process is None  # nothing was started, so nothing is left running


def test_without_the_file_nothing_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(browser_support, "CHECKOUT_SECRETS", tmp_path / "secrets.toml")
    refuse_checkout_secrets()
