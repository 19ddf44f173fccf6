/** Testing Library unmounts what each test rendered; happy-dom lacks a few browser APIs Mantine reads. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './happy-dom-select';

afterEach(() => cleanup());

// Mantine's ScrollArea and the charts' ResponsiveContainer observe sizes; happy-dom has no layout.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosize textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
