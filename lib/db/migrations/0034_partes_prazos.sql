ALTER TABLE "processos" ADD COLUMN "lado_cliente" text DEFAULT 'requerente' NOT NULL;--> statement-breakpoint
ALTER TABLE "processos" ADD COLUMN "privilegio_requerente" text;--> statement-breakpoint
ALTER TABLE "processos" ADD COLUMN "privilegio_requerido" text;--> statement-breakpoint
ALTER TABLE "processos" ADD COLUMN "partes_revisar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_lado_cliente_code" CHECK ("processos"."lado_cliente" in ('requerente', 'requerido'));--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_privilegio_requerente_code" CHECK ("processos"."privilegio_requerente" in ('fazenda_publica', 'inss', 'ministerio_publico', 'defensoria'));--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_privilegio_requerido_code" CHECK ("processos"."privilegio_requerido" in ('fazenda_publica', 'inss', 'ministerio_publico', 'defensoria'));--> statement-breakpoint
-- Issue 34: a party recorded with prazo em dobro under issue 28 is read as the side opposite the client (the client defaults to requerente), and the case is shown for review.
UPDATE "processos" SET "privilegio_requerido" = "prazo_em_dobro", "partes_revisar" = true WHERE "prazo_em_dobro" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "processos" DROP CONSTRAINT "processos_prazo_em_dobro_code";--> statement-breakpoint
ALTER TABLE "processos" DROP COLUMN "prazo_em_dobro";