import { and, eq } from 'drizzle-orm';
import { linhaDoTempoSugestoes } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/errors';
import type { Usuario } from '@/lib/data/documentos/acesso';
import { caso, SUGESTAO_NAO_ENCONTRADA } from './comum';

/** Discards a proposal (it is not proposed again: the row stays, 'descartada'). */
export async function descartarSugestao(user: Usuario, processoId: number, sugestaoId: number): Promise<void> {
  const { db } = await caso(user, processoId, true);
  const r = await db
    .update(linhaDoTempoSugestoes)
    .set({ status: 'descartada' })
    .where(and(eq(linhaDoTempoSugestoes.id, sugestaoId), eq(linhaDoTempoSugestoes.processoId, processoId), eq(linhaDoTempoSugestoes.status, 'pendente')))
    .returning({ id: linhaDoTempoSugestoes.id });
  if (r.length === 0) throw new NotFoundError(SUGESTAO_NAO_ENCONTRADA);
}
