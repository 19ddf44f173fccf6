-- Issue 19, speed (docs/decisions/016-search-speed.md): the home search and the suggestions read only the
-- published procedures through partial indexes, instead of probing every match for a published modality.
ALTER TABLE "tramites" ADD COLUMN "nombres_busqueda" "tsvector";--> statement-breakpoint
ALTER TABLE "tramites" ADD COLUMN "publicado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The suggestions match institution names and acronyms and modality names word by word: each text is folded
-- once, when written, instead of at every keystroke of every citizen.
ALTER TABLE "instituciones" ADD COLUMN "nombre_busqueda" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', rnt_unaccent(nombre || ' ' || siglas))) STORED;--> statement-breakpoint
ALTER TABLE "modalidades" ADD COLUMN "nombre_busqueda" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', rnt_unaccent(nombre))) STORED;--> statement-breakpoint
-- The row trigger of migration 0009 also keeps the A part alone (name and "también conocido como"): the
-- suggestions as you type match it without reading the whole document.
CREATE OR REPLACE FUNCTION rnt_documento_tramite_fila() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE textos text[];
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.documento_busqueda IS NOT NULL AND NEW.nombres_busqueda IS NOT NULL
       AND NEW.nombre IS NOT DISTINCT FROM OLD.nombre
       AND NEW.tambien_conocido_como IS NOT DISTINCT FROM OLD.tambien_conocido_como
       AND NEW.unidad_id IS NOT DISTINCT FROM OLD.unidad_id THEN
      RETURN NEW;
    END IF;
    textos := rnt_textos_tramite(NEW.id, NEW.nombre, NEW.tambien_conocido_como, NEW.unidad_id);
    NEW.nombres_busqueda := setweight(to_tsvector('spanish', textos[1]), 'A');
    NEW.documento_busqueda := NEW.nombres_busqueda
      || setweight(to_tsvector('spanish', textos[2]), 'B')
      || setweight(to_tsvector('spanish', textos[3]), 'C')
      || setweight(to_tsvector('spanish', textos[4]), 'D');
    INSERT INTO palabras_busqueda SELECT rnt_palabras(array_to_string(textos, ' ')) ON CONFLICT DO NOTHING;
    RETURN NEW;
  END $$;--> statement-breakpoint
-- tramites.publicado: some modality is in a published state. 11 and 13 are REGISTERED_STATE_IDS of the
-- contract (apps/api/test/busqueda-velocidad.test.ts checks that the flag agrees with them).
CREATE OR REPLACE FUNCTION rnt_publicado_recalcular(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE tramites t SET publicado = p.valor
        FROM (SELECT x.id, EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = x.id AND m.estado_id IN (11, 13)) AS valor
              FROM unnest(ids) AS x(id)) p
        WHERE t.id = p.id AND t.publicado IS DISTINCT FROM p.valor $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rnt_publicado_desde_modalidades() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE tramites SET publicado = true
      WHERE NOT publicado AND id IN (SELECT tramite_id FROM nuevas WHERE estado_id IN (11, 13));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM rnt_publicado_recalcular(ARRAY(SELECT DISTINCT tramite_id FROM viejas WHERE estado_id IN (11, 13)));
    ELSE
      PERFORM rnt_publicado_recalcular(ARRAY(
        SELECT n.tramite_id FROM nuevas n JOIN viejas o ON o.id = n.id
        WHERE (n.estado_id, n.tramite_id) IS DISTINCT FROM (o.estado_id, o.tramite_id)
        UNION
        SELECT o.tramite_id FROM nuevas n JOIN viejas o ON o.id = n.id
        WHERE (n.estado_id, n.tramite_id) IS DISTINCT FROM (o.estado_id, o.tramite_id)));
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "modalidades_publicado_insert" AFTER INSERT ON "modalidades"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION rnt_publicado_desde_modalidades();--> statement-breakpoint
CREATE TRIGGER "modalidades_publicado_update" AFTER UPDATE ON "modalidades"
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_publicado_desde_modalidades();--> statement-breakpoint
CREATE TRIGGER "modalidades_publicado_delete" AFTER DELETE ON "modalidades"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_publicado_desde_modalidades();--> statement-breakpoint
-- Fill both for the existing rows (the row trigger keeps the document, which has not changed).
UPDATE "tramites" t SET
  "publicado" = EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13)),
  "nombres_busqueda" = setweight(to_tsvector('spanish', rnt_unaccent(t.nombre || ' ' || array_to_string(coalesce(t.tambien_conocido_como, '{}'::text[]), ' '))), 'A');--> statement-breakpoint
CREATE INDEX "tramites_documento_publicado_idx" ON "tramites" USING gin ("documento_busqueda") WHERE publicado;--> statement-breakpoint
CREATE INDEX "tramites_nombres_publicado_idx" ON "tramites" USING gin ("nombres_busqueda") WHERE publicado;
