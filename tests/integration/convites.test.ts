import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ConvitePendente } from '@/lib/data/users';
import { eq } from 'drizzle-orm';
import { GET as listInvites, POST as invite } from '@/app/api/user/invite/route';
import { GET as listUsersRoute } from '@/app/api/user/read/route';
import { PUT as editProcesso } from '@/app/api/processo/[id]/route';
import { listarPeritos } from '@/lib/data/processos';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { DELETE as revoke } from '@/app/api/user/invite/[id]/route';
import { POST as resend } from '@/app/api/user/invite/[id]/reenviar/route';
import { POST as aceitarConvite } from '@/app/api/user/convite/aceitar/route';
import { POST as requestReset } from '@/app/api/password/request/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { getDb } from '@/lib/db/client';
import { convites, users } from '@/lib/db/schema';
import { CONVITE_ACEITO, CONVITE_NAO_ENCONTRADO, CONVITE_REVOGADO, conviteDoLink } from '@/lib/data/users';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { isResetTokenUsable } from '@/lib/data/auth';
import { resetLinkOf } from '../support/mime';
import { withSmtpCatcher } from '../support/app-smtp';

const noCtx = undefined as never;
const smtp = withSmtpCatcher();

const novoEmail = (p = 'convidado') => `${p}-${randomUUID()}@teste.com.br`;
const convidar = (token: string | undefined, data: unknown) => invite(req('/api/user/invite', { body: data, token }), noCtx);
const listar = (token: string | undefined) => listInvites(req('/api/user/invite', { token }), noCtx);
const reenviar = (token: string | undefined, id: number | string) =>
  resend(req(`/api/user/invite/${id}/reenviar`, { method: 'POST', token }), ctx({ id: String(id) }));
const revogar = (token: string | undefined, id: number | string) =>
  revoke(req(`/api/user/invite/${id}`, { method: 'DELETE', token }), ctx({ id: String(id) }));
/** 'Criar sua senha' (/convite): an invitation's link sets the first password there, never on /reset-password (issue 28). */
const definirSenha = (token: string, password: string) =>
  aceitarConvite(
    req('/api/user/convite/aceitar', {
      // What each role needs (the other role's fields are ignored).
      body: { token, password, crm: '123456', crmUf: 'SP', especialidade: 'Medicina do Trabalho', oabNumero: '123456', oabUf: 'SP', cpf: '529.982.247-25', telefone: '(11) 98765-4321' },
    }),
    noCtx,
  );
const entrar = (email: string, senha: string) => login(req('/api/auth/login', { body: { email, senha, lembrar: false } }), noCtx);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const SENHA = 'Senha-do-convidado-42';

type Convite = ConvitePendente;

describe('POST /api/user/invite', () => {
  it('admin invites a médico: 201, an account nobody can use yet, an e-mail with a one-time 72 h link', async () => {
    const admin = await createUser({ role: 'admin', nome: 'Admin Convites' });
    const email = novoEmail();
    const res = await convidar(admin.token, { nome: 'Dra. Convidada', email: email.toUpperCase(), role: 'medico' });
    expect(res.status).toBe(201);
    const { convite } = await body<{ convite: Convite }>(res);
    expect(convite).toMatchObject({ nome: 'Dra. Convidada', email, role: 'medico', expirado: false, emailEnviado: true });
    const ttl = new Date(convite.expiraEm).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(71 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(72 * 3600_000);

    const mail = await smtp.waitFor(email, /Convite/);
    expect(mail.text).toContain('Olá, Dra. Convidada.');
    expect(mail.text).toContain('Médico Perito');
    const link = resetLinkOf(mail);
    expect(mail.html).toContain(link);
    expect(await conviteDoLink(tokenOf(link))).toMatchObject({ email, role: 'medico' });
    // It opens /convite only: /reset-password refuses it (issue 28).
    expect(await isResetTokenUsable(tokenOf(link))).toBe(false);

    // No password works before the link is used.
    expect((await entrar(email, SENHA)).status).toBe(401);
    // The invitee sets the password and signs in; the invitation is accepted and leaves the pending list.
    expect((await definirSenha(tokenOf(link), SENHA)).status).toBe(200);
    const logged = await entrar(email, SENHA);
    expect(logged.status).toBe(200);
    expect((await body<{ user: { role: string } }>(logged)).user.role).toBe('medico');
    const pendentes = await body<Convite[]>(await listar(admin.token));
    expect(pendentes.find((c) => c.id === convite.id)).toBeUndefined();
    const [row] = await (await getDb()).select().from(convites).where(eq(convites.id, convite.id));
    expect(row.acceptedAt).not.toBeNull();
    // The link was single use; resending or revoking an accepted invitation is a conflict.
    expect((await definirSenha(tokenOf(link), 'Outra-senha-segura-9')).status).toBe(400);
    const again = await reenviar(admin.token, convite.id);
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({ message: CONVITE_ACEITO });
    expect((await revogar(admin.token, convite.id)).status).toBe(409);
  });

  it('every role may be invited (admin, medico, advogado)', async () => {
    const admin = await createUser({ role: 'admin' });
    for (const role of ['admin', 'medico', 'advogado']) {
      const email = novoEmail(role);
      const res = await convidar(admin.token, { nome: `Pessoa ${role}`, email, role });
      expect(res.status).toBe(201);
      const [u] = await (await getDb()).select().from(users).where(eq(users.email, email));
      expect(u.role).toBe(role);
      await smtp.waitFor(email, /Convite/);
    }
  });

  it('an e-mail already in use: 409, nothing saved, no e-mail', async () => {
    const admin = await createUser({ role: 'admin' });
    const existing = await createUser({ role: 'advogado' });
    // This admin's invitations: on PostgreSQL other files invite people at the same time.
    const deste = async () => (await (await getDb()).select().from(convites).where(eq(convites.invitedBy, admin.id))).length;
    const before = await deste();
    const res = await convidar(admin.token, { nome: 'Repetido', email: existing.email, role: 'medico' });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ message: EMAIL_TAKEN });
    expect(await deste()).toBe(before);
    const [u] = await (await getDb()).select().from(users).where(eq(users.id, existing.id));
    expect(u.role).toBe('advogado');
  });

  it('bad input: 400 with the field (role, e-mail, nome, NUL characters, not JSON)', async () => {
    const admin = await createUser({ role: 'admin' });
    const cases: [unknown, string][] = [
      [{ nome: 'X', email: novoEmail(), role: 'superuser' }, 'role'],
      [{ nome: 'X', email: 'não-é-email', role: 'medico' }, 'email'],
      [{ nome: '  ', email: novoEmail(), role: 'medico' }, 'nome'],
      [{ nome: 'X\u0000', email: novoEmail(), role: 'medico' }, 'nome'],
      [{ email: novoEmail(), role: 'medico' }, 'nome'],
    ];
    for (const [data, field] of cases) {
      const res = await convidar(admin.token, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      const b = await body<{ message: string; errors: Record<string, string> }>(res);
      expect(b.errors[field], JSON.stringify(b)).toBeTruthy();
    }
    const raw = await invite(req('/api/user/invite', { token: admin.token, rawBody: '{nope', headers: { 'content-type': 'application/json' } }), noCtx);
    expect(raw.status).toBe(400);
  });

  it('médico and advogado: 403; anonymous: 401; nothing created', async () => {
    const email = novoEmail();
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      const res = await convidar(u.token, { nome: 'Intruso', email, role: 'admin' });
      expect(res.status).toBe(403);
      // The role is checked before the body is read: a bad body is 403, never 400.
      expect((await convidar(u.token, { nome: '', email: 'não é e-mail', role: 'rei' })).status, role).toBe(403);
      expect((await listar(u.token)).status).toBe(403);
    }
    expect((await convidar(undefined, { nome: 'Intruso', email, role: 'admin' })).status).toBe(401);
    expect((await listar(undefined)).status).toBe(401);
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('an invited person is not usable until they accept', () => {
  it('shows as pending in the users list, is not offered nor accepted as perito; after accepting, both', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = novoEmail('perito');
    const nome = `Dra. Pendente ${randomUUID().slice(0, 6)}`;
    const res = await convidar(admin.token, { nome, email, role: 'medico' });
    const { convite } = await body<{ convite: Convite }>(res);
    const caso = await criarProcesso({ ownerId: admin.id });
    const atribuir = () =>
      editProcesso(req(`/api/processo/${caso.id}`, { method: 'PUT', token: admin.token, body: { peritoId: convite.userId } }), ctx({ id: String(caso.id) }));
    const naLista = async () =>
      (await body<{ id: number; ativo: boolean; convitePendente: boolean }[]>(await listUsersRoute(req(`/api/user/read?termo=${encodeURIComponent(nome)}`, { token: admin.token }), noCtx)))[0];

    expect(await naLista()).toMatchObject({ id: convite.userId, ativo: true, convitePendente: true });
    expect((await listarPeritos(admin)).map((p) => p.id)).not.toContain(convite.userId);
    const recusado = await atribuir();
    expect(recusado.status).toBe(400);
    expect(await body(recusado)).toMatchObject({ errors: { peritoId: 'Selecione um médico perito ativo.' } });

    const link = resetLinkOf(await smtp.waitFor(email, /Convite/));
    expect((await definirSenha(tokenOf(link), SENHA)).status).toBe(200);
    expect(await naLista()).toMatchObject({ id: convite.userId, convitePendente: false });
    expect((await listarPeritos(admin)).map((p) => p.id)).toContain(convite.userId);
    expect((await atribuir()).status).toBe(200);
  });
});

describe('resend and revoke', () => {
  it('resend: a new link by e-mail, the old one stops working', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = novoEmail();
    const { convite } = await body<{ convite: Convite }>(await convidar(admin.token, { nome: 'Reenvio', email, role: 'advogado' }));
    const first = tokenOf(resetLinkOf(await smtp.waitFor(email, /Convite/)));
    const res = await reenviar(admin.token, convite.id);
    expect(res.status).toBe(200);
    expect((await body<{ convite: Convite }>(res)).convite).toMatchObject({ id: convite.id, emailEnviado: true });
    const second = tokenOf(resetLinkOf(await smtp.waitFor(email, /Convite/)));
    expect(second).not.toBe(first);
    expect(await conviteDoLink(first)).toBeNull();
    expect((await definirSenha(first, SENHA)).status).toBe(400);
    expect((await definirSenha(second, SENHA)).status).toBe(200);
    expect((await entrar(email, SENHA)).status).toBe(200);
  });

  it('revoke: the link dies, the account cannot be used (not even by a reset), and the e-mail may be invited again', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = novoEmail();
    const { convite } = await body<{ convite: Convite }>(await convidar(admin.token, { nome: 'Revogado', email, role: 'medico' }));
    const link = tokenOf(resetLinkOf(await smtp.waitFor(email, /Convite/)));
    const res = await revogar(admin.token, convite.id);
    expect(res.status).toBe(200);
    expect(await conviteDoLink(link)).toBeNull();
    expect((await definirSenha(link, SENHA)).status).toBe(400);
    const [u] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(u.ativo).toBe(false);
    // 'Esqueci minha senha' sends nothing to an inactive account.
    await requestReset(req('/api/password/request', { body: { email } }), noCtx);
    await expect(smtp.waitFor(email, /Redefinição/, 800)).rejects.toThrow();
    expect((await listar(admin.token)).status).toBe(200);
    expect((await body<Convite[]>(await listar(admin.token))).find((c) => c.id === convite.id)).toBeUndefined();
    // A revoked invitation cannot be resent or revoked again.
    expect(await body(await reenviar(admin.token, convite.id))).toEqual({ message: CONVITE_REVOGADO });
    expect((await revogar(admin.token, convite.id)).status).toBe(409);

    // Invited again (as advogado this time): the same account, active once the password is set.
    const again = await convidar(admin.token, { nome: 'Revogado de Novo', email, role: 'advogado' });
    expect(again.status).toBe(201);
    const link2 = tokenOf(resetLinkOf(await smtp.waitFor(email, /Convite/)));
    expect((await definirSenha(link2, SENHA)).status).toBe(200);
    const logged = await entrar(email, SENHA);
    expect(logged.status).toBe(200);
    expect((await body<{ user: { id: number; role: string } }>(logged)).user).toMatchObject({ id: u.id, role: 'advogado' });
    // Accepted now: inviting that e-mail again is a conflict.
    expect((await convidar(admin.token, { nome: 'Terceira', email, role: 'medico' })).status).toBe(409);
  });

  it('unknown or malformed id: 404; other roles: 403; anonymous: 401', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = novoEmail();
    const { convite } = await body<{ convite: Convite }>(await convidar(admin.token, { nome: 'Alvo', email, role: 'medico' }));
    await smtp.waitFor(email, /Convite/);
    for (const id of ['999999999', 'abc', '2147483648']) {
      const r1 = await reenviar(admin.token, id);
      expect(r1.status).toBe(404);
      expect(await body(r1)).toEqual({ message: CONVITE_NAO_ENCONTRADO });
      expect((await revogar(admin.token, id)).status).toBe(404);
    }
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      expect((await reenviar(u.token, convite.id)).status).toBe(403);
      expect((await revogar(u.token, convite.id)).status).toBe(403);
    }
    expect((await reenviar(undefined, convite.id)).status).toBe(401);
    expect((await revogar(undefined, convite.id)).status).toBe(401);
    // Still pending after all of that.
    expect((await body<Convite[]>(await listar(admin.token))).some((c) => c.id === convite.id)).toBe(true);
  });

  it('lists pending invitations newest first, with who invited and when the link expires', async () => {
    const admin = await createUser({ role: 'admin', nome: 'Admin Lista' });
    const a = novoEmail('a');
    const b = novoEmail('b');
    await convidar(admin.token, { nome: 'Primeiro', email: a, role: 'medico' });
    await convidar(admin.token, { nome: 'Segundo', email: b, role: 'advogado' });
    const list = await body<(Convite & { convidadoPor: string })[]>(await listar(admin.token));
    const mine = list.filter((c) => c.email === a || c.email === b);
    expect(mine.map((c) => c.nome)).toEqual(['Segundo', 'Primeiro']);
    expect(mine[0]).toMatchObject({ convidadoPor: 'Admin Lista', role: 'advogado', expirado: false });
  });
});

describe('self-registration stays for advogados only', () => {
  it('POST /api/auth/register ignores a role in the body: the account is an advogado', async () => {
    const email = novoEmail('registro');
    const res = await register(
      req('/api/auth/register', {
        body: {
          nome: 'Quer Ser Admin',
          cpf: '529.982.247-25',
          telefone: '(11) 91234-5678',
          endereco: 'Rua A, 1',
          email,
          senha: 'Senha-forte-registro-1',
          confirmarSenha: 'Senha-forte-registro-1',
          role: 'admin',
        },
      }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const [u] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(u.role).toBe('advogado');
  });
});
