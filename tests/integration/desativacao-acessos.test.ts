import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT as editarUsuario } from '@/app/api/user/edit/[id]/route';
import { POST as invite } from '@/app/api/user/invite/route';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { GET as detalhe } from '@/app/api/processo/readId/[id]/route';
import { GET as acessosGet } from '@/app/api/processo/[id]/acessos/route';
import { GET as exportar } from '@/app/api/lgpd/exportar/route';
import { getDb } from '@/lib/db/client';
import { convites } from '@/lib/db/schema';
import { isResetTokenUsable } from '@/lib/data/auth';
import { emitirLinkDeSenha, RESET_TOKEN_TTL_MS } from '@/lib/data/auth/password/links';
import { resetMailer } from '@/lib/mail';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 27 item 6: deactivation revokes what was issued before it; the access log's network addresses are for admins.

const noCtx = undefined as never;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  resetMailer();
  admin = await createUser({ role: 'admin' });
});
afterAll(async () => {
  await smtp?.close();
});

const editar = (id: number, data: unknown) => editarUsuario(req(`/api/user/edit/${id}`, { method: 'PUT', body: data, token: admin.token }), ctx({ id: String(id) }));
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const definirSenha = (token: string) => redefinirSenha(req('/api/password/reset-password', { body: { token, password: 'Senha-depois-42' } }), noCtx);

describe('deactivation', () => {
  it('a reset link issued before a deactivation does not work after the reactivation', async () => {
    const u = await createUser();
    const { link } = await emitirLinkDeSenha(u.id, RESET_TOKEN_TTL_MS);
    expect(await isResetTokenUsable(tokenOf(link))).toBe(true);
    expect((await editar(u.id, { ativo: false })).status).toBe(200);
    expect((await editar(u.id, { ativo: true })).status).toBe(200);
    expect(await isResetTokenUsable(tokenOf(link))).toBe(false);
    expect((await definirSenha(tokenOf(link))).status).toBe(400);
  });

  it('revokes a pending invitation: its link stays dead after a reactivation', async () => {
    const email = `desativado-${randomUUID()}@teste.com.br`;
    const res = await invite(req('/api/user/invite', { token: admin.token, body: { nome: 'Convidado Desativado', email, role: 'medico' } }), noCtx);
    expect(res.status).toBe(201);
    const { convite } = await body<{ convite: { id: number; userId: number } }>(res);
    const { link } = await emitirLinkDeSenha(convite.userId);
    expect((await editar(convite.userId, { ativo: false })).status).toBe(200);
    const [c] = await (await getDb()).select().from(convites).where(eq(convites.id, convite.id));
    expect(c.revokedAt).not.toBeNull();
    expect((await editar(convite.userId, { ativo: true })).status).toBe(200);
    expect((await definirSenha(tokenOf(link))).status).toBe(400);
  });
});

describe('network addresses in the access log', () => {
  it('the case owner sees who read (name and role) but not the address; admins see it; the LGPD export likewise', async () => {
    const owner = await createUser({ role: 'advogado' });
    const perito = await createUser({ role: 'medico', nome: 'Dra. Perita Leitora' });
    const caso = await criarProcesso({ ownerId: owner.id, peritoId: perito.id });
    const addr = '198.51.100.77';
    const lido = await detalhe(req(`/api/processo/readId/${caso.id}`, { token: perito.token, headers: { 'x-forwarded-for': addr } }), ctx({ id: String(caso.id) }));
    expect(lido.status).toBe(200);
    type Acesso = { usuario_id: number; usuario: string; role: string; endereco: string | null };
    const lista = async (token: string) => body<Acesso[]>(await acessosGet(req(`/api/processo/${caso.id}/acessos`, { token }), ctx({ id: String(caso.id) })));
    const doPerito = (itens: Acesso[]) => itens.find((a) => a.usuario_id === perito.id)!;
    expect(doPerito(await lista(owner.token))).toMatchObject({ usuario: 'Dra. Perita Leitora', role: 'medico', endereco: null });
    expect(doPerito(await lista(admin.token))).toMatchObject({ endereco: addr });

    const exp = await body<{ processos: { id: number; acessos: { usuario: string; perfil: string; endereco: string | null }[] }[] }>(
      await exportar(req('/api/lgpd/exportar', { token: owner.token }), noCtx),
    );
    const acessosDoCaso = exp.processos.find((p) => p.id === caso.id)!.acessos;
    const lidoPeloPerito = acessosDoCaso.find((a) => a.usuario === 'Dra. Perita Leitora')!;
    expect(lidoPeloPerito).toMatchObject({ perfil: 'medico', endereco: null });
    expect(JSON.stringify(exp)).not.toContain(addr);
  });
});
