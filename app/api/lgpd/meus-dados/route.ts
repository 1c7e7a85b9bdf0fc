import { json, readJson, route } from '@/lib/api/handler';
import { credentialClaims, requireUser } from '@/lib/auth/guard';
import { atualizarMeusDados, lerMeusDados } from '@/lib/data/lgpd';
import { meusDadosSchema } from '@/lib/validation/lgpd';

/** The caller's own profile (Meus dados). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await lerMeusDados(user));
});

/**
 * Corrects nome, telefone, endereço, escritório (art. 18 III); a new e-mail needs `senha` (and `code` with MFA on)
 * and is confirmed by a link sent to it.
 */
export const PUT = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, meusDadosSchema);
  const sessaoId = (await credentialClaims(req.headers))?.sid ?? null;
  const { dados, confirmacaoEnviada } = await atualizarMeusDados(user, input, sessaoId);
  const message = confirmacaoEnviada
    ? 'Dados atualizados. Enviamos um link de confirmação para o novo e-mail; a troca vale depois que você abri-lo.'
    : 'Dados atualizados com sucesso';
  return json({ ...dados, confirmacaoEnviada, message });
});
