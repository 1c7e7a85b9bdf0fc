CREATE TABLE "lembretes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"kind" text NOT NULL,
	"prazo_id" integer,
	"pericia_id" integer,
	"processo_id" integer,
	"user_id" integer NOT NULL,
	"data_alvo" date NOT NULL,
	"mensagem" text NOT NULL,
	"email_status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_kind_code" CHECK ("lembretes"."kind" in ('d5', 'd2', 'd0', 'pericia_d1')),
	CONSTRAINT "lembretes_email_status_code" CHECK ("lembretes"."email_status" in ('pendente', 'enviando', 'enviado', 'falhou', 'desativado'))
);
--> statement-breakpoint
CREATE TABLE "prazos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"pericia_id" integer,
	"tipo" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prazos_tipo_code" CHECK ("prazos"."tipo" in ('art465', 'art466', 'art477')),
	CONSTRAINT "prazos_status_code" CHECK ("prazos"."status" in ('aberto', 'cumprido', 'vencido'))
);
--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_prazo_id_prazos_id_fk" FOREIGN KEY ("prazo_id") REFERENCES "public"."prazos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_pericia_id_pericias_id_fk" FOREIGN KEY ("pericia_id") REFERENCES "public"."pericias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prazos" ADD CONSTRAINT "prazos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prazos" ADD CONSTRAINT "prazos_pericia_id_pericias_id_fk" FOREIGN KEY ("pericia_id") REFERENCES "public"."pericias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prazos" ADD CONSTRAINT "prazos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lembretes_chave_unique" ON "lembretes" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "lembretes_email_idx" ON "lembretes" USING btree ("email_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lembretes_user_idx" ON "lembretes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prazos_processo_idx" ON "prazos" USING btree ("processo_id","status","fim");--> statement-breakpoint
CREATE INDEX "prazos_status_fim_idx" ON "prazos" USING btree ("status","fim");--> statement-breakpoint
CREATE INDEX "prazos_pericia_idx" ON "prazos" USING btree ("pericia_id");--> statement-breakpoint
-- Cases already waiting for the contestation keep their deadline as an open art. 477 prazo (start: the day it was recorded).
INSERT INTO "prazos" ("processo_id", "tipo", "inicio", "fim", "status")
SELECT "id", 'art477', ("updated_at" AT TIME ZONE 'America/Sao_Paulo')::date, "prazo", 'aberto'
FROM "processos" WHERE "etapa" = 'aguardando_contestacao' AND "prazo" IS NOT NULL;
