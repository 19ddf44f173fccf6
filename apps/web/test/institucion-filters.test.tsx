/**
 * The institution and unit filters of the light home (`rsc/islands/institucion-filters.tsx`; specification:
 * "Selecting an institution loads its units"): native selects of the GET form; a new institution loads
 * its units from the real API (`/api/lista_unidades/:id`) and clears the unit chosen before; without an
 * institution the unit select is off. The lists are the real API's.
 */
import { LISTA_UNIDADES_PATH } from '@rnt/contract/api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FiltrosInstitucion } from '../src/rsc/islands/institucion-filters';
import { useRealApi, type RealApi } from './real-api';

interface Opcion {
  id: number;
  nombre: string;
}

let api: RealApi;
let instituciones: Opcion[];
/** Two institutions with units of their own (different lists). */
let a: { institucion: Opcion; unidades: Opcion[] };
let b: { institucion: Opcion; unidades: Opcion[] };

const unidadesDe = async (id: number) =>
  (
    (await (await fetch(`${api.url}${LISTA_UNIDADES_PATH.replace(':id', String(id))}`)).json()) as {
      unidades: Opcion[];
    }
  ).unidades.map(({ id, nombre }) => ({ id, nombre }));

beforeAll(async () => {
  api = useRealApi();
  instituciones = (
    (await (await fetch(`${api.url}/api/lista_instituciones`)).json()) as { instituciones: Opcion[] }
  ).instituciones.map(({ id, nombre }) => ({ id, nombre }));
  const conUnidades: { institucion: Opcion; unidades: Opcion[] }[] = [];
  for (const institucion of instituciones) {
    const unidades = await unidadesDe(institucion.id);
    if (unidades.length >= 2) conUnidades.push({ institucion, unidades });
    if (conUnidades.length === 2) break;
  }
  [a, b] = conUnidades as [typeof a, typeof b];
  expect(b).toBeDefined();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The network, not our code, made slow: the real API's answers for these institutions' units are held
 * until `soltar(id)` (observed through the browser's `fetch`; the requests and answers are the real ones).
 */
function retener(...ids: number[]) {
  const fetchReal = globalThis.fetch;
  const held = new Map(
    ids.map((id) => {
      let soltar!: () => void;
      const retenida = new Promise<void>((r) => (soltar = r));
      return [LISTA_UNIDADES_PATH.replace(':id', String(id)), { retenida, soltar }] as const;
    }),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await fetchReal(input, init);
    const path = new URL(String(input), window.location.href).pathname;
    await held.get(path)?.retenida;
    return res;
  });
  return (id: number) => held.get(LISTA_UNIDADES_PATH.replace(':id', String(id)))!.soltar();
}

function renderFiltros(props: { institucionId?: number; unidadId?: number; unidades?: Opcion[] } = {}) {
  render(
    <form action="/" method="get" aria-label="Búsqueda">
      <FiltrosInstitucion
        instituciones={instituciones}
        unidades={props.unidades ?? []}
        institucionId={props.institucionId ?? null}
        unidadId={props.unidadId ?? null}
      />
    </form>,
  );
  const institucion = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Institución' });
  const unidad = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Unidad' });
  /** What the GET form sends (a disabled select sends nothing; happy-dom's FormData would list it). */
  const enviado = () => ({
    institucion_id: institucion.value,
    unidad_id: unidad.disabled ? null : unidad.value,
  });
  return { institucion, unidad, enviado };
}

const opciones = (select: HTMLSelectElement) =>
  Array.from(select.options).map((o) => ({ value: o.value, texto: o.textContent }));
const unidadesOpciones = (unidades: Opcion[]) => [
  { value: '', texto: 'Todas las unidades' },
  ...unidades.map((u) => ({ value: String(u.id), texto: u.nombre })),
];
/** The unit select once its units have come (enabled again). */
const cargadas = (unidad: HTMLSelectElement, unidades: Opcion[]) =>
  waitFor(
    () => {
      expect(unidad.disabled).toBe(false);
      expect(opciones(unidad)).toEqual(unidadesOpciones(unidades));
    },
    { timeout: 10_000 },
  );

describe('institution and unit filters', () => {
  it('list every institution, and keep the unit off until one is chosen', () => {
    const { institucion, unidad, enviado } = renderFiltros();
    expect(opciones(institucion)).toEqual([
      { value: '', texto: 'Todas las instituciones' },
      ...instituciones.map((i) => ({ value: String(i.id), texto: i.nombre })),
    ]);
    expect(institucion.value).toBe('');
    expect(unidad.disabled).toBe(true);
    expect(opciones(unidad)).toEqual([{ value: '', texto: 'Seleccione primero una institución' }]);
    expect(enviado()).toEqual({ institucion_id: '', unidad_id: null });
  });

  it("load the chosen institution's units from the API (busy meanwhile) and send the unit chosen", async () => {
    const user = userEvent.setup();
    const soltar = retener(a.institucion.id);
    const { institucion, unidad, enviado } = renderFiltros();
    await user.selectOptions(institucion, String(a.institucion.id));
    expect(unidad.getAttribute('aria-busy')).toBe('true');
    expect(unidad.disabled).toBe(true);
    soltar(a.institucion.id);
    await cargadas(unidad, a.unidades);
    expect(unidad.getAttribute('aria-busy')).toBe('false');
    await user.selectOptions(unidad, String(a.unidades[1]!.id));
    expect(enviado()).toEqual({
      institucion_id: String(a.institucion.id),
      unidad_id: String(a.unidades[1]!.id),
    });
  });

  it('start from the search the server rendered, and a new institution clears the unit and brings its own', async () => {
    const user = userEvent.setup();
    const { institucion, unidad, enviado } = renderFiltros({
      institucionId: a.institucion.id,
      unidadId: a.unidades[0]!.id,
      unidades: a.unidades,
    });
    expect(enviado()).toEqual({
      institucion_id: String(a.institucion.id),
      unidad_id: String(a.unidades[0]!.id),
    });
    expect(opciones(unidad)).toEqual(unidadesOpciones(a.unidades));
    await user.selectOptions(institucion, String(b.institucion.id));
    await cargadas(unidad, b.unidades);
    expect(unidad.value).toBe('');
    expect(enviado()).toEqual({ institucion_id: String(b.institucion.id), unidad_id: '' });
  });

  it('back to every institution, the unit is cleared and off again', async () => {
    const user = userEvent.setup();
    const { institucion, unidad, enviado } = renderFiltros({
      institucionId: a.institucion.id,
      unidadId: a.unidades[0]!.id,
      unidades: a.unidades,
    });
    await user.selectOptions(institucion, '');
    expect(unidad.disabled).toBe(true);
    expect(opciones(unidad)).toEqual([{ value: '', texto: 'Seleccione primero una institución' }]);
    expect(enviado()).toEqual({ institucion_id: '', unidad_id: null });
  });

  it("show the last institution's units even when an earlier answer arrives after it", async () => {
    const user = userEvent.setup();
    const soltar = retener(a.institucion.id);
    const { institucion, unidad } = renderFiltros();
    await user.selectOptions(institucion, String(a.institucion.id));
    await user.selectOptions(institucion, String(b.institucion.id));
    await cargadas(unidad, b.unidades);
    soltar(a.institucion.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(opciones(unidad)).toEqual(unidadesOpciones(b.unidades));
    expect(unidad.disabled).toBe(false);
  });

  it('keep the unit off while the new institution loads, even if an earlier answer arrives first', async () => {
    const user = userEvent.setup();
    const soltar = retener(a.institucion.id, b.institucion.id);
    const { institucion, unidad } = renderFiltros();
    await user.selectOptions(institucion, String(a.institucion.id));
    await user.selectOptions(institucion, String(b.institucion.id));
    // The first institution's answer comes while the second's is still on its way: it must not show.
    soltar(a.institucion.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(unidad.disabled).toBe(true);
    expect(unidad.getAttribute('aria-busy')).toBe('true');
    expect(opciones(unidad)).toEqual([{ value: '', texto: 'Todas las unidades' }]);
    soltar(b.institucion.id);
    await cargadas(unidad, b.unidades);
  });
});
