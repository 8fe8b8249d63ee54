"""History, its statistics and Score pad only in German, Spanish and Italian (AppTest, issue 25 phase 2):
the pages' words from the catalogues, numbers, plurals and dates written for the language, the pad's
refusals in the phone's language, and no English sentence of these areas left on the pages."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime

import pytest
from app_helpers import HOME, TIMEOUT, assert_clean, open_page, shown, store, ticking_clock
from history_helpers import store_history
from language_helpers import english_sentences
from streamlit.testing.v1 import AppTest

from card_db.loader import load_builtin
from lang import text
from scorer.formats.explain import SCOREPAD_COLUMNS
from scorer.scoring.pad import line_problem
from webapp.history.export import pad_csv
from webapp.pad.store import PadStore
from webapp.tables.store import default_db_path

HISTORY = "pages/4_History.py"
PAD = "pages/6_Pad.py"
AREAS = ("history", "stats", "pad")
OTHERS = ("de", "es", "it")

pytestmark = pytest.mark.usefixtures("temp_data")


def page(path: str, lang: str) -> AppTest:
    """Home with ``?lang=lang``, then ``path`` (the menu drops the parameter; the session keeps the language)."""
    at = open_page(path, language=lang)
    assert_clean(at)
    return at


def everything_shown(at) -> str:
    """Every text the page shows: titles, Markdown, captions, messages, tabs, labels, help texts,
    placeholders of its widgets."""
    texts = [e.value for kind in ("title", "subheader", "markdown", "caption", "warning", "error", "info", "success")
             for e in getattr(at, kind)]
    texts += [t.label for t in at.tabs]
    for widget in [*at.button, *at.text_input, *at.selectbox, *at.radio, *at.number_input, *at.get("button_group"),
                   *at.expander, *at.get("page_link"), *at.get("download_button")]:
        proto = getattr(widget, "proto", None)
        texts += [getattr(proto, name, "") for name in ("label", "help", "placeholder")]
    return "\n".join(shown(t) for t in texts if t)


def printed_tile_lines() -> set[str]:
    """The objective tiles' printed lines (catalogue contents, shown as the number boxes' help: not ours to word)."""
    objectives = load_builtin().objectives.values()
    return {getattr(tile, f"{line}_line") for tile in objectives for line in ("wave", "misc", "people")}


def english_left(at) -> list[str]:
    """The English sentences of History, statistics and the pad still on the page (printed tile lines aside)."""
    printed = printed_tile_lines()
    shown_text = "\n".join(line for line in everything_shown(at).splitlines() if line not in printed)
    return [sentence for sentence in english_sentences(*AREAS) if sentence in shown_text]


def stats_text(at, lang: str) -> str:
    tab = next(t for t in at.tabs if t.label == text("history.tab_statistics", lang))
    return "\n".join(shown(m.value) for m in tab.markdown) + "\n" + "\n".join(shown(c.value) for c in tab.caption)


# --- History and statistics ----------------------------------------------------------------------

SET_UP = datetime(2026, 11, 29, 4, 48, tzinfo=UTC)
"""When the history's tables are stored (a fixed clock: the test reads the same dates at any hour). An hour of one
digit, as before 10:00 UTC, where Spanish writes "4:48" and German "04:48"."""


@pytest.mark.parametrize("lang, tables, counted, header, ann, heading, date", [
    ("de", "6 Tische, 5 beendet", "5 beendete Spiele.", "| Spieler | Spiele | Siege | Ø | Beste |",
     "| Ann | 5 | 3 | 27,0 | 36 |", "**Ann** · 5 Spiele · 3 Siege", "29.11.2026, 04:48 UTC"),
    ("es", "6 mesas, 5 terminadas", "5 partidas terminadas.", "| Jugador | Partidas | Ganadas | Media | Mejor |",
     "| Ann | 5 | 3 | 27,0 | 36 |", "**Ann** · 5 partidas · 3 victorias", "29 nov 2026, 4:48 UTC"),
    ("it", "6 tavoli, 5 terminati", "5 partite terminate.", "| Giocatore | Partite | Vittorie | Media | Migliore |",
     "| Ann | 5 | 3 | 27,0 | 36 |", "**Ann** · 5 partite · 3 vittorie", "29 nov 2026, 04:48 UTC"),
])
def test_history_and_its_statistics_speak_the_phones_language(lang, tables, counted, header, ann, heading, date):
    store_history(store(ticking_clock(SET_UP)))
    at = page(HISTORY, lang)
    assert [t.value for t in at.title] == [f"📜 {text('menu.history', lang)}"]
    assert [t.label for t in at.tabs] == [text("history.tab_tables", lang), text("history.tab_statistics", lang)]
    assert shown(at.caption[0].value).startswith(tables)
    # Each table's set-up time, as the language writes a date and a time (AppTest reports no time zone: UTC).
    assert date in [shown(c.value) for c in at.caption], [c.value for c in at.caption]
    assert "🏆 **Bob**" in "\n".join(m.value for m in at.markdown)
    stats = stats_text(at, lang)
    assert counted in stats and header in stats and ann in stats and heading in stats
    assert "| Bob | 3 | 1 | 27,7 | 37 |" in stats  # a decimal comma: 83 / 3
    downloads = [d.proto.label for d in at.get("download_button")]
    assert text("history.csv_all", lang) in downloads and text("history.csv_table", lang) in downloads
    assert not english_left(at), english_left(at)


def test_the_statistics_filters_and_the_chart_speak_the_language():
    store_history(store())
    at = page(HISTORY, "de")
    tile = at.button_group(key="stats_tile")
    assert [tile.format_func(o) for o in tile.options] == ["Alle", "Blau", "Grün", "Orange"]
    chart = json.loads(at.get("vega_lite_chart")[0].proto.spec)
    assert chart["encoding"]["y"]["title"] == "Punkte"
    assert "'Okt'" in chart["encoding"]["x"]["axis"]["labelExpr"]  # October, as German abbreviates it
    assert [t["title"] for t in chart["encoding"]["tooltip"]] == ["Spieler", "Punkte", "Gespielt", "Gewonnen"]
    tile.set_value("Orange").run()
    at.button_group(key="stats_players").set_value("1 (solo)").run()
    assert_clean(at)
    assert [shown(i.value) for i in at.info] == [
        "Noch keine beendeten Spiele mit dem Plättchen Orange und 1 Spieler (solo): Wähle Alle, um alle zu sehen."]


def test_deleting_a_table_asks_and_answers_in_the_language():
    store_history(store())
    at = page(HISTORY, "it")
    delete = next(b for b in at.button if b.key.startswith("hist_delete_"))
    delete.click().run()
    assert_clean(at)
    question = shown(at.warning[0].value)
    assert question.startswith("Eliminare ") and question.endswith(" per sempre? Non si può annullare.")
    confirm = next(b for b in at.button if b.key.startswith("hist_confirm_"))
    assert confirm.label == "Sì, elimina"
    confirm.click().run()
    assert_clean(at)
    assert any(shown(s.value).endswith(" eliminato.") for s in at.success)
    assert shown(at.caption[0].value).startswith("5 tavoli, ")  # one of the six tables is gone


# --- Score pad only -----------------------------------------------------------------------------

def start_pad(lang: str, names=("Ann", "Bob")) -> tuple[AppTest, str]:
    at = page(PAD, lang)
    at.number_input(key="pad_new_count").set_value(len(names)).run()
    for seat, name in enumerate(names):
        at.text_input(key=f"pad_new_name_{seat}").input(name)
    at.button(key="pad_new_start").click().run()
    assert_clean(at)
    pid = at.query_params["pad"]
    return at, pid if isinstance(pid, str) else pid[0]


@pytest.mark.parametrize("lang, start, label, wins, refused, one_line", [
    ("de", "Wertungsblock beginnen", "Merkmalskarten", "Bob gewinnt mit 27 Punkten",
     "Nicht gespeichert: 4.000 ist mehr, als eine Zeile des Wertungsblocks fasst",
     "1 Zeile, die kein Spiel so werten kann"),
    ("es", "Empezar la libreta de puntuación", "Cartas de Zona", "Bob gana con 27 puntos",
     "No guardado: 4.000 es más de lo que cabe en una línea de la libreta de puntuación",
     "1 línea que ninguna partida puede puntuar"),
    ("it", "Inizia il blocchetto segnapunti", "Carte Caratteristica", "Bob vince con 27 punti",
     "Non salvato: 4.000 è più di quanto contenga una riga del blocchetto segnapunti",
     "1 riga impossibile in qualsiasi partita"),
])
def test_the_score_pad_speaks_the_phones_language(lang, start, label, wins, refused, one_line):
    at = page(PAD, lang)
    assert [t.value for t in at.title] == [f"🧮 {text('menu.pad', lang)}"]
    assert at.button(key="pad_new_start").label == start
    assert not english_left(at), english_left(at)
    at, pid = start_pad(lang)
    assert at.number_input(key=f"pad_{pid}_0_cards").label == label
    at.number_input(key=f"pad_{pid}_0_cards").set_value(4000).run()
    assert any(shown(e.value).startswith(refused) for e in at.error), [e.value for e in at.error]
    at.number_input(key=f"pad_{pid}_0_cards").set_value(21).run()
    at.number_input(key=f"pad_{pid}_0_wave").set_value(3).run()  # an odd wave line: no game scores it
    assert any(shown(w.value).startswith(one_line) for w in at.warning), [w.value for w in at.warning]
    problem = line_problem("blue", "wave", 3, language=lang)  # the line, the number and the fix, in the language
    assert any(problem in shown(w.value) for w in at.warning), [w.value for w in at.warning]
    left = [piece for piece in english_sentences("reason_objective") if piece in everything_shown(at)]
    assert not left, left
    at.number_input(key=f"pad_{pid}_0_wave").set_value(0).run()
    for group in at.get("button_group"):
        if group.proto.id.endswith(f"pad_who_{pid}"):
            group.set_value(1).run()
    at.number_input(key=f"pad_{pid}_1_cards").set_value(27).run()
    assert_clean(at)
    assert any(wins in shown(s.value) for s in at.success), [s.value for s in at.success]
    assert f"| **{text('pad.total', lang)}** | **21** | **27** |" in "\n".join(m.value for m in at.markdown)
    assert not english_left(at), english_left(at)


def test_the_pads_csv_speaks_the_language_and_english_keeps_the_formats_column_keys():
    at, pid = start_pad("de")
    at.number_input(key=f"pad_{pid}_0_cards").set_value(103).run()
    stored = PadStore(default_db_path()).get_pad(pid)
    rows = list(csv.reader(io.StringIO(pad_csv(stored, "de"))))
    assert rows[0] == ["Datum", "Wertungsplättchen", "Titel", "Spieler", "Reihenfolge", "Merkmalskarten",
                       "Aktivitätsringe", "Fußspuren", "Wellen", "Sonstiges", "Personen", "Summe", "Platz", "Ergebnis"]
    # The tile's colour and an untitled table's title in German; numbers and the date in the file's plain form.
    assert rows[1] == [stored.summary.created[:10], "Blau", "Ann gegen Bob", "Ann", "1", "103", "0", "0", "0", "0",
                       "0", "103", "1", "wie der Tisch jetzt ist, kein beendetes Ergebnis"]  # not finished yet
    english = list(csv.reader(io.StringIO(pad_csv(stored))))
    assert tuple(english[0]) == (*SCOREPAD_COLUMNS, "result") and english[1][1:3] == ["Blue", "Ann vs Bob"]


def test_an_unknown_pad_is_refused_in_the_language():
    """The refusal and the id it quotes are both said in Spanish (its quotation marks too)."""
    at = AppTest.from_file(str(HOME), default_timeout=TIMEOUT)
    at.query_params["lang"] = "es"
    at.run()
    at.query_params["pad"] = "nope"
    at.switch_page(PAD).run()
    assert not at.exception
    assert any(shown(e.value).startswith("no hay ninguna libreta de puntuación con el id «nope»") for e in at.error)


def test_a_game_left_out_of_the_statistics_is_named_in_each_phones_language():
    """The scored summaries are cached for every phone: an untitled game is named when shown, not when cached."""
    from webapp.history.stats_view import Skipped, skipped_note

    left_out = [Skipped("g1", "", "why", ("Ann", "Bob"))]
    assert skipped_note(left_out, "de").splitlines() == [text("stats.skipped", "de"), "- **Ann gegen Bob** (Spiel g1): why"]
    assert skipped_note(left_out, "es").splitlines()[1] == "- **Ann contra Bob** (partida g1): why"
    assert skipped_note(left_out).splitlines()[1] == "- **Ann vs Bob** (game g1): why"
