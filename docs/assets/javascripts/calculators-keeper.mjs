// Where one calculator's values are kept (calculators.mjs): the page's address (only what
// differs from the defaults), this tab's and the last tab's storage, and the player's own
// position set aside while a shared link's is shown.  How each is read and written is in
// calculators-storage.mjs and calculators-state.mjs.
import { readForm } from "./calculators-form.mjs";
import { MAX_STATE_LENGTH, describeApplied, diffState, fill, readLinkState, writeLinkState } from "./calculators-state.mjs";
import {
  OWN,
  applyUntrusted,
  keepSecrets,
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

/** The values of the calculator at `root` in the address and in storage; what it says of
 *  them goes through `voice` (calculators-words.mjs). */
export class Keeper {
  constructor(root, config, voice) {
    this.root = root;
    this.config = config;
    this.ui = config.ui;
    this.voice = voice;
    // The page this calculator belongs to: instant navigation changes the address as soon
    // as a link is clicked, before the next page replaces this one.
    this.home = location.pathname;
    this.paths = rowsPaths(root);
    this.restoreButton = root.querySelector("[data-calc-restore]");
    // The player's own position, while a link's is shown: kept until they take it back or
    // let it go, and saved aside as soon as the link's values would replace it in storage.
    this.ownAside = null;
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
  restore(hash, typed) {
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
      this.setAside(own);
    } else if (own?.unreadable) {
      store(root, null);
      restoreSecrets(root);
      this.voice.say(describeApplied({ source: "stored", unreadable: true }, ui));
    } else if (own && typed) {
      this.setAside(own);
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

  /** Does the address `hash` name this calculator with other values than the form's? */
  namesOther(hash) {
    const link = readLinkState(this.root.dataset.calculator, hash);
    return Boolean(link) && this.differsFromForm(link.values);
  }

  /** Do `values` (a link's, or the stored ones) say something else than the form now holds? */
  differsFromForm(values) {
    const { root, config } = this;
    return !sameState(root, values, storable(root, readForm(root)), config.defaults);
  }

  /** The player's own stored values (`own`, from loadStored), when the form now holds others
   *  (a link's, or what they typed before this module attached): set aside, to be offered. */
  setAside(own) {
    if (own?.values && this.differsFromForm(own.values)) this.ownAside = own.values;
  }

  /** Say what a link's or the stored values did, and which secrets kept the page's own (not
   *  those `restored` from this tab's keeping). */
  sayApplied(outcome, restored = []) {
    const { root, ui } = this;
    const secrets = secretFields(root, readForm(root)).filter((el) => !restored.includes(el.name));
    const note = secrets.length ? fill(ui["notice.secrets_not_kept"], { list: quotedLabels(root, secrets, ui) }) : "";
    this.voice.say([describeApplied(outcome, ui), note].filter(Boolean).join(" "));
  }

  showRestore() {
    this.restoreButton.hidden = !(this.ownAside || loadStored(this.root, OWN)?.values);
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

  /** The player's own position, set aside for a link's: taken back, and let go from storage. */
  takeOwnBack() {
    const values = this.ownAside ?? loadStored(this.root, OWN)?.values;
    this.ownAside = null;
    store(this.root, null, OWN);
    return values;
  }

  /** The player's own position, set aside for a link's, let go. */
  forgetOwn() {
    this.ownAside = null;
    store(this.root, null, OWN);
    this.showRestore();
  }

  /** Copy the page's link (pageLink), and say what it leaves out (secrets), or that it
   *  cannot hold it all. */
  copyLink() {
    const { root, ui } = this;
    const link = pageLink();
    if (new URL(link).hash.length - 1 > MAX_STATE_LENGTH) {
      this.voice.sayByTools(fill(ui["notice.link_too_long_copy"], { max: MAX_STATE_LENGTH }));
      return;
    }
    const form = readForm(root);
    const secrets = secretFields(root, form).filter(
      (el) => String(form[el.name]) !== String(this.config.defaults[el.name]),
    );
    const list = quotedLabels(root, secrets, ui);
    const done = secrets.length ? fill(ui["notice.copied_link_secret"], { list }) : ui["notice.copied_link"];
    this.voice.copy(link, done);
  }
}
