// What a calculator says (calculators.mjs): the notice above the result and the one beside
// its tools, the compact result announced once the player's changes settle, the status line,
// and the words for each, all made from the core's interface strings (`ui`).
import { fill } from "./calculators-state.mjs";
import { labelOf, quotedLabels } from "./calculators-storage.mjs";

// How long the player's changes must rest before the new result is announced: a number
// typed digit by digit is announced once, not at each digit (which cut the typing short).
const SETTLE_MS = 750;

/** Write a live region only when its words change: a screen reader reads a region again
 *  each time it is written, the same words too. */
function writeLive(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** The live parts of one calculator, and what was heard last. */
export class Voice {
  constructor(root, ui) {
    this.root = root;
    this.ui = ui;
    this.status = root.querySelector("[data-calc-status-words]"); // the live part of the line
    this.progress = root.querySelector("[data-calc-progress]"); // beside it, not announced
    this.announcer = root.querySelector("[data-calc-announce]");
    this.notice = root.querySelector("[data-calc-notice]");
    this.toolsNotice = root.querySelector("[data-calc-tools-notice]");
    this.spoken = null; // the compact result a screen reader heard last (or read with the page)
    this.announceTimer = 0;
  }

  say(text) {
    this.notice.textContent = text ?? "";
    this.notice.hidden = !text;
  }

  /** Say what a button did, and give the focus to the words: the button has gone. */
  sayAndFocus(text) {
    this.say(text);
    this.notice.focus();
  }

  /** Say what a tool did beside its buttons: the notice above the result may be a screen
   *  or more away from the thumb that tapped. */
  sayByTools(words) {
    this.say(null);
    this.toolsNotice.textContent = words;
    this.toolsNotice.hidden = false;
  }

  /** The player changed the form: what was said of the form before is no longer so, and the
   *  result is announced once the changes settle. */
  hush() {
    clearTimeout(this.announceTimer);
    this.notice.hidden = true;
    this.toolsNotice.hidden = true;
  }

  /** Copy `text`; say `done` (or that it failed) beside the buttons. */
  async copy(text, done) {
    let words = done;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      words = this.ui["notice.copy_failed"];
    }
    this.sayByTools(words);
  }

  /** The compact result as the bar shows it. */
  summaryText() {
    return this.root.querySelector("[data-calc-summary-text]").textContent.trim();
  }

  /** The compact result in view is heard (read with the page, or Python's first answer for
   *  it): it is not announced again. */
  heard() {
    this.spoken = this.summaryText();
  }

  /** Announce the compact result (or `words()`) once the player's changes have settled, if
   *  it is not what was heard last: the full result, re-rendered on every change, is read
   *  on demand only. */
  announce(words = () => this.summaryText()) {
    clearTimeout(this.announceTimer);
    this.announceTimer = setTimeout(() => {
      const text = words();
      if (!this.root.isConnected || text === this.spoken) return;
      this.spoken = text;
      this.announcer.textContent = text;
    }, SETTLE_MS);
  }

  /** The status line: `words` announced when `aloud`, else only shown; the progress only
   *  shows. */
  showStatus({ words, progress }, aloud) {
    writeLive(this.status, aloud ? words : "");
    this.progress.textContent = aloud ? progress : `${words}${progress}`;
  }
}

/** The first of the core's messages as a screen reader hears it, with the field it is
 *  about («Османы — Ключевые города»: …), and how many more there are. */
export function errorWords(root, ui, errors) {
  const [first] = errors;
  const el = root.querySelector(`.calc__form [name="${CSS.escape(first.field)}"]`);
  const group = el?.closest("[data-group]")?.querySelector(".calc-group__label")?.textContent.trim();
  const name = el && [group, labelOf(root, el, ui)].filter(Boolean).join(" — ");
  const text = name ? `${fill(ui.quoted, { text: name })}: ${first.message}` : first.message;
  return errors.length > 1 ? `${text} (${fill(ui["notice.more"], { count: errors.length - 1 })})` : text;
}

/** The bar's words while Python loads, with its progress (`arrived`, 0-100, or null: no news;
 *  `link`: "ok", "stalled" or "down"). */
function loadingWords(ui, { link, arrived }) {
  if (link === "down") return ui["stale.link_down"];
  if (arrived === null) return ui["stale.loading"];
  if (arrived >= 100) return ui["stale.starting"];
  return fill(ui["stale.loading_part"], { percent: arrived });
}

/** «Label»: value of the marked fields, as the shown result took them (stop 40's audit:
 *  99999 typed key by key left the result of the 9999 on the way, which the player never
 *  meant to enter), or "" when it took none of them. */
function takenValues(root, ui, resultForm) {
  if (!resultForm) return "";
  const refused = [...root.querySelectorAll('.calc__form [aria-invalid="true"]')].filter(
    (el) => el.type !== "checkbox" && el.name in resultForm && resultForm[el.name] !== "",
  );
  const taken = refused.slice(0, 2).map((el) => `${quotedLabels(root, [el], ui)}: ${resultForm[el.name]}`);
  if (refused.length > 2) taken.push(fill(ui["notice.more"], { count: refused.length - 2 }));
  return taken.join(", ");
}

/** The words beside a result that is not for the inputs, for `reason` (undefined: the
 *  marker's own).  `shown`: the load's news, and whether the form has held the values of the
 *  shown result (`resultHeld`, computed from `resultForm`). */
export function staleWords(root, ui, reason, shown) {
  const loading = reason === "loading" || (reason === "failed" && shown.link === "down");
  let text = loading ? loadingWords(ui, shown) : undefined;
  if (reason === "invalid" && !shown.resultHeld) text = ui["stale.invalid_defaults"];
  else if (reason === "invalid") {
    const list = takenValues(root, ui, shown.resultForm);
    if (list) text = fill(ui["stale.invalid_values"], { list });
  }
  return text;
}

/** The status line for `state`: its words, and the progress of Python's load. */
export function statusLine(ui, state, { link, arrived, resultHeld }) {
  // Failed while offline: Python was never kept on this device (kept, it starts offline),
  // and reloading before the connection is back would not help.
  const offline = state === "failed" && navigator.onLine === false;
  let words = ui[offline ? "status.failed_offline" : `status.${state}`];
  if (state === "invalid" && !resultHeld) words = ui["status.invalid_defaults"];
  let progress = "";
  if (state === "failed" && link === "down") {
    words = ui[offline ? "status.link_down_offline" : "status.link_down"];
  } else if (state === "loading" && arrived !== null) {
    if (link === "stalled") words = ui["status.link_stalled"];
    else if (arrived >= 100) words = ui["status.starting"];
    if (arrived < 100) progress = ` ${fill(ui["status.progress"], { percent: arrived })}`;
  }
  return { words, progress };
}
