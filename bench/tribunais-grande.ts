/**
 * Issue 36 item 1: does a big court answer stall other users on the embedded database? (prints figures, not a test)
 *   npx tsx bench/tribunais-grande.ts
 * Opens PGlite in memory (PGLITE_DIR=memory://, unless set), migrates it, registers one case and loads into the local
 * DataJud stand-in BENCH_MOVIMENTOS (15 000) movements for it (DJEN answers nothing). Then syncs the case while
 * another user's loop sends a small query (the case list's count) every BENCH_INTERVALO_MS (5) ms, and prints the
 * longest time one of those queries waited, its p99, how many ran, the sync's own time, and the event loop's longest
 * delay over the same span (what any request of the process waits, database or not). BENCH_RODADAS (4) rounds (the first warms the JIT up), each
 * on a fresh case.
 */
import { performance, monitorEventLoopDelay } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import path from 'node:path';

const MOVIMENTOS = Number(process.env.BENCH_MOVIMENTOS ?? 15_000);
const INTERVALO = Number(process.env.BENCH_INTERVALO_MS ?? 5);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 4);

const root = path.resolve(import.meta.dirname, '..');
const log = (...a: unknown[]) => console.log('▶', ...a);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The stand-ins in their own process (their JSON of 15 000 movements is not this process's work), loaded with every round's case. */
const FILHO = `
import { startDatajudStandin } from './tests/support/datajud-standin.mjs';
import { startDjenStandin } from './tests/support/djen-standin.mjs';
const [numeros, n] = JSON.parse(process.argv[1]);
const datajud = await startDatajudStandin();
const djen = await startDjenStandin();
const base = Date.UTC(2020, 0, 1);
for (const numero of numeros) {
  datajud.setProcesso('tjsp', {
    numeroProcesso: numero.replace(/\\D/g, ''), tribunal: 'TJSP', classe: { codigo: 7, nome: 'Procedimento Comum Cível' }, assuntos: [],
    orgaoJulgador: { codigo: 1, nome: '1ª Vara' }, dataAjuizamento: '2024-03-15T00:00:00.000Z',
    movimentos: Array.from({ length: n }, (_, i) => ({
      codigo: 60 + (i % 7), nome: 'Movimento ' + i, dataHora: new Date(base + i * 3600000).toISOString(),
      complementosTabelados: [{ codigo: 2, valor: 1, nome: 'competência exclusiva', descricao: 'tipo_de_distribuicao_redistribuicao' }],
    })),
  });
}
console.log(JSON.stringify({ datajud: datajud.url, djen: djen.url }));
`;

async function main() {
  process.env.PGLITE_DIR ??= 'memory://';
  delete process.env.DATABASE_URL;
  const { buildCnj } = await import('@/lib/domain/cnj');
  const numeros = Array.from({ length: RODADAS }, (_, i) => buildCnj(1001 + i, 2024, 8, 26, 101 + i));
  const filho = spawn(process.execPath, ['--input-type=module', '-e', FILHO, JSON.stringify([numeros, MOVIMENTOS])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise<{ datajud: string; djen: string }>((ok, falha) => {
    filho.stdout.once('data', (b: Buffer) => ok(JSON.parse(String(b))));
    filho.once('exit', (c) => falha(new Error(`substitutos saíram (${c})`)));
  });
  process.env.DATAJUD_URL = urls.datajud;
  process.env.DJEN_URL = urls.djen;
  delete process.env.DATAJUD_API_KEY;
  process.env.TRIBUNAIS_PAUSA_MS = '0';
  const { getDb, closeDb } = await import('@/lib/db/client');
  const { executarSincronizacao } = await import('@/lib/data/tribunais');
  const { sql } = await import('drizzle-orm');
  const db = await getDb();
  await db.execute(sql`insert into users (nome, email, password_hash, role) values ('Advogado Bench', 'adv@bench.local', 'x', 'advogado')`);
  log(`PGlite (${process.env.PGLITE_DIR}), ${MOVIMENTOS} andamentos por processo, consulta de outro usuário a cada ${INTERVALO} ms`);

  for (let rodada = 1; rodada <= RODADAS; rodada += 1) {
    const numero = numeros[rodada - 1];
    const r = (await db.execute(sql`insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, situacao, etapa)
      values (${numero}, 'São Paulo/SP', 'danos_morais', 'estadual', '2024-03-15', 'Requerente', 'Requerido', (select id from users limit 1), 'em_analise', 'em_andamento') returning id`)) as unknown as { rows: { id: number }[] };
    const id = r.rows[0].id;

    const esperas: number[] = [];
    const t0 = performance.now();
    let parar = false;
    // Measured from the moment the query was due (its timer's time), not from when the blocked event loop let it
    // start: PGlite runs on this thread, so a long statement delays the timer itself.
    const outro = (async () => {
      let devida = performance.now();
      while (!parar) {
        await new Promise((res) => setTimeout(res, Math.max(0, devida - performance.now())));
        await db.execute(sql`select count(*)::int as n from processos where ativo`);
        const fim = performance.now();
        esperas.push(fim - devida);
        devida = fim + INTERVALO;
      }
    })();
    const laco = monitorEventLoopDelay({ resolution: 5 });
    laco.enable();
    const res = await executarSincronizacao({ origem: 'manual', userId: null, processoIds: [id] });
    const ms = performance.now() - t0;
    laco.disable();
    if (res.falhas > 0) log('falhas:', (await db.execute(sql`select erros from tribunais_sincronizacoes order by id desc limit 1`)) as unknown);
    parar = true;
    await outro;
    log(
      `rodada ${rodada}: ${res.andamentosNovos} andamentos em ${(ms / 1000).toFixed(2)} s (falhas ${res.falhas}); ` +
        `outra consulta: maior espera ${pct(esperas, 100).toFixed(0)} ms, p99 ${pct(esperas, 99).toFixed(0)} ms, p50 ${pct(esperas, 50).toFixed(1)} ms, ${esperas.length} consultas; ` +
        `laço de eventos: maior atraso ${(laco.max / 1e6).toFixed(0)} ms`,
    );
  }
  filho.kill();
  await closeDb();
}

await main();
