CREATE TABLE "andamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"codigo" integer NOT NULL,
	"nome" text NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"complementos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"hash" text NOT NULL,
	"tipo_comunicacao" text NOT NULL,
	"sigla_tribunal" text,
	"data_disponibilizacao" date NOT NULL,
	"data_publicacao" date NOT NULL,
	"inicio_prazo" date NOT NULL,
	"orgao" text,
	"texto" text NOT NULL,
	"link" text,
	"prazo_id" integer,
	"prazo_iniciado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tribunais_consultas" (
	"numero" text PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"resposta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tribunais_processos" (
	"processo_id" integer PRIMARY KEY NOT NULL,
	"sincronizado_em" timestamp with time zone,
	"djen_desde" date,
	"ultima_tentativa" timestamp with time zone,
	"ultima_falha" text
);
--> statement-breakpoint
CREATE TABLE "tribunais_sincronizacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"origem" text NOT NULL,
	"user_id" integer,
	"iniciada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	"processos" integer DEFAULT 0 NOT NULL,
	"andamentos_novos" integer DEFAULT 0 NOT NULL,
	"publicacoes_novas" integer DEFAULT 0 NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"erros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tribunais_sincronizacoes_origem" CHECK ("tribunais_sincronizacoes"."origem" in ('agendada', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "andamentos" ADD CONSTRAINT "andamentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacoes" ADD CONSTRAINT "publicacoes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacoes" ADD CONSTRAINT "publicacoes_prazo_id_prazos_id_fk" FOREIGN KEY ("prazo_id") REFERENCES "public"."prazos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacoes" ADD CONSTRAINT "publicacoes_prazo_iniciado_por_users_id_fk" FOREIGN KEY ("prazo_iniciado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tribunais_processos" ADD CONSTRAINT "tribunais_processos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD CONSTRAINT "tribunais_sincronizacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "andamentos_unico" ON "andamentos" USING btree ("processo_id","codigo","data_hora");--> statement-breakpoint
CREATE INDEX "andamentos_processo_idx" ON "andamentos" USING btree ("processo_id","data_hora");--> statement-breakpoint
CREATE UNIQUE INDEX "publicacoes_processo_hash" ON "publicacoes" USING btree ("processo_id","hash");--> statement-breakpoint
CREATE INDEX "publicacoes_processo_idx" ON "publicacoes" USING btree ("processo_id","data_disponibilizacao");--> statement-breakpoint
CREATE INDEX "tribunais_sincronizacoes_idx" ON "tribunais_sincronizacoes" USING btree ("iniciada_em");