import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { quadrosPericiais } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { canWriteEntrega } from '@/lib/domain/access';
import type { QuadroPericial } from '@/lib/domain/pareceres/quadro';
import { NotFoundError } from '@/lib/errors';
import type { QuadroPericialInput } from '@/lib/validation/quadro-pericial';
import { casoVisivel, validarFontes } from './caso';

export const QUADRO_NAO_REGISTRADO = 'O quadro pericial deste processo ainda não foi registrado.';
export const MSG_QUADRO_PROIBIDO = 'Só o perito designado e administradores registram o quadro pericial.';

export type QuadroResposta = { processoId: number; numeroProcesso: string | null; quadroPericial: QuadroPericial; atualizadoEm: string };

/**
 * The case's quadro pericial (issue 37 item 3), for everyone who sees the case; 404 when the case is not visible or
 * has no quadro yet. Health data: a read by a person (`leitura`) is logged in the access log, as the case's.
 */
export async function lerQuadro(user: SessionUser, processoId: number, leitura?: Leitura): Promise<QuadroResposta> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  const [q] = await db.select().from(quadrosPericiais).where(eq(quadrosPericiais.processoId, p.id)).limit(1);
  if (!q) throw new NotFoundError(QUADRO_NAO_REGISTRADO);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: p.id, objeto: 'processo' }]);
  return { processoId: p.id, numeroProcesso: p.numero, quadroPericial: q.quadro, atualizadoEm: q.updatedAt.toISOString() };
}

/**
 * Records (creates or replaces) the quadro: the assigned perito and admins (canWriteEntrega); others who see the
 * case 403; cited documents must be the case's (400). The date rules were checked by the schema.
 */
export async function salvarQuadro(user: SessionUser, processoId: number, input: QuadroPericialInput): Promise<QuadroResposta> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  enforce(canWriteEntrega(user, p), MSG_QUADRO_PROIBIDO);
  await validarFontes(db, p.id, [
    { campo: 'did.fontes', fontes: input.did.fontes },
    { campo: 'dii.fontes', fontes: input.dii.fontes },
  ]);
  const quadro: QuadroPericial = input;
  const row = await db.transaction(async (t) => {
    const [r] = await t
      .insert(quadrosPericiais)
      .values({ processoId: p.id, quadro, atualizadoPor: user.id })
      .onConflictDoUpdate({ target: quadrosPericiais.processoId, set: { quadro, atualizadoPor: user.id, updatedAt: sql`now()` } })
      .returning();
    await registrarOcorrencia({ processoId: p.id, userId: user.id, evento: 'Quadro pericial registrado', tipo: 'edicao' }, t);
    return r;
  });
  return { processoId: p.id, numeroProcesso: p.numero, quadroPericial: row.quadro, atualizadoEm: row.updatedAt.toISOString() };
}
