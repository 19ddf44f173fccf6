CREATE TABLE "suscripciones_modalidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" text NOT NULL,
	"modalidad_id" integer NOT NULL,
	"confirmacion_hash" text,
	"confirmacion_expira" timestamp with time zone,
	"confirmado_at" timestamp with time zone,
	"historial_visto" bigint DEFAULT 0 NOT NULL,
	"ultimo_aviso_at" timestamp with time zone,
	"ultimo_envio_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suscripciones_modalidad" ADD CONSTRAINT "suscripciones_modalidad_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_modalidad_correo_idx" ON "suscripciones_modalidad" USING btree ("correo","modalidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_modalidad_confirmacion_idx" ON "suscripciones_modalidad" USING btree ("confirmacion_hash");--> statement-breakpoint
CREATE INDEX "suscripciones_modalidad_confirmadas_idx" ON "suscripciones_modalidad" USING btree ("modalidad_id") WHERE confirmado_at IS NOT NULL;