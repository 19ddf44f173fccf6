-- Issue 11: the full modality (/api/public_modalidad_get_id, its PDFs) is kept in process under the data
-- version 'modalidades', bumped by a statement trigger on every table that answer reads, inside the writer's
-- transaction (the same scheme as 'reportes', migration 0003). The trigger takes the scope as argument.
INSERT INTO "versiones_datos" ("ambito") VALUES ('modalidades') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rnt_version_ambito() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE versiones_datos SET version = version + 1 WHERE ambito = TG_ARGV[0];
    RETURN NULL;
  END $$;--> statement-breakpoint
DO $$
DECLARE tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY[
    'modalidades', 'estados_solicitud', 'tramites', 'unidades', 'instituciones', 'clasificaciones_tramite',
    'periodicidades', 'unidades_tiempo', 'modalidad_medios_presentacion', 'medios_presentacion',
    'modalidad_niveles_digitalizacion', 'niveles_digitalizacion', 'documentos_modalidad', 'requisitos',
    'tipos_requisito', 'documentos_requisito', 'sub_requisitos', 'bases_legales', 'regulaciones',
    'base_legal_referencias', 'referencias', 'sub_referencias', 'dictamenes', 'dictamen_estados',
    'estados_dictamen', 'contactos_oficinas', 'telefonos_contacto', 'oficinas', 'horarios_oficina'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_ambito(''modalidades'')',
      tabla || '_version_modalidades', tabla);
  END LOOP;
END $$;
