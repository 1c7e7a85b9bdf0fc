import { json, route } from '@/lib/api/handler';
import { readUpload } from '@/lib/api/multipart';
import { requireUser } from '@/lib/auth/guard';
import { criarDocumentoArquivo } from '@/lib/data/documentos';
import { env } from '@/lib/env';
import { documentoUploadSchema } from '@/lib/validation/documentos';

// Not behind proxy.ts (see its matcher): the body streams through busboy with its own limits (20 MB; PDFs AUTOS_MAX_MB).
export const runtime = 'nodejs';

/**
 * Uploads a file to a case (multipart: arquivo, id_processo, id_fase?, titulo?). The content decides the
 * type (PDF, DOCX, JPEG, PNG; else 415), at most 20 MB, PDFs AUTOS_MAX_MB (default 200) and AUTOS_MAX_PAGINAS pages
 * (413), encrypted into the storage module. A PDF is queued for reading (issue 35: the autos-leitura queue, lib/jobs/registro.ts).
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { input, file } = await readUpload(req, documentoUploadSchema, 'arquivo', { maxPdfBytes: env().AUTOS_MAX_MB * 1024 * 1024, copiaPdf: true });
  const doc = await criarDocumentoArquivo(user, input, file);
  return json({ ...doc, message: 'Arquivo enviado com sucesso' }, { status: 201 });
});
