CREATE TABLE "suspensoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"tribunal" text,
	"comarca" text,
	"descricao" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspensoes_local_check" CHECK ("suspensoes"."tribunal" is not null or "suspensoes"."comarca" is not null),
	CONSTRAINT "suspensoes_periodo_check" CHECK ("suspensoes"."data_fim" >= "suspensoes"."data_inicio")
);
--> statement-breakpoint
ALTER TABLE "suspensoes" ADD CONSTRAINT "suspensoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspensoes_tribunal_idx" ON "suspensoes" USING btree ("tribunal","data_fim");--> statement-breakpoint
CREATE INDEX "suspensoes_fim_idx" ON "suspensoes" USING btree ("data_fim");