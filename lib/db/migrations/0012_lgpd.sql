CREATE TABLE "acessos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"objeto" text NOT NULL,
	"objeto_id" integer,
	"endereco" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alteracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"processo_id" integer,
	"campo" text NOT NULL,
	"antes" text,
	"depois" text,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consentimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"documento" text NOT NULL,
	"versao" text NOT NULL,
	"aceito_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incidentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_incidente" timestamp with time zone NOT NULL,
	"data_conhecimento" timestamp with time zone NOT NULL,
	"descricao" text NOT NULL,
	"dados_afetados" text NOT NULL,
	"titulares_afetados" text NOT NULL,
	"quantidade_titulares" integer,
	"risco" text NOT NULL,
	"medidas" text NOT NULL,
	"anpd_comunicada" boolean DEFAULT false NOT NULL,
	"anpd_comunicada_em" date,
	"titulares_comunicados" boolean DEFAULT false NOT NULL,
	"titulares_comunicados_em" date,
	"registrado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidentes_risco_code" CHECK ("incidentes"."risco" in ('baixo', 'medio', 'alto'))
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_lgpd" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"prazo" date NOT NULL,
	"resposta" text,
	"respondida_por" integer,
	"respondida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacoes_lgpd_tipo_code" CHECK ("solicitacoes_lgpd"."tipo" in ('exclusao', 'correcao', 'informacao', 'revogacao'))
);
--> statement-breakpoint
CREATE TABLE "trocas_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"novo_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alteracoes" ADD CONSTRAINT "alteracoes_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimentos" ADD CONSTRAINT "consentimentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_registrado_por_users_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_lgpd" ADD CONSTRAINT "solicitacoes_lgpd_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_lgpd" ADD CONSTRAINT "solicitacoes_lgpd_respondida_por_users_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trocas_email" ADD CONSTRAINT "trocas_email_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acessos_processo_idx" ON "acessos" USING btree ("processo_id","created_at","id");--> statement-breakpoint
CREATE INDEX "acessos_user_idx" ON "acessos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alteracoes_processo_idx" ON "alteracoes" USING btree ("processo_id","created_at");--> statement-breakpoint
CREATE INDEX "alteracoes_entidade_idx" ON "alteracoes" USING btree ("entidade","entidade_id","created_at");--> statement-breakpoint
CREATE INDEX "alteracoes_autor_idx" ON "alteracoes" USING btree ("autor_id","created_at");--> statement-breakpoint
CREATE INDEX "alteracoes_created_idx" ON "alteracoes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consentimentos_user_doc_versao_unique" ON "consentimentos" USING btree ("user_id","documento","versao");--> statement-breakpoint
CREATE INDEX "incidentes_data_idx" ON "incidentes" USING btree ("data_incidente");--> statement-breakpoint
CREATE INDEX "solicitacoes_lgpd_status_idx" ON "solicitacoes_lgpd" USING btree ("status","prazo");--> statement-breakpoint
CREATE INDEX "solicitacoes_lgpd_user_idx" ON "solicitacoes_lgpd" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trocas_email_hash_unique" ON "trocas_email" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trocas_email_user_idx" ON "trocas_email" USING btree ("user_id");--> statement-breakpoint
-- The access log and the change history are append-only, and incidents are kept (ANPD Res. 15/2024: at least
-- 5 years): the database itself refuses to change or remove their rows, whatever the application does.
-- The one exception: carrying out a deletion request (LGPD art. 18 VI) may overwrite personal values inside the
-- change history with an anonymous mark, inside its own transaction (set_config('lgpd.anonimizacao', 'on', true)).
CREATE OR REPLACE FUNCTION lgpd_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'alteracoes' AND current_setting('lgpd.anonimizacao', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A tabela % só aceita inclusões (LGPD: registro de auditoria).', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER acessos_somente_insercao BEFORE UPDATE OR DELETE ON "acessos" FOR EACH ROW EXECUTE FUNCTION lgpd_somente_insercao();
--> statement-breakpoint
CREATE TRIGGER alteracoes_somente_insercao BEFORE UPDATE OR DELETE ON "alteracoes" FOR EACH ROW EXECUTE FUNCTION lgpd_somente_insercao();
--> statement-breakpoint
CREATE TRIGGER incidentes_sem_exclusao BEFORE DELETE ON "incidentes" FOR EACH ROW EXECUTE FUNCTION lgpd_somente_insercao();
