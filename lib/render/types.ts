import type { EntregaDoc } from '@/lib/domain/entregas';
import type { Timbrado } from '@/lib/entregas/pdf';

/** One document to render in a worker. */
export type RenderJob = { formato: 'pdf' | 'docx'; doc: EntregaDoc; timbrado: Timbrado };
