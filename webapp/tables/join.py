"""The address another phone at the table opens to join this game: this machine on the local network.

A phone that opened the app as ``localhost`` (the computer running it) cannot hand that address to
another phone: ``join_url`` puts the machine's LAN address in its place (``lan_address``, found
without sending anything: connecting a UDP socket only picks the outgoing interface). An address the
browser used that is already reachable from elsewhere (a LAN address, a host name) is kept as it is.

Plain Python: no Streamlit. ``webapp.ui.join_panel.join_panel`` shows the result as a QR code and as text.
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlencode, urlsplit

# Any routable address will do: a UDP "connect" sends no packet, it only chooses the interface.
_PROBE = ("192.0.2.1", 9)  # TEST-NET-1 (RFC 5737), never a real host


def lan_address() -> str | None:
    """This machine's IPv4 address on its local network, or ``None`` (no network, or only loopback)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            address = probe.getsockname()[0]
    except OSError:
        return None
    return None if is_loopback(address) or address == "0.0.0.0" else address


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.x.x.x, ::1): only this machine reaches them."""
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def join_url(browser_url: str | None, page: str, game_id: str, *, lan: str | None, port: int,
             language: str | None = None) -> str:
    """The URL of ``page`` (its URL path, "" for Home) with ``?game=ID`` that another phone can open
    (and ``&lang=`` when this phone chose a ``language``: the other phone can still choose its own).

    ``browser_url`` is the address this phone used (``st.context.url``). Its host is kept unless it is
    loopback or missing; then the machine's LAN address ``lan`` and the app's ``port`` are used (the port
    phones open: a proxy's in front of the app, if any), with the browser's scheme. With
    neither, the browser's own address is the best there is."""
    parts = urlsplit(browser_url or "")
    host, scheme = parts.hostname, parts.scheme or "http"
    if host and not is_loopback(host):
        netloc = parts.netloc
    elif lan:  # the browser's scheme kept: an https:// address (a camera needs one) stays https://
        netloc = f"{lan}:{port}"
    else:
        netloc = parts.netloc or f"localhost:{port}"
    base_path = _app_base(parts.path, page)
    params = {"game": game_id, **({"lang": language} if language else {})}
    return f"{scheme}://{netloc}{base_path}{page}?{urlencode(params)}"


def _app_base(path: str, page: str) -> str:
    """The app's own base path in ``path`` (``/`` normally; ``/scorepad/`` behind a proxy prefix)."""
    path = path or "/"
    if page and path.rstrip("/").endswith("/" + page):
        path = path.rstrip("/")[: -len(page)]
    return path if path.endswith("/") else path.rsplit("/", 1)[0] + "/"
