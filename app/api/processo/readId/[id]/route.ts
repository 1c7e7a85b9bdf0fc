import { clientIp, parseId, readRoute } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerProcesso, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';

/**
 * SPEC call 2 with DESIGN §3's additions (valorTotal, diasAntecipacao, situacao, etapa, phases with dates, documentos).
 * Every read is written to the case's access log (LGPD). Also served by the direct server (lib/api/direct-routes.ts).
 */
export const GET = readRoute<{ id: string }>(async (req, params) => {
  const user = await requireUser(req.headers);
  const id = parseId(params.id, PROCESSO_NAO_ENCONTRADO);
  return { body: await lerProcesso(user, id, { endereco: clientIp(req) }) };
});
