CREATE TABLE "sinonimos" (
	"id" serial PRIMARY KEY NOT NULL,
	"termino" text NOT NULL,
	"equivalentes" text[] NOT NULL,
	"palabras" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tramites" ADD COLUMN "documento_busqueda" "tsvector";--> statement-breakpoint
CREATE UNIQUE INDEX "sinonimos_termino_idx" ON "sinonimos" USING btree (lower(rnt_unaccent("termino")));--> statement-breakpoint
CREATE INDEX "sinonimos_palabras_idx" ON "sinonimos" USING gin ("palabras");--> statement-breakpoint
CREATE INDEX "tramites_documento_busqueda_idx" ON "tramites" USING gin ("documento_busqueda");--> statement-breakpoint
-- Issue 19: the home search matches a weighted document per procedure instead of its name alone, kept by the
-- database whoever writes (seed, back office): A the name and "también conocido como", B the modality names,
-- C the institution's name and acronym and the unit's name, D the modality descriptions, all accent-folded.
CREATE OR REPLACE FUNCTION rnt_textos_tramite(p_id integer, p_nombre text, p_aka text[], p_unidad_id integer)
  RETURNS text[] LANGUAGE sql STABLE
  AS $$ SELECT ARRAY[
    rnt_unaccent(p_nombre || ' ' || array_to_string(coalesce(p_aka, '{}'::text[]), ' ')),
    rnt_unaccent(coalesce((SELECT string_agg(m.nombre, ' ' ORDER BY m.id) FROM modalidades m WHERE m.tramite_id = p_id), '')),
    rnt_unaccent(coalesce((SELECT i.nombre || ' ' || i.siglas || ' ' || u.nombre FROM unidades u
                           JOIN instituciones i ON i.id = u.institucion_id WHERE u.id = p_unidad_id), '')),
    rnt_unaccent(coalesce((SELECT string_agg(m.descripcion, ' ' ORDER BY m.id) FROM modalidades m WHERE m.tramite_id = p_id), ''))
  ] $$;--> statement-breakpoint
-- The Spanish stem of each vocabulary word: "is this query word in some document?" is an index probe.
ALTER TABLE "palabras_busqueda" ADD COLUMN "lexema" text GENERATED ALWAYS AS ((ts_lexize('spanish_stem', "palabra"))[1]) STORED;--> statement-breakpoint
CREATE INDEX "palabras_busqueda_lexema_idx" ON "palabras_busqueda" ("lexema");--> statement-breakpoint
-- Every document word also goes to palabras_busqueda, the vocabulary mistyped words are corrected against.
CREATE OR REPLACE FUNCTION rnt_documento_tramite_fila() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE textos text[];
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.documento_busqueda IS NOT NULL
       AND NEW.nombre IS NOT DISTINCT FROM OLD.nombre
       AND NEW.tambien_conocido_como IS NOT DISTINCT FROM OLD.tambien_conocido_como
       AND NEW.unidad_id IS NOT DISTINCT FROM OLD.unidad_id THEN
      RETURN NEW;
    END IF;
    textos := rnt_textos_tramite(NEW.id, NEW.nombre, NEW.tambien_conocido_como, NEW.unidad_id);
    NEW.documento_busqueda := setweight(to_tsvector('spanish', textos[1]), 'A')
      || setweight(to_tsvector('spanish', textos[2]), 'B')
      || setweight(to_tsvector('spanish', textos[3]), 'C')
      || setweight(to_tsvector('spanish', textos[4]), 'D');
    INSERT INTO palabras_busqueda SELECT rnt_palabras(array_to_string(textos, ' ')) ON CONFLICT DO NOTHING;
    RETURN NEW;
  END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tramites_palabras_insert" ON "tramites";--> statement-breakpoint
DROP TRIGGER IF EXISTS "tramites_palabras_update" ON "tramites";--> statement-breakpoint
CREATE TRIGGER "tramites_documento_busqueda" BEFORE INSERT OR UPDATE ON "tramites"
  FOR EACH ROW EXECUTE FUNCTION rnt_documento_tramite_fila();--> statement-breakpoint
-- A change elsewhere clears the document of the procedures it touches; the row trigger above recomputes it.
CREATE OR REPLACE FUNCTION rnt_documento_desde_modalidades() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE tramites SET documento_busqueda = NULL WHERE id IN (SELECT tramite_id FROM nuevas);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE tramites SET documento_busqueda = NULL WHERE id IN (SELECT tramite_id FROM viejas);
    ELSE
      UPDATE tramites SET documento_busqueda = NULL WHERE id IN (
        SELECT n.tramite_id FROM nuevas n JOIN viejas o ON o.id = n.id
        WHERE (n.nombre, n.descripcion, n.tramite_id) IS DISTINCT FROM (o.nombre, o.descripcion, o.tramite_id)
        UNION
        SELECT o.tramite_id FROM nuevas n JOIN viejas o ON o.id = n.id WHERE n.tramite_id <> o.tramite_id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "modalidades_documento_insert" AFTER INSERT ON "modalidades"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION rnt_documento_desde_modalidades();--> statement-breakpoint
CREATE TRIGGER "modalidades_documento_update" AFTER UPDATE ON "modalidades"
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_documento_desde_modalidades();--> statement-breakpoint
CREATE TRIGGER "modalidades_documento_delete" AFTER DELETE ON "modalidades"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_documento_desde_modalidades();--> statement-breakpoint
CREATE OR REPLACE FUNCTION rnt_documento_desde_unidades() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE tramites SET documento_busqueda = NULL WHERE unidad_id IN (
      SELECT n.id FROM nuevas n JOIN viejas o ON o.id = n.id
      WHERE (n.nombre, n.institucion_id) IS DISTINCT FROM (o.nombre, o.institucion_id));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "unidades_documento_update" AFTER UPDATE ON "unidades"
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_documento_desde_unidades();--> statement-breakpoint
CREATE OR REPLACE FUNCTION rnt_documento_desde_instituciones() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE tramites SET documento_busqueda = NULL WHERE unidad_id IN (
      SELECT u.id FROM unidades u WHERE u.institucion_id IN (
        SELECT n.id FROM nuevas n JOIN viejas o ON o.id = n.id
        WHERE (n.nombre, n.siglas) IS DISTINCT FROM (o.nombre, o.siglas)));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "instituciones_documento_update" AFTER UPDATE ON "instituciones"
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rnt_documento_desde_instituciones();--> statement-breakpoint
UPDATE "tramites" SET "documento_busqueda" = NULL;--> statement-breakpoint
-- The thesaurus term's significant words in order (accent-folded, lower case, Spanish stop words left out):
-- a query matches the entry when it has these words one after the other.
CREATE OR REPLACE FUNCTION rnt_sinonimos_palabras() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.palabras := ARRAY(
      SELECT w FROM regexp_split_to_table(lower(rnt_unaccent(NEW.termino)), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
      WHERE w <> '' AND ts_lexize('spanish_stem', w) <> '{}' ORDER BY n);
    NEW.updated_at := now();
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER "sinonimos_palabras" BEFORE INSERT OR UPDATE ON "sinonimos"
  FOR EACH ROW EXECUTE FUNCTION rnt_sinonimos_palabras();--> statement-breakpoint
-- Search answers are cached under the 'reportes' version (routes/busqueda-tramites.ts): a thesaurus change
-- shows on the next search.
CREATE TRIGGER "sinonimos_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sinonimos"
  FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_ambito('reportes');
--> statement-breakpoint
-- (public.rnt_unaccent: an index build resolves names in a function body with a restricted search_path.)
-- A query equal to a procedure's name or one of its "también conocido como" names (accent-folded, lower
-- case, punctuation as spaces) puts it first: the exact-name lookup of the search ranking, by this index.
CREATE OR REPLACE FUNCTION rnt_nombres_norm(text, text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT trim(regexp_replace(lower(public.rnt_unaccent(n)), '[^[:alnum:]]+', ' ', 'g'))
                     FROM unnest(array_prepend($1, coalesce($2, '{}'::text[]))) AS n) $$;--> statement-breakpoint
CREATE INDEX "tramites_nombres_norm_idx" ON "tramites" USING gin (rnt_nombres_norm("nombre", "tambien_conocido_como"));
