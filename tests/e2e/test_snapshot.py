"""The worker's two starts, in headless Chromium against the built site.

The site ships this build's runtime in ``assets/runtime/<id>/`` (``tools/make-runtime.mjs``):
``python.zip`` (the standard library the core needs, and the core, compiled) and
``snapshot.bin.gz`` (a memory snapshot of Python with the core imported).  The worker
restores the snapshot when a cache holds it or the link is fast (here: localhost), and
otherwise boots Python from ``python.zip`` (the plain start); a snapshot that is missing or
broken also gives a plain start, without a word to the player.  The page records which
start ran in ``<html data-calc-start>``.  Each case ends with the calculator answering a
change, and any request to another host fails the test.

The fallbacks are checked with service workers blocked: the site's service worker fetches
the runtime for offline use on its own, so which files the worker asked for could not be
told apart, and Playwright's routes do not see every request a service worker makes.
"""

from __future__ import annotations

import gzip
import json
import re
import struct
import zipfile
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from calculators.api import run
from hooks.module_preload import module_graph
from tests.conftest import ROOT
from tests.e2e.conftest import RequestLog, ThroughLink, watch
from tests.e2e.helpers import LIVE, lazy_compiles_per_thread, percent, request_log
from tests.e2e.site import BASE_PATH, SITE
from tools.browser import Link
from tools.runtime_text import WORKER, rewrite_description

PAGE = "/here-i-stand/diet-of-worms/"
ONE_CP = run("his.diet_of_worms", {"protestant_cp": 1, "papal_cp": 3, "hapsburg_cp": 3})["outcomes"][
    "protestant"
]


@pytest.fixture(scope="module")
def runtime(site_url: str) -> dict[str, Any]:
    """The built site's runtime.json (after ``site_url`` has built the site for this run)."""
    found = sorted((SITE / "assets" / "runtime").glob("*/runtime.json"))
    if len(found) != 1:
        pytest.fail(f"expected one runtime in {SITE}/assets/runtime, found {len(found)}")
    info: dict[str, Any] = json.loads(found[0].read_text(encoding="utf-8"))
    info["folder"] = found[0].parent
    return info


@pytest.fixture
def isolated(browser: Browser, site_url: str) -> Iterator[Page]:
    """Like the ``page`` fixture (every request logged, none to another host), without service workers."""
    context = browser.new_context(service_workers="block")
    pg = context.new_page()
    log = RequestLog(site_url)
    context.on("request", lambda r: log.urls.append(r.url))
    setattr(pg, "request_log", log)  # noqa: B010
    yield pg
    context.close()
    assert log.foreign() == [], f"requests to other hosts: {log.foreign()}"


def open_and_answer(page: Page, site_url: str) -> str:
    """Open the Diet of Worms, change all three inputs, check the answer; return the start."""
    page.goto(f"{site_url}{PAGE}")
    root = page.locator('[data-calculator="his.diet_of_worms"]')
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    for name in ("protestant_cp", "papal_cp", "hapsburg_cp"):
        root.locator(f'[name="{name}"]').fill("1")
    summary = root.locator(".calc-result__summary")
    expect(summary).to_contain_text(percent(473 / 729))  # by hand: 473/729, 80/729, 176/729
    expect(summary).to_contain_text(percent(176 / 729))
    assert page.locator("html").get_attribute("data-calc-worker-starts") == "1"
    return page.locator("html").get_attribute("data-calc-start") or ""


def requested(page: Page, name: str) -> bool:
    return any(url.rsplit("/", 1)[-1] == name for url in request_log(page).urls)


def serve(body: bytes, content_type: str) -> Callable[[Route], None]:
    return lambda route: route.fulfill(status=200, body=body, content_type=content_type)


def sibling_imports(folder: Path, entries: set[str]) -> set[str]:
    """Every module reached from ``entries`` by static imports within ``folder`` (each must
    exist): the build's own walk (hooks/module_preload.py)."""
    return set(module_graph(folder, sorted(entries)))


def test_the_pages_and_the_worker_each_find_their_modules_and_no_other(runtime: dict[str, Any]) -> None:
    """Beside the pages, the modules the pages load and nothing the worker alone needs; in the
    runtime's folder, the worker as one module that imports nothing, the runtime's description
    bundled in (a worker's imports are fetched one round trip after its script, before any of
    its code runs).  (The build bundles the worker's modules into the runtime and removes from beside
    the pages those the pages do not import: tools/make-runtime.mjs, hooks/runtime.py.)"""
    html = (SITE / "here-i-stand" / "diet-of-worms" / "index.html").read_text(encoding="utf-8")
    modules = [tag for tag in re.findall(r"<script[^>]*>", html) if 'type="module"' in tag]
    entries = {
        m.group(1) for tag in modules if (m := re.search(r'src="[^"]*assets/javascripts/([\w.-]+)"', tag))
    }
    assert entries >= {"calculators.mjs", "site.mjs"}
    beside = SITE / "assets" / "javascripts"
    assert {p.name for p in beside.glob("*.mjs")} == sibling_imports(beside, entries)
    folder = runtime["folder"]
    for_the_worker = sibling_imports(folder, {"calculators-worker.mjs"})
    assert for_the_worker == {"calculators-worker.mjs"}
    # The description stays beside it, for the page that asks whether the runtime is still served.
    assert {p.name for p in folder.glob("*.mjs")} == {"calculators-worker.mjs", "calculators-runtime.mjs"}
    worker = (folder / "calculators-worker.mjs").read_text(encoding="utf-8")
    for name in (
        "readImage",
        "restoreOptions",
        "expectDownload",
        "MessageType",
        "exercise",
        "compileSmallModulesOnce",
        "fetchOk",
    ):
        assert f"function {name}(" in worker or f"const {name} =" in worker, name


def test_snapshot_start_on_built_site(page: Page, site_url: str, runtime: dict[str, Any]) -> None:
    assert runtime["pyodide"]["version"] == "314.0.7"
    assert open_and_answer(page, site_url) == "snapshot"  # service worker and all
    assert page.locator("html").get_attribute("data-calc-core") == runtime["core"]["version"]


def free_snapshot(route: Route) -> None:
    """The worker with a snapshot of 0 bytes in its runtime's description: any link pays for it."""

    def free(info: dict[str, Any]) -> None:
        info["snapshot"]["bytes"] = 0

    body = rewrite_description(route.fetch().text(), free)
    route.fulfill(body=body, content_type="text/javascript")


def test_snapshot_start_fetches_the_image_and_the_trimmed_library_only(
    isolated: Page, site_url: str, runtime: dict[str, Any]
) -> None:
    # Which start pays is measured on the link (test_slow_link_… below); on a loaded 2-core
    # machine even localhost can measure slow.  Here the snapshot is made to cost nothing
    # to download, so the snapshot start is taken whatever the machine's load.
    isolated.context.route(f"**/{WORKER}", free_snapshot)
    assert open_and_answer(isolated, site_url) == "snapshot"
    assert requested(isolated, runtime["snapshot"]["file"])
    assert requested(isolated, runtime["python"]["file"])
    # Neither Pyodide's whole standard library, nor its lock file, nor a wheel.
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        assert not requested(isolated, name), name
    assert not [url for url in request_log(isolated).urls if url.endswith(".whl")]


def test_missing_snapshot_falls_back_to_plain_start(
    isolated: Page, site_url: str, runtime: dict[str, Any]
) -> None:
    isolated.context.route(f"**/{runtime['snapshot']['file']}", lambda route: route.fulfill(status=404))
    assert open_and_answer(isolated, site_url) == "plain"


BROKEN: dict[str, Callable[[bytes], bytes]] = {
    # Right name, wrong image: Pyodide rejects it (magic number, build id).
    "not-an-image": lambda real: gzip.compress(b"not a memory snapshot" * 1000),
    # Cut short: the browser's DecompressionStream fails.
    "truncated": lambda real: real[:100_000],
    # A packed image (calculators-image.mjs) of the length the runtime says, but all zeros:
    # Pyodide has set up the WebAssembly's memory for it and rejects it only when it
    # restores it (magic number).
    "right-length": lambda real: gzip.compress(
        struct.pack("<4sIII", b"CIMG", struct.unpack_from("<I", gzip.decompress(real), 4)[0], 4096, 0)
    ),
    # Not packed: the whole image as Pyodide makes it.  The worker reads it as a packed
    # one, and refuses it.
    "unpacked": lambda real: gzip.compress(b"\0snp" + bytes(4096)),
}


@pytest.mark.parametrize("kind", BROKEN)
def test_broken_snapshot_falls_back_to_plain_start(
    isolated: Page, site_url: str, runtime: dict[str, Any], kind: str
) -> None:
    name = runtime["snapshot"]["file"]
    body = BROKEN[kind]((runtime["folder"] / name).read_bytes())
    isolated.context.route(f"**/{name}", serve(body, "application/gzip"))
    assert open_and_answer(isolated, site_url) == "plain"
    assert requested(isolated, name)


def open_until_ready(context: Any, url: str) -> tuple[Page, RequestLog, Any]:
    """The Diet of Worms page opened in ``context`` from the server at ``url``, watched, its
    calculator ready."""
    page = context.new_page()
    log, errors = watch(page, url)
    page.goto(f"{url}{BASE_PATH}{PAGE}")
    expect(page.locator('[data-calculator="his.diet_of_worms"]')).to_have_attribute(
        "data-calc-state", "ready", timeout=LIVE
    )
    return page, log, errors


def test_slow_link_takes_the_plain_start_and_stops_the_snapshot(
    through_link: ThroughLink, runtime: dict[str, Any]
) -> None:
    """On a 10 Mbit/s link the snapshot's download would cost more than the boot it saves:
    the worker measures the link on python.zip and starts plainly, and stops the snapshot's
    download, begun in case the link was fast, within a fraction of a second (service
    workers blocked: theirs would keep the snapshot for offline use)."""
    with through_link(Link(mbit=10, latency_ms=40)) as (server, context):
        page, log, errors = open_until_ready(context, server.url)
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        html = page.locator("html")
        assert html.get_attribute("data-calc-start") == "plain"
        assert (html.get_attribute("data-calc-start-reason") or "").startswith("link ")
        root.locator('[name="protestant_cp"]').fill("1")
        expect(root.locator(".calc-result__summary")).to_contain_text(percent(ONE_CP))
    answers = server.take_log()
    snapshot = sum(answer.bytes for answer in answers if answer.path.endswith(".bin.gz"))
    assert snapshot < runtime["snapshot"]["bytes"] / 5, f"{snapshot} bytes of the snapshot sent"
    # What the plain start needs, in fewer bytes than the build of stop 51 sent (the
    # WebAssembly as a static host gzips it, python.zip's files each deflated in the zip):
    # the WebAssembly compressed with Zstandard, python.zip stored and gzipped whole
    # (tools/pyodide-files.mjs, tools/make-runtime.mjs).
    sent = {
        name: sum(answer.bytes for answer in answers if answer.path.endswith(f"/{name}"))
        for name in ("pyodide.asm.wasm.zst", "pyodide.asm.wasm", "python.zip.gz")
    }
    assert sent["pyodide.asm.wasm"] == 0, sent
    wasm = (runtime["folder"] / runtime["pyodide"]["dir"] / "pyodide.asm.wasm").read_bytes()
    assert 0 < sent["pyodide.asm.wasm.zst"] < 0.85 * len(gzip.compress(wasm, compresslevel=6)), sent
    # python.zip itself stays in the build's copy of the runtime (not shipped).
    with zipfile.ZipFile(ROOT / "build" / "runtime" / runtime["id"] / "python.zip") as z:
        deflated = sum(len(zlib.compress(z.read(name), 9)) for name in z.namelist())
    assert 0 < sent["python.zip.gz"] < deflated, (sent, deflated)
    assert log.foreign() == [] and errors.uncaught == []


def test_fast_link_takes_the_webassembly_as_the_host_gzips_it(through_link: ThroughLink) -> None:
    """On a fast link the snapshot start is chosen and the WebAssembly comes as the host
    gzips it, which the browser undoes off the worker's thread, not compressed with
    Zstandard, which the worker would have to undo itself (it made a fast cold start 0.2 s
    later at stop 52; tools/pyodide-files.mjs)."""
    with through_link(Link(mbit=1000, latency_ms=0)) as (server, context):
        page, log, errors = open_until_ready(context, server.url)
        assert page.locator("html").get_attribute("data-calc-start") == "snapshot"
    sent = [answer.path for answer in server.take_log() if answer.bytes]
    assert any(path.endswith("/pyodide.asm.wasm") for path in sent), sent
    assert not any(path.endswith(".zst") for path in sent), sent
    assert log.foreign() == [] and errors.uncaught == []


# Every text the Diet of Worms' status line and its bar's line take, in order (recorded from
# before the page's scripts run).
RECORD_LINES = """
document.addEventListener("DOMContentLoaded", () => {
  const seen = (window.__linesSeen = { status: [], stale: [] });
  const root = document.querySelector('[data-calculator="his.diet_of_worms"]');
  const take = () => {
    for (const [key, el] of [["status", root.querySelector("[data-calc-status]")],
                             ["stale", root.querySelector("[data-calc-stale]")]]) {
      const text = el.hidden ? "" : el.textContent.trim();
      if (text && seen[key].at(-1) !== text) seen[key].push(text);
    }
  };
  take();
  new MutationObserver(take).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
});
"""
LOADING_PART = re.compile(r"^загрузка Python… (\d+)\u00a0%$")


def test_on_a_slow_link_the_reader_sees_how_much_of_python_has_arrived(through_link: ThroughLink) -> None:
    """On a 5 Mbit/s link Python takes seconds to arrive: the status line under the form says
    how much has, then that Python is starting, then that the calculator is ready; a value
    changed meanwhile makes the bar that keeps the result in view say it too."""
    with through_link(Link(mbit=5, latency_ms=40)) as (server, context):
        context.add_init_script(RECORD_LINES)
        page = context.new_page()
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root.locator("[data-calc-status]")).to_have_text(LOADING_PART, timeout=LIVE)
        root.locator('[name="protestant_cp"]').fill("1")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        expect(root.locator(".calc-result__summary")).to_contain_text(percent(ONE_CP))
        seen = page.evaluate("window.__linesSeen")
    status = seen["status"]
    parts = [int(m.group(1)) for m in map(LOADING_PART.match, status) if m]
    assert len(set(parts)) >= 2 and all(0 <= p < 100 for p in parts), status
    assert parts == sorted(parts), status
    assert status[-2:] == [
        "Python загружен, запуск…",
        "Калькулятор готов: результат обновляется при каждом изменении.",
    ], status
    assert any(
        re.fullmatch(r"Результат — для прежних значений: Python ещё загружается \(\d+\u00a0%\)\.", line)
        for line in seen["stale"]
    ), seen["stale"]


def test_a_second_visit_restores_the_kept_image_as_it_is(
    browser: Browser, site_url: str, runtime: dict[str, Any]
) -> None:
    """Once a calculator has run, the service worker keeps the runtime, the memory image
    decompressed (its 14 MB without zero pages rather than the 5 MB sent): the next visit
    restores it from the cache without decompressing it again."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site_url}{PAGE}")
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        kept = page.evaluate(
            """async (url) => {
                const hit = await (await caches.open("rules-runtime")).match(url);
                const bytes = new Uint8Array(await hit.arrayBuffer());
                return { length: bytes.length, gzip: bytes[0] === 0x1f && bytes[1] === 0x8b };
            }""",
            f"{site_url}/assets/runtime/{runtime['id']}/{runtime['snapshot']['file']}",
        )
        assert kept == {"length": runtime["snapshot"]["packed_bytes"], "gzip": False}
        again = context.new_page()
        assert open_and_answer(again, site_url) == "snapshot"
        assert again.locator("html").get_attribute("data-calc-start-reason") == "cached"
    finally:
        context.close()


@pytest.fixture(scope="module")
def second_visit(browser: Browser, site_url: str) -> list[dict[str, Any]]:
    """The trace of a second visit to the Diet of Worms, made once the first visit's service
    worker has kept the runtime and a rehearsal worker has had Chromium cache Pyodide's
    JavaScript and Python's WebAssembly (``rehearse`` in calculators-client.mjs), as a
    reader's next visit finds them."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site_url}{PAGE}")
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        expect(page.locator("html")).to_have_attribute("data-calc-code-cache", "ready", timeout=LIVE)
        page.goto("about:blank")
        categories = ["v8", "v8.wasm", "devtools.timeline", "disabled-by-default-devtools.timeline"]
        browser.start_tracing(page=page, categories=categories)
        try:
            assert open_and_answer(page, site_url) == "snapshot"
        finally:
            events: list[dict[str, Any]] = json.loads(browser.stop_tracing())["traceEvents"]
    finally:
        context.close()
    return events


def test_a_second_visit_takes_pyodides_javascript_compiled_whole_from_the_code_cache(
    second_visit: list[dict[str, Any]], runtime: dict[str, Any]
) -> None:
    """Stop 42: Chromium's code cache for pyodide.asm.mjs held its top level only (20 KB), and
    only from a third visit: every visit parsed and compiled some 340 of its functions again
    as Pyodide's start first called them (about 80 ms of the worker's thread).  The site
    ships it with V8's explicit compile hint, so the cache holds every function (about 1.7 MB),
    and the first visit has it made once the runtime is kept: the second reads it back."""
    asm = f"/assets/pyodide/{runtime['pyodide']['dir'].split('/')[-2]}/pyodide.asm.mjs"
    compiled = [
        e["args"]["data"]
        for e in second_visit
        if e.get("name") == "v8.compileModule"
        and e.get("args", {}).get("data", {}).get("url", "").endswith(asm)
    ]
    assert compiled, f"no compile of {asm} in the trace"
    assert all(not data.get("cacheRejected") for data in compiled), compiled
    assert max(data.get("consumedCacheSize", 0) for data in compiled) > 1_000_000, compiled


def test_a_start_compiles_each_small_webassembly_wrapper_once(second_visit: list[dict[str, Any]]) -> None:
    """Stop 43: Pyodide's start wraps each of some 260 JavaScript functions whose address
    Python takes in a WebAssembly module of its own (Emscripten's convertJsFunctionToWasm),
    and compiled each from bytes that depend only on the function's signature: 261 compiles
    on the worker's thread at every visit, for a few dozen different modules.  The worker
    compiles each different one once (calculators-wasm.mjs)."""
    instantiated = [e for e in second_visit if e.get("name") == "wasm.SyncInstantiate"]
    compiled = [e for e in second_visit if e.get("name") == "wasm.SyncCompile"]
    assert len(instantiated) > 200, "the trace shows no start of Python"
    assert len(compiled) < 60, f"{len(compiled)} small modules compiled for {len(instantiated)} instances"


def test_a_second_visit_finds_the_webassembly_it_runs_compiled(second_visit: list[dict[str, Any]]) -> None:
    """Stop 48: the second visit compiled some 1,470 of Python's WebAssembly functions one by
    one as it first called them (``wasm.CompileLazy``: 60-100 ms of the worker's thread, 30 ms
    of them in its first answer).  Chromium's cache of a WebAssembly module is written again
    only once a run has compiled new optimised code and then been quiet for 2 s, and V8 marks
    in it the functions that run has called, to compile them ahead, off the thread, at the
    next load.  The first visit has a rehearsal worker start Python from the kept copy and
    run every calculator until that is so (``rehearse`` in calculators-client.mjs)."""
    lazy = lazy_compiles_per_thread(second_visit)
    instantiated = [e for e in second_visit if e.get("name") == "wasm.SyncInstantiate"]
    assert len(instantiated) > 200, "the trace shows no start of Python"
    assert max(lazy.values(), default=0) < 100, f"functions compiled at their first call, per thread: {lazy}"


def test_a_second_visit_has_the_webassembly_compiled_by_the_page_not_its_worker(
    second_visit: list[dict[str, Any]],
) -> None:
    """Stop 56: on a visit that found Python kept, the worker asked the service worker for the
    WebAssembly from its first line, but its thread starts only once the page's thread has a
    moment for it (10-120 ms after it is created, stop 55).  A page the service worker
    controls compiles it itself from the inline script of its ``<head>``, and hands the
    module to the worker (hooks/calculators_early.js)."""
    threads = {
        (e["pid"], e["tid"]): e["args"]["name"]
        for e in second_visit
        if e.get("ph") == "M" and e.get("name") == "thread_name"
    }
    compiles = [
        threads.get((e["pid"], e["tid"]))
        for e in second_visit
        if e.get("name") == "wasm.StartStreamingCompilation"
    ]
    assert compiles == ["CrRendererMain"], compiles


def test_a_page_that_finds_the_webassembly_not_kept_leaves_its_worker_to_download_it(
    browser: Browser, site_url: str, runtime: dict[str, Any]
) -> None:
    """The page compiles the WebAssembly for its worker when the service worker keeps it.
    Here the service worker controls the page but keeps no WebAssembly (removed from its
    copy, the HTTP cache emptied): the page tells the worker so, the worker downloads it as on a first visit, and
    the service worker keeps it again for the next visit, which has it from the page.  The
    reader's console shows no failed request of the page's (stop 56's first clean clone: a
    request from a cache only that failed, on a page the service worker had just begun to
    control, before it kept the runtime)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        _, errors = watch(page, site_url)
        assert open_and_answer(page, site_url) == "snapshot"
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        assert page.locator("html").get_attribute("data-calc-wasm") == "network"
        wasm = f"{site_url}/assets/pyodide/{runtime['pyodide']['dir'].split('/')[-2]}/pyodide.asm.wasm"
        assert page.evaluate("async (url) => (await caches.open('rules-runtime')).delete(url)", wasm)
        context.new_cdp_session(page).send("Network.clearBrowserCache")
        for expected in ("network", "page"):
            again = context.new_page()
            _, more = watch(again, site_url)
            assert open_and_answer(again, site_url) == "snapshot"
            assert again.locator("html").get_attribute("data-calc-wasm") == expected
            again.close()
            assert more.uncaught == [] and more.console_errors == [], (more.uncaught, more.console_errors)
        assert errors.uncaught == [] and errors.csp() == [], (errors.uncaught, errors.csp())
    finally:
        context.close()


COUNT_COMPUTES = """
(() => {
  const computes = (window.__computes = []);
  const early = (window.__computesBeforeReady = []); // sent before that worker said ready
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.ready = false;
      this.addEventListener("message", ({ data }) => {
        if (data?.type === "ready") this.ready = true;
      });
    }

    postMessage(msg, ...rest) {
      if (msg?.type === "compute") {
        computes.push(msg.data.calculator);
        if (!this.ready) early.push(msg.data.calculator);
      }
      return super.postMessage(msg, ...rest);
    }
  };
})();
"""


def test_a_change_made_while_python_starts_is_answered_by_one_request(isolated: Page, site_url: str) -> None:
    """A player who changes a field before Python is ready gets the answer to that change
    as soon as it is: the page asks once, not once for the change and again for the form
    (each early request costs a freshly started Python tens of milliseconds)."""
    held: list[Route] = []
    isolated.context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    isolated.add_init_script(COUNT_COMPUTES)
    isolated.goto(f"{site_url}{PAGE}")
    root = isolated.locator('[data-calculator="his.diet_of_worms"]')
    expect(root).to_have_attribute("data-mounted", re.compile("."))
    root.locator('[name="protestant_cp"]').fill("1")
    expect(root).to_have_attribute("data-calc-state", "loading")
    for route in held:
        route.continue_()
    isolated.context.unroute("**/pyodide.asm.wasm")
    expect(root.locator(".calc-result__summary")).to_contain_text(percent(ONE_CP), timeout=LIVE)
    expect(root).to_have_attribute("data-calc-state", "ready")
    computes = isolated.evaluate("window.__computes")
    assert computes.count("his.diet_of_worms") == 1, computes
    # Stop 43: and it goes to the worker at once, so that Python answers it as soon as it
    # is ready, not after one more round trip to a page that may be busy.
    assert isolated.evaluate("window.__computesBeforeReady") == ["his.diet_of_worms"]


def test_python_is_not_asked_for_the_page_s_own_results(isolated: Page, site_url: str) -> None:
    """A reader who has changed nothing: the page already shows the core's result for each
    calculator's inputs (rendered by the same core at build time), so once Python is ready no
    calculator asks it again.  Four such requests on this page held a first change back by
    the worker's 100-140 ms of answering them (``make bench-warm``, stop 37) and drew four
    results again on the page's thread.  A change is still answered at once."""
    isolated.add_init_script(COUNT_COMPUTES)
    isolated.goto(f"{site_url}{PAGE}")
    roots = isolated.locator("[data-calculator]")
    assert roots.count() == 4
    for i in range(4):
        expect(roots.nth(i)).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    isolated.wait_for_timeout(300)  # a request sent on ready would be on its way by now
    assert isolated.evaluate("window.__computes") == []
    root = isolated.locator('[data-calculator="his.diet_of_worms"]')
    expect(root.locator("[data-calc-stale]")).to_be_hidden()  # the shown result is for the inputs
    expect(root.locator('[data-action="copy-text"]')).to_be_visible()
    root.locator('[name="protestant_cp"]').fill("1")
    expect(root.locator(".calc-result__summary")).to_contain_text(percent(ONE_CP), timeout=LIVE)
    assert isolated.evaluate("window.__computes") == ["his.diet_of_worms"]
