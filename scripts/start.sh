#!/usr/bin/env bash
# Sets everything up (without the test browser) and starts the app on http://localhost:8501.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
# Where the data is kept (SANTA_MONICA_DATABASE_URL or the SQLite file): one line, or one clear message when the
# database cannot be used (a wrong setting stops here; a server not answering yet is said, and the app starts).
.venv/bin/python -m webapp.database_check
# No file watcher: players run the app, they do not edit it (a watcher re-reads the source tree on a timer;
# a developer who wants reloads on save passes --server.fileWatcherType auto).
exec .venv/bin/python -m streamlit run streamlit_app.py --server.headless true --server.fileWatcherType none "$@"
