import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { publicacoesSemProcesso } from '@/lib/db/schema';
import { guardarPublicacoes } from '../guardar-publicacoes';

/**
 * When a case is registered, the communications DJEN gave by OAB for its number (anyone's, dismissed or not) move
 * to it: stored on the case once (by hash) and removed from the lists. Runs inside the registration's transaction.
 */
export async function vincularPublicacoesSemProcesso(tx: DbOrTx, caso: { id: number; numero: string; tipoJustica: string; comarca: string }): Promise<number> {
  const rows = await tx.select().from(publicacoesSemProcesso).where(eq(publicacoesSemProcesso.numeroProcesso, caso.numero));
  if (rows.length === 0) return 0;
  const novas = await guardarPublicacoes(tx, caso, rows);
  await tx.delete(publicacoesSemProcesso).where(eq(publicacoesSemProcesso.numeroProcesso, caso.numero));
  return novas.length;
}
