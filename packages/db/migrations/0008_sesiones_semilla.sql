CREATE TABLE "datos_demostracion" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"modalidades" integer NOT NULL,
	"completado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"revocada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "sesion_id" text;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_user_idx" ON "sesiones" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sesiones_expira_idx" ON "sesiones" USING btree ("expira");--> statement-breakpoint
-- A database seeded before this migration holds its registry already: mark it complete, so it is not
-- seeded a second time (a seed cut short before this migration cannot be told apart; see operations.md).
INSERT INTO "datos_demostracion" ("id", "modalidades")
SELECT 1, (SELECT count(*)::int FROM "modalidades") WHERE EXISTS (SELECT 1 FROM "instituciones");
