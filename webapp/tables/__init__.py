"""A rebuilt table: its store, its pure changes, a finished result on its pages, live refresh, joining.

``store`` (the ``games`` table in SQLite), ``operations`` (small pure changes a store applies in one
transaction), ``finished_guard`` (the result banner and "Correct this finished table?"),
``live_refresh`` (another phone's change shown within seconds), ``join`` (the address another phone
opens) and ``said`` (refusals as catalogue keys, said in each phone's language). The score pad of the
Pad page lives in ``webapp.pad``; the Assistant's games in ``webapp.assistant``.
"""
