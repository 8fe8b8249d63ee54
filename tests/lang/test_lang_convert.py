"""``python -m lang.convert``: porting JSON catalogue entries (another branch's) to Fluent."""

from __future__ import annotations

import json

from fluent.runtime import FluentBundle, FluentResource

from lang import convert
from lang.catalogue import parse


def _say(source: str, message: str, language: str = "es", **values) -> str:
    bundle = FluentBundle([language], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    text, errors = bundle.format_pattern(bundle.get_message(message).value, values)
    assert not errors
    return text


def test_a_json_entry_a_plural_and_a_counted_noun_become_fluent():
    entries = {
        "store.away": "La base de datos {name} no responde: inténtalo de nuevo.",
        "count.cards": {"one": "{count} carta", "many": "{count} de cartas", "other": "{count} cartas"},
        "home.left": "Quedan {n:count.cards} en {place}",
    }
    source = convert.to_ftl(entries)
    parse(source, "converted.ftl")  # strict: it reads as one meaning
    assert "store-away = La base de datos { $name } no responde" in source
    assert _say(source, "count-cards", count=1) == "1 carta"
    assert _say(source, "count-cards", count=1_000_000) == "1.000.000 de cartas"
    assert _say(source, "home-left", n=2, place="la mesa") == "Quedan 2 cartas en la mesa"
    assert _say(source, "home-left", n=1, place="la mesa") == "Quedan 1 carta en la mesa"


def test_the_command_prints_and_writes(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "catalogues"
    folder.mkdir()
    (folder / "de.ftl").write_text("home-title = Alt\nhome-keep = Behalten\n", encoding="utf-8")
    monkeypatch.setattr(convert, "FOLDER", folder)
    new = tmp_path / "new.json"
    new.write_text(json.dumps({"home.title": "Neu", "store.away": "Die Datenbank {name} antwortet nicht"}),
                   encoding="utf-8")
    assert convert.main(["de", str(new)]) == 0
    assert "store-away = Die Datenbank { $name } antwortet nicht" in capsys.readouterr().out
    assert convert.main(["de", str(new), "--write"]) == 0
    written = (folder / "de.ftl").read_text(encoding="utf-8")
    assert written.startswith("home-title = Neu\nhome-keep = Behalten\n")
    assert "store-away = Die Datenbank { $name } antwortet nicht" in written
    parse(written, "de.ftl")
