"""The Pad page (score pad only): its store, its pure changes, its Streamlit glue and its words.

``store`` (the ``pad_games`` table), ``operations`` (small pure changes to a pad), ``ui`` (the pad in
the URL, number boxes bound to the store) and ``view`` (a scored pad in words, for the Pad and History).
"""
