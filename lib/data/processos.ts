import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, preparedFor, toNumber, type Db } from '@/lib/db/client';
import {
  processoFases,
  processos,
  users,
  type Etapa,
  type PrazoStatus,
  type PrazoTipo,
  type Role,
  type Situacao,
} from '@/lib/db/schema';
import { PRAZO_TIPO_LABELS, statusEfetivo } from '@/lib/domain/prazos-processo';
import type { SessionUser } from '@/lib/auth/guard';
import { enforce, peritosDesignaveis, visibilityKey, visibleProcessos } from '@/lib/data/access';
import { contagemLembrada, lembrarContagem, temContagem, versaoSql } from '@/lib/data/contagem-processos';
import {
  canAssignPerito,
  canCompleteFase,
  canCreateProcesso,
  canEditProcesso,
  canListPeritos,
  canReopenFase,
  canSetSituacao,
  canViewOwnerPrivateData,
} from '@/lib/domain/access';
import { recordEvent } from '@/lib/data/cronologia';
import { consumirCredito, travarSaldo } from '@/lib/data/creditos';
import { registroAcessoCte, type Leitura } from '@/lib/data/acessos';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { descreverAlteracao } from '@/lib/domain/lgpd';
import { documentoApi, type DocumentoApi, type DocumentoFonte } from '@/lib/domain/documentos';
import { notifyCase } from '@/lib/data/notificacoes';
import { faseTemEntrega } from '@/lib/data/entregas';
import { MSG_FASE_SEM_ENTREGA } from '@/lib/domain/entregas';
import { AGUARDANDO_PAGAMENTO, isPago } from '@/lib/domain/pagamentos';
import { todayInBrazil } from '@/lib/domain/dates';
import { deliveryDate } from '@/lib/domain/deadlines';
import { TIPO_ACAO, TIPO_JUSTICA, type TipoAcao, type TipoJustica } from '@/lib/domain/labels';
import { ROLES } from '@/lib/domain/roles';
import { centavosToReais, formatCentavos } from '@/lib/domain/money';
import { casePriceCentavos, clampAnticipation } from '@/lib/domain/pricing';
import { containsPattern, processoSearchText } from '@/lib/domain/search';
import {
  SITUACAO_LABELS,
  canChangeSituacao,
  etapaAfterPhases,
  faseAtual,
  nomeFase,
  rotuloFaseAtual,
  rotuloServico,
} from '@/lib/domain/status';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { fasesDoCadastro, type ProcessoCreate, type ProcessoEdit } from '@/lib/validation/processo';

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
const perito = alias(users, 'perito');
const owner = alias(users, 'owner');

type FaseJson = { idFase: number; posicao: number; concluida: boolean };

// ---------------------------------------------------------------------------------------------------
// Call 1: list with search and pagination

export type ProcessoListItem = {
  id: number;
  numero: string | null;
  nome_cliente: string;
  nome_perito: string | null;
  nome_advogado: string;
  data_distribuicao: string;
  fase: string;
  /** SPEC §3: 1 = Ativo, 0 = Inativo. */
  status: 0 | 1;
  situacao: Situacao;
  situacao_label: string;
};

export async function listProcessos(
  user: SessionUser,
  q: { termo?: string; page?: number; pageSize?: number },
): Promise<{ items: ProcessoListItem[]; total: number; page: number; pageSize: number }> {
  const db = await getDb();
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 10;
  const termo = (q.termo ?? '').trim();
  const where = termo
    ? and(visibleProcessos(user), sql`${processos.busca} like ${containsPattern(termo)}`)
    : visibleProcessos(user);

  // The phases of each listed case; the current one and its label come from the domain rule (rotuloFaseAtual).
  // Correlated subqueries name the outer table explicitly (drizzle may render a bare "id" here).
  const fasesSql = sql<FaseJson[] | null>`(select json_agg(json_build_object('idFase', f.id_fase, 'posicao', f.posicao, 'concluida', f.concluida)) from processo_fases f where f.processo_id = processos.id)`;

  const list = db
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      nomeCliente: processos.requerente,
      nomePerito: perito.nome,
      nomeAdvogado: owner.nome,
      dataDistribuicao: processos.dataDistribuicao,
      ativo: processos.ativo,
      situacao: processos.situacao,
      fases: fasesSql,
      versao: versaoSql,
    })
    .from(processos)
    .innerJoin(owner, eq(owner.id, processos.ownerId))
    .leftJoin(perito, eq(perito.id, processos.peritoId))
    .where(where)
    .orderBy(desc(processos.createdAt), desc(processos.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counted = async () => {
    const [c] = await db.select({ total: count(), versao: versaoSql }).from(processos).where(where);
    lembrarContagem(key, c.versao, toNumber(c.total));
    return toNumber(c.total);
  };

  // X-Total-Count: a page that is not full (with rows, or the first) ends the list, so it gives the total itself;
  // otherwise the count remembered under the list's own processos_versao; otherwise count (lib/data/contagem-processos).
  const key = `${visibilityKey(user)}|${termo ? containsPattern(termo) : ''}`;
  const fimDaLista = (n: number) => n < pageSize && (n > 0 || page === 1);
  let rows: Awaited<typeof list>;
  let total: number;
  if (temContagem(key)) {
    rows = await list;
    total = fimDaLista(rows.length)
      ? (page - 1) * pageSize + rows.length
      : (contagemLembrada(key, rows[0]?.versao) ?? (await counted()));
  } else {
    const [r, t] = await Promise.all([list, counted()]);
    rows = r;
    total = t;
  }

  const items = rows.map((r) => {
    return {
      id: r.id,
      numero: r.numero,
      nome_cliente: r.nomeCliente,
      nome_perito: r.nomePerito,
      nome_advogado: r.nomeAdvogado,
      data_distribuicao: r.dataDistribuicao,
      fase: rotuloFaseAtual(r.fases ?? []),
      status: r.ativo ? 1 : 0,
      situacao: r.situacao,
      situacao_label: SITUACAO_LABELS[r.situacao],
    } satisfies ProcessoListItem;
  });
  return { items, total, page, pageSize };
}

// ---------------------------------------------------------------------------------------------------
// Call 2: detail

export type FaseDetalhe = {
  id_fase: number;
  nome: string;
  rotulo: string;
  posicao: number;
  fase_concluida: 0 | 1;
  concluida_em: string | null;
  dataEntrega: string;
};

export type ProcessoDetalhe = {
  id: number;
  numero: string | null;
  /** SPEC §3: 1 = Ativo, 0 = Inativo. */
  status: 0 | 1;
  situacao: Situacao;
  situacao_label: string;
  etapa: Etapa;
  // The owner (advogado) of the case.
  escritorio: string | null;
  nome: string;
  cpf: string | null;
  email: string;
  telefone: string | null;
  endereco: string | null;
  owner_id: number;
  descricao: string | null;
  fases: FaseDetalhe[];
  fase_atual: string;
  prazoVencimento: string | null;
  /** The case's procedural deadlines (issue 13), by end date; `status` as of today (an open past one is 'vencido'). */
  prazos: { id: number; tipo: PrazoTipo; tipo_label: string; inicio: string; fim: string; status: PrazoStatus }[];
  /** SPEC's label ('Auxílio Doença'); the stored code is `tipo_acao_codigo`. */
  tipo_acao: string;
  tipo_acao_codigo: TipoAcao;
  /** SPEC's label ('Justiça Federal', 'Justiça Cívil e Juizados Especiais'); the code is `tipo_justica_codigo`. */
  tipo_justica: string;
  tipo_justica_codigo: TipoJustica;
  perito_id: number | null;
  perito_nome: string | null;
  data: string;
  link: string | null;
  valorTotal: number;
  diasAntecipacao: number;
  comarca: string;
  vara_judicial: string | null;
  /** SPEC's text field, as BRL ('R$ 45.000,00'); null when not given. */
  valor_causa: string | null;
  valor_causa_centavos: number | null;
  data_distribuicao: string;
  requerente: string;
  requerente_advogado: string | null;
  requerente_oab: string | null;
  requerido: string;
  requerido_advogado: string | null;
  requerido_oab: string | null;
  tipo_pericia: string | null;
  especialidade_medica: string | null;
  data_pericia: string | null;
  local_pericia: string | null;
  observacoes: string | null;
  criado_em: string;
  quesitos: { id: number; quesito: string; autor: string | null; autor_id: number | null; data: string }[];
  documentos: DocumentoApi[];
  /** Newest first; `alteracoes`: the fields this event changed, as people read them (LGPD field-level history). */
  cronologia: { id: number; evento: string; tipo: string; data: string; usuario: string | null; alteracoes: string[] }[];
};

/** The case row when this user may see it; another user's case is "not found" (DESIGN §4). */
async function findVisible(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(processos)
    .where(and(eq(processos.id, id), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return row;
}

// Call 2 reads the case, its people, phases, quesitos, documentos and Cronologia in ONE query: the lists
// come back as JSON arrays from correlated subqueries (timestamps as text, turned into ISO strings below).
const detalheFasesSql = sql<{ id: number; idFase: number; posicao: number; concluida: boolean; concluidaEm: string | null; dataEntrega: string }[]>`(
  select coalesce(json_agg(json_build_object('id', f.id, 'idFase', f.id_fase, 'posicao', f.posicao, 'concluida', f.concluida,
    'concluidaEm', f.concluida_em, 'dataEntrega', f.data_entrega) order by f.posicao), '[]'::json)
  from processo_fases f where f.processo_id = processos.id)`;
const detalheQuesitosSql = sql<{ id: number; description: string; autor: string | null; autorId: number | null; createdAt: string }[]>`(
  select coalesce(json_agg(json_build_object('id', q.id, 'description', q.description, 'autor', u.nome, 'autorId', q.autor_id, 'createdAt', q.created_at)
    order by q.created_at, q.id), '[]'::json)
  from quesitos q left join users u on u.id = q.autor_id where q.processo_id = processos.id)`;
// Every document of the case, links and files alike (the same set GET /api/documentos lists), mapped by documentoApi.
const detalheDocumentosSql = sql<DocumentoFonte[]>`(
  select coalesce(json_agg(json_build_object('id', d.id, 'titulo', d.titulo, 'tipo', d.tipo, 'url', d.url, 'idFase', d.id_fase,
    'createdAt', d.created_at, 'nomeArquivo', d.nome_arquivo, 'mime', d.mime, 'tamanho', d.tamanho)
    order by d.created_at desc, d.id desc), '[]'::json)
  from documentos d where d.processo_id = processos.id)`;
const detalheCronologiaSql = sql<{ id: number; evento: string; tipo: string; data: string; usuario: string | null; userId: number | null }[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'evento', c.evento, 'tipo', c.tipo, 'data', c.data, 'usuario', u.nome, 'userId', c.user_id)
    order by c.data desc, c.id desc), '[]'::json)
  from cronologia c left join users u on u.id = c.user_id where c.processo_id = processos.id)`;

const detalhePrazosSql = sql<{ id: number; tipo: PrazoTipo; inicio: string; fim: string; status: PrazoStatus }[]>`(
  select coalesce(json_agg(json_build_object('id', pz.id, 'tipo', pz.tipo, 'inicio', pz.inicio, 'fim', pz.fim, 'status', pz.status)
    order by pz.fim, pz.id), '[]'::json)
  from prazos pz where pz.processo_id = processos.id)`;
// The case's field-level history (LGPD), attached below to the Cronologia event of the same edit.
const detalheAlteracoesSql = sql<{ id: number; campo: string; antes: string | null; depois: string | null; autorId: number | null; data: string; autor: string | null }[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'campo', a.campo, 'antes', a.antes, 'depois', a.depois, 'autorId', a.autor_id,
    'data', a.created_at, 'autor', u.nome) order by a.id), '[]'::json)
  from alteracoes a left join users u on u.id = a.autor_id where a.processo_id = processos.id)`;

const iso = (v: string) => new Date(v).toISOString();

type EventoCronologia = ProcessoDetalhe['cronologia'][number];

/**
 * Each change of a field (written in the same transaction as its Cronologia event, so with the same timestamp and
 * author) is shown under the first event of that moment: 'Valor da causa: R$ 40.000,00 → R$ 45.000,00'. A change
 * with no such event (e.g. a quesito edited) becomes an 'Alteração' entry of its own.
 */
function cronologiaComAlteracoes(
  eventos: { id: number; evento: string; tipo: string; data: string; usuario: string | null; userId: number | null }[],
  alts: { id: number; campo: string; antes: string | null; depois: string | null; autorId: number | null; data: string; autor: string | null }[],
): EventoCronologia[] {
  const out: EventoCronologia[] = eventos.map((e) => ({ id: e.id, evento: e.evento, tipo: e.tipo, data: iso(e.data), usuario: e.usuario, alteracoes: [] }));
  const key = (data: string, autor: number | null) => `${new Date(data).getTime()}:${autor ?? ''}`;
  const primeiro = new Map<string, EventoCronologia>();
  // Events are newest first; the first of a moment is the last one met.
  eventos.forEach((e, i) => primeiro.set(key(e.data, e.userId), out[i]));
  const soltas = new Map<string, EventoCronologia>();
  for (const a of alts) {
    const k = key(a.data, a.autorId);
    let alvo = primeiro.get(k) ?? soltas.get(k);
    if (!alvo) {
      alvo = { id: -a.id, evento: 'Alteração registrada', tipo: 'edicao', data: iso(a.data), usuario: a.autor, alteracoes: [] };
      soltas.set(k, alvo);
    }
    alvo.alteracoes.push(descreverAlteracao(a));
  }
  return [...out, ...soltas.values()].sort((x, y) => (x.data < y.data ? 1 : x.data > y.data ? -1 : y.id - x.id));
}

// Call 2 is the hottest read: prepared once per role (the visibility predicate's shape depends on it; ids and the
// reader's address are placeholders), so drizzle builds it once and PostgreSQL parses and plans it once per
// connection. With the read's access-log row (LGPD) written by the same statement, or without (internal re-reads).
const detalheQuery = (role: Role, registra: boolean) =>
  preparedFor((db) => {
    const id = sql.placeholder('id');
    const userId = sql.placeholder('userId');
    const base = registra
      ? db.with(registroAcessoCte(db, { id: userId, role }, id, ['processo', 'documentos'], { endereco: sql.placeholder('endereco') }))
      : db;
    return base
      .select({
        p: processos,
        owner: { nome: owner.nome, email: owner.email, escritorio: owner.escritorio, cpf: owner.cpf, telefone: owner.telefone, endereco: owner.endereco },
        peritoNome: perito.nome,
        fasesRaw: detalheFasesSql,
        qs: detalheQuesitosSql,
        docs: detalheDocumentosSql,
        eventos: detalheCronologiaSql,
        prazosRaw: detalhePrazosSql,
        alts: detalheAlteracoesSql,
      })
      .from(processos)
      .innerJoin(owner, eq(owner.id, processos.ownerId))
      .leftJoin(perito, eq(perito.id, processos.peritoId))
      .where(and(eq(processos.id, id), visibleProcessos({ id: 0, role }, userId)))
      .limit(1)
      .prepare(`processo_detalhe_${role}${registra ? '_lido' : ''}`);
  });
const detalhePorPapel = Object.fromEntries(
  ROLES.map((role) => [role, { lido: detalheQuery(role, true), interno: detalheQuery(role, false) }]),
) as Record<Role, { lido: ReturnType<typeof detalheQuery>; interno: ReturnType<typeof detalheQuery> }>;

/**
 * Call 2. With `leitura` (every read by a person: the API and the case page) the same statement also logs the
 * read in the access log (a data-modifying CTE: one round-trip, nothing logged when the case is not visible):
 * one row for the case and one for its documents, which it lists as GET /api/documentos does (and logs).
 */
export async function getProcesso(user: SessionUser, id: number, leitura?: Leitura): Promise<ProcessoDetalhe> {
  const db = await getDb();
  const query = detalhePorPapel[user.role];
  const [row] = leitura
    ? await query.lido(db).execute({ id, userId: user.id, endereco: leitura.endereco })
    : await query.interno(db).execute({ id, userId: user.id });
  if (!row) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  const { p, qs, docs, eventos } = row;
  const fases = row.fasesRaw.map((f) => ({ ...f, concluidaEm: f.concluidaEm ? new Date(f.concluidaEm) : null }));

  const atual = faseAtual(fases);
  // Least data: the owner's CPF and address only for the owner and admins (the perito gets null).
  const privado = canViewOwnerPrivateData(user, { ownerId: p.ownerId, peritoId: p.peritoId });
  return {
    id: p.id,
    numero: p.numeroProcesso,
    status: p.ativo ? 1 : 0,
    situacao: p.situacao,
    situacao_label: SITUACAO_LABELS[p.situacao],
    etapa: etapaAfterPhases(p.etapa, fases),
    escritorio: row.owner.escritorio,
    nome: row.owner.nome,
    cpf: privado ? row.owner.cpf : null,
    email: row.owner.email,
    telefone: row.owner.telefone,
    endereco: privado ? row.owner.endereco : null,
    owner_id: p.ownerId,
    descricao: p.descricao,
    fases: fases.map((f) => ({
      id_fase: f.idFase,
      nome: nomeFase(f.idFase),
      rotulo: rotuloServico(f.idFase),
      posicao: f.posicao,
      fase_concluida: f.concluida ? 1 : 0,
      concluida_em: f.concluidaEm ? f.concluidaEm.toISOString() : null,
      dataEntrega: f.dataEntrega,
    })),
    fase_atual: rotuloFaseAtual(fases),
    prazoVencimento: p.prazo ?? atual?.dataEntrega ?? null,
    prazos: row.prazosRaw.map((z) => ({
      id: z.id,
      tipo: z.tipo,
      tipo_label: PRAZO_TIPO_LABELS[z.tipo],
      inicio: z.inicio,
      fim: z.fim,
      status: statusEfetivo(z.status, z.fim, todayInBrazil()),
    })),
    tipo_acao: TIPO_ACAO.api[p.tipoAcao],
    tipo_acao_codigo: p.tipoAcao,
    tipo_justica: TIPO_JUSTICA.api[p.tipoJustica],
    tipo_justica_codigo: p.tipoJustica,
    perito_id: p.peritoId,
    perito_nome: row.peritoNome,
    data: p.dataDistribuicao,
    link: p.link,
    valorTotal: centavosToReais(p.totalCentavos),
    diasAntecipacao: p.diasAntecipacao,
    comarca: p.comarca,
    vara_judicial: p.varaJudicial,
    valor_causa: p.valorCausaCentavos === null ? null : formatCentavos(p.valorCausaCentavos),
    valor_causa_centavos: p.valorCausaCentavos,
    data_distribuicao: p.dataDistribuicao,
    requerente: p.requerente,
    requerente_advogado: p.requerenteAdvogado,
    requerente_oab: p.requerenteOab,
    requerido: p.requerido,
    requerido_advogado: p.requeridoAdvogado,
    requerido_oab: p.requeridoOab,
    tipo_pericia: p.tipoPericia,
    especialidade_medica: p.especialidadeMedica,
    data_pericia: p.dataPericia,
    local_pericia: p.localPericia,
    observacoes: p.observacoes,
    criado_em: p.createdAt.toISOString(),
    quesitos: qs.map((q) => ({ id: q.id, quesito: q.description, autor: q.autor, autor_id: q.autorId, data: iso(q.createdAt) })),
    documentos: docs.map(documentoApi),
    cronologia: cronologiaComAlteracoes(eventos, row.alts),
  };
}

// ---------------------------------------------------------------------------------------------------
// Call 11: registration

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const DUPLICADO = 'Processo já cadastrado';

async function assertNumeroLivre(db: Db, numero: string | null, exceptId?: number) {
  if (!numero) return;
  const [dup] = await db.select({ id: processos.id }).from(processos).where(eq(processos.numeroProcesso, numero)).limit(1);
  if (dup && dup.id !== exceptId) throw new ConflictError(DUPLICADO);
}

function dadosColumns(input: Omit<ProcessoEdit, 'peritoId' | 'situacao'>) {
  return {
    numeroProcesso: input.numeroProcesso,
    varaJudicial: input.varaJudicial,
    comarca: input.comarca,
    tipoAcao: input.tipoAcao,
    valorCausaCentavos: input.valorCausa,
    dataDistribuicao: input.dataDistribuicao,
    descricao: input.descricao,
    requerente: input.requerente,
    requerenteAdvogado: input.requerenteAdvogado,
    requerenteOab: input.requerenteOAB,
    requerido: input.requerido,
    requeridoAdvogado: input.requeridoAdvogado,
    requeridoOab: input.requeridoOAB,
    tipoPericia: input.tipoPericia,
    especialidadeMedica: input.especialidadeMedica,
    dataPericia: input.dataPericia,
    localPericia: input.localPericia,
    observacoes: input.observacoes,
    link: input.link,
  };
}

export type ProcessoCriado = {
  id: number;
  numeroProcesso: string | null;
  /** SPEC's labels, as the request may have sent them (DESIGN §10). */
  tipoJustica: string;
  tipoAcao: string;
  comarca: string;
  dataDistribuicao: string;
  requerente: string;
  requerido: string;
  link: string | null;
  situacao: Situacao;
  etapa: Etapa;
  valorTotal: number;
  diasAntecipacao: number;
  fases: { id_fase: number; rotulo: string; fase_concluida: 0; dataEntrega: string }[];
  /** Whether a package's crédito paid for the case (then it starts em análise) and the balance left. */
  credito: { usado: true; saldo: number } | { usado: false };
};

/**
 * Registers a case for the caller (advogado or admin). Price and delivery dates are computed here from
 * SPEC §9, never taken from the client; the case starts 'pendente' (awaiting payment), etapa 'inicio', unless a
 * crédito of a paid package covers it (then it starts 'em_analise', paid).
 */
export async function createProcesso(user: SessionUser, input: ProcessoCreate, now: Date = new Date()): Promise<ProcessoCriado> {
  enforce(canCreateProcesso(user));
  const db = await getDb();
  const fases = fasesDoCadastro(input.tipoJustica, input.fasesSelecionadas);
  const dias = clampAnticipation(input.diasAntecipacao ?? 0, fases.length);
  const totalCentavos = casePriceCentavos(input.tipoJustica, fases, dias);
  const today = todayInBrazil(now);
  const entregas = fases.map((idFase, i) => ({ idFase, posicao: i + 1, dataEntrega: deliveryDate(today, i + 1, dias) }));

  await assertNumeroLivre(db, input.numeroProcesso);
  let id: number;
  const pago: { credito: { loteId: number; saldo: number } | null } = { credito: null };
  try {
    id = await db.transaction(async (tx) => {
      await travarSaldo(tx as unknown as Db, user.id);
      const [p] = await tx
        .insert(processos)
        .values({
          ...dadosColumns(input),
          comarca: input.comarca,
          tipoAcao: input.tipoAcao,
          dataDistribuicao: input.dataDistribuicao,
          requerente: input.requerente,
          requerido: input.requerido,
          tipoJustica: input.tipoJustica,
          ownerId: user.id,
          situacao: 'pendente',
          etapa: 'inicio',
          totalCentavos,
          diasAntecipacao: dias,
          busca: processoSearchText({ numero: input.numeroProcesso, requerente: input.requerente }),
        })
        .returning({ id: processos.id });
      await tx.insert(processoFases).values(entregas.map((e) => ({ ...e, processoId: p.id })));
      await recordEvent({ processoId: p.id, userId: user.id, evento: 'Processo cadastrado', tipo: 'criacao' }, tx as unknown as Db);
      // A package's crédito that covers this case pays for it: the case starts paid (em análise).
      pago.credito = await consumirCredito(tx as unknown as Db, user, p.id, { tipoJustica: input.tipoJustica, fases, diasAntecipacao: dias }, now);
      if (pago.credito) {
        await tx.update(processos).set({ situacao: 'em_analise', situacaoDesde: now, updatedAt: now }).where(eq(processos.id, p.id));
      }
      return p.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(DUPLICADO);
    throw err;
  }
  return {
    id,
    numeroProcesso: input.numeroProcesso,
    tipoJustica: TIPO_JUSTICA.api[input.tipoJustica],
    tipoAcao: TIPO_ACAO.api[input.tipoAcao],
    comarca: input.comarca,
    dataDistribuicao: input.dataDistribuicao,
    requerente: input.requerente,
    requerido: input.requerido,
    link: input.link,
    situacao: pago.credito ? 'em_analise' : 'pendente',
    etapa: 'inicio',
    valorTotal: centavosToReais(totalCentavos),
    credito: pago.credito ? { usado: true, saldo: pago.credito.saldo } : { usado: false },
    diasAntecipacao: dias,
    fases: entregas.map((e) => ({ id_fase: e.idFase, rotulo: rotuloServico(e.idFase), fase_concluida: 0, dataEntrega: e.dataEntrega })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Editar (PUT /api/processo/{id}): data fields (owner advogado, admin); perito and situação (admin)

const DADOS_KEYS = [
  'numeroProcesso', 'varaJudicial', 'comarca', 'tipoAcao', 'valorCausa', 'dataDistribuicao', 'descricao', 'requerente',
  'requerenteAdvogado', 'requerenteOAB', 'requerido', 'requeridoAdvogado', 'requeridoOAB', 'tipoPericia',
  'especialidadeMedica', 'dataPericia', 'localPericia', 'observacoes', 'link',
] as const;

export async function updateProcesso(user: SessionUser, id: number, input: ProcessoEdit): Promise<ProcessoDetalhe> {
  const db = await getDb();
  const current = await findVisible(db, user, id);
  const editsDados = DADOS_KEYS.some((k) => input[k] !== undefined);
  if (editsDados) enforce(canEditProcesso(user, current));
  if (input.peritoId !== undefined) enforce(canAssignPerito(user));
  if (input.situacao !== undefined) enforce(canSetSituacao(user));

  let novoPerito: { id: number; nome: string } | null | undefined;
  if (input.peritoId !== undefined && input.peritoId !== current.peritoId) {
    if (input.peritoId === null) novoPerito = null;
    else {
      const [m] = await db
        .select({ id: users.id, nome: users.nome })
        .from(users)
        .where(and(eq(users.id, input.peritoId), peritosDesignaveis()))
        .limit(1);
      if (!m) throw new ValidationError('Selecione um médico perito ativo.', { peritoId: 'Selecione um médico perito ativo.' });
      novoPerito = m;
    }
  }
  if (input.situacao !== undefined && input.situacao !== current.situacao && !canChangeSituacao(current.situacao, input.situacao)) {
    throw new ConflictError(
      `Não é possível mudar a situação de ${SITUACAO_LABELS[current.situacao]} para ${SITUACAO_LABELS[input.situacao]}.`,
    );
  }
  if (input.numeroProcesso !== undefined) await assertNumeroLivre(db, input.numeroProcesso, id);

  const changes: Partial<typeof processos.$inferInsert> = {};
  if (editsDados) {
    const cols = dadosColumns(input);
    for (const [k, v] of Object.entries(cols)) if (v !== undefined) (changes as Record<string, unknown>)[k] = v;
  }
  if (novoPerito !== undefined) changes.peritoId = novoPerito?.id ?? null;
  const mudaSituacao = input.situacao !== undefined && input.situacao !== current.situacao;
  if (mudaSituacao) {
    changes.situacao = input.situacao;
    changes.situacaoDesde = new Date();
  }

  if (Object.keys(changes).length > 0) {
    try {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        let peritoNome: string | null = null;
        if (novoPerito !== undefined) peritoNome = novoPerito?.nome ?? null;
        else if (current.peritoId) {
          const [pp] = await t.select({ nome: users.nome }).from(users).where(eq(users.id, current.peritoId));
          peritoNome = pp?.nome ?? null;
        }
        const numero = changes.numeroProcesso !== undefined ? changes.numeroProcesso : current.numeroProcesso;
        const requerente = changes.requerente ?? current.requerente;
        changes.busca = processoSearchText({ numero, requerente, perito: peritoNome });
        changes.updatedAt = new Date();
        await t.update(processos).set(changes).where(eq(processos.id, id));

        // Field-level history (LGPD): each changed data field and the situação, old → new; the perito by name.
        const campos: Record<string, unknown> = { ...changes };
        for (const k of ['busca', 'updatedAt', 'situacaoDesde', 'peritoId']) delete campos[k];
        await registrarAlteracoes(t, 'processo', id, current, campos, user);
        if (novoPerito !== undefined) {
          let antigo: string | null = null;
          if (current.peritoId) {
            const [pp] = await t.select({ nome: users.nome }).from(users).where(eq(users.id, current.peritoId));
            antigo = pp?.nome ?? null;
          }
          await registrarAlteracoes(t, 'processo', id, { perito: antigo }, { perito: novoPerito?.nome ?? null }, user);
        }

        if (editsDados) await recordEvent({ processoId: id, userId: user.id, evento: 'Dados do processo editados', tipo: 'edicao' }, t);
        if (novoPerito !== undefined) {
          const evento = novoPerito ? `Perito designado: ${novoPerito.nome}` : 'Perito removido';
          await recordEvent({ processoId: id, userId: user.id, evento, tipo: 'perito' }, t);
          await notifyCase({ processoId: id, actorId: user.id, tipo: 'perito', mensagem: evento }, t);
        }
        if (mudaSituacao) {
          const evento = `Situação alterada para ${SITUACAO_LABELS[input.situacao!]}`;
          await recordEvent({ processoId: id, userId: user.id, evento, tipo: 'situacao' }, t);
          await notifyCase({ processoId: id, actorId: user.id, tipo: 'situacao', mensagem: evento }, t);
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DUPLICADO);
      throw err;
    }
  }
  return getProcesso(user, id);
}

// ---------------------------------------------------------------------------------------------------
// Phase completion (canCompleteFase)

export async function concluirFase(
  user: SessionUser,
  id: number,
  idFase: number,
  now: Date = new Date(),
): Promise<{ id_fase: number; fase_concluida: 1; etapa: Etapa; fase_atual: string }> {
  const db = await getDb();
  const current = await findVisible(db, user, id);
  enforce(canCompleteFase(user, current));
  if (!isPago(current.situacao)) throw new ConflictError(AGUARDANDO_PAGAMENTO);
  const fases = await db.select().from(processoFases).where(eq(processoFases.processoId, id));
  const fase = fases.find((f) => f.idFase === idFase);
  if (!fase) throw new NotFoundError('Fase não encontrada neste processo.');
  if (fase.concluida) throw new ConflictError('Esta fase já foi concluída.');
  // A phase is complete when its deliverable exists (issue 14): a published entrega or a file of the phase.
  if (!(await faseTemEntrega(db, id, idFase))) throw new ConflictError(MSG_FASE_SEM_ENTREGA);

  // 'finalizado' is derived from the phases (etapaAfterPhases), never stored: only the phase row changes.
  const antes = etapaAfterPhases(current.etapa, fases);
  const depois = fases.map((f) => (f.idFase === idFase ? { ...f, concluida: true } : f));
  const etapa = etapaAfterPhases(current.etapa, depois);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [ok] = await t
      .update(processoFases)
      .set({ concluida: true, concluidaEm: now })
      .where(and(eq(processoFases.id, fase.id), eq(processoFases.concluida, false)))
      .returning({ id: processoFases.id });
    if (!ok) throw new ConflictError('Esta fase já foi concluída.');
    await t.update(processos).set({ updatedAt: now }).where(eq(processos.id, id));
    const evento = `${rotuloServico(idFase)} concluída (${nomeFase(idFase)})`;
    await recordEvent({ processoId: id, userId: user.id, evento, tipo: 'fase' }, t);
    await notifyCase({ processoId: id, actorId: user.id, tipo: 'fase', mensagem: evento }, t);
    if (etapa !== antes) {
      await recordEvent({ processoId: id, userId: user.id, evento: 'Todas as fases concluídas: trabalho finalizado', tipo: 'etapa' }, t);
    }
  });
  return { id_fase: idFase, fase_concluida: 1, etapa, fase_atual: rotuloFaseAtual(depois) };
}

/**
 * An admin reopens a completed phase, with a reason kept in the Cronologia (issue 13). The etapa follows from
 * the phases again (a 'finalizado' case is back in its workflow stage).
 */
export async function reabrirFase(
  user: SessionUser,
  id: number,
  idFase: number,
  motivo: string,
): Promise<{ id_fase: number; fase_concluida: 0; etapa: Etapa; fase_atual: string }> {
  enforce(canReopenFase(user), 'Somente um administrador pode reabrir uma fase.');
  const db = await getDb();
  const current = await findVisible(db, user, id);
  const fases = await db.select().from(processoFases).where(eq(processoFases.processoId, id));
  const fase = fases.find((f) => f.idFase === idFase);
  if (!fase) throw new NotFoundError('Fase não encontrada neste processo.');
  if (!fase.concluida) throw new ConflictError('Esta fase não está concluída.');
  const depois = fases.map((f) => (f.idFase === idFase ? { ...f, concluida: false } : f));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [ok] = await t
      .update(processoFases)
      .set({ concluida: false, concluidaEm: null })
      .where(and(eq(processoFases.id, fase.id), eq(processoFases.concluida, true)))
      .returning({ id: processoFases.id });
    if (!ok) throw new ConflictError('Esta fase não está concluída.');
    await t.update(processos).set({ updatedAt: new Date() }).where(eq(processos.id, id));
    const evento = `${rotuloServico(idFase)} reaberta (${nomeFase(idFase)}). Motivo: ${motivo}`;
    await recordEvent({ processoId: id, userId: user.id, evento, tipo: 'fase' }, t);
    await notifyCase({ processoId: id, actorId: user.id, tipo: 'fase', mensagem: `${rotuloServico(idFase)} reaberta (${nomeFase(idFase)})` }, t);
  });
  return { id_fase: idFase, fase_concluida: 0, etapa: etapaAfterPhases(current.etapa, depois), fase_atual: rotuloFaseAtual(depois) };
}

// ---------------------------------------------------------------------------------------------------
// Helpers for the detail screen

/** Active medico users an admin may assign as perito. */
export async function listPeritos(user: SessionUser): Promise<{ id: number; nome: string }[]> {
  enforce(canListPeritos(user));
  const db = await getDb();
  return db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(peritosDesignaveis())
    .orderBy(asc(users.nome));
}

/** Ids of the given cases the user may see (used by tests and other screens). */
export async function visibleIds(user: SessionUser, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select({ id: processos.id }).from(processos).where(and(inArray(processos.id, ids), visibleProcessos(user)));
  return rows.map((r) => r.id);
}
