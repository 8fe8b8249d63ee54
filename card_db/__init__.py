"""The card catalogue: the schema of every icon in the rulebook (pydantic models), the built-in data
(objective tiles, sand dollar actions, the SAMPLE deck, labelled as samples), the user's own
catalogue file, labels for cards known by their contents, and the strict reading of JSON files.

Layer: the lowest. It imports nothing else of the project, and neither Streamlit nor Pillow.
"""
