-- Issue 35 (search p99 ≤ 100 ms over 200,000 pages): a search within one case used the GIN index over every case's
-- pages and then filtered them to the case's documents (one BitmapAnd per document). Each page now carries its
-- case (set by a trigger from its document, so no insert can disagree) and one GIN index holds (processo_id, tsv)
-- (btree_gin): a case's matches come straight from the index. The same index serves the search across cases (tsv
-- alone), so the former tsv-only index is dropped.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "autos_paginas" ADD COLUMN "processo_id" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION autos_paginas_processo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.processo_id := (SELECT d.processo_id FROM documentos d WHERE d.id = NEW.documento_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "autos_paginas_processo" BEFORE INSERT OR UPDATE OF "documento_id" ON "autos_paginas"
  FOR EACH ROW EXECUTE FUNCTION autos_paginas_processo();--> statement-breakpoint
UPDATE "autos_paginas" SET "processo_id" = d."processo_id" FROM "documentos" d WHERE d."id" = "autos_paginas"."documento_id";--> statement-breakpoint
ALTER TABLE "autos_paginas" ALTER COLUMN "processo_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "autos_paginas" ADD CONSTRAINT "autos_paginas_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autos_paginas_processo_tsv_idx" ON "autos_paginas" USING gin ("processo_id","tsv");--> statement-breakpoint
DROP INDEX IF EXISTS "autos_paginas_tsv_idx";
