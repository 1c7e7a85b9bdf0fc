CREATE TABLE "avisos_periciado" (
	"id" serial PRIMARY KEY NOT NULL,
	"pericia_id" integer NOT NULL,
	"processo_id" integer,
	"canal" text NOT NULL,
	"destinatario" text NOT NULL,
	"tipo" text NOT NULL,
	"ocorrencia" text NOT NULL,
	"endereco" text NOT NULL,
	"dados" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"tentando_ate" timestamp with time zone,
	"ultimo_erro" text,
	"provedor_id" text,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_periciado_canal_code" CHECK ("avisos_periciado"."canal" in ('email', 'whatsapp')),
	CONSTRAINT "avisos_periciado_destinatario_code" CHECK ("avisos_periciado"."destinatario" in ('periciado', 'advogado')),
	CONSTRAINT "avisos_periciado_tipo_code" CHECK ("avisos_periciado"."tipo" in ('marcada', 'remarcada', 'cancelada', 'lembrete3', 'lembrete1')),
	CONSTRAINT "avisos_periciado_status_code" CHECK ("avisos_periciado"."status" in ('pendente', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "periciado_arquivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pericia_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"processo_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"nome" text NOT NULL,
	"aceito_em" timestamp with time zone,
	"aceito_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periciado_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"checklist_sugestoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periciado_config_single_row" CHECK ("periciado_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "periciado_contatos" (
	"processo_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"telefone" text,
	"whatsapp_consentimento" boolean DEFAULT false NOT NULL,
	"consentimento_origem" text,
	"consentimento_por" integer,
	"consentimento_em" timestamp with time zone,
	"consentimento_retirado_em" timestamp with time zone,
	"retirado_por" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periciado_contatos_origem_code" CHECK ("periciado_contatos"."consentimento_origem" in ('advogado', 'periciado'))
);
--> statement-breakpoint
CREATE TABLE "periciado_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"pericia_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"url_selada" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pericias_periciado" (
	"pericia_id" integer PRIMARY KEY NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"perito_judicial" text,
	"comparecera" boolean,
	"motivo" text,
	"respondido_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avisos_periciado" ADD CONSTRAINT "avisos_periciado_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD CONSTRAINT "periciado_arquivos_pericia_id_pericias_id_fk" FOREIGN KEY ("pericia_id") REFERENCES "public"."pericias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD CONSTRAINT "periciado_arquivos_link_id_periciado_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."periciado_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD CONSTRAINT "periciado_arquivos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD CONSTRAINT "periciado_arquivos_aceito_por_users_id_fk" FOREIGN KEY ("aceito_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_config" ADD CONSTRAINT "periciado_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_contatos" ADD CONSTRAINT "periciado_contatos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_contatos" ADD CONSTRAINT "periciado_contatos_consentimento_por_users_id_fk" FOREIGN KEY ("consentimento_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_links" ADD CONSTRAINT "periciado_links_pericia_id_pericias_id_fk" FOREIGN KEY ("pericia_id") REFERENCES "public"."pericias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periciado_links" ADD CONSTRAINT "periciado_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pericias_periciado" ADD CONSTRAINT "pericias_periciado_pericia_id_pericias_id_fk" FOREIGN KEY ("pericia_id") REFERENCES "public"."pericias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_periciado_unico" ON "avisos_periciado" USING btree ("pericia_id","canal","destinatario","tipo","ocorrencia");--> statement-breakpoint
CREATE INDEX "avisos_periciado_pendentes_idx" ON "avisos_periciado" USING btree ("proxima_tentativa") WHERE "avisos_periciado"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "avisos_periciado_provedor_idx" ON "avisos_periciado" USING btree ("provedor_id");--> statement-breakpoint
CREATE INDEX "periciado_arquivos_processo_idx" ON "periciado_arquivos" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "periciado_arquivos_link_idx" ON "periciado_arquivos" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "periciado_contatos_telefone_idx" ON "periciado_contatos" USING btree ("telefone");--> statement-breakpoint
CREATE UNIQUE INDEX "periciado_links_token_unique" ON "periciado_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "periciado_links_pericia_idx" ON "periciado_links" USING btree ("pericia_id");