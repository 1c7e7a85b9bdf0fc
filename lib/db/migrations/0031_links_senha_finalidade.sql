ALTER TABLE "password_reset_tokens" ADD COLUMN "finalidade" text DEFAULT 'redefinicao' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_finalidade_code" CHECK ("password_reset_tokens"."finalidade" in ('redefinicao', 'convite'));--> statement-breakpoint
-- An invitation's link expires with its invitation (issuePasswordLink's expiresAt is copied into convites.expires_at).
UPDATE "password_reset_tokens" SET "finalidade" = 'convite' FROM "convites" WHERE "convites"."user_id" = "password_reset_tokens"."user_id" AND "convites"."expires_at" = "password_reset_tokens"."expires_at";
