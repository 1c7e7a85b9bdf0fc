import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readUsers } from '@/app/api/user/read/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { listarUsuarios, registrosDaLista } from '@/lib/data/users';
import { registroNaLista } from '@/lib/domain/registro-profissional';
import { ForbiddenError } from '@/lib/errors';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 28: the admin's Usuários page shows each person's professional registration (who cannot publish yet).
// The page reads it beside the list (call 4's answer stays as SPEC has it).

const noCtx = undefined as never;
beforeAll(async () => {
  await getDb();
});

describe('registrosDaLista (the Usuários page)', () => {
  it("gives each listed user's CRM/UF, especialidade, RQE and OAB/UF; the page shows them or what is missing", async () => {
    const admin = await createUser({ role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    const completo = await createUser({ role: 'medico', nome: `A Médica Completa ${tag}` });
    await (await getDb()).update(users).set({ crm: '12345', crmUf: 'SP', especialidade: 'Ortopedia', rqe: '6789' }).where(eq(users.id, completo.id));
    const semRegistro = await createUser({ role: 'medico', nome: `B Médico Sem Registro ${tag}`, semRegistro: true });
    const advogada = await createUser({ role: 'advogado', nome: `C Advogada ${tag}` });
    await (await getDb()).update(users).set({ oabNumero: '123456', oabUf: 'RJ' }).where(eq(users.id, advogada.id));
    const advogadoSemOab = await createUser({ role: 'advogado', nome: `D Advogado ${tag}` });
    const outroAdmin = await createUser({ role: 'admin', nome: `E Admin ${tag}` });

    const { items } = await listarUsuarios(admin, { termo: tag, page: 1, pageSize: 20 });
    expect(items.map((u) => u.id)).toEqual([completo.id, semRegistro.id, advogada.id, advogadoSemOab.id, outroAdmin.id]);
    const registros = await registrosDaLista(admin, items.map((u) => u.id));
    expect(registros[completo.id]).toEqual({ crm: '12345', crmUf: 'SP', especialidade: 'Ortopedia', rqe: '6789', oabNumero: null, oabUf: null });
    expect(registros[advogada.id]).toMatchObject({ oabNumero: '123456', oabUf: 'RJ', crm: null });

    expect(items.map((u) => registroNaLista(u.role, registros[u.id])?.texto ?? null)).toEqual([
      'CRM 12345/SP · Ortopedia · RQE 6789',
      'Não informado',
      'OAB/RJ 123456',
      'Não informado',
      null,
    ]);
  });

  it('admins only; no ids, no query', async () => {
    const admin = await createUser({ role: 'admin' });
    const medico = await createUser({ role: 'medico' });
    await expect(registrosDaLista(medico, [medico.id])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(registrosDaLista(await createUser({ role: 'advogado' }), [medico.id])).rejects.toBeInstanceOf(ForbiddenError);
    expect(await registrosDaLista(admin, [])).toEqual({});
  });

  it("call 4's answer is unchanged: no registration fields in GET /api/user/read", async () => {
    const admin = await createUser({ role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    await createUser({ role: 'medico', nome: `Médico ${tag}` });
    const data = await body<Record<string, unknown>[]>(await readUsers(req(`/api/user/read?termo=${tag}`, { token: admin.token }), noCtx));
    expect(data).toHaveLength(1);
    expect(Object.keys(data[0])).not.toEqual(expect.arrayContaining(['crm']));
    expect(data[0]).not.toHaveProperty('crm');
  });
});
