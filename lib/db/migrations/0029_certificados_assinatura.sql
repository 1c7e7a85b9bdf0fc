CREATE TABLE "certificados_assinatura" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"senha_enc" text NOT NULL,
	"titular" text NOT NULL,
	"emissor" text NOT NULL,
	"valido_de" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificados_assinatura" ADD CONSTRAINT "certificados_assinatura_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;