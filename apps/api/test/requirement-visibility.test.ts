/**
 * The requirement-visibility rule (Visibility of requirements when state is 11 or 13), one
 * table of cases run against every output that lists requirements: the detail JSON, the modality and
 * certificate PDFs, and the open-data requisitos (CSV and JSON) and tramites (JSON, nested) datasets.
 * The rulings are issued through the evaluator API; only rulings with no status or several (which the
 * API refuses for a requirement, but older data holds) are written directly.
 */
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

/** A ruling's status codes; `[]` is a ruling without any status. Listed oldest first. */
type Rulings = string[][];
interface RequirementCase {
  name: string;
  registered: boolean;
  tipo: number;
  rulings: Rulings;
  visible: boolean;
}
interface SubRequirementCase {
  name: string;
  registered: boolean;
  rulings: Rulings;
  visible: boolean;
}

/** The shared table: every output must list exactly the `visible` ones. */
export const REQUIREMENT_CASES: RequirementCase[] = [
  { name: 'no ruling', registered: true, tipo: 3, rulings: [], visible: true },
  { name: "ruling '002'", registered: true, tipo: 3, rulings: [['002']], visible: false },
  { name: "ruling '001'", registered: true, tipo: 3, rulings: [['001']], visible: true },
  { name: "'002' then a newer '001'", registered: true, tipo: 3, rulings: [['002'], ['001']], visible: true },
  {
    name: "'001' then a newer '002'",
    registered: true,
    tipo: 7,
    rulings: [['001'], ['002']],
    visible: false,
  },
  {
    name: "one ruling '001' and '002'",
    registered: true,
    tipo: 5,
    rulings: [['001', '002']],
    visible: false,
  },
  { name: 'ruling without status', registered: true, tipo: 4, rulings: [[]], visible: false },
  { name: "type 1 with '002'", registered: true, tipo: 1, rulings: [['002']], visible: true },
  { name: 'type 2 without status', registered: true, tipo: 2, rulings: [[]], visible: true },
  { name: "'002' outside states 11/13", registered: false, tipo: 3, rulings: [['002']], visible: true },
  { name: 'no status outside states 11/13', registered: false, tipo: 8, rulings: [[]], visible: true },
];

export const SUB_REQUIREMENT_CASES: SubRequirementCase[] = [
  { name: 'no ruling', registered: true, rulings: [], visible: true },
  { name: "ruling '002'", registered: true, rulings: [['002']], visible: false },
  { name: "'002' then a newer '001'", registered: true, rulings: [['002'], ['001']], visible: true },
  { name: "'001' then a newer '002'", registered: true, rulings: [['001'], ['002']], visible: false },
  // The sub-requirement bullet has no "(default '002' when absent)".
  { name: 'ruling without status', registered: true, rulings: [[]], visible: true },
  { name: "'002' outside states 11/13", registered: false, rulings: [['002']], visible: true },
];

let t: TestApp;
let token: string;
const rows = <T>(query: SQL) => testRows<T>(t.database.db, query);
let registered: number;
let evaluating: number;
const requisitoIds: number[] = [];
const subIds: number[] = [];
/** Names with no space, so a PDF line break cannot split them. */
const reqName = (i: number) => `VISREQ${String(i).padStart(2, '0')}X`;
const subName = (i: number) => `VISSUB${String(i).padStart(2, '0')}X`;

async function rule(
  codigoModelo: 'Requisito' | 'Sub_Requisito',
  modeloId: number,
  modalidadId: number,
  codes: string[],
) {
  if (codes.length !== 1) {
    // The API takes one status per requirement ruling; older data holds none or several.
    const [d] = await rows<{ id: number }>(
      sql`INSERT INTO dictamenes (modalidad_id, codigo_modelo, modelo_id, comentarios)
          VALUES (${modalidadId}, ${codigoModelo}, ${modeloId}, 'Dictamen anterior') RETURNING id`,
    );
    await rows(
      sql`INSERT INTO dictamen_estados (dictamen_id, estado_dictamen_id)
          SELECT ${d!.id}, id FROM estados_dictamen WHERE codigo = ANY(${`{${codes.join(',')}}`}::text[])`,
    );
    return d!.id;
  }
  const estados = await rows<{ id: number }>(
    sql`SELECT id FROM estados_dictamen WHERE codigo = ${codes[0]!}`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dictamenes/create',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      seccion: null,
      codigo_modelo: codigoModelo,
      modelo_id: modeloId,
      modalidad_id: modalidadId,
      comentarios: `Dictamen ${codes.join('+')}`,
      condicion_inscripcion_id: null,
      estados_dictamen: estados.map((e) => e.id),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dictamen.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  const [evaluador] = DEMO_USERS;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
  token = login.json().token;
  const [reg] = await rows<{ id: number }>(
    sql`SELECT id FROM modalidades WHERE estado_id = 11 ORDER BY id LIMIT 1`,
  );
  const [ev] = await rows<{ id: number }>(
    sql`SELECT m.id FROM modalidades m JOIN estados_solicitud e ON e.id = m.estado_id
        WHERE e.visible_portal AND m.estado_id NOT IN (11, 13) ORDER BY m.id LIMIT 1`,
  );
  registered = reg!.id;
  evaluating = ev!.id;
  const modalidadOf = (c: { registered: boolean }) => (c.registered ? registered : evaluating);

  for (const [i, c] of REQUIREMENT_CASES.entries()) {
    const [r] = await rows<{ id: number }>(
      sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, es_parte_solicitud, orden)
          VALUES (${modalidadOf(c)}, ${c.tipo}, ${reqName(i)}, ${i % 2 === 0}, ${1000 + i}) RETURNING id`,
    );
    requisitoIds.push(r!.id);
    for (const codes of c.rulings) await rule('Requisito', r!.id, modalidadOf(c), codes);
  }
  // Sub-requirements hang from a type-1 requirement (always listed) of each modality.
  const parents = new Map<boolean, number>();
  for (const flag of [true, false]) {
    const [p] = await rows<{ id: number }>(
      sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, es_parte_solicitud, orden)
          VALUES (${flag ? registered : evaluating}, 1, ${`VISPADRE${flag ? 'R' : 'E'}X`}, true, 999) RETURNING id`,
    );
    parents.set(flag, p!.id);
  }
  for (const [i, c] of SUB_REQUIREMENT_CASES.entries()) {
    const [s] = await rows<{ id: number }>(
      sql`INSERT INTO sub_requisitos (requisito_id, nombre) VALUES (${parents.get(c.registered)!}, ${subName(i)}) RETURNING id`,
    );
    subIds.push(s!.id);
    for (const codes of c.rulings) await rule('Sub_Requisito', s!.id, modalidadOf(c), codes);
  }
});
afterAll(async () => {
  await t.close();
});

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ');
}

async function get(path: string) {
  const res = await t.app.inject(path);
  expect(res.statusCode, path).toBe(200);
  return res;
}

/** Each output as the set of case indexes it lists. */
const listed = (ids: Iterable<number | string>, of: number[]) => {
  const shown = new Set([...ids].map(Number));
  return of.map((id) => shown.has(id));
};
const expectedRequirements = REQUIREMENT_CASES.map((c) => c.visible);
const expectedSubs = SUB_REQUIREMENT_CASES.map((c) => c.visible);
const label = (cases: { name: string; registered: boolean }[], shown: boolean[]) =>
  cases.map((c, i) => `${c.registered ? '11' : 'otro'} ${c.name}: ${shown[i] ? 'listado' : 'oculto'}`);

describe('requirement visibility: one case table, every output', () => {
  it('the detail JSON (/api/public_modalidad_get_id)', async () => {
    const ids: number[] = [];
    const subs: number[] = [];
    for (const id of [registered, evaluating]) {
      const { modalidad } = (await get(`/api/public_modalidad_get_id/${id}`)).json();
      for (const r of modalidad.requisitos) {
        ids.push(r.id);
        for (const s of r.sub_requisitos) subs.push(s.id);
      }
    }
    expect(label(REQUIREMENT_CASES, listed(ids, requisitoIds))).toEqual(
      label(REQUIREMENT_CASES, expectedRequirements),
    );
    expect(label(SUB_REQUIREMENT_CASES, listed(subs, subIds))).toEqual(
      label(SUB_REQUIREMENT_CASES, expectedSubs),
    );
  });

  it('the modality sheet PDF and the certificate PDF', async () => {
    const sheets = [
      await pdfText((await get(`/pdf/modalidad/${registered}`)).rawPayload),
      await pdfText((await get(`/pdf/modalidad/${evaluating}`)).rawPayload),
    ].join(' ');
    const inText = (text: string, names: string[]) => names.map((n) => text.includes(n));
    expect(
      label(
        REQUIREMENT_CASES,
        inText(
          sheets,
          REQUIREMENT_CASES.map((_, i) => reqName(i)),
        ),
      ),
    ).toEqual(label(REQUIREMENT_CASES, expectedRequirements));
    expect(
      label(
        SUB_REQUIREMENT_CASES,
        inText(
          sheets,
          SUB_REQUIREMENT_CASES.map((_, i) => subName(i)),
        ),
      ),
    ).toEqual(label(SUB_REQUIREMENT_CASES, expectedSubs));
    // The certificate exists only for the registered modality and lists its registered requirements.
    const certificate = await pdfText((await get(`/pdf/modalidad/${registered}/certificado`)).rawPayload);
    const registeredCases = REQUIREMENT_CASES.flatMap((c, i) => (c.registered ? [i] : []));
    expect(registeredCases.map((i) => certificate.includes(reqName(i)))).toEqual(
      registeredCases.map((i) => REQUIREMENT_CASES[i]!.visible),
    );
  });

  it('the open-data requisitos dataset, CSV and JSON', async () => {
    const csv = parse((await get('/api/datos-abiertos/requisitos.csv')).rawPayload, {
      bom: true,
      columns: true,
      skip_empty_lines: true,
    }) as { requisito_id: string }[];
    expect(
      label(
        REQUIREMENT_CASES,
        listed(
          csv.map((r) => r.requisito_id),
          requisitoIds,
        ),
      ),
    ).toEqual(label(REQUIREMENT_CASES, expectedRequirements));
    const json = (await get('/api/datos-abiertos/requisitos.json')).json().requisitos as {
      requisito_id: number;
    }[];
    expect(
      label(
        REQUIREMENT_CASES,
        listed(
          json.map((r) => r.requisito_id),
          requisitoIds,
        ),
      ),
    ).toEqual(label(REQUIREMENT_CASES, expectedRequirements));
  });

  it('the open-data tramites dataset (requirements nested in each modality)', async () => {
    const json = (await get('/api/datos-abiertos/tramites.json')).json().tramites as {
      modalidad_id: number;
      requisitos: { requisito_id: number }[];
    }[];
    const ids = json
      .filter((m) => m.modalidad_id === registered || m.modalidad_id === evaluating)
      .flatMap((m) => m.requisitos.map((r) => r.requisito_id));
    expect(label(REQUIREMENT_CASES, listed(ids, requisitoIds))).toEqual(
      label(REQUIREMENT_CASES, expectedRequirements),
    );
  });

  it('a newer ruling changes every output at once (the detail cache follows the write)', async () => {
    const i = REQUIREMENT_CASES.findIndex((c) => c.name === "ruling '001'");
    const detailIds = async () =>
      (
        (await get(`/api/public_modalidad_get_id/${registered}`)).json().modalidad.requisitos as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await detailIds()).toContain(requisitoIds[i]);
    await rule('Requisito', requisitoIds[i]!, registered, ['002']);
    expect(await detailIds()).not.toContain(requisitoIds[i]);
    const csv = parse((await get('/api/datos-abiertos/requisitos.csv')).rawPayload, {
      bom: true,
      columns: true,
    }) as { requisito_id: string }[];
    expect(csv.map((r) => Number(r.requisito_id))).not.toContain(requisitoIds[i]);
  });
});
