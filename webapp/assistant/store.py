"""Live games of the Assistant page: a setup and its action log, saved after every action.

The table ``live_games`` lives in the SAME database as the score pad's games
(``webapp.tables.store.default_database()``: SQLite or PostgreSQL, the same serialised write transactions,
``webapp.database``). A row holds:

- ``id`` (in the page URL as ``?live=ID``), ``created``, ``updated`` (ISO 8601 UTC);
- ``status``: ``playing`` or ``finished``;
- ``setup`` (``scorer.engine.GameSetup`` as JSON) and ``log`` (the engine's action log JSON);
- ``cards``: the game's own copy of its deck's cards and its starting tiles (a catalogue file), so
  that editing the user catalogue later, or a generated sample deck, never breaks the replay;
- ``deck_label`` (what the players chose, e.g. "virtual deck: generated SAMPLE cards");
- ``revision``: bumped by every write; a write names the revision it was computed from, so two
  phones tapping at once never both apply a move to the same position (``StaleGameError``);
- ``scorepad_id``: the id of the finished copy in the score pad's ``games`` table (History).

Loading is ``replay(setup, log)`` (``load_state``, which reuses an earlier replay when the log only
grew). ``record_in_history`` puts a finished game into the score pad's ``games`` table as a finished
game (History) with ``score_game``'s totals; ``import_saved_game`` stores a saved-game file (setup +
actions) as a new live game. ``LiveStore.extend_deck`` adds a card missing from the catalogue to a
physical-deck game (its setup's deck and its cards copy), checking that the log still replays. This module stores and replays, it decides no rule itself (the engine
validates every action before the page saves it) and knows no Streamlit.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from sqlalchemy.engine import Connection

from card_db.catalogue import Catalogue
from card_db.loader import CatalogueError, dump_catalogue_bytes, load_builtin, parse_catalogue_bytes
from card_db.models import FeatureCard
from scorer.engine import (
    Action,
    Event,
    GameSetup,
    GameState,
    IllegalActionError,
    SetupError,
    action_log_from_json,
    action_log_to_json,
    apply,
    check_setup,
    replay,
    start,
    to_finished_game,
    validate,
)
from scorer.engine.saved import SavedGameFileError, read_saved_game
from scorer.model.problems import InvalidGameError
from scorer.model.report import TableReport
from scorer.scoring.table import score_game
from webapp.database import METADATA, Clock, Database, utc_now
from webapp.document_table import DocumentTable, integer_column, text_column
from webapp.tables.store import GameNotFoundError, GameStore, quoted_id

LiveStatus = Literal["playing", "finished"]

_COLUMNS = ("id", "created", "updated", "status", "setup", "log", "cards", "deck_label", "revision", "scorepad_id")
LIVE = DocumentTable.define(METADATA, "live_games", ("playing", "finished"), [
    text_column("setup"), text_column("log", default="[]"), text_column("cards"), text_column("deck_label", default=""),
    integer_column("revision", 0), text_column("scorepad_id", default="")], _COLUMNS)


class LiveStoreError(RuntimeError):
    """A live-game request that cannot be met; the message says why and what to do."""


class LiveGameNotFoundError(LiveStoreError, LookupError):
    """No live game with this id (deleted, or a mistyped link)."""


class StaleGameError(LiveStoreError):
    """The game changed since the page read it (another phone played): nothing was saved."""


@dataclass(frozen=True, slots=True)
class LiveSummary:
    """One row of ``list_games`` (no log parsed): what the resume list shows."""

    id: str
    created: str
    updated: str
    status: LiveStatus
    players: tuple[str, ...]
    solo: bool
    deck_label: str
    actions: int
    scorepad_id: str


@dataclass(frozen=True, slots=True)
class LiveGame:
    """A stored live game: its setup, its action log and its own cards."""

    summary: LiveSummary
    setup: GameSetup
    log: tuple
    cards_json: str
    revision: int

    @property
    def id(self) -> str:
        """The game's id (as in ``?live=ID``)."""
        return self.summary.id


def cards_snapshot(catalogue: Catalogue, setup: GameSetup) -> str:
    """The cards of the setup's deck and its starting tiles, as catalogue-file JSON text."""
    cards = [catalogue.card(c) for c in setup.deck]
    tiles = [catalogue.starting_tile(t) for t in setup.starting_tiles]
    return dump_catalogue_bytes(cards, tiles, notes="cards of one Assistant game").decode("utf-8")


@lru_cache(maxsize=16)
def catalogue_from_snapshot(cards_json: str) -> Catalogue:
    """The catalogue a live game plays with: built-in data (objectives, actions) + the game's cards.

    Cached by the text: every rerun of the same game reuses the parsed cards."""
    parsed = parse_catalogue_bytes(cards_json.encode("utf-8"), "the game's saved cards")
    return load_builtin().merged_with(parsed.cards, parsed.starting_tiles)


@dataclass(frozen=True, slots=True)
class Played:
    """A game replayed: the state now, and the log events of the setup and of each action."""

    state: GameState
    setup_events: tuple[Event, ...]
    action_events: tuple[tuple[Event, ...], ...]


def load_state(setup: GameSetup, actions: tuple, catalogue: Catalogue, cached: Played | None = None) -> Played:
    """Replay ``actions`` on ``setup`` (the engine validates each one).

    ``cached`` (an earlier ``Played`` of the same game) is reused when its log is a prefix of
    ``actions``: only the new actions are applied. Raises the engine's ``IllegalActionError`` or
    ``SetupError`` for a log or setup the rules refuse."""
    if cached is not None and cached.state.setup == setup and cached.state.log == tuple(actions[: len(cached.state.log)]):
        state, setup_events, per_action = cached.state, cached.setup_events, list(cached.action_events)
        rest = actions[len(cached.state.log):]
    else:
        state, setup_events = start(setup, catalogue)
        per_action, rest = [], actions
    for action in rest:
        state, events = apply(state, action)
        per_action.append(events)
    return Played(state=state, setup_events=setup_events, action_events=tuple(per_action))


def deck_with_card(setup: GameSetup, cards_json: str, card: FeatureCard) -> tuple[GameSetup, str]:
    """A physical-deck game's setup and cards copy with ``card`` added to its deck (pure).

    A card already in the deck gives back the same setup and cards (nothing to add). Raises
    ``LiveStoreError`` for a virtual deck (its order is fixed by the seed), for a different card
    with the same id, or for a deck that would grow past what a setup allows."""
    if setup.deck_source != "physical":
        raise LiveStoreError("only a physical-deck game takes new cards during play: a virtual deck is "
                             "dealt from its own cards")
    try:
        parsed = parse_catalogue_bytes(cards_json.encode("utf-8"), "the game's saved cards")
    except CatalogueError as error:
        raise LiveStoreError(f"this game's saved cards cannot be read ({error})") from error
    same_id = next((c for c in parsed.cards if c.id == card.id), None)
    if same_id is not None and same_id != card:
        raise LiveStoreError(f"this game already has a different card with id '{card.id}' ({same_id.name}): "
                             "save the new card under another id")
    if card.id in setup.deck:
        return setup, cards_json
    try:
        extended = GameSetup.model_validate({**setup.model_dump(), "deck": setup.deck + (card.id,)})
    except ValueError as error:
        raise LiveStoreError(f"the card cannot be added to this game's deck ({error})") from error
    cards = parsed.cards if same_id is not None else parsed.cards + (card,)
    text = dump_catalogue_bytes(cards, parsed.starting_tiles, notes="cards of one Assistant game").decode("utf-8")
    return extended, text


def reusable_copy(catalogue_cards: Iterable[FeatureCard], card: FeatureCard, deck: Iterable[str]) -> FeatureCard | None:
    """The user's catalogue card to reveal instead of ``card`` (just entered at a reveal), or ``None``.

    An identical card (same contents and name, whatever its id) that is not in this game's ``deck``
    was entered after the game started: it is this physical card, reused rather than saved twice.
    One already in the deck is another physical card: identical cards are separate copies (the box
    may hold several), so ``card`` is then saved as a new copy under its own id."""
    key = card.model_dump(exclude={"id"})
    in_deck = set(deck)
    return next((c for c in catalogue_cards if c.id not in in_deck and c.model_dump(exclude={"id"}) == key), None)


def legal_prefix(setup: GameSetup, actions: tuple, catalogue: Catalogue) -> int:
    """How many actions of a log the engine still accepts, from the start (all of them: ``len``).

    A game saved before a rules fix may hold an action the engine now refuses; the page offers to
    keep the legal part and play on from there."""
    state, _ = start(setup, catalogue)
    for index, action in enumerate(actions):
        if validate(state, action) is not None:
            return index
        state, _ = apply(state, action)
    return len(actions)


class LiveStore(Database):
    """Live games in the app's database. Safe to share between threads (a pooled engine)."""

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now):
        """The store in ``where`` (a SQLite file's path or a database URL; its table created if missing);
        ``clock`` dates what it writes."""
        super().__init__(where, (LIVE.table,), clock=clock)

    # --- create and read ------------------------------------------------------------------------

    def create(self, setup: GameSetup, cards_json: str, deck_label: str = "") -> str:
        """Store a new game (empty log); returns its id."""
        now = self._now()
        with self._write() as conn:
            game_id = LIVE.new_id(conn)
            LIVE.insert(conn, {"id": game_id, "created": now, "updated": now, "status": "playing",
                               "setup": setup.model_dump_json(), "log": "[]", "cards": cards_json,
                               "deck_label": deck_label})
        return game_id

    def get(self, game_id: str) -> LiveGame:
        """The game with this id; ``LiveGameNotFoundError`` if there is none."""
        with self._connect() as conn:
            row = _row(conn, game_id)
        return _game(row)

    def list_games(self, status: LiveStatus | None = None, limit: int = 100) -> tuple[LiveSummary, ...]:
        """Games, most recently changed first (``status`` keeps only one kind)."""
        with self._connect() as conn:
            rows = LIVE.recent(conn, _COLUMNS, status, limit)
        return tuple(_summary(r) for r in rows)

    # --- write ----------------------------------------------------------------------------------

    def append(self, game_id: str, action: Action, revision: int) -> LiveGame:
        """Add one action (already validated by the engine) to the log, in one transaction.

        ``revision`` is the one the action was validated against; if the game changed since,
        ``StaleGameError`` and nothing is written."""
        return self.extend(game_id, (action,), revision)

    def extend(self, game_id: str, actions: tuple, revision: int) -> LiveGame:
        """Add several actions (validated in order by the engine) to the log, all in one transaction."""
        with self._write() as conn:
            current = _game(_row(conn, game_id))
            _check_revision(current, revision)
            return self._write_log(conn, current, current.log + tuple(actions))

    def set_log(self, game_id: str, actions: tuple, revision: int) -> LiveGame:
        """Replace the whole log (undo keeps a prefix, redo extends it); same revision check."""
        with self._write() as conn:
            current = _game(_row(conn, game_id))
            _check_revision(current, revision)
            return self._write_log(conn, current, tuple(actions))

    def extend_deck(self, game_id: str, card: FeatureCard, revision: int | None = None) -> LiveGame:
        """Add ``card`` to a physical-deck game's deck and cards copy, in one transaction.

        A game is its setup plus its log, so the log is replayed on the extended setup first: if it
        no longer replays, ``LiveStoreError`` and nothing is written. A card already in the deck
        changes nothing (same revision). ``revision``, when given, must be the stored one
        (``StaleGameError`` otherwise)."""
        with self._write() as conn:
            current = _game(_row(conn, game_id))
            if revision is not None:
                _check_revision(current, revision)
            setup, cards_json = deck_with_card(current.setup, current.cards_json, card)
            if setup == current.setup:
                return current
            try:
                load_state(setup, current.log, catalogue_from_snapshot(cards_json))
            except (IllegalActionError, SetupError) as error:
                raise LiveStoreError(f"with '{card.name}' in its deck this game no longer replays ({error}): "
                                     "nothing was changed") from error
            LIVE.update(conn, game_id, {"setup": setup.model_dump_json(), "cards": cards_json, "updated": self._now(),
                                        "revision": LIVE.c.revision + 1})
            return _game(_row(conn, game_id))

    def _write_log(self, conn: Connection, current: LiveGame, actions: tuple) -> LiveGame:
        # A changed log means the game is being played again: it is no longer finished.
        LIVE.update(conn, current.id, {"log": action_log_to_json(actions), "updated": self._now(),
                                       "revision": LIVE.c.revision + 1, "status": "playing"})
        return _game(_row(conn, current.id))

    def claim_finish(self, game_id: str, revision: int) -> bool:
        """Mark a game finished at ``revision``; True only for the one caller that changed it.

        Two phones seeing the end at once both try: exactly one wins and records the scorepad."""
        with self._write() as conn:
            changed = LIVE.update(conn, game_id, {"status": "finished", "updated": self._now()},
                                  when={"status": "playing", "revision": revision})
            return changed == 1

    def set_scorepad(self, game_id: str, scorepad_id: str) -> LiveGame:
        """Record which score-pad game (History) holds this game's scorepad."""
        with self._write() as conn:
            if LIVE.update(conn, game_id, {"scorepad_id": scorepad_id}) == 0:
                raise LiveGameNotFoundError(f"no live game with id {quoted_id(game_id)}: it may have been deleted")
            return _game(_row(conn, game_id))

    def delete(self, game_id: str) -> bool:
        """Delete a live game for good (its History copy, if any, stays); True if it existed."""
        with self._write() as conn:
            return LIVE.delete(conn, game_id)


def _row(conn: Connection, game_id: str) -> tuple:
    row = LIVE.read(conn, game_id)
    if row is None:
        raise LiveGameNotFoundError(
            f"no live game with id {quoted_id(game_id)} (deleted, or a mistyped link): start a new game or resume one"
        )
    return row


def _check_revision(current: LiveGame, revision: int) -> None:
    if current.revision != revision:
        raise StaleGameError(
            "the game moved on on another phone (or a double tap): nothing was saved; "
            "the page now shows the game as it stands"
        )


def _setup(row: tuple) -> GameSetup:
    try:
        return GameSetup.model_validate_json(row[4])
    except ValueError as error:
        raise LiveStoreError(f"live game '{row[0]}' has a setup that cannot be read ({error})") from error


def _summary(row: tuple) -> LiveSummary:
    game_id, created, updated, status, setup_text, log_text, _, deck_label, _, scorepad_id = row
    setup = json.loads(setup_text)
    return LiveSummary(
        id=game_id,
        created=created,
        updated=updated,
        status=status,
        players=tuple(setup.get("players", ())),
        solo=bool(setup.get("solo", False)),
        deck_label=deck_label,
        actions=len(json.loads(log_text)),
        scorepad_id=scorepad_id,
    )


def _game(row: tuple) -> LiveGame:
    try:
        log = action_log_from_json(row[5])
    except ValueError as error:
        raise LiveStoreError(f"live game '{row[0]}' has an action log that cannot be read ({error})") from error
    return LiveGame(summary=_summary(row), setup=_setup(row), log=log, cards_json=row[6], revision=row[8])


def record_in_history(live: LiveStore, games: GameStore, game: LiveGame, state: GameState) -> tuple[str, TableReport]:
    """Put a finished game in the score pad's store as a finished game (History) and link it.

    The game goes in with its cards inline (it scores on any machine), scored by
    ``scorer.scoring.score_game``; a game finished before (then undone and played on) replaces its
    earlier copy. Returns the score-pad id and the report."""
    title = f"Assistant game {game.summary.created[:10]} ({game.summary.deck_label or game.setup.deck_source})"
    finished = to_finished_game(state, inline_cards=True, title=title)
    try:
        report = score_game(finished, state.catalogue)
    except InvalidGameError:
        # The engine only produces legal tables; if the validator disagrees, still keep the scores.
        report = score_game(finished, state.catalogue, check=False)
    scorepad_id = game.summary.scorepad_id
    if scorepad_id:
        try:
            games.update(scorepad_id, lambda _old: finished)
        except GameNotFoundError:  # deleted from History meanwhile: store a new copy
            scorepad_id = ""
    if not scorepad_id:
        scorepad_id = games.create_game(finished)
    games.finish_game(scorepad_id, {p.name: p.total for p in report.players}, report.winners)
    live.set_scorepad(game.id, scorepad_id)
    return scorepad_id, report


def import_saved_game(live: LiveStore, text: str | bytes,
                      candidates: Callable[[GameSetup], Iterable[tuple[str, Catalogue]]]) -> str:
    """Store a saved game (``scorer.engine.save_game``'s JSON: setup + actions) as a live game.

    ``candidates(setup)`` yields ``(label, catalogue)`` pairs to try, in order: the first one that
    holds every card of the setup and replays the whole log is used (and its cards copied into the
    game). Returns the new game's id; ``LiveStoreError`` says what is wrong with the file."""
    try:
        saved = read_saved_game(text)
    except SavedGameFileError as error:
        raise LiveStoreError("this is not a saved Assistant game (setup + actions JSON): "
                             + "; ".join(error.problems)) from None
    problems: list[str] = []
    for label, catalogue in candidates(saved.setup):
        missing = check_setup(saved.setup, catalogue)
        if missing:
            problems.append(f"{label}: {missing[0]}")
            continue
        try:
            replay(saved.setup, saved.actions, catalogue)
        except IllegalActionError as error:
            raise LiveStoreError(f"the saved game does not replay: {error}") from error
        game_id = live.create(saved.setup, cards_snapshot(catalogue, saved.setup), f"imported ({label})")
        if saved.actions:
            live.set_log(game_id, saved.actions, 0)
        return game_id
    raise LiveStoreError("the saved game's cards are in no catalogue here (" + "; ".join(problems)
                         + "): import its cards on the Catalogue page first")
