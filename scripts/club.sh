#!/usr/bin/env bash
# Runs the app for a club: N app processes behind Debian's nginx on one address (scripts/club.py says how).
# Sets everything up first, and installs Debian's nginx when it is missing (as root, or through sudo).
# Usage: bash scripts/club.sh --processes 4 --port 8080 [--tls-cert cert.pem --tls-key key.pem] [-- streamlit options]
# The database comes from the environment, as for one process (docs/deploying.md): SANTA_MONICA_DATABASE_URL,
# else SANTA_MONICA_DB / SANTA_MONICA_DATA_DIR (SQLite: several processes on this one machine share the file).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "The club command puts Debian's nginx in front of the app processes; it is not installed."
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx (apt-get install nginx; the system's own nginx service is not started)..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx with sudo (apt-get install nginx)..."
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "Cannot install it here (not root, no sudo or apt-get): install nginx, then run this again." >&2
    exit 2
  fi
fi
exec .venv/bin/python scripts/club.py "$@"
