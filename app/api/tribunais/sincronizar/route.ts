import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoDoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { sincronizarAgora } from '@/lib/data/tribunais';
import { sincronizarSchema } from '@/lib/validation/tribunais';

/**
 * Syncs with DataJud and DJEN: the owning advogado (or an admin) one case now (`{ id_processo }`), answering
 * `{ processos, andamentosNovos, publicacoesNovas, falhas }`, or 202 `{ status: 'em_andamento', progresso }` when that
 * case's sync is already running; a lawyer's OAB (`{ advogado_id }`); 429 past the per-user or per-case limit.
 * An admin's `{}` (every open case) is queued: 202 `{ status, progresso }` with `Location` to follow
 * (GET /api/tribunais/sincronizar/{id}); while one is queued or running, the same answer for that one.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, sincronizarSchema, processoDoCorpo(user));
  const r = await sincronizarAgora(user, input);
  if ('id' in r) {
    return json({ status: r.status, progresso: r.progresso }, { status: 202, headers: { Location: `/api/tribunais/sincronizar/${r.id}` } });
  }
  return 'status' in r ? json(r, { status: 202 }) : json(r);
});
