"""The Santa Monica score pad: the frame Streamlit runs on every page (``streamlit run streamlit_app.py``).

It only routes: the menu (Home, City, Scorepad, Catalogue, History, Assistant) and the chosen page,
through ``webapp.navigation``. The home page itself is ``pages/0_Home.py``.
"""

from webapp import navigation

navigation.route()
