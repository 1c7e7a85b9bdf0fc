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
  const input = await readJson(req, empresaSchema);
  const data = await atualizarEmpresa(actor, input);
  revalidatePublicPages();
  return json({ message: 'Dados da empresa salvos.', empresa: data });
});
