import { clientIp, json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { DOCUMENTO_NAO_ENCONTRADO, detalheDocumento, excluirDocumento } from '@/lib/data/documentos';

type Ctx = { params: Promise<{ id: string }> };

/** One document as the list shows it, with `leitura` (the reading of a PDF's pages, issue 35); 404 for strangers. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, DOCUMENTO_NAO_ENCONTRADO);
  return json(await detalheDocumento(user, id, { endereco: clientIp(req) }));
});

/** Removes a document (its uploader or an admin); the Cronologia keeps the record, the file leaves the store. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, DOCUMENTO_NAO_ENCONTRADO);
  await excluirDocumento(user, id);
  return json({ message: 'Documento removido com sucesso' });
});
