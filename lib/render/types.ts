import type { EntregaDoc } from '@/lib/domain/entregas';
import type { Timbrado } from '@/lib/entregas/pdf';

/** One document to render in a worker. */
export type RenderJob = { formato: 'pdf' | 'docx'; doc: EntregaDoc; timbrado: Timbrado };
export type RenderReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };
