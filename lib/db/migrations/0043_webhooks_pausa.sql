ALTER TABLE "webhooks" ADD COLUMN "falhando_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "pausado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "pausa_motivo" text;--> statement-breakpoint
ALTER TABLE "webhook_entregas" DROP CONSTRAINT "webhook_entregas_status_code";--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_status_code" CHECK ("webhook_entregas"."status" in ('pendente', 'entregue', 'falhou', 'pausada'));--> statement-breakpoint
ALTER TABLE "avisos_email" DROP CONSTRAINT "avisos_email_tipo_code";--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_tipo_code" CHECK ("avisos_email"."tipo" in ('entrega_apos_prazo', 'tribunais_novidades', 'recibo_pagamento', 'recibo_pacote', 'entrega_publicada', 'pagamento_duplicado', 'resposta_lgpd', 'seguranca_bloqueio', 'seguranca_mfa', 'seguranca_senha', 'seguranca_email', 'nfse_emitida', 'confirmacao_cadastro', 'webhook_pausado'));--> statement-breakpoint
-- The pump claims one row per endpoint (issue 36 item 3): its rows in flight, by endpoint.
CREATE INDEX "webhook_entregas_em_voo_idx" ON "webhook_entregas" USING btree ("webhook_id") WHERE "status" = 'pendente' AND "agendada_em" IS NOT NULL;
