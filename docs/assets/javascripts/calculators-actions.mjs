// The calculator's buttons (calculators.mjs), by their data-action: rows added, removed or
// imported, steppers, presets, a new game, the player's own position taken back or let go,
// and the copy tools.  Each returns true when it changed the form (the calculator then asks
// for the new result), false when it did the rest itself or changed nothing.
import { addRow, importRow, removeRow, step, writeForm } from "./calculators-form.mjs";
import { fill } from "./calculators-state.mjs";
import { applyUntrusted, quotedLabels, store } from "./calculators-storage.mjs";
import { fitTables } from "./calculators-view.mjs";

// `calc`: the Calculator of calculators.mjs (root, config, ui, voice, keeper, layout(),
// changed()); `button`: the pressed button; `rows`: the table it belongs to, if any.
const ACTIONS = {
  "add-row": (calc, button, rows) => {
    // The player lands where they type (and the focus is not lost when the row fills the
    // table and disables the button): fitted first, so the field is scrolled to where it
    // will stay.  An empty row changes nothing until the player types in it.
    const row = addRow(rows, true);
    fitTables(calc.root);
    row?.querySelector("input, select")?.focus();
    return false;
  },
  "remove-row": (calc, button, rows) => {
    removeRow(rows, button.closest("[data-row]"));
    return true;
  },
  step: (calc, button) => {
    step(calc.root, button);
    return false; // the input event does the rest
  },
  preset: (calc, button) => {
    writeForm(calc.root, calc.config.presets[button.dataset.preset]);
    return true;
  },
  "import-row": (calc, button, rows) => {
    const { root, config, ui, voice } = calc;
    const apart = [];
    const n = importRow(rows, button.dataset.from, root, config.defaults, apart);
    const title = button.dataset.fromTitle;
    if (n) {
      calc.layout();
      calc.changed(); // hides the notice: where the row went is said after
      const words = [fill(ui["notice.imported_row"], { title, n })];
      if (apart.length) words.push(fill(ui["notice.import_apart"], { list: quotedLabels(root, apart, ui) }));
      voice.say(words.join(" "));
    } else if (n === 0) {
      voice.say(fill(ui["notice.import_not_fresh"], { title }));
    }
    return false;
  },
  reset: (calc) => {
    writeForm(calc.root, calc.config.defaults);
    store(calc.root, null);
    return true;
  },
  "restore-own": (calc) => {
    // The player's own position comes back; the link's values are let go.
    const { root, config, ui, keeper } = calc;
    const values = keeper.takeOwnBack();
    writeForm(root, config.defaults);
    if (values) applyUntrusted(root, values, config.defaults, ui);
    keeper.showRestore();
    calc.layout();
    calc.changed(); // before the notice: a change hides it
    calc.voice.sayAndFocus(ui["notice.own_restored"]);
    return false;
  },
  "forget-own": (calc) => {
    calc.keeper.forgetOwn();
    calc.voice.sayAndFocus(calc.ui["notice.own_forgotten"]);
    return false;
  },
  "copy-link": (calc) => {
    calc.keeper.copyLink();
    return false;
  },
  "copy-text": (calc) => {
    calc.voice.copy(calc.root.calcText, calc.ui["notice.copied_text"]);
    return false;
  },
};

// Buttons that write a whole position over the form: no rename of the one before goes on in it.
const WHOLE_POSITION = new Set(["preset", "reset", "restore-own"]);

/** `button` of the calculator `calc` was pressed.  Returns true when it changed the form. */
export function act(calc, button) {
  const action = button.dataset.action;
  if (WHOLE_POSITION.has(action)) calc.renames.clear();
  if (!Object.hasOwn(ACTIONS, action)) return false;
  return ACTIONS[action](calc, button, button.closest("[data-rows]"));
}
