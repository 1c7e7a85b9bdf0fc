import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarIncidentes, registrarIncidente } from '@/lib/data/incidentes';
import { incidenteSchema } from '@/lib/validation/lgpd';

/** Admins: the security incident record (ANPD Res. 15/2024), newest first. No method edits or deletes it. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarIncidentes(user));
});

export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, incidenteSchema);
  const incidente = await registrarIncidente(user, input);
  return json({ ...incidente, message: 'Incidente registrado' }, { status: 201 });
});
