import { clientIp, json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { exportarDados } from '@/lib/data/lgpd';

/**
 * LGPD art. 18 II/V: the caller's data as JSON (account, owned cases with quesitos, perícias, documents with
 * download links and access log, consents, requests); never password material. Sent as a download.
 */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const dados = await exportarDados(user, { endereco: clientIp(req) });
  return json(dados, { headers: { 'Content-Disposition': `attachment; filename="meus-dados-${user.id}.json"` } });
});
