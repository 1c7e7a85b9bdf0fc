import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { ajustarCreditos } from '@/lib/data/creditos';
import { creditosAjusteSchema } from '@/lib/validation/pagamentos';

/** An admin sets a user's créditos with a reason; the change is logged (who, when, old → new, why). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const r = await ajustarCreditos(user, () => readJson(req, creditosAjusteSchema));
  return json({ ...r, message: 'Créditos alterados.' });
});
