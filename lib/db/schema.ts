import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import { LINK_SENHA_FINALIDADES, type LinkSenhaFinalidade, type UserSettings } from '../domain/accounts';
import { LEITURA_STATUSES, type LeituraStatus } from '../domain/autos/leitura';
import { CODIGO_PATTERN } from '../domain/proposta-codigo';
import { DOCUMENTO_TIPOS, type DocumentoTipo } from '../domain/arquivos';
import {
  CREDITO_LOTE_ORIGENS,
  CREDITO_MOVIMENTO_TIPOS,
  type CreditoLoteOrigem,
  type CreditoMovimentoTipo,
  type PacoteTermos,
} from '../domain/creditos';
import {
  ENTREGA_STATUSES,
  ENTREGA_VERSAO_ORIGENS,
  type EntregaStatus,
  type EntregaVersaoOrigem,
  type TiptapJson,
} from '../domain/entregas';
import {
  ETAPAS,
  LADOS_PROCESSO,
  LEMBRETE_EMAIL_STATUS,
  LEMBRETE_KINDS,
  PARTES_PRAZO_EM_DOBRO,
  PERICIA_TIPOS,
  PRAZO_CONTAGENS,
  PRAZO_STATUS,
  PRAZO_TIPOS,
  SITUACOES,
  TIPOS_ACAO,
  TIPOS_JUSTICA,
  type Etapa,
  type LadoProcesso,
  type LembreteEmailStatus,
  type LembreteKind,
  type ParteComPrazoEmDobro,
  type PericiaTipo,
  type PrazoContagem,
  type PrazoStatus,
  type PrazoTipo,
  type Situacao,
  type TipoAcao,
  type TipoJustica,
} from '../domain/labels';
import {
  ACESSO_OBJETOS,
  ALTERACAO_ENTIDADES,
  DOCUMENTOS_CONSENTIMENTO,
  INCIDENTE_RISCOS,
  SOLICITACAO_STATUSES,
  SOLICITACAO_TIPOS,
  type AcessoObjeto,
  type AlteracaoEntidade,
  type DocumentoConsentimento,
  type IncidenteRisco,
  type SolicitacaoStatus,
  type SolicitacaoTipo,
} from '../domain/lgpd';
import {
  PAGAMENTO_MEIOS,
  FORMAS_RECEBIMENTO,
  type FormaRecebimento,
  PAGAMENTO_STATUSES,
  PAGAMENTO_TIPOS,
  type PagamentoMeio,
  type PagamentoStatus,
  type PagamentoTipo,
} from '../domain/pagamentos';
import type { LembretesEmail } from '../domain/prazos-processo';
import { ROLES, type Role } from '../domain/roles';
import {
  AVISO_PERICIADO_CANAIS,
  AVISO_PERICIADO_DESTINATARIOS,
  AVISO_PERICIADO_STATUSES,
  AVISO_PERICIADO_TIPOS,
  CONSENTIMENTO_ORIGENS,
  type AvisoPericiadoCanal,
  type AvisoPericiadoDestinatario,
  type AvisoPericiadoStatus,
  type AvisoPericiadoTipo,
  type ConsentimentoOrigem,
} from '../domain/periciado/codes';
import type { QuadroPericial, RespostaLaudo } from '../domain/pareceres/quadro';
import { TIPOS_ACAO_MODELO, type TipoAcaoModelo } from '../domain/pareceres/modelos';
import { UFS } from '../domain/ufs';
import { ESTADOS_SINCRONIZACAO, type EstadoSincronizacao } from '../domain/tribunais/sincronizacao';
import type { TabelaPrecos } from '../domain/pricing/tabela';
import type { PrecosFasesEmitidos } from '../domain/proposta';
import { NFSE_AMBIENTES, NFSE_REGIMES, NFSE_STATUSES, type NfseAmbiente, type NfseHistorico, type NfseMensagem, type NfseRegime, type NfseServico, type NfseStatus, type NfseTomadorResumo } from '../domain/nfse/config';

/*
 * The vocabulary (roles, situações, etapas, statuses...) is the domain's (DESIGN §11 "The house"): lib/domain
 * declares the codes, this schema stores them and checks each column against the same list. The types are
 * re-exported here for the code that reads rows.
 */
export type { Role, UserSettings, LembretesEmail, DocumentoTipo, PagamentoStatus, PagamentoMeio, PagamentoTipo };
export type { CreditoLoteOrigem, EntregaStatus, EntregaVersaoOrigem, TiptapJson };
export type { AcessoObjeto, AlteracaoEntidade, IncidenteRisco, SolicitacaoStatus, SolicitacaoTipo };
export type ConsentimentoDocumento = DocumentoConsentimento;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();


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
    // Issue 39: the law office's CNPJ (digits), optional; when present the nota fiscal's tomador is this company.
    cnpj: text('cnpj'),
    // Issue 39 (migration 48): the address printed on the nota fiscal (the DPS's toma/end), optional as a group and
    // filled on Meus dados; CEP as 8 digits, UF as its two letters, codigoMunicipio the IBGE code derived from
    // (uf, municipio) when saved (lib/domain/municipios.ts). The free-text endereco above is another field.
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    municipio: text('municipio'),
    uf: text('uf'),
    codigoMunicipio: text('codigo_municipio'),
    telefone: text('telefone'),
    settings: jsonb('settings')
      .$type<UserSettings>()
      .notNull()
      .default({ emailNotifications: true, promoEmails: false }),
    // Bumped on password reset / deactivation: every token carrying an older version stops working.
    sessionVersion: integer('session_version').notNull().default(0),
    // Secret part of the private iCalendar feed URL; null until the user asks for one.
    calendarSecret: text('calendar_secret'),
    // Professional registration (issue 28): médicos sign deliverables with CRM/UF, especialidade and RQE;
    // advogados give their OAB, which the DJEN sync also asks by (issue 26).
    crm: text('crm'),
    crmUf: text('crm_uf'),
    especialidade: text('especialidade'),
    rqe: text('rqe'),
    oabNumero: text('oab_numero'),
    oabUf: text('oab_uf'),
    // Issue 34 item 7: when the account's e-mail was confirmed through the link sent at sign-up; null = not yet
    // (a banner asks, nothing is blocked). Accounts older than the rule were marked confirmed by migration 0041.
    emailConfirmadoEm: timestamp('email_confirmado_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_calendar_secret_unique').on(t.calendarSecret),
    index('users_role_idx').on(t.role),
    check('users_role_code', oneOf(t.role, ROLES)),
    check('users_crm_uf_code', oneOf(t.crmUf, UFS)),
    check('users_oab_uf_code', oneOf(t.oabUf, UFS)),
    index('users_oab_idx').on(t.oabNumero, t.oabUf),
  ],
);

export type { Etapa, Situacao, PrazoTipo, PrazoStatus, PrazoContagem, ParteComPrazoEmDobro, LadoProcesso, LembreteKind, LembreteEmailStatus };

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
    // ── issue 34: the side of the firm's client and each side's procedural privilege (CPC arts. 180, 183, 186) ──
    // Replaces issue 28's prazo_em_dobro (migration 0034 moved it to the side opposite the client and flagged the
    // case for review): only the client's side's privilege doubles the case's deadlines.
    ladoCliente: text('lado_cliente').$type<LadoProcesso>().notNull().default('requerente'),
    privilegioRequerente: text('privilegio_requerente').$type<ParteComPrazoEmDobro>(),
    privilegioRequerido: text('privilegio_requerido').$type<ParteComPrazoEmDobro>(),
    // True while a case that had 'prazo em dobro' recorded under the old rule waits for someone to confirm its sides.
    partesRevisar: boolean('partes_revisar').notNull().default(false),
    totalCentavos: integer('total_centavos').notNull().default(0),
    diasAntecipacao: integer('dias_antecipacao').notNull().default(0),
    // ── issue 34 item 5: the price table version the case was registered with (1 = SPEC's values) ──
    precosVersao: integer('precos_versao').notNull().default(1),
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
    check('processos_situacao_code', oneOf(t.situacao, SITUACOES)),
    check('processos_etapa_code', oneOf(t.etapa, ETAPAS)),
    check('processos_lado_cliente_code', oneOf(t.ladoCliente, LADOS_PROCESSO)),
    check('processos_privilegio_requerente_code', oneOf(t.privilegioRequerente, PARTES_PRAZO_EM_DOBRO)),
    check('processos_privilegio_requerido_code', oneOf(t.privilegioRequerido, PARTES_PRAZO_EM_DOBRO)),
  ],
);

/**
 * One row: a number the database raises (at commit, by the deferred trigger of migration 0015) in every
 * transaction that adds, removes or re-scopes a processo (busca, owner, perito). A snapshot that sees a change
 * sees its raised number, so a count of cases remembered with the number it was counted under is exact while
 * the number stays the same (lib/data/processos/contagem.ts).
 */
export const processosVersao = pgTable(
  'processos_versao',
  {
    id: boolean('id').primaryKey().default(true),
    versao: bigint('versao', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('processos_versao_uma_linha', sql`${t.id}`)],
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
    check('documentos_tipo_code', oneOf(t.tipo, DOCUMENTO_TIPOS)),
    check(
      'documentos_tipo_check',
      sql`(${t.tipo} = 'link' and ${t.url} is not null and ${t.storageKey} is null) or (${t.tipo} = 'arquivo' and ${t.storageKey} is not null and ${t.mime} is not null and ${t.tamanho} is not null and ${t.sha256} is not null and ${t.nomeArquivo} is not null)`,
    ),
  ],
);

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
    // Which flow the link belongs to (issue 28): a reset link never opens an invitation, nor the other way round.
    finalidade: text('finalidade').$type<LinkSenhaFinalidade>().notNull().default('redefinicao'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
    check('password_reset_tokens_finalidade_code', oneOf(t.finalidade, LINK_SENHA_FINALIDADES)),
  ],
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
    // Issue 34 item 4: where the day comes from (the court's resolution, portaria or published calendar).
    fonte: text('fonte'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('suspensoes_tribunal_idx').on(t.tribunal, t.dataFim),
    index('suspensoes_fim_idx').on(t.dataFim),
    check('suspensoes_local_check', sql`${t.tribunal} is not null or ${t.comarca} is not null`),
    check('suspensoes_periodo_check', sql`${t.dataFim} >= ${t.dataInicio}`),
  ],
);

// Payments (DESIGN §10): one row per checkout we open (or a payment an admin records by hand).

export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    // Unguessable id sent to the provider as external_reference and shown on the return pages' query.
    referencia: text('referencia').notNull(),
    // Null for a budget package (tipo 'pacote'): it buys créditos, not one case.
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    status: text('status').$type<PagamentoStatus>().notNull().default('pendente'),
    valorCentavos: integer('valor_centavos').notNull(),
    moeda: text('moeda').notNull().default('BRL'),
    // 'mercadopago' for Checkout Pro; 'manual' when an admin records a payment received outside the provider;
    // 'credito' when a crédito of a paid package paid for the case.
    meio: text('meio').$type<PagamentoMeio>().notNull(),
    preferenceId: text('preference_id'),
    initPoint: text('init_point'),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }),
    // Set when a provider payment for this reference does not match (amount, currency): an admin must look.
    divergencia: text('divergencia'),
    motivo: text('motivo'),
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true, mode: 'date' }),
    // A payment an admin recorded as received outside the provider (meio 'manual', or a package's pending checkout
    // paid by PIX or transfer): the day it arrived, how, and the bank's or PIX's own id of it (one record per id).
    recebidoEm: date('recebido_em', { mode: 'string' }),
    formaRecebimento: text('forma_recebimento').$type<FormaRecebimento>(),
    referenciaExterna: text('referencia_externa'),
    // ── Pacotes e créditos ── 'processo' pays for one case; 'pacote' buys créditos on the terms in `pacote`.
    tipo: text('tipo').$type<PagamentoTipo>().notNull().default('processo'),
    pacote: jsonb('pacote').$type<PacoteTermos>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pagamentos_tipo_alvo', sql`(${t.tipo} = 'processo' and ${t.processoId} is not null) or (${t.tipo} = 'pacote' and ${t.pacote} is not null)`),
    index('pagamentos_user_tipo_idx').on(t.userId, t.tipo, t.createdAt),
    uniqueIndex('pagamentos_referencia_unique').on(t.referencia),
    index('pagamentos_processo_idx').on(t.processoId, t.createdAt),
    index('pagamentos_status_idx').on(t.status, t.createdAt),
    check('pagamentos_status_code', oneOf(t.status, PAGAMENTO_STATUSES)),
    check('pagamentos_meio_code', oneOf(t.meio, PAGAMENTO_MEIOS)),
    check('pagamentos_tipo_code', oneOf(t.tipo, PAGAMENTO_TIPOS)),
    check('pagamentos_forma_recebimento_code', oneOf(t.formaRecebimento, FORMAS_RECEBIMENTO)),
    uniqueIndex('pagamentos_referencia_externa_unique').on(t.referenciaExterna),
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
    // A second approved provider payment for the same reference: recorded, not applied, to be refunded by an admin.
    duplicado: boolean('duplicado').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pagamentos_provedor_id_unique').on(t.provedorId), index('pagamentos_provedor_pagamento_idx').on(t.pagamentoId)],
);

// ── Pacotes e créditos (issue 12 item 5) ──
// A paid budget package becomes one lot of prepaid processes (créditos) with its terms; an admin's manual
// créditos live in the user's lot with `qualquer` (good for any case). users.creditos is the sum of the balances,
// kept in the same transactions that change a lot.
export const creditosLotes = pgTable(
  'creditos_lotes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The package payment that bought it (one lot per payment); null for the manual lot.
    pagamentoId: integer('pagamento_id').references(() => pagamentos.id, { onDelete: 'set null' }),
    origem: text('origem').$type<CreditoLoteOrigem>().notNull(),
    qualquer: boolean('qualquer').notNull().default(false),
    completo: boolean('completo').notNull().default(false),
    fases: jsonb('fases').$type<number[]>().notNull(),
    quantidade: integer('quantidade').notNull(),
    saldo: integer('saldo').notNull(),
    precoUnitarioCentavos: integer('preco_unitario_centavos').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creditos_lotes_pagamento_unique').on(t.pagamentoId),
    index('creditos_lotes_user_idx').on(t.userId, t.saldo),
    check('creditos_lotes_saldo_check', sql`${t.saldo} >= 0`),
    check('creditos_lotes_origem_code', oneOf(t.origem, CREDITO_LOTE_ORIGENS)),
  ],
);

// Every change of a balance: purchase, use on a case, an admin's adjustment (who, when, old → new, why), refund.
export const creditosMovimentos = pgTable(
  'creditos_movimentos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loteId: integer('lote_id').references(() => creditosLotes.id, { onDelete: 'set null' }),
    // Who made the change; null when the provider's approval did.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    tipo: text('tipo').$type<CreditoMovimentoTipo>().notNull(),
    delta: integer('delta').notNull(),
    saldoAntes: integer('saldo_antes').notNull(),
    saldoDepois: integer('saldo_depois').notNull(),
    motivo: text('motivo'),
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'set null' }),
    pagamentoId: integer('pagamento_id').references(() => pagamentos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('creditos_movimentos_user_idx').on(t.userId, t.createdAt),
    check('creditos_movimentos_tipo_code', oneOf(t.tipo, CREDITO_MOVIMENTO_TIPOS)),
  ],
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

// ── Convites e identidade da empresa (issue 11, items 2 and 3) ──

/**
 * An admin's invitation (POST /api/user/invite). The invited account exists from the start (unique e-mail, a
 * password nobody knows) and becomes usable when its owner sets a password through the one-time link e-mailed
 * to them (the /reset-password flow, 72 h). Resending issues a new link and kills the old ones; revoking kills
 * every link and deactivates the account. Pending = neither accepted nor revoked.
 */
export const convites = pgTable(
  'convites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('convites_user_idx').on(t.userId)],
);

export type Depoimento = { texto: string; nome: string; papel: string };

/**
 * The firm's own identity (one row, id 1), edited by admins on the 'Empresa' page and shown on the public pages.
 * Every field is optional: a block whose data is missing is not shown (no invented data ships).
 */
export const empresa = pgTable(
  'empresa',
  {
    id: integer('id').primaryKey().default(1),
    razaoSocial: text('razao_social'),
    nomeFantasia: text('nome_fantasia'),
    cnpj: text('cnpj'),
    endereco: text('endereco'),
    cidade: text('cidade'),
    cep: text('cep'),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    horario: text('horario'),
    banco: text('banco'),
    agencia: text('agencia'),
    conta: text('conta'),
    pix: text('pix'),
    dpoNome: text('dpo_nome'),
    dpoContato: text('dpo_contato'),
    // The firm's choice to take payments through Mercado Pago (when its keys are set). Off, payers see the PIX key
    // and bank data above and an admin records each payment received (issue 28 item 5).
    pagamentoOnline: boolean('pagamento_online').notNull().default(true),
    depoimentos: jsonb('depoimentos').$type<Depoimento[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('empresa_single_row', sql`${t.id} = 1`)],
);

/**
 * The firm's price table (issue 34 item 5): one row per version, each the whole table (amounts in centavos, fees in
 * basis points). The highest version is in force; a case records the version it was registered with. Version 1
 * (SPEC's values) is written by migration 0040; lib/data/precos falls back to SPEC's values if it is missing.
 */
export const tabelaPrecos = pgTable('tabela_precos', {
  versao: integer('versao').primaryKey(),
  tabela: jsonb('tabela').$type<TabelaPrecos>().notNull(),
  vigenteDesde: timestamp('vigente_desde', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
});

export type Convite = typeof convites.$inferSelect;
export type Empresa = typeof empresa.$inferSelect;
// ── Sessions, MFA and idempotency (issue 11: items 5, 6 and 11) ──

// One row per login. The token carries its id (`sid`); every request checks the row (one query joined with the
// user): revoked (logout, 'Sair de todos os dispositivos', password reset, deactivation) or past its absolute
// expiry (24 h, or 30 days with Lembrar-me) → the token stops working at once. No route moves expires_at.
export const sessoes = pgTable(
  'sessoes',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessoes_user_idx').on(t.userId, t.expiresAt)],
);

// A perito's A1 certificate (issue 28): the .pfx is an encrypted object of lib/storage (FILES_KEY), its password is
// sealed with lib/security/secret-box (FILES_KEY, the user id as context) so published PDFs can be signed without
// asking again; never stored in clear. Subject, issuer and validity are copied out for display and the expiry check.
export const certificadosAssinatura = pgTable('certificados_assinatura', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  senhaEnc: text('senha_enc').notNull(),
  titular: text('titular').notNull(),
  emissor: text('emissor').notNull(),
  validoDe: timestamp('valido_de', { withTimezone: true, mode: 'date' }).notNull(),
  validoAte: timestamp('valido_ate', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});
export type CertificadoAssinatura = typeof certificadosAssinatura.$inferSelect;

// TOTP (RFC 6238) of a user. The secret is stored encrypted (AES-256-GCM, key derived from FILES_KEY); enabled_at
// is null while the user has started the setup but not yet confirmed a code. last_step blocks replaying a code.
export const mfaTotp = pgTable('mfa_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Ten single-use recovery codes per enrolment, stored as SHA-256 (they are 50-bit random codes, not passwords).
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId), uniqueIndex('mfa_recovery_codes_hash_unique').on(t.userId, t.codeHash)],
);

// Idempotency-Key of creates: the first 2xx answer (status and body) per user and key, replayed for 24 h.
// status is null while the first request is still running.
export const idempotencia = pgTable(
  'idempotencia',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    rota: text('rota').notNull(),
    // SHA-256 of method, route and body: the same key with another request is refused.
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    resposta: text('resposta'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotencia_user_chave_unique').on(t.userId, t.chave), index('idempotencia_created_idx').on(t.createdAt)],
);

export type Sessao = typeof sessoes.$inferSelect;
// ── prazos processo (issue 13: case deadlines and their reminders) ──

// A procedural deadline of a case with its start event: art. 465 §1 (15 dias úteis from the intimação of the
// nomination), art. 466 §2 (the perito's notice to the assistants, at least 5 dias úteis before the perícia)
// and art. 477 §1 (15 dias úteis from the intimação of the report). `fim` is counted by lib/domain/prazos.

export const prazosProcesso = pgTable(
  'prazos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    // art. 466: the perícia the notice is for (the deadline goes with it).
    periciaId: integer('pericia_id').references(() => pericias.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<PrazoTipo>().notNull(),
    // The start event (the intimação date; for art. 466 the day the perícia was scheduled).
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    status: text('status').$type<PrazoStatus>().notNull().default('aberto'),
    // 'manual' deadlines (issue 28): what they are for, their days and how they count; null for the legal ones.
    descricao: text('descricao'),
    dias: integer('dias'),
    contagem: text('contagem').$type<PrazoContagem>(),
    // Counted in double (CPC arts. 180, 183, 186) because the case said so when `fim` was counted.
    emDobro: boolean('em_dobro').notNull().default(false),
    // The last day a service feeding this deadline may be delivered (2 dias úteis before `fim`; art. 465/477).
    limiteEntrega: date('limite_entrega', { mode: 'string' }),
    // When the lawyer and admins were told a service could not be delivered by `limiteEntrega` (once per deadline).
    alertaEntregaEm: timestamp('alerta_entrega_em', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prazos_processo_idx').on(t.processoId, t.status, t.fim),
    index('prazos_status_fim_idx').on(t.status, t.fim),
    index('prazos_pericia_idx').on(t.periciaId),
    check('prazos_tipo_code', oneOf(t.tipo, PRAZO_TIPOS)),
    check('prazos_status_code', oneOf(t.status, PRAZO_STATUS)),
    check('prazos_contagem_code', oneOf(t.contagem, PRAZO_CONTAGENS)),
  ],
);

// One row per reminder (deadline or perícia, kind, person): the unique `chave` makes each reminder exist once
// however many workers run; the in-app notification is written with the row, the e-mail is delivered from it
// (status + attempts, retried with backoff, 'falhou' after the last attempt: never dropped silently).

export const lembretes = pgTable(
  'lembretes',
  {
    id: serial('id').primaryKey(),
    // 'prazo:<id>:<kind>:<user>' or 'pericia:<id>:<kind>:<user>'.
    chave: text('chave').notNull(),
    kind: text('kind').$type<LembreteKind>().notNull(),
    prazoId: integer('prazo_id').references(() => prazosProcesso.id, { onDelete: 'cascade' }),
    periciaId: integer('pericia_id').references(() => pericias.id, { onDelete: 'cascade' }),
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The deadline's last day, or the perícia's day.
    dataAlvo: date('data_alvo', { mode: 'string' }).notNull(),
    mensagem: text('mensagem').notNull(),
    emailStatus: text('email_status').$type<LembreteEmailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lembretes_chave_unique').on(t.chave),
    index('lembretes_email_idx').on(t.emailStatus, t.nextAttemptAt),
    index('lembretes_user_idx').on(t.userId),
    check('lembretes_kind_code', oneOf(t.kind, LEMBRETE_KINDS)),
    check('lembretes_email_status_code', oneOf(t.emailStatus, LEMBRETE_EMAIL_STATUS)),
  ],
);

export type PrazoProcesso = typeof prazosProcesso.$inferSelect;
export type Lembrete = typeof lembretes.$inferSelect;
// ── entregas (issue 14: the deliverable of each phase, written in the system) ──
// One deliverable per case and phase: a draft in Tiptap JSON (validated by lib/validation/entregas.ts, only the
// node and mark types the renderers know), its saved versions, and once published the PDF and DOCX it became
// (rows of `documentos`, tipo 'arquivo', with the phase's id_fase).

export const entregas = pgTable(
  'entregas',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    idFase: integer('id_fase').notNull(),
    status: text('status').$type<EntregaStatus>().notNull().default('rascunho'),
    titulo: text('titulo').notNull(),
    conteudo: jsonb('conteudo').$type<TiptapJson>().notNull(),
    // Number of the latest row of entrega_versoes (0 before the first save).
    versao: integer('versao').notNull().default(0),
    autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
    publicadaEm: timestamp('publicada_em', { withTimezone: true, mode: 'date' }),
    publicadaPor: integer('publicada_por').references(() => users.id, { onDelete: 'set null' }),
    documentoPdfId: integer('documento_pdf_id').references(() => documentos.id, { onDelete: 'set null' }),
    documentoDocxId: integer('documento_docx_id').references(() => documentos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entregas_processo_fase_unique').on(t.processoId, t.idFase),
    check('entregas_status_code', oneOf(t.status, ENTREGA_STATUSES)),
    check('entregas_fase_check', sql`${t.idFase} between 1 and 4`),
  ],
);

export const entregaVersoes = pgTable(
  'entrega_versoes',
  {
    id: serial('id').primaryKey(),
    entregaId: integer('entrega_id')
      .notNull()
      .references(() => entregas.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    conteudo: jsonb('conteudo').$type<TiptapJson>().notNull(),
    autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
    // 'autosave' versions absorb later autosaves of the same author for a while; 'manual' and 'restauracao' never.
    origem: text('origem').$type<EntregaVersaoOrigem>().notNull().default('autosave'),
    restauradaDe: integer('restaurada_de'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entrega_versoes_numero_unique').on(t.entregaId, t.numero),
    check('entrega_versoes_origem_code', oneOf(t.origem, ENTREGA_VERSAO_ORIGENS)),
  ],
);

export type Entrega = typeof entregas.$inferSelect;
export type EntregaVersao = typeof entregaVersoes.$inferSelect;
export type CreditoLote = typeof creditosLotes.$inferSelect;
export type CreditoMovimento = typeof creditosMovimentos.$inferSelect;
// ── LGPD (issue 15): access log, field-level history, consents, data-subject requests, incidents ──

/**
 * Every read of a case's health data (its detail, its documents and files, its perícias): who, in which role,
 * when, what and from which address. Append-only: no API edits or deletes a row (a trigger in the migration
 * refuses UPDATE and DELETE), and the case it names is never deleted through the product.
 */
export const acessos = pgTable(
  'acessos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').$type<Role>().notNull(),
    objeto: text('objeto').$type<AcessoObjeto>().notNull(),
    // The document id for 'arquivo' (a download).
    objetoId: integer('objeto_id'),
    endereco: text('endereco').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('acessos_processo_idx').on(t.processoId, t.createdAt, t.id),
    index('acessos_user_idx').on(t.userId, t.createdAt),
    check('acessos_role_code', oneOf(t.role, ROLES)),
    check('acessos_objeto_code', oneOf(t.objeto, ACESSO_OBJETOS)),
  ],
);

/** One row per field changed by an edit (entidade: processo, quesito, pericia, usuario): old and new value, who. */
export const alteracoes = pgTable(
  'alteracoes',
  {
    id: serial('id').primaryKey(),
    entidade: text('entidade').$type<AlteracaoEntidade>().notNull(),
    entidadeId: integer('entidade_id').notNull(),
    // The case the change belongs to (shown in its Cronologia), when there is one.
    processoId: integer('processo_id'),
    campo: text('campo').notNull(),
    antes: text('antes'),
    depois: text('depois'),
    // Why the field changed, when the change has a stated reason (e.g. créditos; DESIGN §11's default via the API).
    motivo: text('motivo'),
    autorId: integer('autor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('alteracoes_processo_idx').on(t.processoId, t.createdAt),
    index('alteracoes_entidade_idx').on(t.entidade, t.entidadeId, t.createdAt),
    index('alteracoes_autor_idx').on(t.autorId, t.createdAt),
    index('alteracoes_created_idx').on(t.createdAt),
    check('alteracoes_entidade_code', oneOf(t.entidade, ALTERACAO_ENTIDADES)),
  ],
);

/** Acceptance of the terms of use and of the privacy policy, with the version accepted and when. */
export const consentimentos = pgTable(
  'consentimentos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    documento: text('documento').$type<ConsentimentoDocumento>().notNull(),
    versao: text('versao').notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Revocation (LGPD art. 8 §5) is filed as a request; the row keeps the moment it stopped applying.
    revogadoEm: timestamp('revogado_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('consentimentos_user_doc_versao_unique').on(t.userId, t.documento, t.versao),
    check('consentimentos_documento_code', oneOf(t.documento, DOCUMENTOS_CONSENTIMENTO)),
  ],
);

/** A data subject's request (LGPD art. 18), answered by an admin within 15 days (art. 19). */
export const solicitacoesLgpd = pgTable(
  'solicitacoes_lgpd',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tipo: text('tipo').$type<SolicitacaoTipo>().notNull(),
    mensagem: text('mensagem').notNull(),
    status: text('status').$type<SolicitacaoStatus>().notNull().default('aberta'),
    prazo: date('prazo', { mode: 'string' }).notNull(),
    resposta: text('resposta'),
    respondidaPor: integer('respondida_por').references(() => users.id),
    respondidaEm: timestamp('respondida_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('solicitacoes_lgpd_status_idx').on(t.status, t.prazo),
    index('solicitacoes_lgpd_user_idx').on(t.userId, t.createdAt),
    check('solicitacoes_lgpd_tipo_code', oneOf(t.tipo, SOLICITACAO_TIPOS)),
    check('solicitacoes_lgpd_status_code', oneOf(t.status, SOLICITACAO_STATUSES)),
  ],
);

/**
 * Issue 34 item 7: the link that confirms a new account's e-mail. One row per account; the token is issued when the
 * e-mail is sent (lib/data/avisos-email/tipos/confirmacao-cadastro.ts) and only its SHA-256 is kept; a resend issues
 * a new one and the earlier link stops working.
 */
export const confirmacoesCadastro = pgTable(
  'confirmacoes_cadastro',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    envios: integer('envios').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('confirmacoes_cadastro_hash_unique').on(t.tokenHash)],
);

/** A pending e-mail change: the new address becomes the account's only after the link sent to it is opened. */
export const trocasEmail = pgTable(
  'trocas_email',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    novoEmail: text('novo_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    // The session that asked for the change: confirming ends every other session of the account.
    sessaoId: text('sessao_id'),
    // Once confirmed: the address it replaced, and the undo link (SHA-256) mailed to it, valid for 7 days.
    emailAnterior: text('email_anterior'),
    desfazerHash: text('desfazer_hash'),
    desfazerAte: timestamp('desfazer_ate', { withTimezone: true, mode: 'date' }),
    desfeitaEm: timestamp('desfeita_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trocas_email_hash_unique').on(t.tokenHash),
    uniqueIndex('trocas_email_desfazer_unique').on(t.desfazerHash),
    index('trocas_email_user_idx').on(t.userId),
  ],
);

/** Security incidents (ANPD Res. 15/2024): kept at least 5 years; no API deletes them (a trigger refuses DELETE). */
export const incidentes = pgTable(
  'incidentes',
  {
    id: serial('id').primaryKey(),
    dataIncidente: timestamp('data_incidente', { withTimezone: true, mode: 'date' }).notNull(),
    dataConhecimento: timestamp('data_conhecimento', { withTimezone: true, mode: 'date' }).notNull(),
    descricao: text('descricao').notNull(),
    dadosAfetados: text('dados_afetados').notNull(),
    titularesAfetados: text('titulares_afetados').notNull(),
    quantidadeTitulares: integer('quantidade_titulares'),
    risco: text('risco').$type<IncidenteRisco>().notNull(),
    medidas: text('medidas').notNull(),
    anpdComunicada: boolean('anpd_comunicada').notNull().default(false),
    anpdComunicadaEm: date('anpd_comunicada_em', { mode: 'string' }),
    titularesComunicados: boolean('titulares_comunicados').notNull().default(false),
    titularesComunicadosEm: date('titulares_comunicados_em', { mode: 'string' }),
    registradoPor: integer('registrado_por').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('incidentes_data_idx').on(t.dataIncidente), check('incidentes_risco_code', oneOf(t.risco, INCIDENTE_RISCOS))],
);

export type Acesso = typeof acessos.$inferSelect;
export type Alteracao = typeof alteracoes.$inferSelect;
export type Consentimento = typeof consentimentos.$inferSelect;
export type SolicitacaoLgpd = typeof solicitacoesLgpd.$inferSelect;
export type Incidente = typeof incidentes.$inferSelect;

// ── The API as a product (issue 24): personal API tokens and signed webhooks ──

/**
 * A personal API token: `pmj_` + 32 random bytes, shown once; only its SHA-256 is kept. It acts as its owner on
 * /api while unrevoked, unexpired, the owner active and the owner's session version the one it was created under
 * (a password reset or a deactivation bumps it, so every token of the user dies with it).
 */
export const tokensApi = pgTable(
  'tokens_api',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    tokenHash: text('token_hash').notNull(),
    // The first characters of the token (e.g. 'pmj_Ab3d'), so the owner can tell tokens apart; not a secret.
    prefixo: text('prefixo').notNull(),
    sessionVersion: integer('session_version').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true, mode: 'date' }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tokens_api_hash_unique').on(t.tokenHash), index('tokens_api_user_idx').on(t.userId)],
);

/** An endpoint of an office's system that hears of events; the signing secret is sealed (lib/security/secret-box). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventos: jsonb('eventos').$type<string[]>().notNull(),
    segredoEnc: text('segredo_enc').notNull(),
    removidoEm: timestamp('removido_em', { withTimezone: true, mode: 'date' }),
    // Issue 36 item 3: the first failed attempt since the last delivered one (null while it delivers), and the pause
    // after a day of failures (no attempt is made until the owner or an admin reactivates it), with its reason.
    falhandoDesde: timestamp('falhando_desde', { withTimezone: true, mode: 'date' }),
    pausadoEm: timestamp('pausado_em', { withTimezone: true, mode: 'date' }),
    pausaMotivo: text('pausa_motivo'),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

/** An event, recorded in the transaction of the change it tells of (so it exists iff the change committed). */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: text('id').primaryKey(),
    evento: text('evento').notNull(),
    processoId: integer('processo_id'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_eventos_created_idx').on(t.createdAt)],
);

/**
 * The outbox: one row per (event, endpoint), never two (unique), claimed by the job that sends it. `agendadaEm`:
 * a pg-boss job was created for it; `tentandoAte`: an attempt is running (another worker leaves it alone).
 * 'pausada': not attempted, its endpoint is paused (back to 'pendente' when it is reactivated).
 */
export type WebhookEntregaStatus = 'pendente' | 'entregue' | 'falhou' | 'pausada';
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: serial('id').primaryKey(),
    eventoId: text('evento_id')
      .notNull()
      .references(() => webhookEventos.id, { onDelete: 'cascade' }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookEntregaStatus>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimoStatusHttp: integer('ultimo_status_http'),
    ultimoErro: text('ultimo_erro'),
    agendadaEm: timestamp('agendada_em', { withTimezone: true, mode: 'date' }),
    tentandoAte: timestamp('tentando_ate', { withTimezone: true, mode: 'date' }),
    entregueEm: timestamp('entregue_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_entregas_unique').on(t.eventoId, t.webhookId),
    index('webhook_entregas_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_entregas_pendentes_idx').on(t.id).where(sql`${t.agendadaEm} is null`),
    index('webhook_entregas_em_voo_idx').on(t.webhookId).where(sql`${t.status} = 'pendente' and ${t.agendadaEm} is not null`),
    check('webhook_entregas_status_code', oneOf(t.status, ['pendente', 'entregue', 'falhou', 'pausada'])),
  ],
);

export type TokenApi = typeof tokensApi.$inferSelect;
export type Webhook = typeof webhooks.$inferSelect;
export type WebhookEntrega = typeof webhookEntregas.$inferSelect;
// ── tribunais (issue 26): DataJud movements, DJEN communications, sync state and runs, lookup cache ──────────

/** A DataJud movement of a case, stored once per (case, code, date-time). */
export const andamentos = pgTable(
  'andamentos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    codigo: integer('codigo').notNull(),
    nome: text('nome').notNull(),
    // Null when DataJud sent a day or time that does not exist (issue 36): the value as sent is in dataOriginal.
    dataHora: timestamp('data_hora', { withTimezone: true, mode: 'date' }),
    dataOriginal: text('data_original'),
    complementos: jsonb('complementos').$type<{ codigo: number; valor: number | string | null; nome: string; descricao: string | null }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('andamentos_unico').on(t.processoId, t.codigo, t.dataHora),
    // A movement with an unreadable date is stored once too, by the value as DataJud sent it.
    uniqueIndex('andamentos_data_ilegivel_unico').on(t.processoId, t.codigo, t.dataOriginal).where(sql`${t.dataHora} is null`),
    index('andamentos_processo_idx').on(t.processoId, t.dataHora),
  ],
);

/** A DJEN communication of a case, stored once (by DJEN's hash). */
export const publicacoes = pgTable(
  'publicacoes',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    tipoComunicacao: text('tipo_comunicacao').notNull(),
    siglaTribunal: text('sigla_tribunal'),
    // The three dates are null when DJEN sent an availability date that does not exist (issue 36): the value as
    // sent is in dataOriginal, and the screen says the date must be checked in DJEN.
    dataDisponibilizacao: date('data_disponibilizacao', { mode: 'string' }),
    dataOriginal: text('data_original'),
    // Res. CNJ 455/2022 art. 11: first business day after availability; the deadline starts the next business day.
    dataPublicacao: date('data_publicacao', { mode: 'string' }),
    inicioPrazo: date('inicio_prazo', { mode: 'string' }),
    orgao: text('orgao'),
    texto: text('texto').notNull(),
    link: text('link'),
    // 'Iniciar prazo': the deadline this intimação started (one click, once).
    prazoId: integer('prazo_id').references(() => prazosProcesso.id, { onDelete: 'set null' }),
    prazoIniciadoPor: integer('prazo_iniciado_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('publicacoes_processo_hash').on(t.processoId, t.hash), index('publicacoes_processo_idx').on(t.processoId, t.dataDisponibilizacao)],
);

/** Per case: when it was last synced with success (null: never, so the first sync notifies nobody) and why it last failed. */
export const tribunaisProcessos = pgTable('tribunais_processos', {
  processoId: integer('processo_id')
    .primaryKey()
    .references(() => processos.id, { onDelete: 'cascade' }),
  sincronizadoEm: timestamp('sincronizado_em', { withTimezone: true, mode: 'date' }),
  // DJEN is asked from this availability date on (the last successful run's day before; overlap is harmless).
  djenDesde: date('djen_desde', { mode: 'string' }),
  ultimaTentativa: timestamp('ultima_tentativa', { withTimezone: true, mode: 'date' }),
  ultimaFalha: text('ultima_falha'),
});

/** A failed item of a run: a case (`processoId`), or a lawyer's OAB query (`servico: 'djen_oab'`, `processoId: null`, `numero: 'OAB 123/SP'`). */
export type FalhaSincronizacao = { processoId: number | null; numero: string; servico: 'datajud' | 'djen' | 'banco' | 'djen_oab'; causa: string };

/** One sync run (daily or on demand) with its counts and failures, for the admin page. */
export const tribunaisSincronizacoes = pgTable(
  'tribunais_sincronizacoes',
  {
    id: serial('id').primaryKey(),
    origem: text('origem').$type<'agendada' | 'manual'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true, mode: 'date' }),
    processos: integer('processos').notNull().default(0),
    andamentosNovos: integer('andamentos_novos').notNull().default(0),
    publicacoesNovas: integer('publicacoes_novas').notNull().default(0),
    falhas: integer('falhas').notNull().default(0),
    erros: jsonb('erros').$type<FalhaSincronizacao[]>().notNull().default([]),
    // Issue 36 item 2: the case a manual one-case run is for (one running run per case), and how far it got.
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    // Issue 36: 'Sincronizar todos agora' goes through a queue. Where a run stands (a run finished with
    // `concluidaEm`; 'falhou' when it died), whether it is an admin's queued run of every case (at most one at a
    // time), the steps done of `total` (each case, then the OAB queries as one step), and when it last moved.
    estado: text('estado').$type<EstadoSincronizacao>().notNull().default('em_andamento'),
    todos: boolean('todos').notNull().default(false),
    feitos: integer('feitos').notNull().default(0),
    atualizadaEm: timestamp('atualizada_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tribunais_sincronizacoes_idx').on(t.iniciadaEm),
    check('tribunais_sincronizacoes_origem', oneOf(t.origem, ['agendada', 'manual'])),
    check('tribunais_sincronizacoes_estado', oneOf(t.estado, ESTADOS_SINCRONIZACAO)),
    uniqueIndex('tribunais_sincronizacoes_caso_em_andamento').on(t.processoId).where(sql`${t.concluidaEm} is null and ${t.processoId} is not null`),
    uniqueIndex('tribunais_sincronizacoes_todos_em_curso').on(t.todos).where(sql`${t.todos} and ${t.concluidaEm} is null`),
  ],
);

/**
 * DJEN communications found by a lawyer's OAB (issue 26 item 8) whose case is not registered here: kept once per
 * lawyer (by DJEN's hash) for the dashboard's 'Publicações sem processo cadastrado'. Registering the case moves
 * them to it (the row is deleted); 'Dispensar' keeps the row with `dispensadaEm` so the next sync does not bring it back.
 */
export const publicacoesSemProcesso = pgTable(
  'publicacoes_sem_processo',
  {
    id: serial('id').primaryKey(),
    advogadoId: integer('advogado_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    // Masked CNJ number, as processos.numero_processo holds it (so registration finds its communications).
    numeroProcesso: text('numero_processo').notNull(),
    tipoComunicacao: text('tipo_comunicacao').notNull(),
    siglaTribunal: text('sigla_tribunal'),
    // Null when DJEN sent a date that does not exist (issue 36); the value as sent is in dataOriginal.
    dataDisponibilizacao: date('data_disponibilizacao', { mode: 'string' }),
    dataOriginal: text('data_original'),
    orgao: text('orgao'),
    texto: text('texto').notNull(),
    link: text('link'),
    nomeClasse: text('nome_classe'),
    // The parties as DJEN names them (polo 'A' active, 'P' passive).
    partes: jsonb('partes').$type<{ nome: string; polo: string | null }[]>().notNull().default([]),
    dispensadaEm: timestamp('dispensada_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('publicacoes_sem_processo_unico').on(t.advogadoId, t.hash),
    index('publicacoes_sem_processo_numero_idx').on(t.numeroProcesso),
    index('publicacoes_sem_processo_lista_idx').on(t.advogadoId, t.dataDisponibilizacao),
  ],
);

/** Per lawyer: DJEN is asked by their OAB from this availability date on (the last successful run's day before). */
export const tribunaisAdvogados = pgTable('tribunais_advogados', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // The OAB the date belongs to: a changed OAB starts again from the first-run window.
  oab: text('oab').notNull(),
  djenDesde: date('djen_desde', { mode: 'string' }).notNull(),
  ultimaTentativa: timestamp('ultima_tentativa', { withTimezone: true, mode: 'date' }),
});

/** DataJud lookups by number, kept for the day (São Paulo) they were made: shared by every instance. */
export const tribunaisConsultas = pgTable('tribunais_consultas', {
  numero: text('numero').primaryKey(),
  dia: date('dia', { mode: 'string' }).notNull(),
  resposta: jsonb('resposta').notNull(),
  createdAt: createdAt(),
});

/**
 * Issue 36 item 2: the next moment each CNJ service (DataJud, DJEN) may be called, shared by every request and
 * instance, so TRIBUNAIS_PAUSA_MS holds between any two calls of the installation (a reservation moves it on).
 */
export const tribunaisPausa = pgTable('tribunais_pausa', {
  servico: text('servico').primaryKey(),
  proxima: timestamp('proxima', { withTimezone: true, mode: 'date' }).notNull(),
});

export type Andamento = typeof andamentos.$inferSelect;
export type Publicacao = typeof publicacoes.$inferSelect;
export type PublicacaoSemProcesso = typeof publicacoesSemProcesso.$inferSelect;
export type TribunaisSincronizacao = typeof tribunaisSincronizacoes.$inferSelect;

/**
 * A proposal issued by an admin (issue 28 item 6): what was offered, to whom and until when, under an unguessable
 * code (lib/domain/proposta-codigo) printed on the proposal with a QR code to the public page /proposta/{codigo}.
 * The firm's name and CNPJ are copied as they were on the day of issue. Amounts in centavos.
 */
export const propostas = pgTable(
  'propostas',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    empresa: text('empresa').notNull(),
    cnpj: text('cnpj'),
    nomeAdvogado: text('nome_advogado').notNull(),
    nomeCliente: text('nome_cliente').notNull(),
    numeroProcesso: text('numero_processo').notNull(),
    parteContraria: text('parte_contraria').notNull(),
    fases: jsonb('fases').$type<number[]>().notNull(),
    antecipacao: integer('antecipacao').notNull().default(0),
    valorVista: integer('valor_vista').notNull(),
    valorParcelado: integer('valor_parcelado').notNull(),
    // Issue 34 item 5 (migration 0049): each phase's price, the day price and the justice type whose row was used, as
    // issued; null for the proposals issued before (their pages show the stored totals only).
    precosFases: jsonb('precos_fases').$type<PrecosFasesEmitidos>(),
    emitidaEm: date('emitida_em', { mode: 'string' }).notNull(),
    validaAte: date('valida_ate', { mode: 'string' }).notNull(),
    emitidaPor: integer('emitida_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('propostas_codigo_unique').on(t.codigo),
    check('propostas_codigo_formato', sql`${t.codigo} ~ ${sql.raw(`'${CODIGO_PATTERN.source}'`)}`),
    check('propostas_valores', sql`${t.valorVista} >= 0 and ${t.valorParcelado} >= 0 and ${t.antecipacao} >= 0`),
    check('propostas_validade', sql`${t.validaAte} >= ${t.emitidaEm}`),
  ],
);
export type PropostaEmitida = typeof propostas.$inferSelect;

// ── avisos por e-mail (outbox): warnings written with the change, sent and retried by lib/jobs/registro.ts ──
// issue 33 item 2: every e-mail the person did not just ask for on screen is a kind here (one entry + one message
// builder in lib/data/avisos-email/tipos/); processo_id is null for kinds about an account, `endereco` only holds the
// address of a message whose person is anonymised before it goes (the LGPD reply to a deletion).
export const AVISO_EMAIL_TIPOS = [
  'entrega_apos_prazo',
  'tribunais_novidades',
  'recibo_pagamento',
  'recibo_pacote',
  'entrega_publicada',
  'pagamento_duplicado',
  'resposta_lgpd',
  'seguranca_bloqueio',
  'seguranca_mfa',
  'seguranca_senha',
  'seguranca_email',
  // issue 39: the DANFSe of a note (case payment or package), to the payer.
  'nfse_emitida',
  // issue 34 item 7: the link that confirms a new account's e-mail.
  'confirmacao_cadastro',
  // issue 36 item 3: a webhook paused after a day of failed deliveries, to its owner (once per pause).
  'webhook_pausado',
] as const;
export type AvisoEmailTipo = (typeof AVISO_EMAIL_TIPOS)[number];
export type AvisoEmailStatus = 'pendente' | 'enviado' | 'falhou' | 'descartado';

/**
 * One warning e-mail to one person, written in the transaction of the change that calls for it. `chave` names the
 * occurrence (the deadlines or the court movements it is about) so (tipo, chave, user) is unique: a person gets
 * each warning once. Only ids are kept (`refs`: prazo or andamento ids); the message is rebuilt when it is sent.
 */
export const avisosEmail = pgTable(
  'avisos_email',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<AvisoEmailTipo>().notNull(),
    chave: text('chave').notNull(),
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refs: jsonb('refs').$type<number[]>().notNull(),
    endereco: text('endereco'),
    status: text('status').$type<AvisoEmailStatus>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimoErro: text('ultimo_erro'),
    agendadaEm: timestamp('agendada_em', { withTimezone: true, mode: 'date' }),
    tentandoAte: timestamp('tentando_ate', { withTimezone: true, mode: 'date' }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('avisos_email_unico').on(t.tipo, t.chave, t.userId),
    index('avisos_email_pendentes_idx').on(t.id).where(sql`${t.agendadaEm} is null`),
    check('avisos_email_tipo_code', oneOf(t.tipo, AVISO_EMAIL_TIPOS)),
    check('avisos_email_status_code', oneOf(t.status, ['pendente', 'enviado', 'falhou', 'descartado'])),
  ],
);
export type AvisoEmail = typeof avisosEmail.$inferSelect;

// ── O periciado informado (issue 38) ──

/**
 * The periciado's private links (/p/{token}): only the token's SHA-256 is looked up. `urlSelada` is the link sealed
 * with the server's key (lib/security/secret-box) so the later notices (remarcada, lembretes) can carry it; it is
 * never used to find a link. Valid until the end of the day after the perícia; revocable.
 */
export const periciadoLinks = pgTable(
  'periciado_links',
  {
    id: serial('id').primaryKey(),
    periciaId: integer('pericia_id')
      .notNull()
      .references(() => pericias.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    urlSelada: text('url_selada').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('periciado_links_token_unique').on(t.tokenHash), index('periciado_links_pericia_idx').on(t.periciaId)],
);

/** What a perícia shows its periciado besides its own fields: the checklist, the court expert, and the periciado's answer. */
export const periciasPericiado = pgTable('pericias_periciado', {
  periciaId: integer('pericia_id')
    .primaryKey()
    .references(() => pericias.id, { onDelete: 'cascade' }),
  checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
  peritoJudicial: text('perito_judicial'),
  comparecera: boolean('comparecera'),
  motivo: text('motivo'),
  respondidoEm: timestamp('respondido_em', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/** The firm's suggestions for the checklist (one row, edited by an admin in Empresa). */
export const periciadoConfig = pgTable(
  'periciado_config',
  {
    id: integer('id').primaryKey().default(1),
    checklistSugestoes: jsonb('checklist_sugestoes').$type<string[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('periciado_config_single_row', sql`${t.id} = 1`)],
);

/**
 * How the periciado of a case is reached: e-mail, and WhatsApp only with consent recorded (who, when, how) and not
 * withdrawn. A 'SAIR'/'PARAR' reply withdraws it on every case with that number.
 */
export const periciadoContatos = pgTable(
  'periciado_contatos',
  {
    processoId: integer('processo_id')
      .primaryKey()
      .references(() => processos.id, { onDelete: 'cascade' }),
    email: text('email'),
    telefone: text('telefone'),
    whatsappConsentimento: boolean('whatsapp_consentimento').notNull().default(false),
    consentimentoOrigem: text('consentimento_origem').$type<ConsentimentoOrigem>(),
    consentimentoPor: integer('consentimento_por').references(() => users.id, { onDelete: 'set null' }),
    consentimentoEm: timestamp('consentimento_em', { withTimezone: true, mode: 'date' }),
    consentimentoRetiradoEm: timestamp('consentimento_retirado_em', { withTimezone: true, mode: 'date' }),
    /** 'advogado' (withdrawn on the case), 'periciado' (on the page) or 'resposta' (a SAIR/PARAR reply). */
    retiradoPor: text('retirado_por'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('periciado_contatos_telefone_idx').on(t.telefone),
    check('periciado_contatos_origem_code', oneOf(t.consentimentoOrigem, CONSENTIMENTO_ORIGENS)),
  ],
);

/**
 * The periciado's notices outbox: one row per (perícia, channel, recipient, notice, occurrence), written in the
 * transaction of the change that causes it, sent and retried by lib/jobs/avisos-periciado. `periciaId` has no
 * foreign key: the 'cancelada' notice outlives its perícia. `dados` holds what the message says (date, place, the
 * sealed link), never health information; `endereco` the e-mail or phone it goes to.
 */
export const avisosPericiado = pgTable(
  'avisos_periciado',
  {
    id: serial('id').primaryKey(),
    periciaId: integer('pericia_id').notNull(),
    processoId: integer('processo_id').references(() => processos.id, { onDelete: 'cascade' }),
    canal: text('canal').$type<AvisoPericiadoCanal>().notNull(),
    destinatario: text('destinatario').$type<AvisoPericiadoDestinatario>().notNull(),
    tipo: text('tipo').$type<AvisoPericiadoTipo>().notNull(),
    ocorrencia: text('ocorrencia').notNull(),
    endereco: text('endereco').notNull(),
    dados: jsonb('dados').$type<{ dataStart: string; local: string | null; linkSelado: string | null }>().notNull(),
    status: text('status').$type<AvisoPericiadoStatus>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    tentandoAte: timestamp('tentando_ate', { withTimezone: true, mode: 'date' }),
    ultimoErro: text('ultimo_erro'),
    provedorId: text('provedor_id'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('avisos_periciado_unico').on(t.periciaId, t.canal, t.destinatario, t.tipo, t.ocorrencia),
    index('avisos_periciado_pendentes_idx').on(t.proximaTentativa).where(sql`${t.status} = 'pendente'`),
    index('avisos_periciado_provedor_idx').on(t.provedorId),
    check('avisos_periciado_canal_code', oneOf(t.canal, AVISO_PERICIADO_CANAIS)),
    check('avisos_periciado_destinatario_code', oneOf(t.destinatario, AVISO_PERICIADO_DESTINATARIOS)),
    check('avisos_periciado_tipo_code', oneOf(t.tipo, AVISO_PERICIADO_TIPOS)),
    check('avisos_periciado_status_code', oneOf(t.status, AVISO_PERICIADO_STATUSES)),
  ],
);

/**
 * Files the periciado sent through the page, encrypted in the storage module. Until the lawyer or the perito
 * accepts one, only its name and size are shown.
 */
export const periciadoArquivos = pgTable(
  'periciado_arquivos',
  {
    id: serial('id').primaryKey(),
    periciaId: integer('pericia_id')
      .notNull()
      .references(() => pericias.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => periciadoLinks.id, { onDelete: 'cascade' }),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    nome: text('nome').notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true, mode: 'date' }),
    aceitoPor: integer('aceito_por').references(() => users.id, { onDelete: 'set null' }),
    // An accepted PDF joins the autos as a document of the case (issue 38 item 3): that document (null once deleted)
    // and when it was made, the marker that it is never made twice (by the acceptance or by the backfill of older
    // acceptances, lib/data/periciado/autos-anteriores.ts; migration 0050).
    documentoId: integer('documento_id').references(() => documentos.id, { onDelete: 'set null' }),
    nosAutosEm: timestamp('nos_autos_em', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('periciado_arquivos_processo_idx').on(t.processoId),
    index('periciado_arquivos_link_idx').on(t.linkId),
    uniqueIndex('periciado_arquivos_documento_idx').on(t.documentoId),
  ],
);
export type PericiadoLink = typeof periciadoLinks.$inferSelect;
export type AvisoPericiado = typeof avisosPericiado.$inferSelect;
export type PericiadoArquivo = typeof periciadoArquivos.$inferSelect;

// ── pareceres estruturados (issue 37): CID-10 (DATASUS), the quesitos library, the quadro pericial and the court laudo ──

/**
 * Normalised text for the CID-10 search, computed by the database (the same rule as lib/domain/pareceres/cid10's
 * normalizarBusca: accents removed, lower case, anything but letters and digits as one space), so a newer table
 * loaded by a later migration gets it without code.
 */
const buscaCid = (coluna: string) =>
  sql.raw(
    `btrim(regexp_replace(lower(translate("${coluna}", 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', ' ', 'g'))`,
  );

/** CID-10 chapters (DATASUS CID-10-CAPITULOS.CSV). */
export const cid10Capitulos = pgTable('cid10_capitulos', {
  numero: integer('numero').primaryKey(),
  categoriaInicial: text('categoria_inicial').notNull(),
  categoriaFinal: text('categoria_final').notNull(),
  descricao: text('descricao').notNull(),
});

/** CID-10 groups of categories (CID-10-GRUPOS.CSV). */
export const cid10Grupos = pgTable(
  'cid10_grupos',
  {
    categoriaInicial: text('categoria_inicial').notNull(),
    categoriaFinal: text('categoria_final').notNull(),
    descricao: text('descricao').notNull(),
  },
  (t) => [uniqueIndex('cid10_grupos_faixa_idx').on(t.categoriaInicial, t.categoriaFinal)],
);

/** CID-10 categories, three characters ('M54'; CID-10-CATEGORIAS.CSV). */
export const cid10Categorias = pgTable(
  'cid10_categorias',
  {
    codigo: text('codigo').primaryKey(),
    descricao: text('descricao').notNull(),
    classificacao: text('classificacao'),
    referencia: text('referencia'),
    excluidos: text('excluidos'),
    busca: text('busca').notNull().generatedAlwaysAs(buscaCid('descricao')),
  },
  // The word search (lib/data/cid10) matches `' ' || busca like '% palavra%'`: a trigram index on that expression.
  (t) => [index('cid10_categorias_busca_idx').using('gin', sql`(' ' || ${t.busca}) gin_trgm_ops`)],
);

/** CID-10 subcategories, with the dot ('M54.5'; CID-10-SUBCATEGORIAS.CSV, 12,451 in the 2008 version). */
export const cid10Subcategorias = pgTable(
  'cid10_subcategorias',
  {
    codigo: text('codigo').primaryKey(),
    categoria: text('categoria').notNull(),
    descricao: text('descricao').notNull(),
    classificacao: text('classificacao'),
    restricaoSexo: text('restricao_sexo'),
    causaObito: text('causa_obito'),
    referencia: text('referencia'),
    excluidos: text('excluidos'),
    busca: text('busca').notNull().generatedAlwaysAs(buscaCid('descricao')),
  },
  (t) => [
    index('cid10_subcategorias_categoria_idx').on(t.categoria),
    index('cid10_subcategorias_busca_idx').using('gin', sql`(' ' || ${t.busca}) gin_trgm_ops`),
  ],
);

/**
 * The quesitos library: a model is a titled list of quesitos for a kind of action (and a specialty, or any when
 * null), with its source ('Redação própria…', a court's act). Retired models (`ativo` false) stay for history.
 * The models the product ships with are inserted by migration 0037 (`autorId` null).
 */
export const quesitosModelos = pgTable(
  'quesitos_modelos',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    tipoAcao: text('tipo_acao').$type<TipoAcaoModelo>().notNull(),
    especialidade: text('especialidade'),
    fonte: text('fonte').notNull(),
    quesitos: jsonb('quesitos').$type<string[]>().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quesitos_modelos_tipo_idx').on(t.tipoAcao, t.especialidade), check('quesitos_modelos_tipo_acao_code', oneOf(t.tipoAcao, TIPOS_ACAO_MODELO))],
);
export type QuesitoModelo = typeof quesitosModelos.$inferSelect;

/** A case's quadro pericial (the firm's expert findings as data, lib/domain/pareceres/quadro), one per case. */
export const quadrosPericiais = pgTable('quadros_periciais', {
  processoId: integer('processo_id')
    .primaryKey()
    .references(() => processos.id, { onDelete: 'cascade' }),
  quadro: jsonb('quadro').$type<QuadroPericial>().notNull(),
  atualizadoPor: integer('atualizado_por').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * The court expert's laudo registered on a case (one per case): its document, date, expert, the court's quadro and
 * the court's answer to each quesito with the assistente's position and reasoning (the impugnação's source).
 */
export const laudosJudiciais = pgTable('laudos_judiciais', {
  processoId: integer('processo_id')
    .primaryKey()
    .references(() => processos.id, { onDelete: 'cascade' }),
  documentoId: integer('documento_id').references(() => documentos.id, { onDelete: 'set null' }),
  data: date('data', { mode: 'string' }),
  perito: text('perito').notNull(),
  quadro: jsonb('quadro').$type<QuadroPericial>().notNull(),
  respostas: jsonb('respostas').$type<RespostaLaudo[]>().notNull(),
  atualizadoPor: integer('atualizado_por').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// ── Os autos (issue 35): every PDF of a case read page by page, its reading state, the clinical timeline ──
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The reading of one PDF (one row per documento of mime application/pdf, created when it is enqueued). */
export const autosLeituras = pgTable(
  'autos_leituras',
  {
    documentoId: integer('documento_id')
      .primaryKey()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    status: text('status').$type<LeituraStatus>().notNull().default('na_fila'),
    paginas: integer('paginas'),
    paginasLidas: integer('paginas_lidas').notNull().default(0),
    paginasSemTexto: integer('paginas_sem_texto').notNull().default(0),
    motivo: text('motivo'),
    /** Pages skipped as 'sem texto' with their reason, to name them in `motivo`. */
    puladas: jsonb('puladas').$type<{ pagina: number; motivo: string }[]>().notNull().default([]),
    /** Interrupted readings (a killed or crashed reader); past a limit the reading ends 'falhou'. */
    tentativas: integer('tentativas').notNull().default(0),
    /** Who holds the reading ('fila' once a job was queued, else the job's id) and until when (a lease). */
    leitor: text('leitor'),
    reservadoAte: timestamp('reservado_ate', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('autos_leituras_status_idx').on(t.status), check('autos_leituras_status_code', oneOf(t.status, LEITURA_STATUSES))],
);

/**
 * One page of a case's PDF: its text (text layer or OCR) and a Portuguese full-text vector built by the database
 * with the `portugues_sem_acento` configuration (portuguese stemming over unaccent; see migration 0035).
 */
export const autosPaginas = pgTable(
  'autos_paginas',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    /**
     * The document's case, copied by the trigger `autos_paginas_processo` of migration 0044 on every insert (what an
     * insert gives is overwritten): the search within a case reads it from the (processo_id, tsv) GIN index.
     */
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    pagina: integer('pagina').notNull(),
    texto: text('texto').notNull(),
    ocr: boolean('ocr').notNull().default(false),
    semTexto: boolean('sem_texto').notNull().default(false),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('portugues_sem_acento'::regconfig, texto)`),
  },
  (t) => [
    uniqueIndex('autos_paginas_documento_pagina').on(t.documentoId, t.pagina),
    // btree_gin (migration 0044): one index for the search within a case (both columns) and across cases (tsv).
    index('autos_paginas_processo_tsv_idx').using('gin', t.processoId, t.tsv),
    // A word on nearly every page of one case: walk that case's pages in order and stop at the ranking's bound
    // (the GIN index would hand over all 20,000 first; the planner chose a scan of the whole table instead).
    index('autos_paginas_processo_idx').on(t.processoId),
  ],
);
export type AutosPagina = typeof autosPaginas.$inferSelect;

/** Events the finder proposed from the pages ('Linha do tempo clínica'), waiting for the perito's decision. */
export const linhaDoTempoSugestoes = pgTable(
  'linha_do_tempo_sugestoes',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    pagina: integer('pagina').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    evento: text('evento').notNull(),
    tipo: text('tipo').notNull(),
    trecho: text('trecho').notNull(),
    status: text('status').$type<'pendente' | 'aceita' | 'descartada'>().notNull().default('pendente'),
    createdAt: createdAt(),
  },
  (t) => [
    index('linha_do_tempo_sugestoes_processo_idx').on(t.processoId, t.status),
    uniqueIndex('linha_do_tempo_sugestoes_unica').on(t.documentoId, t.pagina, t.data, t.tipo, t.trecho),
    check('linha_do_tempo_sugestoes_status_code', oneOf(t.status, ['pendente', 'aceita', 'descartada'])),
  ],
);

/** The accepted or manual events of a case's clinical timeline, each with its citation when it has one. */
export const linhaDoTempoEventos = pgTable(
  'linha_do_tempo_eventos',
  {
    id: serial('id').primaryKey(),
    processoId: integer('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    data: date('data', { mode: 'string' }).notNull(),
    evento: text('evento').notNull(),
    tipo: text('tipo').notNull(),
    documentoId: integer('documento_id').references(() => documentos.id, { onDelete: 'set null' }),
    pagina: integer('pagina'),
    trecho: text('trecho'),
    sugestaoId: integer('sugestao_id').references(() => linhaDoTempoSugestoes.id, { onDelete: 'set null' }),
    autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('linha_do_tempo_eventos_processo_idx').on(t.processoId, t.data), uniqueIndex('linha_do_tempo_eventos_sugestao').on(t.sugestaoId)],
);
export type LinhaDoTempoEvento = typeof linhaDoTempoEventos.$inferSelect;

// ── Nota fiscal de serviço eletrônica (issue 39) ──
// The firm's NFS-e settings (one row) with its e-CNPJ A1 certificate: the .pfx encrypted in lib/storage
// (FILES_KEY), its password sealed with FILES_KEY (lib/security/secret-box), as certificados_assinatura keeps the
// perito's. proximo_numero is the next DPS number of the series: taken (and incremented) in one statement.
export const nfseConfig = pgTable(
  'nfse_config',
  {
    id: integer('id').primaryKey().default(1),
    cnpj: text('cnpj'),
    razaoSocial: text('razao_social'),
    inscricaoMunicipal: text('inscricao_municipal'),
    codigoMunicipio: text('codigo_municipio'),
    regime: text('regime').$type<NfseRegime>(),
    servicos: jsonb('servicos').$type<NfseServico[]>().notNull().default([]),
    aliquotaIssCentesimos: integer('aliquota_iss_centesimos'),
    issRetido: boolean('iss_retido').notNull().default(false),
    serie: text('serie'),
    proximoNumero: bigint('proximo_numero', { mode: 'number' }).notNull().default(1),
    ambiente: text('ambiente').$type<NfseAmbiente>().notNull().default('producao_restrita'),
    certStorageKey: text('cert_storage_key'),
    certSenhaEnc: text('cert_senha_enc'),
    certTitular: text('cert_titular'),
    certCnpj: text('cert_cnpj'),
    certValidoAte: timestamp('cert_valido_ate', { withTimezone: true, mode: 'date' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('nfse_config_uma_linha', sql`${t.id} = 1`),
    check('nfse_config_regime_code', oneOf(t.regime, NFSE_REGIMES)),
    check('nfse_config_ambiente_code', oneOf(t.ambiente, NFSE_AMBIENTES)),
    check('nfse_config_proximo_numero', sql`${t.proximoNumero} >= 1`),
  ],
);

// One note per payment. numero_dps is taken from nfse_config once per attempt that reaches the service (unique per
// series: a DPS number is never used twice); envio_incerto marks a DPS sent without an answer (time-out), which the
// job asks the service about (GET /dps/{id}) before sending anything again. tentando_ate is the lease of the
// instance working on the row. historico keeps every attempt, rejection and event.
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id: serial('id').primaryKey(),
    // Kept (pagamento_id null) if the payment is ever deleted with its case: a fiscal document outlives it.
    pagamentoId: integer('pagamento_id').references(() => pagamentos.id, { onDelete: 'set null' }),
    tomadorUserId: integer('tomador_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<NfseStatus>().notNull().default('na_fila'),
    serie: text('serie'),
    numeroDps: bigint('numero_dps', { mode: 'number' }),
    idDps: text('id_dps'),
    envioIncerto: boolean('envio_incerto').notNull().default(false),
    chaveAcesso: text('chave_acesso'),
    valorCentavos: integer('valor_centavos').notNull(),
    tomador: jsonb('tomador').$type<NfseTomadorResumo>(),
    erros: jsonb('erros').$type<NfseMensagem[]>().notNull().default([]),
    historico: jsonb('historico').$type<NfseHistorico[]>().notNull().default([]),
    tentativas: integer('tentativas').notNull().default(0),
    tentandoAte: timestamp('tentando_ate', { withTimezone: true, mode: 'date' }),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true, mode: 'date' }),
    agendadaEm: timestamp('agendada_em', { withTimezone: true, mode: 'date' }),
    xmlStorageKey: text('xml_storage_key'),
    danfseStorageKey: text('danfse_storage_key'),
    emitidaEm: timestamp('emitida_em', { withTimezone: true, mode: 'date' }),
    canceladaEm: timestamp('cancelada_em', { withTimezone: true, mode: 'date' }),
    motivoCancelamento: text('motivo_cancelamento'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_pagamento_unique').on(t.pagamentoId),
    uniqueIndex('notas_fiscais_dps_unique').on(t.serie, t.numeroDps),
    index('notas_fiscais_status_idx').on(t.status, t.createdAt),
    index('notas_fiscais_tomador_idx').on(t.tomadorUserId, t.createdAt),
    check('notas_fiscais_status_code', oneOf(t.status, NFSE_STATUSES)),
  ],
);
export type NotaFiscal = typeof notasFiscais.$inferSelect;
