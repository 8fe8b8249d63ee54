"""The one escaping helper: user text rendered by Markdown shows exactly its characters."""

import string

from webapp.markdown_text import WORD_JOINER, escape_markdown

J = WORD_JOINER


def test_every_ascii_punctuation_character_is_escaped_and_letters_are_not():
    escaped = escape_markdown(string.punctuation + "Ana José 3")
    assert escaped.replace(J, "") == "".join("\\" + c for c in string.punctuation) + "Ana José 3"


def test_hostile_names_lose_their_markup():
    assert escape_markdown("![pwn](http://example.invalid/p.png)") == (
        r"\!\[pwn\]\(http\:" + J + r"\/\/example\.invalid\/p\.png\)")
    assert escape_markdown("$x^2$") == r"\$x\^2\$"
    assert escape_markdown(":red[win] :material/home:") == "\\:" + J + r"red\[win\] \:" + J + r"material\/home\:"


def test_text_the_renderer_rewrites_after_reading_escapes_gets_an_invisible_joiner():
    # Bare web and e-mail addresses (GFM links them), ":streamlit:" and ":material_x:" (logo, icon),
    # " -> " and friends (arrows): a word joiner inside each pattern, nothing else added.
    assert escape_markdown("www.example.com") == "www" + J + r"\.example\.com"
    assert escape_markdown("WWW.x.org") == "WWW" + J + r"\.x\.org"
    assert escape_markdown("sam@example.com") == r"sam\@" + J + r"example\.com"
    assert escape_markdown(":streamlit:") == r"\:" + J + r"streamlit\:"
    assert escape_markdown("a -> b <= c") == r"a \-" + J + r"\> b \<" + J + r"\= c"
    assert escape_markdown("Not saved: 3 - 1 = 2") == r"Not saved\: 3 \- 1 \= 2"  # no pattern, no joiner


def test_line_breaks_and_tabs_become_one_space():
    assert escape_markdown("Ann\n# Bob\r\n\tCy") == r"Ann \# Bob Cy"


def test_non_text_values_are_shown_as_their_text():
    assert escape_markdown(12) == "12"


def test_a_label_keeps_its_apostrophes_plain_and_everything_else_escaped():
    from webapp.markdown_text import escape_label

    assert escape_label("Zoe's starting tile") == "Zoe's starting tile"
    assert escape_label("O'Neil, \"Ann\"; 50% ?") == "O'Neil, \"Ann\"; 50% ?"
    assert escape_label("![x](http://e/p.png) $x$ :red[a]") == escape_markdown("![x](http://e/p.png) $x$ :red[a]")
    assert escape_label("\\'") == "\\\\'"  # a typed backslash stays escaped, the apostrophe plain
