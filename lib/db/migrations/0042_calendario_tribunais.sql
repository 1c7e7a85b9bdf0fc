ALTER TABLE "suspensoes" ADD COLUMN "fonte" text;--> statement-breakpoint
ALTER TABLE "suspensoes" ADD COLUMN "updated_at" timestamp with time zone;