import { clientIp, json, parseWith, route, searchParams } from '@/lib/api/handler';
import { calcularPrazo } from '@/lib/data/prazos';
import { calcularPrazoSchema } from '@/lib/validation/prazos';

/**
 * Public deadline calculator: `?inicio=YYYY-MM-DD&dias=N[&justica=][&tribunal=J.TR]` →
 * `{ inicio, dias, inicioContagem, fim, ignorados: [{ data, motivo }] }`. Rate limited per address.
 */
export const GET = route(async (req) => {
  const input = parseWith(calcularPrazoSchema, searchParams(req));
  return json(await calcularPrazo(input, clientIp(req)));
});
