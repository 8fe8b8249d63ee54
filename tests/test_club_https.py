"""HTTPS: a phone's camera works only on a secure address (localhost, or https://), so a club serves HTTPS.

Two ways, both with a self-signed certificate made by the test (Debian's openssl command):
- the club command with ``--tls-cert`` / ``--tls-key``: nginx speaks TLS in front of the app processes,
  and a plain ``http://`` request to its port is redirected to ``https://``;
- one app process with Streamlit's own ``server.sslCertFile`` / ``server.sslKeyFile`` (what
  ``bash scripts/start.sh --server.sslCertFile ... --server.sslKeyFile ...`` passes on).
In a real browser the club's page opens under a host name that is not loopback (``club.test``, mapped
to 127.0.0.1 inside Chromium only), where only https:// makes a secure context, and the camera's API
(``navigator.mediaDevices``) is there.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, PHONE, ROOT, WAIT_MS, free_port, settle
from club_support import Club, database_env, get, nginx_missing, self_signed_certificate

HOST = "club.test"  # a name that is not loopback, resolved to 127.0.0.1 by Chromium's own rule


@pytest.fixture(scope="module")
def https_club(tmp_path_factory):
    """The club with one app process behind nginx speaking TLS, restarting a process that dies."""
    if nginx_missing():
        message = "nginx is missing: the HTTPS test cannot run (bash scripts/setup.sh installs it)"
        if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    folder = tmp_path_factory.mktemp("https-club")
    club = Club(folder, database_env("sqlite", folder), processes=1, tls=self_signed_certificate(folder), poll=False,
                restart=True)
    club.start()
    try:
        yield club
    finally:
        assert club.stop() == 0, club.log()


def test_the_club_serves_https_and_sends_plain_http_there(https_club):
    status, body, _ = get(https_club.url + "_stcore/health", tls=True)
    assert (status, body.strip()) == (200, "ok")
    status, body, _ = get(https_club.url, tls=True)
    assert status == 200 and "<html" in body.lower()  # the app's page, through TLS
    plain = https_club.url.replace("https://", "http://")
    status, _, headers = get(plain + "City?game=abc")
    assert status == 301 and headers["Location"] == https_club.url + "City?game=abc"


def test_a_photo_sized_upload_passes_nginx_and_one_over_the_limit_is_refused_by_it(https_club):
    """nginx keeps an upload in memory: run as root, its workers could not write a temporary file in the
    run folder (a 2 MB body failed with 500 before). Streamlit answers the POST itself (405: the health
    check takes none), which shows the body went through; past 10 MB nginx refuses it (413)."""
    import urllib.request

    from club_support import unverified_tls

    def post(size: int) -> int:
        request = urllib.request.Request(https_club.url + "_stcore/health", data=os.urandom(size), method="POST")
        try:
            with urllib.request.urlopen(request, timeout=30, context=unverified_tls()) as answer:
                return answer.status
        except urllib.error.HTTPError as error:
            return error.code

    assert post(2_000_000) == 405
    assert post(12_000_000) == 413


def test_one_app_process_serves_https_with_streamlits_own_certificate_options(tmp_path):
    cert, key = self_signed_certificate(tmp_path)
    port = free_port()
    env = dict(os.environ, **database_env("sqlite", tmp_path), SANTA_MONICA_POLL_SECONDS="0")
    command = [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
               "--server.address", "127.0.0.1", "--server.port", str(port), "--server.fileWatcherType", "none",
               "--server.sslCertFile", str(cert), "--server.sslKeyFile", str(key)]
    log = tmp_path / "streamlit.log"
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline, answer = time.monotonic() + 60, None
        while answer != (200, "ok"):
            assert process.poll() is None and time.monotonic() < deadline, log.read_text()
            try:
                status, body, _ = get(f"https://127.0.0.1:{port}/_stcore/health", tls=True)
                answer = (status, body.strip())
            except OSError:
                time.sleep(0.3)
        with pytest.raises(OSError):  # plain HTTP on a TLS port: no answer a browser could show
            get(f"http://127.0.0.1:{port}/_stcore/health")
    finally:
        process.terminate()
        process.wait(timeout=15)


@pytest.mark.browser
def test_a_phone_opens_the_club_over_https_in_a_secure_context_with_the_camera_api(https_club, playwright_driver):
    browser = playwright_driver.chromium.launch(
        executable_path=str(CHROMIUM), headless=True,
        args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {HOST} 127.0.0.1"])
    try:
        context = browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True,
                                      ignore_https_errors=True, locale="en-US")
        page = context.new_page()
        secure_url = https_club.url.replace("127.0.0.1", HOST)
        page.goto(secure_url.replace("https://", "http://"))  # typed without https: redirected
        page.get_by_text("Santa Monica").first.wait_for(timeout=WAIT_MS)
        settle(page)
        assert page.url.startswith(secure_url)
        assert page.evaluate("() => window.isSecureContext && !!navigator.mediaDevices")
    finally:
        browser.close()


def test_an_app_process_that_dies_is_started_again_and_the_club_answers_again(https_club):
    """Last in this module: it kills the club's one app process (SIGKILL, a crash)."""
    [before] = https_club.status()["processes"]
    https_club.kill_app(before["port"])
    deadline = time.monotonic() + 90
    while True:
        [now] = https_club.status()["processes"]
        try:
            answer = get(https_club.url + "_stcore/health", tls=True)[:2]
        except OSError:
            answer = None
        if now["pid"] != before["pid"] and answer == (200, "ok"):
            break
        assert time.monotonic() < deadline, f"the app process was not started again:\n{https_club.log()}"
        time.sleep(0.5)
    assert now["port"] == before["port"]
    assert "starting app process 0 again (restart 1)" in https_club.log()
