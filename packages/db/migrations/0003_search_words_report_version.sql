-- Home search typos at scale (issue 11): the distinct words of the procedure names, accent-folded and lower-cased
-- the way the search folds a query. A mistyped query word is first corrected against these few thousand words
-- (trigram index) and the names are then found through the stem index, instead of comparing the word with every
-- name's trigrams (about 5,300 candidate names at 100,000 modalities).
CREATE OR REPLACE FUNCTION rnt_palabras(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(lower(rnt_unaccent($1)), '[^[:alnum:]]+') AS w WHERE w <> '' $$;--> statement-breakpoint
CREATE TABLE "palabras_busqueda" ("palabra" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "palabras_busqueda_trgm_idx" ON "palabras_busqueda" USING gin ("palabra" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "palabras_busqueda" SELECT DISTINCT rnt_palabras("nombre") FROM "tramites" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Kept up to date by the database itself, whoever writes the names (seed, back office). A word whose last name
-- is gone stays: it only makes a correction that finds nothing.
CREATE OR REPLACE FUNCTION rnt_palabras_busqueda_nuevas() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO palabras_busqueda SELECT DISTINCT rnt_palabras(nombre) FROM nuevos ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "tramites_palabras_insert" AFTER INSERT ON "tramites"
  REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION rnt_palabras_busqueda_nuevas();--> statement-breakpoint
CREATE TRIGGER "tramites_palabras_update" AFTER UPDATE ON "tramites"
  REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION rnt_palabras_busqueda_nuevas();--> statement-breakpoint
-- Report figures are cached by the API (lib/versioned-cache.ts) under a version that every write to the tables
-- they summarise bumps, in the writer's own transaction: a cached figure is reused only while no such write has
-- committed since, whichever process or API instance wrote.
CREATE TABLE "versiones_datos" ("ambito" text PRIMARY KEY, "version" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
INSERT INTO "versiones_datos" ("ambito") VALUES ('reportes');--> statement-breakpoint
CREATE OR REPLACE FUNCTION rnt_version_reportes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE versiones_datos SET version = version + 1 WHERE ambito = 'reportes';
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "modalidades_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modalidades" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "tramites_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tramites" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "unidades_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unidades" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "instituciones_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instituciones" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "estados_solicitud_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "estados_solicitud" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "requisitos_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "requisitos" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "resoluciones_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resoluciones" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "tipos_resolucion_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipos_resolucion" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "niveles_digitalizacion_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "niveles_digitalizacion" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();--> statement-breakpoint
CREATE TRIGGER "modalidad_niveles_digitalizacion_version_reportes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modalidad_niveles_digitalizacion" FOR EACH STATEMENT EXECUTE FUNCTION rnt_version_reportes();
