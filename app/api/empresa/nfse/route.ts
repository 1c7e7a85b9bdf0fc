import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerConfigNfse } from '@/lib/data/nfse/ler-config';
import { salvarConfigNfse } from '@/lib/data/nfse/salvar-config';
import { nfseConfigSchema } from '@/lib/validation/nfse';

/** The firm's NFS-e settings (admins). */
export const GET = route(async (req) => json(await lerConfigNfse(await requireUser(req.headers))));

export const PUT = route(async (req) => {
  const actor = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  return json({ ...(await salvarConfigNfse(actor, () => readJson(req, nfseConfigSchema))), message: 'Configurações da nota fiscal salvas.' });
});
