import type { APIRequestContext } from '@playwright/test';
import type { Modalidad } from '@rnt/contract/modalidad';

/**
 * Test data is picked by asking the API for a modality with the needed property (the demo data is
 * generated, so ids are not hard-coded). Modalities are read in small parallel batches and cached.
 */
const cache = new Map<number, Modalidad | null>();
async function modalidad(request: APIRequestContext, id: number): Promise<Modalidad | null> {
  if (!cache.has(id)) {
    const res = await request.get(`/api/public_modalidad_get_id/${id}`);
    cache.set(id, res.ok() ? ((await res.json()) as { modalidad: Modalidad }).modalidad : null);
  }
  return cache.get(id)!;
}

export async function findModalidad(
  request: APIRequestContext,
  description: string,
  predicate: (m: Modalidad) => boolean = () => true,
): Promise<Modalidad> {
  for (let start = 1; start <= 800; start += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => modalidad(request, start + i)));
    const found = batch.find((m) => m && predicate(m));
    if (found) return found;
  }
  throw new Error(`Los datos de demostración no tienen ${description}`);
}

export const detailUrl = (m: Pick<Modalidad, 'id' | 'tramite_id'>, query = '') =>
  `/tramite/${m.tramite_id}/detalles/${m.id}${query}`;
