import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { publicacoesSemProcesso } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canVerPublicacoesSemProcesso } from '@/lib/domain/access';
import { trechoDoTexto } from '@/lib/domain/tribunais/oab';
import { MSG_ACESSO, pendente, type PublicacaoSemProcessoApi } from './comum';

/**
 * 'Publicações sem processo cadastrado': an advogado their own; an admin everyone's, or one advogado's
 * (`advogadoId`). Médicos, and an advogado asking for another's, 403. Newest first, at most 200.
 */
export async function listarPublicacoesSemProcesso(
  user: Pick<SessionUser, 'id' | 'role'>,
  filtro: { advogadoId?: number } = {},
): Promise<PublicacaoSemProcessoApi[]> {
  const advogadoId = filtro.advogadoId ?? (user.role === 'admin' ? null : user.id);
  enforce(canVerPublicacoesSemProcesso(user, advogadoId), MSG_ACESSO);
  const db = await getDb();
  const rows = await db
    .select()
    .from(publicacoesSemProcesso)
    .where(advogadoId === null ? pendente : and(eq(publicacoesSemProcesso.advogadoId, advogadoId), pendente))
    .orderBy(sql`${publicacoesSemProcesso.dataDisponibilizacao} desc nulls first`, desc(publicacoesSemProcesso.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    advogadoId: r.advogadoId,
    hash: r.hash,
    numeroProcesso: r.numeroProcesso,
    siglaTribunal: r.siglaTribunal,
    tipoComunicacao: r.tipoComunicacao,
    dataDisponibilizacao: r.dataDisponibilizacao,
    dataOriginal: r.dataOriginal,
    orgao: r.orgao,
    nomeClasse: r.nomeClasse,
    partes: r.partes,
    trecho: trechoDoTexto(r.texto),
    link: r.link,
  }));
}
