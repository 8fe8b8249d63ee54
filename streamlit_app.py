"""The Santa Monica score pad: the frame Streamlit runs on every page (``streamlit run streamlit_app.py``).

It only routes: the menu (Home, City, Scorepad, Catalogue, History, Assistant) and the chosen page,
through ``webapp.navigation``. The home page itself is ``pages/0_Home.py``. It configures the server's log
first (``webapp.server_log``: unexpected errors the pages catch go there, ``webapp.errors``).
"""

from webapp import navigation, server_log

server_log.configure()  # once per process: every later run finds it done
navigation.route()
