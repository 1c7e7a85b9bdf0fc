import { eq } from 'drizzle-orm';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import type { QuesitoEdit } from '@/lib/validation/quesito';
import { quesitoAlteravel } from './alteravel';

export async function alterarQuesito(user: SessionUser, id: number, input: QuesitoEdit): Promise<{ id: number; quesito: string; description: string; id_processo: number }> {
  const db = await getDb();
  return db.transaction(async (t) => {
    const q = await quesitoAlteravel(t, user, id);
    const [row] = await t.update(quesitos).set({ description: input.description }).where(eq(quesitos.id, q.id)).returning();
    await registrarOcorrencia({ processoId: q.processoId, userId: user.id, evento: 'Quesito editado', tipo: 'quesito' }, t);
    // Field-level history (LGPD): the text before and after, shown under the Cronologia event.
    await registrarAlteracoes(t, 'quesito', q.id, q, { description: row.description }, user, q.processoId);
    return { id: row.id, quesito: row.description, description: row.description, id_processo: row.processoId };
  });
}
