/**
 * happy-dom 21.0.4 picks the wrong option when a single `<select>` ends up with two selected options (the
 * HTML "selectedness setting algorithm": all but the last selected one, in tree order, are unselected).
 * Its code keeps `options[selected.length - 1]` — an index into the options, not into the selected ones —
 * so options `''` (selected, being the first), `4`, `9` (selected) leave `4` chosen. Preact builds a
 * `<select defaultValue="9">` exactly that way: each option's `selected` is set before it is appended, so
 * the first one is chosen on its append and `9` is appended selected. Chromium chooses `9`.
 *
 * Before happy-dom's own algorithm runs, this unselects all but the last selected option, as the
 * specification says; what happy-dom then does is right. `happy-dom-select.test.ts` shows the bug on
 * happy-dom alone and the fix here: once an upgrade makes the first test fail, this file can go.
 */
type Symbols = Record<symbol, unknown>;
const symbolOf = (o: object, name: string) =>
  Object.getOwnPropertySymbols(o).find((s) => s.description === name);
const proto = window.HTMLSelectElement.prototype as unknown as Symbols;
const update = symbolOf(proto, 'updateSelectedness');
// A field of each option (not of the prototype): read from one.
const selectedness = symbolOf(document.createElement('option'), 'selectedness');

const original = update && (proto[update] as (this: HTMLSelectElement, option?: HTMLOptionElement) => void);

function fixed(this: HTMLSelectElement, option?: HTMLOptionElement) {
  if (!option && !this.multiple && selectedness) {
    const chosen = [...this.querySelectorAll('option')].filter(
      (o) => (o as unknown as Symbols)[selectedness],
    );
    for (const o of chosen.slice(0, -1)) (o as unknown as Symbols)[selectedness] = false;
  }
  original!.call(this, option);
}
if (update && original && selectedness) proto[update] = fixed;

/** Runs `fn` on happy-dom's own algorithm (its test shows whether the fix is still needed). */
export function withoutTheFix<T>(fn: () => T): T {
  if (!update || !original) return fn();
  proto[update] = original;
  try {
    return fn();
  } finally {
    proto[update] = fixed;
  }
}
