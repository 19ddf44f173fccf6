import { useId } from 'react';
import { useRuntimeConfig } from '../../config/runtime-config';
import classes from './demo-notice.module.css';

/**
 * Site-wide notice that the data are illustrative (issue 18). /config.json carries the text only while
 * the database holds the demo data. A labelled region that is read in its place, never an alert that
 * interrupts; it renders the same on the server (no browser API).
 */
export function DemoNotice() {
  const { avisoDatosDemostracion } = useRuntimeConfig();
  const id = useId();
  if (!avisoDatosDemostracion) return null;
  return (
    <section aria-labelledby={id} className={classes.notice}>
      <p className={classes.text}>
        <strong id={id}>Datos de demostración.</strong> {avisoDatosDemostracion}
      </p>
    </section>
  );
}
