"""The one escaping helper: user text rendered by Markdown shows exactly its characters."""

import string

from webapp.markdown_text import escape_markdown


def test_every_ascii_punctuation_character_is_escaped_and_letters_are_not():
    escaped = escape_markdown(string.punctuation + "Ana José 3")
    assert escaped == "".join("\\" + c for c in string.punctuation) + "Ana José 3"


def test_hostile_names_lose_their_markup():
    assert escape_markdown("![pwn](http://example.invalid/p.png)") == (
        r"\!\[pwn\]\(http\:\/\/example\.invalid\/p\.png\)")
    assert escape_markdown("$x^2$") == r"\$x\^2\$"
    assert escape_markdown(":red[win] :material/home:") == r"\:red\[win\] \:material\/home\:"
    assert escape_markdown("a -> b") == r"a \-\> b"


def test_line_breaks_and_tabs_become_one_space():
    assert escape_markdown("Ann\n# Bob\r\n\tCy") == r"Ann \# Bob Cy"


def test_non_text_values_are_shown_as_their_text():
    assert escape_markdown(12) == "12"
