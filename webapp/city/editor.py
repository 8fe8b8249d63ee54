"""The City page's one card editor: the people and footprint of the card tapped in the grid.

One editor at a time (the card just placed, or the square tapped), instead of one per card: a
14-card city then fits in about two phone screens. The starting tile's editor has its two halves.
The people of each type are one-tap choices 0 to 6+ (``people_steppers``: a tap sets the count it
names, ``webapp.ui.binding.bind_choice``; the last phone to choose wins and every phone shows it), the
footprint a check box bound with ``webapp.ui.binding.bind``; a refused change is explained right under its row. Removing a card with people or a footprint on it asks once more;
an empty card (a card just placed at the wrong square, say) goes at once. "Move it" offers the other
squares the rules allow (``scorer.scoring.placement.move_targets``), one tap each. Nothing here computes a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st

from card_db.catalogue import Catalogue
from card_db.limits import BOX_PEOPLE
from card_db.models import FeatureCard, StartingTile
from card_db.wording import ability_text
from scorer.model.game import Cell, FinishedGame, People, PlayerCity
from scorer.scoring.placement import move_targets
from webapp.cards import text as card_text
from webapp.city.grid import START
from webapp.city.words import MOVE_IN_ROW, slot_words, square_words
from webapp.language import current_language, say
from webapp.markdown_text import escape_markdown
from webapp.tables import operations as tables
from webapp.ui import binding

HALF = {"beach": "city.beach_half", "street": "city.street_half"}
"""The two halves of the starting tile, by name."""

INITIAL_WIDTH = 14  # px: the L, T or V left of a row of people choices
STEPPER_WIDTH = 150  # px: Streamlit hides the +/- buttons below 7.5rem; two fit side by side at 390 px
KINDS = (("locals", "city.locals", "city.initial_locals"), ("tourists", "city.tourists", "city.initial_tourists"),
         ("vips", "city.vips", "city.initial_vips"))
"""Each type of person, the catalogue keys of its name and of its initial (as the grid's squares show it)."""
MANY_FROM = 6  # a card or half-tile holds 0 to 6 people of a type in nearly every game; more is typed
MANY = f"{MANY_FROM}+"
CHOICES = (*(str(n) for n in range(MANY_FROM)), MANY)


def people_steppers(gid: str, prefix: str, people: People, read: Callable[..., int],
                    on_change: Callable[..., FinishedGame], *, extra: Callable[[], None] | None = None,
                    extra_key: str = "", **target: object) -> None:
    """One row of one-tap choices per type of person (0 1 2 3 4 5 6+) bound to the stored people.

    A tap SETS the count it names (``binding.bind_choice``): one tap for any count up to 6, none to
    miscount, and two phones choosing for the same card end with the last choice. "6+" sets 6 and
    shows a stepper under the row for 7 up to the box's supply (card_db.limits), bound with
    ``binding.bind_count``. ``read`` gives one stored count (``tables.person_count``...), ``on_change``
    sets it. ``extra`` draws one more widget after the rows (the footprint box, bound as
    ``extra_key``). A refused change is explained right under the rows."""
    keys = []
    # The rows close together, as a keypad (ui's CSS for "-people"): the editor fits under the grid.
    rows = st.container(gap=None, key=f"{prefix}-people")
    for kind, label_key, initial in KINDS:
        label = say(label_key)
        key, count = f"{prefix}-{kind}", getattr(people, kind)
        # One row per type, its initial (L, T, V: as on the grid's squares) left of the choices: a label
        # above each row would make the editor taller than the screen under the grid.
        with rows, st.container(horizontal=True, gap="xxsmall", vertical_alignment="center", key=f"{key}-row"):
            st.markdown(f"**{say(initial)}**", width=INITIAL_WIDTH)
            # required: a second tap on the chosen count keeps it (it would clear the choice otherwise).
            st.segmented_control(label, CHOICES, required=True, width="stretch", label_visibility="collapsed",
                                 **binding.bind_choice(key, choice_of(count), gid, partial(set_by_choice, on_change),
                                                  "choice", **target, kind=kind))
        keys.append(key)
        if count >= MANY_FROM:
            st.number_input(say("city.many_people", people=label, count=MANY_FROM), step=1, width=STEPPER_WIDTH,
                            **binding.bind_count(f"{key}-many", count, gid, read, on_change, "count", low=0,
                                            high=BOX_PEOPLE[kind], **target, kind=kind))
            keys.append(f"{key}-many")
    if extra is not None:
        with rows:
            extra()
    binding.field_message(*keys, *([extra_key] if extra_key else []))


def choice_of(count: int) -> str:
    """The option that shows ``count``: its number, or "6+" from 6 up."""
    return MANY if count >= MANY_FROM else str(count)


def set_by_choice(set_count: Callable[..., FinishedGame], game: FinishedGame, *, choice: str,
                  **target: object) -> FinishedGame:
    """``set_count`` with the count an option names ("6+" is 6: the stepper under it goes higher)."""
    return set_count(game, **target, count=MANY_FROM if choice == MANY else int(choice))


def card_name(catalogue: Catalogue, card_id: str) -> str:
    """The catalogue's label: a name, else the card's contents, "#2" for an identical copy."""
    if card_id not in catalogue.cards:
        return say("city.unknown_id", id=card_id)
    return catalogue.card_label(card_id, current_language())


def wants_line(card: FeatureCard | None, tile: StartingTile | None) -> str:
    """What the people and the footprint placed on ``card`` can score, in the catalogue's words (plain
    text): each ring on the card ("Ring: 2 tourists -> 4"), then the starting tile's footprint rule
    ("Footprints: 1 per Business on the card"); "" when neither is known. The player reads what a
    ring wants while entering its people, not afterwards in the running total."""
    language = current_language()
    parts = [ability_text(ring, "long", language) for ring in card.rings] if card is not None else []
    if tile is not None:
        parts.append(say("city.your_tile_rule", rule=card_text.footprint_text(tile, language)))
    return " · ".join(parts)


def show_wants(card: FeatureCard | None, tile: StartingTile | None) -> None:
    """``wants_line`` as a caption above the steppers (nothing when there is nothing to say)."""
    line = wants_line(card, tile)
    if line:
        st.caption(escape_markdown(line))


def start_editor(gid: str, seat: int, player: PlayerCity, tile_name: str,
                 tile: StartingTile | None = None) -> None:
    """The starting tile's two halves, each with its steppers (and, given the ``tile``, the rings each
    half shows and what its footprint rule wants)."""
    st.markdown(f"**{escape_markdown(say('city.starting_tile', tile=tile_name))}**")
    show_wants(None, tile)
    for half, people in (("beach", player.start_beach), ("street", player.start_street)):
        rings = ([ability_text(r, "long", current_language()) for r in getattr(tile, half).rings]
                 if tile is not None else [])
        st.caption(escape_markdown(" · ".join([say(HALF[half]), *rings])))
        people_steppers(gid, f"start-{gid}-{seat}-{half}", people, tables.start_person_count,
                        tables.set_start_person_count, player=player.name, half=half)


def card_editor(gid: str, seat: int, player: PlayerCity, catalogue: Catalogue, card_id: str,
                on_removed: Callable[[], None], *, just_placed: bool = False) -> None:
    """One placed card: its name and square, Remove, "Move it" to another legal square, its people and footprint.

    ``just_placed`` says so in the header ("placed at ..."): the card went to the next square of its row
    without a tap on a square, and the player checks it against the table there."""
    cell = next(c for c in player.cells if c.card == card_id)
    prefix = f"cell-{gid}-{seat}-{cell.card}"
    card = catalogue.cards.get(cell.card)
    chips = card_text.tags_markdown(card.tags, current_language()) if card else ""
    name = card_name(catalogue, cell.card)
    rest = player.model_copy(update={"cells": tuple(c for c in player.cells if c.card != cell.card)})
    where = square_words(rest, (cell.row, cell.column))
    st.markdown(f"**{escape_markdown(name)}** · {say('city.placed_at', square=where) if just_placed else where} {chips}")
    # One row under the name: "Move it" to each other legal square, then Remove (one row, not two:
    # the editor must fit under the grid on a phone screen).
    with st.container(horizontal=True, gap="small", vertical_alignment="center", key=f"{prefix}-actions"):
        move_buttons(gid, prefix, player, catalogue, cell, rest)
        # Removing also removes the people and footprint on the card: one extra tap to confirm, unless
        # there is nothing on it (then Remove is the one-tap undo of a pick).
        confirm_key = f"{prefix}-confirm-remove"
        aboard = cell.people.total
        if not aboard and not cell.footprint:
            if st.button(say("city.remove"), key=f"{prefix}-remove", type="tertiary",
                         help=say("city.remove_empty_help")):
                binding.apply(gid, tables.remove_card, player=player.name, card_id=cell.card)
                on_removed()
        elif st.session_state.get(confirm_key):
            if st.button(escape_markdown(say("city.remove_yes_people", card=name, count=aboard) if aboard
                                         else say("city.remove_yes", card=name)),
                         key=f"{prefix}-remove-yes", type="primary"):
                st.session_state.pop(confirm_key, None)
                binding.apply(gid, tables.remove_card, player=player.name, card_id=cell.card)
                on_removed()
            st.button(say("city.keep_it"), key=f"{prefix}-remove-no", on_click=st.session_state.pop, args=(confirm_key,))
        else:
            st.button(say("city.remove"), key=f"{prefix}-remove", type="tertiary", on_click=st.session_state.__setitem__,
                      args=(confirm_key, True), help=say("city.remove_help"))
    refusal = st.session_state.pop(f"{prefix}-move-refused", None)
    if refusal:  # under the row that was tapped
        st.error(escape_markdown(say("city.not_moved", refusal=refusal)), icon="⚠️")

    show_wants(card, catalogue.starting_tiles.get(player.starting_tile))

    def footprint_box() -> None:
        st.checkbox(say("city.footprint"), width=STEPPER_WIDTH, value=cell.footprint,  # the default too (see binding.bind_count)
                    **binding.bind(f"{prefix}-fp", cell.footprint, gid, tables.set_footprint, "footprint",
                              player=player.name, card_id=cell.card))

    people_steppers(gid, prefix, cell.people, tables.person_count, tables.set_person_count, extra=footprint_box,
                    extra_key=f"{prefix}-fp", player=player.name, card_id=cell.card)


def move_buttons(gid: str, prefix: str, player: PlayerCity, catalogue: Catalogue, cell: Cell,
                 rest: PlayerCity) -> None:
    """ "Move it": one small button per other square the rules allow the card (``move_targets``),
    named by its column with an arrow from where the card is ("← -1", "→ +3": a move stays in the
    card's row, and a long row may offer many squares: short labels keep them on one or two lines);
    the full description ("beach -1 (left end)") is the button's tooltip. A refused move is kept for
    ``card_editor`` to explain."""
    targets = move_targets(player, catalogue, cell.card)
    if targets:
        st.markdown(say(MOVE_IN_ROW[cell.row]), width="content")
    for row, column in targets:
        st.button(f"{'←' if column < cell.column else '→'} {column:+d}", key=f"{prefix}-move-{row}-{column}",
                  help=say("city.move_to", square=slot_words(rest, (row, column))),
                  on_click=_move, args=(gid, f"{prefix}-move-refused", player.name, cell.card, row, column))


def _move(gid: str, refused_key: str, player: str, card_id: str, row: str, column: int) -> None:
    _saved, refusal = binding.try_apply(gid, tables.move_card, player=player, card_id=card_id, row=row, column=column)
    if refusal is not None:
        st.session_state[refused_key] = refusal


def default_selection(player: PlayerCity) -> str:
    """The square whose editor shows when none was tapped: the last card placed, else the starting tile."""
    return player.cells[-1].card if player.cells else START
