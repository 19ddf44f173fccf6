/**
 * Drizzle schema of every entity. Table and column names follow the specification's Spanish
 * snake_case so that repositories can answer with the exact response keys.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL's full-text document type (read only by SQL; never selected into TypeScript). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ---------------------------------------------------------------- institutions and lookups

export const instituciones = pgTable('instituciones', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  siglas: varchar('siglas', { length: 20 }).notNull(),
  /** The spec's `institucion.descripcion` holds the institution's web link. */
  descripcion: text('descripcion'),
  /**
   * The municipality of an alcaldía (issue 31): the id of `@rnt/contract/municipios` ('santa-ana-centro');
   * null for every other institution. The search groups a procedure of several municipalities by it.
   */
  municipio: varchar('municipio', { length: 40 }),
  /** Name and acronym as the suggestions match them (issue 19 speed, migration 0012): computed once. */
  nombre_busqueda: tsvector('nombre_busqueda').generatedAlwaysAs(
    sql`to_tsvector('simple', rnt_unaccent(nombre || ' ' || siglas))`,
  ),
});

export const unidades = pgTable(
  'unidades',
  {
    id: serial('id').primaryKey(),
    institucion_id: integer('institucion_id')
      .notNull()
      .references(() => instituciones.id),
    nombre: text('nombre').notNull(),
  },
  (t) => [index('unidades_institucion_idx').on(t.institucion_id)],
);

export const categorias_tramite = pgTable('categorias_tramite', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  icon: text('icon'),
});

export const clasificaciones_tramite = pgTable('clasificaciones_tramite', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

/** Economic activities, served as `categorias_regulaciones` (id, nombre, icon). */
export const actividades_economicas = pgTable('actividades_economicas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  icon: text('icon'),
});

/** Portal/solicitation states: 11 and 13 'Inscrito', 23 'Observado', others in evaluation. */
export const estados_solicitud = pgTable('estados_solicitud', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nombre: text('nombre').notNull(),
  visible_portal: boolean('visible_portal').notNull().default(false),
});

export const periodicidades = pgTable('periodicidades', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const unidades_tiempo = pgTable('unidades_tiempo', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const medios_presentacion = pgTable('medios_presentacion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const niveles_digitalizacion = pgTable('niveles_digitalizacion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

/** Requirement types, codes '001'…'008' decide which fields show. */
export const tipos_requisito = pgTable('tipos_requisito', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 3 }).notNull().unique(),
  nombre: text('nombre').notNull(),
});

// ---------------------------------------------------------------- procedures and modalities

export const tramites = pgTable(
  'tramites',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    unidad_id: integer('unidad_id')
      .notNull()
      .references(() => unidades.id),
    categoria_tramite_id: integer('categoria_tramite_id').references(() => categorias_tramite.id),
    clasificacion_tramite_id: integer('clasificacion_tramite_id').references(
      () => clasificaciones_tramite.id,
    ),
    actividad_economica_id: integer('actividad_economica_id').references(() => actividades_economicas.id),
    /**
     * Names people actually use for the procedure ("también se conoce como": "licencia de manejo",
     * "récord policial", "DUI"…); searched with the name's weight.
     */
    tambien_conocido_como: text('tambien_conocido_como')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    // How many distinct trigrams the accent-folded name has. A name's trigram similarity to a query of q
    // trigrams is at most min(n, q) / max(n, q), so the home search ranks only the names that can still
    // reach the page asked for (apps/api/src/repositories/busqueda-tramites.ts).
    nombre_trigramas: integer('nombre_trigramas').generatedAlwaysAs(
      sql`coalesce(array_length(show_trgm(rnt_unaccent(nombre)), 1), 0)`,
    ),
    /**
     * What the home search matches (issue 19, migration 0009): the accent-folded Spanish document of the
     * procedure, weighted A name and `tambien_conocido_como`, B modality names, C institution name and
     * acronym and unit, D modality descriptions. Kept by triggers on tramites, modalidades, unidades and
     * instituciones (`rnt_documento_tramite_fila`); never written by the application. The exact-name
     * index `tramites_nombres_norm_idx` (GIN on `rnt_nombres_norm(nombre, tambien_conocido_como)`) is
     * hand-written in that migration: drizzle cannot express a function of two columns.
     */
    documento_busqueda: tsvector('documento_busqueda'),
    /**
     * The A part of `documento_busqueda` alone (name and `tambien_conocido_como`): what the suggestions as
     * you type match, through a small index (issue 19 speed, migration 0012). Kept by the same row trigger.
     */
    nombres_busqueda: tsvector('nombres_busqueda'),
    /**
     * Whether some modality of the procedure is in a published state (REGISTERED_STATE_IDS, 11 and 13):
     * what the home search and the suggestions show. Kept by statement triggers on `modalidades`
     * (migration 0012); never written by the application. The partial indexes below hold only these rows.
     */
    publicado: boolean('publicado').notNull().default(false),
  },
  (t) => [
    index('tramites_unidad_idx').on(t.unidad_id),
    // Home search by name (apps/api/src/repositories/busqueda-tramites.ts): Spanish full-text search over
    // the accent-folded name; trigram index of the same text for the "contains" searches (resolutions).
    // Queries must repeat these expressions exactly for the planner to use the indexes.
    index('tramites_nombre_fts_idx').using('gin', sql`to_tsvector('spanish', rnt_unaccent(${t.nombre}))`),
    index('tramites_nombre_trgm_idx').using('gin', sql`rnt_unaccent(${t.nombre}) gin_trgm_ops`),
    index('tramites_documento_busqueda_idx').using('gin', t.documento_busqueda),
    // The published procedures only (issue 19 speed): the default home search and the suggestions.
    index('tramites_documento_publicado_idx')
      .using('gin', t.documento_busqueda)
      .where(sql`publicado`),
    index('tramites_nombres_publicado_idx')
      .using('gin', t.nombres_busqueda)
      .where(sql`publicado`),
  ],
);

/**
 * The search thesaurus kept by the registry's staff (issue 19, `/admin/sinonimos`): what citizens say
 * (`termino`: a word, an acronym or a phrase) and what the registry calls it (`equivalentes`). A query
 * containing the term's words in order also matches procedures having all the words of any equivalent.
 * `palabras` is the term folded to its significant words (lower case, no accents), kept by a trigger.
 */
export const sinonimos = pgTable(
  'sinonimos',
  {
    id: serial('id').primaryKey(),
    termino: text('termino').notNull(),
    equivalentes: text('equivalentes').array().notNull(),
    palabras: text('palabras')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sinonimos_termino_idx').using('btree', sql`lower(rnt_unaccent(${t.termino}))`),
    index('sinonimos_palabras_idx').using('gin', t.palabras),
  ],
);

export const modalidades = pgTable(
  'modalidades',
  {
    id: serial('id').primaryKey(),
    tramite_id: integer('tramite_id')
      .notNull()
      .references(() => tramites.id),
    nombre: text('nombre').notNull(),
    /** The name as the suggestions match it (issue 19 speed, migration 0012): computed once. */
    nombre_busqueda: tsvector('nombre_busqueda').generatedAlwaysAs(
      sql`to_tsvector('simple', rnt_unaccent(nombre))`,
    ),
    descripcion: text('descripcion'),
    estado_id: integer('estado_id')
      .notNull()
      .references(() => estados_solicitud.id),
    periodicidad_id: integer('periodicidad_id').references(() => periodicidades.id),
    /** 'Fija' or 'Indefinida'; a fixed validity carries a quantity and a time unit. */
    vigencia_tramite: text('vigencia_tramite'),
    vigencia_cantidad: integer('vigencia_cantidad'),
    vigencia_unidad_tiempo_id: integer('vigencia_unidad_tiempo_id').references(() => unidades_tiempo.id),
    /** 'Tarifa Fija' or 'Tarifa Variable'. */
    tipo_tarifa: text('tipo_tarifa').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }),
    detalle_tarifa_variable: text('detalle_tarifa_variable'),
    tercero_autorizado: boolean('tercero_autorizado').notNull().default(false),
    donde_realizar: text('donde_realizar'),
    plazo_legal_valor: integer('plazo_legal_valor'),
    plazo_legal_unidad_tiempo_id: integer('plazo_legal_unidad_tiempo_id').references(
      () => unidades_tiempo.id,
    ),
    tiempo_promedio_valor: integer('tiempo_promedio_valor'),
    tiempo_promedio_unidad_tiempo_id: integer('tiempo_promedio_unidad_tiempo_id').references(
      () => unidades_tiempo.id,
    ),
    /** 'hábiles' or 'calendario'. */
    tiempo_promedio_tipo_dias: text('tiempo_promedio_tipo_dias'),
    /** Response-time band B00…B08 the institution declared for the average response time. */
    banda_tiempo_respuesta: varchar('banda_tiempo_respuesta', { length: 3 }),
    comentario_descripcion: text('comentario_descripcion'),
    comentario_periodicidad: text('comentario_periodicidad'),
    comentarios_vigencia: text('comentarios_vigencia'),
    comentario: text('comentario'),
    comentario_medios_presentacion: text('comentario_medios_presentacion'),
    comentario_niveles_digitalizacion: text('comentario_niveles_digitalizacion'),
    comentario_tercero_autorizado: text('comentario_tercero_autorizado'),
    comentario_costo_tramite: text('comentario_costo_tramite'),
    comentario_plazo_legal: text('comentario_plazo_legal'),
    /** When the institution sent the official registration request (null: no request yet). */
    fecha_solicitud: date('fecha_solicitud'),
    /** When the modality was registered (states 11/13); feeds the monthly chart. */
    fecha_inscripcion: date('fecha_inscripcion'),
    created_at: createdAt(),
  },
  (t) => [
    // (tramite_id, estado_id): the searches' "has a modality in these states" is an index-only probe per
    // procedure instead of a scan of every modality (issue 11); it also serves lookups by tramite_id.
    index('modalidades_tramite_estado_idx').on(t.tramite_id, t.estado_id),
    index('modalidades_estado_idx').on(t.estado_id),
  ],
);

export const modalidad_medios_presentacion = pgTable(
  'modalidad_medios_presentacion',
  {
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    medio_presentacion_id: integer('medio_presentacion_id')
      .notNull()
      .references(() => medios_presentacion.id),
  },
  (t) => [primaryKey({ columns: [t.modalidad_id, t.medio_presentacion_id] })],
);

export const modalidad_niveles_digitalizacion = pgTable(
  'modalidad_niveles_digitalizacion',
  {
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    nivel_digitalizacion_id: integer('nivel_digitalizacion_id')
      .notNull()
      .references(() => niveles_digitalizacion.id),
  },
  (t) => [primaryKey({ columns: [t.modalidad_id, t.nivel_digitalizacion_id] })],
);

/**
 * Documents of a modality: 'certificado', 'resolucion', 'propuesta', 'costo_tarifa' (fee documents) or
 * 'anexo'. Files are generated on demand from this row (`url` points at /documentos/...).
 */
export const documentos_modalidad = pgTable(
  'documentos_modalidad',
  {
    id: serial('id').primaryKey(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    tipo: text('tipo').notNull(),
    nombre: text('nombre').notNull(),
    url: text('url').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('documentos_modalidad_modalidad_idx').on(t.modalidad_id)],
);

// ---------------------------------------------------------------- requirements

export const requisitos = pgTable(
  'requisitos',
  {
    id: serial('id').primaryKey(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    tipo_requisito_id: integer('tipo_requisito_id')
      .notNull()
      .references(() => tipos_requisito.id),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    es_parte_solicitud: boolean('es_parte_solicitud').notNull().default(false),
    enlace_web: text('enlace_web'),
    condiciones_presentacion: text('condiciones_presentacion'),
    especificacion_de_presentacion: text('especificacion_de_presentacion'),
    /** 'Físico', 'Electrónico' or 'Físico y electrónico'. */
    tipo_soporte: text('tipo_soporte'),
    es_tramite_otra_institucion: boolean('es_tramite_otra_institucion').notNull().default(false),
    institucion_id: integer('institucion_id').references(() => instituciones.id),
    tramite_id: integer('tramite_id').references(() => tramites.id),
    orden: integer('orden').notNull().default(0),
    /** Set when the requirement was removed as unnecessary (report requisitos-eliminados). */
    fecha_eliminacion: date('fecha_eliminacion'),
  },
  (t) => [index('requisitos_modalidad_idx').on(t.modalidad_id)],
);

export const documentos_requisito = pgTable(
  'documentos_requisito',
  {
    id: serial('id').primaryKey(),
    requisito_id: integer('requisito_id')
      .notNull()
      .references(() => requisitos.id),
    nombre: text('nombre').notNull(),
    url: text('url').notNull(),
    es_anexo: boolean('es_anexo').notNull().default(false),
    es_certificado: boolean('es_certificado').notNull().default(false),
    es_resolucion: boolean('es_resolucion').notNull().default(false),
  },
  (t) => [index('documentos_requisito_requisito_idx').on(t.requisito_id)],
);

export const sub_requisitos = pgTable(
  'sub_requisitos',
  {
    id: serial('id').primaryKey(),
    requisito_id: integer('requisito_id')
      .notNull()
      .references(() => requisitos.id),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
  },
  (t) => [index('sub_requisitos_requisito_idx').on(t.requisito_id)],
);

// ---------------------------------------------------------------- offices and contacts

export const oficinas = pgTable(
  'oficinas',
  {
    id: serial('id').primaryKey(),
    institucion_id: integer('institucion_id')
      .notNull()
      .references(() => instituciones.id),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    latitud: numeric('latitud', { precision: 9, scale: 6 }),
    longitud: numeric('longitud', { precision: 9, scale: 6 }),
  },
  (t) => [index('oficinas_institucion_idx').on(t.institucion_id)],
);

export const horarios_oficina = pgTable(
  'horarios_oficina',
  {
    id: serial('id').primaryKey(),
    oficina_id: integer('oficina_id')
      .notNull()
      .references(() => oficinas.id),
    dia: text('dia').notNull(),
    hora_inicio: time('hora_inicio'),
    hora_fin: time('hora_fin'),
    horas_24: boolean('horas_24').notNull().default(false),
  },
  (t) => [index('horarios_oficina_oficina_idx').on(t.oficina_id)],
);

/** A modality's contact at one office (Office contact). */
export const contactos_oficinas = pgTable(
  'contactos_oficinas',
  {
    id: serial('id').primaryKey(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    oficina_id: integer('oficina_id')
      .notNull()
      .references(() => oficinas.id),
    nombres: text('nombres'),
    correos: text('correos'),
  },
  (t) => [index('contactos_oficinas_modalidad_idx').on(t.modalidad_id)],
);

export const telefonos_contacto = pgTable(
  'telefonos_contacto',
  {
    id: serial('id').primaryKey(),
    contacto_oficina_id: integer('contacto_oficina_id')
      .notNull()
      .references(() => contactos_oficinas.id),
    prefijo: varchar('prefijo', { length: 6 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    extension: varchar('extension', { length: 10 }),
    comentario: text('comentario'),
  },
  (t) => [index('telefonos_contacto_contacto_idx').on(t.contacto_oficina_id)],
);

// ---------------------------------------------------------------- regulations

/** Regulation types (`tipos_normativa`) with colour, portal ordering and visibility. */
export const tipos_normativa = pgTable('tipos_normativa', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  color: varchar('color', { length: 9 }).notNull(),
  orden_portal: integer('orden_portal').notNull(),
  visible_portal: boolean('visible_portal').notNull().default(true),
});

export const estados_regulacion = pgTable('estados_regulacion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const regulaciones = pgTable(
  'regulaciones',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    tipo_solicitud_id: integer('tipo_solicitud_id')
      .notNull()
      .references(() => tipos_normativa.id),
    estado_tipo_solicitud_regulacion_id: integer('estado_tipo_solicitud_regulacion_id')
      .notNull()
      .references(() => estados_regulacion.id),
    actividad_economica_id: integer('actividad_economica_id').references(() => actividades_economicas.id),
    numero_reforma: integer('numero_reforma'),
    fecha_emision: date('fecha_emision'),
    fecha_vigencia: date('fecha_vigencia'),
    fecha_publicacion_do: date('fecha_publicacion_do'),
    numero_do: integer('numero_do'),
    tomo_do: integer('tomo_do'),
    created_at: createdAt(),
  },
  (t) => [index('regulaciones_tipo_idx').on(t.tipo_solicitud_id)],
);

export const regulacion_categorias = pgTable(
  'regulacion_categorias',
  {
    regulacion_id: integer('regulacion_id')
      .notNull()
      .references(() => regulaciones.id),
    categoria_tramite_id: integer('categoria_tramite_id')
      .notNull()
      .references(() => categorias_tramite.id),
  },
  (t) => [primaryKey({ columns: [t.regulacion_id, t.categoria_tramite_id] })],
);

export const documentos_regulacion = pgTable(
  'documentos_regulacion',
  {
    id: serial('id').primaryKey(),
    regulacion_id: integer('regulacion_id')
      .notNull()
      .references(() => regulaciones.id),
    nombre: text('nombre').notNull(),
    ruta: text('ruta').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('documentos_regulacion_regulacion_idx').on(t.regulacion_id)],
);

// ---------------------------------------------------------------- resolutions

/** Resolution types; `codigo` I, D, M, O, R are the evaluated categories. */
export const tipos_resolucion = pgTable('tipos_resolucion', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 1 }).notNull().unique(),
  nombre: text('nombre').notNull(),
});

export const resoluciones = pgTable(
  'resoluciones',
  {
    id: serial('id').primaryKey(),
    tipo_resolucion_id: integer('tipo_resolucion_id')
      .notNull()
      .references(() => tipos_resolucion.id),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    numero: text('numero').notNull(),
    fecha: date('fecha').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('resoluciones_modalidad_idx').on(t.modalidad_id),
    index('resoluciones_fecha_idx').on(t.fecha),
  ],
);

export const documentos_resoluciones = pgTable(
  'documentos_resoluciones',
  {
    id: serial('id').primaryKey(),
    resolucion_id: integer('resolucion_id')
      .notNull()
      .references(() => resoluciones.id),
    nombre: text('nombre').notNull(),
    url: text('url').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('documentos_resoluciones_resolucion_idx').on(t.resolucion_id)],
);

// ---------------------------------------------------------------- legal bases and rulings

export const referencias = pgTable('referencias', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const sub_referencias = pgTable('sub_referencias', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

/**
 * A legal basis ties a regulation to a modality's section (`seccion`) or to one requirement or
 * sub-requirement (`codigo_modelo` 'Requisito' | 'Sub_Requisito', `modelo_id`).
 */
export const bases_legales = pgTable(
  'bases_legales',
  {
    id: serial('id').primaryKey(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    regulacion_id: integer('regulacion_id')
      .notNull()
      .references(() => regulaciones.id),
    seccion: text('seccion'),
    codigo_modelo: text('codigo_modelo'),
    modelo_id: integer('modelo_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('bases_legales_modalidad_idx').on(t.modalidad_id),
    index('bases_legales_modelo_idx').on(t.codigo_modelo, t.modelo_id),
  ],
);

export const base_legal_referencias = pgTable(
  'base_legal_referencias',
  {
    id: serial('id').primaryKey(),
    base_legal_id: integer('base_legal_id')
      .notNull()
      .references(() => bases_legales.id, { onDelete: 'cascade' }),
    referencia_id: integer('referencia_id')
      .notNull()
      .references(() => referencias.id),
    valor_referencia: varchar('valor_referencia', { length: 40 }).notNull(),
    sub_referencia_id: integer('sub_referencia_id').references(() => sub_referencias.id),
    valor_sub_referencia: varchar('valor_sub_referencia', { length: 40 }),
  },
  (t) => [index('base_legal_referencias_base_idx').on(t.base_legal_id)],
);

/** Ruling statuses; codes '002' (hides), '004' (needs a condition), '006' (NOMBRE_MODALIDAD only). */
export const estados_dictamen = pgTable('estados_dictamen', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 3 }).notNull().unique(),
  nombre: text('nombre').notNull(),
});

export const condiciones_inscripcion = pgTable('condiciones_inscripcion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const dictamenes = pgTable(
  'dictamenes',
  {
    id: serial('id').primaryKey(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id),
    seccion: text('seccion'),
    codigo_modelo: text('codigo_modelo'),
    modelo_id: integer('modelo_id'),
    comentarios: varchar('comentarios', { length: 800 }).notNull(),
    condicion_inscripcion_id: integer('condicion_inscripcion_id').references(
      () => condiciones_inscripcion.id,
    ),
    created_by: integer('created_by'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('dictamenes_modalidad_idx').on(t.modalidad_id),
    index('dictamenes_modelo_idx').on(t.codigo_modelo, t.modelo_id),
  ],
);

export const dictamen_estados = pgTable(
  'dictamen_estados',
  {
    dictamen_id: integer('dictamen_id')
      .notNull()
      .references(() => dictamenes.id, { onDelete: 'cascade' }),
    estado_dictamen_id: integer('estado_dictamen_id')
      .notNull()
      .references(() => estados_dictamen.id),
  },
  (t) => [primaryKey({ columns: [t.dictamen_id, t.estado_dictamen_id] })],
);

// ---------------------------------------------------------------- parameters, help, agenda

export const parametros = pgTable('parametros', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  valor: text('valor').notNull(),
  descripcion: text('descripcion'),
});

export const ayudas = pgTable('ayudas', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  texto: text('texto').notNull(),
});

export const agenda_items = pgTable(
  'agenda_items',
  {
    id: serial('id').primaryKey(),
    institucion_id: integer('institucion_id')
      .notNull()
      .references(() => instituciones.id),
    tipo_normativa_id: integer('tipo_normativa_id').references(() => tipos_normativa.id),
    nombre_regulacion: text('nombre_regulacion').notNull(),
    descripcion: text('descripcion'),
    /** Stage of the regulatory agenda: 'Planificada', 'En consulta pública', 'En análisis', 'Aprobada'. */
    etapa: text('etapa').notNull(),
    anio: integer('anio').notNull(),
    fecha_inicio: date('fecha_inicio').notNull(),
    fecha_fin: date('fecha_fin'),
  },
  (t) => [index('agenda_items_anio_idx').on(t.anio)],
);

// ---------------------------------------------------------------- citizen comments

export const denuncias = pgTable(
  'denuncias',
  {
    id: serial('id').primaryKey(),
    /** Tracking number shown to the citizen, e.g. 'RNT-2026-000123'. */
    folio: text('folio').notNull().unique(),
    anonimo: boolean('anonimo').notNull(),
    mensaje: varchar('mensaje', { length: 1200 }).notNull(),
    /** Null when the complaint is about a procedure not in the registry (`descripcion_tramite`). */
    modalidad_id: integer('modalidad_id').references(() => modalidades.id),
    /** The institution the complaint is about: the modality's, or the one the citizen chose. */
    institucion_id: integer('institucion_id')
      .notNull()
      .references(() => instituciones.id),
    /** What the citizen was asked for, when it is not in the registry (≤ 300 characters). */
    descripcion_tramite: varchar('descripcion_tramite', { length: 300 }),
    nombres: text('nombres'),
    apellidos: text('apellidos'),
    correo: text('correo'),
    telefono: text('telefono'),
    /** Storage key of the attachment (`imagen`), its original name, real MIME type and size. */
    imagen: text('imagen'),
    imagen_nombre: text('imagen_nombre'),
    imagen_mime: text('imagen_mime'),
    imagen_bytes: integer('imagen_bytes'),
    /** Client-chosen key that makes a retried submission land once. */
    idempotency_key: text('idempotency_key'),
    /** SHA-256 (hex) of the tracking code shown once to the citizen; null on complaints older than it. */
    codigo_seguimiento_hash: text('codigo_seguimiento_hash'),
    /** Lifecycle state code (`COMPLAINT_STATES` in the contract) and, once closed, its outcome. */
    estado: text('estado').notNull().default('RECIBIDA'),
    resultado: text('resultado'),
    /** First public answer (state RESPONDIDA) and closing: the outcome statistics read them. */
    respondida_at: timestamp('respondida_at', { withTimezone: true }),
    cerrada_at: timestamp('cerrada_at', { withTimezone: true }),
    /** When the purge removed the citizen's name, e-mail and phone (the counts stay). */
    datos_purgados_at: timestamp('datos_purgados_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('denuncias_modalidad_idx').on(t.modalidad_id),
    index('denuncias_institucion_idx').on(t.institucion_id),
    index('denuncias_estado_idx').on(t.estado, t.created_at),
    check(
      'denuncias_modalidad_o_descripcion',
      sql`(modalidad_id IS NOT NULL) OR (descripcion_tramite IS NOT NULL)`,
    ),
    uniqueIndex('denuncias_idempotency_idx')
      .on(t.idempotency_key)
      .where(sql`idempotency_key is not null`),
  ],
);

/**
 * The complaint's history: one row per state change or note, the first (RECIBIDA, no user) written with the
 * submission. `nota_publica` is what the citizen sees on `/seguimiento`; `nota_interna` never leaves staff.
 */
export const denuncia_acciones = pgTable(
  'denuncia_acciones',
  {
    id: serial('id').primaryKey(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    resultado: text('resultado'),
    nota_interna: varchar('nota_interna', { length: 2000 }),
    nota_publica: varchar('nota_publica', { length: 2000 }),
    user_id: integer('user_id').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [index('denuncia_acciones_denuncia_idx').on(t.denuncia_id, t.created_at)],
);

// ---------------------------------------------------------------- evaluators

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  activo: boolean('activo').notNull().default(true),
  created_at: createdAt(),
});

export const operaciones = pgTable('operaciones', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nombre: text('nombre').notNull(),
});

export const user_operaciones = pgTable(
  'user_operaciones',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operacion_id: integer('operacion_id')
      .notNull()
      .references(() => operaciones.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.operacion_id] })],
);

/**
 * Evaluator sessions: one row per login, named by the token's `jti`. A token is accepted only while its
 * session is neither revoked (logout) nor expired (the token's own expiry).
 */
export const sesiones = pgTable(
  'sesiones',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    revocada: timestamp('revocada', { withTimezone: true }),
  },
  (t) => [index('sesiones_user_idx').on(t.user_id), index('sesiones_expira_idx').on(t.expira)],
);

/** Audit trail of every evaluator change: who (user and session), when, what before, what after. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id),
    /** The session the change was made in (null for command-line actions). */
    sesion_id: text('sesion_id'),
    entidad: text('entidad').notNull(),
    entidad_id: integer('entidad_id'),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    created_at: createdAt(),
  },
  (t) => [index('auditoria_entidad_idx').on(t.entidad, t.entidad_id)],
);

// ---------------------------------------------------------------- installation

/**
 * One row once the demo registry is completely written: the seed writes it last, in the seed's own
 * transaction, so a seed cut short leaves no row and is redone (`isSeeded`).
 */
export const datos_demostracion = pgTable('datos_demostracion', {
  id: integer('id').primaryKey().default(1),
  modalidades: integer('modalidades').notNull(),
  completado: timestamp('completado', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- trust (issue 22)

/**
 * Each registration certificate issued, one row per modality, attested state and registration date and
 * issue day (decision 019): the verification code printed on the PDF and its QR code leads to
 * `/verificar/{codigo}`, which compares what the certificate attested with the registry of today.
 */
export const certificados_emitidos = pgTable(
  'certificados_emitidos',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 16 }).notNull().unique(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id, { onDelete: 'cascade' }),
    estado_id: integer('estado_id').notNull(),
    fecha_inscripcion: date('fecha_inscripcion'),
    emitido_el: date('emitido_el').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // Finds the day's certificate of the same attestation (two racing first downloads may both write one:
    // two valid codes for the same facts, harmless).
    index('certificados_emitidos_atestado_idx').on(t.modalidad_id, t.emitido_el),
  ],
);

/**
 * "¿Le fue útil esta página?": one row per answer or problem report, by page address only. Nothing that
 * identifies the person is stored: no IP address, no user agent, no account (decision 019).
 */
export const valoraciones = pgTable(
  'valoraciones',
  {
    id: serial('id').primaryKey(),
    ruta: varchar('ruta', { length: 300 }).notNull(),
    util: boolean('util'),
    motivo: text('motivo'),
    comentario: varchar('comentario', { length: 1200 }),
    created_at: createdAt(),
  },
  (t) => [
    index('valoraciones_ruta_idx').on(t.ruta, t.created_at),
    check('valoraciones_util_o_motivo', sql`(util IS NOT NULL) OR (motivo IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- life events (issue 33)

/**
 * Life events ("situaciones de vida", decision 18): what is happening in a citizen's life ("abrir un
 * negocio", "casarse") as an ordered list of steps over the registry's modalities, kept by staff
 * (`SITUACIONES_VIDA_EDITAR`). `frases` are everyday phrases the public search also matches ("me voy a
 * casar"); `fuentes` name the public sources the journey was written from.
 */
export const situaciones_vida = pgTable('situaciones_vida', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull(),
  orden: integer('orden').notNull().default(0),
  frases: text('frases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  fuentes: text('fuentes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A step of a life event, numbered by `orden` (1, 2, …). `obligatorio` false: "depende del caso".
 * `espera` holds the `orden` of the earlier steps it waits for (the total time follows these chains).
 * `municipal`: its alternatives are the same procedure of several municipalities, the citizen does hers.
 */
export const situacion_vida_pasos = pgTable(
  'situacion_vida_pasos',
  {
    id: serial('id').primaryKey(),
    situacion_vida_id: integer('situacion_vida_id')
      .notNull()
      .references(() => situaciones_vida.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    titulo: text('titulo').notNull(),
    que_hacer: text('que_hacer').notNull(),
    obligatorio: boolean('obligatorio').notNull().default(true),
    municipal: boolean('municipal').notNull().default(false),
    espera: integer('espera')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('situacion_vida_pasos_orden_idx').on(t.situacion_vida_id, t.orden)],
);

/**
 * The modalities a step may be done with (alternatives: in person or online…). `modalidad_id` has no
 * foreign key on purpose: a modality removed from the registry must leave the step visibly broken in the
 * staff list, neither block the removal nor vanish from the journey with a cascade.
 */
export const situacion_vida_paso_modalidades = pgTable(
  'situacion_vida_paso_modalidades',
  {
    paso_id: integer('paso_id')
      .notNull()
      .references(() => situacion_vida_pasos.id, { onDelete: 'cascade' }),
    modalidad_id: integer('modalidad_id').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.paso_id, t.modalidad_id] }),
    index('situacion_vida_paso_modalidades_modalidad_idx').on(t.modalidad_id),
  ],
);

/**
 * What the public sees of a modality, change by change (issue 32, docs/decisions/030-modality-history.md).
 * Written only by the row triggers of migration 0014 — whoever changes the rows — never by the API.
 * `fila` is the row's key ('12', or '12:3' for a link table), `antes` null for an insert and `despues`
 * null for a delete. `modalidad_id` is the modality the row belongs to; offices and their hours are
 * shared, so they name the office (`oficina_id`) and reach a modality through its contacts.
 */
export const historial_cambios = pgTable(
  'historial_cambios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tabla: text('tabla').notNull(),
    fila: text('fila').notNull(),
    modalidad_id: integer('modalidad_id'),
    oficina_id: integer('oficina_id'),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
  },
  (t) => [
    index('historial_cambios_modalidad_idx').on(t.modalidad_id, t.fecha),
    index('historial_cambios_oficina_idx').on(t.oficina_id, t.fecha),
    index('historial_cambios_fila_idx').on(t.tabla, t.fila, t.fecha),
  ],
);

/**
 * Every outgoing mail, written in the transaction of what caused it and sent by the API's worker with
 * retries (issue 32, docs/decisions/032-mail-outbox.md). A worker claims rows with `FOR UPDATE SKIP
 * LOCKED` and a lease (`reservado_hasta`), so several instances never send one twice. The address and
 * the text are personal data: cleared once the mail is sent or given up.
 */
export const correos_salientes = pgTable(
  'correos_salientes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    /** What the logs may name (a folio), never the address. */
    referencia: text('referencia').notNull(),
    destinatario: text('destinatario'),
    asunto: text('asunto').notNull(),
    texto: text('texto'),
    encabezados: jsonb('encabezados'),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    reservado_hasta: timestamp('reservado_hasta', { withTimezone: true }),
    ultimo_error: text('ultimo_error'),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    descartado_at: timestamp('descartado_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('correos_salientes_pendientes_idx')
      .on(t.proximo_intento)
      .where(sql`enviado_at IS NULL AND descartado_at IS NULL`),
  ],
);

/**
 * A citizen following a modality by e-mail (issue 32, docs/decisions/033-change-alerts.md): only what
 * the alerts need. `confirmacion_hash` is the SHA-256 of the one-use confirmation token (null once
 * confirmed); the unsubscribe token is not stored (it is signed, lib/suscripciones-tokens.ts).
 * `historial_visto` is the last `historial_cambios` id a digest covered and `ultimo_aviso_at` when that
 * digest was written (one a day at most); `ultimo_envio_at` when the last confirmation mail was queued
 * (an address cannot be flooded by asking again and again). An unsubscribe deletes the row; so does the removal of the
 * modality, and an unconfirmed row is deleted once its link expired.
 */
export const suscripciones_modalidad = pgTable(
  'suscripciones_modalidad',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, trimmed. */
    correo: text('correo').notNull(),
    modalidad_id: integer('modalidad_id')
      .notNull()
      .references(() => modalidades.id, { onDelete: 'cascade' }),
    confirmacion_hash: text('confirmacion_hash'),
    confirmacion_expira: timestamp('confirmacion_expira', { withTimezone: true }),
    confirmado_at: timestamp('confirmado_at', { withTimezone: true }),
    historial_visto: bigint('historial_visto', { mode: 'number' }).notNull().default(0),
    ultimo_aviso_at: timestamp('ultimo_aviso_at', { withTimezone: true }),
    /** The last confirmation (or "you already follow it") mail: one per 10 minutes, whoever asks. */
    ultimo_envio_at: timestamp('ultimo_envio_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('suscripciones_modalidad_correo_idx').on(t.correo, t.modalidad_id),
    uniqueIndex('suscripciones_modalidad_confirmacion_idx').on(t.confirmacion_hash),
    index('suscripciones_modalidad_confirmadas_idx')
      .on(t.modalidad_id)
      .where(sql`confirmado_at IS NOT NULL`),
  ],
);
