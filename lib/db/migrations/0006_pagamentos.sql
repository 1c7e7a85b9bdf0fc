CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"referencia" text NOT NULL,
	"processo_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'pendente' NOT NULL,
	"valor_centavos" integer NOT NULL,
	"moeda" text DEFAULT 'BRL' NOT NULL,
	"meio" text NOT NULL,
	"preference_id" text,
	"init_point" text,
	"expira_em" timestamp with time zone,
	"divergencia" text,
	"motivo" text,
	"aprovado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos_provedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"provedor_id" text NOT NULL,
	"pagamento_id" integer NOT NULL,
	"status" text NOT NULL,
	"status_detalhe" text,
	"valor_centavos" integer NOT NULL,
	"moeda" text NOT NULL,
	"metodo" text,
	"divergencia" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_provedor" ADD CONSTRAINT "pagamentos_provedor_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_referencia_unique" ON "pagamentos" USING btree ("referencia");--> statement-breakpoint
CREATE INDEX "pagamentos_processo_idx" ON "pagamentos" USING btree ("processo_id","created_at");--> statement-breakpoint
CREATE INDEX "pagamentos_status_idx" ON "pagamentos" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_provedor_id_unique" ON "pagamentos_provedor" USING btree ("provedor_id");--> statement-breakpoint
CREATE INDEX "pagamentos_provedor_pagamento_idx" ON "pagamentos_provedor" USING btree ("pagamento_id");