"""The City page's view of the solo Robot: its two piles of cards, its sand dollars and footprints, hard mode.

Every widget is bound to the store (``webapp.ui.binding``): a change is one table operation saved at once,
a refused one explained under its field. Moved out of ``pages/1_City.py`` as it was (the page stays under
350 lines); it renders and binds, it computes no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.limits import BOX_FOOTPRINTS
from card_db.models import Row
from scorer.model.game import FinishedGame
from webapp.city.words import PILE_LABELS
from webapp.language import say
from webapp.tables import operations as tables
from webapp.ui import binding


def robot_piles(game: FinishedGame, gid: str, catalogue: Catalogue, card_name: Callable[[str], str]) -> None:
    """The Robot's piles (cards no player placed, each in one pile), its counts and hard mode, bound to table ``gid``."""
    robot = game.robot
    if robot is None:  # the page shows this view for a solo game only, whose Robot is set
        return
    st.subheader(say("city.robot_piles"))
    st.caption(say("city.robot_help"))
    used_elsewhere = {c.card for p in game.players for c in p.cells}
    piles: tuple[tuple[Row, tuple[str, ...]], ...] = (("beach", robot.beach_pile), ("street", robot.street_pile))
    for row, pile in piles:
        other = robot.street_pile if row == "beach" else robot.beach_pile
        options = sorted(
            (c.id for c in catalogue.cards.values() if c.row == row and c.id not in used_elsewhere and c.id not in other),
            key=card_name,
        )
        bound = binding.bind_items(f"robot-{gid}-{row}", list(pile), gid, partial(tables.robot_pile, row=row),
                              tables.set_robot, f"{row}_pile")
        # The stored pile, and a refused pile the user entered (kept on screen), must be among the options.
        shown = st.session_state.get(bound["key"]) or []
        options += [c for c in dict.fromkeys([*pile, *shown]) if c not in options]
        st.multiselect(say(PILE_LABELS[row], count=len(pile)), options, format_func=card_name,
                       placeholder=say("city.pile_placeholder"), **bound)
        binding.field_message(f"robot-{gid}-{row}")
    left, right = st.columns(2)
    with left:
        st.number_input(say("city.sand_dollars"), step=1,
                        **binding.bind_count(f"robot-{gid}-sd", robot.sand_dollars, gid,
                                        partial(tables.robot_count, field="sand_dollars"), tables.set_robot,
                                        "sand_dollars", low=0, high=99))
        binding.field_message(f"robot-{gid}-sd")
    with right:
        st.number_input(say("city.footprints"), step=1,
                        **binding.bind_count(f"robot-{gid}-fp", robot.footprints, gid,
                                        partial(tables.robot_count, field="footprints"), tables.set_robot,
                                        "footprints", low=0, high=BOX_FOOTPRINTS))
        binding.field_message(f"robot-{gid}-fp")
    st.toggle(say("city.hard_mode"), value=robot.hard_mode, **binding.bind(f"robot-{gid}-hard", robot.hard_mode, gid, tables.set_robot, "hard_mode"))
    binding.field_message(f"robot-{gid}-hard")
