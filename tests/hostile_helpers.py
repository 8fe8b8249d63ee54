"""Tables, cards and a live game whose user text is hostile Markdown, for the "user text is text" tests.

Every name and title below would turn into a picture fetched from another site, a link, LaTeX,
coloured text, an icon, bold or raw HTML if the app handed it to Streamlit's Markdown unescaped.
The AppTest tests (``test_app_hostile_text.py``) and the real-browser test
(``test_browser_hostile_text.py``) store the same data, so both look at the same pages.

Tests set ``SANTA_MONICA_DB`` and ``SANTA_MONICA_DATA_DIR`` (or start the app with them) first.
"""

from __future__ import annotations

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin, sample_game_bytes
from card_db.user_catalogue import UserCatalogue
from scorer.engine import GameSetup, apply, legal_actions, new_game
from scorer.engine.state import TurnStep
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.table import score_game
from webapp.assistant.store import LiveStore, cards_snapshot
from webapp.tables import operations as tables
from webapp.tables.store import GameStore

IMAGE = "![pwn](http://example.invalid/p.png)"
LINK = "[win](http://example.invalid/)"
LATEX = "$x^2$"
RED = ":red[red]"
ICON = ":material/home:"
BOLD = "**bold**"
HTML = "<img src=x onerror=alert(1)>"
HOSTILE = (IMAGE, LINK, LATEX, RED, ICON, BOLD, HTML)
"""Every kind of Markdown a player name could smuggle in."""

FINISHED_NAMES = (IMAGE, LINK, LATEX)
FINISHED_TITLE = f"{RED} {ICON} {HTML}"
DRAFT_NAMES = (RED, BOLD, HTML)
DRAFT_TITLE = f"{IMAGE} {ICON} {LATEX}"
DRAFT_PLAYED_ON = f"{LATEX} {RED}"  # a game file's date that is no date: the Home page quotes it
CARD_ID = "sample-surf-school"  # in the sample game's first city: the user's record replaces the sample
CARD_NAME = f"{BOLD} ![c](http://example.invalid/c.png) $y$"
CARD_NOTES = ":blue[note] [n](http://example.invalid/n)"
TILE_ID = "sample-surf-club"  # the sample game's first starting tile
TILE_NAME = ":green[tile] $z$"
LIVE_NAMES = (ICON, HTML, LINK)
BAD_ID = "![x](http://example.invalid/i.png)"
"""A malformed ``?game=`` / ``?live=`` id: the error message quotes it."""


def save_hostile_catalogue() -> None:
    """The user's records for a card and a starting tile of the sample game, named with Markdown."""
    builtin = load_builtin()
    user = UserCatalogue()
    card = builtin.cards[CARD_ID]
    user.save_card(card.model_copy(update={"name": CARD_NAME, "notes": CARD_NOTES, "sample": False}))
    tile = builtin.starting_tiles[TILE_ID]
    user.save_starting_tile(tile.model_copy(update={"name": TILE_NAME, "sample": False}))


def store_hostile_tables(store: GameStore) -> tuple[str, str]:
    """A finished sample game (players and title hostile) and a draft of three hostile names; their ids."""
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    for old, new in zip([p.name for p in game.players], FINISHED_NAMES, strict=True):
        game = tables.rename_player(game, old, new)
    game = tables.set_title(game, FINISHED_TITLE)
    finished = store.create_game(game)
    report = score_game(game, load_builtin())
    store.finish_game(finished, {p.name: p.total for p in report.players}, report.winners)
    tiles = ("sample-surf-club", "sample-harbor-office", "sample-lighthouse")
    draft_game = tables.new_table("blue", list(zip(DRAFT_NAMES, tiles, strict=True)), title=DRAFT_TITLE,
                                  start_vips=[load_builtin().starting_tiles[t].vips for t in tiles])
    draft = store.create_game(draft_game.model_copy(update={"played_on": DRAFT_PLAYED_ON}))
    return finished, draft


def start_hostile_live_game(db_path: str, seed: int = 7) -> str:
    """A virtual Assistant game (generated SAMPLE cards) of three hostile names, played to the first turn."""
    builtin = load_builtin()
    catalogue = generated_catalogue(seed, base=builtin)
    cards = tuple(sorted(c for c in catalogue.cards if c not in builtin.cards))
    tiles = tuple(sorted(t for t in catalogue.starting_tiles if t not in builtin.starting_tiles))[:3]
    actions = tuple(sorted(catalogue.sand_dollar_actions))[:2]
    setup = GameSetup(players=LIVE_NAMES, objective="blue", sand_dollar_actions=actions, starting_tiles=tiles,
                      deck=cards, deck_source="virtual", seed=seed)
    store = LiveStore(db_path)
    gid = store.create(setup, cards_snapshot(catalogue, setup), "virtual deck: generated SAMPLE cards")
    state = new_game(setup, catalogue)
    log = []
    while not isinstance(state.pending, TurnStep):  # tiles and food truck: the first legal choice each
        action = legal_actions(state)[0]
        state = apply(state, action)[0]
        log.append(action)
    store.extend(gid, tuple(log), store.get(gid).revision)
    return gid
