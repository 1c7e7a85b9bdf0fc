import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canPayProcesso } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import type { Actor } from './actor';

export const PROCESSO_JA_PAGO = 'Este processo já está pago.';
const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';

/** The case as the payer may act on it: visible (else 404) and theirs to pay (owner advogado or admin; else 403). */
export async function processoPagavel(db: DbOrTx, user: Pick<Actor, 'id' | 'role'>, idProcesso: number) {
  const [p] = await db
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      situacao: processos.situacao,
      totalCentavos: processos.totalCentavos,
      tipoJustica: processos.tipoJustica,
      diasAntecipacao: processos.diasAntecipacao,
      precosVersao: processos.precosVersao,
    })
    .from(processos)
    .where(and(eq(processos.id, idProcesso), visibleProcessos(user)));
  if (!p) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  enforce(canPayProcesso(user, p), 'Somente o advogado do processo ou um administrador cuida do pagamento.');
  return p;
}
