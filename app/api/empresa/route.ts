import { json, readJson, route } from '@/lib/api/handler';
import { revalidatePublicPages } from '@/lib/api/revalidate';
import { requireUser } from '@/lib/auth/guard';
import { lerEmpresa, atualizarEmpresa } from '@/lib/data/empresa';
import { empresaSchema } from '@/lib/validation/empresa';

/** The firm's identity (public: anyone, signed in or not). */
export const GET = route(async () => json(await lerEmpresa()));

/** Partial update (admins, enforced by atualizarEmpresa); the public pages are regenerated at once. */
export const PUT = route(async (req) => {
  const actor = await requireUser(req.headers);
  // The body is read by atualizarEmpresa after the role check: a non-admin gets 403 whatever it sends.
  const data = await atualizarEmpresa(actor, () => readJson(req, empresaSchema));
  revalidatePublicPages();
  return json({ message: 'Dados da empresa salvos.', empresa: data });
});
