"""webapp.tables.join: the address another phone opens to join a game (never localhost when a LAN address exists)."""

from __future__ import annotations

import socket

import pytest

from webapp.tables import join


@pytest.mark.parametrize("host, loopback", [
    ("localhost", True), ("127.0.0.1", True), ("127.1.2.3", True), ("::1", True), ("[::1]", True),
    ("app.localhost", True), ("192.168.1.20", False), ("10.0.0.5", False), ("scorepad.local", False),
    ("fe80::1", False),
])
def test_loopback_hosts_are_told_apart(host, loopback):
    assert join.is_loopback(host) is loopback


def test_a_phone_on_localhost_gets_the_machines_lan_address_and_the_app_port():
    url = join.join_url("http://localhost:8501/City", "City", "AbC123", lan="192.168.1.20", port=8501)
    assert url == "http://192.168.1.20:8501/City?game=AbC123"


def test_the_home_page_joins_at_the_root():
    assert join.join_url("http://127.0.0.1:8502/", "", "g1", lan="10.0.0.7", port=8502) == "http://10.0.0.7:8502/?game=g1"


def test_a_browser_already_on_the_network_keeps_its_address():
    url = join.join_url("https://scorepad.example.org/Scorepad", "Scorepad", "g1", lan="10.0.0.7", port=8501)
    assert url == "https://scorepad.example.org/Scorepad?game=g1"
    url = join.join_url("http://192.168.1.20:8501/City", "City", "g1", lan="10.0.0.7", port=8501)
    assert url == "http://192.168.1.20:8501/City?game=g1"


def test_without_a_lan_address_the_browsers_own_address_is_given():
    assert join.join_url("http://localhost:8501/City", "City", "g1", lan=None, port=8501) == \
        "http://localhost:8501/City?game=g1"
    assert join.join_url(None, "City", "g1", lan=None, port=8599) == "http://localhost:8599/City?game=g1"


def test_an_app_served_under_a_path_prefix_keeps_it():
    url = join.join_url("http://localhost:8501/pad/City", "City", "g1", lan="10.0.0.7", port=8501)
    assert url == "http://10.0.0.7:8501/pad/City?game=g1"


def test_the_game_id_is_url_encoded():
    assert join.join_url(None, "", "a b&c", lan="10.0.0.7", port=8501).endswith("?game=a+b%26c")


class FakeSocket:
    """A UDP socket whose connect only picks an interface, as the real one does; it records what it was asked."""

    sent: list = []

    def __init__(self, address: str | None):
        self.address = address

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, target):
        if self.address is None:
            raise OSError("Network is unreachable")

    def send(self, data):  # pragma: no cover - must never be called
        FakeSocket.sent.append(data)

    def getsockname(self):
        return (self.address, 54321)


@pytest.mark.parametrize("address, expected", [
    ("192.168.1.20", "192.168.1.20"), ("127.0.0.1", None), ("0.0.0.0", None), (None, None),
])
def test_the_lan_address_is_the_outgoing_interfaces_and_nothing_is_sent(monkeypatch, address, expected):
    kinds = []

    def fake_socket(family, kind):
        kinds.append((family, kind))
        return FakeSocket(address)

    monkeypatch.setattr(join.socket, "socket", fake_socket)
    assert join.lan_address() == expected
    assert kinds == [(socket.AF_INET, socket.SOCK_DGRAM)]  # UDP: connect sends no packet
    assert FakeSocket.sent == []


def test_the_real_lan_address_is_an_address_or_none():
    address = join.lan_address()
    assert address is None or not join.is_loopback(address)
