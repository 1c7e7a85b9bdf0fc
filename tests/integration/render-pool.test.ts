import { describe, expect, it } from 'vitest';
import type { EntregaDoc } from '@/lib/domain/entregas';
import { pdfPages } from '../../e2e/pdf-text';

// One worker, no waiting room and a 30-second budget per document, read when the pool module loads.
process.env.RENDER_QUEUE_MAX = '0';
process.env.RENDER_TIMEOUT_MS = '30000';
const { renderDocumento, MSG_RENDER_OCUPADO } = await import('@/lib/render');

const timbrado = { firma: { nome: 'Clínica Pericial', identificacao: 'CNPJ 00.000.000/0001-00', contato: 'contato@clinica.com.br' }, titulo: 'Parecer', processo: 'Processo nº 1', emitidoEm: 'Emitido em 25/11/2026' };
const doc = (paragrafos: string[]): EntregaDoc =>
  ({ type: 'doc', content: paragrafos.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) }) as EntregaDoc;

describe('rendering in worker threads', () => {
  it('renders a PDF and a DOCX off the event loop, with the text in them', async () => {
    const pdf = await renderDocumento({ formato: 'pdf', doc: doc(['Exame físico sem alterações.']), timbrado });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf).texts.join(' ')).toContain('Exame físico sem alterações.');
    const docx = await renderDocumento({ formato: 'docx', doc: doc(['Conclusão.']), timbrado });
    expect(docx.subarray(0, 2).toString()).toBe('PK');
  });

  it('a paragraph of 99 000 characters without a space is laid out in lines of at most 60 (pdfkit wraps long words quadratically)', async () => {
    const pdf = await renderDocumento({ formato: 'pdf', doc: doc(['x'.repeat(99_000)]), timbrado });
    const text = pdfPages(pdf, { glyphsOnly: true }).texts.join(' ');
    expect(text.match(/x+/g)!.every((run) => run.length <= 60)).toBe(true);
    expect((text.match(/x/g) ?? []).length).toBe(99_000);
  });

  it('the same document asked for twice at once is rendered once and reused', async () => {
    const job = { formato: 'pdf' as const, doc: doc(['Quesito 1?', 'Quesito 2?']), timbrado };
    const [a, b] = await Promise.all([renderDocumento(job), renderDocumento(job)]);
    expect(a).toBe(b);
    expect(await renderDocumento(job)).toBe(a);
  });

  it('with the worker busy and no room in the queue, another document is refused at once (503), not queued forever', async () => {
    const primeiro = renderDocumento({ formato: 'pdf', doc: doc(Array.from({ length: 400 }, (_, i) => `Parágrafo ${i} ${'texto '.repeat(40)}`)), timbrado });
    const segundo = renderDocumento({ formato: 'pdf', doc: doc(['Outro documento']), timbrado });
    await expect(segundo).rejects.toMatchObject({ status: 503, message: MSG_RENDER_OCUPADO });
    expect((await primeiro).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
