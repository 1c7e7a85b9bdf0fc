ALTER TABLE "andamentos" ALTER COLUMN "data_hora" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "data_disponibilizacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "data_publicacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "inicio_prazo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes_sem_processo" ALTER COLUMN "data_disponibilizacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "andamentos" ADD COLUMN "data_original" text;--> statement-breakpoint
ALTER TABLE "publicacoes" ADD COLUMN "data_original" text;--> statement-breakpoint
ALTER TABLE "publicacoes_sem_processo" ADD COLUMN "data_original" text;--> statement-breakpoint
CREATE UNIQUE INDEX "andamentos_data_ilegivel_unico" ON "andamentos" USING btree ("processo_id","codigo","data_original") WHERE "andamentos"."data_hora" is null;