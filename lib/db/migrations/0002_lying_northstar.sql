ALTER TABLE "processos" ADD COLUMN "situacao_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- ---- Hand-written data migration (issue 10, g-access); keep when regenerating this migration ----
-- 1. situacao_desde of existing cases: the last recorded situação change, else the case's creation.
UPDATE "processos" SET "situacao_desde" = coalesce(
  (SELECT max(c."data") FROM "cronologia" c WHERE c."processo_id" = "processos"."id" AND c."tipo" = 'situacao'),
  "processos"."created_at");--> statement-breakpoint
-- 2. The search text also holds the case number as bare digits (processoSearchText in lib/domain/search.ts),
--    so "01234561320228190001" finds "0123456-13.2022.8.19.0001".
UPDATE "processos" SET "busca" = "busca" || ' ' || regexp_replace("numero_processo", '\D', '', 'g')
  WHERE "numero_processo" IS NOT NULL AND "numero_processo" ~ '\D'
    AND position(regexp_replace("numero_processo", '\D', '', 'g') in "busca") = 0;
