CREATE TABLE "denuncia_acciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"denuncia_id" integer NOT NULL,
	"estado" text NOT NULL,
	"resultado" text,
	"nota_interna" varchar(2000),
	"nota_publica" varchar(2000),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "denuncias" ALTER COLUMN "modalidad_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "institucion_id" integer;--> statement-breakpoint
UPDATE "denuncias" d SET "institucion_id" = u.institucion_id
  FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
  WHERE m.id = d.modalidad_id;--> statement-breakpoint
ALTER TABLE "denuncias" ALTER COLUMN "institucion_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "descripcion_tramite" varchar(300);--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "codigo_seguimiento_hash" text;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "estado" text DEFAULT 'RECIBIDA' NOT NULL;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "resultado" text;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "respondida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "cerrada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "denuncias" ADD COLUMN "datos_purgados_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "denuncia_acciones" ADD CONSTRAINT "denuncia_acciones_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_acciones" ADD CONSTRAINT "denuncia_acciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denuncia_acciones_denuncia_idx" ON "denuncia_acciones" USING btree ("denuncia_id","created_at");--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_institucion_id_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."instituciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denuncias_institucion_idx" ON "denuncias" USING btree ("institucion_id");--> statement-breakpoint
CREATE INDEX "denuncias_estado_idx" ON "denuncias" USING btree ("estado","created_at");--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_modalidad_o_descripcion" CHECK ((modalidad_id IS NOT NULL) OR (descripcion_tramite IS NOT NULL));--> statement-breakpoint
INSERT INTO "denuncia_acciones" ("denuncia_id", "estado", "created_at")
  SELECT id, 'RECIBIDA', created_at FROM "denuncias";
