CREATE INDEX IF NOT EXISTS "autos_paginas_processo_idx" ON "autos_paginas" USING btree ("processo_id");
