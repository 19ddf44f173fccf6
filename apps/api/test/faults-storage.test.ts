/**
 * The file store fails for real (issue 12 "Faults"): a storage folder that cannot be created or
 * written answers 503 with the Spanish "No se pudo guardar el archivo adjunto…" and leaves no row and
 * no file. The failures are made with a regular file where a folder must be (ENOTDIR), which fails
 * for root too — CI runs as root, and root ignores `chmod 000`.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@rnt/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredModalidadId } from './helpers/denuncias-load';
import { multipartBody, pngFile } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let dir: string;
const apps: TestApp[] = [];
let modalidadId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-storage-fault-'));
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function appOn(storageUrl: string) {
  const t = await createTestApp({ storageUrl, denunciasRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  apps.push(t);
  modalidadId ??= await registeredModalidadId(t.database.db);
  return t;
}

function submit(t: TestApp, withFile = true) {
  const body = multipartBody(
    {
      anonimo: 'true',
      mensaje: 'Comentario con el almacenamiento caído.',
      modalidad_id: String(modalidadId),
    },
    withFile ? [{ name: 'foto.png', content: pngFile() }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: body.headers,
  });
}

const rowCount = async (t: TestApp) =>
  Number((await testRows<{ n: string }>(t.database.db, sql`SELECT count(*) n FROM denuncias`))[0]!.n);
const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

async function expectNotStored(t: TestApp) {
  const rowsBefore = await rowCount(t);
  const res = await submit(t);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: MESSAGES.adjuntoNoGuardado });
  expect(res.headers['retry-after']).toBeDefined();
  expect(await rowCount(t)).toBe(rowsBefore);
}

describe('the storage folder cannot be written', () => {
  it('a folder that cannot be created (its parent is a file): 503 in Spanish, no row', async () => {
    const blocker = path.join(dir, 'no-es-carpeta');
    await writeFile(blocker, 'un archivo donde debería haber una carpeta');
    const t = await appOn(path.join(blocker, 'files'));
    await expectNotStored(t);
    // A comment without attachment does not touch the store and is still accepted.
    expect((await submit(t, false)).statusCode).toBe(201);
  });

  it('the final folder cannot be created: the row is rolled back and the temporary file removed', async () => {
    // Uploads reach tmp/, but denuncias/ is a file, so the move inside the transaction fails.
    const root = path.join(dir, 'mover-falla');
    await mkdir(root);
    await writeFile(path.join(root, 'denuncias'), 'bloqueo');
    const t = await appOn(root);
    await expectNotStored(t);
    expect(await filesUnder(root)).toBe(1); // only the blocking file
  });

  it('works again as soon as the folder is writable, without a restart', async () => {
    const root = path.join(dir, 'se-repara');
    await mkdir(root);
    await writeFile(path.join(root, 'denuncias'), 'bloqueo');
    const t = await appOn(root);
    await expectNotStored(t);
    await rm(path.join(root, 'denuncias'));
    const res = await submit(t);
    expect(res.statusCode).toBe(201);
    const [row] = await testRows<{ imagen: string }>(
      t.database.db,
      sql`SELECT imagen FROM denuncias WHERE folio = ${res.json().folio}`,
    );
    expect(await filesUnder(path.join(root, 'denuncias'))).toBe(1);
    expect(row!.imagen).toMatch(/^denuncias\//);
  });
});
