-- Home search by name: Spanish full-text search and trigram (typo) matching over the accent-folded name.
CREATE INDEX "tramites_nombre_fts_idx" ON "tramites" USING gin (to_tsvector('spanish', rnt_unaccent("nombre")));--> statement-breakpoint
CREATE INDEX "tramites_nombre_trgm_idx" ON "tramites" USING gin (rnt_unaccent("nombre") gin_trgm_ops);