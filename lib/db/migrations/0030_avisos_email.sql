CREATE TABLE "avisos_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"processo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"refs" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"agendada_em" timestamp with time zone,
	"tentando_ate" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_email_tipo_code" CHECK ("avisos_email"."tipo" in ('entrega_apos_prazo', 'tribunais_novidades')),
	CONSTRAINT "avisos_email_status_code" CHECK ("avisos_email"."status" in ('pendente', 'enviado', 'falhou', 'descartado'))
);
--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_email_unico" ON "avisos_email" USING btree ("tipo","chave","user_id");--> statement-breakpoint
CREATE INDEX "avisos_email_pendentes_idx" ON "avisos_email" USING btree ("id") WHERE "avisos_email"."agendada_em" is null;