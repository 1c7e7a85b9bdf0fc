import { afterEach, describe, expect, it, vi } from 'vitest';
import { causaDe } from '@/lib/data/tribunais/djen-paginas';
import { TribunalIndisponivelError } from '@/lib/tribunais/erros';

afterEach(() => vi.restoreAllMocks());

describe('a failed case logs small (issue 36 item 1)', () => {
  it('a failed INSERT of 15 000 rows logs its name, code and the start of its message, not the statement or its parameters', () => {
    const placeholders = Array.from({ length: 90_000 }, (_, i) => `$${i + 1}`).join(', ');
    const pg = Object.assign(new Error('bind message supplies 90000 parameters, but prepared statement "" requires 24464'), { code: '08P01', severity: 'ERROR' });
    const drizzle = Object.assign(new Error(`Failed query: insert into "andamentos" values (${placeholders})\nparams: ${'x,'.repeat(90_000)}`), {
      name: 'DrizzleQueryError',
      query: `insert into "andamentos" values (${placeholders})`,
      params: Array.from({ length: 90_000 }, () => 'x'),
      cause: pg,
    });
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write);
    expect(causaDe(drizzle)).toBe('erro_interno_08P01');
    const log = lines.join('');
    expect(log.length).toBeLessThan(2000);
    expect(log).toContain('08P01');
    expect(log).not.toContain('$900');
  });

  it('a court that failed gives its cause and logs nothing', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((() => true) as typeof process.stdout.write);
    expect(causaDe(new TribunalIndisponivelError('x', 'resposta_invalida'))).toBe('resposta_invalida');
    expect(write).not.toHaveBeenCalled();
  });
});
