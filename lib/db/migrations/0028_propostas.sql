CREATE TABLE "propostas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"empresa" text NOT NULL,
	"cnpj" text,
	"nome_advogado" text NOT NULL,
	"nome_cliente" text NOT NULL,
	"numero_processo" text NOT NULL,
	"parte_contraria" text NOT NULL,
	"fases" jsonb NOT NULL,
	"antecipacao" integer DEFAULT 0 NOT NULL,
	"valor_vista" integer NOT NULL,
	"valor_parcelado" integer NOT NULL,
	"emitida_em" date NOT NULL,
	"valida_ate" date NOT NULL,
	"emitida_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "propostas_codigo_formato" CHECK ("propostas"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{10}$'),
	CONSTRAINT "propostas_valores" CHECK ("propostas"."valor_vista" >= 0 and "propostas"."valor_parcelado" >= 0 and "propostas"."antecipacao" >= 0),
	CONSTRAINT "propostas_validade" CHECK ("propostas"."valida_ate" >= "propostas"."emitida_em")
);
--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_emitida_por_users_id_fk" FOREIGN KEY ("emitida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_codigo_unique" ON "propostas" USING btree ("codigo");