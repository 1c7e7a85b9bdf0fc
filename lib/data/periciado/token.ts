import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { pericias, periciadoLinks, processos, type Pericia } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { ACESSOS_JANELA_MS, ACESSOS_POR_IP, LINK_INDISPONIVEL, TOKEN_PERICIADO } from '@/lib/domain/periciado/link';
import { NotFoundError } from '@/lib/errors';
import { hashTokenPericiado } from './link';

/** The one answer to a wrong, expired or revoked link: 404 with the same text for all three. */
export class LinkIndisponivelError extends NotFoundError {
  constructor() {
    super(LINK_INDISPONIVEL);
  }
}

export type LinkValido = { linkId: number; pericia: Pericia; processoId: number; ownerId: number; peritoId: number | null };

/**
 * The perícia behind a periciado's token: the token well formed, its SHA-256 known, not revoked, not expired, the
 * perícia still linked to a case. Anything else throws LinkIndisponivelError. Every call first counts a hit for the
 * caller's address (ACESSOS_POR_IP per 10 minutes, 429), so tokens cannot be guessed at speed.
 */
export async function linkValido(db: DbOrTx, token: string, ip: string, now = new Date()): Promise<LinkValido> {
  await hitRateLimit(`periciado-pagina:${ip}`, ACESSOS_POR_IP, ACESSOS_JANELA_MS);
  if (!TOKEN_PERICIADO.test(token)) throw new LinkIndisponivelError();
  const [row] = await db
    .select({ linkId: periciadoLinks.id, pericia: pericias, processoId: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(periciadoLinks)
    .innerJoin(pericias, eq(pericias.id, periciadoLinks.periciaId))
    .innerJoin(processos, eq(processos.id, pericias.processoId))
    .where(and(eq(periciadoLinks.tokenHash, hashTokenPericiado(token)), isNull(periciadoLinks.revogadoEm), gt(periciadoLinks.expiraEm, now)))
    .limit(1);
  if (!row) throw new LinkIndisponivelError();
  return row;
}
