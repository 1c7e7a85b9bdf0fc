import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/processo/read/route';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

describe('call 1: searching a CNJ number', () => {
  it('finds the case by its number typed as bare digits, masked, or in part', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data } = await criar(adv.token);
    const numero = data.numeroProcesso as string;
    const digits = numero.replace(/\D/g, '');
    for (const termo of [digits, numero, digits.slice(0, 13), numero.slice(0, 12)]) {
      const res = await listRoute(req(`/api/processo/read?termo=${encodeURIComponent(termo)}`, { token: adv.token }), noCtx);
      const items = await body<{ id: number }[]>(res);
      expect(Array.isArray(items), termo).toBe(true);
      expect(items.map((i) => i.id), termo).toContain(data.id);
    }
  });
});
