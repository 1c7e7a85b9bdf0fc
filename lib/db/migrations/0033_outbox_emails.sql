ALTER TABLE "avisos_email" DROP CONSTRAINT "avisos_email_tipo_code";--> statement-breakpoint
ALTER TABLE "avisos_email" ALTER COLUMN "processo_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "avisos_email" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_tipo_code" CHECK ("avisos_email"."tipo" in ('entrega_apos_prazo', 'tribunais_novidades', 'recibo_pagamento', 'recibo_pacote', 'entrega_publicada', 'pagamento_duplicado', 'resposta_lgpd', 'seguranca_bloqueio', 'seguranca_mfa', 'seguranca_senha', 'seguranca_email'));