CREATE TABLE "certificados_emitidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(16) NOT NULL,
	"modalidad_id" integer NOT NULL,
	"estado_id" integer NOT NULL,
	"fecha_inscripcion" date,
	"emitido_el" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificados_emitidos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "valoraciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruta" varchar(300) NOT NULL,
	"util" boolean,
	"motivo" text,
	"comentario" varchar(1200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valoraciones_util_o_motivo" CHECK ((util IS NOT NULL) OR (motivo IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "certificados_emitidos" ADD CONSTRAINT "certificados_emitidos_modalidad_id_modalidades_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."modalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificados_emitidos_atestado_idx" ON "certificados_emitidos" USING btree ("modalidad_id","emitido_el");--> statement-breakpoint
CREATE INDEX "valoraciones_ruta_idx" ON "valoraciones" USING btree ("ruta","created_at");