/**
 * What the comment specs share: a registered modality to comment on, and the checks that a sent comment
 * is stored by the real server (e2e/serve.ts).
 *
 * The attachment is read back from the server's files folder (`.tmp/e2e-<port>/files`), and the row is
 * proven to be in the database by replaying the browser's Idempotency-Key, which the API answers with the
 * stored row's folio only if that row exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { SERVER_DIR } from './pages';

// The server's files folder (e2e/serve.ts: E2E_DIR/files).
const FILES = path.join(SERVER_DIR, 'files');

export interface Opcion {
  institucion: string;
  tramite: string;
  modalidad: string;
  modalidadId: number;
}

/** A registered modality with its institution and procedure, from the same API the form uses. */
export async function opcion(request: APIRequestContext, index = 0): Promise<Opcion> {
  const { instituciones } = await (await request.get('/api/public_institucion_listado?page=-1')).json();
  const institucion = instituciones[index % instituciones.length];
  const { tramites } = await (
    await request.get(
      `/api/public_tramites?institucion_id=${institucion.institucion_id}&estado_solicitud[]=11&estado_solicitud[]=13`,
    )
  ).json();
  const tramite = tramites[0];
  return {
    institucion: institucion.nombre_institucion,
    tramite: tramite.nombre_tramite,
    modalidad: tramite.modalidades[0].nombre_modalidad,
    modalidadId: tramite.modalidades[0].modalidad_id,
  };
}

/** A native select: the option is chosen by its text, once the list holds it (a procedure list loads). */
/** A complaint sent straight to the API, as another citizen would: its folio and tracking code. */
export async function denunciaEnviada(request: APIRequestContext, modalidadId: number) {
  const res = await request.post('/api/public_tramites/denuncias', {
    multipart: {
      anonimo: 'true',
      mensaje: 'Me pidieron una constancia no inscrita.',
      modalidad_id: String(modalidadId),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { folio: string; codigo_seguimiento: string };
}

export async function elegir(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** Chooses the institution, then the procedure, then the modality (the form's cascade). */
export async function elegirModalidad(page: Page, o: Opcion) {
  await elegir(page, 'Institución', o.institucion);
  await elegir(page, 'Trámite', o.tramite);
  await elegir(page, 'Modalidad', o.modalidad);
}

/** A tiny PNG (2×2, grey). */
export const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNoaGhoYGAACIYBgU/Bu2YAAAAASUVORK5CYII=',
    'base64',
  );

/** A real PNG of random colours (8×8 RGB): unlike any other test's file, so finding it back proves it is ours. */
export function randomPng(): Buffer {
  const size = 8;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, () =>
    Buffer.concat([Buffer.from([0]), Buffer.from(crypto.getRandomValues(new Uint8Array(size * 3)))]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The row is in the database under the browser's idempotency key: the same key with other content is refused
 * with a 409 (issue 17, item 9: a reused key never drops a complaint nor hands out another's folio). Chromium
 * does not expose a multipart upload's body to replay it as sent, so the folio itself is checked on screen.
 */
export async function expectStoredRow(
  request: APIRequestContext,
  sent: Request,
  folio: string,
  modalidadId: number,
) {
  expect(folio).toMatch(/^RNT-\d{4}-\d{6,}$/);
  const key = (await sent.allHeaders())['idempotency-key'];
  expect(key).toBeTruthy();
  const other = await request.post('/api/public_tramites/denuncias', {
    headers: { 'Idempotency-Key': key! },
    multipart: { anonimo: 'true', mensaje: 'otro contenido', modalidad_id: String(modalidadId) },
  });
  expect(other.status()).toBe(409);
}

/** The attachment is in the server's files folder, byte for byte. */
export function expectStoredFile(content: Buffer) {
  // Skip the store's own tmp/ folder (judged on the path inside FILES: the checkout itself may live under /tmp).
  const files = (readdirSync(FILES, { recursive: true }) as string[])
    .filter((f) => f.split(path.sep)[0] !== 'tmp')
    .map((f) => path.join(FILES, f))
    .filter((f) => statSync(f).isFile());
  expect(files.some((f) => readFileSync(f).equals(content))).toBe(true);
}
