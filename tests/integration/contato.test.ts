import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/contato/route';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { resetMailer } from '@/lib/mail';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const byte = () => Math.floor(Math.random() * 256);
/** A unique client address per test (one of 4 million): the PostgreSQL database (and its rate-limit rows) is shared. */
const uniqueIp = () => `100.${64 + Math.floor(Math.random() * 64)}.${byte()}.${byte()}`;

const valid = () => ({
  nome: 'Maria da Silva',
  email: `maria-${randomUUID()}@teste.com.br`,
  assunto: 'Dúvida sobre a Fase 1',
  mensagem: 'Gostaria de saber o prazo de entrega da análise de plausibilidade.',
});

async function rowsByEmail(email: string) {
  const db = await getDb();
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

const post = (data: unknown, ip: string, headers: Record<string, string> = {}) =>
  POST(req('/api/contato', { body: data, headers: { 'x-forwarded-for': ip, ...headers } }), noCtx);

describe('POST /api/contato', () => {
  const savedSmtp = process.env.SMTP_URL;
  afterEach(() => {
    if (savedSmtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = savedSmtp;
    resetMailer();
  });

  it('201: stores the message (trimmed), mails it and marks mail_sent_at', async () => {
    const input = valid();
    const ip = uniqueIp();
    const res = await post({ ...input, nome: '  Maria da Silva  ' }, ip);
    expect(res.status).toBe(201);
    const data = await body<{ id: number; message: string; nome: string; mailSent: boolean }>(res);
    expect(data.message).toBe('Mensagem enviada com sucesso! Responderemos em até 1 dia útil.');
    expect(typeof data.id).toBe('number');
    expect(data.nome).toBe('Maria da Silva');
    expect(data.mailSent).toBe(true);
    const rows = await rowsByEmail(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data.id, nome: 'Maria da Silva', assunto: input.assunto, mensagem: input.mensagem, ip });
    expect(rows[0].mailSentAt).toBeInstanceOf(Date);
  });

  it('201 without any session or cookie (the public form), also from a same-origin browser', async () => {
    const input = valid();
    const res = await post(input, uniqueIp(), { origin: 'http://localhost:3000' });
    expect(res.status).toBe(201);
  });

  it.each(['admin', 'medico', 'advogado'] as const)('201 also for a signed-in %s (Bearer): the form is the same for everyone', async (role) => {
    const user = await createUser({ role });
    const input = valid();
    const res = await POST(req('/api/contato', { body: input, token: user.token, headers: { 'x-forwarded-for': uniqueIp() } }), noCtx);
    expect(res.status).toBe(201);
    expect(await rowsByEmail(input.email)).toHaveLength(1);
  });

  it('403 for a cross-site browser post (CSRF origin check), nothing stored', async () => {
    const input = valid();
    const res = await post(input, uniqueIp(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowsByEmail(input.email)).toHaveLength(0);
  });

  it.each([
    ['nome', { nome: '' }, 'Informe o seu nome.'],
    ['nome', { nome: 'A' }, 'O nome deve ter pelo menos 2 caracteres.'],
    ['nome', { nome: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres.'],
    ['email', { email: 'nao-e-email' }, 'Informe um e-mail válido.'],
    ['email', { email: '   ' }, 'Informe o seu e-mail.'],
    ['assunto', { assunto: 'oi' }, 'O assunto deve ter pelo menos 3 caracteres.'],
    ['assunto', { assunto: 123 }, 'Informe o assunto.'],
    ['mensagem', { mensagem: 'curta' }, 'A mensagem deve ter pelo menos 10 caracteres.'],
    ['mensagem', { mensagem: 'x'.repeat(5001) }, 'A mensagem deve ter no máximo 5000 caracteres.'],
  ])('400 for an invalid %s (%j), nothing stored', async (field, patch, message) => {
    const input = { ...valid(), ...patch };
    const marker = `marker-${randomUUID()}@teste.com.br`;
    const res = await post(field === 'email' ? input : { ...input, email: marker }, uniqueIp());
    expect(res.status).toBe(400);
    const data = await body<{ message: string; errors: Record<string, string> }>(res);
    expect(data.errors[field]).toBe(message);
    expect(Object.keys(data.errors)).toEqual([field]);
    if (field !== 'email') expect(await rowsByEmail(marker)).toHaveLength(0);
  });

  it('400 for a missing field and for a body that is not JSON', async () => {
    const { mensagem: _omit, ...semMensagem } = valid();
    void _omit;
    const res = await post(semMensagem, uniqueIp());
    expect(res.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(res)).errors.mensagem).toBe('Escreva a sua mensagem.');
    const bad = await POST(
      req('/api/contato', { method: 'POST', rawBody: '{nome:', headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() } }),
      noCtx,
    );
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toMatch(/JSON/);
  });

  it('413 for a body over 1 MB, nothing stored', async () => {
    const input = { ...valid(), mensagem: 'x'.repeat(1024 * 1024 + 10) };
    const res = await post(input, uniqueIp());
    expect(res.status).toBe(413);
    expect(await rowsByEmail(input.email)).toHaveLength(0);
  });

  it('429 after 5 messages per IP per hour; another IP is not affected; nothing stored for the 6th', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await post(valid(), ip);
      expect(res.status).toBe(201);
    }
    const sixth = valid();
    const res = await post(sixth, ip);
    expect(res.status).toBe(429);
    expect((await body(res)).message).toMatch(/^Você enviou muitas mensagens em pouco tempo\. Tente novamente em \d+ minutos\.$/);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rowsByEmail(sixth.email)).toHaveLength(0);
    expect((await post(valid(), uniqueIp())).status).toBe(201);
  });

  it('invalid submissions do not use up the limit', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) expect((await post({ ...valid(), email: 'x' }, ip)).status).toBe(400);
    expect((await post(valid(), ip)).status).toBe(201);
  });

  it('when mail sending fails the message is still stored (201) and mail_sent_at stays empty', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetMailer();
    const { env } = await import('@/lib/env');
    // env() is parsed once per process: make sure this test really goes through the failing SMTP transport.
    const cached = env();
    const original = cached.SMTP_URL;
    (cached as { SMTP_URL?: string }).SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      const input = valid();
      const res = await post(input, uniqueIp());
      expect(res.status).toBe(201);
      expect((await body<{ mailSent: boolean }>(res)).mailSent).toBe(false);
      const rows = await rowsByEmail(input.email);
      expect(rows).toHaveLength(1);
      expect(rows[0].mailSentAt).toBeNull();
    } finally {
      (cached as { SMTP_URL?: string }).SMTP_URL = original;
    }
  });
});
