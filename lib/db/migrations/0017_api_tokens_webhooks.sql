CREATE TABLE "tokens_api" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefixo" text NOT NULL,
	"session_version" integer NOT NULL,
	"expira_em" timestamp with time zone,
	"ultimo_uso_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" text NOT NULL,
	"webhook_id" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_status_http" integer,
	"ultimo_erro" text,
	"agendada_em" timestamp with time zone,
	"tentando_ate" timestamp with time zone,
	"entregue_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_entregas_status_code" CHECK ("webhook_entregas"."status" in ('pendente', 'entregue', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" text PRIMARY KEY NOT NULL,
	"evento" text NOT NULL,
	"processo_id" integer,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"eventos" jsonb NOT NULL,
	"segredo_enc" text NOT NULL,
	"removido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens_api" ADD CONSTRAINT "tokens_api_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_evento_id_webhook_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."webhook_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_api_hash_unique" ON "tokens_api" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_api_user_idx" ON "tokens_api" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entregas_unique" ON "webhook_entregas" USING btree ("evento_id","webhook_id");--> statement-breakpoint
CREATE INDEX "webhook_entregas_webhook_idx" ON "webhook_entregas" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_entregas_pendentes_idx" ON "webhook_entregas" USING btree ("id") WHERE "webhook_entregas"."agendada_em" is null;--> statement-breakpoint
CREATE INDEX "webhook_eventos_created_idx" ON "webhook_eventos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" USING btree ("user_id");