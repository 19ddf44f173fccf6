/**
 * Demo complaints (issue 23): 320 complaints over the twelve months before the reference date, across
 * institutions, in every state of the lifecycle, with their history (internal and public notes), some
 * identified (fake people on the reserved domain ejemplo.com), some about procedures not in the registry,
 * and fixed tracking codes for a few (DEMO_TRACKING_CODES, printed in docs/demo-data.md). A Faker of its own
 * with its own seed: the complaints never shift the rest of the demo data, and the same rows come out on
 * every run and every engine.
 */
import { createHash } from 'node:crypto';
import { base, Faker } from '@faker-js/faker';
import { formatFolio } from '@rnt/contract/denuncia';
import {
  isWellFormedTrackingCode,
  normalizeTrackingCode,
  type ComplaintOutcome,
  type ComplaintState,
} from '@rnt/contract/denuncia-estados';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../create-db';
import * as t from '../schema';

export const DEMO_COMPLAINTS = 320;
const COMPLAINT_SEED = 20_261_123;
const DAY_MS = 86_400_000;
/** El Salvador keeps UTC−6 all year. */
const OFFSET_MS = -6 * 3_600_000;

/**
 * Tracking codes a tester can type on /seguimiento, each with the folio and state it leads to (filled in by
 * the seed's order: the first complaint of the listed kind gets the code). Only their SHA-256 is stored.
 */
export const DEMO_TRACKING_CODES = [
  { codigo: 'RCBD-2345-ABCD', caso: 'Recibida (vencida, sin respuesta)' },
  { codigo: 'RVSN-6789-EFGH', caso: 'En revisión' },
  { codigo: 'RMTD-2345-JKMN', caso: 'Remitida a la institución' },
  { codigo: 'RSPD-6789-PQRS', caso: 'Respondida (con respuesta pública)' },
  { codigo: 'CFND-2345-TUVW', caso: 'Cerrada: Fundada' },
  { codigo: 'CNFD-6789-XYZ2', caso: 'Cerrada: No fundada' },
  { codigo: 'CRSV-3456-ABCD', caso: 'Cerrada: Resuelta por la institución' },
  { codigo: 'NSTR-7892-EFGH', caso: 'Trámite no inscrito en el registro (Respondida)' },
] as const;
for (const { codigo } of DEMO_TRACKING_CODES)
  if (!isWellFormedTrackingCode(codigo)) throw new Error(`Código de demostración mal formado: ${codigo}`);

export const trackingCodeHash = (code: string) =>
  createHash('sha256').update(normalizeTrackingCode(code)).digest('hex');

const MENSAJES = [
  'En la ventanilla me pidieron una fotocopia certificada que no aparece entre los requisitos publicados en el registro.',
  'Me cobraron un monto distinto al que indica la ficha del trámite y no me entregaron comprobante de la diferencia.',
  'El plazo de respuesta publicado es de cinco días hábiles y llevo más de un mes esperando sin ninguna notificación.',
  'La plataforma en línea no permite adjuntar los documentos y en la oficina me dicen que debo hacerlo en línea.',
  'Me exigieron presentar una constancia de otra institución que ya había entregado en el mismo expediente.',
  'El horario de atención publicado no se cumple: la oficina cerró a mediodía sin aviso.',
  'Me solicitaron la solvencia municipal aunque el trámite no la incluye como requisito.',
  'El personal de la ventanilla me indicó que el formulario publicado ya no es válido, pero no me dieron el nuevo.',
  'Tuve que pagar a un tramitador porque la cita en línea nunca está disponible.',
  'Me pidieron el DUI original y dos copias, cuando el registro indica que basta con presentarlo.',
  'No me recibieron la solicitud porque la fotografía no era de la medida que ellos piden, que no está publicada.',
  'La oficina indicada en el registro ya no atiende este trámite y nadie sabe dónde se realiza ahora.',
];

/** Requests citizens report that are not in the registry (unlisted procedures). */
const NO_INSCRITOS = [
  'Constancia de no adeudo solicitada en ventanilla para retirar un permiso',
  'Visto bueno del jefe de unidad exigido antes de recibir la solicitud',
  'Certificación de partida de nacimiento reciente para un trámite que no la requiere',
  'Pago de una "tasa de trámite rápido" sin base en la ordenanza',
  'Inspección previa del local cobrada aparte del permiso de funcionamiento',
  'Declaración jurada ante notario para actualizar datos de contacto',
];

const NOTAS_INTERNAS = {
  EN_REVISION: [
    'Se verifica contra la ficha publicada del trámite y sus requisitos vigentes.',
    'Revisar si el requisito señalado está en el dictamen de la modalidad.',
    'Se solicita al enlace institucional el detalle del caso.',
  ],
  REMITIDA: [
    'Remitida por correo institucional al enlace de mejora regulatoria.',
    'Se remite a la unidad responsable con copia a la dirección.',
    'Enviada al oficial de información de la institución para su respuesta.',
  ],
  RESPONDIDA: [
    'La institución respondió por oficio; se publica la respuesta al ciudadano.',
    'Respuesta recibida del enlace institucional dentro del plazo.',
  ],
  CERRADA: [
    'Se archiva con el resultado indicado.',
    'Caso cerrado tras confirmar la corrección en la ficha del trámite.',
  ],
} as const;

const NOTAS_PUBLICAS = {
  REMITIDA: (inst: string) =>
    `Su denuncia fue remitida a ${inst} para que informe sobre lo señalado en un plazo de cinco días hábiles.`,
  RESPONDIDA: [
    (inst: string) =>
      `${inst} informó que el requisito señalado no forma parte del trámite y giró instrucciones a sus ventanillas para no exigirlo.`,
    (inst: string) =>
      `${inst} indicó que el cobro corresponde a la tarifa publicada y que la diferencia se debe a un servicio opcional que puede rechazarse.`,
    (inst: string) =>
      `${inst} actualizó la información del trámite en el registro y se comunicará con los usuarios afectados.`,
    (inst: string) =>
      `${inst} reconoció el retraso y se comprometió a resolver las solicitudes pendientes en los próximos días hábiles.`,
  ],
  CERRADA: {
    FUNDADA:
      'La denuncia fue fundada: la institución exigía algo no publicado en el registro. Se ordenó corregirlo.',
    NO_FUNDADA:
      'La denuncia no fue fundada: lo solicitado coincide con los requisitos y tarifas publicados en el registro.',
    RESUELTA_INSTITUCION:
      'La institución resolvió el caso planteado. Gracias por contribuir a la mejora de los trámites.',
  } satisfies Record<ComplaintOutcome, string>,
};

/** Adds `n` working days (Monday–Friday in El Salvador) to an instant, at a working hour. */
function addWorkingDays(from: Date, n: number, hour: number): Date {
  let day = Math.floor((from.getTime() + OFFSET_MS) / DAY_MS);
  let left = n;
  while (left > 0) {
    day++;
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day * DAY_MS - OFFSET_MS + hour * 3_600_000);
}

/** Fake people (names common in El Salvador); their e-mails are on the reserved domain ejemplo.com. */
const NOMBRES = [
  'María José',
  'Ana Gabriela',
  'Carlos Ernesto',
  'José Roberto',
  'Karla Beatriz',
  'Luis Alonso',
  'Sofía Alejandra',
  'Juan Carlos',
  'Gabriela María',
  'Mario Antonio',
  'Claudia Patricia',
  'Jorge Alberto',
  'Rosa Elena',
  'Óscar Armando',
  'Fátima Carolina',
  'Héctor Manuel',
  'Daniela Isabel',
  'René Mauricio',
];
const APELLIDOS = [
  'Hernández',
  'López',
  'Martínez',
  'Rivera',
  'Flores',
  'Ramírez',
  'Cruz',
  'Pérez',
  'Rodríguez',
  'Guevara',
  'Alvarado',
  'Mejía',
  'Portillo',
  'Argueta',
  'Menjívar',
  'Quintanilla',
  'Orellana',
  'Ayala',
  'Chávez',
  'Zelaya',
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

type Row = Record<string, unknown>;

/** Writes the demo complaints and their history; `evaluadorId` signs the staff actions. */
export async function seedDenuncias(db: Db, referenceDate: Date, evaluadorId: number): Promise<void> {
  const f = new Faker({ locale: [base] });
  f.seed(COMPLAINT_SEED);
  const pick = <T>(items: readonly T[]): T => f.helpers.arrayElement(items);
  const chance = (p: number) => f.number.float({ min: 0, max: 1 }) < p;
  const int = (min: number, max: number) => f.number.int({ min, max });

  // Registered modalities of the curated core and generated ones (first by id: the same on every scale).
  const modalidades = await queryRows(
    db,
    z.object({ id: z.number().int(), institucion_id: z.number().int(), institucion: z.string() }),
    sql`SELECT m.id, u.institucion_id, i.nombre AS institucion
        FROM modalidades m JOIN tramites tr ON tr.id = m.tramite_id JOIN unidades u ON u.id = tr.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE m.estado_id IN (11, 13) ORDER BY m.id LIMIT 500`,
  );
  // Complaints concentrate on the institutions people deal with most: the first 40 by id weigh more.
  const instituciones = [...new Map(modalidades.map((m) => [m.institucion_id, m.institucion])).entries()];

  const denuncias: Row[] = [];
  const acciones: Row[] = [];
  const refMs = referenceDate.getTime();
  for (let id = 1; id <= DEMO_COMPLAINTS; id++) {
    // `id` is provisional here: folios are renumbered below in the order the complaints arrived.
    const ageDays = int(0, 364);
    const day = Math.floor((refMs - ageDays * DAY_MS + OFFSET_MS) / DAY_MS);
    // Received in office hours or the evening, El Salvador time.
    const received = new Date(day * DAY_MS - OFFSET_MS + int(7, 21) * 3_600_000 + int(0, 59) * 60_000);
    if (received.getTime() > refMs) received.setTime(refMs - int(1, 6) * 3_600_000);
    const unlisted = chance(0.12);
    let modalidadId: number | null = null;
    let institucionId: number;
    let institucion: string;
    if (unlisted) {
      [institucionId, institucion] = pick(instituciones);
    } else {
      const m = pick(modalidades);
      modalidadId = m.id;
      institucionId = m.institucion_id;
      institucion = m.institucion;
    }
    const identified = chance(0.35);
    const nombres = identified ? pick(NOMBRES) : null;
    const apellidos = identified ? `${pick(APELLIDOS)} ${pick(APELLIDOS)}` : null;

    // The furthest state the complaint reached: older ones have mostly run their course.
    const old = ageDays > 45;
    const target: ComplaintState = old
      ? pick([
          'CERRADA',
          'CERRADA',
          'CERRADA',
          'CERRADA',
          'CERRADA',
          'CERRADA',
          'RESPONDIDA',
          'REMITIDA',
          'EN_REVISION',
          'RECIBIDA',
        ] as const)
      : pick([
          'RECIBIDA',
          'EN_REVISION',
          'REMITIDA',
          'REMITIDA',
          'RESPONDIDA',
          'RESPONDIDA',
          'CERRADA',
        ] as const);
    const outcome: ComplaintOutcome = pick([
      'FUNDADA',
      'FUNDADA',
      'NO_FUNDADA',
      'RESUELTA_INSTITUCION',
    ] as const);
    // Closed without a public answer first (the review alone settled it): some "No fundada".
    const skipsAnswer = target === 'CERRADA' && outcome === 'NO_FUNDADA' && chance(0.5);

    const path: ComplaintState[] = ['EN_REVISION', 'REMITIDA', 'RESPONDIDA', 'CERRADA'];
    const stops = path
      .slice(0, path.indexOf(target) + 1)
      .filter((s) => !(skipsAnswer && (s === 'REMITIDA' || s === 'RESPONDIDA')));
    acciones.push({ denuncia_id: id, estado: 'RECIBIDA', created_at: received });
    let estado: ComplaintState = 'RECIBIDA';
    let at = received;
    let respondidaAt: Date | null = null;
    let cerradaAt: Date | null = null;
    for (const next of stops) {
      // Mostly within the five-day period; one in five answers late.
      const wait = next === 'RESPONDIDA' ? (chance(0.2) ? int(6, 15) : int(1, 5)) : int(0, 3);
      // Never before the previous step (an evening complaint is not reviewed the same morning).
      const when = new Date(
        Math.max(addWorkingDays(at, wait, int(8, 16)).getTime(), at.getTime() + 30 * 60_000),
      );
      if (when.getTime() > refMs) break;
      at = when;
      estado = next;
      const accion: Row = {
        denuncia_id: id,
        estado: next,
        user_id: evaluadorId,
        created_at: when,
        nota_interna:
          next === 'RESPONDIDA' || chance(0.8)
            ? pick(NOTAS_INTERNAS[next as keyof typeof NOTAS_INTERNAS])
            : null,
        nota_publica: null,
      };
      if (next === 'REMITIDA') accion.nota_publica = NOTAS_PUBLICAS.REMITIDA(institucion);
      if (next === 'RESPONDIDA') {
        accion.nota_publica = pick(NOTAS_PUBLICAS.RESPONDIDA)(institucion);
        respondidaAt = when;
      }
      if (next === 'CERRADA') {
        accion.resultado = outcome;
        accion.nota_publica = NOTAS_PUBLICAS.CERRADA[outcome];
        cerradaAt = when;
      }
      acciones.push(accion);
    }
    denuncias.push({
      id,
      folio: '',
      anonimo: !identified,
      mensaje: pick(MENSAJES),
      modalidad_id: modalidadId,
      institucion_id: institucionId,
      descripcion_tramite: unlisted ? pick(NO_INSCRITOS) : null,
      nombres,
      apellidos,
      correo: identified ? `${ascii(nombres!)}.${ascii(apellidos!.split(' ')[0]!)}${id}@ejemplo.com` : null,
      telefono: identified ? `${pick(['6', '7'])}${int(100, 999)}-${int(1000, 9999)}` : null,
      codigo_seguimiento_hash: null,
      estado,
      resultado: estado === 'CERRADA' ? outcome : null,
      respondida_at: respondidaAt,
      cerrada_at: cerradaAt,
      created_at: received,
    });
  }

  // Folios follow the order of arrival, as real submissions' do.
  denuncias.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  const renumbered = new Map<unknown, number>();
  denuncias.forEach((d, i) => {
    renumbered.set(d.id, i + 1);
    d.id = i + 1;
    d.folio = formatFolio(new Date((d.created_at as Date).getTime() + OFFSET_MS).getUTCFullYear(), i + 1);
  });
  for (const a of acciones) a.denuncia_id = renumbered.get(a.denuncia_id);
  acciones.sort((a, b) => (a.denuncia_id as number) - (b.denuncia_id as number));

  // The demo tracking codes go to the first complaint of each kind (by folio).
  const kinds: ((d: Row) => boolean)[] = [
    (d) => d.estado === 'RECIBIDA',
    (d) => d.estado === 'EN_REVISION',
    (d) => d.estado === 'REMITIDA',
    (d) => d.estado === 'RESPONDIDA' && d.modalidad_id != null,
    (d) => d.estado === 'CERRADA' && d.resultado === 'FUNDADA',
    (d) => d.estado === 'CERRADA' && d.resultado === 'NO_FUNDADA',
    (d) => d.estado === 'CERRADA' && d.resultado === 'RESUELTA_INSTITUCION',
    (d) => d.estado === 'RESPONDIDA' && d.modalidad_id == null,
  ];
  DEMO_TRACKING_CODES.forEach(({ codigo }, i) => {
    const d = denuncias.find((row) => row.codigo_seguimiento_hash == null && kinds[i]!(row));
    if (d) d.codigo_seguimiento_hash = trackingCodeHash(codigo);
  });

  await db.insert(t.denuncias).values(denuncias as never);
  for (let i = 0; i < acciones.length; i += 1000)
    await db.insert(t.denuncia_acciones).values(acciones.slice(i, i + 1000) as never);
}
