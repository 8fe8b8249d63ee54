"""Shared pytest fixtures. So far only the real-browser ones (tests marked ``browser``).

The browser fixtures are used only by tests that ask for them, and Playwright is imported only
when they run, so the other tests neither need nor start a browser. Without Debian's headless Chromium
(``browser_support.CHROMIUM``) the browser tests are skipped with a loud warning (``bash scripts/setup.sh``
installs it as root), and fail when ``$CI`` is set: in CI a browser test that does not run has not passed.

The hooks at the end deal the browser modules over pytest-xdist's workers (``tests/dealing.py``) and print
the ten slowest modules at the end of a run (``tests/suite_timing.py``).
"""

from __future__ import annotations

import gc
import os
import sys
import warnings
from collections.abc import Callable, Iterator

import apptest_cache  # noqa: F401 - every AppTest run of the test process shares one compiled copy of each page
import dealing
import pytest
import suite_timing
from browser_support import (
    ARTIFACTS,
    CHROMIUM,
    AppServer,
    chromium_missing_warning,
    forget_local_storage,
    launch_chromium,
    launch_phone_profile,
    quick_animations,
    ready_for_the_next_test,
    shot,
    watch,
)
from database_fixtures import app_database, database, own_postgresql, postgresql_admin  # noqa: F401 - fixtures for every module

GROUP_SERVERS = pytest.StashKey[dict]()  # (group, poll) -> the app a group of browser modules shares


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[object]:
    """Playwright's driver, one per test process (each xdist worker); skips the browser tests without
    Chromium.

    Playwright's sync API allows one running instance per process at a time: a test that started its
    own (``with sync_playwright()``) would fail while this one runs; none does. One driver and one set
    of browsers for the whole run, not per module, saves their start (about 2 s of CPU) per module."""
    if not CHROMIUM.exists():
        message = chromium_missing_warning()
        print(message, file=sys.stderr)  # noqa: T201 - on the terminal too: a warning alone scrolls by
        warnings.warn(message, stacklevel=1)
        if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
            # In CI a browser test that does not run has not passed: scripts/setup.sh installs Chromium there.
            pytest.fail(f"{CHROMIUM} is missing in CI: the real-browser tests cannot run (bash scripts/setup.sh "
                        "installs Debian's chromium-headless-shell as root)", pytrace=False)
        pytest.skip(f"{CHROMIUM} is missing: real-browser tests skipped (run bash scripts/setup.sh as root)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def phone_profiles(playwright_driver, tmp_path_factory) -> Iterator[Callable[[int], object]]:
    """``profile(n)``: the n-th phone, Debian's headless Chromium with a profile on disk
    (``launch_phone_profile`` says why), started on first use and kept for the later tests.

    A test's first phone is a page of profile 0, its second of profile 1 and so on: one page per
    browser at a time, as one phone shows one page. Two pages of one browser are two tabs of one
    window, and the one not in front draws a frame a second, which made a two-phone test wait."""
    profiles: list = []

    def profile(number: int):
        while len(profiles) <= number:
            profiles.append(launch_phone_profile(playwright_driver, tmp_path_factory.mktemp("chromium-profile")))
        return profiles[number]

    yield profile
    for context in profiles:
        context.close()


@pytest.fixture(scope="session")
def chromium_browser(playwright_driver) -> Iterator[object]:
    """A plain Debian Chromium, for the few tests that need a browser context with other settings than
    the phones' (another user agent); started only when a test asks for it."""
    browser = launch_chromium(playwright_driver)
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch):
    """Words asked for outside a run speak the latest run's language (webapp.language): every test starts
    and ends in English, whatever language an AppTest before it ran in."""
    from webapp import language  # imported here: the library's tests need no app

    monkeypatch.setattr(language, "_last_run_language", "en")


@pytest.fixture(autouse=True)
def no_database_setting(monkeypatch, tmp_path_factory):
    """No test reaches a database it was not given: the URL setting is unset and the app folder's
    ``.streamlit/secrets.toml`` (a developer's own PostgreSQL, say) is not read (``app_database`` sets it)."""
    monkeypatch.delenv("SANTA_MONICA_DATABASE_URL", raising=False)
    monkeypatch.setattr("webapp.database.SECRETS_FILE", tmp_path_factory.getbasetemp() / "no-secrets.toml")


@pytest.fixture
def temp_data(tmp_path, monkeypatch):
    """A fresh game store and user data folder for the app's code (AppTests and the stores)."""
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "games.sqlite3"))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(scope="module")
def shared_app_servers(tmp_path_factory) -> Iterator[Callable[..., AppServer]]:
    """``get(poll=False)``: the app server this module's tests share, started on first use (one per poll
    setting), its store and catalogue kept from test to test and stopped after the module's last test.

    Starting the app costs a few seconds of both cores (and its first page another); tests that each
    work on a table of their own need no server of their own."""
    servers: dict[bool, AppServer] = {}

    def get(poll: bool = False) -> AppServer:
        server = servers.get(poll)
        if server is None:
            server = servers[poll] = AppServer(tmp_path_factory.mktemp("shared-app"), poll=poll)
        if not server.running:  # first use, or a test stopped it: the next test still gets an app
            server.start()
        return server

    yield get
    for server in servers.values():
        server.close()


@pytest.fixture(scope="session")
def group_app_servers(tmp_path_factory, request) -> Iterator[Callable[..., AppServer]]:
    """``get(group, poll=False)``: the app server shared by every module of a named group of browser
    modules (``shared_server(group=...)``), started on first use in the test process that runs the group.

    Under ``--dist loadgroup`` the group's modules run one after another in one worker (they are one xdist
    group), so one app start serves them all instead of one per module; the app is stopped after the
    group's last test (``pytest_runtest_teardown``), or at the end of the session. Without xdist the
    group's modules may be interleaved with others: its app is then stopped and started again between
    them, never more often than one start per module."""
    servers: dict[tuple[str, bool], AppServer] = request.config.stash.setdefault(GROUP_SERVERS, {})

    def get(group: str, poll: bool = False) -> AppServer:
        server = servers.get((group, poll))
        if server is None:
            server = servers[group, poll] = AppServer(tmp_path_factory.mktemp(f"{group}-app"), poll=poll)
        if not server.running:  # first use, after the group's app was stopped, or a test stopped it
            server.start()
        return server

    yield get
    for server in servers.values():
        server.close()


@pytest.fixture
def app_server(tmp_path, request) -> Iterator[AppServer]:
    """The app on a free loopback port; a test marked ``polling`` gets the game pages' look for other
    phones' changes, which the others run without.

    A test marked ``shared_server`` (and not ``fresh_server``) gets its module's shared app
    (``shared_app_servers``), or with ``shared_server(group="name")`` the app of every module of that
    group (``group_app_servers``): it must work on its own table, pad or game id and leave the
    catalogue as the other tests of its module or group expect it. Any other test gets an app of its
    own, its game store and catalogue folder empty in ``tmp_path``: a test that counts what is stored or
    changes the catalogue the other tests read. A test that restarts the server may share it (a restart
    keeps the store and the port, and the module's tests run one after another), which saves an app's
    start each."""
    poll = request.node.get_closest_marker("polling") is not None
    shared = request.node.get_closest_marker("shared_server")
    if shared and not request.node.get_closest_marker("fresh_server"):
        group = shared.kwargs.get("group")
        if group:
            yield request.getfixturevalue("group_app_servers")(group, poll)
        else:
            yield request.getfixturevalue("shared_app_servers")(poll)
        return
    server = AppServer(tmp_path, poll=poll)
    server.start()
    try:
        yield server
    finally:
        server.close()


def server_group(item) -> str | None:
    """The group named by the test's ``shared_server(group=...)`` marker, if any."""
    shared = item.get_closest_marker("shared_server")
    return shared.kwargs.get("group") if shared else None


def pytest_addoption(parser):
    suite_timing.add_option(parser)


# A test process keeps some 700,000 objects alive (the imported modules, the pages compiled once, the scorer's
# and the words' bounded caches) and makes millions more. Python's default collector thresholds (700, 10, 10)
# walk every live object at each full collection: 17 of them in 50 s of the AppTest and advice modules, 8 % of
# their CPU. Young collections 17 times rarer and full ones about once a run instead: the same tests took
# 45-47 s of CPU instead of 54-56 s, at the same peak memory (docs/benchmarks.md, eighth session).
GC_THRESHOLDS = (10_000, 20, 20)


def pytest_configure(config):
    """The ten slowest modules at the end of every run (``suite_timing``); the garbage collector's
    thresholds for a long test process (``GC_THRESHOLDS``)."""
    suite_timing.register(config)
    gc.set_threshold(*GC_THRESHOLDS)


@pytest.hookimpl(tryfirst=True, optionalhook=True)  # before pytest-xdist's own; only when xdist is there
def pytest_xdist_make_scheduler(config, log):
    """Under ``--dist loadgroup``, the work (a group of browser tests, or one other test) is handed to the
    workers longest first by the recorded durations (``dealing.LongestFirstScheduling``): the long pieces
    start first and the many short tests even out the end, so both workers finish together."""
    if config.getvalue("dist") == "loadgroup":
        return dealing.longest_first_scheduling(config, log)
    return None


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook, which reads the groups
def pytest_collection_modifyitems(items):
    """With pytest-xdist (``-n 2 --dist loadgroup``), each browser test module runs in one worker, and
    the modules of a named group (``shared_server(group=...)``) together in one worker; a module or group
    expected to take more than an eighth of the suite is split into chunks, each in one worker
    (``dealing.chunked_groups``).

    A module's tests share what its module fixtures start (a shared app server, the page surveys),
    which a module dealt over both workers would start twice; a group's modules share one app
    (``group_app_servers``). A chunk starts its module's or group's app for itself (one more start of
    the app, to keep both workers busy to the end); tests that share another module fixture (a survey)
    stay in one chunk. The groups are dealt over both workers longest first
    (``pytest_xdist_make_scheduler``). Without xdist the marks do nothing; the order (below) still keeps
    a group's modules together."""
    groups: dict[str, list] = {}
    for item in items:
        if item.get_closest_marker("browser"):
            groups.setdefault(f"{dealing.BROWSER_GROUP_PREFIX}{server_group(item) or item.path.name}", []).append(item)
    for name, members in dealing.chunked_groups(groups, dealing.recorded()).items():
        for item in members:
            item.add_marker(pytest.mark.xdist_group(name))
    # A named group's modules next to each other, where its first module stands (the same order in every
    # process): without xdist too, its app then starts once, not once for each run of its modules.
    grouped: dict[str, list] = {}
    for item in items:
        grouped.setdefault(server_group(item) or f"item {id(item)}", []).append(item)
    items[:] = [item for group in grouped.values() for item in group]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After the last test of a group of modules sharing an app (the next test is of another group, or
    none), stop the group's app: it would otherwise idle until the end of the session."""
    yield
    group = server_group(item)
    if group and (nextitem is None or server_group(nextitem) != group):
        for (owner, _), server in item.config.stash.get(GROUP_SERVERS, {}).items():
            if owner == group:
                server.close()


def pytest_runtest_setup(item):
    """Fail a grouped test loudly when pytest-xdist ignored its group (a worker under ``--dist loadgroup``
    marks each grouped test's id with ``@group``): pytest 9.2 with pytest-xdist 3.8 ignored every group
    silently and the browser modules were split over both workers (pyproject.toml pins pytest below 9.2)."""
    config = item.config
    if hasattr(config, "workerinput") and config.getvalue("loadgroup") and \
            item.get_closest_marker("xdist_group") and "@" not in item.nodeid:
        pytest.fail(f"pytest-xdist ignored the xdist_group of {item.nodeid} (pytest {pytest.__version__}): "
                    "--dist loadgroup would split this module over both workers. See pyproject.toml's "
                    "pytest pin (pytest-xdist issue 1386).", pytrace=False)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so the phone fixture can tell that the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture(scope="session")
def spare_phone_pages(phone_profiles) -> dict[int, object]:
    """Profile number -> a page of that phone left by an earlier test, made ready for the next one
    (``browser_support.ready_for_the_next_test`` says why and what); closed with its profile."""
    return {}


@pytest.fixture
def new_phone(phone_profiles, spare_phone_pages, request):
    """A factory of phones: each call gives a page (390 x 844, its own Streamlit session) of the next
    phone profile (``phone_profiles``): the page an earlier test left of that profile, or a new one. At the
    test's end each page is made ready for the next test when the test passed, else closed.

    When the test fails, every phone's screen is saved as artifacts/FAILED-<test>-<n>.png."""
    pages = []

    def make():
        number = len(pages)
        page = spare_phone_pages.pop(number, None) or quick_animations(phone_profiles(number).new_page())
        pages.append(page)
        return watch(page)

    yield make
    failed = getattr(request.node, "report_call", None)
    if failed is not None and failed.passed:  # an old failure's screens would only mislead
        for old in ARTIFACTS.glob(f"FAILED-{request.node.name}-*.png"):
            old.unlink(missing_ok=True)
    for number, page in enumerate(pages):
        if failed is not None and failed.failed and not page.is_closed():
            try:
                shot(page, f"FAILED-{request.node.name}-{number}", whole=False, always=True)
            except Exception as error:  # noqa: BLE001 - a screenshot must not hide the failure
                print(f"no failure screenshot: {error}", file=sys.stderr)  # noqa: T201 - beside the failure on the terminal
        if failed is not None and failed.passed and ready_for_the_next_test(page):
            spare_phone_pages[number] = page
        elif not page.is_closed():
            forget_local_storage(page)
            page.close()


@pytest.fixture
def phone(new_phone):
    """One phone (a page at 390 x 844)."""
    return new_phone()
