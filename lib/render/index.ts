import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { render } from './pool';
import type { RenderJob } from './types';

export type { RenderJob } from './types';
export { MSG_RENDER_OCUPADO, msgRenderDemorado } from './pool';

// The same document asked for again (an export clicked twice, three users exporting one case's unchanged quesitos)
// is rendered once: finished renders are kept by content, and a render under way is shared.
const prontos = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.length || 1, ttl: 60 * 60 * 1000 });
const emCurso = new Map<string, Promise<Buffer>>();

/** The document as PDF or DOCX bytes, rendered off the event loop (lib/render/pool.ts), reused while it has not changed. */
export async function renderDocumento(job: RenderJob): Promise<Buffer> {
  const chave = createHash('sha256').update(JSON.stringify(job)).digest('hex');
  const pronto = prontos.get(chave);
  if (pronto) return pronto;
  let p = emCurso.get(chave);
  if (!p) {
    p = render(job).finally(() => emCurso.delete(chave));
    emCurso.set(chave, p);
  }
  const bytes = await p;
  prontos.set(chave, bytes);
  return bytes;
}
