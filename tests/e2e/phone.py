"""Measures of a calculator page on a phone (issue 14), taken in the page the way a player
meets it: each is a small function run in the page over the calculators' DOM contract.

* :func:`summary_in_view`: for each input, scrolled to the middle of the screen, is some
  of the calculator's result (its ``[data-calc-summary]``) on screen and not covered?
* :func:`cut_regions`: regions inside calculators cut sideways (a box whose content is
  wider than the box, or content past the screen's edge), and a page wider than the screen.
* :func:`small_tap_targets`: inputs, selects, buttons and fold-outs whose tap area (the
  control, or a label that holds it) is under 44×44 CSS px.
* :func:`split_numbers`: a number parted from its unit by a line end.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any, Literal

from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from tests.e2e.helpers import LIVE

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
TAP = 44  # CSS px: WCAG 2.5.5, Apple's and Google's guidelines

_VISIBLE = """
const visible = (el) => {
  if (!el.getClientRects().length) return false;
  const style = getComputedStyle(el);
  return style.visibility !== "hidden" && style.display !== "none";
};
"""

_SUMMARY_IN_VIEW = (
    "(root) => {"
    + _VISIBLE
    + """
  const target = root.querySelector("[data-calc-summary]") || root.querySelector("[data-calc-result]");
  const inputs = [...root.querySelectorAll(".calc__form input, .calc__form select")].filter(visible);
  const missed = [];
  for (const el of inputs) {
    el.scrollIntoView({ block: "center", behavior: "instant" });
    const r = target.getBoundingClientRect();
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    let seen = visible(target) && bottom - top >= 8 && r.right > 0 && r.left < innerWidth;
    if (seen) {
      const hit = document.elementFromPoint(Math.max(r.left, 0) + 8, (top + bottom) / 2);
      seen = !!hit && (target.contains(hit) || hit.contains(target));
    }
    if (!seen) missed.push(el.name);
  }
  return { total: inputs.length, missed };
}"""
)

_CUT = (
    "(root) => {"
    + _VISIBLE
    + """
  // A phone widens its layout to fit a page wider than the screen (innerWidth follows):
  // the screen's own width is the measure.
  const width = Math.min(document.documentElement.clientWidth, screen.width);
  const cut = [];
  const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === "string"
    ? "." + el.className.trim().split(/\\s+/).join(".") : "") + (el.name ? `[name=${el.name}]` : "");
  const unseen = [];
  for (const el of root.querySelectorAll("*")) {
    if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
    if (!visible(el) || cut.some((c) => c.el.contains(el)) || unseen.some((u) => u.contains(el))) continue;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // Hidden for the eyes, kept for screen readers; clipped to a pixel, with all it holds.
    if (r.width <= 1 || r.height <= 1) {
      const clips = style.clipPath !== "none" || style.clip !== "auto" || /(hidden|clip)/.test(style.overflowX);
      if (clips) unseen.push(el);
      continue;
    }
    if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
      cut.push({ el, what: `${name(el)} scrolls ${el.scrollWidth}px in ${el.clientWidth}px` });
    } else if (r.right > width + 1 || r.left < -1) {
      cut.push({ el, what: `${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} of ${width}px` });
    }
  }
  return cut.map((c) => `${root.dataset.calculator}: ${c.what}`);
}"""
)

_TAPS = (
    "(root) => {"
    + _VISIBLE
    + """
  const small = [];
  for (const el of root.querySelectorAll("input, select, button, textarea, summary, a[href]")) {
    if (el.type === "hidden" || !visible(el)) continue;
    const areas = [el, el.closest("label"), ...(el.labels || [])].filter(Boolean);
    const big = areas.some((a) => {
      const r = a.getBoundingClientRect();
      return r.width >= TAP - 0.5 && r.height >= TAP - 0.5;
    });
    if (!big) {
      const r = el.getBoundingClientRect();
      small.push(`${root.dataset.calculator}: ${el.tagName.toLowerCase()}${el.name ? "[name=" + el.name + "]" : ""}`
        + `${el.dataset.action ? "[" + el.dataset.action + "]" : ""} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
  }
  return small;
}"""
).replace("TAP", str(TAP))


Scheme = Literal["light", "dark"]


def context(browser: Browser, scheme: str, device: dict[str, Any] = PHONE, **options: Any) -> BrowserContext:
    """A browser context of a phone (or ``device``) in the light or dark scheme."""
    color: Scheme = "dark" if scheme == "dark" else "light"
    return browser.new_context(**device, color_scheme=color, **options)


@contextlib.contextmanager
def live_calculator(browser: Browser, url: str, calc_id: str, scheme: str = "light") -> Iterator[Locator]:
    """A phone in ``scheme`` at ``url``, its calculator ``calc_id`` live: that calculator."""
    phone = context(browser, scheme)
    try:
        page = phone.new_page()
        page.goto(url)
        root = page.locator(f'[data-calculator="{calc_id}"]')
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        yield root
    finally:
        phone.close()


def calculators(page: Page) -> list[Any]:
    """Every calculator of the page, its fold-outs open (a player opens the group they fill)
    but for the printable aid, a sheet for paper folded away on screen."""
    roots = page.locator("[data-calculator]")
    out = []
    for i in range(roots.count()):
        root = roots.nth(i)
        root.evaluate(
            "r => r.querySelectorAll('details:not([data-calc-aid])').forEach((d) => { d.open = true; })"
        )
        out.append(root)
    return out


def summary_in_view(page: Page) -> tuple[int, list[str]]:
    """(inputs measured, names of those with no result on screen) over the page's calculators."""
    total, missed = 0, []
    for root in calculators(page):
        found = root.evaluate(_SUMMARY_IN_VIEW)
        total += found["total"]
        missed += [f"{root.get_attribute('data-calculator')}: {n}" for n in found["missed"]]
    return total, missed


def cut_regions(page: Page) -> list[str]:
    out: list[str] = []
    for root in calculators(page):
        out += root.evaluate(_CUT)
    if page.evaluate("document.scrollingElement.scrollWidth > Math.min(innerWidth, screen.width) + 1"):
        out.append("the page scrolls sideways")
    return out


def small_tap_targets(page: Page) -> list[str]:
    out: list[str] = []
    for root in calculators(page):
        out += root.evaluate(_TAPS)
    return out


# A number and its unit, the short word after it («24 VP», «+2 moedas», «53,6 %»), split over
# two lines.
_SPLIT_NUMBERS = (
    "(root) => {"
    + _VISIBLE
    + r"""
  const split = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const pattern = /(?<![\p{L}\p{N}.,])[+\u2212-]?\d+(?:[.,]\d+)?[ \u00a0](?:%|\p{L}{1,10}(?!\p{L}))/gu;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!visible(node.parentElement)) continue;
    for (const m of node.data.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) split.push(m[0]);
    }
  }
  return split;
}"""
)


def split_numbers(page: Page) -> list[str]:
    """The numbers in the calculators (form, result, summary bar) that a line end parts from
    the word after them, every fold-out open."""
    out: list[str] = []
    for root in calculators(page):
        out += [f"{root.get_attribute('data-calculator')}: {s}" for s in root.evaluate(_SPLIT_NUMBERS)]
    return out


def page_height(page: Page) -> int:
    return int(page.evaluate("document.scrollingElement.scrollHeight"))


# The calculators' controls that Material's back-to-top button, if shown, lies over.
_UNDER_BACK_TO_TOP = """() => {
  const top = document.querySelector(".md-top");
  if (!top || top.hidden) return null;
  const style = getComputedStyle(top);
  if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return null;
  const r = top.getBoundingClientRect();
  const controls = document.querySelectorAll(
    "[data-calculator] :is(button, input, select, summary, a)"
  );
  return [...controls].filter((el) => {
    const q = el.getBoundingClientRect();
    return q.width > 0 && q.right > r.left && q.left < r.right && q.bottom > r.top && q.top < r.bottom;
  }).map((el) => `${el.closest("[data-calculator]").dataset.calculator}: ${el.name || el.dataset.action || el.tagName.toLowerCase()}`);
}"""


def under_back_to_top(page: Page, step: int = 450) -> tuple[int, list[str]]:
    """Down the page a screenful at a time, then a flick back up, the way Material's
    back-to-top button comes out: (how many times it came out, the calculators' controls it
    then lay over)."""
    found: set[str] = set()
    shown = 0
    page.mouse.move(200, 400)
    for y in range(0, page_height(page), step):
        page.evaluate(f"window.scrollTo(0, {y + 120})")
        page.wait_for_timeout(100)
        page.mouse.wheel(0, -60)
        page.wait_for_timeout(250)
        covered = page.evaluate(_UNDER_BACK_TO_TOP)
        if covered is not None:
            shown += 1
            found.update(covered)
    return shown, sorted(found)
