ALTER TABLE "acessos" ADD CONSTRAINT "acessos_role_code" CHECK ("acessos"."role" in ('admin', 'medico', 'advogado'));--> statement-breakpoint
ALTER TABLE "acessos" ADD CONSTRAINT "acessos_objeto_code" CHECK ("acessos"."objeto" in ('processo', 'documentos', 'arquivo', 'pericias', 'exportacao'));--> statement-breakpoint
ALTER TABLE "alteracoes" ADD CONSTRAINT "alteracoes_entidade_code" CHECK ("alteracoes"."entidade" in ('processo', 'quesito', 'pericia', 'usuario', 'token_api', 'webhook'));--> statement-breakpoint
ALTER TABLE "consentimentos" ADD CONSTRAINT "consentimentos_documento_code" CHECK ("consentimentos"."documento" in ('termos', 'privacidade'));--> statement-breakpoint
ALTER TABLE "creditos_lotes" ADD CONSTRAINT "creditos_lotes_origem_code" CHECK ("creditos_lotes"."origem" in ('pacote', 'ajuste'));--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_tipo_code" CHECK ("creditos_movimentos"."tipo" in ('compra', 'consumo', 'ajuste', 'estorno'));--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_tipo_code" CHECK ("documentos"."tipo" in ('link', 'arquivo'));--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_status_code" CHECK ("pagamentos"."status" in ('pendente', 'aprovado', 'rejeitado', 'cancelado', 'reembolsado', 'estornado', 'substituido'));--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_meio_code" CHECK ("pagamentos"."meio" in ('mercadopago', 'manual', 'credito'));--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_tipo_code" CHECK ("pagamentos"."tipo" in ('processo', 'pacote'));--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_situacao_code" CHECK ("processos"."situacao" in ('pendente', 'em_analise', 'aprovado', 'concluido'));--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_etapa_code" CHECK ("processos"."etapa" in ('inicio', 'em_andamento', 'aguardando_contestacao', 'finalizado'));--> statement-breakpoint
ALTER TABLE "solicitacoes_lgpd" ADD CONSTRAINT "solicitacoes_lgpd_status_code" CHECK ("solicitacoes_lgpd"."status" in ('aberta', 'respondida', 'executada'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_code" CHECK ("users"."role" in ('admin', 'medico', 'advogado'));