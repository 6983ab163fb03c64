// Browser glue for every calculator on the site (no code for any particular calculator).
//
// Each calculator is a <section data-calculator="ID"> rendered at build time with its
// default result.  This module mounts it from Material's document$ (so it survives
// instant navigation), starts one module worker on first need and keeps it across page
// changes, sends the form's values to the core running in Pyodide, and puts the core's
// answer in place: the result, or a message next to each rejected field while the last
// good result stays, marked as not matching the inputs.  Rules, labels and messages all
// come from the core.  Its parts, a module each: the form's values, rows and steppers
// (calculators-form.mjs); links and remembered inputs (calculators-storage.mjs, with the
// state format in calculators-state.mjs); how a calculator shows itself on a phone
// (calculators-view.mjs); the worker (calculators-client.mjs).
import { canRunPython, keepRuntimeOffline, setupOffline, setupWorker } from "./calculators-client.mjs";
import {
  addRow,
  formKey,
  importRow,
  keyColumn,
  nameRows,
  readForm,
  removeRow,
  showErrors,
  showRowState,
  step,
  tablesOf,
  writeForm,
} from "./calculators-form.mjs";
import {
  MAX_STATE_LENGTH,
  describeApplied,
  diffState,
  fill,
  nameKey,
  readLinkState,
  writeLinkState,
} from "./calculators-state.mjs";
import {
  OWN,
  applyUntrusted,
  keepSecrets,
  labelOf,
  loadStored,
  pageLink,
  quotedLabels,
  restoreSecrets,
  rowsPaths,
  sameState,
  secretFields,
  shareable,
  storable,
  store,
} from "./calculators-storage.mjs";
import {
  fitSoon,
  fitTables,
  foldGroupsOnPhone,
  keepClearOfBar,
  keepFocusInSight,
  labelResultTables,
  markStale,
  showInputs,
  showSubtotals,
  showSummary,
  showUnused,
  watchWidth,
} from "./calculators-view.mjs";

// --- Calculator -----------------------------------------------------------------------

// How long the player's changes must rest before the new result is announced: a number
// typed digit by digit is announced once, not at each digit (which cut the typing short).
const SETTLE_MS = 750;

/** Write a live region only when its words change: a screen reader reads a region again
 *  each time it is written, the same words too. */
function writeLive(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** One calculator of the page: its form, its result, its state in the address and in
 *  storage, and its requests to the worker.  Everything it shows comes from the core. */
class Calculator {
  constructor(root) {
    this.root = root;
    // The page this calculator belongs to: instant navigation changes the address as soon
    // as a link is clicked, before the next page replaces this one.
    this.home = location.pathname;
    this.config = JSON.parse(root.querySelector("template[data-calc-config]").content.textContent);
    this.ui = this.config.ui;
    this.status = root.querySelector("[data-calc-status-words]"); // the live part of the line
    this.progress = root.querySelector("[data-calc-progress]"); // beside it, not announced
    this.announcer = root.querySelector("[data-calc-announce]");
    this.result = root.querySelector("[data-calc-result]");
    this.notice = root.querySelector("[data-calc-notice]");
    this.toolsNotice = root.querySelector("[data-calc-tools-notice]");
    this.restore = root.querySelector("[data-calc-restore]");
    this.tools = root.querySelector("[data-calc-tools]");
    this.paths = rowsPaths(root);
    this.arrived = null; // how much of Python has arrived (0-100) on a slow link; null: no news
    this.link = "ok"; // while Python loads: "ok", "stalled" (nothing arrives) or "down" (failed till it is back)
    this.resultForm = null; // the form the shown result was computed from
    // Has the form held the values of the shown result?  Not when a link or the stored values
    // replaced the page's own before any result of theirs: a refused value then leaves the
    // page's result in view, and it is said to be the defaults' (stop 40's audit).
    this.resultHeld = true;
    this.staleTimer = 0;
    // The player's own position, while a link's is shown: kept until they take it back or
    // let it go, and saved aside as soon as the link's values would replace it in storage.
    this.ownAside = null;
    this.touched = false; // has the player changed anything (then it is remembered)?
    this.latest = 0; // the newest request's number
    this.askedKey = null; // the form the newest request was for
    this.asked = 0; // requests not answered yet
    this.lastHtml = null;
    this.renaming = null; // {source, named, from}: a row's key being renamed, and the inputs naming it
    // Renames left while the key was no name of its own (another row's, or empty): the inputs
    // keep `from` until the key is a name of its own again, whichever row is mended.
    this.pending = [];
    this.spoken = null; // the compact result a screen reader heard last (or read with the page)
    this.announceTimer = 0;
    root.calcExport = this.config.export;
    root.calcExportKey = formKey(readForm(root)); // the export is the page's, for its defaults
    root.calcText = this.config.text;
    root.calcWords = this.config.words; // for the language switch (site.mjs)
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

  /** The compact result as the bar shows it. */
  summaryText() {
    return this.root.querySelector("[data-calc-summary-text]").textContent.trim();
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

  /** The first of the core's messages as a screen reader hears it, with the field it is
   *  about («Османы — Ключевые города»: …), and how many more there are. */
  errorWords(errors) {
    const { root, ui } = this;
    const [first] = errors;
    const el = root.querySelector(`.calc__form [name="${CSS.escape(first.field)}"]`);
    const group = el?.closest("[data-group]")?.querySelector(".calc-group__label")?.textContent.trim();
    const name = el && [group, labelOf(root, el, ui)].filter(Boolean).join(" — ");
    const text = name ? `${fill(ui.quoted, { text: name })}: ${first.message}` : first.message;
    return errors.length > 1 ? `${text} (${fill(ui["notice.more"], { count: errors.length - 1 })})` : text;
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

  /** No Python here.  How to start it is said under the form; the summary bar, in view all
   *  along the form, says from the start that its result is the page's own, and the result
   *  dims as soon as the player's values differ from the page's. */
  showUnsupported() {
    const root = this.root;
    root.dataset.calcState = "unsupported";
    this.status.textContent = this.ui["status.unsupported"];
    const line = root.querySelector("[data-calc-stale]");
    line.textContent = this.ui["stale.unsupported"];
    line.hidden = false;
    const own = formKey(readForm(root));
    root.addEventListener("input", () => {
      if (formKey(readForm(root)) === own) delete root.dataset.calcStale;
      else root.dataset.calcStale = "unsupported";
    });
  }

  /** The bar's words while Python loads, with its progress. */
  loadingWords() {
    if (this.link === "down") return this.ui["stale.link_down"];
    if (this.arrived === null) return this.ui["stale.loading"];
    if (this.arrived >= 100) return this.ui["stale.starting"];
    return fill(this.ui["stale.loading_part"], { percent: this.arrived });
  }

  stale(reason) {
    const loading = reason === "loading" || (reason === "failed" && this.link === "down");
    let text = loading ? this.loadingWords() : undefined;
    if (reason === "invalid" && !this.resultHeld) text = this.ui["stale.invalid_defaults"];
    else if (reason === "invalid") {
      const list = this.takenValues();
      if (list) text = fill(this.ui["stale.invalid_values"], { list });
    }
    markStale(this.root, reason, this.ui, text);
  }

  /** «Label»: value of the marked fields, as the shown result took them (stop 40's audit:
   *  99999 typed key by key left the result of the 9999 on the way, which the player never
   *  meant to enter), or "" when it took none of them. */
  takenValues() {
    const { root, ui, resultForm } = this;
    if (!resultForm) return "";
    const refused = [...root.querySelectorAll('.calc__form [aria-invalid="true"]')].filter(
      (el) => el.type !== "checkbox" && el.name in resultForm && resultForm[el.name] !== "",
    );
    const taken = refused.slice(0, 2).map((el) => `${quotedLabels(root, [el], ui)}: ${resultForm[el.name]}`);
    if (refused.length > 2) taken.push(fill(ui["notice.more"], { count: refused.length - 2 }));
    return taken.join(", ");
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
    // Failed while offline: Python was never kept on this device (kept, it starts offline),
    // and reloading before the connection is back would not help.
    const offline = state === "failed" && navigator.onLine === false;
    let words = this.ui[offline ? "status.failed_offline" : `status.${state}`];
    if (state === "invalid" && !this.resultHeld) words = this.ui["status.invalid_defaults"];
    let progress = "";
    if (state === "failed" && this.link === "down") {
      words = this.ui[offline ? "status.link_down_offline" : "status.link_down"];
    } else if (state === "loading" && this.arrived !== null) {
      if (this.link === "stalled") words = this.ui["status.link_stalled"];
      else if (this.arrived >= 100) words = this.ui["status.starting"];
      if (this.arrived < 100) progress = ` ${fill(this.ui["status.progress"], { percent: this.arrived })}`;
    }
    // Announced when the state changes; the progress only shows.  Python's states (loading,
    // starting, ready once loaded, the link down, failed) are the page's: its first
    // calculator says them and the others only show them, or a screen reader would hear
    // each once per calculator.  A calculator's own news (a bad value, ready again once it
    // is mended) is said by each.
    const own = state === "invalid" || (state === "ready" && this.root.dataset.calcState === "invalid");
    const aloud = own || this.root === document.querySelector("[data-calculator]");
    writeLive(this.status, aloud ? words : "");
    this.progress.textContent = aloud ? progress : `${words}${progress}`;
    this.root.dataset.calcState = state;
    this.refreshStale();
  }

  /** What of a form may leave the page and differs from the defaults. */
  changesOf(form) {
    return diffState(shareable(this.root, form), this.config.defaults, this.paths);
  }

  /** Put the form's state in the address (only what differs from the defaults). */
  rewriteLink(form) {
    if (location.pathname !== this.home) return; // the reader has left for another page
    const diff = this.changesOf(form);
    const hash = writeLinkState(this.root.dataset.calculator, diff);
    if (hash !== location.hash) {
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
    }
  }

  /** Fill the form from a link naming this calculator, else from storage; both go through
   *  the core's validation.  Stored values do not replace what the player `typed` before
   *  this module attached: they are offered instead.  Returns true when a link named it. */
  restoreInputs(hash, typed) {
    const { root, config, ui } = this;
    const link = readLinkState(root.dataset.calculator, hash);
    const own = loadStored(root);
    if (link) {
      const outcome = applyUntrusted(root, link.values, config.defaults, ui);
      this.sayApplied({ ...outcome, source: "link", tooLong: link.tooLong }, restoreSecrets(root));
      // An address that says more than the form holds (values left out, a key given twice)
      // is rewritten to what the form holds: shared onward, it cannot mean two things.
      const clean = !outcome.skipped.length && !outcome.dropped.length && !link.tooLong && !link.repeated;
      if (!clean) this.rewriteLink(readForm(root));
      if (own?.values && !sameState(root, own.values, storable(root, readForm(root)), config.defaults)) {
        this.ownAside = own.values;
      }
    } else if (own?.unreadable) {
      store(root, null);
      restoreSecrets(root);
      this.say(describeApplied({ source: "stored", unreadable: true }, ui));
    } else if (own && typed) {
      if (own.values && !sameState(root, own.values, storable(root, readForm(root)), config.defaults)) {
        this.ownAside = own.values;
      }
    } else if (own) {
      const outcome = applyUntrusted(root, own.values, config.defaults, ui);
      this.sayApplied({ ...outcome, source: "stored" }, restoreSecrets(root));
      // What could not be used is gone from storage too: the next visit is clean.
      if (!outcome.changed) store(root, null);
      else if (outcome.skipped.length || outcome.dropped.length) store(root, storable(root, readForm(root)));
      // The address says what the form holds, as after a change: shared from the browser's
      // own menu, it carries the position too.
      if (outcome.changed) this.rewriteLink(readForm(root));
    } else if (!typed) {
      restoreSecrets(root); // a secret alone changed: nothing else to restore
    }
    return Boolean(link);
  }

  /** A link to this page pasted over its address (only what follows «#» differs: no load):
   *  taken as on load when it names this calculator with other values than the form's.
   *  Returns true when it did. */
  followLink(hash) {
    const { root, config } = this;
    const link = readLinkState(root.dataset.calculator, hash);
    if (!link || sameState(root, link.values, storable(root, readForm(root)), config.defaults)) return false;
    this.restoreInputs(hash, false); // says what it took: not hidden as a change would
    this.touched = true;
    this.nameKeyedRows();
    this.showRestore();
    this.layout();
    this.askAgain();
    return true;
  }

  /** Say what a link's or the stored values did, and which secrets kept the page's own (not
   *  those `restored` from this tab's keeping). */
  sayApplied(outcome, restored = []) {
    const { root, ui } = this;
    const secrets = secretFields(root, readForm(root)).filter((el) => !restored.includes(el.name));
    const note = secrets.length ? fill(ui["notice.secrets_not_kept"], { list: quotedLabels(root, secrets, ui) }) : "";
    this.say([describeApplied(outcome, ui), note].filter(Boolean).join(" "));
  }

  showRestore() {
    this.restore.hidden = !(this.ownAside || loadStored(this.root, OWN)?.values);
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
      root.calcShown = this.changesOf(form);
      this.remember(form);
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
      if (this.touched) this.announce(() => this.errorWords(response.errors));
      // What the fields hold goes along with the language switch, and is kept and put in
      // the address, a refused value too: a half-typed value the result had taken on the
      // way came back as if it were the player's, with a clean result (stop 40's audit).
      root.calcShown = this.changesOf(form);
      if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.remember(form));
      return;
    }
    this.showResult(form, response);
    // What the player's changes brought is announced; the result Python gives at load (the
    // page's own, or the player's remembered values, which the notice names) is not.
    if (this.touched) this.announce();
    else this.spoken = this.summaryText();
    this.setState("ready");
    keepRuntimeOffline();
    // Storage and the address after the result is shown (a history entry costs a few ms).
    if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.remember(form));
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
    root.calcShown = this.changesOf(form);
    root.calcText = response.text;
    root.calcExport = response.export;
    root.calcExportKey = this.resultKey;
  }

  /** Python is ready and the page's own result is for the inputs: it stands as Python's. */
  adoptPageResult() {
    const root = this.root;
    root.calcShown = this.changesOf(readForm(root));
    this.setState("ready");
    keepRuntimeOffline();
  }

  /** Keep valid values: in localStorage, and in the address (only what differs). */
  remember(form) {
    const root = this.root;
    const diff = this.changesOf(form);
    if (this.ownAside) {
      // The link's values are about to replace the player's own: set those aside first.
      if (!loadStored(root, OWN)?.values) store(root, this.ownAside, OWN);
      this.ownAside = null;
    }
    store(root, Object.keys(diff).length ? storable(root, form) : null);
    keepSecrets(root, form);
    this.rewriteLink(form);
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

  /** Say what a tool did beside its buttons: the notice above the result may be a screen
   *  or more away from the thumb that tapped. */
  sayByTools(words) {
    this.say(null);
    this.toolsNotice.textContent = words;
    this.toolsNotice.hidden = false;
  }

  /** Copy the page's link (pageLink), and say what it leaves out (secrets), or that it
   *  cannot hold it all. */
  copyLink() {
    const { root, ui } = this;
    const link = pageLink();
    if (new URL(link).hash.length - 1 > MAX_STATE_LENGTH) {
      this.sayByTools(fill(ui["notice.link_too_long_copy"], { max: MAX_STATE_LENGTH }));
      return;
    }
    const form = readForm(root);
    const secrets = secretFields(root, form).filter(
      (el) => String(form[el.name]) !== String(this.config.defaults[el.name]),
    );
    const list = quotedLabels(root, secrets, ui);
    const done = secrets.length ? fill(ui["notice.copied_link_secret"], { list }) : ui["notice.copied_link"];
    this.copy(link, done);
  }

  /** Focus on a row's key (players.0.name) that other inputs name (data-names="players.name"):
   *  note which of them name it now: every spelling the core takes for the same name
   *  (nameKey: «voce» and « VOCÊ » name «Você»). */
  noteNamed(el) {
    const left = this.renaming;
    this.renaming = null;
    if (left && left.source !== el && this.waits(left)) this.pending.push(left);
    // Back on a key whose rename waits: it goes on from where it was.
    const resumed = this.pending.find((rename) => rename.source === el);
    if (resumed) {
      this.pending = this.pending.filter((rename) => rename !== resumed);
      this.renaming = resumed;
      return;
    }
    if (!(el instanceof HTMLInputElement) || !el.value.trim()) return;
    const key = keyColumn(el.name);
    if (key === el.name) return;
    // A name two rows bear, or the word for what no row is («ханаанеи»): whose the inputs
    // naming it mean, nobody can tell.  A row whose rename waits bears no name yet: the inputs
    // naming what it now holds are the other row's.
    if (this.nameTaken(el, this.pending.map((rename) => rename.source))) return;
    const typed = nameKey(el.value);
    const same = (input) => nameKey(input.value) === typed;
    const named = [...this.root.querySelectorAll(`[data-names="${CSS.escape(key)}"]`)].filter(same);
    if (named.length) this.renaming = { source: el, named, from: el.value };
  }

  /** Does the key `el` hold a name another row of its table holds (players.0.name beside
   *  players.1.name), or a word the key may not take (data-taken: «ханаанеи»)? */
  nameTaken(el, besides = []) {
    const typed = nameKey(el.value);
    const column = keyColumn(el.name);
    const rows = [...this.root.querySelectorAll("[data-rows] input[type=text]")].filter(
      (input) => input !== el && !besides.includes(input) && keyColumn(input.name) === column,
    );
    return (
      rows.some((input) => nameKey(input.value) === typed) ||
      (el.dataset.taken ?? "").split("|").some((word) => word && nameKey(word) === typed)
    );
  }

  /** While a key noted by noteNamed() is typed, the inputs that named it follow (a player who
   *  types their own name in place of «Вы» stays the holder of what «Вы» held).  A key left
   *  empty for a moment leaves them as they were; so does a name that is another row's or one
   *  the key may not take (data-taken: «ханаанеи»), until the key is a name of its own again:
   *  a slip corrected gives nothing away. */
  followRename(el) {
    if (this.renaming?.source !== el || !el.value.trim()) return;
    const value = this.nameTaken(el) ? this.renaming.from : el.value;
    for (const input of this.renaming.named) input.value = value;
  }

  /** Do the inputs of `rename` still wait for its key (left empty, or a name that is no name
   *  of its own)? */
  waits(rename) {
    const { source, named } = rename;
    if (!source.isConnected || !named.some((input) => input.isConnected)) return false;
    return !source.value.trim() || this.nameTaken(source);
  }

  /** The renames that waited for a clash to be mended elsewhere (the other row renamed, or
   *  removed): their inputs that still say `from` take the key's name now. */
  settlePending() {
    this.pending = this.pending.filter((rename) => {
      if (this.waits(rename)) return true;
      if (rename.source.isConnected && rename.source.value.trim()) {
        const from = nameKey(rename.from);
        for (const input of rename.named) {
          if (input.isConnected && nameKey(input.value) === from) input.value = rename.source.value;
        }
      }
      return false;
    });
  }

  /** Rows keyed by a name are named after it (nameRows). */
  nameKeyedRows() {
    for (const rows of this.root.querySelectorAll("[data-keyed]")) nameRows(rows);
  }

  /** The player changed the form (an input event, or a button that changed values). */
  changed(event) {
    this.touched = true;
    clearTimeout(this.announceTimer); // still typing: the result is announced once it settles
    if (event?.type === "input") this.followRename(event.target);
    this.settlePending();
    this.nameKeyedRows(); // a player renamed, or names from a preset
    this.notice.hidden = true;
    this.toolsNotice.hidden = true;
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

  /** A button of the calculator was pressed.  Returns true when it changed the form. */
  act(button) {
    const { root, config } = this;
    const rows = button.closest("[data-rows]");
    // A whole position written over the form: no rename of the one before goes on in it.
    if (["preset", "reset", "restore-own"].includes(button.dataset.action)) {
      this.renaming = null;
      this.pending = [];
    }
    switch (button.dataset.action) {
      case "add-row": {
        // The player lands where they type (and the focus is not lost when the row fills the
        // table and disables the button): fitted first, so the field is scrolled to where it
        // will stay.  An empty row changes nothing until the player types in it.
        const row = addRow(rows, true);
        fitTables(root);
        row?.querySelector("input, select")?.focus();
        return false;
      }
      case "remove-row":
        removeRow(rows, button.closest("[data-row]"));
        return true;
      case "step":
        step(root, button);
        return false; // the input event does the rest
      case "preset":
        writeForm(root, config.presets[button.dataset.preset]);
        return true;
      case "import-row": {
        const apart = [];
        const n = importRow(rows, button.dataset.from, root, config.defaults, apart);
        const title = button.dataset.fromTitle;
        if (n) {
          this.layout();
          this.changed(); // hides the notice: where the row went is said after
          const words = [fill(this.ui["notice.imported_row"], { title, n })];
          if (apart.length) words.push(fill(this.ui["notice.import_apart"], { list: quotedLabels(root, apart, this.ui) }));
          this.say(words.join(" "));
        } else if (n === 0) {
          this.say(fill(this.ui["notice.import_not_fresh"], { title }));
        }
        return false;
      }
      case "reset":
        writeForm(root, config.defaults);
        store(root, null);
        return true;
      case "restore-own": {
        // The player's own position comes back; the link's values are let go.
        const values = this.ownAside ?? loadStored(root, OWN)?.values;
        this.ownAside = null;
        store(root, null, OWN);
        writeForm(root, config.defaults);
        if (values) applyUntrusted(root, values, config.defaults, this.ui);
        this.showRestore();
        this.layout();
        this.changed(); // before the notice: a change hides it
        this.sayAndFocus(this.ui["notice.own_restored"]);
        return false;
      }
      case "forget-own":
        this.ownAside = null;
        store(root, null, OWN);
        this.showRestore();
        this.sayAndFocus(this.ui["notice.own_forgotten"]);
        return false;
      case "copy-link":
        this.copyLink();
        return false;
      case "copy-text":
        this.copy(root.calcText, this.ui["notice.copied_text"]);
        return false;
      default:
        return false;
    }
  }

  /** With Python: restore the inputs, listen to the player, start the worker.  Returns
   *  true when a link named this calculator. */
  start(hash) {
    const root = this.root;
    root.querySelector("[data-calc-presets]")?.removeAttribute("hidden");
    this.tools.hidden = false;
    for (const table of tablesOf(root)) showRowState(table.el);
    this.spoken = this.summaryText(); // read with the page: not announced again
    // Focused or typed in before this module attached (hooks/calculators_early.js marks
    // it): the form holds the player's values, and the page's result is not for them.
    const typed = root.hasAttribute("data-calc-typed");
    this.touched = typed;
    this.resultForm = typed ? null : readForm(root); // the page's defaults, at first
    const linked = this.restoreInputs(hash, typed);
    this.resultHeld = typed || formKey(readForm(root)) === this.resultKey;
    showUnused(root);
    root.calcFollowLink = (newHash) => this.followLink(newHash);
    this.nameKeyedRows(); // the names from a link or storage
    this.showRestore();
    this.layout();

    root.addEventListener("focusin", (event) => this.noteNamed(event.target));
    root.addEventListener("beforeinput", decimalComma);
    root.addEventListener("input", (event) => this.changed(event));
    root.addEventListener("change", (event) => this.changed(event));
    root.addEventListener("click", (event) => {
      const button = event.target.closest("[data-action]");
      if (!button || !root.contains(button) || !this.act(button)) return;
      this.layout();
      this.changed();
    });

    this.setState("loading");
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
    return linked;
  }
}

/** A comma typed in a number field is the decimal point it means in Russian and Portuguese:
 *  Chromium's number field dropped it, and «2,5» became 25 without a word (stop 40's audit).
 *  As a point, the core reads the number and refuses what is not whole, beside the field. */
function decimalComma(event) {
  const el = event.target;
  if (!(el instanceof HTMLInputElement) || el.type !== "number" || !event.data?.includes(",")) return;
  event.preventDefault();
  document.execCommand("insertText", false, event.data.replaceAll(",", "."));
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
    calculator.showUnsupported();
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

// Material's document$ emits on the first load and after every instant navigation.
if (typeof window.document$?.subscribe === "function") window.document$.subscribe(mountAll);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
