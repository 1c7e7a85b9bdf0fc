import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tribunaisConsultas } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { buscarNoDatajud } from '@/lib/tribunais/datajud';
import { canConsultarTribunal } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import { numeroCnjConsulta, tribunalDoCnj } from '@/lib/domain/tribunais/aliases';
import { consultaDoDatajud, MOTIVO_SEM_TRIBUNAL, type ConsultaProcesso } from '@/lib/domain/tribunais/datajud';
import { ValidationError } from '@/lib/errors';

export const MSG_NUMERO_INVALIDO = 'Número de processo inválido: confira os dígitos verificadores (formato NNNNNNN-DD.AAAA.J.TR.OOOO).';

/**
 * GET /api/tribunais/processo/{numero}: what DataJud publishes of a case, for the registration wizard. The
 * number may come masked or as 20 digits; wrong check digits are 400. Answers (found or not) are kept in the
 * database for the day (São Paulo), so every instance shares them and DataJud is asked at most once a day per
 * number; a failure (503) is never kept, so the next try asks again.
 */
export async function consultarProcessoNoCnj(user: Pick<SessionUser, 'id' | 'role'>, numero: string, now: Date = new Date()): Promise<ConsultaProcesso> {
  enforce(canConsultarTribunal(user), 'Somente advogados e administradores consultam processos no CNJ.');
  const n = numeroCnjConsulta(numero);
  if (!n) throw new ValidationError(MSG_NUMERO_INVALIDO, { numero: MSG_NUMERO_INVALIDO });
  const tribunal = tribunalDoCnj(n.digitos);
  if (!tribunal) return { encontrado: false, motivo: MOTIVO_SEM_TRIBUNAL };
  const hoje = todayInBrazil(now);
  const db = await getDb();
  const [cached] = await db.select().from(tribunaisConsultas).where(eq(tribunaisConsultas.numero, n.digitos));
  if (cached && cached.dia === hoje) return cached.resposta as ConsultaProcesso;
  const resposta = consultaDoDatajud(tribunal.jtr, await buscarNoDatajud(tribunal.alias, n.digitos));
  await db
    .insert(tribunaisConsultas)
    .values({ numero: n.digitos, dia: hoje, resposta })
    .onConflictDoUpdate({ target: tribunaisConsultas.numero, set: { dia: hoje, resposta, createdAt: sql`now()` } });
  return resposta;
}
