"""The City page's pieces: the grid of a player's cards, the one card editor, and the city as a picture.

``grid`` (every card as a button in its square), ``editor`` (the people and footprint of the tapped
card), ``robot`` (the solo Robot's piles and counts) and ``picture`` (the city drawn with Pillow as a PNG);
``pending`` (which other cities a Blue running total waits for) and ``player_param`` (whose city a phone
shows, kept in the address).
"""
