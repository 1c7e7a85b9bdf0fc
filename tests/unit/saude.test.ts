import { describe, expect, it } from 'vitest';
import { avaliarSaude } from '@/lib/domain/saude';

describe('GET /api/health answer (avaliarSaude)', () => {
  it('ok when the database answers, the newest migration is applied and the worker runs (or is off on purpose)', () => {
    expect(avaliarSaude({ lastApplied: 200, expected: 200, jobs: 'ok' })).toEqual({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'ok' });
    expect(avaliarSaude({ lastApplied: 200, expected: 200, jobs: 'desligado' }).status).toBe('ok');
  });

  it('names every failing part, in Portuguese', () => {
    expect(avaliarSaude({ lastApplied: 100, expected: 200, jobs: 'ok' })).toEqual({
      status: 'erro',
      db: 'ok',
      migrations: 'pendentes',
      jobs: 'ok',
      message: 'Serviço indisponível: migrações.',
    });
    expect(avaliarSaude({ lastApplied: null, expected: 200, jobs: 'ok' }).migrations).toBe('pendentes');
    const down = avaliarSaude({ lastApplied: 'falhou', expected: 200, jobs: 'falhou' });
    expect(down).toMatchObject({ status: 'erro', db: 'falhou', migrations: 'desconhecidas', jobs: 'falhou' });
    expect(down.message).toBe('Serviço indisponível: banco de dados, migrações, fila de tarefas.');
    expect(avaliarSaude({ lastApplied: 200, expected: 200, jobs: 'parado' }).message).toBe('Serviço indisponível: fila de tarefas.');
  });
});
