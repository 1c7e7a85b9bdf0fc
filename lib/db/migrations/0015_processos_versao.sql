CREATE TABLE "processos_versao" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "processos_versao_uma_linha" CHECK ("processos_versao"."id")
);
--> statement-breakpoint
INSERT INTO "processos_versao" ("id", "versao") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Raised once per transaction that changes which cases exist or who sees them, or what the search box matches.
-- The trigger is deferred to the commit, so writers queue on this one row only for the moment of their commit
-- (never while holding other rows: no deadlock), and never on a rollback.
CREATE OR REPLACE FUNCTION processos_versao_sobe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pericia.processos_versao_tx', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('pericia.processos_versao_tx', txid_current()::text, true);
    UPDATE "processos_versao" SET "versao" = "versao" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER processos_versao_escrita AFTER INSERT OR DELETE OR UPDATE OF "busca", "owner_id", "perito_id" ON "processos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION processos_versao_sobe();
--> statement-breakpoint
CREATE TRIGGER processos_versao_truncate AFTER TRUNCATE ON "processos" FOR EACH STATEMENT EXECUTE FUNCTION processos_versao_sobe();
