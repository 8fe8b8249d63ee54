"""The app's side: the SQLite stores (score-pad tables, Assistant games), Streamlit helpers the pages
share (widgets bound to the store, navigation, the keypad and picker), pictures drawn with Pillow,
and the one Markdown escaping helper for user text. One folder a feature (``ui/``, ``tables/``, ``city/``,
``scorepad/``, ``cards/``, ``pad/``, ``history/``, ``assistant/``); what every folder uses stays at the top
(``docs/architecture.md``, "Shelves").

Layer: between the pages (``streamlit_app.py``, ``pages/``) and the library (``scorer/``). It never
imports a page, and it computes no game rule: numbers come from ``scorer``.
"""
