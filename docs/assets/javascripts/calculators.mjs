// Browser glue for every calculator on the site (no code for any particular calculator).
//
// Each calculator is a <section data-calculator="ID"> rendered at build time with its
// default result.  This module mounts it from Material's document$ (so it survives
// instant navigation), starts one module worker on first need and keeps it across page
// changes, sends the form's values to the core running in Pyodide, and puts the core's
// answer in place: the result, or a message next to each rejected field while the last
// good result stays, marked as not matching the inputs.  Rules, labels and messages all
// come from the core.  Its parts, a module each: the form's values, rows and steppers
// (calculators-form.mjs); the buttons (calculators-actions.mjs); where values are kept, in
// the address and storage (calculators-keeper.mjs, over calculators-storage.mjs and the
// state format of calculators-state.mjs); a row's name followed where it is named
// (calculators-renames.mjs); what a calculator says (calculators-words.mjs); how it shows
// itself on a phone (calculators-view.mjs); the worker (calculators-client.mjs).
import { act } from "./calculators-actions.mjs";
import { canRunPython, keepRuntimeOffline, setupOffline, setupWorker } from "./calculators-client.mjs";
import { decimalComma, formKey, nameRows, readForm, showErrors, showRowState, tablesOf } from "./calculators-form.mjs";
import { Keeper } from "./calculators-keeper.mjs";
import { Renames } from "./calculators-renames.mjs";
import { fill } from "./calculators-state.mjs";
import {
  fitSoon,
  foldGroupsOnPhone,
  keepClearOfBar,
  keepFocusInSight,
  labelResultTables,
  markStale,
  showInputs,
  showSubtotals,
  showSummary,
  showUnsupported,
  showUnused,
  watchWidth,
} from "./calculators-view.mjs";
import { Voice, errorWords, staleWords, statusLine } from "./calculators-words.mjs";

// --- Calculator -----------------------------------------------------------------------

/** One calculator of the page: its form, its result, its state in the address and in
 *  storage (keeper), what it says (voice), and its requests to the worker.  Everything it
 *  shows comes from the core. */
class Calculator {
  constructor(root) {
    this.root = root;
    this.config = JSON.parse(root.querySelector("template[data-calc-config]").content.textContent);
    this.ui = this.config.ui;
    this.voice = new Voice(root, this.ui);
    this.keeper = new Keeper(root, this.config, this.voice);
    this.renames = new Renames(root);
    this.result = root.querySelector("[data-calc-result]");
    this.tools = root.querySelector("[data-calc-tools]");
    this.arrived = null; // how much of Python has arrived (0-100) on a slow link; null: no news
    this.link = "ok"; // while Python loads: "ok", "stalled" (nothing arrives) or "down" (failed till it is back)
    this.resultForm = null; // the form the shown result was computed from
    // Has the form held the values of the shown result?  Not when a link or the stored values
    // replaced the page's own before any result of theirs: a refused value then leaves the
    // page's result in view, and it is said to be the defaults' (stop 40's audit).
    this.resultHeld = true;
    this.staleTimer = 0;
    this.touched = false; // has the player changed anything (then it is remembered)?
    this.latest = 0; // the newest request's number
    this.askedKey = null; // the form the newest request was for
    this.asked = 0; // requests not answered yet
    this.lastHtml = null;
    root.calcExport = this.config.export;
    root.calcExportKey = formKey(readForm(root)); // the export is the page's, for its defaults
    root.calcText = this.config.text;
    root.calcWords = this.config.words; // for the language switch (site.mjs)
  }

  /** Fit the tables in the next frame, before it is painted (a change's result reaches the
   *  page without waiting for the measuring). */
  layout() {
    fitSoon(this.root);
  }

  /** The layout works without Python: tables fit the screen, many groups fold on a phone. */
  showLayout() {
    const root = this.root;
    labelResultTables(root);
    showSummary(root);
    keepClearOfBar(root);
    foldGroupsOnPhone(root);
    fitSoon(root); // with the page's other calculators, before the next frame
    watchWidth(root, () => this.layout());
    root.addEventListener("toggle", () => this.layout(), true); // a fold-out opened: measure it
    showUnused(root);
    showInputs(root, readForm(root), this.ui, fill);
  }

  stale(reason) {
    markStale(this.root, reason, this.ui, staleWords(this.root, this.ui, reason, this));
  }

  /** The shown result's form as a key to compare forms by (null before any result). */
  get resultKey() {
    return this.resultForm && formKey(this.resultForm);
  }

  /** Is the shown result the one for the inputs?  If not, say why (issue 14). */
  refreshStale() {
    clearTimeout(this.staleTimer);
    const state = this.root.dataset.calcState;
    let reason = null;
    if (formKey(readForm(this.root)) !== this.resultKey) {
      if (state === "invalid") reason = "invalid";
      else if (state === "failed") reason = "failed";
      else if (state === "ready") reason = "pending";
      else reason = "loading";
    } else {
      this.resultHeld = true;
    }
    this.stale(reason);
    // Tools only when they can work: copying needs a result that matches the inputs, a
    // reset needs Python to compute the defaults' result again (or the page's own).
    const fresh = !reason && (state === "ready" || state === "loading");
    this.tools.querySelector('[data-action="copy-link"]').hidden = !fresh;
    this.tools.querySelector('[data-action="copy-text"]').hidden = !fresh;
    this.tools.querySelector('[data-action="reset"]').hidden = state === "failed";
  }

  setState(state) {
    // Announced when the state changes; the progress only shows.  Python's states (loading,
    // starting, ready once loaded, the link down, failed) are the page's: its first
    // calculator says them and the others only show them, or a screen reader would hear
    // each once per calculator.  A calculator's own news (a bad value, ready again once it
    // is mended) is said by each.
    const own = state === "invalid" || (state === "ready" && this.root.dataset.calcState === "invalid");
    const aloud = own || this.root === document.querySelector("[data-calculator]");
    this.voice.showStatus(statusLine(this.ui, state, this), aloud);
    this.root.dataset.calcState = state;
    this.refreshStale();
  }

  /** A link to this page pasted over its address (only what follows «#» differs: no load):
   *  taken as on load when it names this calculator with other values than the form's.
   *  Returns true when it did. */
  followLink(hash) {
    if (!this.keeper.namesOther(hash)) return false;
    this.keeper.restore(hash, false); // says what it took: not hidden as a change would
    this.touched = true;
    this.nameKeyedRows();
    this.keeper.showRestore();
    this.layout();
    this.askAgain();
    return true;
  }
  /** Ask the core for the form's result; show it unless a newer change is on its way. */
  async update() {
    const root = this.root;
    const seq = ++this.latest;
    const form = readForm(root);
    this.askedKey = formKey(form);
    const request = { calculator: root.dataset.calculator, lang: root.dataset.lang, form };
    // Python not there yet (a slow link: a minute or more) or not there at all: what the
    // player types goes along with the language switch and Back, and is kept, from the
    // start, as a refused value is (stop 41's audit: the other language opened on the
    // defaults).  The answer, when it comes, keeps it again.
    if (this.touched && !["ready", "invalid"].includes(root.dataset.calcState)) {
      root.calcShown = this.keeper.changesOf(form);
      this.keeper.remember(form);
    }
    let response;
    this.asked += 1;
    try {
      // Held up: a new worker starts.
      response = await setupWorker().compute(request, () => this.stale("loading"));
    } catch {
      this.setState("failed");
      return;
    } finally {
      this.asked -= 1;
    }
    if (seq !== this.latest) return; // a newer change is on its way
    // Instant navigation has replaced the page since (a blur fires "change" on the way
    // out): this answer belongs to nothing on screen, and the address is another page's.
    if (!root.isConnected) return;
    showErrors(root, response.errors);
    if (response.errors.length) keepFocusInSight(root);
    if (!response.ok) {
      this.setState("invalid");
      // The status line says that fields are marked; which, and what is wrong, is heard too.
      if (this.touched) this.voice.announce(() => errorWords(root, this.ui, response.errors));
      // What the fields hold goes along with the language switch, and is kept and put in
      // the address, a refused value too: a half-typed value the result had taken on the
      // way came back as if it were the player's, with a clean result (stop 40's audit).
      root.calcShown = this.keeper.changesOf(form);
      if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.keeper.remember(form));
      return;
    }
    this.showResult(form, response);
    // What the player's changes brought is announced; the result Python gives at load (the
    // page's own, or the player's remembered values, which the notice names) is not.
    if (this.touched) this.voice.announce();
    else this.voice.heard();
    this.setState("ready");
    keepRuntimeOffline();
    // Storage and the address after the result is shown (a history entry costs a few ms).
    if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.keeper.remember(form));
  }

  showResult(form, response) {
    const { root, result } = this;
    if (response.html !== this.lastHtml) {
      // Keep open the fold-outs the player opened (they are rendered in the same order).
      const open = [...result.querySelectorAll("details")].map((d) => d.open);
      result.innerHTML = response.html; // the core's rendering: player text is escaped there
      result.querySelectorAll("details").forEach((d, i) => {
        if (open[i]) d.open = true;
      });
      this.lastHtml = response.html;
      labelResultTables(result);
      this.layout();
    }
    showSummary(root, response.summary);
    showSubtotals(root, response.groups);
    showInputs(root, form, this.ui, fill);
    this.resultForm = form;
    this.resultHeld = true;
    root.calcShown = this.keeper.changesOf(form);
    root.calcText = response.text;
    root.calcExport = response.export;
    root.calcExportKey = this.resultKey;
  }

  /** Python is ready and the page's own result is for the inputs: it stands as Python's. */
  adoptPageResult() {
    const root = this.root;
    root.calcShown = this.keeper.changesOf(readForm(root));
    this.setState("ready");
    keepRuntimeOffline();
  }

  /** Rows keyed by a name are named after it (nameRows). */
  nameKeyedRows() {
    for (const rows of this.root.querySelectorAll("[data-keyed]")) nameRows(rows);
  }

  /** The player changed the form (an input event, or a button that changed values). */
  changed(event) {
    this.touched = true;
    this.voice.hush(); // still typing: the result is announced once it settles
    if (event?.type === "input") this.renames.follow(event.target);
    this.renames.settle();
    this.nameKeyedRows(); // a player renamed, or names from a preset
    const fresh = event?.target?.closest?.("[data-fresh]");
    if (fresh) {
      // Touched: the row counts now, and so do the new rows above it (a turn left blank).
      for (const row of fresh.parentElement.children) {
        delete row.dataset.fresh;
        if (row === fresh) break;
      }
      showRowState(fresh.closest("[data-rows]"));
    }
    this.askAgain(event);
  }

  /** Ask for the result of the form as it now is. */
  askAgain(event) {
    showUnused(this.root);
    // Say at once that Python is not there yet; a quick answer needs no word.
    if (this.root.dataset.calcState === "ready") this.staleTimer = setTimeout(() => this.refreshStale(), 300);
    else this.refreshStale();
    // Leaving a field fires "change" for the form its typing already asked about (a box or
    // a list fires "input" too): no second request, no result drawn again.
    const asked = event?.type === "change" && this.root.dataset.calcState !== "failed";
    if (asked && formKey(readForm(this.root)) === this.askedKey) return;
    this.update();
  }

  /** With Python: restore the inputs, listen to the player, start the worker.  Returns
   *  true when a link named this calculator. */
  start(hash) {
    const root = this.root;
    root.querySelector("[data-calc-presets]")?.removeAttribute("hidden");
    this.tools.hidden = false;
    for (const table of tablesOf(root)) showRowState(table.el);
    this.voice.heard(); // read with the page: not announced again
    // Focused or typed in before this module attached (hooks/calculators_early.js marks
    // it): the form holds the player's values, and the page's result is not for them.
    const typed = root.hasAttribute("data-calc-typed");
    this.touched = typed;
    this.resultForm = typed ? null : readForm(root); // the page's defaults, at first
    const linked = this.keeper.restore(hash, typed);
    this.resultHeld = typed || formKey(readForm(root)) === this.resultKey;
    showUnused(root);
    root.calcFollowLink = (newHash) => this.followLink(newHash);
    this.nameKeyedRows(); // the names from a link or storage
    this.keeper.showRestore();
    this.layout();
    this.listen();
    this.setState("loading");
    this.watchPython();
    return linked;
  }

  /** The player's typing and buttons. */
  listen() {
    const root = this.root;
    root.addEventListener("focusin", (event) => this.renames.note(event.target));
    root.addEventListener("beforeinput", decimalComma);
    root.addEventListener("input", (event) => this.changed(event));
    root.addEventListener("change", (event) => this.changed(event));
    root.addEventListener("click", (event) => {
      const button = event.target.closest("[data-action]");
      if (!button || !root.contains(button) || !act(this, button)) return;
      this.layout();
      this.changed();
    });
  }

  /** Python's load: its progress, then the first result. */
  watchPython() {
    const root = this.root;
    // On a slow link, the status line and the bar say how much of Python has arrived.
    const unwatch = setupWorker().onProgress((percent, link) => {
      if (!root.isConnected) return void unwatch(); // instant navigation replaced the page
      const was = this.link;
      this.arrived = percent;
      this.link = link;
      // Python cannot start while the link is down; it loads again once it is back.
      if (link === "down") this.setState("failed");
      else if (root.dataset.calcState === "loading" || was === "down") this.setState("loading");
    });
    // Once Python is ready, the result for the form as it is; a change made meanwhile has
    // asked for it already (its request goes as soon as the worker is ready).  The page's
    // own result is the core's for the page's inputs (rendered by it at build time): while
    // the form holds them, Python is not asked again (four such requests held a first
    // change back on a page with four calculators).
    setupWorker().ready.then(
      () => {
        if (this.asked) return;
        if (formKey(readForm(root)) === this.resultKey) this.adoptPageResult();
        else this.update();
      },
      () => this.setState("failed"),
    );
  }
}

/** Attach one calculator (idempotent: instant navigation may show the same page again).
 *  `hash`: the page address as it was opened (calculators rewrite it as they mount).
 *  Returns true when a link named this calculator (the page then scrolls to it). */
export function mountCalculator(root, hash = location.hash) {
  if (root.dataset.mounted) return false;
  root.dataset.mounted = "true";
  const calculator = new Calculator(root);
  calculator.showLayout();
  if (!canRunPython()) {
    showUnsupported(root, calculator.ui);
    return false;
  }
  return calculator.start(hash);
}

// Every calculator in `roots` takes the page's link (`take` says whether the link named it);
// the page lands on the first one named, not at the top of a long page.
function takeLink(roots, take) {
  let linked = null;
  for (const root of roots) if (take(root) && !linked) linked = root;
  return linked;
}

function mountAll() {
  const hash = location.hash;
  const linked = takeLink(document.querySelectorAll("[data-calculator]"), (root) => mountCalculator(root, hash));
  if (linked) requestAnimationFrame(() => linked.scrollIntoView({ block: "start" }));
}

setupOffline();

// A link pasted over the page's own address differs only after «#»: the browser stays on the
// page and only says hashchange (our own rewrites of the address, replaceState, do not).
window.addEventListener("hashchange", () => {
  const mounted = document.querySelectorAll("[data-calculator][data-mounted]");
  takeLink(mounted, (root) => root.calcFollowLink?.(location.hash))?.scrollIntoView({ block: "start" });
});

/** Call `use` once Material's script has run: now, or when calcMaterial says it has. */
function withMaterial(use) {
  if (window.document$ || !window.calcMaterial) use();
  else window.calcMaterial.attached.then(use);
}

// The page's calculators mount as soon as it is parsed; after every instant navigation,
// when Material's document$ emits (it emits the first page too: mounting is idempotent).
// Material's script may come later than this module (hooks/calculators_early.js).
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
withMaterial(() => window.document$?.subscribe(mountAll));
