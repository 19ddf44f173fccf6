/**
 * An island's hydration gives the browser its turn (`rsc/entry.islas.tsx`: `hydrateRoot` inside
 * `startTransition`). A large island (the atlas's tree of a whole registry, the largest the pages have) is
 * hydrated in React's slices of a few milliseconds, with the browser's own tasks (input, paint, timers)
 * running in between, not as one long task. Without the transition React hydrates a root in one go: no
 * timer runs between the island's arrival and its end.
 */
import type { AtlasInstitucion, AtlasResponse, AtlasTramite } from '@rnt/contract/atlas';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isla } from '../src/rsc/isla';
import { AtlasTree } from '../src/rsc/islands/atlas-tree';
import { serverHtml } from './helpers-server-html';

const Arbol = isla('atlas-tree#AtlasTree', AtlasTree);

const tramite = (id: number): AtlasTramite => ({
  id,
  nombre: `Trámite ${id}`,
  total_modalidades: 3,
  modalidades: [0, 1, 2].map((i) => ({
    id: id * 10 + i,
    nombre: `Modalidad ${id}-${i}`,
    estado_id: 11,
    inscrita: true,
  })),
});

/** 30 institutions × 4 units × 10 procedures × 3 modalities: 1,200 procedures, about 9,000 elements. */
function atlas(): AtlasResponse {
  const instituciones: AtlasInstitucion[] = Array.from({ length: 30 }, (_, i) => {
    const unidades = Array.from({ length: 4 }, (_, u) => {
      const tramites = Array.from({ length: 10 }, (_, t) => tramite(i * 1000 + u * 100 + t + 1));
      return {
        id: i * 10 + u,
        nombre: `Unidad ${i}-${u}`,
        total_tramites: 10,
        total_modalidades: 30,
        tramites,
      };
    });
    return {
      id: i + 1,
      nombre: `Institución ${i + 1}`,
      siglas: `I${i + 1}`,
      total_unidades: 4,
      total_tramites: 40,
      total_modalidades: 120,
      unidades,
    };
  });
  return {
    total_instituciones: 30,
    total_unidades: 120,
    total_tramites: 1200,
    total_modalidades: 3600,
    instituciones,
  };
}

describe('hydrating a large island', () => {
  it('lets the browser run its own tasks between slices of the hydration', async () => {
    document.body.innerHTML = await serverHtml(<Arbol atlas={atlas()} filtro="" />);
    expect(document.querySelectorAll('details').length).toBeGreaterThan(1000);
    // The island's module is already loaded (imported above): once the entry starts, only the hydration runs.
    const errors = vi.spyOn(console, 'error');
    // A timer that asks for the browser's turn again and again, as input and paint do.
    let turnos = 0;
    let corriendo = true;
    const turno = () => {
      turnos++;
      if (corriendo) setTimeout(turno, 0);
    };
    await import('../src/rsc/entry.islas');
    const antes = turnos;
    setTimeout(turno, 0);
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true), {
      timeout: 20_000,
    });
    corriendo = false;
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('rnt-isla')?.hasAttribute('data-vivo')).toBe(true);
    // Hydrated in one task, the timer would have run once or twice (before and after it).
    expect(turnos - antes).toBeGreaterThan(5);
  }, 30_000);
});
