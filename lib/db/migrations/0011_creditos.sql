CREATE TABLE "creditos_lotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pagamento_id" integer,
	"origem" text NOT NULL,
	"qualquer" boolean DEFAULT false NOT NULL,
	"completo" boolean DEFAULT false NOT NULL,
	"fases" jsonb NOT NULL,
	"quantidade" integer NOT NULL,
	"saldo" integer NOT NULL,
	"preco_unitario_centavos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditos_lotes_saldo_check" CHECK ("creditos_lotes"."saldo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creditos_movimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lote_id" integer,
	"actor_id" integer,
	"tipo" text NOT NULL,
	"delta" integer NOT NULL,
	"saldo_antes" integer NOT NULL,
	"saldo_depois" integer NOT NULL,
	"motivo" text,
	"processo_id" integer,
	"pagamento_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ALTER COLUMN "processo_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "tipo" text DEFAULT 'processo' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pacote" jsonb;--> statement-breakpoint
ALTER TABLE "creditos_lotes" ADD CONSTRAINT "creditos_lotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_lotes" ADD CONSTRAINT "creditos_lotes_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_lote_id_creditos_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."creditos_lotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimentos" ADD CONSTRAINT "creditos_movimentos_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creditos_lotes_pagamento_unique" ON "creditos_lotes" USING btree ("pagamento_id");--> statement-breakpoint
CREATE INDEX "creditos_lotes_user_idx" ON "creditos_lotes" USING btree ("user_id","saldo");--> statement-breakpoint
CREATE INDEX "creditos_movimentos_user_idx" ON "creditos_movimentos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pagamentos_user_tipo_idx" ON "pagamentos" USING btree ("user_id","tipo","created_at");--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_tipo_alvo" CHECK (("pagamentos"."tipo" = 'processo' and "pagamentos"."processo_id" is not null) or ("pagamentos"."tipo" = 'pacote' and "pagamentos"."pacote" is not null));--> statement-breakpoint
-- Créditos an admin set before lots existed become each user's manual lot (good for any case), logged.
INSERT INTO "creditos_lotes" ("user_id", "origem", "qualquer", "completo", "fases", "quantidade", "saldo")
SELECT "id", 'ajuste', true, false, '[1,2,3,4]'::jsonb, "creditos", "creditos" FROM "users" WHERE "creditos" > 0;--> statement-breakpoint
INSERT INTO "creditos_movimentos" ("user_id", "lote_id", "tipo", "delta", "saldo_antes", "saldo_depois", "motivo")
SELECT l."user_id", l."id", 'ajuste', l."saldo", 0, l."saldo", 'Créditos existentes antes dos lotes (migração)' FROM "creditos_lotes" l WHERE l."origem" = 'ajuste';
