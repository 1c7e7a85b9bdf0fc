-- Issue 35 (os autos): Portuguese full-text search without accents, on PostgreSQL and on PGlite alike.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'portugues_sem_acento') THEN
    CREATE TEXT SEARCH CONFIGURATION portugues_sem_acento (COPY = pg_catalog.portuguese);
    ALTER TEXT SEARCH CONFIGURATION portugues_sem_acento
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "autos_leituras" (
	"documento_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'na_fila' NOT NULL,
	"paginas" integer,
	"paginas_lidas" integer DEFAULT 0 NOT NULL,
	"paginas_sem_texto" integer DEFAULT 0 NOT NULL,
	"motivo" text,
	"puladas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"leitor" text,
	"reservado_ate" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autos_leituras_status_code" CHECK ("autos_leituras"."status" in ('na_fila', 'lendo', 'pronto', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "autos_paginas" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"pagina" integer NOT NULL,
	"texto" text NOT NULL,
	"ocr" boolean DEFAULT false NOT NULL,
	"sem_texto" boolean DEFAULT false NOT NULL,
	"tsv" tsvector GENERATED ALWAYS AS (to_tsvector('portugues_sem_acento'::regconfig, texto)) STORED
);
--> statement-breakpoint
CREATE TABLE "linha_do_tempo_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"data" date NOT NULL,
	"evento" text NOT NULL,
	"tipo" text NOT NULL,
	"documento_id" integer,
	"pagina" integer,
	"trecho" text,
	"sugestao_id" integer,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linha_do_tempo_sugestoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"pagina" integer NOT NULL,
	"data" date NOT NULL,
	"evento" text NOT NULL,
	"tipo" text NOT NULL,
	"trecho" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linha_do_tempo_sugestoes_status_code" CHECK ("linha_do_tempo_sugestoes"."status" in ('pendente', 'aceita', 'descartada'))
);
--> statement-breakpoint
ALTER TABLE "acessos" DROP CONSTRAINT "acessos_objeto_code";--> statement-breakpoint
ALTER TABLE "autos_leituras" ADD CONSTRAINT "autos_leituras_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autos_paginas" ADD CONSTRAINT "autos_paginas_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_eventos" ADD CONSTRAINT "linha_do_tempo_eventos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_eventos" ADD CONSTRAINT "linha_do_tempo_eventos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_eventos" ADD CONSTRAINT "linha_do_tempo_eventos_sugestao_id_linha_do_tempo_sugestoes_id_fk" FOREIGN KEY ("sugestao_id") REFERENCES "public"."linha_do_tempo_sugestoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_eventos" ADD CONSTRAINT "linha_do_tempo_eventos_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_sugestoes" ADD CONSTRAINT "linha_do_tempo_sugestoes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_do_tempo_sugestoes" ADD CONSTRAINT "linha_do_tempo_sugestoes_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autos_leituras_status_idx" ON "autos_leituras" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "autos_paginas_documento_pagina" ON "autos_paginas" USING btree ("documento_id","pagina");--> statement-breakpoint
CREATE INDEX "autos_paginas_tsv_idx" ON "autos_paginas" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "linha_do_tempo_eventos_processo_idx" ON "linha_do_tempo_eventos" USING btree ("processo_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "linha_do_tempo_eventos_sugestao" ON "linha_do_tempo_eventos" USING btree ("sugestao_id");--> statement-breakpoint
CREATE INDEX "linha_do_tempo_sugestoes_processo_idx" ON "linha_do_tempo_sugestoes" USING btree ("processo_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "linha_do_tempo_sugestoes_unica" ON "linha_do_tempo_sugestoes" USING btree ("documento_id","pagina","data","tipo","trecho");--> statement-breakpoint
ALTER TABLE "acessos" ADD CONSTRAINT "acessos_objeto_code" CHECK ("acessos"."objeto" in ('processo', 'documentos', 'arquivo', 'pericias', 'exportacao', 'andamentos', 'publicacoes', 'autos_busca', 'autos_pagina', 'linha_do_tempo'));