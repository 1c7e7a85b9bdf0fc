ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "estado" text DEFAULT 'em_andamento' NOT NULL;--> statement-breakpoint
UPDATE "tribunais_sincronizacoes" SET "estado" = 'concluida' WHERE "concluida_em" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD CONSTRAINT "tribunais_sincronizacoes_estado" CHECK ("tribunais_sincronizacoes"."estado" in ('na_fila', 'em_andamento', 'concluida', 'falhou'));--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "todos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "feitos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "atualizada_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tribunais_sincronizacoes_todos_em_curso" ON "tribunais_sincronizacoes" USING btree ("todos") WHERE "tribunais_sincronizacoes"."todos" and "tribunais_sincronizacoes"."concluida_em" is null;
