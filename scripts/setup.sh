#!/usr/bin/env bash
# Sets up everything the project needs on a fresh machine: a virtual environment with the
# project and its test tools, and (for the tests) Debian's PostgreSQL server, Chromium, an emoji font and nginx.
# Idempotent: a second run only checks. Usage: bash scripts/setup.sh [--no-browser]
# Debian's packages that are missing are installed with one apt-get call, in the background while pip installs
# the Python packages: on a fresh machine both take tens of seconds, and neither waits for the other.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=yes
if [ "${1:-}" = "--no-browser" ]; then browser=""; fi

# --- Debian's packages the tests need -------------------------------------------------------------------
# The store tests run on SQLite and on a throwaway PostgreSQL server (scripts/test.sh starts it): without the
# server package the PostgreSQL tests skip (fail under CI=true). Chromium's headless build
# (chromium-headless-shell, from the same source as Debian's chromium; tests/browser_support.py says why) runs the
# real-browser tests (Playwright's own browser download cannot work here). A colour emoji font, as every phone has:
# the menu's page icons are emoji, drawn as empty boxes in screenshots without one (optional: the tests pass
# without it). nginx's binary runs the test of several app processes behind it (tests/test_browser_club.py;
# scripts/club.sh installs it itself).
missing=()
declare -A why=(
  [postgresql]="the store tests' PostgreSQL cases will be skipped (install Debian's postgresql to run them)"
  [chromium-headless-shell]="the real-browser tests will be SKIPPED"
  [fonts-noto-color-emoji]="no colour emoji font: the page icons show as boxes in screenshots"
  [nginx]="the several-processes test will be SKIPPED"
)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if [ -n "$browser" ]; then
  if ! command -v chromium-headless-shell >/dev/null 2>&1; then
    missing+=(chromium-headless-shell)
  fi
  if ! { command -v fc-list >/dev/null 2>&1 && fc-list | grep -qi "color emoji"; }; then missing+=(fonts-noto-color-emoji); fi
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
fi

apt_run=""
if [ "$(id -u)" = "0" ]; then apt_run="env DEBIAN_FRONTEND=noninteractive"
elif command -v sudo >/dev/null 2>&1; then apt_run="sudo env DEBIAN_FRONTEND=noninteractive"; fi
apt_log=$(mktemp)
apt_pid=""
if [ "${#missing[@]}" -gt 0 ] && [ -n "$apt_run" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests (in the background, beside the Python packages)..."
  # One update and one install for all of them; if that fails (a package not found, say), each on its own, so
  # that one missing package does not keep the others out.
  ( { $apt_run apt-get update -qq && $apt_run apt-get install -y -qq "${missing[@]}"; } >"$apt_log" 2>&1 ||
      for package in "${missing[@]}"; do $apt_run apt-get install -y -qq "$package" >>"$apt_log" 2>&1 || true; done ) &
  apt_pid=$!
fi

# --- the Python packages ----------------------------------------------------------------------------------
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# Re-install only when pyproject.toml changed since the last successful install.
stamp=.venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)
pip_failed=""
if [ ! -f "$stamp" ]; then
  # pip's and setuptools' chatter goes to a log; it is shown only when the install fails.
  # uv (from PyPI, into the venv) installs them in about a third of pip's time (11 s against 28 s on a fresh venv
  # here), bytecode compiled as pip does; where uv cannot be had, pip installs them.
  log=.venv/pip-install.log
  if { .venv/bin/python -m pip install --quiet --upgrade pip &&
       if .venv/bin/python -m pip install --quiet uv; then
         .venv/bin/uv pip install --quiet --python .venv/bin/python --compile-bytecode -e ".[test]"
       else
         .venv/bin/python -m pip install --quiet -e ".[test]"
       fi; } >"$log" 2>&1; then
    rm -f .venv/.installed-*
    touch "$stamp"
  else
    pip_failed="$log"
  fi
fi

# --- both done: say what is still missing ---------------------------------------------------------------
if [ -n "$apt_pid" ]; then wait "$apt_pid" || true; fi
installed() {
  case "$1" in
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 ;;
    fonts-noto-color-emoji) command -v fc-list >/dev/null 2>&1 && fc-list | grep -qi "color emoji" ;;
    nginx) command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}
for package in ${missing[@]+"${missing[@]}"}; do
  if ! installed "$package"; then
    if [ -s "$apt_log" ]; then tail -5 "$apt_log" >&2; fi
    echo "WARNING: $package is not installed and cannot be installed here (apt-get as root or through sudo):"
    echo "WARNING: ${why[$package]}."
  fi
done
rm -f "$apt_log"
if [ -n "$pip_failed" ]; then
  cat "$pip_failed" >&2
  echo "Installing the project's Python packages failed (full log above, also in $pip_failed)." >&2
  exit 1
fi
