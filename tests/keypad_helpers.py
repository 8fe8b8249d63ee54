"""Entering cards on the Catalogue page's keypad through AppTest, one counted tap at a time.

``play(at, taps)`` performs a ``webapp.cards.keypad_draft.tap_plan`` on an AppTest of the Catalogue page and
returns how many taps it took; the benchmark script and the keypad tests share it.
"""

from __future__ import annotations

from webapp.cards.keypad_draft import Tap


def item_uids(at) -> list[int]:
    """The uids of the abilities on the keypad, in order (from their remove buttons)."""
    return [int(b.key.split(":")[2]) for b in at.button if b.key and b.key.startswith("kp:item:")
            and b.key.endswith(":remove")]


def tap(at, step: Tap) -> None:
    """One tap of a plan."""
    match step:
        case ("row", row):
            at.pills(key="kp:row").set_value(row).run()
        case ("tag", tag):
            at.button(key=f"kp:tag:{tag}").click().run()
        case ("shape", shape_id):
            at.button(key=f"kp:shape:{shape_id}").click().run()
        case ("field", index, field, value):
            uid = item_uids(at)[index]
            widget = at.pills(key=f"kp:item:{uid}:{field}")
            if isinstance(widget.value, list):  # a multi choice: one tap switches one tag
                current = list(widget.value)
                value = [t for t in current if t != value] if value in current else [*current, value]
            widget.set_value(value).run()
        case ("save",):
            at.button(key="kp:save").click().run()
        case ("next",):
            at.button(key="kp:next").click().run()
        case _:
            raise ValueError(f"unknown tap {step!r}")


def play(at, taps) -> int:
    """Perform every tap of ``taps``; the number of taps."""
    for step in taps:
        tap(at, step)
    return len(taps)


class BrowserKeypad:
    """The keypad in a real browser page (Playwright): ``tap(step)`` taps and waits for the rerun.

    Abilities' widget keys carry a uid that counts every shape tapped in this session (the next card
    keeps counting), so the item of a plan's index is ``first uid of this card + index``."""

    def __init__(self, page) -> None:
        self.page = page
        self.shapes = 0
        self.card_start = 0

    def next_card(self) -> None:
        self._click(self._keyed("kp:next").get_by_role("button", name="Discard this card"))
        self.card_start = self.shapes

    def _keyed(self, key: str):
        from browser_support import keyed

        return keyed(self.page, key)

    def _click(self, locator) -> None:
        from browser_support import rerun

        with rerun(self.page):
            locator.click()

    def tap(self, step: Tap) -> None:
        from card_db.models import TAG_LABELS
        from webapp.cards.text import ROW_LABELS
        from webapp.cards.values import PERSON_LABELS

        match step:
            case ("row", row):
                self._click(self._keyed("kp:row").get_by_text(ROW_LABELS[row], exact=True).first)
            case ("tag", tag):
                self._click(self._keyed(f"kp:tag:{tag}").locator("button"))
            case ("shape", shape_id):
                self._click(self._keyed(f"kp:shape:{shape_id}").locator("button"))
                self.shapes += 1
            case ("field", index, field, value):
                uid = self.card_start + index
                names = (TAG_LABELS if field in ("tag", "tags") else PERSON_LABELS if field == "person"
                         else {"sand_dollar": "Sand dollar", "people": "People", "ring": "Ring"})
                text = names.get(value, str(value))
                self._click(self._keyed(f"kp:item:{uid}:{field}").get_by_text(text, exact=True).first)
            case ("save",):
                self._click(self._keyed("kp:save").locator("button").first)
                self.card_start = self.shapes  # saving starts the next card
            case _:
                raise ValueError(f"unknown tap {step!r}")
