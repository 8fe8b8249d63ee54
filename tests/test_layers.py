"""The dependency rule, checked on the source: pages -> webapp -> scorer -> card_db (-> lang).

Pages may call ``scorer`` directly, never the reverse. ``scorer`` and ``card_db`` import neither
Streamlit nor Pillow (nor the chart libraries): the library draws no pictures and renders no page.
Inside ``scorer`` the shelves point one way too: model <- scoring <- engine <- advice, with formats
beside scoring. ``lang`` (the words players read) is the bottom package: everything may import it and it
imports nothing of ours. The pages import the project, never ``tests`` or ``scripts``; the scripts
import the project, never a page or ``tests``. No module of the project imports itself back through
others (an import circle). Every import counts, including one inside a function.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APP_ONLY = {"streamlit", "PIL", "altair", "pandas"}
APP_LAYERS = {"webapp", "pages", "streamlit_app"}
PACKAGES = ("lang", "card_db", "scorer", "webapp")
"""The project's importable packages, lowest first (``lang`` once it is on this branch)."""

# What each part of the library may import from the project (besides itself).
ALLOWED = {
    "lang": set(),
    "card_db": {"lang"},
    "scorer.model": {"lang", "card_db"},
    "scorer.scoring": {"lang", "card_db", "scorer.model"},
    "scorer.formats": {"lang", "card_db", "scorer.model", "scorer.scoring"},
    "scorer.engine": {"lang", "card_db", "scorer.model", "scorer.scoring"},
    "scorer.advice": {"lang", "card_db", "scorer.model", "scorer.scoring", "scorer.formats", "scorer.engine"},
    # The command line, the generated sample games and the old validate_game face sit on top.
    "scorer": {"lang", "card_db", "scorer.model", "scorer.scoring", "scorer.formats", "scorer.engine", "scorer.advice"},
}
# What the pages and the scripts may import of the project's top-level folders.
PAGES_MAY = {"lang", "card_db", "scorer", "webapp"}
SCRIPTS_MAY = {"lang", "card_db", "scorer", "webapp", "streamlit_app", "scripts"}
OURS = set(PACKAGES) | {"pages", "tests", "scripts", "streamlit_app"}



def part_of(module: str) -> str:
    """The layer a dotted module name belongs to (``scorer.scoring.rings`` -> ``scorer.scoring``)."""
    head, _, rest = module.partition(".")
    if head == "scorer":
        shelf = rest.split(".")[0]
        return f"scorer.{shelf}" if f"scorer.{shelf}" in ALLOWED else "scorer"
    return head


def module_name(path: Path) -> str:
    """``webapp/ui/frame.py`` -> ``webapp.ui.frame``; a package's ``__init__.py`` is the package."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_targets(path: Path) -> list[tuple[str, str | None]]:
    """``(module, name)`` for every import in ``path``, at any depth of its code: ``import a.b`` gives
    ``("a.b", None)``, ``from a import b`` gives ``("a", "b")`` (``b`` may be a module or a name in ``a``).
    A relative import is resolved against ``path`` and also named as ``<relative import in ...>``."""
    targets: list[tuple[str, str | None]] = []
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                targets.append((f"<relative import in {path.name}>", None))
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                module = f"{base}.{module}" if module else base
            targets.extend((module, alias.name) for alias in node.names)
    return targets


def imports_of(path: Path) -> set[str]:
    """Every absolute module name ``path`` imports, at any depth of its code."""
    return {module for module, _ in import_targets(path)}


def files_of(*folders: str) -> list[Path]:
    """The Python files under these top-level folders (a folder not on this branch gives none)."""
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


def library_modules() -> list[Path]:
    return files_of("lang", "scorer", "card_db")


def project_modules() -> dict[str, Path]:
    """Every importable module of the project by its dotted name."""
    return {module_name(p): p for p in files_of(*PACKAGES)}


def _ids(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("path", library_modules(), ids=_ids)
def test_the_library_imports_only_what_its_layer_allows(path):
    module = module_name(path)
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
    for path in files_of("webapp"):
        assert not {part_of(n) for n in imports_of(path)} & {"pages", "streamlit_app", "tests", "scripts"}, path


def crossings(path: Path, may: set[str]) -> list[str]:
    """The imports of ``path`` that reach a folder of ours outside ``may``."""
    return sorted(name for name in imports_of(path) if part_of(name) in OURS and part_of(name) not in may)


@pytest.mark.parametrize("path", [*files_of("pages"), ROOT / "streamlit_app.py"], ids=_ids)
def test_a_page_imports_the_project_but_never_tests_scripts_or_another_page(path):
    assert not crossings(path, PAGES_MAY), f"{_ids(path)} may import only {sorted(PAGES_MAY)}"


@pytest.mark.parametrize("path", files_of("scripts"), ids=_ids)
def test_a_script_imports_the_project_but_never_a_page_or_the_tests(path):
    assert not crossings(path, SCRIPTS_MAY), f"{_ids(path)} may import only {sorted(SCRIPTS_MAY)}"


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports. ``from a import b`` is an import of module ``a.b`` when
    there is one, else of ``a``; the packages above a module (whose ``__init__`` runs first) are not
    counted, or every module of a package with a face would be in a circle with it."""
    modules = project_modules()
    graph = {}
    for name, path in modules.items():
        found = set()
        for module, member in import_targets(path):
            target = f"{module}.{member}" if f"{module}.{member}" in modules else module
            if target in modules and target != name:
                found.add(target)
        graph[name] = found
    return graph


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The import circles of ``graph``: its strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = set()
            while True:
                member = stack.pop()
                part.add(member)
                if member == node:
                    break
            if len(part) > 1:
                found.append(part)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_back_through_others():
    found = circles(import_graph())
    assert not found, "import circles: " + "; ".join(" <-> ".join(sorted(c)) for c in found)


def test_the_checker_sees_a_crossing_and_a_circle():
    """The rules above would catch a scoring module importing the app or an upper shelf, a page importing
    the tests, and a circle of three modules."""
    assert part_of("webapp.ui") == "webapp" and "webapp" in APP_LAYERS
    assert part_of("scorer.advice.hints") not in ALLOWED["scorer.scoring"]
    assert part_of("PIL.Image") in APP_ONLY
    assert part_of("tests.app_helpers") not in PAGES_MAY and part_of("pages") not in SCRIPTS_MAY
    assert part_of("card_db.models") not in ALLOWED["lang"] and part_of("lang.words") in ALLOWED["card_db"]
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []
