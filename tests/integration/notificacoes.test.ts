import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/notificacoes/route';
import { POST as readOne } from '@/app/api/notificacoes/[id]/lida/route';
import { POST as readAll } from '@/app/api/notificacoes/lidas/route';
import { notificarCaso } from '@/lib/data/notificacoes';
import type { NotificacaoItem } from '@/lib/data/notificacoes/listar-notificacoes';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
type Lista = { notificacoes: NotificacaoItem[]; naoLidas: number };
let advogado: U, medico: U, outro: U;
let processoId: number;
let numero: string;

async function lista(token?: string) {
  const res = await listRoute(req('/api/notificacoes', { token }), noCtx);
  return { res, data: res.ok ? await body<Lista>(res) : undefined };
}
const marcar = (token: string | undefined, id: number | string) =>
  readOne(req(`/api/notificacoes/${id}/lida`, { method: 'POST', token }), ctx({ id: String(id) }));

beforeAll(async () => {
  advogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico' });
  outro = await createUser({ role: 'advogado' });
  const p = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
  processoId = p.id;
  numero = p.numeroProcesso!;
});

describe('notificarCaso + GET /api/notificacoes', () => {
  it('notifies the owner and the perito but not the actor; newest first with the unread count', async () => {
    await notificarCaso({ processoId, actorId: advogado.id, tipo: 'quesito', mensagem: 'Novo quesito no processo' });
    await notificarCaso({ processoId, actorId: medico.id, tipo: 'pericia', mensagem: 'Perícia agendada' });
    await notificarCaso({ processoId, actorId: null, tipo: 'situacao', mensagem: 'Situação alterada: Aprovado' });

    const adv = await lista(advogado.token);
    expect(adv.res.status).toBe(200);
    expect(adv.data!.naoLidas).toBe(2);
    // Every message names its case (here by its number).
    expect(adv.data!.notificacoes.map((n) => n.mensagem)).toEqual([`Processo ${numero}: Situação alterada: Aprovado`, `Processo ${numero}: Perícia agendada`]);
    expect(adv.data!.notificacoes[0]).toMatchObject({ processoId, tipo: 'situacao', lida: false });
    expect(new Date(adv.data!.notificacoes[0].createdAt).toString()).not.toBe('Invalid Date');

    const med = await lista(medico.token);
    expect(med.data!.naoLidas).toBe(2);
    expect(med.data!.notificacoes.map((n) => n.tipo)).toEqual(['situacao', 'quesito']);

    const nobody = await lista(outro.token);
    expect(nobody.data).toEqual({ notificacoes: [], naoLidas: 0 });
  });

  it('401 without a session', async () => {
    expect((await lista()).res.status).toBe(401);
  });

  it('a case without a number is named by its requerente', async () => {
    const a = await createUser({ role: 'advogado' });
    const semNumero = await criarProcesso({ ownerId: a.id, numero: null });
    await notificarCaso({ processoId: semNumero.id, actorId: null, tipo: 'fase', mensagem: 'Fase 1 concluída' });
    const adv = (await lista(a.token)).data!;
    expect(adv.notificacoes[0].mensagem).toBe(`Processo de ${semNumero.requerente} (sem número): Fase 1 concluída`);
  });

  it('no duplicates: the same unread notification of the same case is not sent twice', async () => {
    const a = await createUser({ role: 'advogado' });
    const p = await criarProcesso({ ownerId: a.id });
    const n = { processoId: p.id, actorId: null, tipo: 'pericia' as const, mensagem: 'Perícia cancelada: X.' };
    await notificarCaso(n);
    await notificarCaso(n);
    const mine = (await lista(a.token)).data!.notificacoes;
    expect(mine).toHaveLength(1);
    // Once read, a new occurrence is news again.
    await marcar(a.token, mine[0].id);
    await notificarCaso(n);
    expect((await lista(a.token)).data!.notificacoes).toHaveLength(2);
  });
});

describe('marking read', () => {
  it('POST /api/notificacoes/{id}/lida marks one and answers the new count', async () => {
    const before = (await lista(advogado.token)).data!;
    const first = before.notificacoes.find((n) => !n.lida)!;
    const res = await marcar(advogado.token, first.id);
    expect(res.status).toBe(200);
    expect((await body<{ naoLidas: number }>(res)).naoLidas).toBe(before.naoLidas - 1);
    const after = (await lista(advogado.token)).data!;
    expect(after.notificacoes.find((n) => n.id === first.id)!.lida).toBe(true);
    // Idempotent.
    expect((await marcar(advogado.token, first.id)).status).toBe(200);
  });

  it('404 for another user’s notification, an unknown id or a bad id; 401 anonymous', async () => {
    const mine = (await lista(medico.token)).data!.notificacoes[0];
    const res = await marcar(outro.token, mine.id);
    expect(res.status).toBe(404);
    expect((await body(res)).message).toBe('Notificação não encontrada.');
    expect((await lista(medico.token)).data!.notificacoes[0].lida).toBe(false);
    expect((await marcar(medico.token, 999_999_999)).status).toBe(404);
    expect((await marcar(medico.token, 'x1')).status).toBe(404);
    expect((await marcar(undefined, mine.id)).status).toBe(401);
  });

  it('POST /api/notificacoes/lidas marks all of the caller’s, and only theirs', async () => {
    const res = await readAll(req('/api/notificacoes/lidas', { method: 'POST', token: medico.token }), noCtx);
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ marcadas: 2, naoLidas: 0 });
    expect((await lista(medico.token)).data!.naoLidas).toBe(0);
    expect((await lista(advogado.token)).data!.naoLidas).toBe(1);
    expect((await readAll(req('/api/notificacoes/lidas', { method: 'POST' }), noCtx)).status).toBe(401);
  });
});
