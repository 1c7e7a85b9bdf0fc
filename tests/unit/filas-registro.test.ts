import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILAS } from '@/lib/jobs/registro';

const root = path.resolve(import.meta.dirname, '../..');
const DIRS = ['lib', 'app', 'components', 'scripts', 'bench', 'tests', 'e2e'];
const SKIP = new Set(['node_modules', '.next', 'migrations']);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* sources(p);
    else if (/\.(ts|tsx|mjs|js|cjs)$/.test(name)) yield p;
  }
}

// What starts or shapes a job: a pg-boss instance, its queues, schedules and workers.
const STARTS_A_JOB = /new\s+PgBoss\b|\.createQueue\s*\(|\.(un)?schedule\s*\(|\bboss\.work\b|\.work\s*<|\.offWork\s*\(/;
const THE_RUNTIME = 'lib/jobs/runtime.ts';

describe('the job registry (lib/jobs/registro.ts)', () => {
  it('lists every queue of the app, each once, with a handler and a retry policy', () => {
    // A new queue is one entry in the registry and one name here.
    expect(FILAS.map((f) => f.nome)).toEqual(['lembretes', 'backup', 'tribunais-sincronizacao', 'tribunais-sincronizar-todos', 'webhook-entregas', 'avisos-email', 'autos-leitura', 'avisos-periciado', 'nfse']);
    for (const f of FILAS) {
      expect(typeof f.executar).toBe('function');
      expect(f.tentativas.limite).toBeGreaterThanOrEqual(0);
      expect(f.lote).toBeGreaterThanOrEqual(1);
      expect(f.concorrencia).toBeGreaterThanOrEqual(1);
    }
  });

  it('each queue has its env switch (web-only instances turn it off)', () => {
    const antes = { ...process.env };
    try {
      for (const v of ['LEMBRETES_WORKER', 'WEBHOOKS_WORKER', 'AVISOS_EMAIL_WORKER', 'AUTOS_WORKER', 'AVISOS_PERICIADO_WORKER', 'NFSE_WORKER']) process.env[v] = '0';
      expect(FILAS.filter((f) => f.ligada()).map((f) => f.nome)).toEqual([]);
      process.env.WEBHOOKS_WORKER = '1';
      expect(FILAS.filter((f) => f.ligada()).map((f) => f.nome)).toEqual(['webhook-entregas']);
    } finally {
      process.env = antes;
    }
  });

  it('nothing outside the runtime creates pg-boss, a queue, a schedule or a worker', () => {
    const fora: string[] = [];
    for (const dir of DIRS) {
      for (const file of sources(path.join(root, dir))) {
        const rel = path.relative(root, file);
        if (rel === THE_RUNTIME || rel === 'tests/unit/filas-registro.test.ts') continue;
        const text = readFileSync(file, 'utf8');
        text.split('\n').forEach((line, i) => {
          if (STARTS_A_JOB.test(line)) fora.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
        // pg-boss itself is imported by the runtime only (types anywhere in lib/jobs).
        if (/from 'pg-boss'/.test(text) && !/import type [^;]*from 'pg-boss'/.test(text)) fora.push(`${rel}: importa pg-boss`);
      }
    }
    expect(fora).toEqual([]);
  });
});
