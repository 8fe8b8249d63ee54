"""The nginx configuration of ``scripts/club.py``: one address for the players, N app processes behind it.

What it must get right, and why (nginx's own documentation: ngx_http_upstream_module's ``hash``,
ngx_http_proxy_module's WebSocket proxying; Streamlit's: its websocket is ``/_stcore/stream``, uploads
go to ``/_stcore/upload_file``):

- **Sticky sessions.** A phone's Streamlit session (its widgets, its uploads, its pictures under
  ``/media``) lives in the memory of the one process its websocket reached; its uploads and picture
  requests must reach that same process. nginx gives every browser a random route cookie on its first
  request (``$request_id``) and picks the process by that cookie (``hash ... consistent``, ketama): all of
  a phone's requests go to one process, and adding or losing a process moves only the phones of that
  process. By cookie, not by address (``ip_hash``): the phones of a café or a hosted app's load
  balancer come from one address, and would all land on one process.
- **A process that dies.** nginx tries the next process when one refuses the connection
  (``proxy_next_upstream error timeout``, the default) and leaves the dead one out for
  ``fail_timeout``; the phone's browser reconnects its websocket by itself, reaches another process,
  which reruns its page from the database.
- **The websocket.** HTTP/1.1 to the app with the ``Upgrade`` and ``Connection`` headers passed on, and a
  read timeout far longer than an idle phone's silence (Streamlit pings every few seconds, but an
  hour costs nothing). ``Host`` is passed as the browser sent it (with its port): Streamlit checks the
  websocket's ``Origin`` against it (``server.enableCORS``).
- **Uploads.** The app takes files up to 8 MB (``server.maxUploadSize``); nginx's own limit (1 MB by
  default) is raised above that, multipart overhead included, so Streamlit says the size limit, not nginx.
  Uploads stay in memory (no temporary file: nginx's workers may not enter a private run folder).
- **HTTPS.** With a certificate, nginx listens with TLS, and a plain ``http://`` request to that port is
  redirected to ``https://`` (nginx's code 497) instead of answered with nginx's error page.

Everything nginx writes (pid, logs, temporary files) stays in the run folder; the configuration names
no system path, so a second club on the same machine does not collide with the first or with the
system's nginx. What this module does not do: start anything (``scripts/club.py`` does).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROUTE_COOKIE = "santa_monica_route"
"""The cookie that pins a browser to one app process."""
SERVED_BY_HEADER = "X-Santa-Monica-Process"
"""A response header naming the app process (its loopback address) that answered: for tests and for a
club's organiser looking into a phone's trouble; loopback ports, nothing secret."""
UPLOAD_LIMIT = "10m"  # the app's 8 MB (.streamlit/config.toml) plus multipart overhead


@dataclass(frozen=True)
class Listen:
    """Where nginx listens, and with which certificate (``None``: plain HTTP)."""

    address: str
    port: int
    certificate: Path | None = None
    key: Path | None = None


def nginx_config(run_dir: Path, apps: list[str], listen: Listen, *, worker_user: str | None = None) -> str:
    """nginx's whole configuration for the app processes at ``apps`` ("127.0.0.1:8501", or another
    machine's "10.0.0.2:8501"), everything it writes under ``run_dir``; ``worker_user``: the user nginx's
    workers run as when it is started as root."""
    if not apps:
        raise ValueError("a club needs at least one app process")
    tls = listen.certificate is not None
    if tls and listen.key is None:
        raise ValueError("a certificate needs its key")
    servers = "\n".join(f"        server {app} max_fails=1 fail_timeout=10s;" for app in apps)
    secure = "; Secure" if tls else ""
    tls_lines = (f"""
        ssl_certificate {listen.certificate};
        ssl_certificate_key {listen.key};
        ssl_protocols TLSv1.2 TLSv1.3;
        # A plain http:// request to this port: sent to https:// instead of nginx's error page.
        error_page 497 =301 https://$host:$server_port$request_uri;""" if tls else "")
    user_line = f"user {worker_user};\n" if worker_user else ""
    temp = run_dir / "nginx-temp"
    return f"""# Written by scripts/club.py for this run only; the run folder holds everything nginx writes.
{user_line}worker_processes auto;
worker_rlimit_nofile 10000;  # above a shell's usual 1024 open files: each phone holds two sockets in a worker
pid {run_dir / "nginx.pid"};
error_log {run_dir / "nginx-error.log"} warn;

events {{
    worker_connections 4096;  # two per phone (browser to nginx, nginx to the app): 400 phones and more
}}

http {{
    access_log off;
    client_body_temp_path {temp / "body"};
    proxy_temp_path {temp / "proxy"};
    fastcgi_temp_path {temp / "fastcgi"};
    uwsgi_temp_path {temp / "uwsgi"};
    scgi_temp_path {temp / "scgi"};
    server_tokens off;
    client_max_body_size {UPLOAD_LIMIT};
    # An upload is kept in memory, never in a temporary file: nginx's workers (not root) may be unable to
    # enter the run folder (a temporary folder is private to its owner), and 10 MB a phone uploading is cheap.
    client_body_buffer_size {UPLOAD_LIMIT};
    proxy_max_temp_file_size 0;

    map $http_upgrade $connection_upgrade {{
        default upgrade;
        ''      close;
    }}

    # The route of a browser: its cookie, or for its very first request a new random one, which the
    # answer sets as that cookie (and nothing is set when the browser already has one).
    map $cookie_{ROUTE_COOKIE} $santa_monica_route {{
        ''      $request_id;
        default $cookie_{ROUTE_COOKIE};
    }}
    map $cookie_{ROUTE_COOKIE} $santa_monica_set_route {{
        ''      "{ROUTE_COOKIE}=$request_id; Path=/; HttpOnly; SameSite=Lax{secure}";
        default "";
    }}

    upstream santa_monica_app {{
        hash $santa_monica_route consistent;
{servers}
    }}

    server {{
        listen {listen.address}:{listen.port}{" ssl" if tls else ""};{tls_lines}

        location / {{
            proxy_pass http://santa_monica_app;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_connect_timeout 2s;   # a process that does not accept in 2 s is gone: try the next
            proxy_read_timeout 3600s;   # an idle phone's websocket stays open
            proxy_send_timeout 3600s;
            proxy_buffering off;        # the app's answers go to the phone as they come
            add_header Set-Cookie $santa_monica_set_route;
            add_header {SERVED_BY_HEADER} $upstream_addr always;
        }}
    }}
}}
"""
