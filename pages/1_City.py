"""City page: rebuild one player's finished city card by card (or the solo Robot's piles).

The game comes from the store by the ``?game=ID`` in the URL on every rerun; every widget shows the
stored value and every change is one table operation saved at once (``webapp.ui.apply``); a count
(people, sand dollars, the Robot's footprints) is saved as the difference the tap made, added to the
count stored then (``webapp.ui.bind_count``); a refused change is explained right under its field,
which keeps what was entered. Where a
card may go comes from ``scorer.scoring.placement.legal_slots``, problems from ``scorer.scoring.validation``, ring
results from ``scorer.scoring.table``: this page computes no rule itself.
"""

from __future__ import annotations

import html
from functools import partial

import streamlit as st

from card_db.limits import BOX_FOOTPRINTS, BOX_PEOPLE
from scorer.model.game import PlayerCity
from scorer.scoring.placement import describe_slot, legal_slots
from scorer.scoring.validation import validate_city
from webapp import card_text, tables, ui
from webapp.card_picker import card_picker
from webapp.catalogue_view import picker_matches
from webapp.markdown_text import escape_markdown
from webapp.picture import city_layout

ui.page_setup("City")
stored = ui.require_game()
game, gid = stored.game, stored.id
try:
    catalogue = ui.catalogue_for(game)
except Exception as error:  # a broken catalogue file must not cost the user the page
    st.error(escape_markdown(f"The card catalogue could not be read: {error}. Fix the file on the Catalogue page, "
                             "then reload."))
    st.stop()

ui.nav(gid, ui.CITY_PAGE)
st.title("Cities")
if stored.status == "finished":
    st.caption("This game is finished. Any change reopens it: press Finish again on the Scorepad.")

names = [p.name for p in game.players] + ([game.robot.name] if game.robot else [])
if st.session_state.get("city_player") not in names:
    st.session_state.city_player = names[0]
who = st.radio("Player", names, horizontal=True, key="city_player", format_func=escape_markdown)


def card_name(card_id: str) -> str:
    # The catalogue's label: a name, else the card's contents, "#2" for an identical copy.
    return catalogue.card_label(card_id) if card_id in catalogue.cards else f"{card_id} (not in the catalogue)"


STEPPER_WIDTH = 150  # px: Streamlit hides the +/- buttons below 7.5rem; two fit side by side at 390 px


def people_steppers(prefix: str, people, read, on_change, *, extra=None, extra_key: str = "", **target) -> None:
    """Steppers for locals, tourists and VIPs bound to the stored people (two per row on a phone).

    ``read`` gives one stored count (``tables.person_count``...), ``on_change`` sets it: a tap adds to it.

    ``extra`` draws one more widget in the same wrapping row (the footprint box, bound as ``extra_key``).
    A refused change is explained right under the row (a message inside the row would squeeze it)."""
    keys = [f"{prefix}-{kind}" for kind in ("locals", "tourists", "vips")]
    with st.container(horizontal=True, gap="small", vertical_alignment="bottom"):
        for key, kind, label in zip(keys, ("locals", "tourists", "vips"), ("Locals", "Tourists", "VIPs")):
            # At most the box's supply of that type (card_db.limits), the bound the game file enforces.
            st.number_input(label, step=1, width=STEPPER_WIDTH,
                            **ui.bind_count(key, getattr(people, kind), gid, read, on_change, "count", low=0,
                                            high=BOX_PEOPLE[kind], **target, kind=kind))
        if extra is not None:
            extra()
    ui.field_message(*keys, *([extra_key] if extra_key else []))


# --- the solo Robot ---------------------------------------------------------------------------------

if game.robot is not None and who == game.robot.name:
    robot = game.robot
    st.subheader("The Robot's piles")
    st.caption("Enter the cards the Robot took (solo rules): its beach pile, its street pile, the sand dollars "
               "and footprints it took, and whether you played the hard mode.")
    used_elsewhere = {c.card for p in game.players for c in p.cells}
    for row, pile in (("beach", robot.beach_pile), ("street", robot.street_pile)):
        other = robot.street_pile if row == "beach" else robot.beach_pile
        options = sorted(
            (c.id for c in catalogue.cards.values() if c.row == row and c.id not in used_elsewhere and c.id not in other),
            key=card_name,
        )
        bound = ui.bind_items(f"robot-{gid}-{row}", list(pile), gid, partial(tables.robot_pile, row=row),
                              tables.set_robot, f"{row}_pile")
        # The stored pile, and a refused pile the user entered (kept on screen), must be among the options.
        shown = st.session_state.get(bound["key"]) or []
        options += [c for c in dict.fromkeys([*pile, *shown]) if c not in options]
        st.multiselect(f"{row.title()} pile ({len(pile)} cards)", options, format_func=card_name,
                       placeholder="Type part of a card name", **bound)
        ui.field_message(f"robot-{gid}-{row}")
    left, right = st.columns(2)
    with left:
        st.number_input("Sand dollars", step=1,
                        **ui.bind_count(f"robot-{gid}-sd", robot.sand_dollars, gid,
                                        partial(tables.robot_count, field="sand_dollars"), tables.set_robot,
                                        "sand_dollars", low=0, high=99))
        ui.field_message(f"robot-{gid}-sd")
    with right:
        st.number_input("Footprints", step=1,
                        **ui.bind_count(f"robot-{gid}-fp", robot.footprints, gid,
                                        partial(tables.robot_count, field="footprints"), tables.set_robot,
                                        "footprints", low=0, high=BOX_FOOTPRINTS))
        ui.field_message(f"robot-{gid}-fp")
    st.toggle("Hard mode", **ui.bind(f"robot-{gid}-hard", robot.hard_mode, gid, tables.set_robot, "hard_mode"))
    ui.field_message(f"robot-{gid}-hard")
    ui.next_step("See the scorepad", ui.SCOREPAD_PAGE, gid=gid)
    ui.settle_values_held_by_the_browser()
    st.stop()

# --- one player's city ------------------------------------------------------------------------------

seat = names.index(who)
player: PlayerCity = game.players[seat]
tile = catalogue.starting_tiles.get(player.starting_tile)
tile_name = catalogue.tile_label(tile.id) if tile else f"{player.starting_tile} (not in the catalogue)"
st.subheader(f"{escape_markdown(player.name)}'s city")
st.caption(f"Starting tile: {escape_markdown(tile_name)} · {card_text.plural(len(player.cells), 'feature card')}")


GRID_COLUMNS_PER_STRIP = 5  # wider cities wrap into strips so names stay readable at 390 px


def grid_html(city: PlayerCity) -> str:
    """The city as a grid that always fits the screen: beach row on top, street below, start in the middle."""
    layout = city_layout(city, catalogue)
    columns = list(layout.columns)
    strips = [columns[i:i + GRID_COLUMNS_PER_STRIP] for i in range(0, len(columns), GRID_COLUMNS_PER_STRIP)]
    tables_html = []
    for strip in strips:
        pad = GRID_COLUMNS_PER_STRIP - len(strip) if len(strips) > 1 else 0  # equal widths in every strip
        head = "".join(f"<th>{'start' if c == 0 else f'{c:+d}'}</th>" for c in strip) + "<th></th>" * pad
        rows = []
        for row in ("beach", "street"):
            cells = []
            for column in strip:
                spec = layout.tile_at(row, column)
                if column == 0:
                    if row == "beach":
                        cells.append(f'<td class="start" rowspan="2">{html.escape(spec.title)}</td>')
                    continue
                if spec is None:
                    cells.append('<td class="empty">·</td>')
                    continue
                colour = card_text.TAG_COLOURS.get(spec.chips[0][0], "#4A4F57") if spec.chips else "#4A4F57"
                mark = " 👣" if spec.footprint else ""
                people = "<br>".join(html.escape(p) for p in spec.people if p)
                cells.append(f'<td style="background:{colour}">'
                             f'{html.escape(spec.title)}{mark}{"<br>" + people if people else ""}</td>')
            cells += ['<td class="pad"></td>'] * pad
            rows.append(f"<tr>{''.join(cells)}</tr>")
        tables_html.append(f'<table class="sm-grid"><tr>{head}</tr>{"".join(rows)}</table>')
    return "".join(tables_html)


try:
    st.html(grid_html(player))
except Exception as error:  # the grid is a picture of the data: never let it hide the editor
    st.warning(escape_markdown(f"The grid cannot be drawn: {error}"))

problems = validate_city(player, catalogue)
if problems:
    with st.container(border=True):
        st.markdown(f"**{card_text.plural(len(problems), 'problem')} in this city** (fix them to get the scorepad):")
        for problem in problems:
            st.warning(escape_markdown(problem.message))

# Rings are filled automatically (ruling 5): show what the scorer did with this city's people.
try:
    from scorer.scoring.table import score_game

    report = score_game(game, catalogue, check=False)
    mine = report.players[seat]
    if mine.rings:
        with st.expander(f"Activity rings ({sum(r.filled for r in mine.rings)} of {len(mine.rings)} filled), "
                         f"running total {mine.total}"):
            for ring in mine.rings:
                mark = "✅" if ring.filled else "⬜"
                st.markdown(f"{mark} {escape_markdown(ring.card_name)}: {escape_markdown(ring.ring_label)}"
                            + (f" → {ring.points} points" if ring.filled else " (not filled)"))
            st.caption("People are put into rings automatically in the best legal way (ruling 5).")
    else:
        st.caption(f"Running total: {mine.total} points")
except Exception:  # noqa: BLE001 - an incomplete city may not score yet; the problems above say why
    pass

# --- add a card -------------------------------------------------------------------------------------

st.markdown("#### Add a card")
used = tables.cards_in_use(game)
pick_key = f"pick-{gid}"
pending = st.session_state.pop("pending_pick", None)
if pending:
    st.session_state[pick_key] = pending


def pick(card_id: str) -> None:
    """Callback of the picker's card buttons: the card shown below with its slots."""
    st.session_state[pick_key] = card_id


# Row, then a tag or two, then the card: 3 taps for any card (webapp.card_picker).
free_ids = [c for c in catalogue.cards if c not in used]
row_picked, tag_filter = card_picker(catalogue, free_ids, pick, key=f"pick-{gid}")
row_filter = row_picked or "any"
options = sorted((c.id for c in picker_matches([catalogue.cards[i] for i in free_ids], row_picked, tag_filter)),
                 key=card_name)
if pending in catalogue.cards and pending not in options:  # a card just entered, whatever the filters
    options.append(pending)
if st.session_state.get(pick_key) not in options:
    st.session_state[pick_key] = None
picked_id = st.selectbox(f"Card ({len(options)} shown): or type part of its label", options, index=None,
                         format_func=card_name, key=pick_key, placeholder="e.g. ring 2 tourists")
place_refusal = st.session_state.pop(f"place-refused-{gid}", None)
if place_refusal:  # under the card picker, where the user is, not at the top of a long page
    st.error(escape_markdown(f"Not placed: {place_refusal}"), icon="⚠️")


def place(card_id: str, row: str, column: int) -> None:
    saved, refusal = ui.try_apply(gid, tables.place_card, player=player.name, card_id=card_id, row=row, column=column)
    if saved is not None:
        st.session_state[pick_key] = None
    else:
        st.session_state[f"place-refused-{gid}"] = refusal


if picked_id:
    card = catalogue.cards[picked_id]
    with st.container(border=True):
        st.markdown(f"**{escape_markdown(card_name(card.id))}** · {card_text.ROW_LABELS[card.row]} card · "
                    f"{card_text.tags_markdown(card.tags)}")
        for line in card_text.card_lines(card)[1:]:
            st.caption(escape_markdown(line))
        slots = legal_slots(player, catalogue, card)
        if not slots:
            st.info("This card cannot go anywhere in this city now (an end-of-beach card is already placed, "
                    "or nothing touches a free square of its row).")
        for row, column in slots:
            st.button(f"Place: {escape_markdown(describe_slot(player, (row, column)))}",
                      key=f"slot-{gid}-{seat}-{row}-{column}",
                      on_click=place, args=(picked_id, row, column), width="stretch", type="primary")

with st.expander("New card (not in the catalogue yet)"):
    try:
        from webapp.card_form import card_entry_form, reset_form
    except ImportError:  # the form module is optional for this page: the Catalogue page also adds cards
        st.info("Enter new cards on the Catalogue page, then pick them here.")
    else:
        new_card = card_entry_form(f"newcard-{gid}", row=None if row_filter == "any" else row_filter)
        if new_card is not None:
            try:
                from card_db.user_catalogue import UserCatalogue

                UserCatalogue().save_card(new_card)
            except Exception as error:  # noqa: BLE001 - shown, the form keeps its values
                st.error(escape_markdown(f"The card was not saved: {error}"))
            else:
                reset_form(f"newcard-{gid}")
                st.session_state["pending_pick"] = new_card.id
                ui.flash(f"Saved '{escape_markdown(new_card.display_name)}' to your catalogue: pick its slot below.",
                         "success")
                st.rerun()

# --- the cards in the city --------------------------------------------------------------------------

st.markdown("#### People and footprints")
with st.container(border=True):
    st.markdown(f"**Starting tile: {escape_markdown(tile_name)}**")
    for half, people in (("beach", player.start_beach), ("street", player.start_street)):
        st.caption(f"{half.title()} half")
        people_steppers(f"start-{gid}-{seat}-{half}", people, tables.start_person_count,
                        tables.set_start_person_count, player=player.name, half=half)

for cell in sorted(player.cells, key=lambda c: (c.column, c.row != "beach")):
    prefix = f"cell-{gid}-{seat}-{cell.card}"
    with st.container(border=True):
        card = catalogue.cards.get(cell.card)
        chips = card_text.tags_markdown(card.tags) if card else ""
        with st.container(horizontal=True, vertical_alignment="center"):
            st.markdown(f"**{escape_markdown(card_name(cell.card))}** · {cell.row}, column {cell.column:+d} {chips}",
                        width="stretch")
            # Removing also removes the people and footprint on the card: one extra tap to confirm.
            confirm_key = f"{prefix}-confirm-remove"
            if st.session_state.get(confirm_key):
                aboard = cell.people.total
                st.button(f"Yes, remove {escape_markdown(card_name(cell.card))}"
                          f"{f' and its {aboard} people' if aboard else ''}", key=f"{prefix}-remove-yes",
                          type="primary", on_click=ui.apply, args=(gid, tables.remove_card),
                          kwargs={"player": player.name, "card_id": cell.card})
                st.button("Keep it", key=f"{prefix}-remove-no", on_click=st.session_state.pop, args=(confirm_key,))
            else:
                st.button("Remove", key=f"{prefix}-remove", type="tertiary", on_click=st.session_state.__setitem__,
                          args=(confirm_key, True), help="Take this card (and the people on it) out of the city")

        def footprint_box(prefix=prefix, cell=cell) -> None:
            st.checkbox("Footprint", width=STEPPER_WIDTH,
                        **ui.bind(f"{prefix}-fp", cell.footprint, gid, tables.set_footprint, "footprint",
                                  player=player.name, card_id=cell.card))

        people_steppers(prefix, cell.people, tables.person_count, tables.set_person_count, extra=footprint_box,
                        extra_key=f"{prefix}-fp", player=player.name, card_id=cell.card)

st.number_input("Leftover sand dollars", step=1,
                **ui.bind_count(f"sd-{gid}-{seat}", player.sand_dollars, gid, tables.sand_dollars_of,
                                tables.set_sand_dollars, "sand_dollars", low=0, high=99, player=player.name))
ui.field_message(f"sd-{gid}-{seat}")

ui.next_step("See the scorepad", ui.SCOREPAD_PAGE, gid=gid)

ui.settle_values_held_by_the_browser()
