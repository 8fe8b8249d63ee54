"""Rendering a report: the text shows every line and reason, dicts are JSON-ready, CSV is spreadsheet-safe."""

from __future__ import annotations

import csv
import io
import json

from scorer.formats.explain import (
    BREAKDOWN_COLUMNS,
    SCOREPAD_COLUMNS,
    breakdown_csv,
    report_to_dict,
    report_to_text,
    scorepad_csv,
    scorepads_csv,
    unplaced_group_text,
    unplaced_text,
)
from scorer.model.report import (
    LINE_LABELS,
    LINES,
    PlayerReport,
    RingFill,
    ScoreItem,
    Standing,
    TableReport,
    UnplacedPeople,
)
from scorer.model.rulings import ruling_meaning

ALICE = PlayerReport(
    seat=0,
    name="Alice",
    is_robot=False,
    sand_dollars=3,
    longest_chain=4,
    unplaced=1,
    items=(
        ScoreItem("cards", 3, "Pier is next to a Waves card (Surf Shack).", "pier", "Pier", ("beach", -1),
                  "adjacent_tag", 3),
        ScoreItem("rings", 4, "The ring on Pier holds 2 locals.", "pier", "Pier", ("beach", -1), "ring", 5),
        ScoreItem("footprints", 2, "Footprint on Pier: 2 Local tags the VIP wants.", "pier", "Pier", ("beach", -1)),
        ScoreItem("wave", 2 * 2, "Longest Wave group: 2 tags (Pier, Surf Shack)."),
        ScoreItem("misc", 2 * 4, "Largest chain: 4 Local tags."),
        ScoreItem("people", -2, "Second most unplaced people (1).", ruling=7),
    ),
    rings=(RingFill("pier", "Pier", ("beach", -1), 0, "2 locals", 2, 0, 0, True, 4),),
    unplaced_people=(UnplacedPeople("street", 0, None, "Harbor Office", 1, 0, 0),),
)
BOB = PlayerReport(
    seat=1,
    name="=SUM(A1)",
    is_robot=False,
    sand_dollars=1,
    longest_chain=2,
    unplaced=1 + 2,
    items=(
        ScoreItem("cards", -4, "-4: Lifeguard is next to a card that gives people (Bus Stop).", "guard",
                  "@Lifeguard", ("street", 1), "adjacent_symbol", 3),
        ScoreItem("people", -4, "Most unplaced people (3).", ruling=7),
    ),
    unplaced_people=(UnplacedPeople("street", 1, "guard", "@Lifeguard", 0, 2, 1),),
)
REPORT = TableReport(
    objective="blue",
    players=(ALICE, BOB),
    standings=(Standing(1, 0, "Alice", 3 + 4 + 2 + 4 + 8 - 2, "points"), Standing(2, 1, "=SUM(A1)", -4 - 4, "points")),
    notes=("Sample cards are invented, not the printed ones.",),
)


def test_text_has_the_scorepad_with_every_line_and_totals():
    text = report_to_text(REPORT)
    assert "objective tile: Blue" in text
    for line in LINES:
        assert LINE_LABELS[line] in text
    table = text.split("\n\n")[1].splitlines()
    assert table[0].split() == ["Alice", "=SUM(A1)"]
    assert table[1].split() == ["Feature", "cards", "3", "-4"]
    assert table[-1].split() == ["Total", str(3 + 4 + 2 + 4 + 8 - 2), str(-4 - 4)]
    # columns line up: every row of the table is as wide as its header
    assert len({len(row) for row in table}) == 1


def test_text_has_the_ranking_and_what_decided_it():
    text = report_to_text(REPORT)
    assert "1. Alice" in text and "19 points  on points" in text
    assert "Winner: Alice" in text


def test_a_ruling_already_cited_in_the_reason_is_not_repeated():
    item = ScoreItem("cards", 5, "5 unspent sand dollars, 1:1 (each ratio card counts them, ruling 9)", ruling=9)
    player = PlayerReport(0, "Cy", False, 5, 0, 0, (item,))
    text = report_to_text(TableReport("green", (player,), (Standing(1, 0, "Cy", 5, "points"),)))
    assert text.count("ruling 9") == 1


def test_text_explains_every_item_with_its_reason_and_ruling():
    text = report_to_text(REPORT)
    for player in REPORT.players:
        for item in player.items:
            assert item.reason in text
    assert "+3  beach, column -1: Pier is next to a Waves card (Surf Shack). (ruling 3)" in text
    assert "Second most unplaced people (1). (ruling 7)" in text
    assert "Ring assignment (ruling 5):" in text
    assert "beach, column -1, Pier: 2 locals: holds 2 locals: filled, +4" in text
    assert "Alice: 19 points (seat 1, 3 sand dollars left, longest chain 4 tags, 1 unplaced person)" in text
    assert "Sample cards are invented" in text
    assert "nothing scored" in text  # Bob's empty lines say so


def test_text_names_the_tie_breaker():
    tied = TableReport(
        objective="green",
        players=(ALICE, BOB),
        standings=(Standing(1, 0, "Alice", 10, "sand dollars"), Standing(2, 1, "=SUM(A1)", 10, "sand dollars")),
    )
    text = report_to_text(tied)
    assert "decided by leftover sand dollars (3 left) (ruling 12)" in text
    shared = TableReport(objective="orange", players=(ALICE, BOB),
                         standings=(Standing(1, 0, "Alice", 10, "shared"), Standing(1, 1, "=SUM(A1)", 10, "shared")))
    assert "Shared win: Alice and =SUM(A1)" in report_to_text(shared)


def test_dict_is_json_ready_with_lines_and_totals():
    data = report_to_dict(REPORT)
    assert json.loads(json.dumps(data)) == data
    alice = data["players"][0]
    assert alice["lines"] == {"cards": 3, "rings": 4, "footprints": 2, "wave": 2 * 2, "misc": 2 * 4, "people": -2}
    assert alice["total"] == 3 + 4 + 2 + 4 + 8 - 2
    assert alice["items"][0]["position"] == {"row": "beach", "column": -1}
    assert alice["items"][3]["position"] is None
    assert alice["rings"][0]["filled"] is True
    assert data["standings"][0] == {"rank": 1, "seat": 0, "name": "Alice", "total": 19, "decided_by": "points"}
    assert data["winners"] == ["Alice"]
    assert list(data) == ["objective", "line_labels", "players", "standings", "winners", "notes", "rulings"]


def test_text_ends_with_the_meaning_of_every_ruling_it_cites():
    lines = report_to_text(REPORT).splitlines()
    footnote = lines[lines.index("Rulings used") + 1:]
    # Items cite 3 and 7, the ring assignment and unplaced people 5; nothing else is cited.
    assert [line.split(":")[0] for line in footnote] == ["  Ruling 3", "  Ruling 5", "  Ruling 7"]
    assert footnote[0] == f"  Ruling 3: {ruling_meaning(3)}"


def test_text_without_a_ruling_has_no_footnote():
    item = ScoreItem("cards", 2, "Pier is next to Surf Shack: 2")
    player = PlayerReport(0, "Cy", True, 0, 0, 0, (item,))  # the Robot: no "(ruling 5)" unplaced line
    text = report_to_text(TableReport("green", (player,), (Standing(1, 0, "Cy", 2, "points"),)))
    assert "ruling" not in text.lower()
    assert "Rulings used" not in text


def test_dict_carries_each_rulings_meaning_next_to_its_number():
    data = report_to_dict(REPORT)
    first, _, footprint, *_ = data["players"][0]["items"]
    assert (first["ruling"], first["ruling_meaning"]) == (3, ruling_meaning(3))
    assert (footprint["ruling"], footprint["ruling_meaning"]) == (None, None)
    assert data["rulings"] == [{"number": n, "meaning": ruling_meaning(n)} for n in (3, 5, 7)]


def test_scorepad_csv_one_row_per_player_with_numbers_as_numbers():
    rows = list(csv.reader(io.StringIO(scorepad_csv(REPORT))))
    assert tuple(rows[0]) == SCOREPAD_COLUMNS
    # no date or title given: empty cells, the objective tile by name
    assert rows[1] == ["", "Blue", "", "Alice", "1", "3", "4", "2", "4", "8", "-2", "19", "1"]
    # the negative numbers stay numbers; only the formula-like name is neutralised
    assert rows[2] == ["", "Blue", "", "'=SUM(A1)", "2", "-4", "0", "0", "0", "0", "-4", "-8", "2"]


def test_scorepad_csv_rows_say_which_table_with_a_formula_like_title_neutralised():
    rows = list(csv.reader(io.StringIO(scorepad_csv(REPORT, date="2026-11-26", title="=HYPERLINK(\"x\")"))))
    assert [row[:3] for row in rows[1:]] == [["2026-11-26", "Blue", "'=HYPERLINK(\"x\")"]] * 2
    assert [row[3:] for row in rows[1:]] == [row[3:] for row in csv.reader(io.StringIO(scorepad_csv(REPORT)))][1:]


def test_scorepads_csv_puts_many_tables_under_one_header():
    text = scorepads_csv([(REPORT, "2026-11-01", "Friday"), (REPORT, "2026-11-02", "+1 game")])
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == SCOREPAD_COLUMNS and len(rows) == 1 + 2 * len(REPORT.players)
    assert [(r[0], r[2], r[3]) for r in rows[1:]] == [
        ("2026-11-01", "Friday", "Alice"), ("2026-11-01", "Friday", "'=SUM(A1)"),
        ("2026-11-02", "'+1 game", "Alice"), ("2026-11-02", "'+1 game", "'=SUM(A1)")]


def test_breakdown_csv_one_row_per_item_and_neutralised_text():
    rows = list(csv.reader(io.StringIO(breakdown_csv(REPORT))))
    assert tuple(rows[0]) == BREAKDOWN_COLUMNS
    assert len(rows) == 1 + len(ALICE.items) + len(BOB.items)
    assert rows[1] == ["Alice", "cards", "Pier", "beach, column -1", "adjacent_tag", "3",
                       "Pier is next to a Waves card (Surf Shack). (ruling 3)"]
    bob = rows[len(ALICE.items) + 1]
    assert bob[0] == "'=SUM(A1)" and bob[2] == "'@Lifeguard" and bob[5] == "-4"
    assert bob[6].startswith("'-4: Lifeguard")


def test_every_dangerous_first_character_is_neutralised_and_a_carriage_return_stays_in_its_cell():
    # A tab or carriage return is also a control character: written as an escape, it stays in its cell.
    for start, shown in (("=", "="), ("+", "+"), ("-", "-"), ("@", "@"), ("\t", "\\t"), ("\r", "\\r")):
        player = PlayerReport(0, f"{start}x", False, 0, 0, 0, ())
        report = TableReport("blue", (player,), (Standing(1, 0, f"{start}x", 0, "points"),))
        (row,) = list(csv.reader(io.StringIO(scorepad_csv(report))))[1:]
        assert row[3] == f"'{shown}x"


def test_control_characters_in_a_cell_are_written_as_escapes():
    player = PlayerReport(0, "A\x1b[31mB\x9bC\u202eD\nE", False, 0, 0, 0, ())
    report = TableReport("blue", (player,), (Standing(1, 0, player.name, 0, "points"),))
    text = scorepad_csv(report)
    assert "\x1b" not in text and "\x9b" not in text and "\u202e" not in text
    (row,) = list(csv.reader(io.StringIO(text)))[1:]
    assert row[3] == "A\\u001b[31mB\\u009bC\\u202eD\\nE"


def test_unplaced_text_names_each_space_and_its_people():
    assert unplaced_text(ALICE) == "1 local on the street half of Harbor Office"
    assert unplaced_text(BOB) == "2 tourists + 1 VIP on @Lifeguard at street, column 1"
    two = PlayerReport(0, "Di", False, 0, 0, 1 + 1, (), unplaced_people=(
        UnplacedPeople("beach", 0, None, "Surf Club", 0, 0, 1),
        UnplacedPeople("beach", 2, "tower", "Lifeguard Tower", 0, 0, 1),
    ))
    assert unplaced_text(two) == "1 VIP on the beach half of Surf Club; 1 VIP on Lifeguard Tower at beach, column 2"
    assert unplaced_group_text(two.unplaced_people[1]) == "1 VIP on Lifeguard Tower at beach, column 2"


def test_unplaced_text_nobody_the_robot_and_an_old_report_without_groups():
    assert unplaced_text(PlayerReport(0, "Cy", False, 0, 0, 0, ())) == "nobody"
    robot = PlayerReport(1, "Robot", True, 0, 0, 2, ())
    assert unplaced_text(robot) == "the Robot counts as 2 unplaced people (solo rules, ruling 7)"
    assert unplaced_text(PlayerReport(1, "Robot", True, 0, 0, 0, ())) == "nobody"  # Green / Orange
    # A report built without its groups never claims "nobody" for a non-zero count.
    old = PlayerReport(0, "Ed", False, 0, 0, 3, ())
    assert unplaced_text(old) == "3 people whose space this report does not record"


def test_text_says_who_is_unplaced_under_the_ring_assignment():
    lines = report_to_text(REPORT).splitlines()
    rings = lines.index("  Ring assignment (ruling 5):")
    assert lines[rings + 2] == "  Unplaced people (ruling 5): 1 local on the street half of Harbor Office"
    assert "  Unplaced people (ruling 5): 2 tourists + 1 VIP on @Lifeguard at street, column 1" in lines


def test_dict_lists_the_unplaced_groups():
    data = report_to_dict(REPORT)
    alice, bob = data["players"]
    assert alice["unplaced"] == 1
    assert alice["unplaced_people"] == [{"row": "street", "column": 0, "card_id": None, "card_name": "Harbor Office",
                                         "locals": 1, "tourists": 0, "vips": 0}]
    assert bob["unplaced_people"] == [{"row": "street", "column": 1, "card_id": "guard", "card_name": "@Lifeguard",
                                       "locals": 0, "tourists": 2, "vips": 1}]
