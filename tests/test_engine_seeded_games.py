"""Pinned seeded playouts: the same seed plays the same game, down to every log line.

Each case plays random legal actions (``random.Random(seed).choice(legal_actions(state))``) until
the game is over and compares the number of actions, the final totals (``score_game`` on
``to_finished_game``) and a SHA-256 of the JSON action log plus every event's text with figures
recorded before the engine's speed work (issue 14). A change to the order of ``legal_actions``, to
a rule, to the seeded draws or to a log sentence changes a figure here; a pure speed-up does not.
The digests were re-recorded once when "gains 1 sand dollar(s)" became "gains 1 sand dollar" (the
one pluraliser); with the old sentence put back, every game still gives the earlier digests. And
once more when generated cards lost their "Generated sample NN" names for labels by their contents
(issue 12): every action count and total stayed the same, only the logs' card names changed.
And once more when a VIP's move could enter a square again (ruling 21, issue 23): its legal moves
gained the ways out and back that mark a card, so two games (1, 4, 2 and 7, 4, 3) and the benchmark's
digest chose differently; with the old simple-path ``vip_paths`` put back (``rules.vip_paths``
patched), every game and the benchmark digest give the earlier figures. And once more when "pays 1
sand dollars" became "pays 1 sand dollar" (the pluraliser, issue 23): only digests changed, and with
the old sentence put back every figure is the one pinned before. And once more when the log named an
unnamed card with all its abilities instead of cutting it after two with "…" (issue 33): every action
count and total stayed the same (the built-in deck's cards have names: its games kept their digests). And once more when the built-in deck
gained its 4th to 6th sample starting tiles (issue 33): the built-in 3-player game draws its tiles from
6, so it plays differently; with the deck's first three tiles alone it still gives the earlier figures
(``test_the_builtin_game_with_the_earlier_three_tiles_gives_the_earlier_figures``). In the same change an
unnamed tile's label gained its setup bonus and points per match ("wants Waves, 1 per match"): the
generated tiles are unnamed, so only the digests of games naming them changed; with the old label
(``card.label_wants`` "wants {wants}", no setup part) every figure is the one pinned before. And once more
when the log's "adds 1 local(s)" / "tourist(s)" / "vip(s)" became "adds 1 local" / "2 locals" ... "2 VIPs" (issue
32's review of every counted message): every action count and total is the same; with the old sentences put back
every figure is the one pinned before.
"""

import hashlib
import random

import pytest
from test_engine_support import BUILTIN

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from scorer.engine import (
    action_log_to_json,
    apply,
    is_terminal,
    legal_actions,
    new_game,
    random_setup,
    to_finished_game,
)
from scorer.scoring.table import score_game


def generated(seed: int) -> Catalogue:
    """78 generated SAMPLE cards and 6 tiles with the printed objectives and sand dollar actions."""
    cards = generated_catalogue(seed)
    return Catalogue(cards=cards.cards, starting_tiles=cards.starting_tiles,
                     objectives=BUILTIN.objectives, sand_dollar_actions=BUILTIN.sand_dollar_actions)


def play(catalogue: Catalogue, players: int, seed: int, deck_source: str = "virtual", hard_mode: bool = False):
    """One seeded random game: (actions, totals, digest of the action log and every event's text)."""
    names = ("Solo",) if players == 1 else tuple(f"P{n + 1}" for n in range(players))
    setup = random_setup(catalogue, names, seed, deck_source=deck_source, hard_mode=hard_mode)
    rng = random.Random(seed)
    state = new_game(setup, catalogue)
    texts: list[str] = []
    while not is_terminal(state):
        state, events = apply(state, rng.choice(legal_actions(state)))
        texts += [f"{e.seat}|{e.kind}|{e.text}" for e in events]
    digest = hashlib.sha256((action_log_to_json(state.log) + "\n".join(texts)).encode()).hexdigest()[:16]
    totals = tuple(p.total for p in score_game(to_finished_game(state), catalogue).players)
    return len(state.log), totals, digest


# (catalogue seed or None for the built-in deck, players, game seed, deck source, hard mode) -> figures.
# Re-pinned for issue 32: a card label says "1 per sand dollar" (was "1 per 1 sand dollars"); the actions, the
# totals and every other log sentence are unchanged (compared line by line).
CASES = {
    (1, 4, 0, "virtual", False): (214, (16, 22, 1, 20), "6c1b85ad23b11a19"),
    (1, 4, 1, "virtual", False): (212, (25, 6, 38, 40), "a8ff67d055931f79"),
    (1, 4, 2, "virtual", False): (199, (23, 41, 39, 26), "a31c1b8c83e7efb9"),
    (7, 4, 3, "virtual", False): (188, (22, 16, 13, 22), "24306664a230b5f6"),
    (7, 3, 4, "virtual", False): (178, (10, 28, 21), "bd7258e5de4c0afd"),
    (7, 2, 5, "virtual", False): (99, (24, 11), "c6b8b7c12a0f9655"),
    (7, 1, 6, "virtual", False): (75, (15, 117), "030418d5411c5212"),
    (7, 1, 8, "virtual", True): (67, (22, 81), "939fa25b69fcdf29"),
    (None, 3, 9, "physical", False): (88, (4, 12, 12), "6f7a58bd57680f5f"),
    (None, 1, 10, "physical", False): (77, (16, 59), "c2422e38bb84581f"),
}
BENCH_DIGEST = "5d0fadeacca97ed5"
"""The benchmark's first 20 games (catalogue seed 1, 4 players, seeds 0..19): their figures, hashed."""


@pytest.mark.parametrize("case", sorted(CASES, key=str), ids=str)
def test_seeded_playouts_are_pinned(case):
    catalogue_seed, players, seed, deck_source, hard_mode = case
    catalogue = BUILTIN if catalogue_seed is None else generated(catalogue_seed)
    assert play(catalogue, players, seed, deck_source, hard_mode) == CASES[case]


def test_the_builtin_game_with_the_earlier_three_tiles_gives_the_earlier_figures():
    """The 3 sample tiles the deck had before issue 33: the figures pinned then, unchanged."""
    earlier = ("sample-harbor-office", "sample-surf-club", "sample-lighthouse")
    catalogue = Catalogue(cards=BUILTIN.cards, objectives=BUILTIN.objectives,
                          sand_dollar_actions=BUILTIN.sand_dollar_actions,
                          starting_tiles={t: BUILTIN.starting_tiles[t] for t in earlier})
    assert play(catalogue, 3, 9, "physical") == (88, (16, 9, 10), "e20ca6edeed7c602")


def test_the_benchmarks_first_games_are_pinned():
    """The first 20 games of ``scripts/bench_engine.py``'s first run, as one digest."""
    catalogue = generated(1)
    digest = hashlib.sha256(repr([play(catalogue, 4, seed) for seed in range(20)]).encode()).hexdigest()[:16]
    assert digest == BENCH_DIGEST
