import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  PERICIA_TIPOS,
  TIPOS_ACAO,
  TIPOS_JUSTICA,
  type Etapa,
  type PericiaTipo,
  type Situacao,
  type TipoAcao,
  type TipoJustica,
} from '../domain/labels';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type Role = 'admin' | 'medico' | 'advogado';
export type UserSettings = { emailNotifications: boolean; promoEmails: boolean };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('advogado'),
    creditos: integer('creditos').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    escritorio: text('escritorio'),
    endereco: text('endereco'),
    cpf: text('cpf'),
    telefone: text('telefone'),
    settings: jsonb('settings')
      .$type<UserSettings>()
      .notNull()
      .default({ emailNotifications: false, promoEmails: false }),
    // Bumped on password reset / deactivation: every token carrying an older version stops working.
    sessionVersion: integer('session_version').notNull().default(0),
    // Secret part of the private iCalendar feed URL; null until the user asks for one.
    calendarSecret: text('calendar_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_calendar_secret_unique').on(t.calendarSecret),
    index('users_role_idx').on(t.role),
  ],
);

export type { Etapa, Situacao };

/** CHECK (column in ('a', 'b', ...)): the fixed lists hold codes only (DESIGN §10); labels live in lib/domain/labels. */
const oneOf = (column: AnyPgColumn, codes: readonly string[]) =>
  sql`${column} in (${sql.raw(codes.map((c) => `'${c}'`).join(', '))})`;

export const processos = pgTable(
  'processos',
  {
    id: serial('id').primaryKey(),
    // Stored formatted (NNNNNNN-DD.AAAA.J.TR.OOOO); null while the case is not filed yet.
    numeroProcesso: text('numero_processo'),
    varaJudicial: text('vara_judicial'),
    comarca: text('comarca').notNull(),
    tipoAcao: text('tipo_acao').$type<TipoAcao>().notNull(),
    tipoJustica: text('tipo_justica').$type<TipoJustica>().notNull(),
    // ── valor da causa em centavos (issue 10) ── integer centavos (bigint: causes exceed R$ 21 million); null when not given.
    valorCausaCentavos: bigint('valor_causa_centavos', { mode: 'number' }),
    dataDistribuicao: date('data_distribuicao', { mode: 'string' }).notNull(),
    descricao: text('descricao'),
    requerente: text('requerente').notNull(),
    requerenteAdvogado: text('requerente_advogado'),
    requerenteOab: text('requerente_oab'),
    requerido: text('requerido').notNull(),
    requeridoAdvogado: text('requerido_advogado'),
    requeridoOab: text('requerido_oab'),
    tipoPericia: text('tipo_pericia'),
    especialidadeMedica: text('especialidade_medica'),
    dataPericia: text('data_pericia'),
    localPericia: text('local_pericia'),
    observacoes: text('observacoes'),
    link: text('link'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    peritoId: integer('perito_id').references(() => users.id),
    situacao: text('situacao').$type<Situacao>().notNull().default('pendente'),
    // When the case entered its current situação (dashboard figures such as 'concluídos no mês' come from it).
    situacaoDesde: timestamp('situacao_desde', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    etapa: text('etapa').$type<Etapa>().notNull().default('inicio'),
    ativo: boolean('ativo').notNull().default(true),
    // Deadline of the current task (e.g. the 15 business days to challenge the court expert's report).
    prazo: date('prazo', { mode: 'string' }),
    totalCentavos: integer('total_centavos').notNull().default(0),
    diasAntecipacao: integer('dias_antecipacao').notNull().default(0),
    // Lower-cased, accent-free "numero requerente perito" kept by lib/data for the search box.
    busca: text('busca').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('processos_numero_unique').on(t.numeroProcesso),
    index('processos_owner_idx').on(t.ownerId, t.createdAt),
    index('processos_perito_idx').on(t.peritoId, t.createdAt),
    index('processos_created_idx').on(t.createdAt),
    index('processos_prazo_idx').on(t.prazo),
    index('processos_busca_trgm').using('gin', sql`${t.busca} gin_trgm_ops`),
    check('processos_tipo_acao_code', oneOf(t.tipoAcao, TIPOS_ACAO)),
    check('processos_tipo_justica_code', oneOf(t.tipoJustica, TIPOS_JUSTICA)),
  ],
);

export const processoFases = pgTable(
  'processo_fases',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    idFase: integer('id_fase').notNull(),
    posicao: integer('posicao').notNull(),
    concluida: boolean('concluida').notNull().default(false),
    concluidaEm: timestamp('concluida_em', { withTimezone: true, mode: 'date' }),
    dataEntrega: date('data_entrega', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('processo_fases_unique').on(t.processoId, t.idFase)],
);

export const quesitos = pgTable(
  'quesitos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    autorId: integer('autor_id').references(() => users.id),
    name: text('name'),
    description: text('description').notNull(),
    categoria: text('categoria'),
    prioridade: text('prioridade'),
    createdAt: createdAt(),
  },
  (t) => [index('quesitos_processo_idx').on(t.processoId, t.createdAt), index('quesitos_autor_idx').on(t.autorId)],
);

export const documentos = pgTable(
  'documentos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    autorId: integer('autor_id').references(() => users.id),
    titulo: text('titulo').notNull(),
    // 'link': a Google Drive link (url). 'arquivo': a file in the storage module (lib/storage), encrypted.
    tipo: text('tipo').$type<DocumentoTipo>().notNull().default('link'),
    url: text('url'),
    storageKey: text('storage_key'),
    mime: text('mime'),
    tamanho: integer('tamanho'),
    sha256: text('sha256'),
    nomeArquivo: text('nome_arquivo'),
    idFase: integer('id_fase'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documentos_processo_idx').on(t.processoId, t.createdAt),
    index('documentos_autor_idx').on(t.autorId),
    uniqueIndex('documentos_storage_key_idx').on(t.storageKey),
    check(
      'documentos_tipo_check',
      sql`(${t.tipo} = 'link' and ${t.url} is not null and ${t.storageKey} is null) or (${t.tipo} = 'arquivo' and ${t.storageKey} is not null and ${t.mime} is not null and ${t.tamanho} is not null and ${t.sha256} is not null and ${t.nomeArquivo} is not null)`,
    ),
  ],
);
export type DocumentoTipo = 'link' | 'arquivo';

export const pericias = pgTable(
  'pericias',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    numeroProcesso: text('numero_processo').notNull(),
    // Set when the number matches a registered case; drives who may see the perícia.
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'set null' }),
    tipo: text('tipo').$type<PericiaTipo>().notNull().default('inss'),
    observacao: text('observacao'),
    endereco: text('endereco'),
    dataStart: timestamp('data_start', { withTimezone: true, mode: 'date' }).notNull(),
    dataEnd: timestamp('data_end', { withTimezone: true, mode: 'date' }).notNull(),
    protocolo: text('protocolo'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('pericias_start_idx').on(t.dataStart),
    index('pericias_processo_idx').on(t.processoId),
    index('pericias_numero_idx').on(t.numeroProcesso),
    index('pericias_created_by_idx').on(t.createdBy),
    check('pericias_tipo_code', oneOf(t.tipo, PERICIA_TIPOS)),
  ],
);

export const cronologia = pgTable(
  'cronologia',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    evento: text('evento').notNull(),
    tipo: text('tipo').notNull(),
    data: timestamp('data', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cronologia_processo_idx').on(t.processoId, t.data), index('cronologia_user_idx').on(t.userId)],
);

export const notificacoes = pgTable(
  'notificacoes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    lida: boolean('lida').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notificacoes_user_idx').on(t.userId, t.lida, t.createdAt), index('notificacoes_processo_idx').on(t.processoId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

// Generic fixed-window counters for rate limits that must hold across app instances.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    assunto: text('assunto').notNull(),
    mensagem: text('mensagem').notNull(),
    ip: text('ip'),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_ip_idx').on(t.ip, t.createdAt)],
);

// Closures an admin records (feriados locais, suspensões de expediente): the deadline engine skips them for
// cases of that tribunal (J.TR of the CNJ number, e.g. "8.19") and/or comarca. At least one of the two is set.
export const suspensoes = pgTable(
  'suspensoes',
  {
    id: serial('id').primaryKey(),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    tribunal: text('tribunal'),
    comarca: text('comarca'),
    descricao: text('descricao').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('suspensoes_tribunal_idx').on(t.tribunal, t.dataFim),
    index('suspensoes_fim_idx').on(t.dataFim),
    check('suspensoes_local_check', sql`${t.tribunal} is not null or ${t.comarca} is not null`),
    check('suspensoes_periodo_check', sql`${t.dataFim} >= ${t.dataInicio}`),
  ],
);

// Payments (DESIGN §10): one row per checkout we open (or a payment an admin records by hand).
export type PagamentoStatus =
  | 'pendente'
  | 'aprovado'
  | 'rejeitado'
  | 'cancelado'
  | 'reembolsado'
  | 'estornado'
  | 'substituido';

export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    // Unguessable id sent to the provider as external_reference and shown on the return pages' query.
    referencia: text('referencia').notNull(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    status: text('status').$type<PagamentoStatus>().notNull().default('pendente'),
    valorCentavos: integer('valor_centavos').notNull(),
    moeda: text('moeda').notNull().default('BRL'),
    // 'mercadopago' for Checkout Pro; 'manual' when an admin records a payment received outside the provider.
    meio: text('meio').$type<'mercadopago' | 'manual'>().notNull(),
    preferenceId: text('preference_id'),
    initPoint: text('init_point'),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }),
    // Set when a provider payment for this reference does not match (amount, currency): an admin must look.
    divergencia: text('divergencia'),
    motivo: text('motivo'),
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pagamentos_referencia_unique').on(t.referencia),
    index('pagamentos_processo_idx').on(t.processoId, t.createdAt),
    index('pagamentos_status_idx').on(t.status, t.createdAt),
  ],
);

// One row per payment the provider reports (its own id), so a replayed notification changes nothing.
export const pagamentosProvedor = pgTable(
  'pagamentos_provedor',
  {
    id: serial('id').primaryKey(),
    provedorId: text('provedor_id').notNull(),
    pagamentoId: integer('pagamento_id')
      .notNull()
      .references(() => pagamentos.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusDetalhe: text('status_detalhe'),
    valorCentavos: integer('valor_centavos').notNull(),
    moeda: text('moeda').notNull(),
    metodo: text('metodo'),
    divergencia: text('divergencia'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pagamentos_provedor_id_unique').on(t.provedorId), index('pagamentos_provedor_pagamento_idx').on(t.pagamentoId)],
);

export const usersRelations = relations(users, ({ many }) => ({
  processos: many(processos, { relationName: 'owner' }),
  pericias: many(processos, { relationName: 'perito' }),
}));

export const processosRelations = relations(processos, ({ one, many }) => ({
  owner: one(users, { fields: [processos.ownerId], references: [users.id], relationName: 'owner' }),
  perito: one(users, { fields: [processos.peritoId], references: [users.id], relationName: 'perito' }),
  fases: many(processoFases),
  quesitos: many(quesitos),
  documentos: many(documentos),
  cronologia: many(cronologia),
}));

export const processoFasesRelations = relations(processoFases, ({ one }) => ({
  processo: one(processos, { fields: [processoFases.processoId], references: [processos.id] }),
}));
export const quesitosRelations = relations(quesitos, ({ one }) => ({
  processo: one(processos, { fields: [quesitos.processoId], references: [processos.id] }),
}));
export const documentosRelations = relations(documentos, ({ one }) => ({
  processo: one(processos, { fields: [documentos.processoId], references: [processos.id] }),
}));
export const cronologiaRelations = relations(cronologia, ({ one }) => ({
  processo: one(processos, { fields: [cronologia.processoId], references: [processos.id] }),
  user: one(users, { fields: [cronologia.userId], references: [users.id] }),
}));
export const periciasRelations = relations(pericias, ({ one }) => ({
  processo: one(processos, { fields: [pericias.processoId], references: [processos.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Processo = typeof processos.$inferSelect;
export type NewProcesso = typeof processos.$inferInsert;
export type ProcessoFase = typeof processoFases.$inferSelect;
export type Quesito = typeof quesitos.$inferSelect;
export type Documento = typeof documentos.$inferSelect;
export type Pericia = typeof pericias.$inferSelect;
export type CronologiaEvento = typeof cronologia.$inferSelect;
export type Notificacao = typeof notificacoes.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Pagamento = typeof pagamentos.$inferSelect;
export type PagamentoProvedor = typeof pagamentosProvedor.$inferSelect;
