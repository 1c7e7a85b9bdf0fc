import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { verificarSaude } from '@/lib/data/saude';
import { startLembretesWorker, stopLembretesWorker } from '@/lib/jobs/lembretes';
import { req } from '../support/handler-transport';

const noCtx = undefined as never;
const health = () => GET(req('/api/health'), noCtx);
// The worker runs the reminders of whatever database it is on: only on this file's own embedded database, never
// on the PostgreSQL that other test files share (there the health route is checked with the worker off on purpose).
const ownDatabase = !process.env.DATABASE_URL;

afterAll(async () => {
  await stopLembretesWorker();
  delete process.env.LEMBRETES_WORKER;
});

describe('GET /api/health', () => {
  it('503 naming the job worker before it runs; no secret or setting in the answer', async () => {
    const res = await health();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ status: 'erro', db: 'ok', migrations: 'ok', jobs: 'parado', message: 'Serviço indisponível: fila de tarefas.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.runIf(ownDatabase)('200 with every part ok once the worker runs, 503 again after it stops', async () => {
    await startLembretesWorker();
    const res = await health();
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'ok' });
    expect(res.status).toBe(200);
    await stopLembretesWorker();
    expect((await health()).status).toBe(503);
  });

  it('200 with jobs "desligado" on a web-only instance (LEMBRETES_WORKER=0)', async () => {
    process.env.LEMBRETES_WORKER = '0';
    try {
      const res = await health();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'desligado' });
    } finally {
      delete process.env.LEMBRETES_WORKER;
    }
  });

  it('a database that fails or hangs is reported as db "falhou" within the probe budget', async () => {
    const failed = await verificarSaude(() => Promise.reject(new Error('ECONNREFUSED')));
    expect(failed).toMatchObject({ status: 'erro', db: 'falhou', migrations: 'desconhecidas' });
    const started = Date.now();
    const hung = await verificarSaude(() => new Promise(() => {}));
    expect(hung.db).toBe('falhou');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is cheap: 50 probes in well under a second each', async () => {
    const started = Date.now();
    for (let i = 0; i < 50; i++) await health();
    expect((Date.now() - started) / 50).toBeLessThan(50);
  });
});
