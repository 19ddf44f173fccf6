/**
 * The browser's entry hydrates one island per task (`rsc/entry.islas.tsx`, decision 035). Preact hydrates
 * a root in one go, without React's slices: between two islands the browser gets its turn (input, paint,
 * timers), so a page's islands are never one long task. The server's HTML of four islands, a timer that
 * asks for the browser's turn again and again, and the turn in which the entry hydrates each island.
 */
import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { isla } from '../src/rsc/isla';
import { PrintButton } from '../src/rsc/islands/print-button';
import { serverHtml } from './helpers-server-html';

const Boton = isla('print-button#PrintButton', PrintButton);

let turnos = 0;
/** The timer's count when the entry hydrates each island. */
const hidratadas: number[] = [];
vi.mock('react-dom/client', async (original) => {
  const real = await original<typeof import('react-dom/client')>();
  return {
    ...real,
    hydrateRoot: (...args: Parameters<typeof real.hydrateRoot>) => {
      hidratadas.push(turnos);
      return real.hydrateRoot(...args);
    },
  };
});

it('gives the browser a turn between two islands', async () => {
  document.body.innerHTML = await serverHtml(
    <div>
      {[1, 2, 3, 4].map((n) => (
        <Boton key={n} />
      ))}
    </div>,
  );
  let corriendo = true;
  const turno = () => {
    turnos++;
    if (corriendo) setTimeout(turno, 0);
  };
  setTimeout(turno, 0);
  await import('../src/rsc/entry.islas');
  await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
  corriendo = false;
  expect(document.querySelectorAll('rnt-isla[data-vivo]')).toHaveLength(4);
  // Four islands, hydrated in four different turns of the browser.
  expect(hidratadas).toHaveLength(4);
  expect(new Set(hidratadas).size).toBe(4);
});
