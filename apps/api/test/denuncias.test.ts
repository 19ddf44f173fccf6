import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FOLIO_PATTERN } from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyServerOptions } from 'fastify';
import { fastifyOptions } from '../src/app';
import { LocalStorage } from '../src/lib/storage/local-storage';
import type { Storage } from '../src/lib/storage/storage';
import {
  exeFile,
  jpegFile,
  multipartBody,
  pdfFile,
  pngFile,
  zipFile,
  type FilePart,
} from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

/** The real folder store, with failures that a test can switch on. */
class FaultyStorage implements Storage {
  readonly description = 'prueba';
  failOn: 'put' | 'move' | null = null;
  constructor(readonly inner: LocalStorage) {}
  async put(key: string, source: Readable) {
    if (this.failOn === 'put') {
      source.resume();
      throw new Error('disco lleno (simulado)');
    }
    return this.inner.put(key, source);
  }
  async move(from: string, to: string) {
    if (this.failOn === 'move') throw new Error('fallo al mover (simulado)');
    return this.inner.move(from, to);
  }
  delete = (key: string) => this.inner.delete(key);
  get = (key: string) => this.inner.get(key);
  exists = (key: string) => this.inner.exists(key);
  list = (prefix: string) => this.inner.list(prefix);
}

let t: TestApp;
let folder: string;
let storage: FaultyStorage;
let registered: { id: number; nombre: string };
let unregistered: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rnt-denuncias-'));
  storage = new FaultyStorage(new LocalStorage(folder));
  t = await createTestApp({ storage, denunciasRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  [registered] = (await testRows<{ id: number; nombre: string }>(
    t.database.db,
    sql`SELECT id, nombre FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id LIMIT 1`,
  )) as [{ id: number; nombre: string }];
  unregistered = (
    await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM modalidades WHERE estado_id NOT IN (11, 13) ORDER BY id LIMIT 1`,
    )
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => {
  storage.failOn = null;
});

const identified = () => ({
  anonimo: 'false',
  mensaje: 'La ventanilla pide una constancia que no aparece en el registro.',
  modalidad_id: String(registered.id),
  nombres: 'María José',
  apellidos: 'Núñez',
  correo: 'maria.nunez@example.com',
  telefono: '7012 3456',
});

function send(fields: Record<string, string>, files: FilePart[] = [], headers: Record<string, string> = {}) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function rowCount(): Promise<number> {
  return Number((await testRows<{ n: string }>(t.database.db, sql`SELECT count(*) n FROM denuncias`))[0]!.n);
}

/** Every file under the storage folder, as keys. */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Runs a request that must be refused and checks that it left neither a row nor a file. */
async function expectRejected(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  errors: Record<string, string[]>,
  status = 400,
) {
  const [rowsBefore, filesBefore] = [await rowCount(), await storedKeys()];
  const res = await request();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message: MESSAGES.solicitudInvalida, errors });
  expect(await rowCount()).toBe(rowsBefore);
  expect(await storedKeys()).toEqual(filesBefore);
}

describe('GET /api/parametros', () => {
  it('answers the attachment parameters from the table', async () => {
    const rows = await testRows<{ codigo: string; valor: string }>(
      t.database.db,
      sql`SELECT codigo, valor FROM parametros WHERE codigo IN ('DOCS_RNT_MOD_MIME_TYPE', 'DOCS_RNT_MOD_SIZE')`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const res = await t.app.inject(`/api/parametros?codigo=${row.codigo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ parametros: [{ codigo: row.codigo, valor: row.valor }] });
    }
  });

  it('answers an empty list for an unknown code and 400 for a missing or malformed one', async () => {
    expect((await t.app.inject('/api/parametros?codigo=NO_EXISTE')).json()).toEqual({ parametros: [] });
    const missing = await t.app.inject('/api/parametros');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.codigo).toEqual(['El código es requerido.']);
    expect((await t.app.inject("/api/parametros?codigo=x'%20OR%201=1")).statusCode).toBe(400);
  });
});

describe('GET /api/public_tramites/denuncias/modalidades/:id', () => {
  it('names a registered modality, its procedure and institution', async () => {
    const res = await t.app.inject(`/api/public_tramites/denuncias/modalidades/${registered.id}`);
    expect(res.statusCode).toBe(200);
    const [expected] = await testRows(
      t.database.db,
      sql`SELECT m.nombre AS nombre_modalidad, t.nombre AS nombre_tramite, i.nombre AS nombre_institucion
          FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
          JOIN instituciones i ON i.id = u.institucion_id WHERE m.id = ${registered.id}`,
    );
    expect(res.json().modalidad).toMatchObject({ modalidad_id: registered.id, ...expected });
  });

  it('answers 404 for an unregistered or unknown modality', async () => {
    for (const id of [unregistered, 99_999_999]) {
      const res = await t.app.inject(`/api/public_tramites/denuncias/modalidades/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.modalidadNoDisponible });
    }
  });
});

describe('POST /api/public_tramites/denuncias: accepted comments', () => {
  it('stores an identified comment with its attachment, durable in the table and the folder', async () => {
    const image = pngFile();
    const res = await send(identified(), [{ name: 'captura.png', content: image, type: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const { message, folio } = res.json();
    expect(message).toBe('Denuncia enviada con éxito');
    expect(folio).toMatch(FOLIO_PATTERN);

    const [row] = await testRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM denuncias WHERE folio = ${folio}`,
    );
    expect(row).toMatchObject({
      anonimo: false,
      mensaje: identified().mensaje,
      modalidad_id: registered.id,
      nombres: 'María José',
      apellidos: 'Núñez',
      correo: 'maria.nunez@example.com',
      telefono: '7012-3456',
      imagen_nombre: 'captura.png',
      imagen_mime: 'image/png',
      imagen_bytes: image.length,
    });
    expect(folio).toBe(`RNT-${new Date().getFullYear()}-${String(row!.id).padStart(6, '0')}`);
    expect(row!.imagen).toMatch(/^denuncias\/\d{4}\/[0-9a-f-]+\.png$/);
    expect(await readFile(path.join(folder, String(row!.imagen)))).toEqual(image);
    expect((await storedKeys()).filter((k) => k.startsWith('tmp/'))).toEqual([]);
  });

  it('stores an anonymous comment without personal data, even when some is sent', async () => {
    const res = await send({
      anonimo: 'true',
      mensaje: 'Comentario anónimo',
      modalidad_id: String(registered.id),
      nombres: 'No debe guardarse',
      correo: 'no-es-un-correo',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await testRows(
      t.database.db,
      sql`SELECT anonimo, nombres, apellidos, correo, telefono, imagen FROM denuncias WHERE folio = ${res.json().folio}`,
    );
    expect(row).toEqual({
      anonimo: true,
      nombres: null,
      apellidos: null,
      correo: null,
      telefono: null,
      imagen: null,
    });
  });

  it('accepts jpg, jpeg and pdf attachments and an attachment of exactly 10,000,000 bytes', async () => {
    for (const file of [
      { name: 'foto.jpg', content: jpegFile() },
      { name: 'FOTO.JPEG', content: jpegFile() },
      { name: 'carta.pdf', content: pdfFile() },
    ]) {
      const res = await send(identified(), [file]);
      expect(res.statusCode, file.name).toBe(201);
    }
    const big = pdfFile(10_000_000);
    const res = await send(identified(), [{ name: 'expediente.pdf', content: big }]);
    expect(res.statusCode).toBe(201);
    const [row] = await testRows<{ imagen: string; imagen_bytes: number; imagen_mime: string }>(
      t.database.db,
      sql`SELECT imagen, imagen_bytes, imagen_mime FROM denuncias WHERE folio = ${res.json().folio}`,
    );
    expect(row).toMatchObject({ imagen_bytes: 10_000_000, imagen_mime: 'application/pdf' });
    expect((await readFile(path.join(folder, row!.imagen))).equals(big)).toBe(true);
  });

  it('ignores an empty file part (a file input left empty)', async () => {
    const res = await send(identified(), [{ name: '', content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/public_tramites/denuncias: every rejection, in Spanish, leaving nothing behind', () => {
  it('requires the personal data when not anonymous', async () => {
    await expectRejected(
      () => send({ ...identified(), nombres: '', apellidos: '', correo: '', telefono: '' }),
      {
        nombres: ['Nombre es requerido'],
        apellidos: ['Apellido es requerido'],
        correo: ['Correo es requerido'],
        telefono: ['Teléfono es requerido'],
      },
    );
    const { nombres: _n, apellidos: _a, correo: _c, telefono: _t, ...withoutPersonal } = identified();
    await expectRejected(() => send(withoutPersonal), {
      nombres: ['Nombre es requerido'],
      apellidos: ['Apellido es requerido'],
      correo: ['Correo es requerido'],
      telefono: ['Teléfono es requerido'],
    });
  });

  it('checks names, e-mail and phone', async () => {
    await expectRejected(() => send({ ...identified(), nombres: 'Ana<script>' }), {
      nombres: [MESSAGES.nombreInvalido],
    });
    await expectRejected(() => send({ ...identified(), apellidos: 'Pérez 2' }), {
      apellidos: [MESSAGES.apellidoInvalido],
    });
    await expectRejected(() => send({ ...identified(), correo: 'maria@' }), {
      correo: ['Formato de correo es inválido'],
    });
    await expectRejected(() => send({ ...identified(), telefono: '1234-5678' }), {
      telefono: ['Teléfono es invalido'],
    });
  });

  it('requires the message, at most 1,200 characters', async () => {
    await expectRejected(() => send({ ...identified(), mensaje: '  ' }), {
      mensaje: ['Motivo del comentario es requerido'],
    });
    await expectRejected(() => send({ ...identified(), mensaje: 'a'.repeat(1201) }), {
      mensaje: ['Cantidad máxima de caracteres 1,200'],
    });
    expect((await send({ ...identified(), mensaje: 'ñ'.repeat(1200) })).statusCode).toBe(201);
  });

  it('requires an existing, registered modality', async () => {
    const { modalidad_id: _m, ...withoutModality } = identified();
    await expectRejected(() => send(withoutModality), { modalidad_id: ['Modalidad es requerido'] });
    await expectRejected(() => send({ ...identified(), modalidad_id: 'abc' }), {
      modalidad_id: [MESSAGES.opcionInvalida],
    });
    await expectRejected(() => send({ ...identified(), modalidad_id: '99999999' }), {
      modalidad_id: [MESSAGES.modalidadNoDisponible],
    });
    await expectRejected(() => send({ ...identified(), modalidad_id: String(unregistered) }), {
      modalidad_id: [MESSAGES.modalidadNoDisponible],
    });
  });

  it('refuses attachments of other types, by extension and by their bytes', async () => {
    const tipo = { imagen: ['El archivo tiene que ser JGP, JPEG, PNG ó PDF'] };
    await expectRejected(() => send(identified(), [{ name: 'programa.exe', content: exeFile() }]), tipo);
    // A renamed executable: allowed extension, wrong bytes.
    await expectRejected(
      () => send(identified(), [{ name: 'foto.jpg', content: exeFile(), type: 'image/jpeg' }]),
      tipo,
    );
    await expectRejected(
      () => send(identified(), [{ name: 'documento.pdf', content: Buffer.from('hola') }]),
      tipo,
    );
    // An allowed type under another allowed type's name.
    await expectRejected(() => send(identified(), [{ name: 'carta.pdf', content: pngFile() }]), tipo);
    await expectRejected(() => send(identified(), [{ name: 'vacio.png', content: Buffer.alloc(0) }]), tipo);
  });

  it('reports a wrong file together with the other invalid fields', async () => {
    await expectRejected(
      () => send({ ...identified(), correo: 'x' }, [{ name: 'foto.png', content: exeFile() }]),
      {
        correo: ['Formato de correo es inválido'],
        imagen: ['El archivo tiene que ser JGP, JPEG, PNG ó PDF'],
      },
    );
  });

  it('refuses an attachment of 10,000,001 bytes, and a larger body before reading it', async () => {
    const peso = { imagen: ['el peso del archivo excede los 10 megabites'] };
    let tooBig: Awaited<ReturnType<typeof send>> | undefined;
    await expectRejected(
      async () =>
        (tooBig = await send(identified(), [{ name: 'expediente.pdf', content: pdfFile(10_000_001) }])),
      peso,
    );
    // The rest of an oversized upload is not read: the connection is closed after the answer.
    expect(tooBig!.headers.connection).toBe('close');
    const body = multipartBody(identified(), [{ name: 'x.pdf', content: pdfFile(10_000) }]);
    await expectRejected(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/public_tramites/denuncias',
          // The declared length alone is enough to refuse: the body is never read.
          headers: { ...body.headers, 'content-length': String(20_000_000) },
          payload: body.payload,
        }),
      peso,
      413,
    );
  });

  it('accepts one file only', async () => {
    await expectRejected(
      () =>
        send(identified(), [
          { name: 'a.png', content: pngFile() },
          { name: 'b.png', content: pngFile() },
        ]),
      { imagen: [MESSAGES.archivoUnico] },
    );
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public_tramites/denuncias',
      payload: identified(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
  });
});

describe('POST /api/public_tramites/denuncias: row and file committed together', () => {
  const withFile = () => send(identified(), [{ name: 'foto.png', content: pngFile() }]);

  async function expectNothingStored(
    request: () => Promise<{ statusCode: number; json(): unknown }>,
    expected: { status: number; message: string } = { status: 500, message: MESSAGES.errorInterno },
  ) {
    const [rowsBefore, filesBefore] = [await rowCount(), await storedKeys()];
    const res = await request();
    expect(res.statusCode).toBe(expected.status);
    expect(res.json()).toEqual({ message: expected.message });
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(filesBefore);
  }

  // A failing store is not the citizen's fault nor a bug: 503 with its own message (try again later).
  const storeFailed = { status: 503, message: MESSAGES.adjuntoNoGuardado };

  it('a failed file write leaves no row', async () => {
    storage.failOn = 'put';
    await expectNothingStored(withFile, storeFailed);
  });

  it('a failed move to the final key rolls the row back and removes the temporary file', async () => {
    storage.failOn = 'move';
    await expectNothingStored(withFile, storeFailed);
  });

  it('a failed insert leaves no file', async () => {
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION rnt_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
               BEGIN RAISE EXCEPTION 'inserción fallida (simulada)'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER rnt_test_fail_insert BEFORE INSERT ON denuncias
               FOR EACH ROW EXECUTE FUNCTION rnt_test_fail()`),
    );
    try {
      await expectNothingStored(withFile);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER rnt_test_fail_insert ON denuncias'));
    }
  });

  it('a failed COMMIT (after the file was moved) removes the moved file', async () => {
    // A deferred constraint trigger fails at COMMIT time, after the file reached its final key.
    await t.database.db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER rnt_test_fail_commit AFTER INSERT ON denuncias
               DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rnt_test_fail()`),
    );
    try {
      await expectNothingStored(withFile);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER rnt_test_fail_commit ON denuncias'));
      await t.database.db.execute(sql.raw('DROP FUNCTION rnt_test_fail()'));
    }
    // And the next submission works again.
    expect((await withFile()).statusCode).toBe(201);
  });
});

describe('POST /api/public_tramites/denuncias: idempotent retries', () => {
  it('a retry with the same Idempotency-Key answers the same folio without a second row', async () => {
    const key = `prueba-${Date.now()}`;
    const first = await send(identified(), [{ name: 'foto.png', content: pngFile() }], {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = await storedKeys();
    const retry = await send(identified(), [{ name: 'foto.png', content: pngFile() }], {
      'idempotency-key': key,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().folio).toBe(first.json().folio);
    expect(await storedKeys()).toEqual(filesAfterFirst);
    const rows = await testRows(t.database.db, sql`SELECT id FROM denuncias WHERE idempotency_key = ${key}`);
    expect(rows).toHaveLength(1);
  });

  it('concurrent submissions with one key store one row and answer one folio', async () => {
    const key = `concurrente-${Date.now()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        send(identified(), [{ name: 'foto.png', content: pngFile() }], { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().folio)).size).toBe(1);
    const rows = await testRows<{ imagen: string }>(
      t.database.db,
      sql`SELECT imagen FROM denuncias WHERE idempotency_key = ${key}`,
    );
    expect(rows).toHaveLength(1);
    // The losers' files were removed: only the stored row's file remains for this key.
    expect((await storedKeys()).filter((k) => k.startsWith('tmp/'))).toEqual([]);
    expect(await storage.exists(rows[0]!.imagen)).toBe(true);
  });

  it('a key reused with other content answers 409 in Spanish and stores nothing; the same content still gets its folio', async () => {
    const key = `reusada-${Date.now()}`;
    const pdf = pdfFile(4096);
    const first = await send(identified(), [{ name: 'acta.pdf', content: pdf }], { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const [rowsBefore, filesBefore] = [await rowCount(), await storedKeys()];
    const otherPdf = Buffer.from(pdf);
    otherPdf.write('OTRO', 100);
    for (const [fields, files] of [
      [
        { ...identified(), mensaje: 'Otro comentario, distinto del primero.' },
        [{ name: 'acta.pdf', content: pdf }],
      ],
      [identified(), [{ name: 'acta.pdf', content: otherPdf }]],
      [identified(), []],
      [{ ...identified(), anonimo: 'true' }, [{ name: 'acta.pdf', content: pdf }]],
    ] as const) {
      const reused = await send(fields, [...files], { 'idempotency-key': key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ message: MESSAGES.claveIdempotenciaReutilizada });
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(filesBefore);
    const same = await send(identified(), [{ name: 'acta.pdf', content: pdf }], { 'idempotency-key': key });
    expect(same.statusCode).toBe(201);
    expect(same.json().folio).toBe(first.json().folio);
    expect(await storedKeys()).toEqual(filesBefore);
  });

  it('refuses a malformed key', async () => {
    await expectRejected(() => send(identified(), [], { 'idempotency-key': 'con espacios' }), {
      'idempotency-key': ['La clave de idempotencia debe tener de 1 a 200 caracteres visibles.'],
    });
  });
});

describe('POST /api/public_tramites/denuncias: rate limit', () => {
  it('answers 429 in Spanish once a client passes the configured limit', async () => {
    const limited = await createTestApp({
      storage,
      denunciasRateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    try {
      const post = () => {
        const body = multipartBody({ ...identified(), mensaje: '' });
        return limited.app.inject({
          method: 'POST',
          url: '/api/public_tramites/denuncias',
          payload: body.payload,
          headers: body.headers,
        });
      };
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: MESSAGES.demasiadasSolicitudes });
      expect(third.headers['retry-after']).toBeDefined();
      // A valid complaint past the limit is refused too, and nothing is stored.
      const countRows = async () =>
        Number(
          (await testRows<{ n: string }>(limited.database.db, sql`SELECT count(*) n FROM denuncias`))[0]!.n,
        );
      const rowsBefore = await countRows();
      const valid = multipartBody(identified(), [{ name: 'foto.png', content: pngFile() }]);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/public_tramites/denuncias',
        payload: valid.payload,
        headers: valid.headers,
      });
      expect(refused.statusCode).toBe(429);
      expect(await countRows()).toBe(rowsBefore);
      // Other routes are not limited.
      expect((await limited.app.inject('/api/parametros?codigo=DOCS_RNT_MOD_SIZE')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
    // It opens a second app on its own database copy.
  }, 60_000);
});

describe('POST /api/public_tramites/denuncias: upload abuse', () => {
  const tipo = { imagen: [MESSAGES.archivoTipo] };

  it('refuses polyglots, archives and active content under an image or PDF name', async () => {
    const activo = { imagen: [MESSAGES.archivoContenidoActivo] };
    // Each file with the refusal it gets: a wrong type, or (issue 29) bytes after the image's end.
    const cases: [FilePart, Record<string, string[]>][] = [
      // GIF header that is also JavaScript ("GIFAR"-style), under a PNG name.
      [
        {
          name: 'foto.png',
          content: Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.cookie);//'),
          type: 'image/png',
        },
        tipo,
      ],
      // A real PDF with a ZIP archive appended: both readers accept it.
      [
        {
          name: 'expediente.pdf',
          content: Buffer.concat([pdfFile(8192), zipFile('payload.js', Buffer.from('alert(1)'))]),
          type: 'application/pdf',
        },
        tipo,
      ],
      // A real PNG with a ZIP appended after IEND.
      [
        { name: 'foto.png', content: Buffer.concat([pngFile(), zipFile('a.html', Buffer.from('<script>'))]) },
        activo,
      ],
      // A zip bomb (20 MB of zeros in about 20 KB) named .png: it is never unpacked, only refused.
      [
        {
          name: 'bomba.png',
          content: zipFile('ceros.bin', Buffer.alloc(20_000_000), true),
          type: 'image/png',
        },
        tipo,
      ],
      [
        {
          name: 'pagina.jpg',
          content: Buffer.from('<!doctype html><script>alert(1)</script>'),
          type: 'image/jpeg',
        },
        tipo,
      ],
      [
        {
          name: 'dibujo.png',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          type: 'image/svg+xml',
        },
        tipo,
      ],
    ];
    for (const [file, refusal] of cases) await expectRejected(() => send(identified(), [file]), refusal);
    expect(cases[3]![0].content.length).toBeLessThan(100_000);
  });

  it('refuses many files in one request, and a request of too many parts', async () => {
    const files = Array.from({ length: 50 }, (_, i) => ({ name: `foto-${i}.png`, content: pngFile() }));
    await expectRejected(() => send(identified(), files), { imagen: [MESSAGES.archivoUnico] });
    const fields = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`campo${i}`, 'x']));
    await expectRejected(
      () => send({ ...identified(), ...fields }),
      { solicitud: [MESSAGES.solicitudInvalida] },
      413,
    );
  });

  it('refuses a truncated multipart body (the client stopped mid-file)', async () => {
    const body = multipartBody(identified(), [{ name: 'expediente.pdf', content: pdfFile(200_000) }]);
    const truncated = body.payload.subarray(0, body.payload.length - 100_000);
    const [rowsBefore, filesBefore] = [await rowCount(), await storedKeys()];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public_tramites/denuncias',
      payload: truncated,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.solicitudInvalida,
      errors: { solicitud: [MESSAGES.solicitudIncompleta] },
    });
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(filesBefore);
  });

  /** Starts a request over a real socket, sends part of the body, then `drip`s or goes silent. */
  async function slowUpload(
    server: { connectionTimeout?: number; serverFactory?: FastifyServerOptions['serverFactory'] },
    drip: boolean,
  ) {
    const slow = await createTestApp(
      { storage, denunciasRateLimit: { max: 1000, timeWindowMs: 60_000 } },
      { server },
    );
    const filesBefore = await storedKeys();
    try {
      const address = await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const body = multipartBody(identified(), [{ name: 'expediente.pdf', content: pdfFile(100_000) }]);
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => {});
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      const started = Date.now();
      socket.write(
        `POST /api/public_tramites/denuncias HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      // The fields and the start of the file, so a temporary file exists when the client stalls.
      let offset = body.payload.indexOf('%PDF') + 5_000;
      socket.write(body.payload.subarray(0, offset));
      const trickle = setInterval(() => {
        if (drip && !socket.destroyed) socket.write(body.payload.subarray(offset, ++offset));
      }, 100);
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise((r) => setTimeout(() => r(true), 10_000)),
      ]);
      clearInterval(trickle);
      socket.destroy();
      expect(timedOut, 'the server kept the connection open').toBe(false);
      expect(Date.now() - started).toBeLessThan(8_000);
      // The half-received file is removed once the request is gone, and no row was written.
      await expect.poll(storedKeys, { timeout: 5_000 }).toEqual(filesBefore);
      return answer;
    } finally {
      await slow.close();
    }
  }

  it('cuts off an upload that goes silent (connection idle timeout), leaving nothing behind', async () => {
    const rowsBefore = await rowCount();
    // A short idle limit so the test is quick; production keeps 60 s (fastifyOptions in app.ts).
    await slowUpload({ connectionTimeout: 1_000 }, false);
    expect(await rowCount()).toBe(rowsBefore);
    expect(fastifyOptions.connectionTimeout).toBeGreaterThan(0);
    // Each opens a second app, listening on a real socket.
  }, 60_000);

  it('cuts off an upload that trickles (slowloris: whole-request timeout) with a 408', async () => {
    const rowsBefore = await rowCount();
    // Node checks request deadlines every 30 s by default; the test checks every 100 ms.
    const answer = await slowUpload(
      {
        connectionTimeout: 5_000,
        serverFactory: (handler) =>
          createServer({ requestTimeout: 1_000, connectionsCheckingInterval: 100 }, handler),
      },
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await rowCount()).toBe(rowsBefore);
    expect(fastifyOptions.requestTimeout).toBeGreaterThan(0);
    // Each opens a second app, listening on a real socket.
  }, 60_000);
});
