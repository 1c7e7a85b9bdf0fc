/**
 * The red team's worst documents, rendered as 'Publicar' and 'Exportar quesitos' render them, and what another
 * request would wait meanwhile (prints figures, not a test):
 *   npx tsx bench/render-offloop.ts
 * For each case: wall time, peak RSS, and the event loop's delay p99/max while it ran (what any other request on
 * the same server waits), first rendered in the request's own thread (as before), then through the worker pool
 * (lib/render, Piscina; its worker's bundle is made first, as `npm run build` makes it). In-thread uses the same renderers, long-word breaking included; BENCH_OLD_WRAP=1 skips that case
 * for the 99 000-character paragraphs, which took minutes before the breaking.
 */
import { performance } from 'node:perf_hooks';
import { documentoQuesitos, type EntregaDoc } from '@/lib/domain/entregas';
import { renderEntregaDocx } from '@/lib/entregas/docx';
import { renderEntregaPdf } from '@/lib/entregas/pdf';
import { renderDocumento } from '@/lib/render';
import { buildRenderWorker } from '../scripts/build-render-worker.mjs';

await buildRenderWorker({ rastrear: false });

const timbrado = { firma: { nome: 'Clínica Pericial', identificacao: 'CNPJ 00.000.000/0001-00', contato: 'contato@clinica.com.br' }, titulo: 'Parecer', processo: 'Processo nº 0001234-56.2025.4.03.6100', emitidoEm: 'Emitido em 25/11/2026' };
const caso = { numero: '0001234-56.2025.4.03.6100', comarca: 'Campinas/SP', vara: '2ª Vara Federal', requerente: 'Maria', requerido: 'INSS' };

const semEspacos = { type: 'doc', content: Array.from({ length: 10 }, (_, i) => ({ type: 'paragraph', content: [{ type: 'text', text: String(i).repeat(99_000) }] })) } as EntregaDoc;
const quesitos = (v: number) => documentoQuesitos(caso, Array.from({ length: 100 }, (_, i) => `Quesito ${i} v${v}: ${'a incapacidade é total e permanente? '.repeat(140)}`));

type Caso = { nome: string; jobs: () => { formato: 'pdf' | 'docx'; doc: EntregaDoc }[] };
const casos: Caso[] = [
  { nome: 'Publicar: 10 parágrafos de 99 000 caracteres sem espaço (PDF + DOCX)', jobs: () => [{ formato: 'pdf', doc: semEspacos }, { formato: 'docx', doc: semEspacos }] },
  { nome: 'Exportar quesitos: 100 × 5 000 caracteres, três exportações ao mesmo tempo (PDF)', jobs: () => [1, 2, 3].map((v) => ({ formato: 'pdf' as const, doc: quesitos(v) })) },
];

/** Runs `run` while a 10 ms ticker stands in for other requests: how late each tick fired is what they would wait. */
async function medir(nome: string, run: () => Promise<unknown>) {
  const atrasos: number[] = [];
  let esperado = performance.now() + 10;
  let rss = process.memoryUsage().rss;
  const ticker = setInterval(() => {
    const agora = performance.now();
    atrasos.push(Math.max(0, agora - esperado));
    esperado = agora + 10;
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  await run();
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 30)); // let the ticker see the end of a block
  clearInterval(ticker);
  atrasos.sort((a, b) => a - b);
  const p99 = atrasos[Math.min(atrasos.length - 1, Math.floor(atrasos.length * 0.99))] ?? 0;
  const fmt = (v: number) => `${v.toFixed(0)} ms`;
  console.log(`  ${nome.padEnd(14)} ${(ms / 1000).toFixed(2).padStart(7)} s   RSS máx ${(rss / 2 ** 20).toFixed(0).padStart(4)} MB   outra requisição espera p99 ${fmt(p99).padStart(8)}, máx ${fmt(atrasos.at(-1) ?? 0).padStart(8)}`);
}

for (const c of casos) {
  console.log(c.nome);
  const direto = (j: { formato: 'pdf' | 'docx'; doc: EntregaDoc }) => (j.formato === 'pdf' ? renderEntregaPdf(j.doc, timbrado) : renderEntregaDocx(j.doc, timbrado));
  await medir('na requisição', () => Promise.all(c.jobs().map(direto)));
  await medir('no worker', () => Promise.all(c.jobs().map((j) => renderDocumento({ ...j, timbrado }))));
}
process.exit(0);
