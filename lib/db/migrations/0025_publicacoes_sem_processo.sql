CREATE TABLE "publicacoes_sem_processo" (
	"id" serial PRIMARY KEY NOT NULL,
	"advogado_id" integer NOT NULL,
	"hash" text NOT NULL,
	"numero_processo" text NOT NULL,
	"tipo_comunicacao" text NOT NULL,
	"sigla_tribunal" text,
	"data_disponibilizacao" date NOT NULL,
	"orgao" text,
	"texto" text NOT NULL,
	"link" text,
	"nome_classe" text,
	"partes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispensada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tribunais_advogados" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"oab" text NOT NULL,
	"djen_desde" date NOT NULL,
	"ultima_tentativa" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publicacoes_sem_processo" ADD CONSTRAINT "publicacoes_sem_processo_advogado_id_users_id_fk" FOREIGN KEY ("advogado_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tribunais_advogados" ADD CONSTRAINT "tribunais_advogados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publicacoes_sem_processo_unico" ON "publicacoes_sem_processo" USING btree ("advogado_id","hash");--> statement-breakpoint
CREATE INDEX "publicacoes_sem_processo_numero_idx" ON "publicacoes_sem_processo" USING btree ("numero_processo");--> statement-breakpoint
CREATE INDEX "publicacoes_sem_processo_lista_idx" ON "publicacoes_sem_processo" USING btree ("advogado_id","data_disponibilizacao");