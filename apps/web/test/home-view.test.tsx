/**
 * The light home's server-rendered view (`rsc/views/home-view.tsx`, `resultados-busqueda.tsx`; plain
 * synchronous components, rendered here as the page renders them) with the real API's data: the search
 * read from the address through the endpoint's schema, the lookups, the search answer and the chart, as
 * `rsc/pages/home.tsx` gathers them. Checked: a failed search says so with a link that runs it again; an
 * empty one gives its info message and the red alert; the pages are links with `page=N` and
 * aria-current; the cards lead to the procedure with the name and state filters (`procedureLinkQuery`).
 */
import type { BusquedaTramitesResponse } from '@rnt/contract/busqueda-tramites';
import { procedureLinkQuery, resultsAnnouncement } from '@rnt/contract/busqueda-tramites-links';
import {
  BUSQUEDA_TRAMITES_PATH,
  chartMonths,
  searchParamsToQuery,
  truncateTitle,
  type BusquedaTramitesParams,
} from '@rnt/contract/busqueda-tramites-rules';
import { HOME_PAGE_SIZE, REGISTERED_STATE_IDS, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { emptySearchInfoMessage, MESSAGES } from '@rnt/contract/messages';
import { countText } from '@rnt/contract/modalidad-resumen';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeView, type HomeListas, type HomeResultados } from '../src/rsc/views/home-view';
import { useRealApi, type RealApi } from './real-api';

type Listado = BusquedaTramitesResponse['listado'];

let api: RealApi;
let listas: HomeListas;
let meses: ReturnType<typeof chartMonths>;
let readSearchParams: (source: Record<string, unknown>) => BusquedaTramitesParams | null;

const get = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`${api.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  api = useRealApi();
  // The endpoint objects carry zod schemas: the web loads them on demand (as the page's server does).
  const lookups = await import('@rnt/contract/endpoints/lookups');
  const busquedas = await import('@rnt/contract/endpoints/busqueda-tramites');
  readSearchParams = busquedas.readSearchParams;
  const [inst, cats, clas, est, chart] = await Promise.all([
    get<{ instituciones: { id: number; nombre: string }[] }>(lookups.instituciones.path),
    get<{ categorias: { id: number; nombre: string }[] }>(lookups.categoriasTramite.path),
    get<{ data: { id: number; nombre: string }[] }>(lookups.clasificaciones.path),
    get<{ estados_portal: { codigo: string; nombre: string }[] }>(lookups.estadosPortal.path),
    get<Record<string, number>>(busquedas.cantidadTramitesGrafico.path),
  ]);
  listas = {
    instituciones: inst.instituciones,
    categorias: cats.categorias,
    clasificaciones: clas.data,
    estados: est.estados_portal,
    unidades: [],
  };
  meses = chartMonths(chart);
});
let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The search of an address, as the page reads it. */
const busquedaDe = (query: Record<string, string>) => readSearchParams(query)!;
/** The API's answer to a search, as the page asks it. */
async function buscar(b: BusquedaTramitesParams): Promise<Listado> {
  const query = new URLSearchParams(Object.entries(b).map(([k, v]) => [k, String(v)] as [string, string]));
  return (await get<BusquedaTramitesResponse>(`${BUSQUEDA_TRAMITES_PATH}?${query}`)).listado;
}
async function unidadesDe(id: number) {
  const lookups = await import('@rnt/contract/endpoints/lookups');
  return (
    await get<{ unidades: { id: number; nombre: string }[] }>(
      lookups.unidades.path.replace(':id', String(id)),
    )
  ).unidades;
}

function renderHome(
  busqueda: BusquedaTramitesParams | null,
  resultados: HomeResultados,
  conListas: HomeListas = listas,
) {
  return render(
    <HomeView
      busqueda={busqueda}
      resultados={resultados}
      listas={conListas}
      meses={meses}
      origin="https://rnt.gob.sv"
    />,
  );
}

const resultados = () => screen.getByRole('region', { name: 'Resultados de la búsqueda' });
/** An address the page links to: its path, query and fragment. */
const address = (href: string | null) => {
  const url = new URL(href!, 'https://rnt.gob.sv');
  return { path: url.pathname, query: [...url.searchParams], hash: url.hash };
};
/** The address of a search (what the page's links and the form send), in the form's order. */
const searchAddress = (b: BusquedaTramitesParams) => ({
  path: '/',
  query: Object.entries(searchParamsToQuery(b)),
  hash: '#resultados-titulo',
});

describe('the light home view', () => {
  it('without a search: the search form, no results, a silent status', () => {
    renderHome(null, { estado: 'ninguna' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registro Nacional de Trámites');
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Búsqueda de trámites' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
    // A new search starts at its first page.
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ page: '1', nombre: '' });
    expect(
      within(form).getByRole('combobox', { name: 'Nombre del trámite, institución o lo que necesita hacer' }),
    ).toBeTruthy();
    expect(form.querySelector('details')!.open).toBe(false);
    expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull();
    // The status region is in every home page (a later search is announced in it), here silent.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing stored: the empty home stays.
    expect(replace).not.toHaveBeenCalled();
  });

  it('a failed search says so, with a link that runs the same search again', () => {
    const institucion = listas.instituciones[0]!;
    const busqueda = busquedaDe({ nombre: 'permiso', institucion_id: String(institucion.id), page: '2' });
    renderHome(busqueda, { estado: 'error' });
    const alerta = within(resultados()).getByRole('alert');
    expect(within(alerta).getByText('No se pudo realizar la búsqueda')).toBeTruthy();
    expect(alerta.textContent).toContain(
      'No se pudo consultar el registro de trámites. Revise su conexión e intente de nuevo.',
    );
    const reintentar = within(alerta).getByRole('link', { name: 'Reintentar' });
    expect(address(reintentar.getAttribute('href'))).toEqual({
      path: '/',
      query: [
        ['nombre', 'permiso'],
        ['institucion_id', String(institucion.id)],
        ['page', '2'],
      ],
      hash: '#resultados-titulo',
    });
    // Nothing is counted, nothing offered to download, no pages.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'Descargar resultados (CSV)' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).toBeNull();
    expect(screen.getAllByRole('alert')).toEqual([alerta]);
  });

  it('an empty result gives the info message and the red alert', async () => {
    const busqueda = busquedaDe({ nombre: 'zzqxwv', page: '1' });
    const listado = await buscar(busqueda);
    expect(listado.vacio).toBe(true);
    renderHome(busqueda, { estado: 'listo', listado });
    expect(within(resultados()).getByText(MESSAGES.noSeEncontraronTramites)).toBeTruthy();
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent).toBe('No se encontraron resultados');
    expect(MESSAGES.sinResultadosHome).toBe('No se encontraron resultados');
    expect(alerta.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.sinResultadosHome);
    expect(within(resultados()).queryAllByRole('article')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Descargar resultados (CSV)' })).toBeNull();
  });

  it("an empty result of an institution's unit names them in the info message", async () => {
    const institucion = listas.instituciones.find((i) => i.id === 1) ?? listas.instituciones[0]!;
    const unidades = await unidadesDe(institucion.id);
    const unidad = unidades[0]!;
    const busqueda = busquedaDe({
      nombre: 'zzqxwv',
      institucion_id: String(institucion.id),
      unidad_id: String(unidad.id),
      page: '1',
    });
    const listado = await buscar(busqueda);
    expect(listado.vacio).toBe(true);
    renderHome(busqueda, { estado: 'listo', listado }, { ...listas, unidades });
    expect(
      within(resultados()).getByText(
        `${institucion.nombre} en la unidad ${unidad.nombre} en proceso de carga de trámites`,
      ),
    ).toBeTruthy();
    expect(emptySearchInfoMessage(institucion.nombre, unidad.nombre)).toContain(unidad.nombre);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.sinResultadosHome);
    // The search used filters: the disclosure holding them is open.
    expect(screen.getByRole('search').querySelector('details')!.open).toBe(true);
  });

  it('pages are links of the same search with page=N; the current one is marked aria-current', async () => {
    const busqueda = busquedaDe({ nombre: 'permiso', page: '2' });
    const listado = await buscar(busqueda);
    expect(listado.current_page).toBe(2);
    expect(listado.last_page).toBeGreaterThan(4);
    const last = listado.last_page;
    const { unmount } = renderHome(busqueda, { estado: 'listo', listado });
    const nav = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    const links = within(nav).getAllByRole('link');
    // The first, the last and one either side of the current one; the gap is not read.
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Página anterior',
      'Página 1',
      'Página 2',
      'Página 3',
      `Página ${last}`,
      'Página siguiente',
    ]);
    const pageOf = (a: HTMLElement) => address(a.getAttribute('href'));
    expect(links.map(pageOf)).toEqual(
      [1, 1, 2, 3, last, 3].map((page) => searchAddress({ ...busqueda, page })),
    );
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null, null]);
    expect(nav.textContent).toContain('…');
    expect(screen.getByRole('status').textContent).toBe(resultsAnnouncement(listado));
    unmount();

    // The first page has no "previous", the last no "next".
    const primera = await buscar({ ...busqueda, page: 1 });
    const r1 = renderHome({ ...busqueda, page: 1 }, { estado: 'listo', listado: primera });
    let pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).queryByRole('link', { name: 'Página anterior' })).toBeNull();
    expect(within(pager).getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    r1.unmount();
    const ultima = await buscar({ ...busqueda, page: last });
    renderHome({ ...busqueda, page: last }, { estado: 'listo', listado: ultima });
    pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).queryByRole('link', { name: 'Página siguiente' })).toBeNull();
    expect(
      within(pager)
        .getByRole('link', { name: `Página ${last}` })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('one page of results has no page links', async () => {
    const busqueda = busquedaDe({ nombre: 'contruccion', page: '1' });
    const listado = await buscar(busqueda);
    expect(listado.last_page).toBe(1);
    renderHome(busqueda, { estado: 'listo', listado });
    expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).toBeNull();
  });

  it('cards lead to the procedure and its modalities with the name and the published states', async () => {
    const busqueda = busquedaDe({ nombre: 'permiso', page: '2' });
    const listado = await buscar(busqueda);
    renderHome(busqueda, { estado: 'listo', listado });
    const query = procedureLinkQuery(busqueda);
    expect([...new URLSearchParams(query)]).toEqual([
      ['nombre', 'permiso'],
      ...REGISTERED_STATE_IDS.map((id) => ['estado', String(id)]),
    ]);
    const cards = within(resultados()).getAllByRole('article');
    expect(cards).toHaveLength(listado.data.length);
    expect(listado.data.length).toBe(HOME_PAGE_SIZE);
    listado.data.forEach((item, i) => {
      const card = cards[i]!;
      const title = within(card).getByRole('heading', { level: 3 });
      const link = within(title).getByRole('link', { name: item.nombre });
      expect(link.getAttribute('href')).toBe(tramitePagePath(item.tramite_id, `?${query}`));
      expect(link.textContent).toBe(truncateTitle(item.nombre));
      expect(within(card).getByText(MESSAGES.estadoPublicado)).toBeTruthy();
      expect(
        within(card.querySelector('details')!)
          .getAllByRole('link', { hidden: true })
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual(
        item.modalidades.map((m) => [
          m.nombre_modalidad,
          modalidadPagePath(item.tramite_id, m.modalidad_id, `?${query}`),
        ]),
      );
    });
    // The CSV of the whole search, without its page.
    const csv = screen.getByRole('link', { name: 'Descargar resultados (CSV)' });
    expect(csv.getAttribute('href')).toBe(`${SEARCH_EXPORT_PATHS.tramites}?nombre=permiso`);
  });

  it('cards carry the state chosen instead of the published ones', async () => {
    let found: { busqueda: BusquedaTramitesParams; listado: Listado } | undefined;
    for (const estado of listas.estados) {
      const busqueda = busquedaDe({ estado: estado.codigo, page: '1' });
      const listado = await buscar(busqueda);
      if (!listado.vacio) {
        found = { busqueda, listado };
        break;
      }
    }
    expect(found).toBeDefined();
    const { busqueda, listado } = found!;
    renderHome(busqueda, { estado: 'listo', listado });
    const item = listado.data[0]!;
    const link = within(resultados()).getByRole('link', { name: item.nombre });
    expect(link.getAttribute('href')).toBe(tramitePagePath(item.tramite_id, `?estado=${busqueda.estado}`));
  });

  it("a procedure of several alcaldías is one card that counts them and names the citizen's own", async () => {
    const busqueda = busquedaDe({ nombre: 'permiso', municipio: 'san-salvador-centro', page: '1' });
    const listado = await buscar(busqueda);
    const item = listado.data.find((d) => d.municipios?.propio);
    expect(item).toBeDefined();
    const otro = listado.data.find((d) => d.municipios && !d.municipios.propio);
    expect(otro).toBeDefined();
    renderHome(busqueda, { estado: 'listo', listado });
    const card = (nombre: string, id: number) =>
      within(resultados())
        .getAllByRole('article')
        .find((a) => a.querySelector(`a[href^="${tramitePagePath(id)}?"]`))!;
    expect(
      within(card(item!.nombre, item!.tramite_id)).getByText(
        `En ${countText(item!.municipios!.total, 'municipio')} — el suyo: San Salvador Centro`,
      ),
    ).toBeTruthy();
    expect(
      within(card(otro!.nombre, otro!.tramite_id)).getByText(
        `En ${countText(otro!.municipios!.total, 'municipio')}`,
      ),
    ).toBeTruthy();
    // The municipality chosen stays in the form, whose filters are open.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mi municipio' }).value).toBe(
      'san-salvador-centro',
    );
    expect(screen.getByRole('search').querySelector('details')!.open).toBe(true);
  });

  it('offers what it understood: "¿Quiso decir…?" runs the corrected search from its first page', async () => {
    const busqueda = busquedaDe({ nombre: 'licensia', page: '2' });
    const listado = await buscar(busqueda);
    expect(listado.quiso_decir).toBe('licencia');
    renderHome(busqueda, { estado: 'listo', listado });
    const link = within(resultados()).getByRole('link', { name: 'licencia' });
    expect(link.parentElement!.textContent).toBe('¿Quiso decir licencia?');
    expect(address(link.getAttribute('href'))).toEqual(searchAddress({ nombre: 'licencia', page: 1 }));
  });

  it('after a search, the results heading has the focus and the search is remembered', async () => {
    const busqueda = busquedaDe({ nombre: 'permiso', page: '2' });
    const listado = await buscar(busqueda);
    renderHome(busqueda, { estado: 'listo', listado });
    expect(document.activeElement).toBe(
      within(resultados()).getByRole('heading', { name: 'Resultados de la búsqueda' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS)!)).toEqual({
      nombre: 'permiso',
      page: 2,
      per_page: HOME_PAGE_SIZE,
    });
    expect(replace).not.toHaveBeenCalled();
  });
});
