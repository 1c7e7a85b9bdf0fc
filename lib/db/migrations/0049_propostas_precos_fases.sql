-- Issue 34 item 5: an issued proposal keeps each phase's price, the price per anticipated day and the justice type whose
-- row of the price table was used ({"justica", "fases": [{"fase", "centavos"}], "antecipacaoPorDiaCentavos"}).
-- Proposals issued before have none (NULL): their pages show the stored totals only.
ALTER TABLE "propostas" ADD COLUMN "precos_fases" jsonb;
