/**
 * Issue 17, item 20: `estado_modalidad` has one type in both lists "Procedure-modality
 * entry" — `/api/public_tramites_listado` and `/api/public_tramites_modalidades` — the public label of
 * a modality's state ('Inscrito' for states 11 and 13, 'En Evaluación' otherwise), with the state id beside it as
 * `estado_id` (decision 009).
 */
import { modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { tramiteModalidadSchema } from '@rnt/contract/modalidad';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Entry = Record<string, unknown> & { modalidad_id: number; tramite_id: number; estado_id: number };

describe('estado_modalidad', () => {
  it('is the same label, with the same estado_id, in the listado and in the modalities of a procedure', async () => {
    const listado = (await t.app.inject('/api/public_tramites_listado?institucion_id=16&per_page=-1')).json()
      .portal as Entry[];
    expect(listado.length).toBeGreaterThan(0);
    const tramiteIds = [...new Set(listado.map((e) => e.tramite_id))].slice(0, 5);
    for (const tramiteId of tramiteIds) {
      const modalidades = (
        await t.app.inject(`/api/public_tramites_modalidades?id=${tramiteId}&per_page=-1`)
      ).json().portal as Entry[];
      for (const entry of listado.filter((e) => e.tramite_id === tramiteId)) {
        const same = modalidades.find((m) => m.modalidad_id === entry.modalidad_id);
        expect(same, `modalidad ${entry.modalidad_id}`).toBeDefined();
        expect(entry).toEqual(same);
      }
    }
    for (const entry of listado) {
      expect(tramiteModalidadSchema.strict().parse(entry)).toEqual(entry);
      expect(entry.estado_modalidad).toBe(modalityStateLabel(entry.estado_id));
    }
    expect(new Set(listado.map((e) => e.estado_modalidad))).toEqual(new Set(['Inscrito']));
  });

  it('is a string in the OpenAPI document of both routes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of ['/api/public_tramites_listado', '/api/public_tramites_modalidades']) {
      const schema = doc.paths[path].get.responses['200'].content['application/json'].schema;
      expect(schema.properties.portal.items.properties.estado_modalidad, path).toEqual({ type: 'string' });
      expect(schema.properties.portal.items.properties.estado_id, path).toMatchObject({ type: 'integer' });
    }
  });
});
