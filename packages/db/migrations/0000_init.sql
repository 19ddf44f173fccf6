CREATE TABLE "actividades_economicas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"institucion_id" integer NOT NULL,
	"tipo_normativa_id" integer,
	"nombre_regulacion" text NOT NULL,
	"descripcion" text,
	"etapa" text NOT NULL,
	"anio" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"entidad" text NOT NULL,
	"entidad_id" integer,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ayudas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"texto" text NOT NULL,
	CONSTRAINT "ayudas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "base_legal_referencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_legal_id" integer NOT NULL,
	"referencia_id" integer NOT NULL,
	"valor_referencia" varchar(40) NOT NULL,
	"sub_referencia_id" integer,
	"valor_sub_referencia" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "bases_legales" (
	"id" serial PRIMARY KEY NOT NULL,
	"modalidad_id" integer NOT NULL,
	"regulacion_id" integer NOT NULL,
	"seccion" text,
	"codigo_modelo" text,
	"modelo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias_tramite" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "clasificaciones_tramite" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condiciones_inscripcion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contactos_oficinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"modalidad_id" integer NOT NULL,
	"oficina_id" integer NOT NULL,
	"nombres" text,
	"correos" text
);
--> statement-breakpoint
CREATE TABLE "denuncias" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"anonimo" boolean NOT NULL,
	"mensaje" varchar(1200) NOT NULL,
	"modalidad_id" integer NOT NULL,
	"nombres" text,
	"apellidos" text,
	"correo" text,
	"telefono" text,
	"imagen" text,
	"imagen_nombre" text,
	"imagen_mime" text,
	"imagen_bytes" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "denuncias_folio_unique" UNIQUE("folio")
);
--> statement-breakpoint
CREATE TABLE "dictamen_estados" (
	"dictamen_id" integer NOT NULL,
	"estado_dictamen_id" integer NOT NULL,
	CONSTRAINT "dictamen_estados_dictamen_id_estado_dictamen_id_pk" PRIMARY KEY("dictamen_id","estado_dictamen_id")
);
--> statement-breakpoint
CREATE TABLE "dictamenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"modalidad_id" integer NOT NULL,
	"seccion" text,
	"codigo_modelo" text,
	"modelo_id" integer,
	"comentarios" varchar(800) NOT NULL,
	"condicion_inscripcion_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documentos_modalidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"modalidad_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_regulacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"regulacion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"ruta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_requisito" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisito_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"url" text NOT NULL,
	"es_anexo" boolean DEFAULT false NOT NULL,
	"es_certificado" boolean DEFAULT false NOT NULL,
	"es_resolucion" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_resoluciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"resolucion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estados_dictamen" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(3) NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "estados_dictamen_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "estados_regulacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estados_solicitud" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"nombre" text NOT NULL,
	"visible_portal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "estados_solicitud_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "horarios_oficina" (
	"id" serial PRIMARY KEY NOT NULL,
	"oficina_id" integer NOT NULL,
	"dia" text NOT NULL,
	"hora_inicio" time,
	"hora_fin" time,
	"horas_24" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instituciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"siglas" varchar(20) NOT NULL,
	"descripcion" text
);
--> statement-breakpoint
CREATE TABLE "medios_presentacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalidad_medios_presentacion" (
	"modalidad_id" integer NOT NULL,
	"medio_presentacion_id" integer NOT NULL,
	CONSTRAINT "modalidad_medios_presentacion_modalidad_id_medio_presentacion_id_pk" PRIMARY KEY("modalidad_id","medio_presentacion_id")
);
--> statement-breakpoint
CREATE TABLE "modalidad_niveles_digitalizacion" (
	"modalidad_id" integer NOT NULL,
	"nivel_digitalizacion_id" integer NOT NULL,
	CONSTRAINT "modalidad_niveles_digitalizacion_modalidad_id_nivel_digitalizacion_id_pk" PRIMARY KEY("modalidad_id","nivel_digitalizacion_id")
);
--> statement-breakpoint
CREATE TABLE "modalidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"tramite_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"estado_id" integer NOT NULL,
	"periodicidad_id" integer,
	"vigencia_tramite" text,
	"vigencia_cantidad" integer,
	"vigencia_unidad_tiempo_id" integer,
	"tipo_tarifa" text NOT NULL,
	"monto" numeric(12, 2),
	"detalle_tarifa_variable" text,
	"tercero_autorizado" boolean DEFAULT false NOT NULL,
	"donde_realizar" text,
	"plazo_legal_valor" integer,
	"plazo_legal_unidad_tiempo_id" integer,
	"tiempo_promedio_valor" integer,
	"tiempo_promedio_unidad_tiempo_id" integer,
	"tiempo_promedio_tipo_dias" text,
	"banda_tiempo_respuesta" varchar(3),
	"comentario_descripcion" text,
	"comentario_periodicidad" text,
	"comentarios_vigencia" text,
	"comentario" text,
	"comentario_medios_presentacion" text,
	"comentario_niveles_digitalizacion" text,
	"comentario_tercero_autorizado" text,
	"comentario_costo_tramite" text,
	"comentario_plazo_legal" text,
	"fecha_solicitud" date,
	"fecha_inscripcion" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niveles_digitalizacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oficinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"institucion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"latitud" numeric(9, 6),
	"longitud" numeric(9, 6)
);
--> statement-breakpoint
CREATE TABLE "operaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "operaciones_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "parametros" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"valor" text NOT NULL,
	"descripcion" text,
	CONSTRAINT "parametros_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "periodicidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulacion_categorias" (
	"regulacion_id" integer NOT NULL,
	"categoria_tramite_id" integer NOT NULL,
	CONSTRAINT "regulacion_categorias_regulacion_id_categoria_tramite_id_pk" PRIMARY KEY("regulacion_id","categoria_tramite_id")
);
--> statement-breakpoint
CREATE TABLE "regulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo_solicitud_id" integer NOT NULL,
	"estado_tipo_solicitud_regulacion_id" integer NOT NULL,
	"actividad_economica_id" integer,
	"numero_reforma" integer,
	"fecha_emision" date,
	"fecha_vigencia" date,
	"fecha_publicacion_do" date,
	"numero_do" integer,
	"tomo_do" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"modalidad_id" integer NOT NULL,
	"tipo_requisito_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"es_parte_solicitud" boolean DEFAULT false NOT NULL,
	"enlace_web" text,
	"condiciones_presentacion" text,
	"especificacion_de_presentacion" text,
	"tipo_soporte" text,
	"es_tramite_otra_institucion" boolean DEFAULT false NOT NULL,
	"institucion_id" integer,
	"tramite_id" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"fecha_eliminacion" date
);
--> statement-breakpoint
CREATE TABLE "resoluciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_resolucion_id" integer NOT NULL,
	"modalidad_id" integer NOT NULL,
	"numero" text NOT NULL,
	"fecha" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_referencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_requisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisito_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text
);
--> statement-breakpoint
CREATE TABLE "telefonos_contacto" (
	"id" serial PRIMARY KEY NOT NULL,
	"contacto_oficina_id" integer NOT NULL,
	"prefijo" varchar(6) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"extension" varchar(10),
	"comentario" text
);
--> statement-breakpoint
CREATE TABLE "tipos_normativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"color" varchar(9) NOT NULL,
	"orden_portal" integer NOT NULL,
	"visible_portal" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_requisito" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(3) NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "tipos_requisito_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_resolucion" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(1) NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "tipos_resolucion_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tramites" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"unidad_id" integer NOT NULL,
	"categoria_tramite_id" integer,
	"clasificacion_tramite_id" integer,
	"actividad_economica_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"institucion_id" integer NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades_tiempo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_operaciones" (
	"user_id" integer NOT NULL,
	"operacion_id" integer NOT NULL,
	CONSTRAINT "user_operaciones_user_id_operacion_id_pk" PRIMARY KEY("user_id","operacion_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_tipo_normativa_id_tipos_normativa_id_fk" FOREIGN KEY ("tipo_normativa_id") REFERENCES "public"."tipos_normativa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_legal_referencias" ADD CONSTRAINT "base_legal_referencias_base_legal_id_bases_legales_id_fk" FOREIGN KEY ("base_legal_id") REFERENCES "public"."bases_legales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_legal_referencias" ADD CONSTRAINT "base_legal_referencias_referencia_id_referencias_id_fk" FOREIGN KEY ("referencia_id") REFERENCES "public"."referencias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_legal_referencias" ADD CONSTRAINT "base_legal_referencias_sub_referencia_id_sub_referencias_id_fk" FOREIGN KEY ("sub_referencia_id") REFERENCES "public"."sub_referencias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bases_legales" ADD CONSTRAINT "bases_legales_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bases_legales" ADD CONSTRAINT "bases_legales_regulacion_id_regulaciones_id_fk" FOREIGN KEY ("regulacion_id") REFERENCES "public"."regulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contactos_oficinas" ADD CONSTRAINT "contactos_oficinas_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contactos_oficinas" ADD CONSTRAINT "contactos_oficinas_oficina_id_oficinas_id_fk" FOREIGN KEY ("oficina_id") REFERENCES "public"."oficinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictamen_estados" ADD CONSTRAINT "dictamen_estados_dictamen_id_dictamenes_id_fk" FOREIGN KEY ("dictamen_id") REFERENCES "public"."dictamenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictamen_estados" ADD CONSTRAINT "dictamen_estados_estado_dictamen_id_estados_dictamen_id_fk" FOREIGN KEY ("estado_dictamen_id") REFERENCES "public"."estados_dictamen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictamenes" ADD CONSTRAINT "dictamenes_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictamenes" ADD CONSTRAINT "dictamenes_condicion_inscripcion_id_condiciones_inscripcion_id_fk" FOREIGN KEY ("condicion_inscripcion_id") REFERENCES "public"."condiciones_inscripcion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_modalidad" ADD CONSTRAINT "documentos_modalidad_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_regulacion" ADD CONSTRAINT "documentos_regulacion_regulacion_id_regulaciones_id_fk" FOREIGN KEY ("regulacion_id") REFERENCES "public"."regulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_requisito" ADD CONSTRAINT "documentos_requisito_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_resoluciones" ADD CONSTRAINT "documentos_resoluciones_resolucion_id_resoluciones_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios_oficina" ADD CONSTRAINT "horarios_oficina_oficina_id_oficinas_id_fk" FOREIGN KEY ("oficina_id") REFERENCES "public"."oficinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidad_medios_presentacion" ADD CONSTRAINT "modalidad_medios_presentacion_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidad_medios_presentacion" ADD CONSTRAINT "modalidad_medios_presentacion_medio_presentacion_id_medios_presentacion_id_fk" FOREIGN KEY ("medio_presentacion_id") REFERENCES "public"."medios_presentacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidad_niveles_digitalizacion" ADD CONSTRAINT "modalidad_niveles_digitalizacion_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidad_niveles_digitalizacion" ADD CONSTRAINT "modalidad_niveles_digitalizacion_nivel_digitalizacion_id_niveles_digitalizacion_id_fk" FOREIGN KEY ("nivel_digitalizacion_id") REFERENCES "public"."niveles_digitalizacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_tramite_id_tramites_id_fk" FOREIGN KEY ("tramite_id") REFERENCES "public"."tramites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_estado_id_estados_solicitud_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados_solicitud"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_periodicidad_id_periodicidades_id_fk" FOREIGN KEY ("periodicidad_id") REFERENCES "public"."periodicidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_vigencia_unidad_tiempo_id_unidades_tiempo_id_fk" FOREIGN KEY ("vigencia_unidad_tiempo_id") REFERENCES "public"."unidades_tiempo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_plazo_legal_unidad_tiempo_id_unidades_tiempo_id_fk" FOREIGN KEY ("plazo_legal_unidad_tiempo_id") REFERENCES "public"."unidades_tiempo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_tiempo_promedio_unidad_tiempo_id_unidades_tiempo_id_fk" FOREIGN KEY ("tiempo_promedio_unidad_tiempo_id") REFERENCES "public"."unidades_tiempo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oficinas" ADD CONSTRAINT "oficinas_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulacion_categorias" ADD CONSTRAINT "regulacion_categorias_regulacion_id_regulaciones_id_fk" FOREIGN KEY ("regulacion_id") REFERENCES "public"."regulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulacion_categorias" ADD CONSTRAINT "regulacion_categorias_categoria_tramite_id_categorias_tramite_id_fk" FOREIGN KEY ("categoria_tramite_id") REFERENCES "public"."categorias_tramite"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulaciones" ADD CONSTRAINT "regulaciones_tipo_solicitud_id_tipos_normativa_id_fk" FOREIGN KEY ("tipo_solicitud_id") REFERENCES "public"."tipos_normativa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulaciones" ADD CONSTRAINT "regulaciones_estado_tipo_solicitud_regulacion_id_estados_regulacion_id_fk" FOREIGN KEY ("estado_tipo_solicitud_regulacion_id") REFERENCES "public"."estados_regulacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulaciones" ADD CONSTRAINT "regulaciones_actividad_economica_id_actividades_economicas_id_fk" FOREIGN KEY ("actividad_economica_id") REFERENCES "public"."actividades_economicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_tipo_requisito_id_tipos_requisito_id_fk" FOREIGN KEY ("tipo_requisito_id") REFERENCES "public"."tipos_requisito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_tramite_id_tramites_id_fk" FOREIGN KEY ("tramite_id") REFERENCES "public"."tramites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resoluciones" ADD CONSTRAINT "resoluciones_tipo_resolucion_id_tipos_resolucion_id_fk" FOREIGN KEY ("tipo_resolucion_id") REFERENCES "public"."tipos_resolucion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resoluciones" ADD CONSTRAINT "resoluciones_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_requisitos" ADD CONSTRAINT "sub_requisitos_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefonos_contacto" ADD CONSTRAINT "telefonos_contacto_contacto_oficina_id_contactos_oficinas_id_fk" FOREIGN KEY ("contacto_oficina_id") REFERENCES "public"."contactos_oficinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramites" ADD CONSTRAINT "tramites_unidad_id_unidades_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramites" ADD CONSTRAINT "tramites_categoria_tramite_id_categorias_tramite_id_fk" FOREIGN KEY ("categoria_tramite_id") REFERENCES "public"."categorias_tramite"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramites" ADD CONSTRAINT "tramites_clasificacion_tramite_id_clasificaciones_tramite_id_fk" FOREIGN KEY ("clasificacion_tramite_id") REFERENCES "public"."clasificaciones_tramite"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramites" ADD CONSTRAINT "tramites_actividad_economica_id_actividades_economicas_id_fk" FOREIGN KEY ("actividad_economica_id") REFERENCES "public"."actividades_economicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_operaciones" ADD CONSTRAINT "user_operaciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_operaciones" ADD CONSTRAINT "user_operaciones_operacion_id_operaciones_id_fk" FOREIGN KEY ("operacion_id") REFERENCES "public"."operaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_anio_idx" ON "agenda_items" USING btree ("anio");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "base_legal_referencias_base_idx" ON "base_legal_referencias" USING btree ("base_legal_id");--> statement-breakpoint
CREATE INDEX "bases_legales_modalidad_idx" ON "bases_legales" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "bases_legales_modelo_idx" ON "bases_legales" USING btree ("codigo_modelo","modelo_id");--> statement-breakpoint
CREATE INDEX "contactos_oficinas_modalidad_idx" ON "contactos_oficinas" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "denuncias_modalidad_idx" ON "denuncias" USING btree ("modalidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_idempotency_idx" ON "denuncias" USING btree ("idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "dictamenes_modalidad_idx" ON "dictamenes" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "dictamenes_modelo_idx" ON "dictamenes" USING btree ("codigo_modelo","modelo_id");--> statement-breakpoint
CREATE INDEX "documentos_modalidad_modalidad_idx" ON "documentos_modalidad" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "documentos_regulacion_regulacion_idx" ON "documentos_regulacion" USING btree ("regulacion_id");--> statement-breakpoint
CREATE INDEX "documentos_requisito_requisito_idx" ON "documentos_requisito" USING btree ("requisito_id");--> statement-breakpoint
CREATE INDEX "documentos_resoluciones_resolucion_idx" ON "documentos_resoluciones" USING btree ("resolucion_id");--> statement-breakpoint
CREATE INDEX "horarios_oficina_oficina_idx" ON "horarios_oficina" USING btree ("oficina_id");--> statement-breakpoint
CREATE INDEX "modalidades_tramite_idx" ON "modalidades" USING btree ("tramite_id");--> statement-breakpoint
CREATE INDEX "modalidades_estado_idx" ON "modalidades" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "oficinas_institucion_idx" ON "oficinas" USING btree ("institucion_id");--> statement-breakpoint
CREATE INDEX "regulaciones_tipo_idx" ON "regulaciones" USING btree ("tipo_solicitud_id");--> statement-breakpoint
CREATE INDEX "requisitos_modalidad_idx" ON "requisitos" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "resoluciones_modalidad_idx" ON "resoluciones" USING btree ("modalidad_id");--> statement-breakpoint
CREATE INDEX "resoluciones_fecha_idx" ON "resoluciones" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "sub_requisitos_requisito_idx" ON "sub_requisitos" USING btree ("requisito_id");--> statement-breakpoint
CREATE INDEX "telefonos_contacto_contacto_idx" ON "telefonos_contacto" USING btree ("contacto_oficina_id");--> statement-breakpoint
CREATE INDEX "tramites_unidad_idx" ON "tramites" USING btree ("unidad_id");--> statement-breakpoint
CREATE INDEX "unidades_institucion_idx" ON "unidades" USING btree ("institucion_id");