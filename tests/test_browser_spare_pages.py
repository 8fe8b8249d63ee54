"""Real browser: a phone's page handed from one test to the next keeps nothing of the first test.

The phone fixtures (``tests/conftest.py``) give a test the page an earlier test left of the same phone profile,
made ready by ``browser_support.ready_for_the_next_test`` (a new tab costs about 0.75 s of CPU more). What a
test can leave on a page must be gone: its listeners, its routes, its session and local storage, another screen size,
the app's session, and the count of finished runs. What it keeps: the phones' quick animations.
"""

from __future__ import annotations

import pytest
from browser_support import ANIMATION_SPEED, PHONE, finished_runs, open_page, ready_for_the_next_test

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def test_a_page_made_ready_for_the_next_test_keeps_nothing_of_the_last(app_server, new_phone):
    phone = new_phone()
    open_page(phone, app_server.url, "Start a table")
    runs_before = finished_runs(phone)
    phone.evaluate("() => { sessionStorage.setItem('left', 'by the last test'); localStorage.setItem('left', 'too'); }")
    dialogs, requests = [], []
    phone.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    phone.on("request", lambda request: requests.append(request.url))
    phone.route("**/_stcore/health", lambda route: route.abort())
    phone.set_viewport_size({"width": 800, "height": 600})

    assert ready_for_the_next_test(phone)

    assert phone.url == "about:blank" and phone.viewport_size == PHONE
    with pytest.raises(RuntimeError, match="not watched"):
        finished_runs(phone)
    phone.evaluate("() => alert('nobody listens')")  # dismissed by Playwright, as on a new page
    open_page(phone, app_server.url, "Start a table")
    assert dialogs == [] and requests == []
    assert 1 <= finished_runs(phone) <= runs_before  # counted afresh, from this visit
    assert phone.evaluate("() => [sessionStorage.getItem('left'), localStorage.getItem('left')]") == [None, None]
    assert phone.evaluate("() => fetch('/_stcore/health').then(r => r.text())") == "ok"  # no route left


# How far a minute-long animation started now has played after 200 ms of the page's own clock.
_PLAYED_IN_200_MS_JS = """async () => {
  const animation = document.body.animate([{opacity: 1}, {opacity: 1}], 60000);
  await new Promise(resolve => setTimeout(resolve, 200));
  const played = animation.currentTime;
  animation.cancel();
  return played;
}"""


def test_a_phone_plays_the_pages_animations_faster_on_every_page_it_opens(app_server, new_phone):
    """``browser_support.quick_animations``: set once on a phone's page, applied again by Chromium after each
    navigation, and kept when the page serves the next test: 200 ms play seconds of an animation (a quarter of
    ``ANIMATION_SPEED`` times 200 ms at least, whatever the machine's load)."""
    phone = new_phone()
    for path, landmark in (("", "Start a table"), ("Catalogue", "Card catalogue")):
        open_page(phone, app_server.page_url(path), landmark)
        played = phone.evaluate(_PLAYED_IN_200_MS_JS)
        assert played > 200 * ANIMATION_SPEED / 4, f"{path or 'Home'}: {played} ms of animation in 200 ms"
