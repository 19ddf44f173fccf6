/**
 * The purge of complaints' personal data (issue 23, decision record 023): removes name, surnames, e-mail,
 * phone and attachment of complaints closed longer than the retention period, keeps the statistics and
 * the history, writes one audit row per run that purged something, and is idempotent. The command
 * itself (`npm run denuncias:purge -w apps/api`) is run once as a child process on a real database.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '@rnt/db/create-db';
import { writePgliteTestDataDir, testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from '../src/env';
import { runComplaintPurge } from '../src/lib/denuncias-purge';
import { LocalStorage } from '../src/lib/storage/local-storage';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let files: string;
beforeAll(async () => {
  t = await createTestApp();
  files = await mkdtemp(path.join(tmpdir(), 'rnt-purga-'));
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

const rows = <T>(db: Db, query: ReturnType<typeof sql>) => testRows<T>(db, query);

interface Personal {
  id: number;
  nombres: string | null;
  apellidos: string | null;
  correo: string | null;
  telefono: string | null;
  imagen: string | null;
  datos_purgados_at: string | null;
}
const personal = (db: Db) =>
  rows<Personal>(
    db,
    sql`SELECT id, nombres, apellidos, correo, telefono, imagen, datos_purgados_at::text AS datos_purgados_at
        FROM denuncias ORDER BY id`,
  );

/** Everything the public statistics and the history hold, to compare before and after. */
async function kept(db: Db) {
  return {
    estadisticas: (await t.app.inject('/api/graphics/denuncias')).json(),
    historia: await rows(
      db,
      sql`SELECT id, denuncia_id, estado, resultado, nota_publica, nota_interna FROM denuncia_acciones ORDER BY id`,
    ),
    denuncias: await rows(
      db,
      sql`SELECT id, folio, anonimo, mensaje, modalidad_id, institucion_id, descripcion_tramite, estado, resultado,
                 respondida_at, cerrada_at, created_at FROM denuncias ORDER BY id`,
    ),
  };
}

const audits = (db: Db) =>
  rows<{
    user_id: number | null;
    entidad: string;
    accion: string;
    antes: unknown;
    despues: Record<string, unknown>;
  }>(
    db,
    sql`SELECT user_id, entidad, accion, antes, despues FROM auditoria
        WHERE accion = 'PURGAR_DATOS_PERSONALES' ORDER BY id`,
  );

describe('complaint personal-data purge', () => {
  it('purges closed complaints past the retention, keeps counts and history, audits, and is idempotent', async () => {
    const db = t.database.db;
    // "Now" is fixed relative to the demo data: 200 days after their reference date (2026-11-01).
    const now = new Date(Date.UTC(2027, 4, 20));
    const retentionDays = 365;
    const limit = new Date(now.getTime() - retentionDays * 86_400_000);
    const due = await rows<{ id: number; folio: string }>(
      db,
      sql`SELECT id, folio FROM denuncias WHERE estado = 'CERRADA' AND cerrada_at < ${limit.toISOString()} ORDER BY id`,
    );
    const dueIds = new Set(due.map((d) => d.id));
    // The demo data have identified complaints on both sides of the limit, and open ones.
    const before = await personal(db);
    const identifiedDue = before.filter((p) => dueIds.has(p.id) && p.correo);
    const identifiedKept = before.filter((p) => !dueIds.has(p.id) && p.correo);
    expect(identifiedDue.length).toBeGreaterThan(5);
    expect(identifiedKept.length).toBeGreaterThan(5);
    // An attachment on a due complaint, stored as the submission stores it.
    const storage = new LocalStorage(files);
    const key = `denuncias/2026/purga-prueba.png`;
    await storage.put(key, Readable.from([Buffer.from('datos personales')]));
    await db.execute(
      sql`UPDATE denuncias SET imagen = ${key}, imagen_nombre = 'dui.png', imagen_mime = 'image/png', imagen_bytes = 16
          WHERE id = ${identifiedDue[0]!.id}`,
    );
    const keptBefore = await kept(db);

    const first = await runComplaintPurge(db, storage, { retentionDays, now });
    expect(first).toEqual({ denuncias: due.length, adjuntos: 1, adjuntosBorrados: 1 });
    await expect(stat(path.join(files, key))).rejects.toThrow();

    const after = await personal(db);
    for (const p of after) {
      const old = before.find((b) => b.id === p.id)!;
      if (dueIds.has(p.id)) {
        expect(p, `denuncia ${p.id}`).toMatchObject({
          nombres: null,
          apellidos: null,
          correo: null,
          telefono: null,
          imagen: null,
        });
        expect(p.datos_purgados_at).not.toBeNull();
      } else {
        expect(p, `denuncia ${p.id}`).toEqual(old);
      }
    }
    const [attachment] = await rows<Record<string, unknown>>(
      db,
      sql`SELECT imagen_nombre, imagen_mime, imagen_bytes FROM denuncias WHERE id = ${identifiedDue[0]!.id}`,
    );
    expect(attachment).toEqual({ imagen_nombre: null, imagen_mime: null, imagen_bytes: null });
    // The statistics, the history and every non-personal field are exactly as before.
    expect(await kept(db)).toEqual(keptBefore);

    // One audit row: the command line as actor, which complaints, and none of the removed data.
    const [row, ...more] = await audits(db);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ user_id: null, entidad: 'denuncias', antes: null });
    expect(row!.despues).toMatchObject({ retencion_dias: 365, denuncias: due.length, adjuntos: 1 });
    expect(row!.despues.folios).toEqual(due.map((d) => d.folio).sort());
    const auditText = JSON.stringify(row);
    for (const p of identifiedDue) {
      expect(auditText).not.toContain(p.correo!);
      expect(auditText).not.toContain(p.telefono!);
    }

    // Idempotent: a second run finds nothing, changes nothing and writes no audit row.
    const snapshot = await personal(db);
    const second = await runComplaintPurge(db, storage, {
      retentionDays,
      now: new Date(now.getTime() + 60_000),
    });
    expect(second).toEqual({ denuncias: 0, adjuntos: 0, adjuntosBorrados: 0 });
    expect(await personal(db)).toEqual(snapshot);
    expect(await audits(db)).toHaveLength(1);
  });

  it('a failed file delete does not undo the purge and is reported', async () => {
    const db = t.database.db;
    const [target] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM denuncias WHERE estado <> 'CERRADA' ORDER BY id LIMIT 1`,
    );
    await db.execute(
      sql`UPDATE denuncias SET estado = 'CERRADA', resultado = 'FUNDADA', cerrada_at = '2020-01-01T00:00:00Z',
                 correo = 'persona@ejemplo.com', imagen = 'denuncias/2020/falla.png', datos_purgados_at = NULL
          WHERE id = ${target!.id}`,
    );
    const warnings: string[] = [];
    const failing = {
      delete: async () => {
        throw new Error('almacenamiento no disponible');
      },
    } as unknown as LocalStorage;
    const summary = await runComplaintPurge(db, failing, { retentionDays: 365 }, (m) => warnings.push(m));
    expect(summary).toEqual({ denuncias: 1, adjuntos: 1, adjuntosBorrados: 0 });
    expect(warnings).toEqual([
      'No se pudo borrar el adjunto denuncias/2020/falla.png: almacenamiento no disponible',
    ]);
    const [row] = await rows<{ correo: string | null; imagen: string | null }>(
      db,
      sql`SELECT correo, imagen FROM denuncias WHERE id = ${target!.id}`,
    );
    // Unreferenced now: the server's start-up sweep removes the file.
    expect(row).toEqual({ correo: null, imagen: null });
  });

  it('reads its retention from COMPLAINT_PERSONAL_DATA_RETENTION_DAYS (default 365, whole days ≥ 1)', () => {
    expect(envSchema.parse({}).COMPLAINT_PERSONAL_DATA_RETENTION_DAYS).toBe(365);
    expect(
      envSchema.parse({ COMPLAINT_PERSONAL_DATA_RETENTION_DAYS: '30' })
        .COMPLAINT_PERSONAL_DATA_RETENTION_DAYS,
    ).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'un año'])
      expect(envSchema.safeParse({ COMPLAINT_PERSONAL_DATA_RETENTION_DAYS: bad }).success, bad).toBe(false);
  });

  it('npm run denuncias:purge works on the server’s database configuration', async () => {
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const dir = await mkdtemp(path.join(tmpdir(), 'rnt-purga-cli-'));
    const { DATABASE_URL: _unused, ...base } = process.env;
    let env: NodeJS.ProcessEnv;
    let open: () => ReturnType<typeof createDb>;
    if (t.database.url) {
      // PostgreSQL: the test's own database.
      env = { ...base, DATABASE_URL: t.database.url };
      open = () => createDb({ databaseUrl: t.database.url, poolMax: 1 });
    } else {
      await writePgliteTestDataDir(path.join(dir, 'pglite'));
      env = { ...base, PGLITE_DATA_DIR: path.join(dir, 'pglite') };
      open = () => createDb({ dataDir: path.join(dir, 'pglite') });
    }
    const run = (days: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/purge-denuncias.ts'], {
          cwd: apiRoot,
          env: { ...env, STORAGE_URL: path.join(dir, 'files'), COMPLAINT_PERSONAL_DATA_RETENTION_DAYS: days },
        });
        let out = '';
        child.stdout.on('data', (c) => (out += c));
        child.stderr.on('data', (c) => (out += c));
        child.on('close', (code) => resolve({ code, out }));
      });
    try {
      // Every demo complaint was closed before today: a retention of one day purges all the closed ones.
      const purge = await run('1');
      expect(purge.code, purge.out).toBe(0);
      expect(purge.out).toMatch(
        /Datos personales purgados de [1-9]\d* denuncias cerradas hace más de 1 días/,
      );
      const again = await run('1');
      expect(again.code, again.out).toBe(0);
      expect(again.out).toContain('Datos personales purgados de 0 denuncias');
      const bad = await run('cero');
      expect(bad.code).not.toBe(0);
      expect(bad.out).toContain('COMPLAINT_PERSONAL_DATA_RETENTION_DAYS');
      const database = await open();
      try {
        const [left] = await rows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM denuncias WHERE estado = 'CERRADA' AND (correo IS NOT NULL OR datos_purgados_at IS NULL)`,
        );
        expect(left!.n).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
