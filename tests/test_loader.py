"""Built-in data and catalogue files: loading, coverage of every icon, and error messages."""

import json

import pytest
from test_card_db_models import kinds_of

from card_db.loader import (
    RECORD_TOO_DEEP,
    CatalogueError,
    CatalogueFile,
    dump_catalogue_bytes,
    load_builtin,
    parse_catalogue_bytes,
)
from card_db.models import (
    AdjacentSymbol,
    AdjacentTag,
    AnyNumberRing,
    ChainPerTag,
    PlacementAction,
    Ring,
    ScoringAbility,
    TagsInCity,
    UnspentSandDollars,
)


def _file(cards=(), starting_tiles=(), **top) -> bytes:
    document = {"format": "santa-monica-catalogue", "version": 1}
    document |= {"cards": list(cards), "starting_tiles": list(starting_tiles), **top}
    return json.dumps(document).encode()


def _error(data: bytes, source: str = "friends.json") -> str:
    with pytest.raises(CatalogueError) as caught:
        parse_catalogue_bytes(data, source)
    return str(caught.value)


GOOD_CARD = {"id": "surf-shack", "name": "Surf Shack", "row": "beach", "tags": ["wave"]}
GOOD_TILE = {"id": "my-tile", "name": "My Tile", "vips": 1, "footprint": {"wants": ["business"]}}


# --- built-in data ---------------------------------------------------------------------------


def test_builtin_data_loads_once():
    catalogue = load_builtin()
    assert load_builtin() is catalogue
    assert set(catalogue.objectives) == {"blue", "green", "orange"}
    assert len(catalogue.sand_dollar_actions) == 8
    assert 20 <= len(catalogue.cards) <= 30
    assert len(catalogue.starting_tiles) == 6  # as many as the box: a first table of 4 starts on samples (issue 33)


def test_the_six_sample_tiles_are_labelled_samples_and_a_table_of_four_fits_the_box():
    from card_db.limits import BOX_VIPS

    tiles = load_builtin().starting_tiles.values()
    assert all(tile.sample and tile.display_name.endswith("(sample)") for tile in tiles)
    assert len({tile.display_name for tile in tiles}) == 6
    assert sum(sorted(tile.vips for tile in tiles)[-4:]) <= BOX_VIPS  # any four tiles: VIPs within the box


def test_objective_lines_are_the_printed_ones():
    objectives = load_builtin().objectives
    assert objectives["blue"].wave_line == "2 per Wave tag in your longest Wave group"
    assert "-4" in objectives["blue"].people_line and "-2" in objectives["blue"].people_line
    assert objectives["green"].wave_line == "3 for each separate Wave group"
    assert "3+" in objectives["green"].misc_line
    assert objectives["green"].people_line == "-1 per card holding unplaced people"
    assert "1 / 3 / 6 / 10" in objectives["orange"].wave_line
    assert "+1 per filled ring" in objectives["orange"].people_line


def test_sand_dollar_actions_are_the_printed_eight():
    actions = list(load_builtin().sand_dollar_actions.values())
    assert [a.cost for a in actions] == [4, 4, 2, 2, 3, 2, 2, 1]
    assert [a.source for a in actions] == [
        "two_front", "front_and_behind", "anywhere_with_tag", "anywhere_with_tag", "back", "front", "front", "front",
    ]
    assert [(a.move_person, a.move_count, a.move_distance) for a in actions] == [
        ("any", 1, 1), ("any", 1, 1), ("any", 2, 1), ("any", 2, 1), ("any", 4, 1),
        ("any", 0, 0), ("any", 0, 0), ("tourist", 3, 1),
    ]
    assert actions[2].tag_filter == ("local", "tourist")
    assert actions[3].tag_filter == ("business", "nature", "sports")
    assert (actions[5].swaps, actions[5].return_people) == (2, 0)
    assert "up to two swaps" in actions[5].text
    assert (actions[6].swaps, actions[6].return_people) == (1, 2)
    assert all(a.text for a in actions)


def test_every_sample_card_and_tile_is_flagged_as_a_sample():
    catalogue = load_builtin()
    for record in (*catalogue.cards.values(), *catalogue.starting_tiles.values()):
        assert record.sample, record.id
        assert record.id.startswith("sample-"), record.id
        assert record.display_name.endswith("(sample)")
    assert catalogue.coverage() == (0, 0)


def test_the_sample_deck_uses_every_placement_and_scoring_kind():
    cards = load_builtin().cards.values()
    placement = {a.kind for c in cards for a in c.placement}
    scoring = {a.kind for c in cards for a in c.scoring}
    assert placement == kinds_of(PlacementAction)
    assert scoring == kinds_of(ScoringAbility)


def test_the_sample_deck_has_the_variants_the_scorer_must_handle():
    catalogue = load_builtin()
    abilities = [a for c in catalogue.cards.values() for a in c.scoring]
    assert any(isinstance(a, AdjacentTag) and a.points < 0 for a in abilities)
    assert {a.symbol for a in abilities if isinstance(a, AdjacentSymbol)} == {"sand_dollar", "people", "ring"}
    assert AdjacentSymbol(symbol="people", points=-4) in abilities
    assert ChainPerTag(tag="nature", minimum=5, points_per_tag=1) in abilities
    assert {(a.per, a.points) for a in abilities if isinstance(a, UnspentSandDollars)} == {(2, 1), (1, 1)}
    assert TagsInCity(tag="tourist", per=2, points=1) in abilities
    rings = [a for a in abilities if isinstance(a, Ring)]
    assert any(r.any == 0 for r in rings) and any(r.any > 0 for r in rings)
    assert any(r.vips > 0 for r in rings)
    assert AnyNumberRing(points=3) in abilities
    assert any(len(c.tags) != len(set(c.tags)) for c in catalogue.cards.values())
    rows = {c.row for c in catalogue.cards.values()}
    assert rows == {"beach", "street"}
    waves = [c.row for c in catalogue.cards.values() if "wave" in c.tags]
    assert waves.count("beach") > waves.count("street")


def test_the_sample_starting_tiles():
    tiles = list(load_builtin().starting_tiles.values())
    assert any(t.vips == 1 and t.footprint.wants == ("business",) for t in tiles)
    assert any(t.vips == 2 and set(t.footprint.wants) == {"sports", "wave"} for t in tiles)
    bonus = [t for t in tiles if t.setup.sand_dollars and (t.setup.locals or t.setup.tourists)]
    assert bonus and (bonus[0].rings or bonus[0].tags)


# --- catalogue files -------------------------------------------------------------------------


def test_a_good_file_parses_and_round_trips():
    parsed = parse_catalogue_bytes(_file([GOOD_CARD], [GOOD_TILE]), "friends.json")
    assert isinstance(parsed, CatalogueFile)
    assert [c.id for c in parsed.cards] == ["surf-shack"]
    assert [t.id for t in parsed.starting_tiles] == ["my-tile"]
    assert parse_catalogue_bytes(dump_catalogue_bytes(parsed.cards, parsed.starting_tiles), "again.json") == parsed


def test_the_whole_sample_deck_round_trips_through_a_file():
    catalogue = load_builtin()
    data = dump_catalogue_bytes(catalogue.cards.values(), catalogue.starting_tiles.values())
    parsed = parse_catalogue_bytes(data, "export.json")
    assert parsed.cards == tuple(catalogue.cards.values())
    assert parsed.starting_tiles == tuple(catalogue.starting_tiles.values())


def test_a_bad_field_names_file_record_field_and_fix():
    message = _error(_file([GOOD_CARD, {**GOOD_CARD, "id": "kiosk", "name": "Kiosk", "row": "sky"}]))
    assert message == "friends.json: card 'kiosk': field 'row': \"sky\" is not allowed; use one of 'beach' or 'street'"


def test_a_nested_field_path_skips_the_union_tag():
    scoring = [{"kind": "adjacent_tag", "tag": "wave", "points": 1}, {"kind": "ring", "tourists": "two"}]
    card = {**GOOD_CARD, "scoring": scoring}
    lines = _error(_file([card])).splitlines()
    assert "friends.json: card 'surf-shack': field 'scoring[1].tourists': \"two\" is not a whole number" in lines[0]
    assert lines[1] == "friends.json: card 'surf-shack': field 'scoring[1].points': is missing; add it"


def test_an_unknown_kind_lists_the_known_ones():
    message = _error(_file([{**GOOD_CARD, "placement": [{"kind": "teleport"}]}]))
    assert "card 'surf-shack': field 'placement[0]': kind \"teleport\" is not known" in message
    assert "'move_here'" in message


def test_a_record_is_named_by_name_or_index_when_it_has_no_id():
    lines = _error(_file([{"name": "Pier", "row": "beach"}, {"row": "street", "tags": ["mud"]}])).splitlines()
    assert lines[0] == "friends.json: card named 'Pier' (cards[0], no id): field 'id': is missing; add it"
    assert "friends.json: card cards[1] (no id or name): field 'tags[0]': \"mud\" is not allowed" in lines[-1]


def test_a_model_rule_is_reported_for_its_record():
    message = _error(_file([{**GOOD_CARD, "row": "street", "scoring": [{"kind": "end_of_beach"}]}]))
    assert message == (
        "friends.json: card 'surf-shack': the end-of-beach icon only appears on beach cards: set row to 'beach'"
    )


def test_a_starting_tile_error_names_the_tile():
    message = _error(_file([], [{**GOOD_TILE, "vips": 3}]))
    assert message == "friends.json: starting tile 'my-tile': field 'vips': 3 is too large; use a number of at most 2"


def test_every_error_gets_its_own_line():
    cards = [{**GOOD_CARD, "id": f"c{i}", "row": "sky"} for i in range(3)]
    lines = _error(_file(cards)).splitlines()
    assert [line.split(":")[1].strip() for line in lines] == ["card 'c0'", "card 'c1'", "card 'c2'"]


def test_duplicate_ids_in_one_file_are_refused():
    message = _error(_file([GOOD_CARD, {**GOOD_CARD, "name": "Other"}]))
    assert message == (
        "friends.json: card 'surf-shack': id 'surf-shack' is used again (cards[0] has it too); "
        "ids must be unique within a file: rename one of them"
    )


def test_a_card_and_a_tile_may_share_an_id():
    parsed = parse_catalogue_bytes(_file([GOOD_CARD], [{**GOOD_TILE, "id": "surf-shack"}]), "f.json")
    assert parsed.cards[0].id == parsed.starting_tiles[0].id


def test_json_syntax_errors_give_line_and_column():
    message = _error(b'{\n  "format": "santa-monica-catalogue",\n  "version": 1,\n}')
    assert message.startswith("friends.json: line 4, column 1: invalid JSON")


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"[]", "friends.json: the file holds a JSON list, but a catalogue file is a JSON object"),
        (b"", "friends.json: the file is empty"),
        (b"\xff\xfe\x00", "friends.json: not UTF-8 text"),
        (b'{"format": "other", "version": 1}', 'friends.json: "format" is "other", expected "santa-monica-catalogue"'),
        (b'{"version": 1}', 'friends.json: "format" is null'),
        (b'{"format": "santa-monica-catalogue", "version": 3}', "written by a newer version of this app"),
        (b'{"format": "santa-monica-catalogue", "version": "1"}', 'set "version" to 1'),
        (b'{"format": "santa-monica-catalogue", "version": 1, "cards": {}}', '"cards" must be a list'),
        (b'{"format": "santa-monica-catalogue", "version": 1, "card": []}', "unknown top-level key(s) 'card'"),
        (
            b'{"format": "santa-monica-catalogue", "version": 1, "cards": [3]}',
            "card cards[0] (no id or name): is a JSON number",
        ),
    ],
)
def test_wrong_file_shapes_are_explained(data, expected):
    assert expected in _error(data)


def test_a_game_file_is_recognised_as_such():
    assert "this looks like a game file" in _error(b'{"objective": "blue", "players": []}')


# --- hostile shapes --------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 5_000], ids=["lists", "objects"])
def test_json_nested_too_deeply_is_a_catalogue_error_not_a_recursion_error(data):
    message = _error(data, "deep.json")
    assert message.startswith("deep.json: the JSON is nested too deeply")
    assert "this is not a catalogue file" in message


def test_a_list_nested_hundreds_deep_in_a_record_is_one_short_line():
    deep = json.loads("[" * 500 + "]" * 500)
    message = _error(_file([{**GOOD_CARD, "tags": [deep]}]))
    assert message == "friends.json: card 'surf-shack': " + RECORD_TOO_DEEP


def test_a_nested_value_is_named_by_its_type_not_printed():
    # A list where a tag belongs: the message names its type, never prints it.
    deep = json.loads("[" * 50 + "]" * 50)
    message = _error(_file([{**GOOD_CARD, "tags": [deep]}]))
    assert message == ("friends.json: card 'surf-shack': field 'tags[0]': a JSON list is not allowed; use one of "
                       "'local', 'tourist', 'business', 'sports', 'nature' or 'wave'")


def test_a_long_bad_value_is_shortened():
    message = _error(_file([{**GOOD_CARD, "row": "x" * 500}]))
    assert "field 'row': \"" + "x" * (57 - 1) + "... is not allowed" in message and len(message) < 200


# --- read strictly: one meaning or a clear refusal -------------------------------------------------


def test_a_repeated_key_in_a_card_is_refused_naming_the_key_and_the_card():
    data = _file([GOOD_CARD]).replace(b'"row": "beach"', b'"row": "beach", "row": "street"')
    assert _error(data) == ('friends.json: cards[0].row: the key "row" is written more than once in the same '
                            'object, so the file has two meanings: keep one "row" and delete the other(s)')


def test_a_number_of_five_thousand_digits_is_refused():
    card = {**GOOD_CARD, "scoring": [{"kind": "adjacent_tag", "tag": "wave", "points": 0}]}
    data = _file([card]).replace(b'"points": 0', b'"points": 1' + b"0" * 4999)
    assert _error(data).startswith("friends.json: cards[0].scoring[0].points: the number 100000000000... has 5,000 "
                                   "digits")


@pytest.mark.parametrize(("field", "value", "expected"), [
    ("points", "2", "field 'scoring[0].points': \"2\" is not a whole number; write a whole number like 2"),
    ("points", "1_0", "field 'scoring[0].points': \"1_0\" is not a whole number; write a whole number like 2"),
    ("points", 2.0, "field 'scoring[0].points': 2.0 is not a whole number; write a whole number like 2"),
])
def test_numbers_written_as_text_or_fractions_are_refused(field, value, expected):
    card = {**GOOD_CARD, "scoring": [{"kind": "adjacent_tag", "tag": "wave", field: value}]}
    assert _error(_file([card])) == f"friends.json: card 'surf-shack': {expected}"


@pytest.mark.parametrize("value", ["yes", "true", 1])
def test_booleans_written_otherwise_are_refused(value):
    assert _error(_file([{**GOOD_CARD, "sample": value}])).startswith(
        "friends.json: card 'surf-shack': field 'sample': ")


def test_card_names_are_normalised_and_control_characters_refused():
    parsed = parse_catalogue_bytes(_file([{**GOOD_CARD, "name": " Caf\u0065\u0301\u200b "}]), "f.json")
    assert parsed.cards[0].name == "Caf\u00e9"
    message = _error(_file([{**GOOD_CARD, "name": "Surf\u001b[2J", "notes": "a\u0085"}]))
    assert "\x1b" not in message and "\x85" not in message
    assert [line.split(": ")[2] for line in message.splitlines()] == ["field 'name'", "field 'notes'"]


def test_a_thousand_broken_cards_give_the_first_fifty_problems_and_the_count_of_the_rest():
    # Each card lacks its row and has an unknown tag: 2 problems per card, 2,000 in all.
    cards = [{"id": f"c{i}", "name": f"C{i}", "tags": ["mud"]} for i in range(1000)]
    lines = _error(_file(cards)).splitlines()
    assert len(lines) == 51
    assert lines[0] == "friends.json: card 'c0': field 'row': is missing; add it"
    assert lines[-1] == ("friends.json: ... and 1950 more problems: fix these first, then read the file again to "
                         "see the rest")


def test_more_cards_than_a_catalogue_file_holds_are_refused_at_once():
    message = _error(_file([{}] * 1001))
    assert message == ('friends.json: "cards" holds 1,001 records; a catalogue file holds at most 1000 (the printed '
                       'box has far fewer): split the file, or pick the right one')


def test_a_card_with_more_keys_than_fields_is_one_line():
    message = _error(_file([{**GOOD_CARD, **{f"x{i}": 0 for i in range(20)}}]))
    assert message.startswith("friends.json: card 'surf-shack': cards[0]: the object has 24 keys, but only 9 fields "
                              "exist here")


def test_a_catalogue_file_over_eight_megabytes_is_refused_stating_the_limit():
    message = _error(_file([], notes="x" * 8_000_000))
    assert message == ("friends.json: the file is larger than 8 MB (8,000,000 bytes), the most that is read here; "
                       "a catalogue file is far smaller: pick the santa-monica-catalogue JSON file")
