"""The dependency rule, checked on the source: pages -> webapp -> scorer -> card_db.

Pages may call ``scorer`` directly, never the reverse. ``scorer`` and ``card_db`` import neither
Streamlit nor Pillow (nor the chart libraries): the library draws no pictures and renders no page.
Inside ``scorer`` the shelves point one way too: model <- scoring <- engine <- advice, with formats
beside scoring. Every import counts, including one inside a function.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APP_ONLY = {"streamlit", "PIL", "altair", "pandas"}
APP_LAYERS = {"webapp", "pages", "streamlit_app"}

# What each part of the library may import from the project (besides itself).
ALLOWED = {
    "card_db": set(),
    "scorer.model": {"card_db"},
    "scorer.scoring": {"card_db", "scorer.model"},
    "scorer.formats": {"card_db", "scorer.model", "scorer.scoring"},
    "scorer.engine": {"card_db", "scorer.model", "scorer.scoring"},
    "scorer.advice": {"card_db", "scorer.model", "scorer.scoring", "scorer.formats", "scorer.engine"},
    # The command line, the generated sample games and the old validate_game face sit on top.
    "scorer": {"card_db", "scorer.model", "scorer.scoring", "scorer.formats", "scorer.engine", "scorer.advice"},
}
# ``lang`` (the words in each language, issue 25) is the bottom layer: every part may import it, it nothing.
for _allowed in ALLOWED.values():
    _allowed.add("lang")
ALLOWED["lang"] = set()
LIBRARY = ("scorer", "card_db", "lang")


def part_of(module: str) -> str:
    """The layer a dotted module name belongs to (``scorer.scoring.rings`` -> ``scorer.scoring``)."""
    head, _, rest = module.partition(".")
    if head == "scorer":
        shelf = rest.split(".")[0]
        return f"scorer.{shelf}" if f"scorer.{shelf}" in ALLOWED else "scorer"
    return head


def imports_of(path: Path) -> set[str]:
    """Every absolute module name ``path`` imports, at any depth of its code."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
        elif isinstance(node, ast.ImportFrom):  # relative imports would hide a layer crossing
            names.add(f"<relative import in {path.name}>")
    return names


def library_modules() -> list[Path]:
    return sorted(p for folder in LIBRARY for p in (ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("path", library_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_library_imports_only_what_its_layer_allows(path):
    module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    layer = part_of(module)
    wrong = []
    for name in imports_of(path):
        target = part_of(name)
        if name.startswith("<relative"):
            wrong.append(name)
        elif target in APP_ONLY or target in APP_LAYERS:
            wrong.append(f"{name} (the library never imports the app, Streamlit or Pillow)")
        elif target in ALLOWED and target != layer and target not in ALLOWED[layer]:
            wrong.append(f"{name} ({layer} may import only {sorted(ALLOWED[layer]) or 'nothing of ours'})")
    assert not wrong, f"{module}: {wrong}"


def test_webapp_never_imports_a_page():
    for path in sorted((ROOT / "webapp").rglob("*.py")):
        assert not {part_of(n) for n in imports_of(path)} & {"pages", "streamlit_app"}, path


def test_the_checker_sees_a_crossing():
    """The rule above would catch a scoring module importing the app or an upper shelf."""
    assert part_of("webapp.ui") == "webapp" and "webapp" in APP_LAYERS
    assert part_of("scorer.advice.hints") not in ALLOWED["scorer.scoring"]
    assert part_of("PIL.Image") in APP_ONLY
    assert part_of("card_db.models") not in ALLOWED["lang"] and part_of("lang.words") in ALLOWED["card_db"]
