ALTER TABLE "prazos" DROP CONSTRAINT "prazos_tipo_code";--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "descricao" text;--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "dias" integer;--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "contagem" text;--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "em_dobro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "limite_entrega" date;--> statement-breakpoint
ALTER TABLE "prazos" ADD COLUMN "alerta_entrega_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "processos" ADD COLUMN "prazo_em_dobro" text;--> statement-breakpoint
ALTER TABLE "prazos" ADD CONSTRAINT "prazos_contagem_code" CHECK ("prazos"."contagem" in ('uteis', 'corridos'));--> statement-breakpoint
ALTER TABLE "prazos" ADD CONSTRAINT "prazos_tipo_code" CHECK ("prazos"."tipo" in ('art465', 'art466', 'art477', 'manual'));--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_prazo_em_dobro_code" CHECK ("processos"."prazo_em_dobro" in ('fazenda_publica', 'inss', 'ministerio_publico', 'defensoria'));