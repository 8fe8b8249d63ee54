"""The user's catalogue file: saving, replacing, deleting, importing, exporting, and damage control."""

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from card_db.loader import CatalogueError, dump_catalogue_bytes, load_builtin
from card_db.models import FeatureCard, StartingTile
from card_db.user_catalogue import (
    ImportReport,
    UserCatalogue,
    coverage_text,
    data_dir,
    load_catalogue,
    slugify,
)

SHACK = FeatureCard(id="surf-shack", name="Surf Shack", row="beach", tags=("wave", "sports"))
KIOSK = FeatureCard(id="kiosk", name="Kiosk", row="street", tags=("business",))
TILE = StartingTile.model_validate(
    {"id": "my-tile", "name": "My Tile", "vips": 1, "footprint": {"wants": ["business"]}}
)


@pytest.fixture
def user(tmp_path: Path) -> UserCatalogue:
    return UserCatalogue(tmp_path / "catalogue.json")


# --- where the file lives --------------------------------------------------------------------


def test_data_dir_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "mine"
    assert UserCatalogue().path == tmp_path / "mine" / "catalogue.json"
    monkeypatch.delenv("SANTA_MONICA_DATA_DIR")
    assert data_dir() == tmp_path / "xdg" / "santa-monica"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "santa-monica"


def test_the_default_catalogue_is_written_under_the_override(monkeypatch, tmp_path):
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "new" / "folder"))
    UserCatalogue().save_card(SHACK)
    assert (tmp_path / "new" / "folder" / "catalogue.json").is_file()
    assert load_catalogue().card("surf-shack") == SHACK


# --- save, replace, delete -------------------------------------------------------------------


def test_a_missing_file_is_an_empty_catalogue(user):
    assert user.cards() == () and user.starting_tiles() == ()
    assert not user.path.exists()


def test_save_then_read_back(user):
    user.save_card(SHACK)
    user.save_card(KIOSK)
    user.save_starting_tile(TILE)
    assert user.cards() == (SHACK, KIOSK)
    assert user.starting_tiles() == (TILE,)
    assert UserCatalogue(user.path).cards() == (SHACK, KIOSK)  # a fresh object reads the same file


def test_an_existing_id_is_refused_unless_replacing(user):
    user.save_card(SHACK)
    renamed = SHACK.model_copy(update={"name": "Surf Hut"})
    with pytest.raises(CatalogueError) as caught:
        user.save_card(renamed)
    assert "already has a card with id 'surf-shack' ('Surf Shack')" in str(caught.value)
    assert "for example 'surf-hut'" in str(caught.value)
    assert user.cards() == (SHACK,)
    user.save_card(KIOSK)
    user.save_card(renamed, replace=True)
    assert user.cards() == (renamed, KIOSK)  # replaced in place, order kept


def test_starting_tiles_save_replace_delete(user):
    user.save_starting_tile(TILE)
    with pytest.raises(CatalogueError, match="already has a starting tile with id 'my-tile'"):
        user.save_starting_tile(TILE)
    two_vips = TILE.model_copy(update={"vips": 2})
    user.save_starting_tile(two_vips, replace=True)
    assert user.starting_tiles() == (two_vips,)
    user.delete_starting_tile("my-tile")
    assert user.starting_tiles() == ()


def test_delete_card(user):
    user.save_card(SHACK)
    user.save_card(KIOSK)
    user.delete_card("surf-shack")
    assert user.cards() == (KIOSK,)
    with pytest.raises(CatalogueError, match="has no card with id 'surf-shack'; nothing was deleted"):
        user.delete_card("surf-shack")


def test_new_card_id_is_a_free_slug(user):
    assert slugify("Café del Mar!") == "cafe-del-mar"
    assert slugify("!!!") == "card"
    assert user.new_card_id("Surf Shack") == "surf-shack"
    user.save_card(SHACK)
    assert user.new_card_id("Surf Shack") == "surf-shack-2"
    user.save_card(SHACK.model_copy(update={"id": "surf-shack-2"}))
    assert user.new_card_id("Surf  shack") == "surf-shack-3"
    assert user.new_card_id("Sample: Surf School") == "sample-surf-school-2"  # built-in ids are taken too
    assert user.new_starting_tile_id("My Tile") == "my-tile"
    long_id = user.new_card_id("x" * 200)
    FeatureCard(id=long_id, name="Long", row="beach")  # still a valid id


# --- import and export -----------------------------------------------------------------------


def test_import_adds_new_records(user):
    report = user.import_bytes(dump_catalogue_bytes([SHACK, KIOSK], [TILE]), "friend.json")
    assert isinstance(report, ImportReport)
    assert report.added_cards == ("surf-shack", "kiosk")
    assert report.added_starting_tiles == ("my-tile",)
    assert report.identical == () and report.conflicts == ()
    assert user.cards() == (SHACK, KIOSK) and user.starting_tiles() == (TILE,)
    assert report.lines()[0].startswith("Imported from friend.json: 2 card(s) and 1 starting tile(s) added")


def test_import_skips_identical_records_and_reports_conflicts(user):
    user.save_card(SHACK)
    user.save_card(KIOSK)
    theirs = KIOSK.model_copy(update={"name": "Beach Kiosk", "tags": ("business", "tourist")})
    new = FeatureCard(id="new-one", name="New One", row="street")
    report = user.import_bytes(dump_catalogue_bytes([SHACK, theirs, new]), "friend.json")
    assert report.added == ("new-one",)
    assert report.identical == ("surf-shack",)
    assert [(c.kind, c.id) for c in report.conflicts] == [("card", "kiosk")]
    assert report.conflicts[0].difference == (
        "card 'kiosk' differs in name ('Kiosk' yours, 'Beach Kiosk' imported), tags; kept yours. "
        "To use the imported one, delete or rename yours and import again"
    )
    assert user.cards() == (SHACK, KIOSK, new)  # never silently overwritten


def test_an_import_with_nothing_new_does_not_write(user):
    user.save_card(SHACK)
    before = user.path.stat().st_mtime_ns
    report = user.import_bytes(dump_catalogue_bytes([SHACK]), "same.json")
    assert report.identical == ("surf-shack",)
    assert user.path.stat().st_mtime_ns == before


def test_import_reports_ids_that_replace_built_in_samples(user):
    mine = FeatureCard(id="sample-surf-school", name="My Surf School", row="beach")
    report = user.import_bytes(dump_catalogue_bytes([mine]), "friend.json")
    assert report.replaces_builtin == ("sample-surf-school",)
    assert any("built-in sample ids" in line for line in report.lines())
    assert load_catalogue(user).card("sample-surf-school") == mine  # the user wins


def test_a_bad_import_changes_nothing(user):
    user.save_card(SHACK)
    before = user.path.read_bytes()
    with pytest.raises(CatalogueError, match="bad.json: card 'x': field 'row'"):
        document = json.loads(dump_catalogue_bytes([KIOSK]))
        document["cards"].append({"id": "x", "name": "X", "row": "sky"})
        user.import_bytes(json.dumps(document).encode(), "bad.json")
    with pytest.raises(CatalogueError, match="bad.json: line 1, column 2: invalid JSON"):
        user.import_bytes(b"{", "bad.json")
    assert user.path.read_bytes() == before


def test_export_then_import_into_an_empty_catalogue_gives_the_same_records(user, tmp_path):
    user.save_card(SHACK)
    user.save_card(KIOSK)
    user.save_starting_tile(TILE)
    user.save_card(load_builtin().card("sample-tide-pools"))
    other = UserCatalogue(tmp_path / "other" / "catalogue.json")
    report = other.import_bytes(user.export_bytes(), "export.json")
    assert report.added_cards == ("surf-shack", "kiosk", "sample-tide-pools")
    assert other.cards() == user.cards()
    assert other.starting_tiles() == user.starting_tiles()


# --- damage control --------------------------------------------------------------------------


def test_a_corrupt_file_names_the_file_and_is_never_overwritten(user):
    user.path.write_text('{"format": "santa-monica-catalogue", "version": 1, "cards": [}')
    with pytest.raises(CatalogueError) as caught:
        user.cards()
    message = str(caught.value)
    assert message.startswith(f"{user.path}: line 1, column 62: invalid JSON")
    assert f"Your catalogue file {user.path} is damaged and was left untouched" in message
    assert "rename it to catalogue.json.bad" in message
    with pytest.raises(CatalogueError):
        user.save_card(SHACK)
    with pytest.raises(CatalogueError):
        user.import_bytes(dump_catalogue_bytes([SHACK]), "friend.json")
    with pytest.raises(CatalogueError):
        load_catalogue(user)
    assert user.path.read_text() == '{"format": "santa-monica-catalogue", "version": 1, "cards": [}'


def test_an_invalid_record_in_the_user_file_names_the_record(user):
    document = {"format": "santa-monica-catalogue", "version": 1, "cards": [{"id": "x", "name": "X"}]}
    user.path.write_text(json.dumps(document))
    with pytest.raises(CatalogueError, match=r"catalogue.json: card 'x': field 'row': is missing; add it"):
        user.cards()


def test_writes_are_atomic(user, monkeypatch):
    user.save_card(SHACK)
    before = user.path.read_bytes()
    calls = []
    real_replace = os.replace

    def crash(src, dst):
        calls.append((src, dst))
        raise OSError("disk unplugged")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk unplugged"):
        user.save_card(KIOSK)
    monkeypatch.setattr(os, "replace", real_replace)
    assert user.path.read_bytes() == before  # the old file is intact
    assert Path(calls[0][1]) == user.path and Path(calls[0][0]).parent == user.path.parent
    assert [p.name for p in user.path.parent.iterdir() if p.name.endswith(".tmp")] == []  # no temp file left
    user.save_card(KIOSK)
    assert user.cards() == (SHACK, KIOSK)


def test_concurrent_saves_lose_nothing(user):
    cards = [FeatureCard(id=f"card-{i}", name=f"Card {i}", row="street") for i in range(12)]
    with ThreadPoolExecutor(max_workers=6) as pool:
        list(pool.map(user.save_card, cards))
    assert sorted(c.id for c in user.cards()) == sorted(c.id for c in cards)


# --- the merged catalogue --------------------------------------------------------------------


def test_load_catalogue_merges_the_user_over_the_builtin(user):
    builtin = load_builtin()
    user.save_card(SHACK)
    merged = load_catalogue(user)
    assert set(merged.cards) == set(builtin.cards) | {"surf-shack"}
    assert merged.objectives == builtin.objectives
    assert merged.sand_dollar_actions == builtin.sand_dollar_actions


def test_coverage_text_counts_only_real_cards(user):
    assert coverage_text(load_catalogue(user)) == (
        "0 of 78 feature cards and 0 of 6 starting tiles catalogued (sample cards not counted)"
    )
    user.save_card(SHACK)
    user.save_card(KIOSK)
    user.save_starting_tile(TILE)
    user.save_card(FeatureCard(id="toy", name="Toy", row="beach", sample=True))
    assert coverage_text(load_catalogue(user)) == (
        "2 of 78 feature cards and 1 of 6 starting tiles catalogued (sample cards not counted)"
    )


def test_an_import_nested_too_deeply_is_an_error_and_changes_nothing(user):
    user.save_card(SHACK)
    before = user.path.read_bytes()
    for data in (b"[" * 100_000, b'{"a":' * 5_000):
        with pytest.raises(CatalogueError, match=r"^deep\.json: the JSON is nested too deeply.*not a catalogue file"):
            user.import_bytes(data, "deep.json")
    assert user.path.read_bytes() == before


def test_a_user_file_nested_too_deeply_is_reported_as_damaged(user):
    user.path.write_bytes(b"[" * 100_000)
    with pytest.raises(CatalogueError) as caught:
        user.cards()
    assert str(caught.value).startswith(f"{user.path}: the JSON is nested too deeply")
    assert f"Your catalogue file {user.path} is damaged and was left untouched" in str(caught.value)
    assert user.path.read_bytes() == b"[" * 100_000


def test_a_catalogue_file_grown_over_eight_megabytes_is_refused_and_left_alone(user):
    # 8 MB, not a game file's 2 MB: a catalogue carries the cards' photos (tests/test_photo_file_sizes.py).
    user.path.parent.mkdir(parents=True, exist_ok=True)
    user.path.write_bytes(b'{"format": "santa-monica-catalogue", "version": 1, "notes": "' + b"x" * 9_000_000 + b'"}')
    with pytest.raises(CatalogueError) as caught:
        user.cards()
    assert str(caught.value).startswith(f"{user.path}: the file is larger than 8 MB (8,000,000 bytes)")
    assert user.path.stat().st_size > 9_000_000


def test_a_dry_run_import_reports_without_writing_and_a_card_without_its_photo_is_identical(user):
    from card_db.loader import CatalogueFile

    pictured = FeatureCard(id="surf", row="beach", tags=("wave",), photo="AAAA")
    user.save_card(pictured)
    before = user.path.read_bytes()
    incoming = CatalogueFile(cards=(pictured.model_copy(update={"photo": ""}),  # as a link carries it
                                    FeatureCard(id="new", row="street")))
    preview = user.import_catalogue(incoming, "the catalogue link", dry_run=True)
    assert (preview.added, preview.identical, preview.conflicts) == (("new",), ("surf",), ())
    assert user.path.read_bytes() == before
    done = user.import_catalogue(incoming, "the catalogue link")
    assert done == preview and [c.id for c in user.cards()] == ["surf", "new"]
    assert user.cards()[0].photo == "AAAA"  # the photo is kept
