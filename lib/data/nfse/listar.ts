import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { notasFiscais, pagamentos, users } from '@/lib/db/schema';
import { processoPagavel } from '@/lib/data/pagamentos/processo-pagavel';
import type { NfseMensagem, NfseStatus } from '@/lib/domain/nfse/config';
import { NotFoundError } from '@/lib/errors';

export type NotaFiscalItem = {
  id: number;
  pagamentoId: number | null;
  status: NfseStatus;
  numeroDps: number | null;
  serie: string | null;
  chaveAcesso: string | null;
  valor: number;
  tomador: { id: number | null; nome: string | null; documento: string | null };
  emitidaEm: string | null;
  erros: NfseMensagem[];
};
export type NotaFiscalDetalhe = NotaFiscalItem & {
  xml_url: string | null;
  danfse_url: string | null;
  canceladaEm: string | null;
  motivoCancelamento: string | null;
  historico: { em: string; evento: string; detalhe?: string | null }[];
};
export type FiltroNotas = { de?: string; ate?: string; status?: NfseStatus; tomador?: string; idProcesso?: number };

/** Admin: every note; anyone else: the notes of which they are the tomador (others answer 404). */
function visiveis(actor: Pick<SessionUser, 'id' | 'role'>): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(notasFiscais.tomadorUserId, actor.id);
}

function item(r: { n: typeof notasFiscais.$inferSelect; nome: string | null }): NotaFiscalItem {
  return {
    id: r.n.id,
    pagamentoId: r.n.pagamentoId,
    status: r.n.status,
    numeroDps: r.n.numeroDps,
    serie: r.n.serie,
    chaveAcesso: r.n.chaveAcesso,
    valor: r.n.valorCentavos,
    tomador: { id: r.n.tomadorUserId, nome: r.n.tomador?.nome ?? r.nome, documento: r.n.tomador?.documento ?? null },
    emitidaEm: r.n.emitidaEm?.toISOString() ?? null,
    erros: r.n.erros,
  };
}

/** GET /api/notas-fiscais: filtered by period (created or issued, São Paulo days), status, tomador (name); with totals. */
export async function listarNotasFiscais(actor: Pick<SessionUser, 'id' | 'role'>, f: FiltroNotas = {}) {
  const db = await getDb();
  // A case's notes (its Pagamentos panel): only for whoever may see the case's payments (else 404/403, as
  // GET /api/pagamentos?id_processo= answers); within it, a lawyer still sees only the notes they are tomador of.
  if (f.idProcesso !== undefined) await processoPagavel(db, actor, f.idProcesso);
  const dia = sql`(coalesce(${notasFiscais.emitidaEm}, ${notasFiscais.createdAt}) at time zone 'America/Sao_Paulo')::date`;
  const where = and(
    visiveis(actor),
    f.de ? gte(dia, sql`${f.de}::date`) : undefined,
    f.ate ? lte(dia, sql`${f.ate}::date`) : undefined,
    f.status ? eq(notasFiscais.status, f.status) : undefined,
    f.idProcesso !== undefined ? sql`${notasFiscais.pagamentoId} in (select ${pagamentos.id} from ${pagamentos} where ${pagamentos.processoId} = ${f.idProcesso})` : undefined,
    f.tomador ? or(ilike(users.nome, `%${f.tomador}%`), ilike(users.escritorio, `%${f.tomador}%`)) : undefined,
  );
  const rows = await db.select({ n: notasFiscais, nome: users.nome }).from(notasFiscais).leftJoin(users, eq(users.id, notasFiscais.tomadorUserId)).where(where).orderBy(desc(notasFiscais.createdAt), desc(notasFiscais.id)).limit(500);
  const itens = rows.map(item);
  const totais = { quantidade: itens.length, emitidasCentavos: itens.filter((i) => i.status === 'emitida').reduce((s, i) => s + i.valor, 0), porStatus: {} as Record<string, number> };
  for (const i of itens) totais.porStatus[i.status] = (totais.porStatus[i.status] ?? 0) + 1;
  return { notas: itens, totais };
}

export async function notaVisivel(actor: Pick<SessionUser, 'id' | 'role'>, id: number) {
  const db = await getDb();
  const [r] = await db.select({ n: notasFiscais, nome: users.nome }).from(notasFiscais).leftJoin(users, eq(users.id, notasFiscais.tomadorUserId)).where(and(eq(notasFiscais.id, id), visiveis(actor)));
  if (!r) throw new NotFoundError('Nota fiscal não encontrada.');
  return r;
}

/** GET /api/notas-fiscais/{id}: the note, its history and where to download its XML and DANFSe. */
export async function lerNotaFiscal(actor: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<NotaFiscalDetalhe> {
  const r = await notaVisivel(actor, id);
  return {
    ...item(r),
    xml_url: r.n.xmlStorageKey ? `/api/notas-fiscais/${id}/xml` : null,
    danfse_url: r.n.danfseStorageKey ? `/api/notas-fiscais/${id}/danfse` : null,
    canceladaEm: r.n.canceladaEm?.toISOString() ?? null,
    motivoCancelamento: r.n.motivoCancelamento,
    historico: r.n.historico,
  };
}
