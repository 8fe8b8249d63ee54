"""The club command's configuration and options (scripts/club.py, scripts/club_nginx.py), without starting the app.

nginx itself checks the configuration it is given (``nginx -t``), plain and with TLS; a wrong command line
is refused with a message naming the option, before anything starts. tests/test_browser_club.py and
tests/test_club_https.py run the whole club.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys

import pytest
from browser_support import ROOT
from club_support import nginx_missing, self_signed_certificate

sys.path.insert(0, str(ROOT / "scripts"))

from club_nginx import ROUTE_COOKIE, Listen, nginx_config


def _nginx_accepts(tmp_path, config: str) -> subprocess.CompletedProcess:
    if nginx_missing():
        if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
            pytest.fail("nginx is missing (bash scripts/setup.sh installs it)", pytrace=False)
        pytest.skip("nginx is missing (bash scripts/setup.sh installs it)")
    (tmp_path / "nginx-temp").mkdir(exist_ok=True)
    path = tmp_path / "nginx.conf"
    path.write_text(config)
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    return subprocess.run([nginx, "-t", "-q", "-c", str(path), "-p", str(tmp_path), "-e", str(tmp_path / "error.log")],
                          capture_output=True, text=True)


def test_nginx_accepts_the_club_configuration_plain_and_with_tls(tmp_path):
    plain = nginx_config(tmp_path, ["127.0.0.1:8601", "127.0.0.1:8602", "10.0.0.2:8501"], Listen("127.0.0.1", 18080))
    assert _nginx_accepts(tmp_path, plain).returncode == 0, _nginx_accepts(tmp_path, plain).stderr
    assert "hash $santa_monica_route consistent;" in plain and f"$cookie_{ROUTE_COOKIE}" in plain
    assert "server 10.0.0.2:8501 max_fails=1" in plain and "ssl" not in plain

    cert, key = self_signed_certificate(tmp_path)
    tls = nginx_config(tmp_path, ["127.0.0.1:8601"], Listen("127.0.0.1", 18443, cert, key))
    checked = _nginx_accepts(tmp_path, tls)
    assert checked.returncode == 0, checked.stderr
    assert "listen 127.0.0.1:18443 ssl;" in tls and "error_page 497 =301 https://" in tls and "; Secure" in tls


def test_nginx_refuses_a_configuration_it_cannot_use(tmp_path):
    """The check above can fail: a certificate file that is not there."""
    broken = nginx_config(tmp_path, ["127.0.0.1:8601"],
                          Listen("127.0.0.1", 18443, tmp_path / "no.pem", tmp_path / "no.key"))
    assert _nginx_accepts(tmp_path, broken).returncode != 0


def test_a_club_needs_an_app_process_and_a_certificate_needs_its_key(tmp_path):
    with pytest.raises(ValueError):
        nginx_config(tmp_path, [], Listen("127.0.0.1", 18080))
    with pytest.raises(ValueError):
        nginx_config(tmp_path, ["127.0.0.1:8601"], Listen("127.0.0.1", 18080, tmp_path / "cert.pem"))


@pytest.mark.parametrize("arguments, said", [
    (["--processes", "0"], "--processes 0: give 1 to 64"),
    (["--tls-cert", "cert.pem"], "--tls-cert and --tls-key go together"),
    (["--tls-cert", "missing-cert.pem", "--tls-key", "missing-key.pem"], "--tls-cert missing-cert.pem: no such file"),
])
def test_the_club_command_refuses_a_wrong_option_with_a_message_and_starts_nothing(tmp_path, arguments, said):
    run_dir = tmp_path / "run"
    answer = subprocess.run([sys.executable, str(ROOT / "scripts" / "club.py"), *arguments, "--run-dir", str(run_dir)],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert answer.returncode == 2 and said in answer.stderr, answer.stderr
    assert "Traceback" not in answer.stderr
    assert not run_dir.exists()  # nothing started, nothing written


def test_a_port_another_program_holds_is_said_before_any_app_process_starts(tmp_path):
    if nginx_missing():
        pytest.skip("nginx is missing (bash scripts/setup.sh installs it)")
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        answer = subprocess.run([sys.executable, str(ROOT / "scripts" / "club.py"), "--address", "127.0.0.1",
                                 "--port", str(port), "--run-dir", str(tmp_path / "run")],
                                cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert answer.returncode == 1, answer.stderr
    assert f"cannot listen on 127.0.0.1:{port}: Address already in use" in answer.stderr
    assert "starting" not in answer.stdout and "Traceback" not in answer.stderr
