import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import { criarProcesso, createUser } from './db-factories';

export type UsuarioDeTeste = Awaited<ReturnType<typeof createUser>>;

/** The deadline tests' cast (in their beforeAll): an admin, a perito (médico) and the advogado who owns the cases. */
export async function criarEquipeDoCaso() {
  return { admin: await createUser({ role: 'admin' }), perito: await createUser({ role: 'medico' }), advogado: await createUser({ role: 'advogado' }) };
}

/**
 * A Justiça Estadual case of a comarca of its own (`Comarca <random><sufixo>`), so no closure another test file
 * records can touch its calendar; `numero: null` for a case with no CNJ number yet.
 */
export async function casoEstadualDeComarcaPropria(
  equipe: { advogado: { id: number }; perito: { id: number } },
  opts: { fases?: number[]; numero?: string | null; sufixoComarca?: string } = {},
) {
  const { fases = [1, 2], numero = null, sufixoComarca = '' } = opts;
  const p = await criarProcesso({ ownerId: equipe.advogado.id, peritoId: equipe.perito.id, fases, numero });
  const comarca = `Comarca ${randomUUID().slice(0, 8)}${sufixoComarca}`;
  await (await getDb()).update(processos).set({ tipoJustica: 'estadual', comarca }).where(eq(processos.id, p.id));
  return { ...p, comarca };
}
