ALTER TABLE "processos" ADD COLUMN "valor_causa_centavos" bigint;--> statement-breakpoint
-- Data conversion (issue 10): 'Valor da causa' was kept as the text a person typed ('R$ 45.000,00', '45000',
-- '45.000,00', '2850.5', '1.000'); it becomes integer centavos by the rules of lib/domain/money.ts parseValor
-- (tests/integration/migration-valor-causa.test.ts checks both agree). Text that is not an amount, zero, and
-- amounts above R$ 1 trilhão (MAX_VALOR_CAUSA_CENTAVOS) become NULL.
UPDATE "processos" AS p
SET "valor_causa_centavos" = c.centavos
FROM (
  SELECT id, CASE WHEN num > 0 AND num <= 100000000000000 THEN num::bigint END AS centavos
  FROM (
    SELECT id,
      CASE WHEN d ~ '^[0-9]+(\.[0-9]{1,2})?$'
        THEN split_part(d, '.', 1)::numeric * 100 + rpad(split_part(d, '.', 2), 2, '0')::numeric
      END AS num
    FROM (
      SELECT id,
        CASE
          WHEN s !~ '^[0-9][0-9.,]*$' THEN NULL
          WHEN position(',' in s) > 0 THEN
            CASE WHEN s ~ '^([0-9]{1,3}(\.[0-9]{3})*|[0-9]+),[0-9]*$'
              THEN replace(split_part(s, ',', 1), '.', '') || '.' || split_part(s, ',', 2)
            END
          WHEN s ~ '^[0-9]{1,3}(\.[0-9]{3})+$' THEN replace(s, '.', '')
          ELSE s
        END AS d
      FROM (
        SELECT id, regexp_replace(regexp_replace("valor_causa", 'R\$', '', 'gi'), '[[:space:]\u00a0]', '', 'g') AS s
        FROM "processos"
        WHERE "valor_causa" IS NOT NULL
      ) AS typed
    ) AS decimal_text
  ) AS amounts
) AS c
WHERE p.id = c.id;
