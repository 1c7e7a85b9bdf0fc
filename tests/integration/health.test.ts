import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { verificarSaude } from '@/lib/saude';
import { iniciarFilas, pararFilas } from '@/lib/jobs/runtime';
import { FILAS } from '@/lib/jobs/registro';
import { req } from '../support/handler-transport';

const noCtx = undefined as never;
const health = () => GET(req('/api/health'), noCtx);
// The whole runtime runs the reminders of whatever database it is on: only on this file's own embedded database,
// never on the PostgreSQL that other test files share (there one queue is started on its own).
const ownDatabase = !process.env.DATABASE_URL;
const SWITCHES = ['LEMBRETES_WORKER', 'WEBHOOKS_WORKER', 'AVISOS_EMAIL_WORKER', 'AUTOS_WORKER', 'AVISOS_PERICIADO_WORKER', 'NFSE_WORKER'];
const nomes = FILAS.map((f) => f.nome);

afterAll(async () => {
  await pararFilas();
  for (const v of SWITCHES) delete process.env[v];
});

describe('GET /api/health', () => {
  it('503 naming the job runtime before it runs; one entry per queue; no secret or setting in the answer', async () => {
    const res = await health();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'erro', db: 'ok', migrations: 'ok', jobs: 'parado', message: 'Serviço indisponível: fila de tarefas.' });
    expect(body.filas.map((f: { nome: string }) => f.nome)).toEqual(nomes);
    expect(body.filas.every((f: { ativa: boolean }) => f.ativa === false)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.runIf(ownDatabase)('200 with every queue active once the runtime runs, 503 again after it stops', async () => {
    await iniciarFilas();
    const res = await health();
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'ok' });
    expect(body.message).toBeUndefined();
    expect(body.filas).toHaveLength(nomes.length);
    for (const f of body.filas) {
      expect(f).toEqual({ nome: f.nome, ativa: true, pendentes: expect.any(Number), maisAntigaSegundos: f.pendentes > 0 ? expect.any(Number) : null });
    }
    expect(res.status).toBe(200);
    await pararFilas();
    expect((await health()).status).toBe(503);
  });

  it('a queue whose worker fails to start: 503 naming it, the others keep running', async () => {
    // A schedule pg-boss refuses: the real failure path of a queue's set-up (logged, then named by the probe).
    await iniciarFilas({ somente: ['tribunais-sincronizacao', 'avisos-email'], ajustes: { 'tribunais-sincronizacao': { agenda: () => 'isto não é cron' } } });
    try {
      const res = await health();
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'erro', jobs: 'falhou', message: 'Serviço indisponível: fila de tarefas (tribunais-sincronizacao).' });
      const porNome = Object.fromEntries(body.filas.map((f: { nome: string; ativa: boolean }) => [f.nome, f.ativa]));
      expect(porNome['tribunais-sincronizacao']).toBe(false);
      expect(porNome['avisos-email']).toBe(true);
    } finally {
      await pararFilas();
    }
  });

  it('200 with jobs "desligado" on a web-only instance (every queue switched off)', async () => {
    for (const v of SWITCHES) process.env[v] = '0';
    try {
      const res = await health();
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'desligado' });
      expect(body.filas.every((f: { ativa: boolean }) => !f.ativa)).toBe(true);
    } finally {
      for (const v of SWITCHES) delete process.env[v];
    }
  });

  it('a database that fails or hangs is reported as db "falhou" (the probe has a budget: bench/saude.ts measures it)', async () => {
    const failed = await verificarSaude(() => Promise.reject(new Error('ECONNREFUSED')));
    expect(failed).toMatchObject({ status: 'erro', db: 'falhou', migrations: 'desconhecidas' });
    const hung = await verificarSaude(() => new Promise(() => {}));
    expect(hung.db).toBe('falhou');
  });
});
