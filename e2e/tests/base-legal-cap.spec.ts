/**
 * Issue 17, item 16, in the evaluator's form: a legal basis holds at most LEGAL_BASIS_MAX_REFERENCES
 * references, and the form refuses adding one more to a full basis before calling the server.
 */
import { expect, test } from './helpers/fixtures';
import { LEGAL_BASIS_MAX_REFERENCES } from '@rnt/contract/constants';
import { EVALUACION_MESSAGES as M } from '@rnt/contract/evaluacion';
import type { Modalidad } from '@rnt/contract/modalidad';
import { evaluatorSession, useSession } from './helpers/pages';

test('the reference form refuses a reference past the cap, with the server’s message, nothing sent', async ({
  page,
  request,
}) => {
  // A basis of 50 rows to render, and 50 deletions to clean up, on a busy 2-core machine.
  test.setTimeout(90_000);
  const session = await evaluatorSession(request);
  const headers = { authorization: `Bearer ${(JSON.parse(session) as { token: string }).token}` };
  // A modality the other evaluator tests do not use (they take the first ones).
  const m = (
    (await (await request.get('/api/public_modalidad_get_id/40')).json()) as { modalidad: Modalidad }
  ).modalidad;
  const regulacion = (
    (await (
      await request.get('/api/solicitudes_regulacion/regulaciones?nombre=ley', { headers })
    ).json()) as {
      regulaciones: { id: number; nombre: string }[];
    }
  ).regulaciones[0]!;
  const created = await request.post('/api/base_legal/create', {
    headers,
    data: {
      seccion: 'DESCRIPCION',
      regulacion_id: regulacion.id,
      modalidad_id: m.id,
      referencias: Array.from({ length: LEGAL_BASIS_MAX_REFERENCES }, (_, i) => ({
        referencia_id: 1,
        valor_referencia: String(900 + i),
      })),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const base = (await created.json()).base_legal as { referencias: { id: number }[] };

  try {
    await useSession(page, session);
    await page.goto(`/tramite/${m.tramite_id}/detalles/${m.id}`);
    await page.getByRole('button', { name: 'Ver base legal de descripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Base legal: Descripción' });
    await dialog.getByRole('button', { name: 'Agregar referencia' }).click();
    await dialog
      .getByRole('combobox', { name: 'Regulación', exact: true })
      .fill(regulacion.nombre.slice(0, 12));
    await page.getByRole('option', { name: regulacion.nombre }).first().click();
    await dialog.getByRole('combobox', { name: 'Referencia', exact: true }).click();
    await page.getByRole('option', { name: /Art/ }).first().click();
    await dialog.getByLabel('Valor de referencia').fill('999');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/base_legal/') && r.method() !== 'GET') writes.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
    await expect(dialog.getByText(M.referenciasMaximo)).toBeVisible();
    expect(writes).toEqual([]);
  } finally {
    await Promise.all(
      base.referencias.map((r) => request.delete(`/api/base_legal/referencias/${r.id}`, { headers })),
    );
  }
});

test('a basis changed by someone else meanwhile: the server’s refusal of no field shows in the form', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await evaluatorSession(request);
  const headers = { authorization: `Bearer ${(JSON.parse(session) as { token: string }).token}` };
  const m = (
    (await (await request.get('/api/public_modalidad_get_id/41')).json()) as { modalidad: Modalidad }
  ).modalidad;
  const regulacion = (
    (await (
      await request.get('/api/solicitudes_regulacion/regulaciones?nombre=ley', { headers })
    ).json()) as { regulaciones: { id: number; nombre: string }[] }
  ).regulaciones[0]!;
  const body = (n: number) => ({
    seccion: 'PERIODICIDAD',
    regulacion_id: regulacion.id,
    modalidad_id: m.id,
    referencias: Array.from({ length: n }, (_, i) => ({
      referencia_id: 1,
      valor_referencia: String(800 + i),
    })),
  });
  const created = await request.post('/api/base_legal/create', { headers, data: body(1) });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).base_legal.id as number;

  try {
    await useSession(page, session);
    await page.goto(`/tramite/${m.tramite_id}/detalles/${m.id}`);
    await page.getByRole('button', { name: 'Ver base legal de periodicidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Base legal: Periodicidad' });
    await dialog.getByRole('button', { name: 'Agregar referencia' }).click();
    await dialog
      .getByRole('combobox', { name: 'Regulación', exact: true })
      .fill(regulacion.nombre.slice(0, 12));
    await page.getByRole('option', { name: regulacion.nombre }).first().click();
    await dialog.getByRole('combobox', { name: 'Referencia', exact: true }).click();
    await page.getByRole('option', { name: /Art/ }).first().click();
    await dialog.getByLabel('Valor de referencia').fill('999');
    // Another evaluator replaces the basis's references while this form is open: the form's copy of
    // them is stale, and the server refuses it under `referencias.0.id`, a key of no field of the form.
    const replaced = await request.put(`/api/base_legal/update/${id}`, { headers, data: body(2) });
    expect(replaced.status(), await replaced.text()).toBe(200);
    await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'La referencia no pertenece a esta base legal.' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Valor de referencia')).toHaveValue('999');
  } finally {
    const refs = (
      (await (
        await request.get(`/api/base_legal?per_page=-1&modalidad_id=${m.id}&seccion=PERIODICIDAD`, {
          headers,
        })
      ).json()) as { bases_legales: { id: number; referencias: { id: number }[] }[] }
    ).bases_legales.find((b) => b.id === id)?.referencias;
    await Promise.all(
      (refs ?? []).map((r) => request.delete(`/api/base_legal/referencias/${r.id}`, { headers })),
    );
  }
});
