import { and, eq, sql } from 'drizzle-orm';
import { getDb, preparedFor } from '@/lib/db/client';
import { processos, type PrazoContagem, type PrazoStatus, type PrazoTipo, type Role } from '@/lib/db/schema';
import { frasePrazoEmDobro, privilegioDaParteContraria } from '@/lib/domain/partes-prazo';
import { entregaADefinir, alertasEntrega, descreverRegra, regraDoPrazo, rotuloPrazo, statusEfetivo } from '@/lib/domain/prazos-processo';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { canViewOwnerPrivateData } from '@/lib/domain/access';
import { registroAcessoCte, type Leitura } from '@/lib/data/registro-acessos';
import { documentoApi, type DocumentoFonte } from '@/lib/domain/documentos';
import { todayInBrazil } from '@/lib/domain/dates';
import { TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import { ROLES } from '@/lib/domain/roles';
import { centavosToReais, formatCentavos } from '@/lib/domain/money';
import { SITUACAO_LABELS, etapaAfterPhases, faseAtual, nomeFase, rotuloFaseAtual, rotuloServico } from '@/lib/domain/status';
import { NotFoundError } from '@/lib/errors';
import { PROCESSO_NAO_ENCONTRADO, owner, perito } from './shared';
import type { ProcessoDetalhe } from './detalhe-tipos';
import type { QuadroPericial } from '@/lib/domain/pareceres/quadro';
import { cronologiaComAlteracoes, iso } from './detalhe-cronologia';

// ---------------------------------------------------------------------------------------------------
// Call 2: detail

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

const detalhePrazosSql = sql<
  {
    id: number;
    tipo: PrazoTipo;
    inicio: string;
    fim: string;
    status: PrazoStatus;
    descricao: string | null;
    dias: number | null;
    contagem: PrazoContagem | null;
    emDobro: boolean;
    limiteEntrega: string | null;
  }[]
>`(
  select coalesce(json_agg(json_build_object('id', pz.id, 'tipo', pz.tipo, 'inicio', pz.inicio, 'fim', pz.fim, 'status', pz.status,
    'descricao', pz.descricao, 'dias', pz.dias, 'contagem', pz.contagem, 'emDobro', pz.em_dobro, 'limiteEntrega', pz.limite_entrega)
    order by pz.fim, pz.id), '[]'::json)
  from prazos pz where pz.processo_id = processos.id)`;
// The case's field-level history (LGPD), attached below to the Cronologia event of the same edit.
const detalheAlteracoesSql = sql<{ id: number; campo: string; antes: string | null; depois: string | null; autorId: number | null; data: string; autor: string | null }[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'campo', a.campo, 'antes', a.antes, 'depois', a.depois, 'autorId', a.autor_id,
    'data', a.created_at, 'autor', u.nome) order by a.id), '[]'::json)
  from alteracoes a left join users u on u.id = a.autor_id where a.processo_id = processos.id)`;

// Issue 37: the quadro pericial (findings as data), in call 2's answer as `quadroPericial` (null until recorded).
const detalheQuadroSql = sql<QuadroPericial | null>`(select qp.quadro from quadros_periciais qp where qp.processo_id = processos.id)`;

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
        quadro: detalheQuadroSql,
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
export async function lerProcesso(user: SessionUser, id: number, leitura?: Leitura): Promise<ProcessoDetalhe> {
  const db = await getDb();
  const query = detalhePorPapel[user.role];
  const [row] = leitura
    ? await query.lido(db).execute({ id, userId: user.id, endereco: leitura.endereco })
    : await query.interno(db).execute({ id, userId: user.id });
  if (!row) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  const { p, qs, docs, eventos } = row;
  const fases = row.fasesRaw.map((f) => ({ ...f, concluidaEm: f.concluidaEm ? new Date(f.concluidaEm) : null }));

  const atual = faseAtual(fases);
  const hoje = todayInBrazil();
  const prazos = row.prazosRaw.map((z) => ({ ...z, status: statusEfetivo(z.status, z.fim, hoje) }));
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
      entrega_a_definir: entregaADefinir(f.idFase, f.concluida, prazos, p),
    })),
    fase_atual: rotuloFaseAtual(fases),
    prazoVencimento: p.prazo ?? atual?.dataEntrega ?? null,
    prazos: prazos.map((z) => ({
      id: z.id,
      tipo: z.tipo,
      tipo_label: rotuloPrazo(z.tipo, z.descricao),
      inicio: z.inicio,
      fim: z.fim,
      status: z.status,
      descricao: z.descricao,
      em_dobro: z.emDobro,
      regra: z.tipo === 'art466' ? null : descreverRegra({ ...regraDoPrazo(z, null), emDobro: z.emDobro }),
    })),
    prazo_em_dobro: privilegioDaParteContraria(p),
    ladoCliente: p.ladoCliente,
    privilegioRequerente: p.privilegioRequerente,
    privilegioRequerido: p.privilegioRequerido,
    partes_revisar: p.partesRevisar,
    frase_prazo: frasePrazoEmDobro(p),
    alertas_entrega: alertasEntrega(fases, prazos).map((a) => ({ id_fase: a.idFase, texto: a.texto })),
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
    quadroPericial: row.quadro ?? null,
  };
}
