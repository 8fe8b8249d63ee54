"""User text made inert for every place Streamlit renders Markdown.

Streamlit reads Markdown in ``st.markdown``/``st.write``, captions, headers, widget labels and
options, tab and expander titles, ``st.info``/``st.error``, metric labels and table cells. On top of
GitHub Markdown it turns ``$...$`` into LaTeX, ``:red[...]`` into coloured text, ``:material/x:`` and
``:smile:`` into icons and ``->`` into arrows. A player called ``![x](http://evil/p.png)`` would make
every phone fetch that picture. ``escape_markdown`` is the one helper that every user value (names,
titles, notes, card and tile names, anything read from the URL) goes through before it reaches such a
place. Where a text stands alone, prefer a plain-text element (``st.text``) and skip the helper.

It does not decide what a name may contain (``scorer`` refuses control characters); it only makes
sure that whatever it is given is shown as the characters it holds.
"""

from __future__ import annotations

import re
import string

# CommonMark lets a backslash escape any ASCII punctuation character, and an escaped character is
# always literal text: that covers Markdown, GFM tables and strikethrough, Streamlit's ``:color[]`` and
# ``:material/`` directives, emoji shortcodes and ``$`` LaTeX.
_PUNCTUATION = re.compile("([" + re.escape(string.punctuation) + "])")
# A line break or tab inside a label would start a new block (a list, a heading, a code block).
_BREAKS = re.compile(r"[\r\n\t\v\f\u2028\u2029\x85]+")
# Some rewriting happens AFTER the escapes are read, on the plain text (checked in Chromium against
# Streamlit 1.67's renderer): GFM links bare "http://...", "www.x.y" and "a@b.c"; Streamlit turns
# ":streamlit:" into its logo, ":material_home:" into an icon and " -> ", " <= ", " -- " ... into
# arrows and dashes. An invisible WORD JOINER (U+2060, no width, no line break) inside each such
# pattern stops them and leaves the text looking exactly as typed.
WORD_JOINER = "\u2060"
_REWRITTEN = re.compile(r"(?<=:)(?=\S)|(?<=[wW][wW][wW])(?=\.)|(?<=@)|(?<=[-<>~=])(?=[-<>=])")


def escape_markdown(text: object) -> str:
    r"""``text`` as Markdown that renders exactly its characters: every ASCII punctuation character
    backslash-escaped, line breaks and tabs turned into one space, and a ``WORD_JOINER`` where the
    renderer would otherwise make a link, a logo, an icon or an arrow of plain text.

    For example ``$x^2$`` becomes ``\$x\^2\$``. Only for Markdown: a plain-text element (``st.text``,
    a select box's options, a text box) would show the backslashes.
    """
    flat = _REWRITTEN.sub(WORD_JOINER, _BREAKS.sub(" ", str(text)))
    return _PUNCTUATION.sub(r"\\\1", flat)


# Punctuation that starts no Markdown, LaTeX, directive, link or table syntax on its own; an escape of it
# only reaches a widget's accessible name as a stray backslash ("Zoe\\'s starting tile", read aloud).
_INERT_ESCAPED = re.compile(r"\\([',;?\"%])")


def escape_label(text: object) -> str:
    """``escape_markdown`` for a widget label: the same safety, without a backslash before an apostrophe,
    quote, comma, semicolon, question mark or percent sign (none of them makes Markdown by itself), so a
    screen reader reads "Zoe's starting tile" (issue 33)."""
    return _INERT_ESCAPED.sub(r"\1", escape_markdown(text))
