import type { ParteComPrazoEmDobro } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { partesComParteContraria } from '@/lib/domain/partes-prazo';
import { definirParteContraria, type PartesResultado } from './partes';

export type PrazoEmDobroResultado = PartesResultado;

/**
 * PUT /api/processo/{id}/prazo-em-dobro (issue 28), kept for API clients: since issue 34 `parte` is read as the
 * privilege of the side opposite the firm's client (Fazenda Pública or INSS, CPC art. 183; Ministério Público,
 * art. 180; Defensoria Pública, art. 186), or none. A privileged opposing party doubles none of the client's
 * deadlines (CPC art. 183 doubles only the privileged party's own), so the open deadlines are recounted simple
 * unless the client's side is privileged too. The owning advogado or an admin; another's case is 404.
 */
export async function definirPrazoEmDobro(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  parte: ParteComPrazoEmDobro | null,
  now: Date = new Date(),
): Promise<PrazoEmDobroResultado> {
  return definirParteContraria(user, processoId, (atual) => partesComParteContraria(atual, parte), now);
}
