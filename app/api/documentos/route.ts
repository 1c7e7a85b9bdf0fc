import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { createDocumento } from '@/lib/data/documentos';
import { documentoCreateSchema } from '@/lib/validation/documentos';

/** Attaches a validated Google Drive link to one of the caller's cases (Fases screen). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, documentoCreateSchema);
  const doc = await createDocumento(user, input);
  return json({ ...doc, message: 'Link adicionado ao processo com sucesso' }, { status: 201 });
});
