/**
 * PDF (and DOCX) generation time of a published deliverable: a 10-page parecer (prints figures, not a test).
 *   npx tsx bench/pdf.ts            # BENCH_RUNS (default 30) renders after 3 warm-ups
 * The document is the Fase 3 template (the technical assistant's opinion) with its quesitos answered in
 * paragraphs, lists, bold and italic, grown until the PDF has exactly 10 pages. Renders in-process with the
 * same functions 'Publicar' calls (lib/entregas/pdf.ts, lib/entregas/docx.ts); storage and database excluded.
 */
import { performance } from 'node:perf_hooks';
import { h, modeloEntrega, ol, p, t, ul, type EntregaDoc, type EntregaNode } from '@/lib/domain/entregas';
import { renderEntregaDocx } from '@/lib/entregas/docx';
import { renderEntregaPdf, type Timbrado } from '@/lib/entregas/pdf';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TEXTO =
  'O exame físico e a documentação apresentada indicam limitação funcional compatível com a lesão descrita, com ' +
  'redução da amplitude de movimento e dor à palpação. Os exames de imagem confirmam o achado, e a evolução clínica ' +
  'registrada nos prontuários é coerente com o nexo alegado pela parte autora.';

function parecer(quesitos: number): EntregaDoc {
  const base = modeloEntrega(3, {
    numero: '0001234-56.2025.4.03.6100',
    comarca: 'Campinas/SP',
    vara: '2ª Vara Federal',
    requerente: 'Maria da Silva Souza',
    requerido: 'Instituto Nacional do Seguro Social',
    quesitos: Array.from({ length: quesitos }, (_, i) => `Quesito ${i + 1}: a lesão descrita causa incapacidade para o trabalho habitual?`),
  });
  const respostas: EntregaNode[] = [];
  for (let i = 0; i < quesitos; i++) {
    respostas.push(h(3, `Resposta ao quesito ${i + 1}`), p(t('Resposta: ', ['bold']), TEXTO), p(t('Fundamentação: ', ['italic']), TEXTO));
    if (i % 3 === 0) respostas.push(ul([[p('Achado clínico relevante.')], [p('Exame complementar compatível.')]]));
    if (i % 4 === 0) respostas.push(ol([[p('Primeiro ponto.')], [p('Segundo ponto.')], [p('Terceiro ponto.')]]));
  }
  return { type: 'doc', content: [...(base.content ?? []), ...respostas] };
}

const timbrado: Timbrado = { firma: { nome: 'Exemplo Perícias Médicas', identificacao: 'Exemplo Perícias Médicas Ltda. · CNPJ 11.222.333/0001-81', contato: 'Av. Paulista, 1000, São Paulo/SP, CEP 01310-100 · (11) 3000-0000 · contato@exemplo.com.br' }, titulo: 'Parecer do assistente técnico', processo: 'Processo nº 0001234-56.2025.4.03.6100', emitidoEm: 'Emitido em 22/11/2026' };
const paginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

// Grow the document until it fills exactly 10 pages.
let n = 5;
let doc = parecer(n);
while (paginas(await renderEntregaPdf(doc, timbrado)) < 10) doc = parecer(++n);
while (paginas(await renderEntregaPdf(doc, timbrado)) > 10) doc = parecer(--n);
const amostra = await renderEntregaPdf(doc, timbrado);
console.log(`documento: ${n} quesitos respondidos, ${paginas(amostra)} páginas, PDF de ${(amostra.length / 1024).toFixed(1)} KiB, JSON de ${(JSON.stringify(doc).length / 1024).toFixed(1)} KiB`);

async function medir(label: string, fn: () => Promise<Buffer>) {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const q = (f: number) => ms[Math.min(ms.length - 1, Math.floor(f * ms.length))].toFixed(1);
  console.log(`${label}: mediana ${q(0.5)} ms, p95 ${q(0.95)} ms, mín ${ms[0].toFixed(1)} ms (${RUNS} execuções)`);
}

await medir('PDF, parecer de 10 páginas', () => renderEntregaPdf(doc, timbrado));
await medir('DOCX, o mesmo parecer', () => renderEntregaDocx(doc, timbrado));
