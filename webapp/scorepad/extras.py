"""Glue for the Scorepad page's extras: the best final movement on request, and sharing the result.

``check_movement`` asks ``scorer.advice.final_movement.best_final_movement`` for one player and turns the
plan into words for the page (``MovementView``): the headline, one line per move naming the cards,
points before and after, and whether the answer is proven best. ``share_png`` and ``share_link``
call ``webapp.scorepad.share`` with the game's title and date (today when the game has none).
``ResultCache`` keeps such results by (game id, last change, ...) while the catalogue stays the same
object, so a rerun of the page never searches or draws again.

Pure (no Streamlit) and no game rule: every number comes from ``scorer``; this module only names
squares after the cards on them and picks the words, in the language asked for (``scorepad.*`` keys
of the language catalogues; the search's own ``note`` is passed on as it is).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from datetime import date
from typing import Any

import lang
from card_db.catalogue import Catalogue
from scorer.advice.final_movement import Move, MovementPlan, best_final_movement
from scorer.formats.explain import points_text, row_label
from scorer.model.game import FinishedGame, PlayerCity
from scorer.model.report import TableReport
from webapp import errors
from webapp.scorepad.share import bgstats_link, scorepad_png

PERSON_KEYS = {"local": "explain.locals", "tourist": "explain.tourists", "vip": "explain.vips"}
"""The catalogue's plural entry for a number of people of one type."""


def _say(key: str, language: str, **values: Any) -> str:
    return lang.text(f"scorepad.{key}", language, **values)


# --- a small cache shared by every session --------------------------------------------------


class ResultCache:
    """Results by key, at most ``max_entries`` (least recently used first out), emptied when the
    catalogue changes.

    Shared by every session of the app (the page keeps one with ``st.cache_resource``), hence the
    lock. The catalogue is compared by identity: the app reloads it as a new object when a catalogue
    file changes, and a new catalogue may change any score."""

    def __init__(self, max_entries: int = 64) -> None:
        if max_entries < 1:
            raise ValueError(f"max_entries must be at least 1, not {max_entries}")
        self._lock = threading.Lock()
        self._max = max_entries
        self._catalogue: object | None = None
        self._entries: OrderedDict[Hashable, Any] = OrderedDict()

    def lookup(self, key: Hashable, catalogue: object) -> Any | None:
        """The result kept for ``key`` under this catalogue, or ``None``."""
        with self._lock:
            if self._catalogue is not catalogue or key not in self._entries:
                return None
            self._entries.move_to_end(key)
            return self._entries[key]

    def keep(self, key: Hashable, catalogue: object, value: Any) -> None:
        """Remember ``value`` (forgetting everything kept under another catalogue)."""
        with self._lock:
            if self._catalogue is not catalogue:
                self._catalogue, self._entries = catalogue, OrderedDict()
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self._max:
                self._entries.popitem(last=False)

    def get_or_make(self, key: Hashable, catalogue: object, make: Callable[[], Any]) -> Any:
        """The kept result, or ``make()`` kept and returned (made outside the lock: a slow search
        in one session never blocks another session's lookups)."""
        found = self.lookup(key, catalogue)
        if found is None:
            found = make()
            self.keep(key, catalogue, found)
        return found

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)


def movement_key(game_id: str, updated: str, seat: int, language: str = "en") -> tuple[str, str, str, int, str]:
    """Cache key of one player's best final movement in words: a change to the table makes a new key."""
    return ("movement", game_id, updated, seat, language)


def share_key(game_id: str, updated: str, today: date, language: str = "en") -> tuple[str, str, str, str, str]:
    """Cache key of the shared picture (today matters when the game has no date of its own)."""
    return ("share", game_id, updated, today.isoformat(), language)


# --- best final movement in words -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MovementView:
    """One player's best final movement as the page shows it.

    ``problem`` is set (and the rest empty) when the search could not run; the page shows it as a
    warning instead of a traceback."""

    seat: int
    name: str
    headline: str = ""
    moves: tuple[str, ...] = ()
    before: int = 0
    after: int = 0
    proof: str = ""
    proven: bool = False
    problem: str = ""
    language: str = "en"

    @property
    def gain(self) -> int:
        """Points a better movement would have added (0 when the movement was already the best)."""
        return self.after - self.before

    @property
    def points(self) -> str:
        """"48 → 53 points"."""
        return _say("movement_points", self.language, before=self.before,
                    after=points_text(self.after, self.language))

    @property
    def as_entered(self) -> str:
        """"48 points as entered." and the proof, when there is one."""
        text = _say("as_entered", self.language, points=points_text(self.before, self.language))
        return f"{text} {self.proof}" if self.proof else text


def offered_seats(report: TableReport) -> tuple[int, ...]:
    """Seats offered the check: every human player, in turn order (the solo Robot moves nobody)."""
    return tuple(p.seat for p in report.players if not p.is_robot)


def square_label(square: tuple[str, int], player: PlayerCity, catalogue: Catalogue, language: str = "en") -> str:
    """A square named after its card: "Yoga Lawn (sample) at street 1", "the street half of Lighthouse"."""
    row, column = square
    where = row_label(row, language)
    if column == 0:
        tile = catalogue.starting_tiles.get(player.starting_tile)
        name = catalogue.tile_label(tile.id) if tile is not None else lang.text("explain.starting_tile", language)
        return _say("square_half", language, row=where, name=name)
    for cell in player.cells:
        if (cell.row, cell.column) == (row, column):
            card = catalogue.cards.get(cell.card)
            name = catalogue.card_label(card.id) if card is not None else cell.card
            return _say("square_card", language, name=name, row=where, column=str(column))
    return _say("square", language, row=where, column=str(column))


def move_text(move: Move, player: PlayerCity, catalogue: Catalogue, language: str = "en") -> str:
    """One move in words: "1 tourist: the street half of Lighthouse → Yoga Lawn at street 1"."""
    def squares(which: tuple[tuple[str, int], ...]) -> str:
        return lang.listed([square_label(s, player, catalogue, language) for s in which], language)

    who = lang.text(PERSON_KEYS[move.person], language, count=move.count) if move.person in PERSON_KEYS \
        else f"{move.count} {move.person}"
    text = _say("move", language, who=who, origin=square_label(move.from_square, player, catalogue, language),
                target=square_label(move.to_square, player, catalogue, language))
    if len(move.path) > 1:
        text = _say("move_via", language, move=text, squares=squares(move.path[:-1]))
    if move.footprints:
        text = _say("move_footprint", language, move=text, squares=squares(move.footprints))
    return text


def movement_view(plan: MovementPlan, player: PlayerCity, catalogue: Catalogue, language: str = "en") -> MovementView:
    """The plan in words: the headline, the moves with card names, and how sure the search is."""
    if not plan.moves or plan.gain <= 0:
        if plan.proven_optimal:
            headline, proof = _say("already_best", language), ""
        else:
            headline, proof = _say("no_better_found", language), _say("not_proven", language)
        if plan.note:
            proof = _say("movement_note", language, proof=proof, note=plan.note).strip()
        return MovementView(plan.seat, player.name, headline, (), plan.points_before, plan.points_before, proof,
                            plan.proven_optimal, language=language)
    headline = _say("could_score", language, count=plan.gain)
    if plan.proven_optimal:
        proof = _say("proven_best", language)
    else:
        proof = _say("best_found_note", language, note=plan.note) if plan.note else _say("best_found", language)
    moves = tuple(move_text(m, player, catalogue, language) for m in plan.moves)
    return MovementView(plan.seat, player.name, headline, moves, plan.points_before, plan.points_after, proof,
                        plan.proven_optimal, language=language)


def check_movement(game: FinishedGame, seat: int, catalogue: Catalogue, language: str = "en",
                   **options: Any) -> MovementView:
    """The best final movement of ``seat`` in words (``language``); a failure becomes ``problem``, never an
    exception.

    ``catalogue`` is the one the game scores with (inline cards included); ``options`` go to
    ``best_final_movement`` (``node_limit``)."""
    name = game.players[seat].name if 0 <= seat < len(game.players) else _say("seat", language, seat=seat)
    try:
        plan = best_final_movement(game, seat, catalogue, **options)
    except Exception as error:  # noqa: BLE001 - the scorepad must stay usable whatever happens
        errors.caught(error)
        return MovementView(seat, name, problem=_say("movement_failed", language, error=error), language=language)
    return movement_view(plan, game.players[seat], catalogue.merged_with(game.cards, game.starting_tiles), language)


# --- sharing -----------------------------------------------------------------------------------


def played_on(game: FinishedGame, today: date) -> str:
    """The date written on the shared scorepad: the game's own, else today's (ISO)."""
    return game.played_on.strip() or today.isoformat()


def share_png(report: TableReport, game: FinishedGame, today: date, language: str = "en") -> bytes:
    """The final scorepad as one PNG picture (``webapp.scorepad.share.scorepad_png``) with the game's title
    and date, its words in ``language``."""
    return scorepad_png(report, game.title, played_on(game, today), language)


def share_link(report: TableReport, game: FinishedGame, game_id: str, today: date,
               language: str = "en") -> tuple[str, str]:
    """The "push to BG Stats" link and a note for the user ("" when there is nothing to say).

    The game id is the play's id at the source, so pushing the same game twice lets BG Stats know it.
    A game date BG Stats cannot read is replaced by today's date, and the note says so. Raises
    ``ValueError`` (with the library's message) when the report does not belong to the game."""
    when = played_on(game, today)
    comments = game.notes.strip() or None
    try:
        return bgstats_link(report, game, when, play_id=game_id, comments=comments), ""
    except ValueError:
        if when == today.isoformat():
            raise
    link = bgstats_link(report, game, today.isoformat(), play_id=game_id, comments=comments)
    return link, _say("bgstats_date_note", language, given=game.played_on, today=today.isoformat())
