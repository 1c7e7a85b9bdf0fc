import { describe, expect, it } from 'vitest';
import { avaliarSaude, type FilaProbe } from '@/lib/domain/saude';

const fila = (nome: string, estado: FilaProbe['estado'], ligada = true): FilaProbe => ({ nome, ligada, estado, pendentes: 0, maisAntigaSegundos: null });
const rodando = [fila('lembretes', 'ok'), fila('webhook-entregas', 'ok')];

describe('GET /api/health answer (avaliarSaude)', () => {
  it('ok when the database answers, the newest migration is applied and every queue runs (or is off on purpose)', () => {
    expect(avaliarSaude({ lastApplied: 200, expected: 200, runtime: 'ok', filas: rodando })).toEqual({
      status: 'ok',
      db: 'ok',
      migrations: 'ok',
      jobs: 'ok',
      filas: [
        { nome: 'lembretes', ativa: true, pendentes: 0, maisAntigaSegundos: null },
        { nome: 'webhook-entregas', ativa: true, pendentes: 0, maisAntigaSegundos: null },
      ],
    });
    const web = avaliarSaude({ lastApplied: 200, expected: 200, runtime: 'parado', filas: [fila('lembretes', null, false)] });
    expect(web).toMatchObject({ status: 'ok', jobs: 'desligado', filas: [{ nome: 'lembretes', ativa: false }] });
    // One queue off on purpose, the other running: healthy.
    expect(avaliarSaude({ lastApplied: 200, expected: 200, runtime: 'ok', filas: [fila('lembretes', 'desligada', false), fila('webhook-entregas', 'ok')] }).status).toBe('ok');
  });

  it('names every failing part, in Portuguese, and each queue that failed to start', () => {
    expect(avaliarSaude({ lastApplied: 100, expected: 200, runtime: 'ok', filas: rodando })).toMatchObject({
      status: 'erro',
      migrations: 'pendentes',
      jobs: 'ok',
      message: 'Serviço indisponível: migrações.',
    });
    expect(avaliarSaude({ lastApplied: null, expected: 200, runtime: 'ok', filas: rodando }).migrations).toBe('pendentes');
    const down = avaliarSaude({ lastApplied: 'falhou', expected: 200, runtime: 'falhou', filas: rodando });
    expect(down).toMatchObject({ status: 'erro', db: 'falhou', migrations: 'desconhecidas', jobs: 'falhou' });
    expect(down.message).toBe('Serviço indisponível: banco de dados, migrações, fila de tarefas.');
    expect(avaliarSaude({ lastApplied: 200, expected: 200, runtime: 'parado', filas: rodando }).message).toBe('Serviço indisponível: fila de tarefas.');
    const uma = avaliarSaude({ lastApplied: 200, expected: 200, runtime: 'ok', filas: [fila('lembretes', 'ok'), fila('webhook-entregas', 'falhou'), fila('backup', 'falhou')] });
    expect(uma).toMatchObject({ status: 'erro', jobs: 'falhou', message: 'Serviço indisponível: fila de tarefas (webhook-entregas, backup).' });
    expect(uma.filas.map((f) => f.ativa)).toEqual([true, false, false]);
  });
});
