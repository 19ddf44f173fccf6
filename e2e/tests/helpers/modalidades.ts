/**
 * Test data is picked by asking the API for a modality with the needed property (the demo data is
 * generated, so ids are not hard-coded). Modalities are read in small parallel batches and cached.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Modalidad } from '@rnt/contract/modalidad';
import { requirementsOfTable } from '@rnt/contract/modalidad-rules';
import { modalidadPagePath } from '@rnt/contract/page-paths';

/** The default demo data has 600 modalities (README, packages/db/test/seed.test.ts). */
const LAST_ID = 600;

const cache = new Map<number, Modalidad | null>();
export async function modalidad(request: APIRequestContext, id: number): Promise<Modalidad | null> {
  if (!cache.has(id)) {
    const res = await request.get(`/api/public_modalidad_get_id/${id}`);
    cache.set(id, res.ok() ? ((await res.json()) as { modalidad: Modalidad }).modalidad : null);
  }
  return cache.get(id)!;
}

/**
 * The first modality (by id) with the property. `fromEnd` searches from the last id down: a test that
 * changes its modality takes one the read-only tests, which search from the first id, do not reach.
 */
export async function findModalidad(
  request: APIRequestContext,
  description: string,
  predicate: (m: Modalidad) => boolean = () => true,
  { fromEnd = false } = {},
): Promise<Modalidad> {
  for (let n = 0; n < LAST_ID; n += 10) {
    const ids = Array.from({ length: 10 }, (_, i) => (fromEnd ? LAST_ID - n - i : n + i + 1));
    const batch = await Promise.all(ids.map((id) => modalidad(request, id)));
    const found = batch.find((m) => m && predicate(m));
    if (found) return found;
  }
  throw new Error(`Los datos de demostración no tienen ${description}`);
}

/** The requirements of the request table and of the other table, as the public page shows them. */
export const solicitud = (m: Modalidad) => requirementsOfTable(m.requisitos, true);
export const otros = (m: Modalidad) => requirementsOfTable(m.requisitos, false);
export const detailUrl = (m: Pick<Modalidad, 'id' | 'tramite_id'>, query = '') =>
  modalidadPagePath(m.tramite_id, m.id, query);
