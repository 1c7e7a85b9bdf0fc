CREATE TABLE "nfse_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cnpj" text,
	"razao_social" text,
	"inscricao_municipal" text,
	"codigo_municipio" text,
	"regime" text,
	"servicos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aliquota_iss_centesimos" integer,
	"iss_retido" boolean DEFAULT false NOT NULL,
	"serie" text,
	"proximo_numero" bigint DEFAULT 1 NOT NULL,
	"ambiente" text DEFAULT 'producao_restrita' NOT NULL,
	"cert_storage_key" text,
	"cert_senha_enc" text,
	"cert_titular" text,
	"cert_cnpj" text,
	"cert_valido_ate" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_config_uma_linha" CHECK ("nfse_config"."id" = 1),
	CONSTRAINT "nfse_config_regime_code" CHECK ("nfse_config"."regime" in ('simples_nacional', 'lucro_presumido', 'lucro_real', 'mei')),
	CONSTRAINT "nfse_config_ambiente_code" CHECK ("nfse_config"."ambiente" in ('producao', 'producao_restrita')),
	CONSTRAINT "nfse_config_proximo_numero" CHECK ("nfse_config"."proximo_numero" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"id" serial PRIMARY KEY NOT NULL,
	"pagamento_id" integer,
	"tomador_user_id" integer,
	"status" text DEFAULT 'na_fila' NOT NULL,
	"serie" text,
	"numero_dps" bigint,
	"id_dps" text,
	"envio_incerto" boolean DEFAULT false NOT NULL,
	"chave_acesso" text,
	"valor_centavos" integer NOT NULL,
	"tomador" jsonb,
	"erros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"historico" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"tentando_ate" timestamp with time zone,
	"proxima_tentativa_em" timestamp with time zone,
	"agendada_em" timestamp with time zone,
	"xml_storage_key" text,
	"danfse_storage_key" text,
	"emitida_em" timestamp with time zone,
	"cancelada_em" timestamp with time zone,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_fiscais_status_code" CHECK ("notas_fiscais"."status" in ('na_fila', 'emitida', 'rejeitada', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "avisos_email" DROP CONSTRAINT "avisos_email_tipo_code";--> statement-breakpoint
ALTER TABLE "nfse_config" ADD CONSTRAINT "nfse_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_tomador_user_id_users_id_fk" FOREIGN KEY ("tomador_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_pagamento_unique" ON "notas_fiscais" USING btree ("pagamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_dps_unique" ON "notas_fiscais" USING btree ("serie","numero_dps");--> statement-breakpoint
CREATE INDEX "notas_fiscais_status_idx" ON "notas_fiscais" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notas_fiscais_tomador_idx" ON "notas_fiscais" USING btree ("tomador_user_id","created_at");--> statement-breakpoint
ALTER TABLE "avisos_email" ADD CONSTRAINT "avisos_email_tipo_code" CHECK ("avisos_email"."tipo" in ('entrega_apos_prazo', 'tribunais_novidades', 'recibo_pagamento', 'recibo_pacote', 'entrega_publicada', 'pagamento_duplicado', 'resposta_lgpd', 'seguranca_bloqueio', 'seguranca_mfa', 'seguranca_senha', 'seguranca_email', 'nfse_emitida'));