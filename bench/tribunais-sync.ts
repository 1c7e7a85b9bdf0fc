/**
 * Benchmark of the court sync (issue 26, "Measured"; prints figures, not a test).
 *   npx tsx bench/tribunais-sync.ts
 * Creates the PostgreSQL database `pericia_bench_tribunais` (PG_ADMIN_URL, default postgresql://postgres@127.0.0.1:5432/postgres),
 * migrates it, seeds BENCH_CASES (10 000) open cases spread over 8 courts, and loads each into the local DataJud and
 * DJEN stand-ins (3 movements, 2 communications) answering in BENCH_LATENCY_MS (100) each. Then:
 *   run 1  everything new;   run 2  nothing new (must store nothing);
 * printing total time, SQL statements per case (counted at the pg driver), peak RSS, and the duplicate check
 * (rows vs distinct keys). Courts run BENCH_CONCURRENCY (8) at a time, each court's cases in sequence; the polite
 * pause between requests (TRIBUNAIS_PAUSA_MS) is 0 here so the figure is the product's own cost: in production add
 * 2 × pause per case per court lane. The full run also asks DJEN by OAB for BENCH_OAB_LAWYERS (200) lawyers, in
 * sequence, each with one communication on a registered case and one without a case (kept for their dashboard).
 * Drops the database at the end.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startDatajudStandin } from '../tests/support/datajud-standin.mjs';
import { startDjenStandin } from '../tests/support/djen-standin.mjs';
import { ADMIN_URL, admin } from './admin-db';

const root = path.resolve(import.meta.dirname, '..');
const DB_NAME = 'pericia_bench_tribunais';
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const CASES = Number(process.env.BENCH_CASES ?? 10_000);
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const OAB_LAWYERS = Number(process.env.BENCH_OAB_LAWYERS ?? 200);
const COURTS: [number, number, string, string][] = [
  [8, 26, 'tjsp', 'TJSP'], [8, 19, 'tjrj', 'TJRJ'], [8, 13, 'tjmg', 'TJMG'], [8, 21, 'tjrs', 'TJRS'],
  [4, 3, 'trf3', 'TRF3'], [4, 1, 'trf1', 'TRF1'], [5, 2, 'trt2', 'TRT2'], [5, 15, 'trt15', 'TRT15'],
];

const log = (...a: unknown[]) => console.log('▶', ...a);

// Count every statement the app sends (drizzle's node-postgres driver goes through Client#query).
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);

async function main() {
  await admin(`drop database if exists ${DB_NAME}`);
  await admin(`create database ${DB_NAME}`);
  process.env.DATABASE_URL = DB_URL;
  try {
    execFileSync('npx', ['tsx', 'scripts/db.ts', 'migrate'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: DB_URL } });
    const datajud = await startDatajudStandin({ atrasoMs: LATENCY });
    const djen = await startDjenStandin({ atrasoMs: LATENCY });
    process.env.DATAJUD_URL = datajud.url;
    process.env.DJEN_URL = djen.url;
    process.env.TRIBUNAIS_PAUSA_MS = '0';
    const { buildCnj } = await import('@/lib/domain/cnj');
    const { getDb, closeDb } = await import('@/lib/db/client');
    const { executarSincronizacao } = await import('@/lib/data/tribunais');
    const db = await getDb();
    await db.execute(`insert into users (nome, email, password_hash, role) values ('Advogado Bench', 'adv@bench.local', 'x', 'advogado')`);
    // The OAB query of a first run goes 30 days back: the communications without a case are dated inside that window.
    const hojeMenos = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

    log(`Carregando ${CASES} processos no banco e nos servidores locais...`);
    const numeros: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const [j, tr, alias, sigla] = COURTS[i % COURTS.length];
      const numero = buildCnj(i + 1, 2024, j, tr, (i % 9000) + 1);
      numeros.push(numero);
      datajud.setProcesso(alias, {
        numeroProcesso: numero,
        tribunal: sigla,
        classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
        assuntos: [{ codigo: 10433, nome: 'Indenização por Dano Moral' }],
        orgaoJulgador: { codigo: 1, nome: '1ª Vara' },
        dataAjuizamento: '20240315103323',
        movimentos: [
          { codigo: 26, nome: 'Distribuição', dataHora: '2024-03-15T10:33:23.000Z' },
          { codigo: 11010, nome: 'Mero expediente', dataHora: '20240410090000' },
          { codigo: 12164, nome: 'Juntada de Laudo Pericial', dataHora: '2024-09-01T15:00:00.000Z' },
        ],
      });
      djen.publicar({ numero, data_disponibilizacao: '2024-09-02', siglaTribunal: sigla });
      djen.publicar({ numero, data_disponibilizacao: '2024-09-10', siglaTribunal: sigla, tipoComunicacao: 'Edital' });
    }
    for (let i = 0; i < numeros.length; i += 1000) {
      const chunk = numeros.slice(i, i + 1000).map((n) => `('${n}', 'São Paulo/SP', 'danos_morais', 'estadual', '2024-03-15', 'Requerente', 'Requerido', (select id from users limit 1), 'em_analise', 'em_andamento')`);
      await db.execute(`insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, situacao, etapa) values ${chunk.join(', ')}`);
    }

    // Lawyers with an OAB: each has one communication on a registered case and one on a case not registered here.
    for (let i = 0; i < OAB_LAWYERS; i++) {
      const oab = String(100000 + i);
      await db.execute(`insert into users (nome, email, password_hash, role, oab_numero, oab_uf) values ('Advogado OAB ${i}', 'oab${i}@bench.local', 'x', 'advogado', '${oab}', 'SP')`);
      const advogados = [{ nome: `ADVOGADO ${i}`, numero_oab: oab, uf_oab: 'SP' }];
      djen.publicar({ numero: numeros[i % numeros.length], data_disponibilizacao: '2024-09-11', siglaTribunal: 'TJSP', advogados });
      djen.publicar({ numero: buildCnj(9_000_000 + i, 2025, 8, 26, 100), data_disponibilizacao: hojeMenos(2), siglaTribunal: 'TJSP', advogados });
    }

    for (const rodada of ['1ª execução (tudo novo)', '2ª execução (nada novo)']) {
      statements = 0;
      peakRss = process.memoryUsage().rss;
      const t0 = performance.now();
      const r = await executarSincronizacao({ origem: 'manual', userId: null }, { concorrencia: CONCURRENCY });
      const s = (performance.now() - t0) / 1000;
      log(rodada, r);
      log(`  tempo ${s.toFixed(1)} s (${((s * 1000) / CASES).toFixed(1)} ms por processo), ${(statements / CASES).toFixed(2)} comandos SQL por processo, RSS máx. ${(peakRss / 2 ** 20).toFixed(0)} MB`);
    }
    const dup = await db.execute(`select
      (select count(*) from andamentos) - (select count(*) from (select distinct processo_id, codigo, data_hora from andamentos) a) as andamentos_duplicados,
      (select count(*) from publicacoes) - (select count(*) from (select distinct processo_id, hash from publicacoes) p) as publicacoes_duplicadas,
      (select count(*) from publicacoes_sem_processo) - (select count(*) from (select distinct advogado_id, hash from publicacoes_sem_processo) q) as sem_processo_duplicadas,
      (select count(*) from andamentos) as andamentos, (select count(*) from publicacoes) as publicacoes, (select count(*) from publicacoes_sem_processo) as sem_processo`);
    log('Duplicados:', (dup as unknown as { rows: unknown[] }).rows[0]);
    await datajud.close();
    await djen.close();
    await closeDb();
  } finally {
    clearInterval(sampler);
    await admin(`drop database if exists ${DB_NAME}`);
  }
}

await main();
