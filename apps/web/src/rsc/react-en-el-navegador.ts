/**
 * `react` in the browser's build of the light pages (decision 035): Preact's React compatibility layer,
 * plus what React 19.2 has and Preact 11 lacks. The server renders with React itself.
 */
// @ts-expect-error -- Preact's types declare the module with `export =`; the built module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';
import type { ReactNode } from 'react';

/**
 * React's `<Activity>` keeps a hidden subtree's state; Mantine uses it only for `keepMounted` content
 * (a collapsed panel, an exited transition). Here hidden content is unmounted, as without `keepMounted`.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : children;
}
