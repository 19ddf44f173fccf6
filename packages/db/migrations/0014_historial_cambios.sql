CREATE TABLE "correos_salientes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"referencia" text NOT NULL,
	"destinatario" text,
	"asunto" text NOT NULL,
	"texto" text,
	"encabezados" jsonb,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reservado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"enviado_at" timestamp with time zone,
	"descartado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "correos_salientes_pendientes_idx" ON "correos_salientes" USING btree ("proximo_intento") WHERE enviado_at IS NULL AND descartado_at IS NULL;--> statement-breakpoint
CREATE TABLE "historial_cambios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"tabla" text NOT NULL,
	"fila" text NOT NULL,
	"modalidad_id" integer,
	"oficina_id" integer,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
CREATE INDEX "historial_cambios_modalidad_idx" ON "historial_cambios" USING btree ("modalidad_id","fecha");--> statement-breakpoint
CREATE INDEX "historial_cambios_oficina_idx" ON "historial_cambios" USING btree ("oficina_id","fecha");--> statement-breakpoint
CREATE INDEX "historial_cambios_fila_idx" ON "historial_cambios" USING btree ("tabla","fila","fecha");--> statement-breakpoint
-- Issue 32: the modality's public past is kept by the database itself (DESIGN decision 17, decision 030).
-- A row trigger on every table holding what the public sees of a modality writes the old and new row of
-- each change to historial_cambios, whoever makes it (the API, the seed, a script, plain SQL). The
-- statement triggers that bump versiones_datos (migration 0005) stay as they are.
--
-- Two session settings, read with current_setting(…, true) so that an unset one is no error:
-- - rnt.historial = 'carga_inicial': the INSERTs of a bulk load are not recorded (the seed's registry is
--   "as it always was"; a row without a recorded insert existed before any dated view). Updates and
--   deletes are recorded whatever the setting: nothing already public changes unrecorded.
-- - rnt.historial_fecha = a timestamp: the time the entries carry (the seed's dated past); now() if unset.
CREATE OR REPLACE FUNCTION rnt_historial() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  despues jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  fila jsonb := coalesce(despues, antes);
  clave text;
  modalidad integer;
  oficina integer;
BEGIN
  IF antes = despues THEN RETURN NULL; END IF;
  -- The row's key: its id, or the columns of a link table's key joined with ':' (trigger arguments).
  SELECT string_agg(fila ->> k, ':' ORDER BY n) INTO clave FROM unnest(TG_ARGV) WITH ORDINALITY AS a(k, n);
  CASE TG_TABLE_NAME
    WHEN 'modalidades' THEN modalidad := (fila ->> 'id')::int;
    WHEN 'sub_requisitos', 'documentos_requisito' THEN
      modalidad := (SELECT r.modalidad_id FROM requisitos r WHERE r.id = (fila ->> 'requisito_id')::int);
    WHEN 'telefonos_contacto' THEN
      modalidad := (SELECT c.modalidad_id FROM contactos_oficinas c WHERE c.id = (fila ->> 'contacto_oficina_id')::int);
    WHEN 'oficinas' THEN oficina := (fila ->> 'id')::int;
    WHEN 'horarios_oficina' THEN oficina := (fila ->> 'oficina_id')::int;
    ELSE modalidad := (fila ->> 'modalidad_id')::int;
  END CASE;
  INSERT INTO historial_cambios (fecha, tabla, fila, modalidad_id, oficina_id, antes, despues)
  VALUES (coalesce(nullif(current_setting('rnt.historial_fecha', true), '')::timestamptz, now()),
          TG_TABLE_NAME, clave, modalidad, oficina, antes, despues);
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  tabla text;
  clave text;
BEGIN
  FOR tabla, clave IN VALUES
    ('modalidades', '''id'''), ('requisitos', '''id'''), ('sub_requisitos', '''id'''),
    ('documentos_requisito', '''id'''), ('documentos_modalidad', '''id'''), ('bases_legales', '''id'''),
    ('contactos_oficinas', '''id'''), ('telefonos_contacto', '''id'''), ('oficinas', '''id'''),
    ('horarios_oficina', '''id'''),
    ('modalidad_medios_presentacion', '''modalidad_id'', ''medio_presentacion_id'''),
    ('modalidad_niveles_digitalizacion', '''modalidad_id'', ''nivel_digitalizacion_id''')
  LOOP
    -- The WHEN clause is evaluated without entering plpgsql: a bulk load pays next to nothing per row.
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I FOR EACH ROW WHEN (current_setting(''rnt.historial'', true) IS DISTINCT FROM ''carga_inicial'') EXECUTE FUNCTION rnt_historial(%s)',
      tabla || '_historial_alta', tabla, clave);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION rnt_historial(%s)',
      tabla || '_historial_cambio', tabla, clave);
  END LOOP;
END $$;
