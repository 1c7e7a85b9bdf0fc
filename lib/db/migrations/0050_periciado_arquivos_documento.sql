ALTER TABLE "periciado_arquivos" ADD COLUMN "documento_id" integer;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD COLUMN "nos_autos_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "periciado_arquivos" ADD CONSTRAINT "periciado_arquivos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "periciado_arquivos_documento_idx" ON "periciado_arquivos" USING btree ("documento_id");--> statement-breakpoint
-- Accepted PDFs that already became documents of the autos (accepted since that change): linked to their document and
-- marked, so the backfill of older acceptances (lib/data/periciado/autos-anteriores.ts) leaves them alone. A document is
-- recognised by its case, title ('Enviado pelo periciado: <nome>') and content hash, paired in order when one file was
-- sent and accepted more than once.
WITH "a" AS (
  SELECT "id", "processo_id", 'Enviado pelo periciado: ' || "nome" AS "titulo", "sha256", "aceito_em",
         row_number() OVER (PARTITION BY "processo_id", "nome", "sha256" ORDER BY "aceito_em", "id") AS "n"
  FROM "periciado_arquivos" WHERE "aceito_em" IS NOT NULL AND "mime" = 'application/pdf'
), "d" AS (
  SELECT "id", "processo_id", "titulo", "sha256",
         row_number() OVER (PARTITION BY "processo_id", "titulo", "sha256" ORDER BY "id") AS "n"
  FROM "documentos" WHERE "tipo" = 'arquivo' AND "titulo" LIKE 'Enviado pelo periciado: %'
)
UPDATE "periciado_arquivos" SET "documento_id" = "d"."id", "nos_autos_em" = "a"."aceito_em"
FROM "a" JOIN "d" ON "d"."processo_id" = "a"."processo_id" AND "d"."titulo" = "a"."titulo" AND "d"."sha256" = "a"."sha256" AND "d"."n" = "a"."n"
WHERE "periciado_arquivos"."id" = "a"."id";
