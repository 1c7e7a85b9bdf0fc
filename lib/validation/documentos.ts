import { z } from 'zod';
import { INT32_MAX } from '@/lib/validation/common';

export const DRIVE_HOSTS = ['drive.google.com', 'docs.google.com'] as const;
export const DRIVE_LINK_MESSAGE = 'Por favor, insira um link válido do Google Drive';

/** SPEC §5: a Drive link must be an http(s) URL on the Google Drive or Google Docs host. */
export function isGoogleDriveUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && (DRIVE_HOSTS as readonly string[]).includes(url.hostname.toLowerCase());
}

/** POST /api/documentos: attach a Google Drive link to one of the caller's cases. */
export const documentoCreateSchema = z.object({
  id_processo: z.coerce
    .number({ error: 'Selecione o processo.' })
    .int('Selecione o processo.')
    .positive('Selecione o processo.')
    .max(INT32_MAX, 'Selecione o processo.'),
  url: z
    .string({ error: DRIVE_LINK_MESSAGE })
    .trim()
    .min(1, DRIVE_LINK_MESSAGE)
    .max(2000, DRIVE_LINK_MESSAGE)
    .refine(isGoogleDriveUrl, DRIVE_LINK_MESSAGE),
  titulo: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: 'Título inválido.' }).trim().max(200, 'O título deve ter no máximo 200 caracteres.').optional(),
  ),
  id_fase: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'Fase inválida.' }).int('Fase inválida.').min(1, 'Fase inválida.').max(4, 'Fase inválida.').optional(),
  ),
});

export type DocumentoCreateInput = z.infer<typeof documentoCreateSchema>;

const idProcesso = z.coerce
  .number({ error: 'Selecione o processo.' })
  .int('Selecione o processo.')
  .positive('Selecione o processo.');

/** POST /api/documentos/upload: the text fields of the multipart form (the file is `arquivo`). */
export const documentoUploadSchema = z.object({
  id_processo: idProcesso,
  titulo: documentoCreateSchema.shape.titulo,
  id_fase: documentoCreateSchema.shape.id_fase,
});
export type DocumentoUploadInput = z.infer<typeof documentoUploadSchema>;

/** GET /api/documentos?id_processo= */
export const documentoListSchema = z.object({ id_processo: idProcesso });
