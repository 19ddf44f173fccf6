import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { EVALUACION_MESSAGES as M } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import type { Modalidad } from '@rnt/contract/modalidad';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';

const [evaluador] = DEMO_USERS;

/** A modality of the demo data (ids are generated: the first one the API answers). */
async function someModalidad(request: APIRequestContext, skip = 0): Promise<Modalidad> {
  let seen = 0;
  for (let id = 1; id < 200; id++) {
    const res = await request.get(`/api/public_modalidad_get_id/${id}`);
    if (res.ok() && seen++ >= skip) return ((await res.json()) as { modalidad: Modalidad }).modalidad;
  }
  throw new Error('no hay modalidades en los datos de demostración');
}
/**
 * A public modality with no ruling yet on these sections, so the ruling form starts empty, as the test
 * expects. The seed rules half of the evaluated modalities' names (some "Inscribir con condición"), and
 * which modality is the second public one depends on what the tests beside this one changed: a full run
 * once gave this test a modality whose name was already ruled, and the state's options never showed.
 */
async function modalidadSinDictamen(
  request: APIRequestContext,
  token: string,
  secciones: string[],
): Promise<Modalidad> {
  const headers = { authorization: `Bearer ${token}` };
  for (let skip = 1; skip < 40; skip++) {
    const m = await someModalidad(request, skip);
    const rulings = await Promise.all(
      secciones.map(async (seccion) => {
        const res = await request.get(`/api/dictamenes?per_page=-1&modalidad_id=${m.id}&seccion=${seccion}`, {
          headers,
        });
        expect(res.status()).toBe(200);
        return ((await res.json()) as { dictamenes: unknown[] }).dictamenes.length;
      }),
    );
    if (rulings.every((n) => n === 0)) return m;
  }
  throw new Error('ninguna modalidad sin dictamen en esas secciones');
}

const detailUrl = (m: Modalidad) => `/tramite/${m.tramite_id}/detalles/${m.id}`;

/** Logs in through the API and stores the session as the login page does. */
async function loginAs(page: Page, request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/auth/login', {
    data: { email: evaluador.email, password: evaluador.password },
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await page.goto('/admin/login');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEY_SESSION, JSON.stringify({ token, user, autenticado: true, ...extra })],
  );
  return token;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  // The open dropdown's options: a modality page may also hold a native select's hidden options (the
  // offices' municipality, "Sin elegir"), which a pattern like /.+/ would match first.
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

test('the evaluator logs in and adds, edits and deletes a legal reference with its validation', async ({
  page,
  request,
}) => {
  const m = await someModalidad(request);
  const regulacion = (
    (await (await request.get('/api/solicitudes_regulacion/regulaciones?nombre=ley')).json()) as {
      regulaciones: { nombre: string }[];
    }
  ).regulaciones[0]!;

  await page.goto(`/admin/login?redirect=${encodeURIComponent(detailUrl(m))}`);
  await page.getByLabel('Correo electrónico').fill(evaluador.email);
  await page.getByLabel('Contraseña').fill('equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos.');
  await page.getByLabel('Contraseña').fill(evaluador.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cerrar sesión/ })).toBeVisible();

  await page.getByRole('button', { name: 'Ver base legal de descripción' }).click();
  const dialog = page.getByRole('dialog', { name: 'Base legal: Descripción' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agregar referencia' }).click();
  await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
  await expect(dialog.getByText(M.regulacionRequerida)).toBeVisible();
  await expect(dialog.getByText(M.referenciaRequerida)).toBeVisible();
  await expect(dialog.getByText(M.valorReferenciaRequerido)).toBeVisible();

  // Regulation lookup by text (debounced on the client).
  await dialog
    .getByRole('combobox', { name: 'Regulación', exact: true })
    .fill(regulacion.nombre.slice(0, 12));
  await page.getByRole('option', { name: regulacion.nombre }).first().click();
  await choose(page, 'Referencia', /Art/);
  await dialog.getByLabel('Valor de referencia').fill('x'.repeat(41));
  await choose(page, 'Sub referencia', /.+/);
  await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
  await expect(dialog.getByText(M.valorReferenciaMaximo)).toBeVisible();
  await expect(dialog.getByText(M.valorSubReferenciaRequerido)).toBeVisible();
  await dialog.getByLabel('Valor de referencia').fill('97');
  await dialog.getByLabel('Valor de sub referencia').fill('z)');
  await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
  const row = dialog.getByRole('row').filter({ hasText: 'z)' }).filter({ hasText: '97' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Editar referencia/ }).click();
  await dialog.getByLabel('Valor de referencia').fill('98');
  await dialog.getByRole('button', { name: 'Guardar referencia' }).click();
  const edited = dialog.getByRole('row').filter({ hasText: 'z)' }).filter({ hasText: '98' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /^Eliminar referencia/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar referencia' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: 'z)' }).filter({ hasText: '98' })).toHaveCount(0);
});

test('phase 2: a 004 ruling needs its condition, and 006 is offered only for the modality name', async ({
  page,
  request,
}) => {
  const token = await loginAs(page, request);
  const m = await modalidadSinDictamen(request, token, ['NOMBRE_MODALIDAD', 'PERIODICIDAD']);
  const ayuda = (await (
    await request.get('/api/ayudas/getAyudaByCodigo/PERIODICIDAD', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { ayuda: { texto: string } };
  // A help text that does not exist (404) shows no help.
  await page.route('**/api/ayudas/getAyudaByCodigo/NOMBRE_MODALIDAD', (route) =>
    route.fulfill({ status: 404, json: { message: 'No existe' } }),
  );
  await page.goto(detailUrl(m));
  await page.getByRole('switch', { name: 'Modo de evaluación fase 2' }).check();

  await page.getByRole('button', { name: 'Base legal de la modalidad' }).click();
  let dialog = page.getByRole('dialog', { name: `Base legal de la modalidad: ${m.nombre}` });
  await dialog.getByRole('combobox', { name: 'Estado', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Modificar nombre de la modalidad' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Ayuda', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Ver base legal de periodicidad' }).click();
  dialog = page.getByRole('dialog', { name: 'Base legal: Periodicidad' });
  await expect(dialog.getByRole('heading', { name: 'Dictaminar sección' })).toBeVisible();
  await expect(dialog.getByText(ayuda.ayuda.texto)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Estado', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Conforme', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Modificar nombre de la modalidad' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await dialog.getByRole('button', { name: 'Guardar dictamen' }).click();
  await expect(dialog.getByText(M.comentariosRequeridos)).toBeVisible();
  await expect(dialog.getByText(M.estadoRequerido)).toBeVisible();

  await dialog.getByLabel('Comentarios').fill('Inscribir mientras se simplifica el trámite.');
  await choose(page, 'Estado', 'Inscribir con condición');
  await dialog.getByRole('button', { name: 'Guardar dictamen' }).click();
  await expect(dialog.getByText(M.condicionRequerida)).toBeVisible();
  await choose(page, 'Condición de inscripción', /.+/);
  // Another status hides and clears the condition; back to 004 it is empty again.
  await choose(page, 'Estado', 'Conforme');
  await expect(dialog.getByRole('combobox', { name: 'Condición de inscripción' })).toHaveCount(0);
  await choose(page, 'Estado', 'Inscribir con condición');
  await expect(dialog.getByRole('combobox', { name: 'Condición de inscripción' })).toHaveValue('');
  await choose(page, 'Condición de inscripción', /.+/);
  // An earlier save's "Guardado con éxito." may still be up (it closes after 4 s): the one awaited below
  // must be this save's.
  await expect(page.getByText('Guardado con éxito.')).toHaveCount(0, { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Guardar dictamen' }).click();
  await expect(page.getByText('Guardado con éxito.')).toBeVisible();

  const res = await request.get(`/api/dictamenes?per_page=-1&modalidad_id=${m.id}&seccion=PERIODICIDAD`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { dictamenes } = (await res.json()) as {
    dictamenes: { condicion_inscripcion_id: number | null; estados_dictamen: { codigo: string }[] }[];
  };
  const last = dictamenes.at(-1)!;
  expect(last.estados_dictamen[0]!.codigo).toBe('004');
  expect(last.condicion_inscripcion_id).not.toBeNull();
});

test('a public visitor never sees the evaluator tools', async ({ page, request }) => {
  const m = await someModalidad(request);
  await page.goto(detailUrl(m));
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Modo de evaluación fase 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Base legal de la modalidad' }).click();
  const dialog = page.getByRole('dialog', { name: `Base legal de la modalidad: ${m.nombre}` });
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agregar referencia' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Editar referencia|^Eliminar referencia/ })).toHaveCount(
    0,
  );
  await expect(dialog.getByText('Dictaminar sección')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeAttached();
});

test('an expired token ends the session and leads to the login', async ({ page, request }) => {
  const m = await someModalidad(request);
  await page.goto('/admin/login');
  const expired =
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaXNzIjoicm50LWFkbWluIiwiZXhwIjoxNjAwMDAwMDAwfQ.firma-invalida';
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      STORAGE_KEY_SESSION,
      JSON.stringify({
        token: expired,
        user: { id: 1, nombre: 'X', permisos: ['BASE_LEGAL_VER'] },
        autenticado: true,
      }),
    ],
  );
  await page.goto(detailUrl(m));
  await page.getByRole('button', { name: 'Base legal de la modalidad' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Iniciar sesión en la administración' }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SESSION)).toBeNull();
});

test('the login page says when attempts are rate-limited, and a failed permission fetch ends the session', async ({
  page,
}) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 429, json: { message: MESSAGES.demasiadasSolicitudes } }),
  );
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(evaluador.email);
  await page.getByLabel('Contraseña').fill(evaluador.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.demasiadasSolicitudes);

  await page.unroute('**/api/auth/login');
  await page.route('**/api/users/operaciones/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'x' } }),
  );
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toContainText('No se pudieron obtener sus permisos');
  await expect(page).toHaveURL(/\/admin\/login\?error=permisos/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SESSION)).toBeNull();
});

test('logging out ends the session on the server: the token no longer opens evaluator routes', async ({
  page,
  request,
}) => {
  const token = await loginAs(page, request);
  const authorization = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/estados_dictamen', { headers: authorization })).status()).toBe(200);
  await page.goto('/');
  await page.getByRole('button', { name: /Cerrar sesión/ }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SESSION)).toBeNull();
  expect((await request.get('/api/estados_dictamen', { headers: authorization })).status()).toBe(401);
});

test('logging out while the server cannot be reached still clears the local session', async ({
  page,
  request,
}) => {
  await loginAs(page, request);
  await page.goto('/');
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: /Cerrar sesión/ }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SESSION)).toBeNull();
});
