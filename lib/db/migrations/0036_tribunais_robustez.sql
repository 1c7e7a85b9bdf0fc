ALTER TABLE "andamentos" ALTER COLUMN "data_hora" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "data_disponibilizacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "data_publicacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes" ALTER COLUMN "inicio_prazo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacoes_sem_processo" ALTER COLUMN "data_disponibilizacao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "andamentos" ADD COLUMN "data_original" text;--> statement-breakpoint
ALTER TABLE "publicacoes" ADD COLUMN "data_original" text;--> statement-breakpoint
ALTER TABLE "publicacoes_sem_processo" ADD COLUMN "data_original" text;--> statement-breakpoint
CREATE UNIQUE INDEX "andamentos_data_ilegivel_unico" ON "andamentos" USING btree ("processo_id","codigo","data_original") WHERE "andamentos"."data_hora" is null;--> statement-breakpoint
CREATE TABLE "tribunais_pausa" (
	"servico" text PRIMARY KEY NOT NULL,
	"proxima" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "processo_id" integer;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tribunais_sincronizacoes" ADD CONSTRAINT "tribunais_sincronizacoes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tribunais_sincronizacoes_caso_em_andamento" ON "tribunais_sincronizacoes" USING btree ("processo_id") WHERE "tribunais_sincronizacoes"."concluida_em" is null and "tribunais_sincronizacoes"."processo_id" is not null;