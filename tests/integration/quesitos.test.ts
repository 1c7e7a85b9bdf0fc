import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as incluirQuesito } from '@/app/api/quesitos/create/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { getDb } from '@/lib/db/client';
import { notificacoes } from '@/lib/db/schema';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { criar, editar, noCtx } from './processos-helpers';

const enviar = (t: string | undefined, data: unknown) => incluirQuesito(req('/api/quesitos/create', { token: t, body: data }), noCtx);
const q = (id: number, description: string) => ({ name: 'Quesito', description, categoria: 'geral', prioridade: 'media', id_processo: id });

describe('POST /api/quesitos/create (call 3)', () => {
  it('the owner adds a quesito: 201, stored exactly as typed, in the detail, Cronologia and a notification to the perito', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token);
    await editar(admin.token, c.id, { peritoId: med.id });
    const texto = '  <b>O periciado</b> apresenta <script>alert(1)</script> incapacidade?\nLinha 2 & "aspas" ';
    const res = await enviar(adv.token, q(c.id, texto));
    expect(res.status).toBe(201);
    const data = await body<{ id: number; quesito: string; message: string }>(res);
    expect(data.message).toBe('Quesito criado com sucesso');
    expect(data.quesito).toBe(texto);
    const d = await body<{ quesitos: { id: number; quesito: string }[]; cronologia: { evento: string; tipo: string }[] }>(
      await readId(req(`/api/processo/readId/${c.id}`, { token: adv.token }), ctx({ id: String(c.id) })),
    );
    expect(d.quesitos).toEqual([expect.objectContaining({ id: data.id, quesito: texto })]);
    expect(d.cronologia[0]).toMatchObject({ evento: 'Quesito adicionado', tipo: 'quesito' });
    const db = await getDb();
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.tipo, 'quesito')));
    expect(notes.map((n) => n.userId)).toEqual([med.id]);
  });

  it('the assigned medico and an admin may add; only description is required; id_processo may be a numeric string', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token);
    await editar(admin.token, c.id, { peritoId: med.id });
    expect((await enviar(med.token, q(c.id, 'Pelo perito'))).status).toBe(201);
    expect((await enviar(admin.token, { description: 'Só a descrição', id_processo: String(c.id) })).status).toBe(201);
  });

  it('5000 characters are accepted; 5001, empty or blank are 400; a missing or invalid id_processo is 400', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    expect((await enviar(adv.token, q(c.id, 'x'.repeat(5000)))).status).toBe(201);
    for (const bad of [q(c.id, 'x'.repeat(5001)), q(c.id, ''), q(c.id, '   \n '), { description: 'sem processo' }, q(0, 'a'), { ...q(1, 'a'), id_processo: 'abc' }, { ...q(c.id, 'a'), description: 5 }]) {
      const res = await enviar(adv.token, bad);
      expect(res.status).toBe(400);
      expect(typeof (await body(res)).message).toBe('string');
    }
  });

  it('404 on another advogado\'s or an unassigned medico\'s case, or an unknown case; 401 anonymous', async () => {
    const adv = await createUser({ role: 'advogado' });
    const other = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token);
    expect((await enviar(other.token, q(c.id, 'intruso'))).status).toBe(404);
    expect((await enviar(med.token, q(c.id, 'intruso'))).status).toBe(404);
    expect((await enviar(adv.token, q(2_000_000_000, 'nada'))).status).toBe(404);
    expect((await enviar(undefined, q(c.id, 'anônimo'))).status).toBe(401);
  });
});
