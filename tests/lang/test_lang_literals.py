"""The literal finder: no words a player reads are written in a converted module, only catalogue keys.

An AST walk over each module in ``CONVERTED_MODULES`` finds the string literals and f-strings that
reach a Streamlit call that shows text (``SHOWS_TEXT``: ``st.title``, ``st.button``, ``st.page_link``
labels, ``help=`` ...) or one of the project's own (``frame.page_setup``, ``frame.next_step``, ``frame.flash``),
including those inside an expression there (``escape_markdown(f"Not added: {why}")``). Phase 2 of
issue 25 adds every page and webapp module to ``CONVERTED_MODULES``.

The rule for what counts as words (``is_words``), with no list of exceptions: remove the
``{placeholders}`` and f-string values, HTML tags, ``:material/...:`` icons and emoji shortcodes and
``:red[`` colour openers; what is left is words if one of its tokens has two letters in a row, unless
that token is one piece joined by ``-``, ``_``, ``.`` or ``/`` (a widget key, a page path, a file name,
a catalogue key). So icons, emoji, ``""``, ``"**{}**"``, ``" · "`` and ``f"add-error-{gid}"`` pass;
``"Start table"`` and ``f"Player {n}"`` do not. Not looked at: the first argument of a catalogue lookup
(``say("home.title")``, ``lang.text(...)``: a key), a subscript's index (``d["key"]``), ``key=`` and
the keywords of a call that shows no text.

Run it on any module to see what is left to convert: ``python tests/lang/test_lang_literals.py pages/1_City.py``.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CONVERTED_MODULES = (
    "pages/0_Home.py",
    "webapp/navigation.py",
    "webapp/language.py",
    "pages/1_City.py",
    "webapp/city/editor.py",
    "webapp/city/grid.py",
    "webapp/city/picture.py",
    "webapp/city/words.py",
    "webapp/tables/finished_guard.py",
    "webapp/tables/operations.py",
    "webapp/tables/store.py",
    "webapp/tables/join.py",
    "webapp/ui/binding.py",
    "webapp/ui/held_values.py",
    "webapp/ui/join_panel.py",
    "webapp/ui/table_url.py",
    "webapp/ui/frame.py",
    # lhist: History, statistics and the score pad
    "pages/4_History.py",
    "pages/6_Pad.py",
    "webapp/history/view.py",
    "webapp/history/stats_view.py",
    "webapp/history/export.py",
    "webapp/pad/ui.py",
    "webapp/pad/view.py",
    "webapp/pad/operations.py",
    "webapp/pad/store.py",
    # lwords: the card words
    "card_db/wording.py",
    "card_db/labels.py",
    "webapp/cards/text.py",
    "webapp/pad/refusal.py",
    # lcards: the Catalogue page and the card modules it and the City page draw (text.py, values.py and
    # keypad_draft.py word card contents: not converted here)
    "pages/3_Catalogue.py",
    "webapp/cards/catalogue_share.py",
    "webapp/cards/catalogue_view.py",
    "webapp/cards/form.py",
    "webapp/cards/keypad.py",
    "webapp/cards/photo.py",
    "webapp/cards/photo_view.py",
    "webapp/cards/picker.py",
    "webapp/cards/tile_keypad.py",
    "webapp/cards/words.py",
    "pages/5_Assistant.py",
    "webapp/assistant/new.py",
    "webapp/assistant/panel.py",
    "webapp/assistant/steps.py",
    "webapp/assistant/turn_panel.py",
    "webapp/assistant/ui.py",
    # lscore: the Scorepad, its words, extras and shared picture
    "pages/2_Scorepad.py",
    "webapp/scorepad/view.py",
    "webapp/scorepad/extras.py",
    "webapp/scorepad/share.py",
    "webapp/scorepad/report_cache.py",
    # problems: validation problems, slot names and the lists of names in a sentence (worded when read)
    "scorer/model/problems.py",
    "scorer/scoring/validation.py",
    "scorer/scoring/problem_words.py",
    "scorer/scoring/placement.py",
)

SHOWS_TEXT = {
    # Streamlit's calls that show text (a widget's label, a message, a title) ...
    "title", "header", "subheader", "markdown", "caption", "write", "text", "badge", "button", "checkbox",
    "toggle", "radio", "selectbox", "multiselect", "segmented_control", "pills", "select_slider", "slider",
    "number_input", "text_input", "text_area", "date_input", "time_input", "color_picker", "file_uploader",
    "camera_input", "expander", "popover", "tabs", "info", "warning", "error", "success", "toast", "metric",
    "download_button", "link_button", "page_link", "Page", "form_submit_button", "dialog", "status", "spinner",
    # ... and the project's own that pass their text on to one of them.
    "page_setup", "next_step", "flash",
}
OPTIONS_CALLS = {"radio", "selectbox", "multiselect", "segmented_control", "pills", "select_slider"}
PAGE_CALLS = {"page_link", "Page", "switch_page"}  # their first argument is a page, not words
EVERY_ARGUMENT = {"write", "tabs"}
TEXT_KEYWORDS = {"label", "help", "placeholder", "caption", "captions", "title", "body", "text"}
LOOKUPS = {"say", "text"}  # webapp.language.say(key, ...), lang.text(key, language, ...)

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_MARKUP = re.compile(r"<[^>]*>|:[a-z0-9_]+(?:/[a-z0-9_]+)?:|:[a-z]+(?:-background)?\[|&[a-z]+;")
_KEY_LIKE = re.compile(r"[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)+")
_TWO_LETTERS = re.compile(r"[^\W\d_]{2,}")


def is_words(text: str) -> bool:
    """True when ``text`` holds words a player reads (the rule in the module docstring)."""
    bare = _MARKUP.sub(" ", _PLACEHOLDER.sub("0", text))
    return any(_TWO_LETTERS.search(token) and not _KEY_LIKE.fullmatch(token) for token in bare.split())


def _name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _on_streamlit(func: ast.expr) -> bool:
    """True for ``st.x(...)`` and ``st.a.b(...)``: a call on Streamlit itself."""
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id == "st"


def _is_lookup(call: ast.Call) -> bool:
    return _name(call.func) in LOOKUPS and not _on_streamlit(call.func)  # st.text shows text; lang.text looks up


def literals(node: ast.AST):
    """(line, text) of each literal inside an expression that reaches the screen; an f-string is one
    text with "{}" for each value."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.lineno, node.value
    elif isinstance(node, ast.JoinedStr):
        yield node.lineno, "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                yield from literals(value.value)
    elif isinstance(node, ast.Call):
        if _is_lookup(node):  # its first argument is a catalogue key; the values may still be words
            parts = [*node.args[1:], *(k.value for k in node.keywords)]
        else:
            receiver = [node.func.value] if isinstance(node.func, ast.Attribute) else []  # "x".join(...)
            parts = [*receiver, *node.args, *(k.value for k in node.keywords if k.arg != "key")]
        for part in parts:
            yield from literals(part)
    elif isinstance(node, ast.BinOp):
        yield from literals(node.left)
        yield from literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from literals(node.body)
        yield from literals(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from literals(value)
    elif isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        for element in node.elts:
            yield from literals(element)
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from literals(value)
    elif isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
        yield from literals(node.elt)
    elif isinstance(node, (ast.Starred, ast.FormattedValue)):
        yield from literals(node.value)
    elif isinstance(node, ast.Subscript):  # d["key"]: the index is a key, the value may hold words
        yield from literals(node.value)


def shown_arguments(call: ast.Call) -> list[ast.expr]:
    """The arguments of ``call`` that reach the screen as text, if it is a call that shows text."""
    name, on_st = _name(call.func), _on_streamlit(call.func)
    shows = name in SHOWS_TEXT and not _is_lookup(call)
    if not shows and not on_st:
        return []
    arguments = [k.value for k in call.keywords if k.arg in TEXT_KEYWORDS]
    if not shows:  # another Streamlit call (st.image, st.column_config...): its text keywords only
        return arguments
    has_format = any(k.arg == "format_func" for k in call.keywords)
    if name in EVERY_ARGUMENT:
        arguments += call.args
    elif name not in PAGE_CALLS:
        arguments += call.args[:1]
    if name in OPTIONS_CALLS and not has_format:  # options shown as they are
        arguments += call.args[1:2] + [k.value for k in call.keywords if k.arg == "options"]
    return arguments


def words_in(source: str) -> list[tuple[int, str]]:
    """(line, text) of every literal with words that reaches a call showing text in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            for argument in shown_arguments(node):
                found += [(line, text) for line, text in literals(argument) if is_words(text)]
    return sorted(set(found))


@pytest.mark.parametrize("module", CONVERTED_MODULES)
def test_a_converted_module_writes_no_words_itself(module):
    found = words_in((ROOT / module).read_text(encoding="utf-8"))
    assert not found, f"{module}: words written in the code (put them in lang/catalogues): " + "; ".join(
        f"line {line}: {text!r}" for line, text in found)


# --- the finder itself ---------------------------------------------------------------------------

@pytest.mark.parametrize("code", [
    'st.button("Start table")',
    'st.title("🌊 Santa Monica score pad")',
    'st.error(escape_markdown(f"Not added: {why}"))',
    'st.caption(counted(n, "card"))',
    'st.radio(say("home.x"), ["Yes", "No"])',
    'st.text_input(say("home.x"), placeholder="Name")',
    'st.image(png, caption="This table\'s address")',
    'tab.write("Hello there")',
    'frame.next_step("Enter the cities", frame.CITY_PAGE)',
    'st.page_link("pages/6_Pad.py", label="Score pad only", icon="🧮")',
    'st.Page(path, title="Home")',
    'st.markdown(f"**Player {index + 1}**" + (" (starts)" if first else ""))',
    'st.warning(say("home.x", name=f"{a} and {b}"))',
    'st.subheader("Table")',
])
def test_the_finder_sees_words(code):
    assert words_in(code), code


@pytest.mark.parametrize("code", [
    'st.button(say("home.start_button"), key="start_table")',
    'st.title(f"🌊 {say(\'home.title\')}")',
    'st.markdown(f"**{seat + 1}. {escape_markdown(city.name)}**")',
    'st.page_link("pages/6_Pad.py", label=say("home.pad_only"), icon="🧮", width="stretch")',
    'st.error(st.session_state.get(f"add-error-{gid}"))',
    'st.radio(say("home.objective"), ["blue", "green"], format_func=objective_label)',
    'st.button(":material/home:")',
    'st.markdown("<div class=\'sm-grid\'>", unsafe_allow_html=True)',
    'st.caption(" · ".join(parts))',
    'st.session_state["setup_rows"] = []; st.query_params.get("game")',
    'lang.text("home.title", "de")',
    'st.date_input(say("home.date_played"), format="YYYY-MM-DD")',
    'st.markdown("**6+**")',
])
def test_the_finder_lets_keys_icons_and_markup_pass(code):
    assert not words_in(code), code


# --- every key written in the code is in the catalogues --------------------------------------------

FILE_ENDINGS = (".json", ".csv", ".png", ".py", ".sqlite")
"""A file's name is not a key ("catalogue.json" in card_db/user_catalogue.py)."""


def test_every_catalogue_key_written_in_the_code_exists():
    """A string in the code shaped like a key of a catalogue area ("home.title", "menu.city") is a key
    of en.json: a typo would otherwise only show as a ``KeyError`` on the page that says it."""
    from lang.catalogue import KEY_PATTERN, catalogue

    english = catalogue("en")
    areas = {key.split(".")[0] for key in english}
    missing = []
    codes = {ROOT / "scorer" / "scoring" / "validation.py"}  # problem codes ("city.too_many_cards"), not keys
    for folder in ("pages", "webapp", "scorer", "card_db", "lang"):
        for path in sorted(set((ROOT / folder).rglob("*.py")) - codes):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY_PATTERN.match(node.value)
                        and node.value.split(".")[0] in areas and node.value not in english
                        and not node.value.endswith(FILE_ENDINGS)):
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value}")
    assert not missing, missing


if __name__ == "__main__":  # what is left to convert in the modules named on the command line
    for name in sys.argv[1:]:
        for line, text in words_in(Path(name).read_text(encoding="utf-8")):
            print(f"{name}:{line}: {text!r}")  # noqa: T201 - the command line's output
