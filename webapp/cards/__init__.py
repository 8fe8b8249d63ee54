"""Cards and starting tiles: their words, entering them (form and keypads), picking one, photos, the Catalogue.

Pure: ``text`` (a card's icons in words), ``values`` (form values into models), ``keypad_draft`` and
``tile_draft`` (a half-entered card or tile, every tap a pure change), ``catalogue_view`` (filtering and
the picker's rules), ``photo`` (a photo made into a small safe JPEG). Streamlit: ``form``, ``keypad``,
``tile_keypad``, ``picker``, ``photo_view``, ``catalogue_share`` (the Catalogue page's Share view) and
``words`` (the words these share, in the phone's language). Database: ``saved_drafts`` (which keypad draft was
saved as which card or tile, for every app process).
"""
