-- Spanish-aware search: accent folding (unaccent) and trigram similarity (pg_trgm), so a search matches a name typed without accents or with a typo; on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); this IMMUTABLE wrapper can back expression indexes.
CREATE OR REPLACE FUNCTION rnt_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
