import { describe, expect, it } from 'vitest';
import type { EntregaDoc } from '@/lib/domain/entregas';

// A budget no real document fits in: the worker is ended and the caller told why (read when the pool loads).
process.env.RENDER_TIMEOUT_MS = '5';
const { renderDocumento, msgRenderDemorado } = await import('@/lib/render');

const timbrado = { firma: { nome: 'F', identificacao: 'I', contato: 'C' }, titulo: 'Parecer', processo: 'P', emitidoEm: 'hoje' };
const doc = (n: number) => ({ type: 'doc', content: Array.from({ length: n }, (_, i) => ({ type: 'paragraph', content: [{ type: 'text', text: `Parágrafo ${i}` }] })) }) as EntregaDoc;

describe('the render time budget', () => {
  it('a document over budget answers 422 with a Portuguese message, and the next render gets a fresh worker', async () => {
    await expect(renderDocumento({ formato: 'pdf', doc: doc(2000), timbrado })).rejects.toMatchObject({ status: 422, message: msgRenderDemorado(0) });
    await expect(renderDocumento({ formato: 'pdf', doc: doc(2001), timbrado })).rejects.toMatchObject({ status: 422 });
  });
});
