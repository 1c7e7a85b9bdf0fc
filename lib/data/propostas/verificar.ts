import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { propostas } from '@/lib/db/schema';
import { todayInBrazil } from '@/lib/domain/dates';
import { normalizarCodigoProposta } from '@/lib/domain/proposta-codigo';
import { toView, type PropostaView } from './tipos';

/**
 * The public verification page /proposta/{codigo} and the issued proposal's printed page: anyone holding the
 * code sees what was issued under it (the code is the access: 50 random bits, never listed anywhere). Null for
 * anything that is not a code or no proposal's code.
 */
export async function buscarPropostaPorCodigo(raw: string, opts: { now?: Date; db?: DbOrTx } = {}): Promise<PropostaView | null> {
  const codigo = normalizarCodigoProposta(raw);
  if (!codigo) return null;
  const db = opts.db ?? (await getDb());
  const [row] = await db.select().from(propostas).where(eq(propostas.codigo, codigo)).limit(1);
  return row ? toView(row, todayInBrazil(opts.now)) : null;
}
