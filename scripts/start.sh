#!/usr/bin/env bash
# Sets everything up (without the test browser) and starts the app on http://localhost:8501.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
exec .venv/bin/python -m streamlit run streamlit_app.py --server.headless true "$@"
