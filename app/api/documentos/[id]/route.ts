import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { DOCUMENTO_NAO_ENCONTRADO, removeDocumento } from '@/lib/data/documentos';

type Ctx = { params: Promise<{ id: string }> };

/** Removes a document (its uploader or an admin); the Cronologia keeps the record, the file leaves the store. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, DOCUMENTO_NAO_ENCONTRADO);
  await removeDocumento(user, id);
  return json({ message: 'Documento removido com sucesso' });
});
