import { json, parseWith, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { removeDocumento } from '@/lib/data/documentos';
import { documentoIdSchema } from '@/lib/validation/documentos';

type Ctx = { params: Promise<{ id: string }> };

/** Removes a document (its uploader or an admin); the Cronologia keeps the record, the file leaves the store. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id } = parseWith(documentoIdSchema, { id: (await ctx.params).id });
  await removeDocumento(user, id);
  return json({ message: 'Documento removido com sucesso' });
});
