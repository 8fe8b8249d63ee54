"""The catalogue kept in the database (``webapp.catalogue_store``), on SQLite and on PostgreSQL: the file
catalogue's own behaviour tests run on it unchanged, then what only a database catalogue has to show."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from test_user_catalogue import (  # noqa: F401 - collected here again, with this module's ``user``
    KIOSK,
    SHACK,
    test_an_existing_id_is_refused_unless_replacing,
    test_concurrent_saves_lose_nothing,
    test_coverage_text_counts_only_real_cards,
    test_delete_card,
    test_export_then_import_into_an_empty_catalogue_gives_the_same_records,
    test_import_adds_new_records,
    test_import_reports_ids_that_replace_built_in_samples,
    test_import_skips_identical_records_and_reports_conflicts,
    test_load_catalogue_merges_the_user_over_the_builtin,
    test_new_card_id_is_a_free_slug,
    test_starting_tiles_save_replace_delete,
)

from card_db.loader import CatalogueError, parse_catalogue_bytes
from card_db.models import FeatureCard
from card_db.user_catalogue import UserCatalogue
from webapp import catalogue_store
from webapp.catalogue_store import DatabaseCatalogue, catalogue_stamp, user_catalogue
from webapp.database import DatabaseError

PHOTO = "/9j/" + "A" * 400  # base64 text, as a card's photo is stored (the app's own JPEG)


@pytest.fixture
def user(database) -> DatabaseCatalogue:
    return DatabaseCatalogue(database)


def test_a_card_with_its_photo_round_trips_and_a_fresh_object_reads_the_same(user, database):
    pictured = SHACK.model_copy(update={"photo": PHOTO})
    user.save_card(pictured)
    user.save_card(KIOSK)
    assert DatabaseCatalogue(database).cards() == (pictured, KIOSK)
    exported = user.export_bytes()  # the catalogue file format, photos inline: what import reads
    assert parse_catalogue_bytes(exported, "export").cards == (pictured, KIOSK)


def test_every_save_changes_the_stamp_a_page_caches_the_catalogue_by(user):
    first = catalogue_stamp(user)
    user.save_card(SHACK)
    second = catalogue_stamp(user)
    user.delete_card("surf-shack")
    assert len({first, second, catalogue_stamp(user)}) == 3


def test_two_servers_saving_at_once_lose_nothing(database):
    """Two catalogue objects (two app processes) saving 12 cards between them, 6 at a time."""
    cards = [FeatureCard(id=f"card-{i}", name=f"Card {i}", row="street") for i in range(12)]
    servers = [DatabaseCatalogue(database), DatabaseCatalogue(database)]
    with ThreadPoolExecutor(max_workers=6) as pool:
        list(pool.map(lambda pair: servers[pair[0] % 2].save_card(pair[1]), enumerate(cards)))
    assert sorted(c.id for c in servers[0].cards()) == sorted(c.id for c in cards)


def test_a_database_that_is_away_says_nothing_was_changed_and_keeps_what_was_saved(user, monkeypatch):
    user.save_card(SHACK)

    def away(*_args, **_kwargs):
        raise DatabaseError("connection refused")

    monkeypatch.setattr(catalogue_store.CatalogueDatabase, "store", away)
    with pytest.raises(CatalogueError, match=r"cannot be reached now \(connection refused\): nothing was changed"):
        user.save_card(KIOSK)
    monkeypatch.undo()
    assert user.cards() == (SHACK,)


def test_the_app_keeps_the_catalogue_in_the_database_only_with_a_database_url(monkeypatch, tmp_path):
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))
    assert type(user_catalogue()) is UserCatalogue  # the default: the file, as before
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", "postgresql://santa:secret@127.0.0.1:1/santa")
    assert isinstance(user_catalogue(), DatabaseCatalogue)
