CREATE TABLE "tabela_precos" (
	"versao" integer PRIMARY KEY NOT NULL,
	"tabela" jsonb NOT NULL,
	"vigente_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"autor_id" integer
);
--> statement-breakpoint
ALTER TABLE "alteracoes" DROP CONSTRAINT "alteracoes_entidade_code";--> statement-breakpoint
ALTER TABLE "processos" ADD COLUMN "precos_versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tabela_precos" ADD CONSTRAINT "tabela_precos_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alteracoes" ADD CONSTRAINT "alteracoes_entidade_code" CHECK ("alteracoes"."entidade" in ('processo', 'quesito', 'pericia', 'usuario', 'token_api', 'webhook', 'pagamento', 'tabela_precos'));--> statement-breakpoint
-- Version 1: SPEC §9's values (lib/domain/pricing/tabela.ts TABELA_PADRAO), in force since before any case.
INSERT INTO "tabela_precos" ("versao", "tabela", "vigente_desde") VALUES (1, '{"pacoteCompletoCentavos":1050000,"fasesCentavos":{"1":65000,"2":20000,"3":200000,"4":160000},"antecipacaoPorDiaCentavos":5000,"antecipacaoMaxDiasPorFase":8,"pacoteDuploDescontoBp":500,"pacoteCorporativoDescontoBp":1000,"pacoteCorporativoMinimo":10,"taxasPagamentoBp":{"pix":49,"cartao":250,"boleto":0}}'::jsonb, '2020-01-01T00:00:00Z') ON CONFLICT DO NOTHING;
