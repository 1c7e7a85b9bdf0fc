-- Issue 39: the tomador's address on the nota fiscal (the DPS's toma/end). Optional as a group, filled on Meus dados;
-- codigo_municipio is the IBGE code derived from (uf, municipio) when saved. The free-text "endereco" stays as it was.
ALTER TABLE "users" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "municipio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "codigo_municipio" text;
