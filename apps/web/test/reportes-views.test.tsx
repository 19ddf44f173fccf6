/**
 * The reports on the light design: the server-built views of a report (`rsc/views/reporte-views.tsx`)
 * under the island that picks among them (`islands/reporte-views.tsx`: the top-10 switch, show more and
 * less, their links without JavaScript), the charts drawn on the server (full names, percentages), a
 * report that could not be read, and the side menu whose state stays in the browser.
 */
import type { ConteosPorInstitucion, EstadosWithTramites } from '@rnt/contract/graphics';
import { COOKIE_REPORTES_MENU, REPORT_TOP_SIZE, STORAGE_KEY_SIDEBAR } from '@rnt/contract/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportesMenu } from '../src/rsc/islands/reportes-menu';
import { ReportePage } from '../src/rsc/views/reporte-page';
import { REPORTES } from '../src/rsc/views/reporte-views';

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
const SWITCH = /10 instituciones con más solicitudes/;

function renderReport(slug: string, body: unknown, verTodas = false) {
  const def = REPORTES[slug]!;
  return render(<ReportePage slug={slug} descripcion={def.descripcion} vistas={def.build(body, verTodas)} />);
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
/** The chart's bars, as the names they are drawn for. */
const barNames = () =>
  [...document.querySelectorAll('figure li')].map((li) => li.firstElementChild!.firstChild!.textContent);

const byModalidades = [...data.instituciones].sort((a, b) => b.modalidades - a.modalidades);
const alphabetical = [...NAMES].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
const sum = (rows: typeof data.instituciones, k: 'tramites' | 'modalidades') =>
  rows.reduce((s, r) => s + r[k], 0);
const n = (v: number) => new Intl.NumberFormat('es-SV').format(v);

describe('a report with a top 10 (/reportes)', () => {
  it('opens on the top 10: the table, its totals of the rows shown and of all, the chart of the same rows', () => {
    renderReport('', data);
    expect((screen.getByRole('switch', { name: SWITCH }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Institución', 'Siglas', 'Trámites con solicitud', 'Modalidades con solicitud']);
    const top = byModalidades.slice(0, REPORT_TOP_SIZE);
    expect(bodyNames()).toEqual(top.map((r) => r.nombre_institucion));
    expect(barNames()).toEqual(top.map((r) => r.nombre_institucion));
    expect(footer()).toEqual([
      ['Total de las instituciones mostradas', n(sum(top, 'tramites')), n(sum(top, 'modalidades'))],
      ['Total de todas las instituciones', n(data.totales.tramites), n(data.totales.modalidades)],
    ]);
    expect(
      screen.getByText(
        `Se muestran las 10 instituciones con más modalidades con solicitud, de ${NAMES.length}.`,
      ),
    ).toBeTruthy();
    // The top 10 is the whole view: no show more (a link to every row stands for it without JavaScript).
    expect(screen.queryByRole('button', { name: /Mostrar más/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mostrar más' }).getAttribute('href')).toBe(
      '/reportes?ver=todas',
    );
  });

  it('lists every institution A–Z in slices: show more, then show less', async () => {
    const user = userEvent.setup();
    renderReport('', data);
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    expect(bodyNames()).toEqual(alphabetical.slice(0, REPORT_TOP_SIZE));
    const more = screen.getByRole('button', { name: /Mostrar más/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)?.contains(table())).toBe(true);
    expect(
      screen.getByText(`Se muestran 10 de ${NAMES.length} instituciones, en orden alfabético.`),
    ).toBeTruthy();

    await user.click(more);
    expect(bodyNames()).toEqual(alphabetical);
    expect(barNames()).toEqual(alphabetical);
    // Every row shown: one total, that of all institutions.
    expect(footer()).toEqual([['Total', n(data.totales.tramites), n(data.totales.modalidades)]]);
    const less = screen.getByRole('button', { name: /Mostrar menos/ });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);
    expect(bodyNames()).toEqual(alphabetical.slice(0, REPORT_TOP_SIZE));
  });

  it('with ?ver=todas opens on every institution A–Z, with a link back to the top 10', () => {
    renderReport('', data, true);
    expect((screen.getByRole('switch', { name: SWITCH }) as HTMLInputElement).checked).toBe(false);
    expect(bodyNames()).toEqual(alphabetical);
    expect(screen.getByRole('link', { name: 'Mostrar menos' }).getAttribute('href')).toBe('/reportes');
  });

  it('downloads every row (not only the ten on screen) and the total, as UTF-8 CSV with a BOM', () => {
    renderReport('', data);
    const link = screen.getByRole('link', { name: /Descargar datos \(CSV\)/ });
    expect(link.getAttribute('download')).toBe('reporte-solicitudes-por-institucion.csv');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const csv = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe('Institución,Siglas,Trámites con solicitud,Modalidades con solicitud');
    expect(lines).toHaveLength(NAMES.length + 2);
    expect(lines.at(-1)).toBe(`Total,,${data.totales.tramites},${data.totales.modalidades}`);
  });
});

describe('the charts drawn on the server', () => {
  it('the states pie lists each slice with its figure and share; the table shows the rule', () => {
    const estados: EstadosWithTramites = {
      estados: [
        { nombre: 'Inscrito', estado_ids: [11, 13], conteo: 300, ajuste: 0, total: 300 },
        { nombre: 'Desistido', estado_ids: [15], conteo: 20, ajuste: 0, total: 20 },
        { nombre: 'Observado', estado_ids: [23], conteo: 54, ajuste: 126, total: 180 },
      ],
      total: 500,
    };
    renderReport('estados', estados);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(
      'Gráfico: Trámites evaluados por estado. Los mismos datos están en la tabla del reporte.',
    );
    expect(figure.textContent).toContain('Inscrito: 300 (60.0 %)');
    expect(figure.textContent).toContain('Observado: 180 (36.0 %)');
    // One slice drawn per state.
    expect(figure.querySelectorAll('[data-dato]')).toHaveLength(3);
    const observado = screen.getByRole('rowheader', { name: 'Observado' }).closest('tr')!;
    expect([...observado.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['54', '126', '180']);
  });

  it('names an institution in full, its acronym on a second line', () => {
    renderReport('instituciones', data);
    const bar = document.querySelector('figure li')!;
    const name = bar.firstElementChild!;
    expect(name.firstChild!.textContent).toBe(byTramites()[0]!.nombre_institucion);
    expect(name.lastElementChild!.textContent).toBe(byTramites()[0]!.siglas);
  });
});

const byTramites = () => [...data.instituciones].sort((a, b) => b.tramites - a.tramites);

describe('a report that could not be read', () => {
  it('says so in Spanish, as an alert, with a link that tries the same address again', () => {
    render(<ReportePage slug="requisitos-eliminados" descripcion="x" vistas={null} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar el reporte');
    expect(within(alert).getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/reportes/requisitos-eliminados',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the side menu of the reports', () => {
  beforeEach(() => {
    // The cookie's path is /reportes: the page is there.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://localhost/reportes/estados',
    );
    localStorage.clear();
    document.cookie = `${COOKIE_REPORTES_MENU}=; path=/reportes; max-age=0`;
  });
  afterEach(() => localStorage.clear());

  const menu = (inicial: boolean | null) =>
    render(
      <ReportesMenu inicial={inicial} menu={<a href="/reportes/estados">Estado</a>}>
        <p>Reporte</p>
      </ReportesMenu>,
    );
  const button = () => screen.getByRole('button', { name: 'Menú de reportes' });

  it('keeps the reader’s choice in local storage and in the cookie the server reads', () => {
    menu(true);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Reportes' })).toBeTruthy();
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Reportes' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY_SIDEBAR)).toBe('false');
    expect(document.cookie).toContain(`${COOKIE_REPORTES_MENU}=cerrado`);
  });

  it('follows local storage over the server’s guess, and tells the cookie', () => {
    localStorage.setItem(STORAGE_KEY_SIDEBAR, 'false');
    menu(null);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain(`${COOKIE_REPORTES_MENU}=cerrado`);
  });
});
