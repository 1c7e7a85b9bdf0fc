import { eq } from 'drizzle-orm';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { quesitoAlteravel } from './alteravel';

export async function excluirQuesito(user: SessionUser, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (t) => {
    const q = await quesitoAlteravel(t, user, id);
    await t.delete(quesitos).where(eq(quesitos.id, q.id));
    await registrarOcorrencia({ processoId: q.processoId, userId: user.id, evento: 'Quesito removido', tipo: 'quesito' }, t);
    await registrarAlteracoes(t, 'quesito', q.id, q, { description: null }, user, q.processoId);
  });
}
