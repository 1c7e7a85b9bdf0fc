import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { atualizarRegistroProfissional, lerRegistroProfissional } from '@/lib/data/users';
import { registroProfissionalSchema } from '@/lib/validation/registro-profissional';

/** The caller's professional registration (CRM/UF, especialidade, RQE; or OAB/UF) and the certificate on file. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await lerRegistroProfissional(user.id));
});

/** Médicos: crm, crmUf, especialidade (required), rqe (optional). Advogados: oabNumero and oabUf. Admins: 403. */
export const PUT = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the role check (403 before 400: lib/data/entrada.ts).
  return json({ ...(await atualizarRegistroProfissional(user, () => readJson(req, registroProfissionalSchema))), message: 'Registro profissional salvo' });
});
