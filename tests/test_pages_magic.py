"""No page holds a bare string below its docstring: Streamlit's "magic" draws every bare expression of a page
script on the phone (a constant's docstring showed up, in English, on the Pad page in every language)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PAGES = sorted((Path(__file__).resolve().parent.parent / "pages").glob("*.py"))
APP = Path(__file__).resolve().parent.parent / "streamlit_app.py"


def bare_strings(path: Path) -> list[int]:
    """The lines of the bare string statements a page runs (its own blocks: if, for, with, try), the module
    docstring left out; a function's or class's docstring is not run as a statement of the page."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[int] = []

    def look(statements: list[ast.stmt]) -> None:
        for statement in statements:
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) \
                    and isinstance(statement.value.value, str):
                found.append(statement.lineno)
            elif not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for field in ("body", "orelse", "finalbody"):
                    look(getattr(statement, field, []))
                for handler in getattr(statement, "handlers", []):
                    look(handler.body)

    has_docstring = bool(tree.body) and isinstance(tree.body[0], ast.Expr) and isinstance(tree.body[0].value, ast.Constant)
    look(tree.body[1:] if has_docstring else tree.body)
    return found


@pytest.mark.parametrize("page", [*PAGES, APP], ids=lambda p: p.name)
def test_a_page_script_has_no_bare_string_for_streamlit_to_draw(page):
    assert bare_strings(page) == [], f"{page.name}: a bare string on these lines is drawn on the page: make it a comment"
