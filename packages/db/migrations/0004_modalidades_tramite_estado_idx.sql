DROP INDEX "modalidades_tramite_idx";--> statement-breakpoint
CREATE INDEX "modalidades_tramite_estado_idx" ON "modalidades" USING btree ("tramite_id","estado_id");