"""No sentence is glued from catalogue pieces at run time (issue 32).

A count, a gender or a case is chosen inside one Fluent message; a phrase shown inside another message is
passed as a value and the message asks for its case (``CASE()``, ``lang.grammar``). Two checks:

1. Static, over the code: an f-string or a ``+`` chain holding the words of two catalogue lookups
   (``say``, ``text``, ``_say``), or of one lookup and a literal word, builds a sentence outside the
   catalogue. Markdown marks, emoji, punctuation, numbers and a user's text around one lookup are no words.
   The few places listed in ``ALLOWED`` put two whole sentences (or a label and its help) side by side, each
   whole in itself; each says why.
2. On the whole output: the sample game's command-line explanation in each language holds none of the
   sentences the native-level review quoted (issue 32), and none of their patterns.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest
from language_helpers import QUOTED_BREAKS as BAD  # the list the page tests read too

ROOT = Path(__file__).resolve().parents[2]
WORDERS = {"say", "text", "_say"}
"""The catalogue lookups (``webapp.language.say``, ``lang.text``, the pages' and views' ``_say``)."""

ALLOWED = {
    ("pages/1_City.py", "the_city"): "a heading and its help, two whole sentences side by side",
    ("pages/1_City.py", "problems"): "a count of problems and the sentence that says how to fix them",
    ("pages/2_Scorepad.py", "blue_heading"): "a heading and its rule in brackets, each whole",
    ("pages/3_Catalogue.py", "sample"): "a SAMPLE badge before the sentence that explains it",
    ("webapp/cards/keypad.py", "tags"): "a field's label and how to use it, in brackets",
    ("webapp/cards/keypad.py", "printed"): "a field's label and how to use it, in brackets",
    ("webapp/cards/tile_keypad.py", "setup_bonus"): "a field's label and how to use it, in brackets",
    ("webapp/cards/tile_keypad.py", "footprint_icon"): "a field's label and how to use it, in brackets",
    ("webapp/cards/tile_keypad.py", "half_tags_twice"): "a half's name and how to use it, in brackets",
    ("webapp/assistant/new.py", "count_actions"): "a saved game's facts separated by ' · ' (a list of labels)",
    ("webapp/history/stats_view.py", "skipped"): "a heading sentence above a Markdown list of whole items",
    ("card_db/labels.py", "sample_mark"): "a record's label and its bracketed mark \"(sample)\": nothing agrees with it",
    ("webapp/assistant/view.py", "letter_footprint"): "a card's short name and a footprint badge (\"FP\") in a cell",
}
"""(file, a word of the lookup's key) -> why two catalogue values stand side by side there."""


def _is_lookup(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    function = node.func
    name = function.id if isinstance(function, ast.Name) else getattr(function, "attr", None)
    return name in WORDERS


def _parts(node: ast.AST) -> list[ast.AST]:
    """The pieces an f-string or a ``+`` chain joins."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _parts(node.left) + _parts(node.right)
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.FormattedValue) else v for v in node.values]
    return [node]


_WORD = re.compile(r"[^\W\d_]{2,}")  # a literal with a word in it (not "**", "#### ", " · ", "🏆 ")
_MARKUP = re.compile(r":[a-z]+-(badge|background)\[|:material/[a-z_]+:")  # Streamlit's Markdown directives


def glued(source: str) -> list[tuple[int, str]]:
    """Where ``source`` joins a lookup's words with another lookup's or with a literal word."""
    found = []
    tree = ast.parse(source)
    inner = {id(side) for node in ast.walk(tree) if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)
             for side in (node.left, node.right)}  # a chain is checked whole, once, from its outermost "+"
    for node in ast.walk(tree):
        if not (isinstance(node, ast.JoinedStr) or isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)):
            continue
        if id(node) in inner:
            continue
        parts = _parts(node)
        lookups = [p for p in parts if _is_lookup(p)]
        words = [p for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str)
                 and _WORD.search(_MARKUP.sub("", p.value))]
        # " " + text(...): a lookup padded with a space is a piece meant to follow another (the Robot's
        # "(negative points count as positive)" was one).
        padding = isinstance(node, ast.BinOp) and any(isinstance(p, ast.Constant) and isinstance(p.value, str)
                                                      and p.value.strip(" ") == "" and p.value for p in parts)
        if len(lookups) >= 2 or (lookups and (words or padding)):
            found.append((node.lineno, ast.unparse(node)))
    return found


def _code_files() -> list[Path]:
    return sorted(p for folder in ("pages", "webapp", "scorer", "card_db", "lang") for p in (ROOT / folder).rglob("*.py")
                  if "__main__" not in p.name) + [ROOT / "streamlit_app.py"]


def test_no_sentence_is_glued_from_catalogue_values():
    wrong = []
    for path in _code_files():
        relative = path.relative_to(ROOT).as_posix()
        for line, code in glued(path.read_text(encoding="utf-8")):
            if not any(file == relative and word in code for (file, word) in ALLOWED):
                wrong.append(f"{relative}:{line}: {code[:140]}")
    assert not wrong, "sentences glued at run time (make one message with values):\n" + "\n".join(wrong)


@pytest.mark.parametrize("source, count", [
    ("x = say('a.b') + ' ' + say('a.c')", 1),
    ("x = f\"{say('a.b')} und {name}\"", 1),
    ("x = f\"**{say('a.b')}**\"", 0),
    ("x = '🏆 ' + say('a.b', count=2)", 0),
    ("x = say('a.b', names=joined(names, language))", 0),
    ("x = ' ' + lang.text('ability.robot_negative', language) if negative else ''", 1),
])
def test_the_glue_check_sees_glue(source, count):
    assert len(glued(source)) == count


# --- lists a reader sees -------------------------------------------------------------------------

LISTERS = WORDERS | {"Said", "SaidError", "TableError", "PadError"}
"""Calls whose values a player reads (a lookup, or a sentence kept to be worded later)."""
LIST_ALLOWED = {
    ("webapp/assistant/robot_view.py", "e.word"): "the Robot's turn: its events, whole sentences, one after another",
}
"""(file, a word of the join's code) -> why a list there is not the language's list."""


def _is_comma_join(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str)
            and node.func.value.value in (", ", " "))


def comma_lists(source: str) -> list[tuple[int, str]]:
    """Where a list a reader sees is joined with a bare ", " (or " ") instead of the language's list
    (``lang.listed`` / ``lang.joined``: "A, B und C", "A, B y C"): a join whose result is a value of a lookup
    (``say("x", names=", ".join(...))``), a join of lookups' words, and ``Joined((", ", ...))`` in a reason."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Joined" and node.args and \
                isinstance(node.args[0], ast.Tuple) and node.args[0].elts and \
                isinstance(node.args[0].elts[0], ast.Constant) and "," in str(node.args[0].elts[0].value):
            found.append((node.lineno, ast.unparse(node)))
            continue
        if not _is_comma_join(node):
            continue
        above = parents.get(node)
        if isinstance(above, ast.keyword):
            above = parents.get(above)
        outer = isinstance(above, ast.Call) and _name(above.func) in LISTERS
        inner = any(isinstance(n, ast.Call) and _name(n.func) in WORDERS | {"word"} for n in ast.walk(node.args[0]))
        if (outer and node.func.value.value == ", ") or inner:
            found.append((node.lineno, ast.unparse(node)))
    return found


def _name(function: ast.AST) -> str | None:
    return function.id if isinstance(function, ast.Name) else getattr(function, "attr", None)


def test_every_list_a_reader_sees_is_the_languages_list():
    wrong = []
    for path in _code_files():
        relative = path.relative_to(ROOT).as_posix()
        for line, code in comma_lists(path.read_text(encoding="utf-8")):
            if not any(file == relative and word in code for (file, word) in LIST_ALLOWED):
                wrong.append(f"{relative}:{line}: {code[:140]}")
    assert not wrong, "lists joined by a bare comma (use lang.listed / lang.joined, webapp.language.listed):\n" + \
        "\n".join(wrong)


@pytest.mark.parametrize("source, count", [
    ("x = say('home.resume_label', players=', '.join(summary.players))", 1),
    ("x = Said('engine.not_in_hand', hand=', '.join(state.hand))", 1),
    ("x = ', '.join(text('history.total_changed', language, name=n) for n in names)", 1),
    ("x = Told(('k', 'ties', Joined((', ', *ties))))", 1),
    ("x = say('home.resume_label', players=listed(summary.players))", 0),
    ("x = Joined(('; ', *groups))", 0),
    ("x = ' · '.join(say('history.name_points', name=n) for n in names)", 0),
])
def test_the_list_check_sees_a_bare_comma(source, count):
    assert len(comma_lists(source)) == count


# A catalogue value passed into another message's value: allowed only where nothing in the sentence around it
# agrees with it (no verb, article, case or gender takes its number or its form): a list of counted labels, a
# label after a colon, a name in brackets. Each outer key says why; any other nesting is glue.
LABEL_KINDS = {
    "home.tile_with_vips": "a count in brackets after a tile's name",
    "home.city_contents": "two counted labels in a list",
    "city.tile_caption": "a counted label after ' · '",
    "assistant.robot_piles": "counted labels in a list after a colon",
    "assistant.supply": "counted labels in a list after a colon",
    "assistant.which_revealed": "the count is the plural's own",
    "catalogue.imported": "two counted nouns joined by 'and'; the participle agrees with both in every language",
    "catalogue.server_how": "two counted labels in brackets",
    "catalogue.would_add": "two counted nouns as the object (no case change in de: accusative = nominative plural)",
    "catalogue.example": "an example text in quotes",
    "city.half_people": "a label after a colon",
    "stats.player_heading": "counted labels after ' · '",
    "scorepad.movement_points": "points before and after an arrow",
    "scorepad.as_entered": "a count of points before 'as entered' (no verb agrees)",
    "explain.robot_unplaced": "a counted label after 'counts as' (nominative in German)",
    "explain.not_located": "a counted label before a relative clause",
    "ruling.text": "a ruling's number and its sentence, each whole",
    "table.held": "a question after a statement, each whole",
    "assistant.take_column_reward": "a reward's label after the action",
    "assistant.store_busy": "what was not saved, a label",
    "assistant.deck_of": "the deck's source, a label",
    # A counted noun (scorer.engine.words.count) inside an engine sentence: only as an object or a label, never
    # as the subject a verb agrees with ("quedan 1 intercambio" was one: the swap prompt counts inside itself now).
    "advice.move": "who moves, a counted label before 'from ... to ...' (no verb)",
    "advice.source_action": "a cost in brackets after the action's name",
    "engine.describe_pay": "a cost, the object of 'pay' (the verb is the player's)",
    "engine.log_gained": "an amount, the object of 'gains' (the verb agrees with the player)",
    "engine.log_paid": "a cost, the object of 'pays' (the verb agrees with the player)",
    "engine.cannot_afford": "a cost and what the player has, objects of 'costs' and 'you have'",
    "engine.prompt_move": "people and spaces, objects of 'move' (German asks the accusative: engine.count_local)",
    "engine.prompt_move_here": "people, the object of 'move'",
    "engine.prompt_return": "people, the object of 'return'",
}
NESTING = {"say", "text", "_say", "_count", "points_text"}
OUTER = NESTING | {"Said", "SaidError", "TableError"}
"""A sentence worded now or later (``lang.said.Said``: the engine's prompts and log)."""
INNER = NESTING | {"count"}
"""Words put into it: a lookup, or a counted noun (``scorer.engine.words.count``: "1 Tausch", "2 VIPs")."""


def nested(source: str) -> list[tuple[int, str]]:
    """Lookups whose values hold another lookup's words: (line, the outer key, or the code when not literal)."""
    def called(node, names):
        function = getattr(node, "func", None)
        return isinstance(node, ast.Call) and (getattr(function, "id", None) or getattr(function, "attr", None)) in names

    found = []
    for node in ast.walk(ast.parse(source)):
        if called(node, OUTER) and any(called(k.value, INNER) for k in node.keywords):
            key = node.args[0].value if node.args and isinstance(node.args[0], ast.Constant) else ast.unparse(node)
            found.append((node.lineno, key))
    return found


def test_a_catalogue_value_goes_into_another_only_as_a_label():
    wrong = []
    for path in _code_files():
        for line, key in nested(path.read_text(encoding="utf-8")):
            full = key if "." in key or "(" in key else None
            known = [k for k in LABEL_KINDS if k == key or k.split(".")[1] == key or f"'{k}'" in key]
            if not known:
                wrong.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {full or key}")
    assert not wrong, "a message worded into another (pass the number and select inside one message):\n" + \
        "\n".join(wrong)


def test_the_nesting_check_sees_a_counted_noun_worded_into_a_sentence():
    assert nested("x = say('explain.player_head', sand_dollars=_count('sand_dollars', 2, language))") == [
        (1, "explain.player_head")]
    assert nested("x = Said('engine.prompt_swap', who=who, swaps=words.count(n, 'swap'))") == [
        (1, "engine.prompt_swap")]
    assert nested("x = Said('engine.prompt_swap', who=who, count=n)") == []


# --- the quoted breaks, in the whole explanation of the sample game --------------------------



@pytest.mark.parametrize("language", sorted(BAD))
def test_the_sample_games_explanation_holds_none_of_the_quoted_breaks(language):
    shown = subprocess.run([sys.executable, "-m", "scorer", "score", "card_db/samples/sample_game.json", "--lang",
                            language], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert len(shown.splitlines()) > 50
    found = [pattern for pattern in BAD[language] if re.search(pattern, shown)]
    assert not found, f"{language}: {found}"
