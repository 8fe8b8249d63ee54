"""Streamlit helpers every page shares, one concern a module.

``frame`` (page set-up, phone CSS, messages for the next run, the pages' paths, the next-step button),
``table_url`` (the table in the URL read from the store on every rerun, its catalogue), ``binding``
(widgets bound to the store, changes saved through ``apply``), ``held_values`` (values a phone held across
a server restart, settled at the end of a page), ``browser_state`` (what the browser sent that Streamlit has
no public API for, its time zone), ``join_panel`` (links between a table's pages, "Join from another
phone") and ``session_keys`` (the session-state names they share).
"""
