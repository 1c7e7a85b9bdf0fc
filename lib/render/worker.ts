// A render worker: turns a document into PDF or DOCX bytes off the server's event loop (lib/render/pool.ts).
import { parentPort } from 'node:worker_threads';
import { renderEntregaDocx } from '@/lib/entregas/docx';
import { renderEntregaPdf } from '@/lib/entregas/pdf';
import type { RenderJob, RenderReply } from './types';

parentPort?.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let reply: RenderReply;
  try {
    const bytes = job.formato === 'pdf' ? await renderEntregaPdf(job.doc, job.timbrado) : await renderEntregaDocx(job.doc, job.timbrado);
    reply = { id, ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  } catch (err) {
    reply = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(reply);
});
