import { clientIp, json, parseWith, readJson, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoDoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { criarDocumento, listarDocumentos } from '@/lib/data/documentos';
import { documentoCreateSchema, documentoListSchema } from '@/lib/validation/documentos';

/** A case's documents, links and files, newest first (the Documentos tab). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const { id_processo } = parseWith(documentoListSchema, searchParams(req));
  return json(await listarDocumentos(user, id_processo, { endereco: clientIp(req) }));
});

/** Attaches a validated Google Drive link to one of the caller's cases (Fases screen). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, documentoCreateSchema, processoDoCorpo(user));
  const doc = await criarDocumento(user, input);
  return json({ ...doc, message: 'Link adicionado ao processo com sucesso' }, { status: 201 });
});
