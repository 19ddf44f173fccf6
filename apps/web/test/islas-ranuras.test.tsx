/**
 * Islands without a payload (decision 034): an island that shows a slot later — a report's every row,
 * behind "Mostrar más" — finds that slot's server HTML beside it (a `<template>`, inert), and the island
 * inside that slot comes alive once it is in the page. (A file of its own: the browser entry runs once per
 * document.)
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isla } from '../src/rsc/isla';
import { serverHtml } from './helpers-server-html';
import { ReporteViews } from '../src/rsc/islands/reporte-views';
import { TableScroll } from '../src/rsc/islands/table-scroll';

const Tabla = isla('table-scroll#TableScroll', TableScroll);
const Vistas = isla('reporte-views#ReporteViews', ReporteViews);

describe('a slot an island shows later', () => {
  it('travels beside the island, inert, and comes alive (its islands too) when the island shows it', async () => {
    const tabla = (filas: number) => (
      <Tabla label={`Tabla de ${filas}`}>
        <table>
          <tbody>
            {Array.from({ length: filas }, (_, i) => (
              <tr key={i}>
                <td>Fila {i + 1}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabla>
    );
    const html = await serverHtml(
      <main>
        <Vistas
          vistas={{ primeras: { cuerpo: tabla(2) }, todas: { cuerpo: tabla(5) } }}
          inicial="primeras"
          path="/reportes"
          todasHref="/reportes?ver=todas"
          toolbar={<a href="data:text/csv,x">CSV</a>}
        />
      </main>,
    );
    // The first rows in the page; every row only in the template beside the island, not shown.
    expect(html).toMatch(/<\/rnt-isla><template data-ranuras-de="[^"]+">/);
    document.body.innerHTML = html;
    expect(document.querySelectorAll('main td')).toHaveLength(2);
    const errors = vi.spyOn(console, 'error');

    await import('../src/rsc/entry.islas');
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!);

    await waitFor(() => expect(document.querySelectorAll('main td')).toHaveLength(5));
    // The table's frame inside that view is an island: hydrated once it is in the page (its id written).
    const region = document.querySelector('[aria-label="Tabla de 5"]')!;
    await waitFor(() => expect(region.closest('rnt-isla')?.hasAttribute('data-vivo')).toBe(true));
    expect(errors).not.toHaveBeenCalled();
  });
});
