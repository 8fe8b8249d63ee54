"""Words and layout for the Assistant page: engine states and actions turned into labels and HTML.

Everything here is pure (no Streamlit) and decides no rule: which actions exist comes from
``scorer.engine.legal_actions``; rewards, the Robot's die column, the foodie's start and VIP
footprints are asked of the engine's own helpers. This module only names and arranges them:
button labels, the display of 8 with the food truck and foodie under their columns, a city grid
with the legal placement slots drawn on it and the legal move destinations outlined, the move
dialog's choices and the game log.

Labels are plain text (the page makes them inert where Streamlit reads Markdown); the functions
named ``*_markdown`` return Markdown with every card, tile and player text escaped.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import assert_never

from card_db.models import SandDollarAction
from card_db.printed_words import sand_dollar_words
from scorer.advice.hints import Hint
from scorer.engine import ROBOT, Event, GameState
from scorer.engine import actions as act
from scorer.engine import display as engine_display
from scorer.engine.movement import footprint_drops
from scorer.engine.state import ChooseTileStep, Crowd, FoodTruckStep, MoveHereStep, MoveStep, ReturnStep, SwapStep
from scorer.model.report import TableReport
from scorer.model.rulings import ruling_text, rulings_cited
from webapp.assistant.cards import card_in_full, card_two_lines, take_label
from webapp.assistant.robot_view import die_label
from webapp.assistant.setup_choices import deck_label_words, objective_words
from webapp.cards.text import TAG_COLOURS, card_lines, tile_lines
from webapp.language import current_language, listed, number, say
from webapp.markdown_text import escape_markdown

PERSON_KEYS = {"local": "assistant.person_local", "tourist": "assistant.person_tourist", "vip": "assistant.person_vip"}
TITLE_KEYS = {"local": "assistant.title_local", "tourist": "assistant.title_tourist", "vip": "assistant.title_vip"}
LETTER_KEYS = {"local": "assistant.letter_local", "tourist": "assistant.letter_tourist", "vip": "assistant.letter_vip",
               "footprint": "assistant.letter_footprint"}
ROW_KEYS = {"beach": "assistant.row_beach", "street": "assistant.row_street", "front": "assistant.row_front",
            "back": "assistant.row_back"}
HAPPY_DAY_KEYS = {"dollar_and_move": "assistant.happy_dollar_and_move", "two_dollars": "assistant.happy_two_dollars",
                  "two_moves": "assistant.happy_two_moves"}
SOURCE_KEYS = {"virtual": "assistant.source_virtual", "physical": "assistant.source_physical"}
"""Catalogue keys of the words the engine names by a code (a person, a row, a happy day's option)."""


def row_word(row: str) -> str:
    """"beach", "street", "front", "back" in the phone's language."""
    return say(ROW_KEYS[row])


def person_word(person: str) -> str:
    """"local", "tourist", "VIP" in the phone's language (inside a sentence)."""
    return say(PERSON_KEYS[person])


def person_title(person: str) -> str:
    """"Local", "Tourist", "VIP" in the phone's language (at the start of a label)."""
    return say(TITLE_KEYS[person])


def grid_legend() -> str:
    """What the city grid's letters and dashed squares mean."""
    return say("assistant.grid_legend", **{p: say(LETTER_KEYS[p]) for p in ("local", "tourist", "vip",
                                                                                      "footprint")})

SLOT_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
CITY_COLUMN_REM = 4.2
"""The narrowest a city column gets (rem): a wider city scrolls sideways in its box, a row never wraps."""


# --- names ---------------------------------------------------------------------------------------


def card_name(state: GameState, card_id: str | None, *, short: bool = False) -> str:
    """A card's name as players read it (samples say so), all its abilities when it has no name (never
    "…" in a sentence); ``short``: cut after two, for a square of the city grid; "blank" for an empty slot."""
    if card_id is None:
        return say("assistant.blank")
    card = state.catalogue.cards.get(card_id)
    if card is None:
        return say("assistant.not_in_catalogue", id=card_id)
    return state.catalogue.card_label(card_id, current_language(), full=not short)


def tile_name(state: GameState, tile_id: str | None) -> str:
    """A starting tile's name (samples say so)."""
    if tile_id is None:
        return say("assistant.no_tile_yet")
    tile = state.catalogue.starting_tiles.get(tile_id)
    return state.catalogue.tile_label(tile_id, current_language()) if tile else say("assistant.not_in_catalogue", id=tile_id)


def square_text(square: tuple[str, int]) -> str:
    """"beach +2", "street -1", "start (street half)"."""
    row, column = square
    if column == 0:
        return say("assistant.square_start", row=row_word(row))
    return say("assistant.square", row=row_word(row), column=f"{column:+d}")


def square_with_card(state: GameState, seat: int, square: tuple[str, int]) -> str:
    """A square and what is on it: "beach +2 (Pier)"."""
    if square[1] == 0:
        return square_text(square)
    card_id = state.players[seat].cards.get(square)
    if not card_id:
        return square_text(square)
    return say("assistant.square_card", square=square_text(square), card=card_name(state, card_id))


def action_name(spec: SandDollarAction) -> str:
    """A sand dollar action's printed name in the phone's language."""
    return sand_dollar_words(spec, "name", current_language())


def action_text(spec: SandDollarAction) -> str:
    """A sand dollar action's printed text (what it does) in the phone's language."""
    return sand_dollar_words(spec, "text", current_language())


# --- action labels -------------------------------------------------------------------------------


def action_label(state: GameState, action: act.Action) -> str:
    """The button text for one legal action in ``state``."""
    seat = state.actor
    match action:
        case act.ChooseStartingTile(tile=tile_id):
            tile = state.catalogue.starting_tiles.get(tile_id)
            # An unnamed tile's label starts with its VIPs already.
            vips = f" ({say('count.vips', count=tile.vips)})" if tile and tile.name else ""
            return say("assistant.take_tile", tile=tile_name(state, tile_id) + vips)
        case act.PlaceFoodTruck(column=column):
            return say("assistant.food_truck_under", column=column + 1,
                       foodie=engine_display.foodie_column(column) + 1)
        case act.RevealCard(card=card_id):
            return say("assistant.deck_is_empty") if card_id is None else say("assistant.it_is",
                                                                               card=card_in_full(state, card_id))
        case act.RollDie(value=value):
            if value is None:
                return say("assistant.roll_for_robot")
            return die_label(state, value)
        case act.TakeCard(column=column):
            return take_label(state, column)
        case act.UseSandDollarAction(action=action_id, slots=slots):
            spec = state.catalogue.sand_dollar_actions.get(action_id)
            name = say("assistant.pay", action=action_name(spec), cost=spec.cost) if spec else action_id
            taken = " + ".join(say("assistant.slot_short", card=card_in_full(state, state.display.at(s)),
                                   row=row_word(s[0]), column=s[1] + 1) for s in slots)
            return f"{name}: {taken}"
        case act.Pass():
            return say("assistant.pass")
        case act.PlaceCard(card=card_id, row=row, column=column):
            return say("assistant.place", card=card_in_full(state, card_id), square=square_text((row, column)))
        case act.MovePerson():
            if isinstance(state.pending, MoveHereStep):
                return move_here_label(state, action)
            return move_label(state, action, seat)
        case act.ChooseHappyDay(option=option):
            return say(HAPPY_DAY_KEYS[option])
        case act.SwapCards(first=first, second=second):
            return say("assistant.swap", first=square_with_card(state, seat, first),
                       second=square_with_card(state, seat, second))
        case act.ReturnPerson(square=square, person=person):
            return say("assistant.return", person=person_word(person), square=square_with_card(state, seat, square))
        case act.Done():
            return done_label(state)
        case _:
            assert_never(action)


def done_label(state: GameState) -> str:
    """What "Done" means for the pending optional step."""
    pending = state.pending
    if isinstance(pending, MoveStep):
        return say("assistant.done_final" if pending.final else "assistant.done_moves")
    if isinstance(pending, MoveHereStep):
        return say("assistant.done_here")
    if isinstance(pending, SwapStep):
        return say("assistant.done_swaps")
    if isinstance(pending, ReturnStep):
        return say("assistant.done_returns")
    return say("assistant.done")


def footprints_of(state: GameState, action: act.MovePerson, seat: int) -> tuple[tuple[str, int], ...]:
    """The squares where this VIP move drops a footprint (asked of the engine's movement rules)."""
    if action.person != "vip" or seat == ROBOT:
        return ()
    player = state.players[seat]
    tile = state.catalogue.starting_tiles.get(player.starting_tile) if player.starting_tile is not None else None
    if tile is None:
        return ()
    return footprint_drops(action.path, player.cards, player.footprints, tile, state.catalogue,
                           state.supply.footprints)


def move_label(state: GameState, action: act.MovePerson, seat: int) -> str:
    """"To beach +2 (Pier) via street +1, footprint on Pier"."""
    target = action.path[-1]
    text = say("assistant.move_to", square=square_with_card(state, seat, target))
    if len(action.path) > 1:
        text = say("assistant.via", move=text, path=listed([square_text(s) for s in action.path[:-1]]))
    drops = footprints_of(state, action, seat)
    if drops:
        text = say("assistant.footprint_on", move=text,
                   cards=listed([card_name(state, state.players[seat].cards[s]) for s in drops]))
    return text


def move_here_label(state: GameState, action: act.MovePerson) -> str:
    """"Move a local from beach +1 (Pier) here" ("move up to N here": the path is the new card)."""
    return say("assistant.move_here", person=person_word(action.person),
               square=square_with_card(state, state.actor, action.from_square))


@dataclass(frozen=True, slots=True)
class MoverChoice:
    """One group of people who may move now: who, from where, how many, and their legal moves."""

    person: str
    from_square: tuple[str, int]
    count: int
    moves: tuple[act.MovePerson, ...]

    def label(self, state: GameState, seat: int) -> str:
        """"Local on beach +1 (Pier), 2 there"."""
        where = square_with_card(state, seat, self.from_square)
        return say("assistant.mover", person=person_title(self.person), square=where, count=self.count)

    @property
    def key(self) -> str:
        """A stable widget key part for this group."""
        return f"{self.person}-{self.from_square[0]}-{self.from_square[1]}"


def mover_choices(state: GameState, actions: Iterable) -> tuple[MoverChoice, ...]:
    """The legal moves grouped by (person, starting square), in the engine's order."""
    groups: dict[tuple, list[act.MovePerson]] = {}
    for action in actions:
        if isinstance(action, act.MovePerson):
            groups.setdefault((action.person, tuple(action.from_square)), []).append(action)
    player = state.players[state.actor]
    return tuple(
        MoverChoice(person, square, player.crowd(square).count(person), tuple(moves))
        for (person, square), moves in groups.items()
    )


# --- the display of 8 ----------------------------------------------------------------------------


def _card_cell(state: GameState, card_id: str | None, css: str = "") -> str:
    """One display card: what it is, then everything it does (short words, never cut)."""
    if card_id is None:
        return f'<td class="empty {css}">{html.escape(say("assistant.blank"))}</td>'
    card = state.catalogue.cards.get(card_id)
    colour = TAG_COLOURS.get(card.tags[0], "#4A4F57") if card and card.tags else "#4A4F57"
    head, effects = card_two_lines(state, card_id)
    return (f'<td class="{css}" style="background:{colour}"><b>{html.escape(head)}</b>'
            f'<br><span class="sm-fx">{html.escape(effects)}</span></td>')


def hint_title(hint: Hint) -> str:
    """A placement hint's headline: "+5 points (total 23) · front row column 3" (its reason says where and why)."""
    return say("assistant.hint_title", sign="+" if hint.delta >= 0 else "-", count=abs(hint.delta),
               total=hint.total_after, source=hint.source.word(current_language()))


def hint_button_label(state: GameState, hint: Hint) -> str:
    """"Do it: Tide Pools to beach -2" (and ", then ..." for a second card placed right after it)."""
    n = hint.placed_by_do_it
    steps = [say("assistant.card_to", card=card_name(state, c), square=square_text(s))
             for c, s in zip(hint.card_ids[:n], hint.slots[:n], strict=True)]
    where = steps[0] if steps else ""
    for step in steps[1:]:
        where = say("assistant.then", first=where, second=step)
    return say("assistant.do_it", what=where)


def hint_rest_text(state: GameState, hint: Hint) -> str:
    """What "Do it" leaves to the player: the second card, when the first has an optional step first."""
    n = hint.placed_by_do_it
    rest = [say("assistant.card_at", card=card_name(state, c), square=square_text(s))
            for c, s in zip(hint.card_ids[n:], hint.slots[n:], strict=True)]
    if not rest:
        return ""
    return say("assistant.hint_rest", card=card_name(state, hint.card_ids[0]), rest=listed(rest))


def unaffordable_actions(state: GameState) -> list[str]:
    """The game's sand dollar actions the player whose turn it is cannot pay for now."""
    have = state.players[state.actor].sand_dollars
    specs = state.catalogue.sand_dollar_actions
    return [say("assistant.costs_you_have", action=action_name(specs[a]), cost=specs[a].cost, have=have)
            for a in state.setup.sand_dollar_actions if a in specs and specs[a].cost > have]


def display_html(state: GameState) -> str:
    """The 2 x 4 display as a table: back row, front row, then the food truck and foodie row."""
    d = state.display
    head = "".join(f"<th>{c + 1}</th>" for c in range(4))
    back = "".join(_card_cell(state, c, "back") for c in d.back)
    front = "".join(_card_cell(state, c, "front") for c in d.front)
    tokens = []
    for column in range(4):
        marks = []
        if d.food_truck == column:
            marks.append(f'<span class="sm-tok truck">{html.escape(say("assistant.food_truck_token"))}</span>')
        if d.foodie == column:
            marks.append(f'<span class="sm-tok foodie">{html.escape(say("assistant.foodie_token"))}</span>')
        tokens.append(f'<td class="token">{"<br>".join(marks)}</td>')
    return (f'<table class="sm-display"><tr><th></th>{head}</tr>'
            f'<tr><th class="rowlabel">{html.escape(say("assistant.row_back"))}</th>{back}</tr>'
            f'<tr><th class="rowlabel">{html.escape(say("assistant.row_front"))}</th>{front}</tr>'
            f'<tr><th></th>{"".join(tokens)}</tr></table>')


def display_cards_markdown(state: GameState) -> str:
    """What each card in the display does (row, tags, placement actions, scoring), front row first.

    A virtual deck has no card in anyone's hand to read, so the page lists the printed icons."""
    parts = []
    d = state.display
    for row, cards in (("front", d.front), ("back", d.back)):
        for column, card_id in enumerate(cards):
            card = state.catalogue.cards.get(card_id) if card_id else None
            if card is None:
                continue
            lines = "  \n".join(escape_markdown(line) for line in card_lines(card, current_language()))
            where = say("assistant.card_place", row=row_word(row), column=column + 1)
            parts.append(f"**{escape_markdown(card_name(state, card.id))}** ({where})  \n{lines}")
    return "\n\n".join(parts) or say("assistant.display_empty")


def tiles_markdown(state: GameState, tile_ids: Iterable[str]) -> str:
    """What each starting tile offered gives and wants (VIPs, setup bonus, footprints, halves)."""
    parts = []
    for tile_id in tile_ids:
        tile = state.catalogue.starting_tiles.get(tile_id)
        if tile is not None:
            lines = "  \n".join(escape_markdown(line) for line in tile_lines(tile, current_language()))
            parts.append(f"**{escape_markdown(tile_name(state, tile.id))}**  \n{lines}")
    return "\n\n".join(parts)


def supply_text(state: GameState) -> str:
    """The general supply ("Supply: 27 locals, 30 tourists, 6 VIPs, 28 footprints")."""
    s = state.supply
    return say("assistant.supply", locals=say("assistant.count_locals", count=s.locals),
               tourists=say("assistant.count_tourists", count=s.tourists), vips=say("assistant.count_vips", count=s.vips),
               footprints=say("assistant.count_footprints", count=s.footprints))


# --- a city with its placement slots ------------------------------------------------------------


def people_short(crowd: Crowd) -> str:
    """"L2 T1 V1" for the people on a space ("" for nobody)."""
    parts = [f"{say(LETTER_KEYS[person])}{n}" for person, n in
             (("local", crowd.locals), ("tourist", crowd.tourists), ("vip", crowd.vips)) if n]
    return " ".join(parts)


def slot_letters(squares: Iterable[tuple[str, int]]) -> dict[tuple[str, int], str]:
    """Letters for the legal slots, left to right, beach first in a column: {square: "A"}."""
    ordered = sorted(set(squares), key=lambda s: (s[1], s[0] != "beach"))
    return {square: SLOT_LETTERS[i % len(SLOT_LETTERS)] + ("" if i < len(SLOT_LETTERS) else str(i))
            for i, square in enumerate(ordered)}


def city_html(state: GameState, seat: int, slots: dict[tuple[str, int], str] | None = None,
              destinations: Mapping[tuple[str, int], str] | None = None,
              origin: tuple[str, int] | None = None) -> str:
    """One player's city as a grid, one line per row as on the table (a city wider than a phone
    scrolls sideways in its box): beach row on top, street below, the starting tile double-high at column 0, people and footprints on their cards, and ``slots`` (legal
    placement squares from the engine) drawn as lettered dashed boxes.

    During a move, ``destinations`` (the squares the engine's legal moves end on, each with a letter
    or "" for a plain mark) are outlined with a "GO" badge, and ``origin`` (where the chosen person
    stands) with a "FROM" badge: the player sees where people can go on the city itself."""
    player = state.players[seat]
    slots = slots or {}
    destinations = destinations or {}
    columns = {0} | {c for _, c in player.cards} | {c for _, c in slots}
    ordered = sorted(columns)

    def marks(square: tuple[str, int]) -> tuple[str, str]:
        """The cell's extra classes and its badge: a legal destination, the mover's square, or neither."""
        if square in destinations:
            letter = destinations[square]
            go = say("assistant.go_letter", letter=letter) if letter else say("assistant.go")
            return " dest", f'<span class="sm-go">{html.escape(go)}</span>'
        if square == origin:
            return " from", f'<span class="sm-from">{html.escape(say("assistant.from"))}</span>'
        return "", ""

    start = html.escape(say("assistant.start_column"))
    head = "".join(f'<th class="start">{start}</th>' if c == 0 else f"<th>{c:+d}</th>" for c in ordered)
    rows = []
    for row in ("beach", "street"):
        cells = []
        for column in ordered:
            square = (row, column)
            if column == 0:
                if row == "beach":
                    text = html.escape(tile_name(state, player.starting_tile))
                    css = ""
                    for half in ("beach", "street"):
                        people = people_short(player.crowd((half, 0)))
                        extra, badge = marks((half, 0))
                        css = css or extra  # the tile is one cell: marked when either half is
                        if people or badge:
                            words = html.escape(say("assistant.half", half=row_word(half), people="\0"))
                            text += "<br>" + words.replace("\0", " ".join(filter(None, (people, badge))))
                    cells.append(f'<td class="start{css}" rowspan="2">{text}</td>')
                continue
            card_id = player.cards.get(square)
            if card_id is not None:
                card = state.catalogue.cards.get(card_id)
                colour = TAG_COLOURS.get(card.tags[0], "#4A4F57") if card and card.tags else "#4A4F57"
                extra = people_short(player.crowd(square))
                mark = " " + say("assistant.letter_footprint") if square in player.footprints else ""
                css, badge = marks(square)
                cls = f' class="{css.strip()}"' if css else ""
                cells.append(f'<td{cls} style="background:{colour}">{html.escape(card_name(state, card_id, short=True))}{mark}'
                             f'{"<br>" + extra if extra else ""}{"<br>" + badge if badge else ""}</td>')
            elif square in slots:
                cells.append(f'<td class="slot">{html.escape(slots[square])}</td>')
            else:
                cells.append('<td class="empty">·</td>')
        rows.append(f"<tr>{''.join(cells)}</tr>")
    # One line per row, as on the table: a city wider than the phone scrolls inside its box
    # (ui's .sm-grid-box), where the starting tile's column stays on screen at the edge.
    width = f"{len(ordered) * CITY_COLUMN_REM:g}rem"
    return (f'<div class="sm-grid-box"><table class="sm-grid" style="min-width: {width}">'
            f'<tr>{head}</tr>{"".join(rows)}</table></div>')


def move_destinations(moves: Iterable, letters: bool = False) -> dict[tuple[str, int], str]:
    """The squares the engine's legal ``MovePerson`` actions end on, for ``city_html``: lettered like
    the placement slots (left to right, beach first) when ``letters``, else each with ""."""
    ends = [m.path[-1] for m in moves if isinstance(m, act.MovePerson)]  # a square: a (row, column) tuple
    if letters:
        return slot_letters(ends)
    return dict.fromkeys(sorted(set(ends), key=lambda s: (s[1], s[0] != "beach")), "")


# --- status and log ------------------------------------------------------------------------------


def game_caption(state: GameState, deck_label: str) -> str:
    """Who plays, with which deck, objective tile and sand dollar actions (one line under the title)."""
    setup = state.setup
    seats = list(setup.players) + ([say("assistant.robot")] if setup.solo else [])
    objective = state.catalogue.objectives.get(setup.objective)
    actions = [state.catalogue.sand_dollar_actions.get(a) for a in setup.sand_dollar_actions]
    names = ", ".join(action_name(a) if a else i for a, i in zip(actions, setup.sand_dollar_actions, strict=True))
    deck = deck_label_words(deck_label) if deck_label else say("assistant.deck_of", source=say(SOURCE_KEYS.get(setup.deck_source, "assistant.source_virtual")))
    return say("assistant.caption", seats=" · ".join(seats), deck=deck,
               objective=objective_words(setup.objective, objective.name if objective else None), actions=names)


def seat_name(state: GameState, seat: int) -> str:
    """A player's name, or the solo Robot's in the phone's language."""
    return say("assistant.robot") if seat == ROBOT else state.name_of(seat)


def winner_names(report: TableReport) -> list[str]:
    """Who won (several for a shared win), the solo Robot named in the phone's language."""
    robots = {(p.seat, p.name) for p in report.players if p.is_robot}
    return [say("assistant.robot") if (s.seat, s.name) in robots else s.name
            for s in report.standings if s.rank == 1]


def round_number(state: GameState) -> int:
    """The round being played: the turns the player (or Robot) whose turn it is has had, plus one."""
    if state.current == ROBOT:
        assert state.robot is not None  # the Robot's turn: a solo game, whose Robot is set
        return state.robot.turns + 1
    return state.players[state.current].turns + 1


def status_line(state: GameState) -> str:
    """Whose turn it is and where the game stands ("Round 2 · Ben's turn · 40 cards left")."""
    if state.finished:
        return say("assistant.over")
    if isinstance(state.pending, (ChooseTileStep, FoodTruckStep)):
        return say("assistant.setup_chooses", name=seat_name(state, state.actor))
    left = len(state.deck)
    deck = say("assistant.left_in_deck" if state.setup.deck_source == "virtual" else "assistant.not_seen", count=left)
    if state.display.food_truck is None:  # the food truck is placed last in the setup: nobody's turn yet
        return say("assistant.setup_reveals", deck=deck)
    status = say("assistant.status", round=round_number(state), name=seat_name(state, state.current), deck=deck)
    return say("assistant.last_round", status=status) if state.end_triggered else status


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action of the game and what it caused, for the log (``number`` 0 is the setup)."""

    number: int
    lines: tuple[str, ...]
    english: tuple[str, ...] = ()  # the same sentences in English, where the rulings they cite are read


def log_entries(setup_events: tuple[Event, ...], action_events: tuple[tuple[Event, ...], ...]) -> tuple[LogEntry, ...]:
    """The game log: the setup, then one entry per action with its events' sentences."""
    language = current_language()  # the engine's sentences worded in one place (Event.word) are in it
    entries = [LogEntry(0, tuple(e.word(language) for e in setup_events), tuple(e.text for e in setup_events))]
    entries += [LogEntry(i + 1, tuple(e.word(language) for e in events) or (say("assistant.no_change"),),
                         tuple(e.text for e in events)) for i, events in enumerate(action_events)]
    return tuple(entries)


def log_markdown(entries: Iterable[LogEntry]) -> str:
    """Log entries as a markdown list, newest first; a ruling an entry cites is worded under it
    (as on the scorepad: ``scorer.model.rulings``)."""
    lines = []
    for entry in sorted(entries, key=lambda e: -e.number):
        label = say("assistant.log_setup") if entry.number == 0 else f"{number(entry.number)}."
        # One sentence per line: the setup's deal and a turn's refresh read as lists, not paragraphs.
        lines.append(f"- **{label}** " + "  \n".join(escape_markdown(t) for t in entry.lines))
        lines += [f"    - *{escape_markdown(ruling_text(r.number, current_language()))}*"
                  for r in rulings_cited("\n".join(entry.english or entry.lines))]
    return "\n".join(lines)
