CREATE TABLE "entrega_versoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entrega_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"conteudo" jsonb NOT NULL,
	"autor_id" integer,
	"origem" text DEFAULT 'autosave' NOT NULL,
	"restaurada_de" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrega_versoes_origem_code" CHECK ("entrega_versoes"."origem" in ('autosave', 'manual', 'restauracao'))
);
--> statement-breakpoint
CREATE TABLE "entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"id_fase" integer NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" jsonb NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"autor_id" integer,
	"publicada_em" timestamp with time zone,
	"publicada_por" integer,
	"documento_pdf_id" integer,
	"documento_docx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entregas_status_code" CHECK ("entregas"."status" in ('rascunho', 'publicada')),
	CONSTRAINT "entregas_fase_check" CHECK ("entregas"."id_fase" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "entrega_versoes" ADD CONSTRAINT "entrega_versoes_entrega_id_entregas_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."entregas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega_versoes" ADD CONSTRAINT "entrega_versoes_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_publicada_por_users_id_fk" FOREIGN KEY ("publicada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_documento_pdf_id_documentos_id_fk" FOREIGN KEY ("documento_pdf_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_documento_docx_id_documentos_id_fk" FOREIGN KEY ("documento_docx_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entrega_versoes_numero_unique" ON "entrega_versoes" USING btree ("entrega_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_processo_fase_unique" ON "entregas" USING btree ("processo_id","id_fase");