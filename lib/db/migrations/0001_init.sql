CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"assunto" text NOT NULL,
	"mensagem" text NOT NULL,
	"ip" text,
	"mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cronologia" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"user_id" integer,
	"evento" text NOT NULL,
	"tipo" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"autor_id" integer,
	"titulo" text NOT NULL,
	"url" text NOT NULL,
	"id_fase" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"processo_id" integer,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pericias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"numero_processo" text NOT NULL,
	"processo_id" integer,
	"tipo" text DEFAULT 'Perícia INSS' NOT NULL,
	"observacao" text,
	"endereco" text,
	"data_start" timestamp with time zone NOT NULL,
	"data_end" timestamp with time zone NOT NULL,
	"protocolo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processo_fases" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"id_fase" integer NOT NULL,
	"posicao" integer NOT NULL,
	"concluida" boolean DEFAULT false NOT NULL,
	"concluida_em" timestamp with time zone,
	"data_entrega" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processos" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero_processo" text,
	"vara_judicial" text,
	"comarca" text NOT NULL,
	"tipo_acao" text NOT NULL,
	"tipo_justica" text NOT NULL,
	"valor_causa" text,
	"data_distribuicao" date NOT NULL,
	"descricao" text,
	"requerente" text NOT NULL,
	"requerente_advogado" text,
	"requerente_oab" text,
	"requerido" text NOT NULL,
	"requerido_advogado" text,
	"requerido_oab" text,
	"tipo_pericia" text,
	"especialidade_medica" text,
	"data_pericia" text,
	"local_pericia" text,
	"observacoes" text,
	"link" text,
	"owner_id" integer NOT NULL,
	"perito_id" integer,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"etapa" text DEFAULT 'inicio' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"prazo" date,
	"total_centavos" integer DEFAULT 0 NOT NULL,
	"dias_antecipacao" integer DEFAULT 0 NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quesitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"processo_id" integer NOT NULL,
	"autor_id" integer,
	"name" text,
	"description" text NOT NULL,
	"categoria" text,
	"prioridade" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'advogado' NOT NULL,
	"creditos" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"escritorio" text,
	"endereco" text,
	"cpf" text,
	"telefone" text,
	"settings" jsonb DEFAULT '{"emailNotifications":false,"promoEmails":false}'::jsonb NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"calendar_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cronologia" ADD CONSTRAINT "cronologia_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronologia" ADD CONSTRAINT "cronologia_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pericias" ADD CONSTRAINT "pericias_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pericias" ADD CONSTRAINT "pericias_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_fases" ADD CONSTRAINT "processo_fases_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processos" ADD CONSTRAINT "processos_perito_id_users_id_fk" FOREIGN KEY ("perito_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quesitos" ADD CONSTRAINT "quesitos_processo_id_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quesitos" ADD CONSTRAINT "quesitos_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_ip_idx" ON "contact_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "cronologia_processo_idx" ON "cronologia" USING btree ("processo_id","data");--> statement-breakpoint
CREATE INDEX "cronologia_user_idx" ON "cronologia" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documentos_processo_idx" ON "documentos" USING btree ("processo_id","created_at");--> statement-breakpoint
CREATE INDEX "documentos_autor_idx" ON "documentos" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_ip_idx" ON "login_attempts" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_user_idx" ON "notificacoes" USING btree ("user_id","lida","created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_processo_idx" ON "notificacoes" USING btree ("processo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pericias_start_idx" ON "pericias" USING btree ("data_start");--> statement-breakpoint
CREATE INDEX "pericias_processo_idx" ON "pericias" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "pericias_numero_idx" ON "pericias" USING btree ("numero_processo");--> statement-breakpoint
CREATE INDEX "pericias_created_by_idx" ON "pericias" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "processo_fases_unique" ON "processo_fases" USING btree ("processo_id","id_fase");--> statement-breakpoint
CREATE UNIQUE INDEX "processos_numero_unique" ON "processos" USING btree ("numero_processo");--> statement-breakpoint
CREATE INDEX "processos_owner_idx" ON "processos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "processos_perito_idx" ON "processos" USING btree ("perito_id","created_at");--> statement-breakpoint
CREATE INDEX "processos_created_idx" ON "processos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "processos_prazo_idx" ON "processos" USING btree ("prazo");--> statement-breakpoint
CREATE INDEX "processos_busca_trgm" ON "processos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quesitos_processo_idx" ON "quesitos" USING btree ("processo_id","created_at");--> statement-breakpoint
CREATE INDEX "quesitos_autor_idx" ON "quesitos" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_secret_unique" ON "users" USING btree ("calendar_secret");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");