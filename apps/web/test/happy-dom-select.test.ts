/**
 * The test environment's `<select>` (`happy-dom-select.ts`): a single select whose options are appended
 * already selected chooses the last selected one, as Chromium does and the HTML specification says.
 */
import { describe, expect, it } from 'vitest';
import { withoutTheFix } from './happy-dom-select';

/** Options appended one by one, each with `selected` set before its append (how Preact builds them). */
function appendSelected(selectedValue: string) {
  const select = document.createElement('select');
  document.body.append(select);
  for (const value of ['', '4', '9']) {
    const option = document.createElement('option');
    option.value = value;
    option.selected = value === selectedValue;
    select.append(option);
  }
  return select;
}

describe('a <select> whose options are appended selected', () => {
  it('on happy-dom’s own algorithm the wrong one is chosen (when this fails, remove the fix)', () => {
    expect(withoutTheFix(() => appendSelected('9').value)).toBe('4');
  });

  it('chooses the last selected option in the test environment', () => {
    const select = appendSelected('9');
    expect(select.value).toBe('9');
    expect([...select.options].map((o) => o.selected)).toEqual([false, false, true]);
  });

  it('keeps the first option when none is selected, and a later choice by value', () => {
    const select = appendSelected('none');
    expect(select.value).toBe('');
    select.value = '4';
    expect(select.selectedIndex).toBe(1);
  });
});
