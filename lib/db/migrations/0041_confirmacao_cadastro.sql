CREATE TABLE "confirmacoes_cadastro" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"envios" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avisos_email" DROP CONSTRAINT "avisos_email_tipo_code";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmacoes_cadastro" ADD CONSTRAINT "confirmacoes_cadastro_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmacoes_cadastro_hash_unique" ON "confirmacoes_cadastro" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_tipo_code" CHECK ("avisos_email"."tipo" in ('entrega_apos_prazo', 'tribunais_novidades', 'recibo_pagamento', 'recibo_pacote', 'entrega_publicada', 'pagamento_duplicado', 'resposta_lgpd', 'seguranca_bloqueio', 'seguranca_mfa', 'seguranca_senha', 'seguranca_email', 'nfse_emitida', 'confirmacao_cadastro'));--> statement-breakpoint
-- Accounts that existed before the rule are not asked to confirm (issue 34 item 7).
UPDATE "users" SET "email_confirmado_em" = "created_at" WHERE "email_confirmado_em" IS NULL;
