/**
 * A report's body (Report routes): the data as a table with its caption and footer totals,
 * the top-10 switch, and show more/less over the alphabetical list.
 */
import type { ConteosPorInstitucion } from '@rnt/contract/graphics';
import { REPORT_TOP_SIZE } from '@rnt/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InstitutionCountsReport } from '../src/features/reportes/components/conteos-instituciones-report';
import { renderWithApp } from './render';

// Fifteen institutions: more than the top size, so the list has a "show more". Names out of order,
// accents included, and counts that rank differently from the alphabet.
const NAMES = [
  'Ministerio de Salud',
  'Alcaldía de San Salvador',
  'Órgano Judicial',
  'Banco Central de Reserva',
  'Ministerio de Hacienda',
  'Dirección General de Migración',
  'Superintendencia del Sistema Financiero',
  'Ministerio de Educación',
  'Comisión Ejecutiva Portuaria',
  'Registro Nacional de las Personas Naturales',
  'Ministerio de Agricultura',
  'Instituto Salvadoreño del Seguro Social',
  'Fondo Social para la Vivienda',
  'Ministerio de Economía',
  'Autoridad de Aviación Civil',
];
const data: ConteosPorInstitucion = {
  instituciones: NAMES.map((nombre, i) => ({
    institucion_id: i + 1,
    nombre_institucion: nombre,
    siglas: `I${i + 1}`,
    tramites: ((i * 7) % 11) + 1,
    modalidades: ((i * 5) % 13) + 2,
  })),
  totales: { instituciones: NAMES.length, tramites: 0, modalidades: 0 },
};
data.totales.tramites = data.instituciones.reduce((s, r) => s + r.tramites, 0);
data.totales.modalidades = data.instituciones.reduce((s, r) => s + r.modalidades, 0);

const CAPTION = 'Trámites y modalidades con solicitud de inscripción por institución';
function renderReport() {
  return renderWithApp(
    <InstitutionCountsReport
      data={data}
      chartValue="modalidades"
      labels={{ tramites: 'Trámites con solicitud', modalidades: 'Modalidades con solicitud' }}
      chartTitle="Modalidades con solicitud de inscripción por institución"
      caption={CAPTION}
      fileName="reporte.csv"
      top10Label="Mostrar solo las 10 instituciones con más solicitudes"
    />,
  );
}

const table = () => screen.getByRole('table', { name: CAPTION });
/** The body rows' first cells (the institution names), in order. */
const bodyNames = () =>
  within(within(table()).getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);
/** The footer rows as [label, trámites, modalidades]. */
const footer = () =>
  within(within(table()).getAllByRole('rowgroup')[2]!)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent))
    .map((cells) => [cells[0], ...cells.slice(-2)]);

const byModalidades = [...data.instituciones].sort((a, b) => b.modalidades - a.modalidades);
const alphabetical = [...NAMES].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
const sum = (rows: typeof data.instituciones, k: 'tramites' | 'modalidades') =>
  rows.reduce((s, r) => s + r[k], 0);
const n = (v: number) => new Intl.NumberFormat('es-SV').format(v);

describe('report body', () => {
  it('shows the top 10 as a captioned table with the totals of the rows shown and of all', async () => {
    renderReport();
    expect(screen.getByRole('switch', { name: /10 instituciones con más solicitudes/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Institución', 'Siglas', 'Trámites con solicitud', 'Modalidades con solicitud']);
    const top = byModalidades.slice(0, REPORT_TOP_SIZE);
    expect(bodyNames()).toEqual(top.map((r) => r.nombre_institucion));
    expect(footer()).toEqual([
      ['Total de las instituciones mostradas', n(sum(top, 'tramites')), n(sum(top, 'modalidades'))],
      ['Total de todas las instituciones', n(data.totales.tramites), n(data.totales.modalidades)],
    ]);
    expect(
      screen.getByText(
        `Se muestran las 10 instituciones con más modalidades con solicitud, de ${NAMES.length}.`,
      ),
    ).toBeTruthy();
    // The top 10 is the whole view: no show more.
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('lists every institution A–Z in slices: show more, then show less', async () => {
    const user = userEvent.setup();
    renderReport();
    await user.click(screen.getByRole('switch', { name: /10 instituciones con más solicitudes/ }));
    expect(bodyNames()).toEqual(alphabetical.slice(0, REPORT_TOP_SIZE));
    const more = screen.getByRole('button', { name: 'Mostrar más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)?.contains(table())).toBe(true);
    expect(
      screen.getByText(`Se muestran 10 de ${NAMES.length} instituciones, en orden alfabético.`),
    ).toBeTruthy();

    await user.click(more);
    expect(bodyNames()).toEqual(alphabetical);
    // Every row shown: one total, that of all institutions.
    expect(footer()).toEqual([['Total', n(data.totales.tramites), n(data.totales.modalidades)]]);
    const less = screen.getByRole('button', { name: 'Mostrar menos' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);
    expect(bodyNames()).toEqual(alphabetical.slice(0, REPORT_TOP_SIZE));
  });
});
