/**
 * The atlas's filter and tree (`rsc/islands/atlas-tree.tsx`): the contract's `filterAtlas` as she types
 * (accents and capitals ignored), the count said in the live region, a narrow filter (60 modalities or
 * fewer) opening every branch it keeps, and the address keeping the filter when the form is sent. The
 * browser spec (e2e/tests/agenda-atlas.spec.ts) covers the drill-down on the seed; here a small atlas
 * built for the rules (a wide procedure of 61 modalities for the threshold).
 */
import type { AtlasInstitucion, AtlasResponse, AtlasTramite } from '@rnt/contract/atlas';
import { ATLAS_FILTRO_MAX } from '@rnt/contract/atlas-filter';
import { MESSAGES } from '@rnt/contract/messages';
import { atlasPagePath, modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AtlasTree } from '../src/rsc/islands/atlas-tree';

const tramite = (id: number, nombre: string, modalidades: [string, boolean][]): AtlasTramite => ({
  id,
  nombre,
  total_modalidades: modalidades.length,
  modalidades: modalidades.map(([nombre, inscrita], i) => ({
    id: id * 100 + i,
    nombre,
    estado_id: inscrita ? 11 : 2,
    inscrita,
  })),
});

const PASAPORTE = tramite(1, 'Emisión de pasaporte', [
  ['Pasaporte ordinario', true],
  ['Pasaporte urgente', false],
]);
const LICENCIA = tramite(2, 'Licencia de conducir', [['Licencia liviana', true]]);
// Wide: 61 modalities, one past the threshold that opens the branches.
const PERMISOS = tramite(
  3,
  'Permiso sanitario',
  Array.from({ length: 61 }, (_, i): [string, boolean] => [`Permiso sanitario tipo ${i + 1}`, true]),
);

const institucion = (
  id: number,
  nombre: string,
  siglas: string,
  unidades: [number, string, AtlasTramite[]][],
): AtlasInstitucion => ({
  id,
  nombre,
  siglas,
  total_unidades: unidades.length,
  total_tramites: unidades.reduce((n, [, , t]) => n + t.length, 0),
  total_modalidades: unidades.reduce((n, [, , t]) => n + t.reduce((m, x) => m + x.total_modalidades, 0), 0),
  unidades: unidades.map(([uid, unombre, tramites]) => ({
    id: uid,
    nombre: unombre,
    total_tramites: tramites.length,
    total_modalidades: tramites.reduce((m, x) => m + x.total_modalidades, 0),
    tramites,
  })),
});

const INSTITUCIONES = [
  institucion(10, 'Dirección General de Migración', 'DGME', [[20, 'Unidad de Pasaportes', [PASAPORTE]]]),
  institucion(11, 'Viceministerio de Transporte', 'VMT', [[21, 'Registro de Licencias', [LICENCIA]]]),
  institucion(12, 'Ministerio de Salud', 'MINSAL', [[22, 'Unidad de Permisos', [PERMISOS]]]),
];
const ATLAS: AtlasResponse = {
  total_instituciones: 3,
  total_unidades: 3,
  total_tramites: 3,
  total_modalidades: 64,
  instituciones: INSTITUCIONES,
};

afterEach(() => window.history.replaceState(null, '', '/'));

const filtro = () => screen.getByRole('textbox', { name: 'Filtrar por nombre' }) as HTMLInputElement;
const estado = () => screen.getByRole('status');
/** The `<details>` of the branch whose summary starts with `name`. */
const rama = (name: string) => {
  const summary = [...document.querySelectorAll('summary')].find((s) => s.textContent!.startsWith(name));
  return summary?.parentElement as HTMLDetailsElement | undefined;
};
const nombresDeInstituciones = () =>
  within(screen.getByRole('list', { name: 'Instituciones' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('atlas tree', () => {
  it('says the atlas’s totals, and names each branch with its counts in Spanish agreement', () => {
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    expect(screen.getByText('3 instituciones, 3 unidades, 3 trámites y 64 modalidades.')).toBeTruthy();
    expect(nombresDeInstituciones()).toEqual([
      'Dirección General de Migración (DGME) 1 trámite · 2 modalidades',
      'Viceministerio de Transporte (VMT) 1 trámite · 1 modalidad',
      'Ministerio de Salud (MINSAL) 1 trámite · 61 modalidades',
    ]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Unidad de Pasaportes 1 trámite · 2 modalidades' }),
    ).toBeTruthy();
    // Without a filter every branch starts closed and the live region says nothing.
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(estado().textContent).toBe('');
  });

  it('a procedure lists its own page and its modalities’ pages, each with its state', () => {
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    const ver = screen.getByRole('link', { name: 'Ver el trámite «Emisión de pasaporte»' });
    expect(ver.getAttribute('href')).toBe(tramitePagePath(1));
    const ordinario = screen.getByRole('link', { name: 'Pasaporte ordinario' });
    expect(ordinario.getAttribute('href')).toBe(modalidadPagePath(1, 100));
    expect(ordinario.parentElement!.textContent).toContain(MESSAGES.inscrito);
    expect(screen.getByRole('link', { name: 'Pasaporte urgente' }).parentElement!.textContent).toContain(
      MESSAGES.enEvaluacion,
    );
  });

  it('filters as she types, ignoring capitals and accents, and says how much matches', async () => {
    const user = userEvent.setup();
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    await user.type(filtro(), 'EMISION');
    expect(estado().textContent).toBe('1 trámite y 2 modalidades coinciden con «EMISION».');
    expect(nombresDeInstituciones()).toEqual([
      'Dirección General de Migración (DGME) 1 trámite · 2 modalidades',
    ]);
  });

  it('every word typed must match somewhere on the path (institution acronym + modality)', async () => {
    const user = userEvent.setup();
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    await user.type(filtro(), 'dgme urgente');
    expect(estado().textContent).toBe('1 trámite y 1 modalidad coinciden con «dgme urgente».');
    expect(screen.queryByRole('link', { name: 'Pasaporte ordinario' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pasaporte urgente' })).toBeTruthy();
  });

  it('a filter that keeps nothing says "Sin resultados" with what was typed, and the tree is empty', async () => {
    const user = userEvent.setup();
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    await user.type(filtro(), 'zzzz');
    expect(estado().textContent).toBe(`${MESSAGES.sinResultados}: ningún trámite coincide con «zzzz».`);
    expect(screen.getByRole('list', { name: 'Instituciones' }).children).toHaveLength(0);
  });

  it('a narrow filter opens every branch it keeps; a wide one (over 60 modalities) leaves them closed', async () => {
    const user = userEvent.setup();
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    await user.type(filtro(), 'pasaporte');
    expect(rama('Dirección General de Migración')!.open).toBe(true);
    expect(rama('Unidad de Pasaportes')!.open).toBe(true);
    expect(rama('Emisión de pasaporte')!.open).toBe(true);
    await user.clear(filtro());
    await user.type(filtro(), 'sanitario');
    expect(estado().textContent).toBe('1 trámite y 61 modalidades coinciden con «sanitario».');
    expect(rama('Ministerio de Salud')!.open).toBe(false);
    expect(rama('Permiso sanitario')!.open).toBe(false);
  });

  it('opens on the filter of the address (`?filtro=`), already applied', () => {
    render(<AtlasTree atlas={ATLAS} filtro="licencia" />);
    expect(filtro().value).toBe('licencia');
    expect(estado().textContent).toBe('1 trámite y 1 modalidad coinciden con «licencia».');
    expect(rama('Viceministerio de Transporte')!.open).toBe(true);
  });

  it('"Filtrar" keeps the filter in the address (replaced, no reload); an empty one leaves it bare', async () => {
    const user = userEvent.setup();
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    const largo = window.history.length;
    await user.type(filtro(), '  licencia de ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(window.location.pathname + window.location.search).toBe(atlasPagePath('?filtro=licencia+de'));
    expect(window.history.length).toBe(largo);
    await user.clear(filtro());
    await user.keyboard('{Enter}');
    expect(window.location.pathname + window.location.search).toBe(atlasPagePath());
  });

  it('the field is explained (described by its help) and bounded at the contract’s length', () => {
    render(<AtlasTree atlas={ATLAS} filtro="" />);
    const help = document.getElementById(filtro().getAttribute('aria-describedby')!);
    expect(help?.textContent).toContain('No distingue mayúsculas ni tildes.');
    expect(filtro().maxLength).toBe(ATLAS_FILTRO_MAX);
    expect(screen.getByRole('search', { name: 'Filtrar el atlas' }).getAttribute('action')).toBe(
      atlasPagePath(),
    );
  });
});
