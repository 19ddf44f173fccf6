/**
 * A modality's public past (issue 32, DESIGN decision 17): the change history in plain words and the
 * date of a dated view (`?fecha=YYYY-MM-DD`). The database records every change to the rows as old and
 * new rows (migration 0014); `cambiosDeEntrada` turns one such entry into what the public reads — only
 * public fields, each with its Spanish label and its values written as the modality page writes them.
 * Pure functions: the API answers with them and a page or a mail can say the same thing.
 */
import { idSchema } from './api-common';
import { isIsoDate } from './date-range';
import {
  displayDate,
  durationText,
  feeDisplay,
  phoneText,
  scheduleText,
  validityText,
  yesNo,
} from './modalidad-rules';
import { z } from './zod';

export const HISTORIAL_MESSAGES = {
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD y ser una fecha válida.',
  fechaFutura: 'La fecha no puede ser posterior a hoy.',
  modalidadNoExistia: 'La modalidad no estaba inscrita en el registro en esa fecha.',
} as const;

/**
 * The line that heads a dated view of a modality (its page, its printed checklist, its PDF sheet):
 * "Así estaba inscrito el DD-MM-YYYY".
 */
export const ASI_ESTABA_INSCRITO = 'Así estaba inscrito el';
export const asiEstabaInscrito = (fecha: string) => `${ASI_ESTABA_INSCRITO} ${displayDate(fecha)}`;

// Made once: building an Intl formatter costs ~0.3 ms, and a modality page asks for today several times.
const isoDayInElSalvador = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' });

/** Today in El Salvador (YYYY-MM-DD): a dated view may ask for any day up to it. */
export function hoyEnElSalvador(now: Date = new Date()): string {
  return isoDayInElSalvador.format(now);
}

/** `?fecha=YYYY-MM-DD` of the dated views: a real calendar date, not after today in El Salvador. */
export const fechaConsultaQuerySchema = z.object({
  fecha: z
    .string()
    .refine(isIsoDate, HISTORIAL_MESSAGES.fechaInvalida)
    .refine((fecha) => !isIsoDate(fecha) || fecha <= hoyEnElSalvador(), HISTORIAL_MESSAGES.fechaFutura)
    .optional()
    .describe(
      'Día (AAAA-MM-DD, hora de El Salvador): la modalidad tal como estaba inscrita al final de ese día.',
    ),
});

export const cambioSchema = z.object({
  /** A stable key of what changed ('costo', 'requisito', 'horario'…). */
  campo: z.string(),
  /** What changed, in plain Spanish ('Costo', 'Requisito', 'Horario de la oficina «Central»'). */
  etiqueta: z.string(),
  /** The value before, as the page shows it; null when the thing did not exist (added). */
  antes: z.string().nullable(),
  /** The value after; null when the thing was removed. */
  despues: z.string().nullable(),
});
export type Cambio = z.infer<typeof cambioSchema>;

export const historialResponseSchema = z.object({
  historial: z.array(
    z.object({
      /** The day of the changes (YYYY-MM-DD, El Salvador). */
      fecha: z.string(),
      cambios: z.array(cambioSchema),
    }),
  ),
});
export type HistorialResponse = z.infer<typeof historialResponseSchema>;

/**
 * One change in plain words, as the history section and the alerts' mail say it: "Costo: antes «…»,
 * ahora «…».", or the addition or removal.
 */
export function cambioTexto(c: Cambio): string {
  if (c.antes === null) return `${c.etiqueta}: se agregó «${c.despues ?? ''}».`;
  if (c.despues === null) return `${c.etiqueta}: se quitó «${c.antes}».`;
  return `${c.etiqueta}: antes «${c.antes}», ahora «${c.despues}».`;
}

export const historialParamsSchema = z.object({ modalidadId: idSchema });

// ---------------------------------------------------------------- entries → changes

type Fila = Record<string, unknown>;

/** One recorded change of one row: `antes` null for an insert, `despues` null for a delete. */
export interface EntradaHistorial {
  tabla: string;
  antes: Fila | null;
  despues: Fila | null;
}

/** Names of what rows point to, by id (the current names: lookups are not dated). */
export interface NombresHistorial {
  estados: Map<number, string>;
  unidadesTiempo: Map<number, string>;
  periodicidades: Map<number, string>;
  medios: Map<number, string>;
  niveles: Map<number, string>;
  tiposRequisito: Map<number, string>;
  regulaciones: Map<number, string>;
  oficinas: Map<number, string>;
}

const text = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
const num = (v: unknown): number | null => (v == null || v === '' ? null : Number(v));
const named = (map: Map<number, string>, v: unknown): { nombre: string } | null => {
  const id = num(v);
  return id == null ? null : { nombre: map.get(id) ?? String(id) };
};

interface Campo {
  campo: string;
  etiqueta: string;
  valor: (f: Fila, n: NombresHistorial) => string | null;
}

const MODALIDAD_CAMPOS: Campo[] = [
  { campo: 'nombre', etiqueta: 'Nombre de la modalidad', valor: (f) => text(f.nombre) },
  { campo: 'descripcion', etiqueta: 'Descripción', valor: (f) => text(f.descripcion) },
  { campo: 'estado', etiqueta: 'Estado', valor: (f, n) => named(n.estados, f.estado_id)?.nombre ?? null },
  {
    campo: 'costo',
    etiqueta: 'Costo',
    valor: (f) => {
      const fee = feeDisplay({
        tipo_tarifa: String(f.tipo_tarifa ?? ''),
        monto: num(f.monto),
        detalle_tarifa_variable: text(f.detalle_tarifa_variable),
      });
      return [fee.tipo, fee.costo ?? text(f.detalle_tarifa_variable)].filter(Boolean).join(': ');
    },
  },
  {
    campo: 'tiempo_respuesta',
    etiqueta: 'Tiempo de respuesta',
    valor: (f, n) =>
      durationText(
        num(f.tiempo_promedio_valor),
        named(n.unidadesTiempo, f.tiempo_promedio_unidad_tiempo_id),
        text(f.tiempo_promedio_tipo_dias),
      ),
  },
  {
    campo: 'plazo_legal',
    etiqueta: 'Plazo legal de respuesta',
    valor: (f, n) =>
      durationText(num(f.plazo_legal_valor), named(n.unidadesTiempo, f.plazo_legal_unidad_tiempo_id)),
  },
  {
    campo: 'vigencia',
    etiqueta: 'Vigencia',
    valor: (f, n) =>
      validityText({
        vigencia_tramite: text(f.vigencia_tramite),
        cantidad: num(f.vigencia_cantidad),
        unidad_tiempo: named(n.unidadesTiempo, f.vigencia_unidad_tiempo_id),
      }),
  },
  {
    campo: 'periodicidad',
    etiqueta: 'Periodicidad',
    valor: (f, n) => named(n.periodicidades, f.periodicidad_id)?.nombre ?? null,
  },
  {
    campo: 'tercero_autorizado',
    etiqueta: 'Puede realizarlo un tercero autorizado',
    valor: (f) => (f.tercero_autorizado == null ? null : yesNo(Boolean(f.tercero_autorizado))),
  },
  { campo: 'donde_realizar', etiqueta: 'Dónde se realiza', valor: (f) => text(f.donde_realizar) },
  {
    campo: 'fecha_inscripcion',
    etiqueta: 'Fecha de inscripción',
    valor: (f) => displayDate(text(f.fecha_inscripcion)),
  },
  { campo: 'comentario', etiqueta: 'Comentario', valor: (f) => text(f.comentario) },
  {
    campo: 'comentario_costo_tramite',
    etiqueta: 'Comentario sobre el costo',
    valor: (f) => text(f.comentario_costo_tramite),
  },
  {
    campo: 'comentario_plazo_legal',
    etiqueta: 'Comentario sobre el plazo legal',
    valor: (f) => text(f.comentario_plazo_legal),
  },
];

/**
 * A table whose rows are items of the modality (a requirement, an office, a phone…): adding or removing
 * one is one change named by `nombre`; an update compares `nombre` and the item's other public fields.
 */
interface Item {
  campo: string;
  etiqueta: string;
  nombre: (f: Fila, n: NombresHistorial) => string | null;
  campos?: Campo[];
  /** A row that exists but the public no longer sees (a requirement removed with a date). */
  retirado?: (f: Fila) => boolean;
}

const campoDe = (campo: string, etiqueta: string, columna: string): Campo => ({
  campo,
  etiqueta,
  valor: (f) => text(f[columna]),
});

const ITEMS: Record<string, Item> = {
  requisitos: {
    campo: 'requisito',
    etiqueta: 'Requisito',
    nombre: (f) => text(f.nombre),
    retirado: (f) => f.fecha_eliminacion != null,
    campos: [
      campoDe('requisito_descripcion', 'Descripción del requisito', 'descripcion'),
      campoDe(
        'requisito_condiciones',
        'Condiciones de presentación del requisito',
        'condiciones_presentacion',
      ),
      campoDe(
        'requisito_especificacion',
        'Especificación de presentación del requisito',
        'especificacion_de_presentacion',
      ),
      campoDe('requisito_enlace', 'Enlace del requisito', 'enlace_web'),
      {
        campo: 'requisito_tipo',
        etiqueta: 'Tipo de requisito',
        valor: (f, n) => named(n.tiposRequisito, f.tipo_requisito_id)?.nombre ?? null,
      },
    ],
  },
  sub_requisitos: {
    campo: 'sub_requisito',
    etiqueta: 'Sub-requisito',
    nombre: (f) => text(f.nombre),
    campos: [campoDe('sub_requisito_descripcion', 'Descripción del sub-requisito', 'descripcion')],
  },
  documentos_requisito: {
    campo: 'documento_requisito',
    etiqueta: 'Documento de un requisito',
    nombre: (f) => text(f.nombre),
  },
  documentos_modalidad: { campo: 'documento', etiqueta: 'Documento', nombre: (f) => text(f.nombre) },
  bases_legales: {
    campo: 'base_legal',
    etiqueta: 'Base legal',
    nombre: (f, n) =>
      [named(n.regulaciones, f.regulacion_id)?.nombre, text(f.seccion)].filter(Boolean).join(' — ') || null,
  },
  contactos_oficinas: {
    campo: 'oficina',
    etiqueta: 'Oficina donde se realiza',
    nombre: (f, n) => named(n.oficinas, f.oficina_id)?.nombre ?? null,
    campos: [
      campoDe('contacto', 'Persona de contacto', 'nombres'),
      campoDe('correo_contacto', 'Correo de contacto', 'correos'),
    ],
  },
  telefonos_contacto: {
    campo: 'telefono',
    etiqueta: 'Teléfono de contacto',
    nombre: (f) =>
      f.numero == null
        ? null
        : phoneText({
            prefijo: String(f.prefijo ?? ''),
            numero: String(f.numero),
            extension: text(f.extension),
          }),
  },
  oficinas: {
    campo: 'oficina_nombre',
    etiqueta: 'Nombre de la oficina',
    nombre: (f) => text(f.nombre),
    campos: [campoDe('oficina_direccion', 'Dirección de la oficina', 'direccion')],
  },
  horarios_oficina: {
    campo: 'horario',
    etiqueta: 'Horario de atención',
    nombre: (f, n) => {
      const oficina = named(n.oficinas, f.oficina_id)?.nombre;
      const horario = scheduleText({
        dia: String(f.dia ?? ''),
        hora_inicio: text(f.hora_inicio)?.slice(0, 5) ?? null,
        hora_fin: text(f.hora_fin)?.slice(0, 5) ?? null,
        horas_24: Boolean(f.horas_24),
      });
      return oficina ? `${oficina} — ${horario}` : horario;
    },
  },
  modalidad_medios_presentacion: {
    campo: 'medio_presentacion',
    etiqueta: 'Medio de presentación',
    nombre: (f, n) => named(n.medios, f.medio_presentacion_id)?.nombre ?? null,
  },
  modalidad_niveles_digitalizacion: {
    campo: 'nivel_digitalizacion',
    etiqueta: 'Nivel de digitalización',
    nombre: (f, n) => named(n.niveles, f.nivel_digitalizacion_id)?.nombre ?? null,
  },
};

/** The tables whose changes the public history shows (each recorded by migration 0014). */
export const TABLAS_HISTORIAL = ['modalidades', ...Object.keys(ITEMS)] as const;

function compare(campos: Campo[], antes: Fila, despues: Fila, n: NombresHistorial, de = ''): Cambio[] {
  const out: Cambio[] = [];
  for (const c of campos) {
    const [a, d] = [c.valor(antes, n), c.valor(despues, n)];
    if (a !== d) out.push({ campo: c.campo, etiqueta: c.etiqueta + de, antes: a, despues: d });
  }
  return out;
}

/** The public changes one recorded row change makes: none when it touched no public field. */
export function cambiosDeEntrada(entrada: EntradaHistorial, n: NombresHistorial): Cambio[] {
  const { tabla, antes, despues } = entrada;
  if (tabla === 'modalidades') return antes && despues ? compare(MODALIDAD_CAMPOS, antes, despues, n) : [];
  const item = ITEMS[tabla];
  if (!item) return [];
  // A row the public does not see counts as absent: removing a requirement with a date removes it.
  const visible = (f: Fila | null) => (f && !item.retirado?.(f) ? f : null);
  const [a, d] = [visible(antes), visible(despues)];
  const [nombreAntes, nombreDespues] = [a && item.nombre(a, n), d && item.nombre(d, n)];
  if (!a && !d) return [];
  if (!a || !d)
    return [{ campo: item.campo, etiqueta: item.etiqueta, antes: nombreAntes, despues: nombreDespues }];
  const out: Cambio[] =
    nombreAntes === nombreDespues
      ? []
      : [{ campo: item.campo, etiqueta: item.etiqueta, antes: nombreAntes, despues: nombreDespues }];
  const de = nombreDespues ? ` «${nombreDespues}»` : '';
  return [...out, ...compare(item.campos ?? [], a, d, n, de)];
}
