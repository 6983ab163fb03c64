// How a calculator shows itself on any screen (issue 14), with no code for any particular
// calculator: tables that fit their box or become one card per row, the compact result
// kept in view (data-calc-summary), the mark on a result that does not match the inputs,
// the folding of many groups on a phone, and the list of inputs printed with the result.

import { formKey, readForm } from "./calculators-form.mjs";
import { translateState } from "./calculators-state.mjs";

// --- Tables: a table while it fits, one card per row when it does not ------------------

// A cell or a header that is a number, not a name (4, 40,5 %, −1).
const NUMBER = /^[\d\s.,%+\u2212-]+$/;

/** Name every cell of the core's result tables after its column (shown on cards).  A column
 *  headed by a bare number (a box of a track) is named with the first column's name too:
 *  «Ключевые города 3», not «3», beside the 6 VP of that box. */
export function labelResultTables(root) {
  for (const table of root.querySelectorAll(".calc-result__table table")) {
    const [first, ...rest] = [...table.querySelectorAll("thead th")].map((th) => th.textContent.trim());
    // A grid's corner names its rows and its columns apart («CP Прот. \ CP кат.»): a card
    // is a row, so the rows' name heads it and the columns' name goes with each number.
    const [rows, columns = rows] = first ? first.split(" \\ ") : [];
    const headers = [rows, ...rest.map((text) => (columns && NUMBER.test(text) ? `${columns} ${text}` : text))];
    for (const row of table.querySelectorAll("tbody tr")) {
      [...row.children].forEach((cell, i) => {
        if (headers[i]) cell.dataset.label = headers[i];
      });
      // A card is headed by its first cell: a name says what it is, a bare number does not
      // («4» of what?), so a number keeps its column's name (calculators.css).
      const first = row.firstElementChild;
      if (first) first.toggleAttribute("data-number", NUMBER.test(first.textContent.trim()));
    }
  }
}

/**
 * Lay out each table of `roots` as a table when it fits its box, else as cards: never a
 * table wider than the screen, never a column hidden.  Tables inside closed fold-outs are
 * measured when opened.  A result table is built as a named tab stop, for as long as it
 * may scroll sideways (report.py): once laid out it does not, and is no longer one.
 */
export function fitTables(...roots) {
  const boxes = roots.flatMap((root) =>
    [...root.querySelectorAll(".calc-rows__box, .calc-result__table")].filter((box) => box.querySelector("table")),
  );
  // Every write, then every read, then the writes they call for: one forced layout per
  // call however many tables there are (a read after each write forced one per table, and
  // made each change of a field cost 10 ms and more on a phone-class CPU).
  const before = boxes.map((box) => box.dataset.layout);
  for (const box of boxes) box.dataset.layout = "table";
  const fits = boxes.map((box) => {
    if (!box.getClientRects().length) return null; // not shown (a closed fold-out): as it was
    return box.querySelector("table").getBoundingClientRect().width <= box.clientWidth + 0.5;
  });
  boxes.forEach((box, i) => {
    if (fits[i] === null) {
      if (before[i] === undefined) delete box.dataset.layout;
      else box.dataset.layout = before[i];
    } else {
      if (!fits[i]) box.dataset.layout = "cards";
      if (box.classList.contains("calc-result__table")) notScrolling(box);
    }
  });
}

const toFit = new Set();
let fitFrame = 0;

/** Fit the tables of `root` in the next frame, before it is painted, together with those of
 *  every calculator that asks meanwhile: the layout the frame needs anyway serves the
 *  measuring, once for them all (a page of four calculators measured in four frame
 *  callbacks, and at its start in four more forced layouts, while Python started on the
 *  other core of a 2-core phone). */
export function fitSoon(root) {
  toFit.add(root);
  fitFrame ||= requestAnimationFrame(() => {
    fitFrame = 0;
    const roots = [...toFit].filter((r) => r.isConnected);
    toFit.clear();
    fitTables(...roots);
  });
}

function notScrolling(box) {
  box.removeAttribute("tabindex");
  box.removeAttribute("role");
  box.removeAttribute("aria-label");
}

/** Keep tables fitted as the calculator's width changes (rotation, window size).  The
 *  observer's first report is the width the tables were fitted to; sizes come from its
 *  reports, which reading them from the element would force a layout to give. */
export function watchWidth(root, onChange) {
  if (typeof ResizeObserver !== "function") return;
  let width = null;
  new ResizeObserver(([entry]) => {
    const now = entry.contentRect.width;
    if (now === width) return;
    const first = width === null;
    width = now;
    if (!first) onChange();
  }).observe(root);
}

// --- The compact result ----------------------------------------------------------------

/** Keep the height of the calculator's summary bar in its --calc-bar-height, which its
 *  controls' scroll margin leaves free at the bottom: a field scrolled into view (Tab, a
 *  phone's "next" key) never lands under the bar.  Only its own bar can cover a control
 *  (a bar sticks inside its calculator), and the property is written only when the height
 *  changes, on the calculator alone: a result does not restyle the whole page. */
export function keepClearOfBar(root) {
  const bar = root.querySelector(".calc__summary");
  if (!bar || typeof ResizeObserver !== "function") return;
  let height = null;
  new ResizeObserver(([entry]) => {
    const now = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? bar.offsetHeight);
    if (now === height) return;
    const grew = height !== null && now > height;
    height = now;
    root.style.setProperty("--calc-bar-height", `${height}px`);
    if (grew) keepFocusInSight(root);
  }).observe(bar);
}

/** The calculator's focused control, and its message when one shows, kept clear of the
 *  header and the bar (their scroll margins): a bad value adds a line to the bar and a
 *  message under the field, and on a phone with the keyboard open either would otherwise
 *  cover the field being typed in.  Nothing moves when both are already in sight. */
export function keepFocusInSight(root) {
  const el = document.activeElement;
  if (!el?.id || !root.contains(el)) return;
  const message = document.getElementById(`${el.id}-error`);
  if (message && !message.hidden) message.scrollIntoView({ block: "nearest" });
  el.scrollIntoView({ block: "nearest" });
}

const TONES = ["info", "success", "warning", "danger"];

/**
 * Put the compact result in the summary bar: the core's `summary` ({text, tone}) when it
 * sends one, else the headline of the rendered result.  When the bar repeats the result's
 * headline, the headline is left to screen readers and paper (data-calc-headline).
 */
export function showSummary(root, summary) {
  const bar = root.querySelector("[data-calc-summary]");
  const text = bar.querySelector("[data-calc-summary-text]");
  const headline = root.querySelector("[data-calc-result] .calc-result__summary");
  const tone = summary?.tone ?? TONES.find((t) => headline?.classList.contains(`calc-result--${t}`)) ?? "info";
  text.textContent = summary?.text ?? headline?.textContent ?? "";
  for (const t of TONES) bar.classList.toggle(`calc-result--${t}`, t === tone);
  if (headline && headline.textContent === text.textContent) root.dataset.calcHeadline = "bar";
  else delete root.dataset.calcHeadline;
}

/** A field whose value a box sets aside (data-unused-when, fields.html) says so while the
 *  box is ticked, and is dimmed (calculators.css). */
export function showUnused(root) {
  for (const note of root.querySelectorAll(".calc__form :is([data-unused-when], [data-unused-unless])")) {
    const when = "unusedWhen" in note.dataset;
    const name = when ? note.dataset.unusedWhen : note.dataset.unusedUnless;
    const ticked = Boolean(root.querySelector(`.calc__form [name="${CSS.escape(name)}"]`)?.checked);
    note.hidden = when ? !ticked : ticked;
    note.closest(".calc-field, .calc-group")?.toggleAttribute("data-unused", !note.hidden);
  }
}

/** The core's subtotal of each group, in the group's header ({path: text}). */
export function showSubtotals(root, groups) {
  for (const slot of root.querySelectorAll("[data-group] > summary [data-group-subtotal]")) {
    const path = slot.closest("[data-group]").dataset.group;
    slot.textContent = groups?.[path] ?? "";
  }
}

/**
 * Mark the shown result as not matching the inputs (`reason`: loading, pending, invalid,
 * failed), or as matching them (null): dimmed, and one line in the summary bar.  On paper
 * the values listed are then said to be the result's, not the ones entered (stop 41's audit).
 */
export function markStale(root, reason, ui, text = ui[`stale.${reason}`]) {
  const line = root.querySelector("[data-calc-stale]");
  const title = root.querySelector(".calc__inputs-title");
  if (title) title.textContent = ui[reason ? "label.inputs_print_stale" : "label.inputs_print"];
  if (reason) {
    root.dataset.calcStale = reason;
    line.textContent = text;
    line.hidden = false;
  } else {
    delete root.dataset.calcStale;
    line.textContent = "";
    line.hidden = true;
  }
}

// --- Groups on a phone ---------------------------------------------------------------------

const PHONE = "(max-width: 44.9375em)";

/** On a phone, fold the groups that come four or more together (six powers, the players):
 *  their headers, each with its subtotal, then fit on one or two screens. */
export function foldGroupsOnPhone(root) {
  if (!globalThis.matchMedia?.(PHONE).matches) return;
  for (const group of root.querySelectorAll("[data-group]")) {
    const siblings = [...group.parentElement.children].filter((el) => el.matches("[data-group]"));
    if (siblings.length >= 4) group.open = false;
  }
}

// --- The position each calculator shows ---------------------------------------------------

/** [calculator id, what its form held that differs from its defaults when Python last
 *  answered it (with a result, or refusing fields), or when the player last changed it
 *  while Python loads] for each such calculator of the page; for the same page in language
 *  `lang` if given, the page's own words in that language (translateState). */
export function shownStates(doc = document, lang = null) {
  return [...doc.querySelectorAll("[data-calculator]")]
    .filter((root) => root.calcShown)
    .map((root) => [
      root.dataset.calculator,
      lang ? translateState(root.calcShown, root.calcWords?.[lang]) : root.calcShown,
    ]);
}

// --- The inputs a result came from, for paper -----------------------------------------------

/** Where a field sits: its groups' names and its table's row ("Державы › Османы"). */
function placeOf(el, ui, fill) {
  const parts = [];
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (node.matches("[data-group]")) parts.unshift(node.querySelector(":scope > summary .calc-group__label").textContent);
    if (node.matches("[data-rows]")) {
      const row = el.closest("[data-row]");
      const n = [...row.parentElement.children].indexOf(row) + 1;
      parts.unshift(`${node.querySelector("legend").textContent.trim()}, ${fill(ui["notice.row"], { n })}`);
    }
    if (node.matches(".calc__form")) break;
  }
  return parts.join(" › ");
}

/** The field's own name (its label, or its column's). */
function nameOf(el) {
  return (el.labels?.[0]?.textContent || el.getAttribute("aria-label") || el.name).trim();
}

/**
 * List the values `form` holds (the ones the shown result came from) for paper, compactly:
 * by group, zeros, empty fields, unticked boxes and choices of nothing (data-nothing) left out,
 * and what a box sets aside (data-unused, showUnused); secrets never.
 */
export function showInputs(root, form, ui, fill) {
  const list = root.querySelector("[data-calc-inputs-list]");
  const groups = new Map();
  for (const el of root.querySelectorAll(".calc__form [name]")) {
    if (!(el.name in form) || el.hasAttribute("data-secret") || el.closest("[data-unused]")) continue;
    const value = form[el.name];
    let item;
    if (el.type === "checkbox") item = value === true ? nameOf(el) : null;
    else if (el.tagName === "SELECT") {
      const option = [...el.options].find((o) => o.value === value);
      item = option?.hasAttribute("data-nothing") ? null : `${nameOf(el)}: ${option ? option.textContent : value}`;
    } else item = value === "" || value === "0" ? null : `${nameOf(el)}: ${value}`;
    if (!item) continue;
    const place = placeOf(el, ui, fill);
    if (!groups.has(place)) groups.set(place, []);
    groups.get(place).push(item);
  }
  list.replaceChildren(
    ...[...groups].map(([place, items]) => {
      const li = document.createElement("li");
      if (place) {
        const strong = document.createElement("strong");
        strong.textContent = `${place}: `;
        li.append(strong);
      }
      li.append(items.join("; "));
      return li;
    }),
  );
}

/** No Python here.  How to start it is said under the form; the summary bar, in view all
 *  along the form, says from the start that its result is the page's own, and the result
 *  dims as soon as the player's values differ from the page's. */
export function showUnsupported(root, ui) {
  root.dataset.calcState = "unsupported";
  root.querySelector("[data-calc-status-words]").textContent = ui["status.unsupported"];
  const line = root.querySelector("[data-calc-stale]");
  line.textContent = ui["stale.unsupported"];
  line.hidden = false;
  const own = formKey(readForm(root));
  root.addEventListener("input", () => {
    if (formKey(readForm(root)) === own) delete root.dataset.calcStale;
    else root.dataset.calcStale = "unsupported";
  });
}
