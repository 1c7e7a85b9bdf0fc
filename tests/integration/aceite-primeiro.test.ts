import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { consentimentos } from '@/lib/db/schema';
import { consentimentosPendentesDe, jaAceitouTermos } from '@/lib/data/lgpd';
import { createUser } from '../support/db-factories';

/** Issue 34 item 7: a new account's first acceptance is not announced as 'Atualizamos os nossos termos'. */
describe('first acceptance of the terms', () => {
  it('a person with no consent row is asked for a first acceptance; one who accepted an older version, for an update', async () => {
    const novo = await createUser({ role: 'advogado', semRegistro: true });
    const db = await getDb();
    await db.delete(consentimentos).where(eq(consentimentos.userId, novo.id));
    expect(await jaAceitouTermos(novo.id)).toBe(false);
    expect((await consentimentosPendentesDe(novo.id)).length).toBeGreaterThan(0);
    await db.insert(consentimentos).values({ userId: novo.id, documento: 'termos', versao: '0-antiga' });
    expect(await jaAceitouTermos(novo.id)).toBe(true);
  });
});
