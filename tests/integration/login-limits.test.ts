import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const attempt = (email: string, senha: string, ip: string) =>
  login(req('/api/auth/login', { body: { email, senha }, headers: { 'x-forwarded-for': ip } }), noCtx);

describe('login protection', () => {
  it('5 failures lock that account from that IP (429), not from another IP', async () => {
    const u = await createUser();
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, 'errada', '203.0.113.7')).status).toBe(401);
    const locked = await attempt(u.email, PASSWORD, '203.0.113.7');
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos\.$/);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await attempt(u.email, PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('an IP failing against many accounts is limited too', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 20; i++) await attempt(`conta-${i}-${Date.now()}@teste.com.br`, 'errada', ip);
    const u = await createUser();
    expect((await attempt(u.email, PASSWORD, ip)).status).toBe(429);
  });
});
