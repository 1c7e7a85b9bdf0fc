import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processos, publicacoesSemProcesso } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canVerPublicacoesSemProcesso } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';

/** GET /api/tribunais/publicacoes-sem-processo, one item. */
export type PublicacaoSemProcessoApi = {
  id: number;
  advogadoId: number;
  hash: string;
  numeroProcesso: string;
  siglaTribunal: string | null;
  tipoComunicacao: string;
  /** Null when DJEN sent a day that does not exist; `dataOriginal` then holds it as sent. */
  dataDisponibilizacao: string | null;
  dataOriginal: string | null;
  orgao: string | null;
  nomeClasse: string | null;
  partes: { nome: string; polo: string | null }[];
  trecho: string;
  link: string | null;
};

/** Still listed: not dismissed, and no case with its number registered here (registration moves them; this covers a race). */
export const pendente = and(
  isNull(publicacoesSemProcesso.dispensadaEm),
  notExists(sql`(select 1 from ${processos} where ${processos.numeroProcesso} = ${publicacoesSemProcesso.numeroProcesso})`),
)!;

export const MSG_ACESSO = 'Somente o próprio advogado ou um administrador vê as publicações sem processo cadastrado.';

/** One of the caller's (an admin: anyone's) listed communications, or 404. */
export async function daPessoa(db: DbOrTx, user: Pick<SessionUser, 'id' | 'role'>, id: number) {
  enforce(canVerPublicacoesSemProcesso(user, user.role === 'admin' ? null : user.id), MSG_ACESSO);
  const [row] = await db
    .select()
    .from(publicacoesSemProcesso)
    .where(and(eq(publicacoesSemProcesso.id, id), pendente, user.role === 'admin' ? undefined : eq(publicacoesSemProcesso.advogadoId, user.id)));
  if (!row) throw new NotFoundError('Publicação não encontrada.');
  return row;
}
