import { describe, expect, it } from 'vitest';
import {
  assinaturaWebhook,
  canHearEvento,
  isEnderecoPublico,
  problemaUrlWebhook,
  verificarAssinaturaWebhook,
  WEBHOOK_RETRY_DELAY_SECONDS,
  WEBHOOK_RETRY_LIMIT,
} from '@/lib/domain/webhooks';
import { gerarTokenApi, hashTokenApi, isTokenApi, isWellFormedTokenApi, prefixoTokenApi } from '@/lib/domain/tokens-api';

describe('webhook signature', () => {
  const segredo = 'whsec_teste';
  const body = '{"id":"1","evento":"prazo.aberto","criadoEm":"2026-11-25T10:00:00.000Z","dados":{}}';
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', async () => {
    const { createHmac } = await import('node:crypto');
    const t = 1_800_000_000;
    expect(assinaturaWebhook(segredo, body, t)).toBe(`t=${t},v1=${createHmac('sha256', segredo).update(`${t}.${body}`).digest('hex')}`);
  });
  it('verifies, and refuses another secret, a changed body, a replay out of tolerance, garbage', () => {
    const agora = 1_800_000_000_000;
    const h = assinaturaWebhook(segredo, body, agora / 1000);
    expect(verificarAssinaturaWebhook(segredo, body, h, agora)).toBe(true);
    expect(verificarAssinaturaWebhook('outro', body, h, agora)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, body + ' ', h, agora)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, body, h, agora + 301_000)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, body, 't=x,v1=zz', agora)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, body, null, agora)).toBe(false);
  });
  it('retries span about an hour (6 retries, delays doubling with jitter)', () => {
    const min = Array.from({ length: WEBHOOK_RETRY_LIMIT }, (_, k) => (WEBHOOK_RETRY_DELAY_SECONDS * 2 ** (k + 1)) / 2).reduce((a, b) => a + b);
    expect(WEBHOOK_RETRY_LIMIT).toBeGreaterThanOrEqual(6);
    expect(min).toBeGreaterThan(40 * 60);
    expect(2 * min).toBeLessThan(90 * 60);
  });
});

describe('webhook URLs', () => {
  it('https only unless allowed; no credentials', () => {
    expect(problemaUrlWebhook('https://sistema.escritorio.com.br/hook', false)).toBeNull();
    expect(problemaUrlWebhook('http://sistema.escritorio.com.br/hook', false)).not.toBeNull();
    expect(problemaUrlWebhook('http://127.0.0.1:4000/hook', true)).toBeNull();
    expect(problemaUrlWebhook('https://a:b@sistema.com.br/', false)).not.toBeNull();
    expect(problemaUrlWebhook('javascript:alert(1)', true)).not.toBeNull();
    expect(problemaUrlWebhook('nada', false)).not.toBeNull();
  });
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['::1', false],
    ['::ffff:10.0.0.1', false],
    ['fd12::1', false],
    ['fe80::abcd', false],
    ['nome.com.br', false],
    ['8.8.4.4', true],
    ['2001:4860:4860::8888', true],
  ])('%s public: %s', (ip, publico) => {
    expect(isEnderecoPublico(ip)).toBe(publico);
  });
});

describe('who hears of an event', () => {
  const caso = { ownerId: 1, peritoId: 2 };
  it('follows the access policy: payments not for the perito; nothing for strangers; admins all', () => {
    expect(canHearEvento({ id: 1, role: 'advogado' }, 'pagamento.aprovado', caso)).toBe(true);
    expect(canHearEvento({ id: 2, role: 'medico' }, 'pagamento.aprovado', caso)).toBe(false);
    expect(canHearEvento({ id: 2, role: 'medico' }, 'entrega.publicada', caso)).toBe(true);
    expect(canHearEvento({ id: 3, role: 'advogado' }, 'processo.situacao', caso)).toBe(false);
    expect(canHearEvento({ id: 9, role: 'admin' }, 'prazo.aberto', caso)).toBe(true);
  });
});

describe('personal API tokens', () => {
  it('pmj_ + 43 base64url characters, hashed with SHA-256, a short prefix kept', () => {
    const t = gerarTokenApi();
    expect(isTokenApi(t) && isWellFormedTokenApi(t)).toBe(true);
    expect(hashTokenApi(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTokenApi(t)).not.toBe(hashTokenApi(gerarTokenApi()));
    expect(prefixoTokenApi(t)).toBe(t.slice(0, 10));
    expect(isTokenApi('eyJhbGciOi')).toBe(false);
    expect(isWellFormedTokenApi('pmj_curto')).toBe(false);
  });
});
