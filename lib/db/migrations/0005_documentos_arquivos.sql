ALTER TABLE "documentos" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "tipo" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "mime" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "tamanho" integer;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "nome_arquivo" text;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_storage_key_idx" ON "documentos" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_tipo_check" CHECK (("documentos"."tipo" = 'link' and "documentos"."url" is not null and "documentos"."storage_key" is null) or ("documentos"."tipo" = 'arquivo' and "documentos"."storage_key" is not null and "documentos"."mime" is not null and "documentos"."tamanho" is not null and "documentos"."sha256" is not null and "documentos"."nome_arquivo" is not null));