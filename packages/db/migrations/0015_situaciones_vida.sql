CREATE TABLE "situacion_vida_paso_modalidades" (
	"paso_id" integer NOT NULL,
	"modalidad_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "situacion_vida_paso_modalidades_paso_id_modalidad_id_pk" PRIMARY KEY("paso_id","modalidad_id")
);
--> statement-breakpoint
CREATE TABLE "situacion_vida_pasos" (
	"id" serial PRIMARY KEY NOT NULL,
	"situacion_vida_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"titulo" text NOT NULL,
	"que_hacer" text NOT NULL,
	"obligatorio" boolean DEFAULT true NOT NULL,
	"municipal" boolean DEFAULT false NOT NULL,
	"espera" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "situaciones_vida" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"frases" text[] DEFAULT '{}'::text[] NOT NULL,
	"fuentes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "situaciones_vida_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "situacion_vida_paso_modalidades" ADD CONSTRAINT "situacion_vida_paso_modalidades_paso_id_situacion_vida_pasos_id_fk" FOREIGN KEY ("paso_id") REFERENCES "public"."situacion_vida_pasos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "situacion_vida_pasos" ADD CONSTRAINT "situacion_vida_pasos_situacion_vida_id_situaciones_vida_id_fk" FOREIGN KEY ("situacion_vida_id") REFERENCES "public"."situaciones_vida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "situacion_vida_paso_modalidades_modalidad_idx" ON "situacion_vida_paso_modalidades" USING btree ("modalidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "situacion_vida_pasos_orden_idx" ON "situacion_vida_pasos" USING btree ("situacion_vida_id","orden");
