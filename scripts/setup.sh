#!/usr/bin/env bash
# Sets up everything the project needs on a fresh machine: a virtual environment with the
# project and its test tools, and (for the real-browser tests) Debian's Chromium.
# Idempotent: a second run only checks. Usage: bash scripts/setup.sh [--no-browser]
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# Re-install only when pyproject.toml changed since the last successful install.
stamp=.venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)
if [ ! -f "$stamp" ]; then
  # pip's and setuptools' chatter goes to a log; it is shown only when the install fails.
  log=.venv/pip-install.log
  if ! { .venv/bin/python -m pip install --quiet --upgrade pip &&
         .venv/bin/python -m pip install --quiet -e ".[test]"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "Installing the project's Python packages failed (full log above, also in $log)." >&2
    exit 1
  fi
  rm -f .venv/.installed-*
  touch "$stamp"
fi

# Debian's packages the tests need, installed as root (or through sudo) with apt; apt's lists are updated once a
# run, at the first install. apt_install PACKAGE... returns non-zero when it cannot install (not root, no apt).
apt_updated=""
apt_install() {
  local run
  if [ "$(id -u)" = "0" ]; then run="env DEBIAN_FRONTEND=noninteractive"
  elif command -v sudo >/dev/null 2>&1; then run="sudo env DEBIAN_FRONTEND=noninteractive"
  else return 1; fi
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ -z "$apt_updated" ]; then
    $run apt-get update -qq || return 1
    apt_updated=1
  fi
  $run apt-get install -y -qq "$@" >/dev/null
}

# The store tests run on SQLite and on a throwaway PostgreSQL server (scripts/test.sh starts it): Debian's
# server package. Without it the PostgreSQL tests skip (fail under CI=true).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the store tests..."
  if ! apt_install postgresql; then
    echo "WARNING: PostgreSQL's server is not installed and cannot be installed here (not root, no apt-get):"
    echo "         the store tests' PostgreSQL cases will be skipped (install Debian's postgresql to run them)."
  fi
fi

if [ "${1:-}" != "--no-browser" ] && ! command -v chromium >/dev/null 2>&1; then
  # Playwright's own browser download cannot work here; Debian's chromium does.
  echo "Installing Debian's chromium for the real-browser tests..."
  if ! apt_install chromium; then
    echo "WARNING: chromium is not installed and cannot be installed here (not root, no apt-get):"
    echo "WARNING: the real-browser tests will be SKIPPED."
  fi
fi

# A colour emoji font, as every phone has: the menu's page icons are emoji, drawn as empty boxes in the
# browser tests' screenshots without one. Optional: the tests pass without it, so a failed install warns.
if [ "${1:-}" != "--no-browser" ] && command -v chromium >/dev/null 2>&1 &&
   ! { command -v fc-list >/dev/null 2>&1 && fc-list | grep -qi "color emoji"; }; then
  if ! apt_install fonts-noto-color-emoji 2>/dev/null; then
    echo "WARNING: no colour emoji font (fonts-noto-color-emoji): the page icons show as boxes in screenshots."
  fi
fi

# Debian's nginx, for the test of several app processes behind it (tests/test_browser_club.py; the club
# command, scripts/club.sh, installs it itself). Only nginx's binary is used: the tests start their own.
if [ "${1:-}" != "--no-browser" ] && ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for the several-processes test..."
  if ! apt_install nginx; then
    echo "WARNING: nginx is not installed and cannot be installed here: the several-processes test will be SKIPPED."
  fi
fi
