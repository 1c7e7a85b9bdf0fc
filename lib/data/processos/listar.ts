import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { processos, type Situacao } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibilityKey, visibleProcessos } from '@/lib/data/politica';
import { contagemLembrada, contagemLimitada, lembrarContagem, limiteDaContagem, temContagem, versaoSql, type Contagem } from './contagem';
import { containsPattern } from '@/lib/domain/search';
import { tiposAcaoDaBusca } from '@/lib/domain/labels';
import { SITUACAO_LABELS, rotuloFaseAtual } from '@/lib/domain/status';
import { owner, perito } from './shared';

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

export async function listarProcessos(
  user: SessionUser,
  q: { termo?: string; page?: number; pageSize?: number },
): Promise<{ items: ProcessoListItem[]; total: number; totalExato: boolean; page: number; pageSize: number }> {
  const db = await getDb();
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 10;
  const termo = (q.termo ?? '').trim();
  // The term also finds the kind of action by its name in force or its old name (issue 34 item 6).
  const tipos = termo ? tiposAcaoDaBusca(termo) : [];
  const porTexto = sql`${processos.busca} like ${containsPattern(termo)}`;
  const where = termo
    ? and(visibleProcessos(user), tipos.length ? or(porTexto, inArray(processos.tipoAcao, tipos)) : porTexto)
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
  // The count stops at limite + 1 rows (lib/data/processos/contagem.ts): exact up to the bound, 'mais de' beyond.
  const limite = limiteDaContagem(page, pageSize);
  const counted = async (): Promise<Contagem> => {
    const ate = db.select({ um: sql`1`.as('um') }).from(processos).where(where).limit(limite + 1).as('ate');
    const [c] = await db.select({ total: count(), versao: versaoSql }).from(ate);
    const contagem = contagemLimitada(toNumber(c.total), limite);
    lembrarContagem(key, c.versao, contagem);
    return contagem;
  };

  // X-Total-Count: a page that is not full (with rows, or the first) ends the list, so it gives the total itself;
  // otherwise the count remembered under the list's own processos_versao; otherwise count (lib/data/processos/contagem.ts).
  const key = `${visibilityKey(user)}|${limite}|${termo ? containsPattern(termo) : ''}`;
  const fimDaLista = (n: number) => n < pageSize && (n > 0 || page === 1);
  let rows: Awaited<typeof list>;
  let contagem: Contagem;
  if (temContagem(key)) {
    rows = await list;
    contagem = fimDaLista(rows.length)
      ? { total: (page - 1) * pageSize + rows.length, exato: true }
      : (contagemLembrada(key, rows[0]?.versao) ?? (await counted()));
  } else {
    const [r, t] = await Promise.all([list, counted()]);
    rows = r;
    contagem = t;
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
  return { items, total: contagem.total, totalExato: contagem.exato, page, pageSize };
}
