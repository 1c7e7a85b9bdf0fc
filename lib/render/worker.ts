// A render worker's task (lib/render/pool.ts): turns a document into PDF or DOCX bytes off the server's event loop.
// Piscina runs it in its worker threads from the bundle scripts/build-render-worker.mjs makes of this file
// (lib/render/gerado/render-worker.mjs).
import type { MessagePort } from 'node:worker_threads';
import { move } from 'piscina';
import { renderEntregaDocx } from '@/lib/entregas/docx';
import { renderEntregaPdf } from '@/lib/entregas/pdf';
import type { RenderJob } from './types';

/** `inicio` hears when the document starts rendering: its time budget counts from there, not from the queue. */
export default async function renderizar({ job, inicio }: { job: RenderJob; inicio: MessagePort }): Promise<Uint8Array> {
  inicio.postMessage(null);
  inicio.close();
  const bytes = job.formato === 'pdf' ? await renderEntregaPdf(job.doc, job.timbrado) : await renderEntregaDocx(job.doc, job.timbrado);
  const u8 = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A small Buffer shares Node's pool slab, which must stay here: only bytes that own their memory are moved.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (move(u8) as Uint8Array) : u8;
}
