import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { errorResponse } from '@/lib/api/handler';
import { getDb } from '@/lib/db/client';
import { quesitos, users } from '@/lib/db/schema';
import { logger, safeError } from '@/lib/log';
import { criarProcesso } from '../support/db-factories';
import { req } from '../support/handler-transport';

// The stored hash gets a NUL appended, so the database refuses the INSERT after validation passed: the
// failing query then carries the CPF, phone, address and the bcrypt hash as parameters.
const hashes: string[] = [];
vi.mock('@/lib/security/passwords', async (importOriginal) => {
  const orig = await importOriginal<typeof import('@/lib/security/passwords')>();
  return {
    ...orig,
    hashPassword: async (plain: string) => {
      const h = await orig.hashPassword(plain);
      hashes.push(h);
      return `${h}\u0000`;
    },
  };
});

let output: string[] = [];
beforeEach(() => {
  output = [];
  const capture = (chunk: unknown) => {
    output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture as typeof process.stderr.write);
  vi.spyOn(console, 'error').mockImplementation((...a) => void output.push(a.map(String).join(' ')));
  vi.spyOn(console, 'log').mockImplementation((...a) => void output.push(a.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

/** A user row straight in the database (helpers.createUser would go through the mocked hashPassword). */
async function plainUser() {
  const db = await getDb();
  const [u] = await db.insert(users).values({ nome: 'Usuária', email: `log-${randomUUID()}@teste.com.br`, passwordHash: 'sem-senha' }).returning();
  return u;
}

const secretsIn = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));

describe('logs of a failing request', () => {
  it('a database error during sign-up logs no CPF, phone, password, hash or address — but does log the failure', async () => {
    const cpf = '52998224725';
    const telefone = '11987654321';
    const senha = `Senha-ultra-secreta-${randomUUID().slice(0, 6)}`;
    const endereco = 'Rua das Acácias, 1234, apto 56';
    const res = await register(
      req('/api/auth/register', {
        body: {
          nome: 'Paciente Sigilo',
          cpf: '529.982.247-25',
          telefone: '(11) 98765-4321',
          endereco,
          email: `log-${randomUUID()}@teste.com.br`,
          senha,
          confirmarSenha: senha,
        },
      }),
      undefined as never,
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Erro interno no servidor. Tente novamente mais tarde.' });

    const log = output.join('');
    expect(log).toMatch(/Erro inesperado na API/);
    expect(log).toMatch(/insert into \\"users\\"/);
    const hash = hashes.at(-1)!;
    expect(hash).toMatch(/^\$2[aby]\$/);
    expect(secretsIn(log, [cpf, '529.982.247-25', telefone, '98765-4321', senha, hash, hash.slice(7), endereco])).toEqual([]);
    // Each line is one JSON object (structured).
    for (const line of log.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('health text and CPF in a failing query’s parameters stay out of the log', async () => {
    const u = await plainUser();
    const p = await criarProcesso({ ownerId: u.id });
    const health = 'Paciente com diagnóstico de depressão grave CID F32.2';
    const db = await getDb();
    const err = await db
      .insert(quesitos)
      .values({ processoId: p.id, autorId: u.id, description: `${health}\u0000`, name: '123.456.789-09' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    errorResponse(err);
    const log = output.join('');
    expect(log).toMatch(/insert into \\"quesitos\\"/);
    expect(secretsIn(log, [health, 'depressão', 'F32.2', '123.456.789-09'])).toEqual([]);
  });

  it('a unique violation’s row detail is not logged; keys naming personal data are censored', async () => {
    const u = await plainUser();
    const db = await getDb();
    const err = await db
      .insert(users)
      .values({ nome: 'Outro', email: u.email, passwordHash: 'x', cpf: '39053344705', telefone: '21912345678' })
      .then(() => null)
      .catch((e: unknown) => e);
    const safe = JSON.stringify(safeError(err));
    expect(safe).toMatch(/23505/);
    expect(safe).not.toContain(u.email);
    expect(safe).not.toContain('39053344705');
    logger.error({ user: { cpf: '39053344705', telefone: '21912345678', senha: 'abc12345' }, senha: 'abc12345' }, 'teste');
    const log = output.join('');
    expect(secretsIn(log, ['39053344705', '21912345678', 'abc12345'])).toEqual([]);
  });
});
