import { describe, expect, it } from 'vitest';
import { GET as read } from '@/app/api/processo/read/route';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

// Issue 34 item 6: the case list's search finds a benefit by its name in force and by its old name.
const lista = (t: string, termo: string) => read(req(`/api/processo/read/?termo=${encodeURIComponent(termo)}`, { token: t }), noCtx);

describe('GET /api/processo/read: benefit names in the search', () => {
  it('finds the case by the old and the new name; only within what the user may see', async () => {
    const adv = await createUser({ role: 'advogado' });
    const outro = await createUser({ role: 'advogado' });
    const aux = await criar(adv.token, { tipoAcao: 'Auxílio Doença' });
    const apos = await criar(adv.token, { tipoAcao: 'Aposentadoria por incapacidade permanente' });
    expect(aux.res.status).toBe(201);
    expect(apos.res.status).toBe(201);
    expect(apos.data.tipoAcao).toBe('Aposentadoria por Invalidez');

    for (const termo of ['auxílio-doença', 'Auxílio Doença', 'incapacidade temporária']) {
      const ids = (await body<{ id: number }[]>(await lista(adv.token, termo))).map((p) => p.id);
      expect(ids).toContain(aux.data.id);
      expect(ids).not.toContain(apos.data.id);
    }
    for (const termo of ['invalidez', 'incapacidade permanente']) {
      const ids = (await body<{ id: number }[]>(await lista(adv.token, termo))).map((p) => p.id);
      expect(ids).toContain(apos.data.id);
      expect(ids).not.toContain(aux.data.id);
    }
    expect(await body(await lista(outro.token, 'invalidez'))).toEqual({ message: 'Nenhum processo encontrado.' });
  });
});
