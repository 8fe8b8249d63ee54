"""What the Scorepad shows that depends only on the stored game version: made once, kept, never shown stale.

A stored game changes its ``updated`` stamp with every saved change (``webapp.tables.store``), so
``(database, game id, updated)`` names one version of one table. The table report, its words
(``webapp.scorepad.view``), the chart's Vega-Lite spec and the city pictures are kept in a ``ResultCache`` (``webapp.scorepad.extras``) under
that version and the catalogue object the app loaded (``webapp.ui.table_url.base_catalogue`` makes a new one when
a catalogue file changes, and the cache then starts over): a rerun of the page, a tap on another
player's picture, a second phone on the same table reuse them; a changed game or card gives a new
key or a new catalogue, so an old value is never shown for a newer version.

Pure (no Streamlit): the page keeps the caches with ``st.cache_resource``. No game rule either: the
report comes from ``scorer.scoring.table.score_game``; the chart and pictures only draw its numbers.
Pillow is imported when a picture is first drawn, not with the page.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import lang
from card_db.catalogue import Catalogue
from scorer.model.game import FinishedGame
from scorer.model.report import LINES, PlayerReport, TableReport, line_label
from scorer.scoring.table import score_game
from webapp.scorepad.extras import ResultCache
from webapp.scorepad.view import ScorepadView, scorepad_view

CHART_HEIGHT = 260


@dataclass(frozen=True)
class PadCaches:
    """The Scorepad's caches, shared by every session (one ``st.cache_resource`` on the page).

    ``extras``: best final movements and the share picture (``webapp.scorepad.extras``); ``pad``: the
    reports, their words and chart specs; ``pictures``: city PNGs, large, so fewer are kept."""

    extras: ResultCache = field(default_factory=lambda: ResultCache(max_entries=128))
    pad: ResultCache = field(default_factory=lambda: ResultCache(max_entries=96))
    pictures: ResultCache = field(default_factory=lambda: ResultCache(max_entries=32))


def version_key(database: str, game_id: str, updated: str) -> tuple[str, str, str]:
    """One stored version of one table: the store's file, the game id and its last change stamp."""
    return (database, game_id, updated)


def table_report(cache: ResultCache, version: tuple, base: object, game: FinishedGame,
                 catalogue: Catalogue) -> TableReport:
    """``score_game(game, catalogue)``, scored once per stored version and catalogue.

    ``base`` is the app's catalogue object (``catalogue`` may be it merged with the game's own cards,
    a new object every rerun, which is why the cache checks ``base``). A game that cannot be scored
    raises as ``score_game`` does, every time (nothing is kept for it)."""
    return cache.get_or_make(("report", *version), base, lambda: score_game(game, catalogue))


def cached_scorepad_view(cache: ResultCache, version: tuple, base: object, report: TableReport, game: FinishedGame,
                         catalogue: Catalogue, language: str = "en") -> ScorepadView:
    """``scorepad_view(report, game, catalogue, language)`` (the pad's Markdown, names escaped) once per
    stored version and language."""
    return cache.get_or_make(("words", *version, language), base,
                             lambda: scorepad_view(report, game, catalogue, language))


def chart_rows(report: TableReport, language: str = "en") -> dict[str, list]:
    """The chart's data as columns: one row per line and player, in the pad's line order and turn order."""
    rows = [(line_label(line, language), p.name, p.line(line)) for line in LINES for p in report.players]
    return {"line": [r[0] for r in rows], "player": [r[1] for r in rows], "points": [r[2] for r in rows]}


def chart_spec(report: TableReport, language: str = "en") -> dict[str, Any]:
    """The "Points by line" chart as a Vega-Lite spec: one bar per player and line, grouped by line.

    Built by hand rather than by ``st.bar_chart`` (which builds and validates an Altair chart and
    converts a DataFrame on every rerun): the lines keep the pad's order (``sort: null``), the
    players their turn order. The data rides along already in Arrow's stream format, the form
    Streamlit sends a named dataset in (and passes on as it is when given bytes)."""
    import hashlib

    import pyarrow as pa  # a Streamlit dependency; loaded here, once a chart is first drawn

    table = pa.table(chart_rows(report, language))
    sink = pa.BufferOutputStream()
    with pa.RecordBatchStreamWriter(sink, table.schema) as writer:
        writer.write_table(table)
    data = sink.getvalue().to_pybytes()
    name = "points-by-line-" + hashlib.sha1(data).hexdigest()[:16]  # a new name for new numbers
    players = [p.name for p in report.players]
    return {
        "datasets": {name: data},
        "data": {"name": name},
        "mark": {"type": "bar"},
        "height": CHART_HEIGHT,
        "encoding": {
            "x": {"field": "line", "type": "ordinal", "sort": None, "title": "", "axis": {"grid": False}},
            "xOffset": {"field": "player", "sort": players},
            "y": {"field": "points", "type": "quantitative", "title": "", "stack": False,
                  "axis": {"grid": True, "tickMinStep": 1}},
            "color": {"field": "player", "type": "nominal", "sort": players, "title": " ",
                      "legend": {"orient": "bottom", "titlePadding": 5, "offset": 5}},
            "tooltip": [{"field": "line", "title": lang.text("scorepad.chart_line", language), "type": "nominal"},
                        {"field": "player", "title": lang.text("scorepad.chart_player", language), "type": "nominal"},
                        {"field": "points", "title": lang.text("scorepad.chart_points", language),
                         "type": "quantitative"}],
        },
    }


def cached_chart_spec(cache: ResultCache, version: tuple, base: object, report: TableReport,
                      language: str = "en") -> dict[str, Any]:
    """``chart_spec(report, language)`` once per stored version and language; a fresh copy of its top level and datasets each
    time, since Streamlit takes the data out of the spec it is given."""
    spec = cache.get_or_make(("chart", *version, language), base, lambda: chart_spec(report, language))
    return {**spec, "datasets": dict(spec["datasets"]), "data": dict(spec["data"])}


def city_png(game: FinishedGame, seat: int, catalogue: Catalogue, report: PlayerReport, language: str = "en") -> bytes:
    """One player's city as a PNG (``webapp.city.picture``) in ``language``, Pillow loaded on the first picture."""
    from webapp.city.picture import city_picture, png_bytes

    return png_bytes(city_picture(game.players[seat], catalogue, report, language=language))


def cached_city_png(cache: ResultCache, version: tuple, base: object, game: FinishedGame, seat: int,
                    catalogue: Catalogue, report: PlayerReport, language: str = "en") -> bytes:
    """``city_png`` once per stored version, catalogue, seat and language."""
    key: Hashable = ("city", *version, seat, language)
    return cache.get_or_make(key, base, lambda: city_png(game, seat, catalogue, report, language))
