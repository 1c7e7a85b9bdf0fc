import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/security/passwords';
import { REGISTER_LIMIT } from '@/lib/data/users';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;

// Open (and migrate) the database in a hook, whose timeout is longer than a test's: slow under load.
beforeAll(async () => {
  await getDb();
});

function payload(over: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    email: `cadastro-${randomUUID()}@teste.com.br`,
    senha: 'Prova-de-cadastro-42',
    confirmarSenha: 'Prova-de-cadastro-42',
    escritorio: 'Silva Advocacia',
    endereco: 'Rua das Flores, 100 - São Paulo/SP',
    cpf: '529.982.247-25',
    telefone: '(11) 98765-4321',
    ...over,
  };
}
const post = (data: unknown, headers: Record<string, string> = {}) => register(req('/api/auth/register', { body: data, headers }), noCtx);

describe('POST /api/auth/register (call 9)', () => {
  it('creates an advogado with digits-only CPF/phone, answers 201 and logs the person in', async () => {
    const p = payload({ email: `  Nova-${randomUUID()}@Teste.com.br ` });
    const res = await post(p);
    expect(res.status).toBe(201);
    const data = await body<{ id: number; token: string; message: string; user: Record<string, unknown> }>(res);
    expect(data.message).toBe('Cadastro realizado com sucesso!');
    expect(data.user).toMatchObject({
      id: data.id,
      nome: 'Maria da Silva',
      email: p.email.trim().toLowerCase(),
      role: 'advogado',
      creditos: 0,
      ativo: true,
      cpf: '52998224725',
      telefone: '11987654321',
      escritorio: 'Silva Advocacia',
    });
    expect(JSON.stringify(data)).not.toMatch(/password|hash|sessionVersion/i);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookieValue = /^next-auth\.session-token=([^;]+)/.exec(cookie)![1];
    const who = await me(req('/api/auth/me', { headers: { cookie: `next-auth.session-token=${cookieValue}` } }), noCtx);
    expect(who.status).toBe(200);
    expect((await body<{ user: { id: number; role: string } }>(who)).user).toMatchObject({ id: data.id, role: 'advogado' });

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, data.id));
    expect(row.passwordHash).not.toContain('Prova');
    expect(await verifyPassword('Prova-de-cadastro-42', row.passwordHash)).toBe(true);
    const again = await login(req('/api/auth/login', { body: { email: row.email, senha: 'Prova-de-cadastro-42' } }), noCtx);
    expect(again.status).toBe(200);
  });

  it('escritório is optional; a role sent by the client is ignored', async () => {
    const res = await post({ ...payload({ escritorio: '' }), role: 'admin', creditos: 99, ativo: false });
    expect(res.status).toBe(201);
    const data = await body<{ user: Record<string, unknown> }>(res);
    expect(data.user).toMatchObject({ role: 'advogado', creditos: 0, ativo: true, escritorio: null });
  });

  it('the account and its LGPD consent are one transaction: when the consent cannot be recorded, no account remains', async () => {
    const db = await getDb();
    const marca = `consentimento-falha-${randomUUID()}`;
    const fn = `falha_consentimento_${randomUUID().replace(/-/g, '')}`;
    // A real failure of the consent's insert, raised by the database for this test's address only (other test files
    // may share the database).
    await db.execute(
      sql.raw(
        `create function ${fn}() returns trigger language plpgsql as $$ begin ` +
          `if exists (select 1 from users where id = new.user_id and email like '${marca}%') then raise exception 'consentimento recusado'; end if; ` +
          `return new; end $$`,
      ),
    );
    await db.execute(sql.raw(`create trigger ${fn} before insert on consentimentos for each row execute function ${fn}()`));
    try {
      const email = `${marca}@teste.com.br`;
      const res = await post(payload({ email }), { 'x-forwarded-for': `198.20.${Math.floor(Math.random() * 250)}.7` });
      expect(res.status).toBe(500);
      expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
      // The same address signs up once the consent can be recorded.
      await db.execute(sql.raw(`drop trigger ${fn} on consentimentos`));
      expect((await post(payload({ email }), { 'x-forwarded-for': `198.20.${Math.floor(Math.random() * 250)}.8` })).status).toBe(201);
    } finally {
      await db.execute(sql.raw(`drop trigger if exists ${fn} on consentimentos`));
      await db.execute(sql.raw(`drop function if exists ${fn}()`));
    }
  });

  it('409 "E-mail já cadastrado" for an e-mail in use (any case)', async () => {
    const u = await createUser();
    const res = await post(payload({ email: u.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ message: 'E-mail já cadastrado' });
  });

  it('409 for two simultaneous sign-ups with one e-mail: exactly one wins', async () => {
    const email = `corrida-${randomUUID()}@teste.com.br`;
    const results = await Promise.all([post(payload({ email })), post(payload({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['CPF with a wrong check digit', { cpf: '529.982.247-24' }, 'cpf', 'CPF inválido.'],
    ['CPF with repeated digits', { cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
    ['CPF missing', { cpf: '' }, 'cpf', 'Informe o CPF.'],
    ['phone with an invalid DDD', { telefone: '(20) 98765-4321' }, 'telefone', 'Telefone inválido: verifique o DDD e o número.'],
    ['phone too short', { telefone: '(11) 9876-543' }, 'telefone', 'Telefone inválido: verifique o DDD e o número.'],
    ['nome missing', { nome: '   ' }, 'nome', 'Informe o nome completo.'],
    ['endereço missing', { endereco: '' }, 'endereco', 'Informe o endereço.'],
    ['invalid e-mail', { email: 'sem-arroba' }, 'email', 'Informe um e-mail válido.'],
    ['password shorter than 8', { senha: 'Ab1!xyz', confirmarSenha: 'Ab1!xyz' }, 'senha', 'A senha deve ter pelo menos 8 caracteres.'],
    ['password longer than 128', { senha: 'a'.repeat(129), confirmarSenha: 'a'.repeat(129) }, 'senha', 'A senha deve ter no máximo 128 caracteres.'],
    ['a common password', { senha: 'Senha@123', confirmarSenha: 'Senha@123' }, 'senha', 'Esta senha é muito comum. Escolha outra.'],
    ['another common password', { senha: 'flamengo2024', confirmarSenha: 'flamengo2024' }, 'senha', 'Esta senha é muito comum. Escolha outra.'],
    ['mismatched confirmation', { confirmarSenha: 'Outra-coisa-42' }, 'confirmarSenha', 'As senhas não coincidem!'],
    ['wrong types', { nome: 42 }, 'nome', 'Informe o nome completo.'],
  ])('400 for %s, with the per-field message', async (_label, over, field, message) => {
    const res = await post(payload(over));
    expect(res.status).toBe(400);
    const data = await body<{ message: string; errors: Record<string, string> }>(res);
    expect(data.errors[field]).toBe(message);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await register(req('/api/auth/register', { method: 'POST', rawBody: '{nome:', headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(400);
  });

  it('403 for a cross-origin browser POST (CSRF)', async () => {
    const res = await post(payload(), { origin: 'https://evil.example', cookie: 'a=1' });
    expect(res.status).toBe(403);
  });

  it(`429 after ${REGISTER_LIMIT} sign-ups from one IP within the hour; another IP still signs up`, async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < REGISTER_LIMIT; i++) expect((await post(payload(), { 'x-forwarded-for': ip })).status).toBe(201);
    const limited = await post(payload(), { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect((await body(limited)).message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos\.$/);
    expect((await post(payload(), { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.1` })).status).toBe(201);
  });
});
