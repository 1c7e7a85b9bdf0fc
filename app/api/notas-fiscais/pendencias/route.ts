import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { emitirSemNota, pendenciasNotas } from '@/lib/data/nfse/sem-nota';
import { nfseSemNotaSchema } from '@/lib/validation/nfse';

/** What the settings miss and the approved payments 'sem nota' (admins). */
export const GET = route(async (req) => json(await pendenciasNotas(await requireUser(req.headers))));

/** The admin confirms the 'sem nota' list: those payments are issued. */
export const POST = route(async (req) => {
  const actor = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const r = await emitirSemNota(actor, () => readJson(req, nfseSemNotaSchema));
  return json({ ...r, message: r.enfileiradas === 1 ? '1 nota fiscal na fila para emissão.' : `${r.enfileiradas} notas fiscais na fila para emissão.` }, { status: 202 });
});
