"""The Assistant's live-game store: saved after every action, replayed on load, guarded against
two phones writing at once, and a finished game recorded in History with score_game's totals."""

from __future__ import annotations

import pytest
import sqlalchemy

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from card_db.models import FeatureCard
from scorer.engine import (
    GameSetup,
    IllegalActionError,
    RevealCard,
    TakeCard,
    action_log_from_json,
    action_log_to_json,
    is_terminal,
    legal_actions,
    replay,
    validate,
)
from scorer.scoring.table import score_game
from webapp.assistant.store import (
    LiveGameNotFoundError,
    LiveStore,
    LiveStoreError,
    StaleGameError,
    cards_snapshot,
    catalogue_from_snapshot,
    load_state,
    record_in_history,
    reusable_copy,
)
from webapp.tables.store import GameStore

BASE = load_builtin()
CATALOGUE = generated_catalogue(5, base=BASE)
GENERATED = tuple(sorted(c for c in CATALOGUE.cards if c not in BASE.cards))
TILES = tuple(sorted(t for t in CATALOGUE.starting_tiles if t not in BASE.starting_tiles))


def two_player_setup(seed: int = 11) -> GameSetup:
    return GameSetup(players=("Ana", "Ben"), sand_dollar_actions=("two-from-front", "from-the-back"),
                     starting_tiles=TILES[:2], deck=GENERATED, seed=seed)


@pytest.fixture
def stores(database):
    path = database  # SQLite and PostgreSQL (tests/database_fixtures.py)
    return LiveStore(path), GameStore(path)


def play_first(setup: GameSetup, n: int) -> tuple:
    """The first ``n`` actions of a game where everyone always picks the first legal choice."""
    played = load_state(setup, (), CATALOGUE)
    state = played.state
    from scorer.engine import apply

    for _ in range(n):
        state = apply(state, legal_actions(state)[0])[0]
    return state.log


def test_the_live_table_shares_the_score_pad_file(stores):
    live, games = stores
    live.create(two_player_setup(), cards_snapshot(CATALOGUE, two_player_setup()), "virtual deck")
    assert live.engine is games.engine  # one engine (pool) per database in a process
    with live.engine.connect() as conn:
        tables = set(sqlalchemy.inspect(conn).get_table_names())
    assert {"games", "live_games"} <= tables


def test_every_append_is_saved_and_a_reload_replays_to_the_same_state(stores):
    live, _ = stores
    setup = two_player_setup()
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "virtual deck")
    log = play_first(setup, 12)
    for action in log:
        game = live.get(gid)
        live.append(gid, action, game.revision)
    again = live.get(gid)
    assert again.log == log and again.revision == 12
    catalogue = catalogue_from_snapshot(again.cards_json)
    assert load_state(again.setup, again.log, catalogue).state == replay(setup, log, CATALOGUE)


def test_a_stale_revision_writes_nothing(stores):
    live, _ = stores
    setup = two_player_setup()
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup))
    first = play_first(setup, 1)[0]
    live.append(gid, first, 0)
    with pytest.raises(StaleGameError, match="nothing was saved"):
        live.append(gid, first, 0)  # a double tap: the second one was computed on revision 0
    assert len(live.get(gid).log) == 1


def test_undo_keeps_a_prefix_and_reopens_a_finished_game(stores):
    live, _ = stores
    setup = two_player_setup()
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup))
    log = play_first(setup, 6)
    live.set_log(gid, log, 0)
    assert live.claim_finish(gid, 1)
    assert not live.claim_finish(gid, 1)  # only one phone records the end
    game = live.set_log(gid, log[:4], 1)
    assert game.log == log[:4] and game.summary.status == "playing"


def test_unknown_game_names_the_id(stores):
    live, _ = stores
    with pytest.raises(LiveGameNotFoundError, match="'nope'"):
        live.get("nope")


def test_cached_replay_applies_only_new_actions_and_detects_a_changed_log():
    setup = two_player_setup()
    log = play_first(setup, 10)
    early = load_state(setup, log[:5], CATALOGUE)
    later = load_state(setup, log, CATALOGUE, cached=early)
    assert later.state == replay(setup, log, CATALOGUE)
    assert len(later.action_events) == 10
    # A log that differs from the cache (undo on another phone, then another move) is replayed whole.
    other = load_state(setup, log[:4], CATALOGUE, cached=later)
    assert other.state == replay(setup, log[:4], CATALOGUE)


def test_a_log_the_rules_refuse_is_an_engine_error():
    setup = two_player_setup()
    with pytest.raises(IllegalActionError):
        load_state(setup, (TakeCard(column=0),), CATALOGUE)  # tiles are chosen first


def test_a_finished_game_lands_in_history_with_score_game_totals(stores):
    live, games = stores
    setup = two_player_setup(seed=3)
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "virtual deck: generated SAMPLE cards")
    state = load_state(setup, (), CATALOGUE).state
    from scorer.engine import apply

    for _ in range(2000):
        if is_terminal(state):
            break
        state = apply(state, legal_actions(state)[0])[0]
    assert is_terminal(state)
    live.set_log(gid, state.log, 0)
    game = live.get(gid)
    assert live.claim_finish(gid, game.revision)
    scorepad_id, report = record_in_history(live, games, live.get(gid), state)
    stored = games.get(scorepad_id)
    assert stored.status == "finished"
    expected = score_game(stored.game, catalogue_from_snapshot(game.cards_json))
    assert dict(stored.summary.totals) == {p.name: p.total for p in expected.players}
    assert stored.summary.winner == " & ".join(expected.winners)
    assert live.get(gid).summary.scorepad_id == scorepad_id
    # The exported action log replays to the same result.
    again = replay(setup, action_log_from_json(action_log_to_json(state.log)), CATALOGUE)
    assert [p.total for p in score_game(stored.game, CATALOGUE).players] == [
        p.total for p in score_game(record_game(again), CATALOGUE).players
    ]
    # Finishing again (after an undo and the same moves) replaces the History copy, not a second one.
    record_in_history(live, games, live.get(gid), state)
    assert len(games.list_games(status="finished")) == 1


def record_game(state):
    from scorer.engine import to_finished_game

    return to_finished_game(state, inline_cards=True)


def test_a_saved_game_is_imported_with_the_catalogue_that_holds_its_cards(stores):
    from scorer.engine import save_game
    from webapp.assistant.store import LiveStoreError, import_saved_game

    live, _ = stores
    setup = two_player_setup()
    log = play_first(setup, 9)
    text = save_game(replay(setup, log, CATALOGUE))
    gid = import_saved_game(live, text, lambda s: [("built-in", BASE), ("generated", CATALOGUE)])
    game = live.get(gid)
    assert game.log == log and game.summary.deck_label == "imported (generated)"
    assert load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state == replay(setup, log, CATALOGUE)
    with pytest.raises(LiveStoreError, match="no catalogue here.*built-in: unknown starting tile 'gen-5-tile-1'"):
        import_saved_game(live, text, lambda s: [("built-in", BASE)])
    with pytest.raises(LiveStoreError, match="not a saved Assistant game"):
        import_saved_game(live, b"{}", lambda s: [("built-in", BASE)])


def test_a_saved_game_file_is_read_strictly(stores):
    import json

    from scorer.engine import save_game
    from webapp.assistant.store import LiveStoreError, import_saved_game

    live, _ = stores
    setup = two_player_setup()
    text = save_game(replay(setup, play_first(setup, 3), CATALOGUE))
    candidates = lambda s: [("generated", CATALOGUE)]  # noqa: E731
    twice = text.replace('"version":1,', '"version":1,"version":1,', 1)
    with pytest.raises(LiveStoreError, match='version: the key "version" is written more than once'):
        import_saved_game(live, twice, candidates)
    document = json.loads(text)
    document["setup"]["seed"] = str(document["setup"]["seed"])
    with pytest.raises(LiveStoreError, match=r"setup\.seed: Input should be a valid integer"):
        import_saved_game(live, json.dumps(document), candidates)
    with pytest.raises(LiveStoreError, match="larger than 2 MB"):
        import_saved_game(live, text[:-1] + ', "x": "' + "x" * 2_000_000 + '"}', candidates)
    assert live.list_games() == ()


def test_legal_prefix_counts_the_actions_the_rules_still_accept():
    from webapp.assistant.store import legal_prefix

    setup = two_player_setup()
    log = play_first(setup, 8)
    assert legal_prefix(setup, log, CATALOGUE) == 8
    # Action 4 takes a card; a second take before placing it is refused.
    assert legal_prefix(setup, log[:4] + (TakeCard(column=0),) + log[4:], CATALOGUE) == 4


MUSCLE_BEACH = FeatureCard(id="muscle-beach", name="Muscle Beach", row="beach", tags=("sports",))


def physical_setup(deck: tuple[str, ...]) -> GameSetup:
    return GameSetup(players=("Ana", "Ben"), sand_dollar_actions=("two-from-front", "from-the-back"),
                     starting_tiles=TILES[:2], deck=deck, deck_source="physical", seed=3)


def test_a_card_missing_from_a_physical_deck_is_added_and_can_answer_the_reveal(stores):
    live, _ = stores
    setup = physical_setup(GENERATED[:20])
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "physical deck")
    for action in play_first(setup, 3):  # three cards of the display revealed
        live.append(gid, action, live.get(gid).revision)
    before = live.get(gid)
    game = live.extend_deck(gid, MUSCLE_BEACH, before.revision)
    assert game.setup.deck == GENERATED[:20] + ("muscle-beach",) and game.log == before.log
    assert game.revision == before.revision + 1
    catalogue = catalogue_from_snapshot(game.cards_json)
    assert catalogue.card("muscle-beach") == MUSCLE_BEACH and set(GENERATED[:20]) <= set(catalogue.cards)
    state = load_state(game.setup, game.log, catalogue).state
    assert validate(state, RevealCard(card="muscle-beach")) is None
    live.append(gid, RevealCard(card="muscle-beach"), game.revision)
    after = live.get(gid)
    assert load_state(after.setup, after.log, catalogue_from_snapshot(after.cards_json)).state.display.cards().count(
        "muscle-beach") == 1
    # Idempotent: the card is in the deck already, nothing changes (not even the revision).
    again = live.extend_deck(gid, MUSCLE_BEACH, after.revision)
    assert (again.setup, again.cards_json, again.revision) == (after.setup, after.cards_json, after.revision)


def test_extend_deck_refuses_a_stale_page_a_clashing_id_and_a_virtual_deck(stores):
    live, _ = stores
    setup = physical_setup(GENERATED[:20])
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "physical deck")
    with pytest.raises(StaleGameError):
        live.extend_deck(gid, MUSCLE_BEACH, revision=5)
    live.extend_deck(gid, MUSCLE_BEACH)
    other = MUSCLE_BEACH.model_copy(update={"tags": ("nature",)})
    with pytest.raises(LiveStoreError, match="already has a different card with id 'muscle-beach'"):
        live.extend_deck(gid, other)
    virtual = two_player_setup()
    vid = live.create(virtual, cards_snapshot(CATALOGUE, virtual), "virtual deck")
    with pytest.raises(LiveStoreError, match="only a physical-deck game"):
        live.extend_deck(vid, MUSCLE_BEACH)
    assert live.get(vid).setup == virtual and live.get(gid).setup.deck.count("muscle-beach") == 1


def test_extend_deck_refuses_a_card_the_log_would_not_replay_with(stores):
    live, _ = stores
    setup = physical_setup(GENERATED[:8])  # the display takes the whole deck: no reveal after a take
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "physical deck")
    live.set_log(gid, play_first(setup, 14), 0)  # two takes and placements; the refills found no card
    before = live.get(gid)
    # With one more card the engine would ask for a reveal before the second take: the log breaks.
    with pytest.raises(LiveStoreError, match="with 'Muscle Beach' in its deck this game no longer replays"):
        live.extend_deck(gid, MUSCLE_BEACH, before.revision)
    after = live.get(gid)
    assert (after.setup, after.cards_json, after.revision) == (before.setup, before.cards_json, before.revision)


def test_an_identical_card_is_reused_at_a_reveal_only_when_this_game_does_not_hold_it_yet():
    first = FeatureCard(id="beach-sports", row="beach", tags=("sports",))
    copy = first.model_copy(update={"id": "beach-sports-2"})
    entered = first.model_copy(update={"id": "beach-sports-3"})
    # Entered on the Catalogue page after the game started: the same physical card, reused.
    assert reusable_copy((first,), entered, deck=("other",)) == first
    # Already in the game: the card revealed now is a second physical copy, saved as itself.
    assert reusable_copy((first,), entered, deck=("beach-sports",)) is None
    assert reusable_copy((first, copy), entered, deck=("beach-sports",)) == copy
    named = entered.model_copy(update={"name": "Muscle Beach"})
    assert reusable_copy((first,), named, deck=()) is None  # a name printed on one makes them different
