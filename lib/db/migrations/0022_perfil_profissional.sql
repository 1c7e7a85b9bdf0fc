ALTER TABLE "users" ADD COLUMN "crm" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crm_uf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "especialidade" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rqe" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oab_numero" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oab_uf" text;--> statement-breakpoint
CREATE INDEX "users_oab_idx" ON "users" USING btree ("oab_numero","oab_uf");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_crm_uf_code" CHECK ("users"."crm_uf" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SE', 'SP', 'TO'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_oab_uf_code" CHECK ("users"."oab_uf" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SE', 'SP', 'TO'));