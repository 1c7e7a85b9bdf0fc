import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { emitirProposta } from '@/lib/data/propostas';
import { formatarCodigoProposta } from '@/lib/domain/proposta-codigo';
import { env } from '@/lib/env';
import { geradorSchemaPara } from '@/lib/validation/proposta';

/**
 * An admin issues the generator's proposal with a verification code: 201 with what was stored, the code and the
 * address of its public verification page. Anyone else: 401 without a session, 403 otherwise.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // Read after the role check, against the price table in force (the anticipation's limit is the table's).
  const proposta = await emitirProposta(user, (tabela) => readJson(req, geradorSchemaPara(tabela)));
  return json(
    { ...proposta, url: `${env().APP_URL}/proposta/${proposta.codigo}`, message: `Proposta emitida com o código ${formatarCodigoProposta(proposta.codigo)}.` },
    { status: 201 },
  );
});
