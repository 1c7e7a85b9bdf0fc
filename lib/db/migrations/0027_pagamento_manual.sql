ALTER TABLE "alteracoes" DROP CONSTRAINT "alteracoes_entidade_code";--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "recebido_em" date;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "forma_recebimento" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "referencia_externa" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_referencia_externa_unique" ON "pagamentos" USING btree ("referencia_externa");--> statement-breakpoint
ALTER TABLE "alteracoes" ADD CONSTRAINT "alteracoes_entidade_code" CHECK ("alteracoes"."entidade" in ('processo', 'quesito', 'pericia', 'usuario', 'token_api', 'webhook', 'pagamento'));--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_forma_recebimento_code" CHECK ("pagamentos"."forma_recebimento" in ('pix', 'transferencia', 'boleto', 'deposito', 'dinheiro', 'outro'));