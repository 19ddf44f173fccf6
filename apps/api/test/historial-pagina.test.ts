/**
 * Issue 32 on the modality page (light design, the real RSC build and database): the "Historial de
 * cambios" section, the dated view `?fecha=YYYY-MM-DD` with its banner, a date the page cannot show,
 * a day before the modality existed, and the page cache keyed on the address with its `fecha`.
 */
import {
  cambioTexto,
  HISTORIAL_MESSAGES,
  hoyEnElSalvador,
  type HistorialResponse,
} from '@rnt/contract/historial';
import { SUSCRIPCIONES_MESSAGES } from '@rnt/contract/suscripciones';
import { modalidadPagePath } from '@rnt/contract/page-paths';
import { execute } from '@rnt/db/create-db';
import { testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { requirePagesBuild, webDist } from './helpers/web-build';

const ORIGIN = 'https://tramites.example.gob.sv';

let t: TestApp;
beforeAll(async () => {
  requirePagesBuild('historial-pagina.test.ts');
  t = await createTestApp({ webDist, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const unescape = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The history section's HTML. */
const section = (html: string) => {
  const start = html.indexOf('<section id="historial"');
  expect(start, 'la sección «Historial de cambios»').toBeGreaterThan(-1);
  return unescape(html.slice(start, html.indexOf('</section>', start)));
};
/**
 * The page's HTML without its history section (which tells later changes too) nor its RSC payload (the
 * same tree again as data).
 */
const withoutHistory = (html: string) => {
  const start = html.indexOf('<section id="historial"');
  return (html.slice(0, start) + html.slice(html.indexOf('</section>', start))).replace(
    /<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
};
/** The printed checklist's HTML (the last part of the page's main). */
const printed = (html: string) => {
  const start = html.indexOf('data-testid="lista-imprimible"');
  return unescape(html.slice(start, html.indexOf('</main>', start)));
};
const dmy = (iso: string) => iso.split('-').reverse().join('-');
const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

interface Row {
  id: number;
  tramite_id: number;
  monto: number;
}
/** A registered modality with a fixed fee and no recorded past, the first not yet taken by a test. */
const taken = new Set<number>();
async function freshModality(): Promise<Row> {
  const rows = await testRows<Row>(
    t.database.db,
    sql`SELECT m.id, m.tramite_id, m.monto::float8 AS monto FROM modalidades m
        WHERE m.estado_id = 11 AND m.tipo_tarifa = 'Tarifa Fija' AND m.monto > 0
          AND NOT EXISTS (SELECT 1 FROM historial_cambios h WHERE h.modalidad_id = m.id)
        ORDER BY m.id DESC LIMIT 20`,
  );
  const row = rows.find((r) => !taken.has(r.id))!;
  taken.add(row.id);
  return row;
}

/** Changes the fee by plain SQL, recorded at noon of `dia` in El Salvador (the seed's clock). */
async function feeChangedOn(id: number, monto: number, dia: string) {
  await t.database.db.transaction(async (tx) => {
    await execute(tx, sql`SELECT set_config('rnt.historial_fecha', ${`${dia}T12:00:00-06:00`}, true)`);
    await execute(tx, sql`UPDATE modalidades SET monto = ${monto} WHERE id = ${id}`);
  });
}

async function historial(id: number): Promise<HistorialResponse['historial']> {
  return (await get(`/api/public/modalidades/${id}/historial`)).json<HistorialResponse>().historial;
}

describe('"Historial de cambios" on the modality page', () => {
  it('lists each day newest first, each change in plain words, each day a link to that version', async () => {
    const m = await freshModality();
    await feeChangedOn(m.id, 30, '2025-03-10');
    await execute(
      t.database.db,
      sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, orden)
          VALUES (${m.id}, 6, 'Constancia de prueba del historial', 70)`,
    );
    const days = await historial(m.id);
    expect(days.map((d) => d.fecha)).toEqual([hoyEnElSalvador(), '2025-03-10']);

    const res = await get(modalidadPagePath(m.tramite_id, m.id));
    expect(res.statusCode).toBe(200);
    const html = section(res.body);
    expect(html).toContain('<h2 id="historial-title">Historial de cambios</h2>');
    expect(html).toContain('Requisito: se agregó «Constancia de prueba del historial».');
    expect(html).toContain('Costo: antes «Tarifa Fija: $');
    expect(html).toContain('ahora «Tarifa Fija: $30.00».');
    for (const c of days.flatMap((d) => d.cambios)) expect(html).toContain(cambioTexto(c));
    // Newest first, each with its DD-MM-YYYY and the link to the page as registered at its end.
    const today = html.indexOf(dmy(hoyEnElSalvador()));
    const march = html.indexOf('10-03-2025');
    expect(today).toBeGreaterThan(-1);
    expect(march).toBeGreaterThan(today);
    expect(html).toContain(
      `href="${modalidadPagePath(m.tramite_id, m.id, '?fecha=2025-03-10')}">Ver cómo estaba inscrita el <time dateTime="2025-03-10"`,
    );
    // A GET form for any other day, no later than today.
    expect(html).toMatch(
      new RegExp(`<form [^>]*action="${modalidadPagePath(m.tramite_id, m.id)}" method="get"`),
    );
    expect(html).toContain(`max="${hoyEnElSalvador()}"`);
    expect(html).not.toContain('<details');
  });

  it('shows three days and keeps the rest behind "Ver todo el historial"', async () => {
    const m = await freshModality();
    const dias = ['2025-02-01', '2025-04-01', '2025-06-01', '2025-08-01', '2025-10-01'];
    for (const [i, dia] of dias.entries()) await feeChangedOn(m.id, 10 + i, dia);
    const html = section((await get(modalidadPagePath(m.tramite_id, m.id))).body);
    const [shown, rest] = html.split('<details');
    expect(rest).toBeDefined();
    expect(rest).toContain('Ver todo el historial (2 fechas más)');
    for (const dia of ['01-10-2025', '01-08-2025', '01-06-2025']) expect(shown).toContain(dia);
    for (const dia of ['01-04-2025', '01-02-2025']) {
      expect(shown).not.toContain(dia);
      expect(rest).toContain(dia);
    }
  });

  it('says in one line when nothing changed since the modality was published', async () => {
    const m = await freshModality();
    const html = section((await get(modalidadPagePath(m.tramite_id, m.id))).body);
    expect(html).toContain('No hay cambios registrados desde que la modalidad se publicó.');
    expect(html).not.toContain('<ol');
  });
});

describe('the modality page as registered on a day (?fecha=)', () => {
  it('shows that version under its banner, with the way back to today, and misleads nowhere', async () => {
    const m = await freshModality();
    await feeChangedOn(m.id, 4321, '2025-05-20');
    const page = modalidadPagePath(m.tramite_id, m.id);
    const res = await get(`${page}?fecha=2025-05-19`);
    expect(res.statusCode).toBe(200);
    const body = unescape(res.body);
    expect(body).toContain('Así estaba inscrito el <time dateTime="2025-05-19"');
    expect(body).toContain(`<a href="${page}">Ver la versión de hoy</a>`);
    // The fee of that day, not today's.
    const old = `$${m.monto.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/, ',');
    expect(withoutHistory(body)).toContain(old);
    expect(withoutHistory(body)).not.toContain('$4,321.00');
    // No "last update" later than the day shown (the demo's registration dates are in 2026).
    expect(withoutHistory(body)).not.toContain('Última actualización del registro');
    // The canonical address stays today's page; no structured data for a past version.
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${page}"/>`);
    expect(body).not.toContain('application/ld+json');
    // The printed checklist carries the banner; the PDF takes the date.
    expect(printed(body)).toContain(
      'Así estaba inscrito el 19-05-2025; puede haber cambiado desde entonces.',
    );
    // Its footer sends the reader to today's information ("Consulte la información vigente en: …").
    expect(printed(body)).toContain(`${ORIGIN}${page}</span>`);
    expect(printed(body)).not.toContain(`${ORIGIN}${page}?fecha=`);
    expect(body).toContain(`href="/pdf/modalidad/${m.id}?fecha=2025-05-19"`);
    // No alerts form, certificate nor evaluator's tools on a past version.
    expect(body).not.toContain(SUSCRIPCIONES_MESSAGES.titulo);
    expect(body).not.toContain(`/pdf/modalidad/${m.id}/certificado`);
    expect(body).toContain('Posterior a la versión que está viendo.');

    // The day of the change shows the new fee; today's page has neither banner nor date.
    expect(unescape((await get(`${page}?fecha=2025-05-20`)).body)).toContain('$4,321.00');
    const today = unescape((await get(page)).body);
    expect(today).not.toContain('data-testid="fecha-vista"');
    expect(today).toContain(SUSCRIPCIONES_MESSAGES.titulo);
    expect(today).toContain('Última actualización del registro');
    expect(printed(today)).not.toContain('Así estaba inscrito');
  });

  it("keeps dated pages apart from today's in the page cache (the key is the whole address)", async () => {
    const m = await freshModality();
    await feeChangedOn(m.id, 777, '2025-09-09');
    const page = modalidadPagePath(m.tramite_id, m.id);
    const first = await get(page);
    expect((await get(page)).headers.etag).toBe(first.headers.etag);
    expect(first.body).toContain('$777.00');
    for (let i = 0; i < 2; i++) {
      const dated = unescape((await get(`${page}?fecha=2025-09-08`)).body);
      expect(dated).toContain('Así estaba inscrito el <time dateTime="2025-09-08"');
      expect(withoutHistory(dated)).not.toContain('$777.00');
    }
    expect((await get(page)).body).not.toContain('data-testid="fecha-vista"');
  });

  it("answers a malformed or future date with 400, saying why above today's version", async () => {
    const m = await freshModality();
    const page = modalidadPagePath(m.tramite_id, m.id);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    for (const [fecha, message] of [
      ['2025-02-30', HISTORIAL_MESSAGES.fechaInvalida],
      ['ayer', HISTORIAL_MESSAGES.fechaInvalida],
      ['', HISTORIAL_MESSAGES.fechaInvalida],
      [tomorrow, HISTORIAL_MESSAGES.fechaFutura],
    ] as const) {
      const res = await get(`${page}?fecha=${encodeURIComponent(fecha)}`);
      expect(res.statusCode, fecha).toBe(400);
      const body = unescape(res.body);
      expect(body).toContain('No se puede mostrar esa fecha');
      expect(body).toContain(`${message} Se muestra la versión de hoy.`);
      expect(body).toContain(`<h1>`);
      expect(body).not.toContain('Así estaba inscrito');
      // Today's version, whole: its history, its alerts form.
      expect(body).toContain('Historial de cambios');
      expect(body).toContain(SUSCRIPCIONES_MESSAGES.titulo);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 in Spanish for a day before the modality existed, and for an unknown one', async () => {
    const [m] = await testRows<{ id: number; tramite_id: number; creada: string }>(
      t.database.db,
      sql`SELECT id, tramite_id, to_char(created_at AT TIME ZONE 'America/El_Salvador', 'YYYY-MM-DD') AS creada
          FROM modalidades WHERE estado_id = 11 ORDER BY id LIMIT 1`,
    );
    const page = modalidadPagePath(m!.tramite_id, m!.id);
    const early = await get(`${page}?fecha=${dayBefore(m!.creada)}`);
    expect(early.statusCode).toBe(404);
    const body = unescape(early.body);
    expect(body).toContain(HISTORIAL_MESSAGES.modalidadNoExistia);
    expect(body).toContain(`<a href="${page}">Ver la versión de hoy</a>`);
    const unknown = await get(`${modalidadPagePath(m!.tramite_id, 99999999)}?fecha=2025-01-01`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>La modalidad no existe</h1>');
    expect(unknown.body).not.toContain(HISTORIAL_MESSAGES.modalidadNoExistia);
  });
});
