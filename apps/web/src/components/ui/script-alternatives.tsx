import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import classes from './without-javascript.module.css';

/**
 * One control in two forms, both in the server's HTML: `withJs` (a Mantine combobox, a date picker: they
 * need JavaScript to open) is hidden until the page's script runs, `withoutJs` (a native `<select>`, a
 * date field, named for the GET form) is hidden from then on, and leaves the page once it has hydrated
 * (its error text, its label are not there twice). Make both the same height, so that the swap when the
 * script starts moves nothing. Only the one without JavaScript carries the field's `name`, and with
 * JavaScript the form is handled by React, so it is never sent twice.
 */
export function ScriptAlternatives({ withJs, withoutJs }: { withJs: ReactNode; withoutJs: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <div className={`${classes.alternative} ${classes.withJs}`}>{withJs}</div>
      {!hydrated && <div className={`${classes.alternative} ${classes.only}`}>{withoutJs}</div>}
    </>
  );
}
