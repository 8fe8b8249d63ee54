"""Home page of the Santa Monica score pad (placeholder until the score-pad app lands)."""

import streamlit as st

st.set_page_config(page_title="Santa Monica score pad", page_icon="🌊", layout="centered")
st.title("Santa Monica score pad")
st.write("Rebuild each finished city and get the whole table's scorepad.")
