import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as invite } from '@/app/api/user/invite/route';
import { POST as aceitar } from '@/app/api/user/convite/aceitar/route';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { conviteDoLink } from '@/lib/data/users';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { resetLinkOf } from '../support/mime';
import { withSmtpCatcher } from '../support/app-smtp';

const noCtx = undefined as never;
const smtp = withSmtpCatcher();
const SENHA = 'Senha-do-convidado-42';

/** An invitation of `role` sent by a new admin: the token of its link (which opens /convite). */
async function convite(role: 'medico' | 'advogado' | 'admin'): Promise<{ email: string; token: string }> {
  const admin = await createUser({ role: 'admin' });
  const email = `convite-${role}-${randomUUID()}@teste.com.br`;
  expect((await invite(req('/api/user/invite', { token: admin.token, body: { nome: `Convidado ${role}`, email, role } }), noCtx)).status).toBe(201);
  const link = resetLinkOf(await smtp.waitFor(email, /Convite/));
  expect(link).toMatch(/\/convite\?token=/);
  return { email, token: new URL(link).searchParams.get('token')! };
}
const post = (b: unknown) => aceitar(req('/api/user/convite/aceitar', { body: b }), noCtx);
const entrar = (email: string, senha: string) => login(req('/api/auth/login', { body: { email, senha, lembrar: false } }), noCtx);

describe("POST /api/user/convite/aceitar ('Criar sua senha')", () => {
  it('a médico gives CRM/UF and especialidade with the password; missing ones are 400 and keep the link usable', async () => {
    const { email, token } = await convite('medico');
    expect(await conviteDoLink(token)).toMatchObject({ email, role: 'medico' });
    const sem = await post({ token, password: SENHA, confirmarSenha: SENHA });
    expect(sem.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(sem)).errors).toMatchObject({
      crm: 'CRM inválido: informe apenas os números do registro (até 7 dígitos).',
      crmUf: 'Selecione a UF do CRM.',
    });
    expect((await entrar(email, SENHA)).status).toBe(401);
    const ok = await post({ token, password: SENHA, confirmarSenha: SENHA, crm: '246810', crmUf: 'rj', especialidade: 'Psiquiatria' });
    expect(ok.status).toBe(200);
    expect((await body(ok)).message).toBe('Senha criada com sucesso! Você já pode fazer login.');
    const [u] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect([u.crm, u.crmUf, u.especialidade, u.rqe]).toEqual(['246810', 'RJ', 'Psiquiatria', null]);
    expect((await entrar(email, SENHA)).status).toBe(200);
    // Used: the page says so, the call is 400.
    expect(await conviteDoLink(token)).toBeNull();
    expect((await post({ token, password: SENHA, crm: '1', crmUf: 'SP', especialidade: 'Psiquiatria' })).status).toBe(400);
  });

  it('an advogado gives OAB/UF, CPF and telefone; each bad one is named', async () => {
    const { email, token } = await convite('advogado');
    const ruim = await post({ token, password: SENHA, oabNumero: '1234567', oabUf: 'MG', cpf: '111.111.111-11', telefone: '123' });
    expect(ruim.status).toBe(400);
    expect(Object.keys((await body<{ errors: Record<string, string> }>(ruim)).errors).sort()).toEqual(['cpf', 'oabNumero', 'telefone']);
    const ok = await post({ token, password: SENHA, oabNumero: '123456', oabUf: 'MG', cpf: '529.982.247-25', telefone: '(31) 98765-4321' });
    expect(ok.status).toBe(200);
    const [u] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect([u.oabNumero, u.oabUf, u.cpf, u.telefone]).toEqual(['123456', 'MG', '52998224725', '31987654321']);
  });

  it('an admin gives only the password; mismatched confirmation, a bad token and a reset link are 400', async () => {
    const { token } = await convite('admin');
    expect((await post({ token, password: SENHA, confirmarSenha: 'outra-coisa-1' })).status).toBe(400);
    expect((await post({ token: 'x'.repeat(43), password: SENHA })).status).toBe(400);
    expect((await post({ token: 'curto', password: SENHA })).status).toBe(400);
    expect((await post({ token, password: SENHA, confirmarSenha: SENHA })).status).toBe(200);
  });
});
