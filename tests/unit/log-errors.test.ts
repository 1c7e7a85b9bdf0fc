import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, safeError, scrubText } from '@/lib/log';

afterEach(() => vi.restoreAllMocks());

function captureLog(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stdout.write);
  fn();
  return lines.join('').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('logged errors an operator can use (issue 27 item 7)', () => {
  it('keeps the class, code and message of a job-runner failure; removes only personal data and credentials', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { name: 'error', code: '40P01', severity: 'ERROR', routine: 'DeadLockReport' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (postgresql://pericia:s3nha-do-banco@db:5432/pericia)'), {
      code: 'ECONNREFUSED',
    });
    const personal = new TypeError('Falha ao avisar maria.silva@exemplo.com.br, CPF 529.982.247-25, tel. (11) 98765-4321');
    const [a, b, c] = captureLog(() => {
      for (const err of [deadlock, refused, personal]) logger.error({ err }, 'Lembretes: o worker não pôde iniciar');
    });
    expect(a.err).toMatchObject({ type: 'error', code: '40P01', message: 'deadlock detected' });
    expect(b.err).toMatchObject({ type: 'Error', code: 'ECONNREFUSED' });
    expect((b.err as { message: string }).message).toContain('connect ECONNREFUSED');
    expect(JSON.stringify(b)).not.toContain('s3nha-do-banco');
    expect((c.err as { type: string; message: string }).type).toBe('TypeError');
    expect((c.err as { message: string }).message).toBe('Falha ao avisar [e-mail], CPF [número], tel. [número]');
    expect(JSON.stringify([a, b, c])).not.toContain('[omitido]');
  });

  it('a code that is not an identifier is not copied (it could carry a value)', () => {
    const err = Object.assign(new Error('x'), { code: 'joao@exemplo.com' });
    expect(safeError(err).code).toBeUndefined();
  });

  it('scrubText leaves ordinary operator text alone', () => {
    const text = 'relation "pgboss.job" does not exist at 2026-11-25, porta 5432';
    expect(scrubText(text)).toBe(text);
  });
});

describe("a proposal's people never reach a log (issue 28 item 6)", () => {
  it('redacts client, lawyer and opposing party in a logged URL, in a message and as keys', () => {
    const url = '/modelo?nomeAdvogado=Dra.%20Ana%20Souza&nomeCliente=Jo%C3%A3o%20da%20Silva&fase=1,2&parteContraria=INSS&valorVista=2850,00';
    const [a, b, c] = captureLog(() => {
      logger.warn({ url, path: url }, 'Pedido');
      logger.warn(`Falha ao montar ${url}`);
      logger.warn({ body: { nomeCliente: 'João da Silva', nomeAdvogado: 'Ana Souza', parteContraria: 'INSS' } }, 'Proposta');
    });
    const all = JSON.stringify([a, b, c]);
    expect(all).not.toMatch(/Jo%C3%A3o|João|Ana|INSS/);
    expect(a.url).toBe('/modelo?nomeAdvogado=[omitido]&nomeCliente=[omitido]&fase=1,2&parteContraria=[omitido]&valorVista=2850,00');
    expect(b.msg).toContain('nomeCliente=[omitido]&fase=1,2');
    expect(c.body).toEqual({ nomeCliente: '[omitido]', nomeAdvogado: '[omitido]', parteContraria: '[omitido]' });
  });
});
