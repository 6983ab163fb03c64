// A row's key renamed, and the inputs that name it following (calculators.mjs): a player who
// types their own name in place of «Вы» stays the holder of what «Вы» held.  A rename whose
// key is for a moment no name of its own (empty, another row's, a word the key may not take)
// waits, and its inputs keep the old name until the key is a name of its own again.
import { keyColumn } from "./calculators-form.mjs";
import { nameKey } from "./calculators-state.mjs";

/** The renames of one calculator's row keys (players.0.name), and the inputs naming each
 *  (data-names="players.name"). */
export class Renames {
  constructor(root) {
    this.root = root;
    this.renaming = null; // {source, named, from}: a row's key being renamed, and the inputs naming it
    // Renames left while the key was no name of its own (another row's, or empty): the inputs
    // keep `from` until the key is a name of its own again, whichever row is mended.
    this.pending = [];
  }

  /** A whole position written over the form: no rename of the one before goes on in it. */
  clear() {
    this.renaming = null;
    this.pending = [];
  }

  /** Focus on a row's key (players.0.name) that other inputs name (data-names="players.name"):
   *  note which of them name it now: every spelling the core takes for the same name
   *  (nameKey: «voce» and « VOCÊ » name «Você»). */
  note(el) {
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

  /** While a key noted by note() is typed, the inputs that named it follow.  A key left empty
   *  for a moment leaves them as they were; so does a name that is another row's or one the
   *  key may not take (data-taken: «ханаанеи»), until the key is a name of its own again: a
   *  slip corrected gives nothing away. */
  follow(el) {
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
  settle() {
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
}
