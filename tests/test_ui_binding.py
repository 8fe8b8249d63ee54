"""The rule that decides which widget values a phone held across a server restart are saved (webapp.ui)."""

from webapp.ui import changes_to_save


def test_the_one_value_that_differs_from_the_store_is_the_tap_and_is_saved():
    held = [("a", 1, 1), ("b", 0, 1), ("c", True, True)]
    assert changes_to_save(held) == (["b"], False)


def test_nothing_differs_nothing_is_saved_and_nobody_is_warned():
    assert changes_to_save([("a", 1, 1), ("b", "x", "x")]) == ([], False)


def test_several_differences_mean_an_older_table_and_nothing_is_overwritten():
    # Another phone changed "a" while this one was asleep; saving both would undo that change.
    assert changes_to_save([("a", 3, 1), ("b", 0, 1)]) == ([], True)


def test_a_cleared_box_is_not_a_change():
    assert changes_to_save([("a", 2, None)]) == ([], False)
