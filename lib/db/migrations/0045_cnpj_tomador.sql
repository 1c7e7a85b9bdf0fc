-- Issue 39: a law office pays as a company; its CNPJ (digits) is the tomador of the nota fiscal when present.
ALTER TABLE "users" ADD COLUMN "cnpj" text;
