ALTER TABLE "pagamentos_provedor" ADD COLUMN "duplicado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD COLUMN "sessao_id" text;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD COLUMN "email_anterior" text;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD COLUMN "desfazer_hash" text;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD COLUMN "desfazer_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD COLUMN "desfeita_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "trocas_email_desfazer_unique" ON "trocas_email" USING btree ("desfazer_hash");